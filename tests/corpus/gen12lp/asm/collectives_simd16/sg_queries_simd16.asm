L0:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
        mul (16|M0)              r44.0<1>:d    r5.3<0;1,0>:d     r3.0<16;16,1>:uw {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r6.2<0;1,0>:uw   {@3}
        add (16|M0)              r7.0<1>:d     r44.0<8;8,1>:d    r2.0<16;16,1>:uw {@2}
(W)     mach (1|M0)              r5.0<1>:d     r5.5<0;1,0>:d     r6.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r5.2<0;1,0>:d     r7.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r9.0<1>:d     r5.2<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r5.2<0;1,0>:d     r8.0<2;1,0>:uw  
        mach (8|M8)              r10.0<1>:d    r5.2<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r5.3<0;1,0>:d     r5.4<0;1,0>:uw  
(W)     mach (1|M0)              r19.0<1>:d    r5.3<0;1,0>:d     r5.2<0;1,0>:d   
        add (16|M0)              r15.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@7}
(W)     mul (1|M0)               acc0.0<1>:d   r19.0<0;1,0>:d    r5.8<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r20.0<1>:d    r19.0<0;1,0>:d    r5.4<0;1,0>:d    {Compacted}
        add (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     r1.0<16;16,1>:uw {@6}
(W)     and (1|M0)               r19.2<1>:d    r20.0<0;1,0>:d    15:w               {Compacted,@2}
(W)     add (1|M0)               r5.1<1>:d     r20.0<0;1,0>:d    15:w               {Compacted}
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r19.2<0;1,0>:d    0:w               {@2}
        add (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@7}
        shr (16|M0)              r13.0<1>:d    r11.0<8;8,1>:ud   4:w               {Compacted,@5}
(W)     shr (1|M0)               r19.1<1>:d    r5.1<0;1,0>:ud    4:w               {Compacted,@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (16|M0)                         L392                  L392                
L304:
(W)     add (1|M0)               r19.3<1>:d    r19.1<0;1,0>:d    -1:w               {@3}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r13.0<8;8,1>:ud   r19.3<0;1,0>:ud  {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(f0.0)  goto (16|M0)                         L392                  L392                
L368:
        mov (16|M0)              r21.0<1>:f    r19.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L392                  L424                
L392:
        join (16|M0)                         L424                                
L408:
        mov (16|M0)              r21.0<1>:f    2.24208e-44:f                              
L424:
        join (16|M0)                         L440                                
L440:
(W)     mul (1|M0)               acc0.0<1>:d   r5.6<0;1,0>:d     r5.10<0;1,0>:uw 
(W)     mach (1|M0)              r27.0<1>:d    r5.6<0;1,0>:d     r5.5<0;1,0>:d   
        mul (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x6:uw             
(W)     mul (1|M0)               acc0.0<1>:d   r27.0<0;1,0>:d    r5.14<0;1,0>:uw  {Compacted,@2}
(W)     mach (1|M0)              r28.0<1>:d    r27.0<0;1,0>:d    r5.7<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r39.0<1>:w    0x76543210:v                              
        shl (16|M0)              r25.0<1>:d    r23.0<8;8,1>:d    2:w               {Compacted,@4}
(W)     add (1|M0)               r19.4<1>:d    r28.0<0;1,0>:d    15:w               {Compacted,@3}
(W)     add (8|M0)               r39.8<1>:w    r39.0<8;8,1>:w    8:w               {@3}
(W)     shr (1|M0)               r19.5<1>:d    r19.4<0;1,0>:ud   4:w               {@2}
        add (16|M0)              r37.0<1>:d    r25.0<8;8,1>:d    16:w               {Compacted,@4}
        add (16|M0)              r40.0<1>:d    r25.0<8;8,1>:d    20:w               {Compacted}
        mov (16|M0)              r31.0<1>:f    2.24208e-44:f                              
        mov (16|M0)              r29.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r33.0<1>:f    r19.1<0;1,0>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:d    r39.0<16;16,1>:uw                {@7}
        mov (16|M0)              r35.0<1>:f    r19.5<0;1,0>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r25     r29     0x200            0x04025000           {@1,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r37     r13     0x80            0x04025E00           {@7,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r40     r42     0x80            0x04025E00           {@2,$2} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r6.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r46      r6      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r46.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L744:
