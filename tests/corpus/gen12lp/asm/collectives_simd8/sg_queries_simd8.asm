L0:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
        mul (8|M0)               r27.0<1>:d    r5.3<0;1,0>:d     r3.0<8;8,1>:uw   {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r6.2<0;1,0>:uw   {@3}
        add (8|M0)               r7.0<1>:d     r27.0<8;8,1>:d    r2.0<8;8,1>:uw   {@2}
(W)     mach (1|M0)              r5.0<1>:d     r5.5<0;1,0>:d     r6.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r5.2<0;1,0>:d     r7.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r5.2<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r5.3<0;1,0>:d     r5.4<0;1,0>:uw  
(W)     mach (1|M0)              r13.0<1>:d    r5.3<0;1,0>:d     r5.2<0;1,0>:d   
        add (8|M0)               r11.0<1>:d    r5.0<0;1,0>:d     r1.0<8;8,1>:uw   {@5}
(W)     mul (1|M0)               acc0.0<1>:d   r13.0<0;1,0>:d    r5.8<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r14.0<1>:d    r13.0<0;1,0>:d    r5.4<0;1,0>:d    {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r1.0<8;8,1>:uw   {@6}
(W)     and (1|M0)               r13.2<1>:d    r14.0<0;1,0>:d    7:w               {Compacted,@2}
(W)     add (1|M0)               r5.1<1>:d     r14.0<0;1,0>:d    7:w               {Compacted}
(W)     cmp (8|M0)    (eq)f0.1   null<1>:d     r13.2<0;1,0>:d    0:w               {@2}
        add (8|M0)               r12.0<1>:d    r11.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@7}
        shr (8|M0)               r10.0<1>:d    r9.0<8;8,1>:ud    3:w               {Compacted,@5}
(W)     shr (1|M0)               r13.1<1>:d    r5.1<0;1,0>:ud    3:w               {Compacted,@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (8|M0)                          L368                  L368                
L280:
(W)     add (1|M0)               r13.3<1>:d    r13.1<0;1,0>:d    -1:w               {@3}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r10.0<8;8,1>:ud   r13.3<0;1,0>:ud  {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(f0.0)  goto (8|M0)                          L368                  L368                
L344:
        mov (8|M0)               r15.0<1>:f    r13.2<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L368                  L400                
L368:
        join (8|M0)                          L400                                
L384:
        mov (8|M0)               r15.0<1>:f    1.12104e-44:f                              
L400:
        join (8|M0)                          L416                                
L416:
(W)     mul (1|M0)               acc0.0<1>:d   r5.6<0;1,0>:d     r5.10<0;1,0>:uw 
(W)     mach (1|M0)              r18.0<1>:d    r5.6<0;1,0>:d     r5.5<0;1,0>:d   
        mul (8|M0)               r16.0<1>:ud   r12.0<8;8,1>:ud   0x6:uw             
(W)     mul (1|M0)               acc0.0<1>:d   r18.0<0;1,0>:d    r5.14<0;1,0>:uw  {Compacted,@2}
(W)     mach (1|M0)              r19.0<1>:d    r18.0<0;1,0>:d    r5.7<0;1,0>:d    {Compacted}
        mov (8|M0)               r14.8<1>:w    0x76543210:v                              
(W)     add (1|M0)               r13.4<1>:d    r19.0<0;1,0>:d    7:w               {Compacted,@2}
        shl (8|M0)               r17.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted,@5}
(W)     shr (1|M0)               r13.5<1>:d    r13.4<0;1,0>:ud   3:w               {@2}
        mov (8|M0)               r21.0<1>:f    1.12104e-44:f                              
        mov (8|M0)               r20.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r22.0<1>:f    r13.1<0;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<1>:d    r14.8<8;8,1>:w                   {@7}
        add (8|M0)               r24.0<1>:d    r17.0<8;8,1>:d    16:w               {Compacted,@6}
        add (8|M0)               r25.0<1>:d    r17.0<8;8,1>:d    20:w               {Compacted}
        mov (8|M0)               r23.0<1>:f    r13.5<0;1,0>:f                   {Compacted,@7}
(W)     mov (8|M0)               r127.0<1>:f   r6.0<8;8,1>:f                    {Compacted}
        send.dc1 (8|M0)          null     r17     r20     0x100            0x02026000           {@2,$0} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r24     r10     0x40            0x02026E00           {@4,$1} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r25     r26     0x40            0x02026E00           {@3,$2} // wr:1+1, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r28      r6      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r28.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L704:
