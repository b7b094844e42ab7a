L0:
(W)     mov (8|M0)               r9.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
        mul (16|M0)              r80.0<1>:d    r8.3<0;1,0>:d     r5.0<16;16,1>:uw {@1}
        mul (16|M16)             r82.0<1>:d    r8.3<0;1,0>:d     r6.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r80.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r9.2<0;1,0>:uw   {@5}
        add (16|M16)             r12.0<1>:d    r82.0<8;8,1>:d    r4.0<16;16,1>:uw {@3}
(W)     mach (1|M0)              r8.0<1>:d     r8.5<0;1,0>:d     r9.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@4}
        mach (8|M0)              r14.0<1>:d    r8.2<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r8.2<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r15.0<1>:d    r8.2<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r8.2<0;1,0>:d     r12.0<2;1,0>:uw  {@6}
        mach (8|M16)             r16.0<1>:d    r8.2<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r8.2<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r8.2<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r8.4<0;1,0>:uw  
(W)     mach (1|M0)              r34.0<1>:d    r8.3<0;1,0>:d     r8.2<0;1,0>:d   
        add (16|M0)              r26.0<1>:d    r8.0<0;1,0>:d     r1.0<16;16,1>:uw {@7}
(W)     mul (1|M0)               acc0.0<1>:d   r34.0<0;1,0>:d    r8.8<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r35.0<1>:d    r34.0<0;1,0>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r28.0<1>:d    r8.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     and (1|M0)               r34.2<1>:d    r35.0<0;1,0>:d    31:w               {Compacted,@2}
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r1.0<16;16,1>:uw
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r34.2<0;1,0>:d    0:w               {@2}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r34.2<0;1,0>:d    0:w              
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    r2.0<16;16,1>:uw {@7}
(W)     add (1|M0)               r8.1<1>:d     r35.0<0;1,0>:d    31:w               {Compacted}
        add (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@7}
        add (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@7}
        shr (16|M0)              r22.0<1>:d    r18.0<8;8,1>:ud   5:w               {Compacted,@7}
        shr (16|M16)             r24.0<1>:d    r20.0<8;8,1>:ud   5:w               {Compacted,@5}
(W)     shr (1|M0)               r34.1<1>:d    r8.1<0;1,0>:ud    5:w               {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L560                  L560                
L448:
(W)     add (1|M0)               r34.3<1>:d    r34.1<0;1,0>:d    -1:w               {@3}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   r34.3<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r24.0<8;8,1>:ud   r34.3<0;1,0>:ud  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5}
(f0.0)  goto (32|M0)                         L560                  L560                
L528:
        mov (16|M0)              r36.0<1>:f    r34.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r34.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L560                  L608                
L560:
        join (32|M0)                         L608                                
L576:
        mov (16|M0)              r36.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r38.0<1>:f    4.48416e-44:f                              
L608:
        join (32|M0)                         L624                                
L624:
(W)     mul (1|M0)               acc0.0<1>:d   r8.6<0;1,0>:d     r8.10<0;1,0>:uw 
(W)     mach (1|M0)              r48.0<1>:d    r8.6<0;1,0>:d     r8.5<0;1,0>:d   
        mul (16|M0)              r40.0<1>:ud   r30.0<8;8,1>:ud   0x6:uw             
        mul (16|M16)             r42.0<1>:ud   r32.0<8;8,1>:ud   0x6:uw             
(W)     mov (8|M16)              r71.0<1>:w    0x76543210:v                              
(W)     mul (1|M0)               acc0.0<1>:d   r48.0<0;1,0>:d    r8.14<0;1,0>:uw  {Compacted,@4}
(W)     mach (1|M0)              r49.0<1>:d    r48.0<0;1,0>:d    r8.7<0;1,0>:d    {Compacted}
(W)     add (8|M16)              r71.8<1>:w    r71.0<8;8,1>:w    8:w               {@3}
(W)     mov (8|M0)               r70.0<1>:w    0x76543210:v                              
        shl (16|M0)              r44.0<1>:d    r40.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M16)             r46.0<1>:d    r42.0<8;8,1>:d    2:w               {Compacted,@7}
(W)     add (1|M0)               r34.4<1>:d    r49.0<0;1,0>:d    31:w               {Compacted,@5}
(W)     add (16|M16)             r71.0<1>:w    r71.0<16;16,1>:w  16:w               {@5}
(W)     add (8|M0)               r70.8<1>:w    r70.0<8;8,1>:w    8:w               {@5}
(W)     shr (1|M0)               r34.5<1>:d    r34.4<0;1,0>:ud   5:w               {@3}
        add (16|M0)              r66.0<1>:d    r44.0<8;8,1>:d    16:w               {Compacted,@6}
        add (16|M0)              r72.0<1>:d    r44.0<8;8,1>:d    20:w               {Compacted}
        add (16|M16)             r68.0<1>:d    r46.0<8;8,1>:d    16:w               {Compacted,@7}
        add (16|M16)             r74.0<1>:d    r46.0<8;8,1>:d    20:w               {Compacted}
        mov (16|M0)              r52.0<1>:f    4.48416e-44:f                              
        mov (16|M0)              r50.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r60.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r58.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r54.0<1>:f    r34.1<0;1,0>:f                   {Compacted}
        mov (16|M16)             r62.0<1>:f    r34.1<0;1,0>:f                   {Compacted}
        mov (16|M16)             r78.0<1>:d    r71.0<16;16,1>:uw               
        mov (16|M0)              r76.0<1>:d    r70.0<16;16,1>:uw               
        mov (16|M0)              r56.0<1>:f    r34.5<0;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r34.5<0;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         null     r44     r50     0x200            0x04025000           {@2,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r46     r58     0x200            0x04025000           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r66     r22     0x80            0x04025E00           {$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r68     r24     0x80            0x04025E00           {$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r72     r76     0x80            0x04025E00           {@3,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r74     r78     0x80            0x04025E00           {@4,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r9.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r84      r9      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r84.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1120:
