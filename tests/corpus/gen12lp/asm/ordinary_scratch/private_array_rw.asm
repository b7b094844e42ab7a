L0:
(W)     mov (8|M0)               r86.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M16)              r3.0<1>:w     0x76543210:v                               {@1}
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                              
(W)     add (8|M16)              r3.8<1>:w     r3.0<8;8,1>:w     8:w               {@2}
(W)     add (8|M0)               r4.8<1>:w     r4.0<8;8,1>:w     8:w               {@2}
(W)     add (16|M16)             r3.0<1>:w     r3.0<16;16,1>:w   16:w               {@2}
        shl (16|M0)              r5.0<1>:d     r4.0<16;16,1>:uw  2:w               {@2}
        shl (16|M16)             r10.0<1>:d    r3.0<16;16,1>:uw  2:w               {@2}
(W)     and (1|M0)               r8.0<1>:d     r86.5<0;1,0>:d    -1024:w               {Compacted,@7}
(W)     mov (1|M0)               r8.2<1>:hf    0x20:hf                             
        add (16|M0)              r12.0<1>:d    r8.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r8.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted,@4}
        mul (16|M16)             r22.0<1>:d    r8.2<0;1,0>:w     20:w               {@3}
        mul (16|M0)              r24.0<1>:d    r8.2<0;1,0>:w     24:w              
        mul (16|M16)             r26.0<1>:d    r8.2<0;1,0>:w     24:w              
        mul (16|M0)              r28.0<1>:d    r8.2<0;1,0>:w     28:w              
        mul (16|M0)              r3.0<1>:d     r8.2<0;1,0>:w     36:w              
        mul (16|M0)              r16.0<1>:d    r8.2<0;1,0>:w     12:w              
        mul (16|M16)             r18.0<1>:d    r8.2<0;1,0>:w     12:w              
        mul (16|M0)              r20.0<1>:d    r8.2<0;1,0>:w     20:w              
        mul (16|M16)             r5.0<1>:d     r8.2<0;1,0>:w     40:w              
        add (16|M0)              r38.0<1>:d    r12.0<8;8,1>:d    128:w               {Compacted,@7}
        add (16|M0)              r42.0<1>:d    r12.0<8;8,1>:d    256:w               {Compacted}
        mul (16|M0)              r10.0<1>:d    r8.2<0;1,0>:w     44:w              
        add (16|M16)             r40.0<1>:d    r14.0<8;8,1>:d    128:w               {Compacted}
        mul (16|M16)             r30.0<1>:d    r8.2<0;1,0>:w     28:w              
        add (16|M16)             r56.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r58.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r60.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r62.0<1>:d    r28.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r70.0<1>:d    r3.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r22.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r24.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r26.0<1>:f    0.5:f                               {Compacted}
        mov (16|M16)             r28.0<1>:f    0.5:f                               {Compacted}
        mov (16|M0)              r3.0<1>:f     1.0:f                               {Compacted}
        add (16|M0)              r50.0<1>:d    r12.0<8;8,1>:d    512:w               {Compacted}
        add (16|M16)             r44.0<1>:d    r14.0<8;8,1>:d    256:w               {Compacted}
        add (16|M16)             r52.0<1>:d    r14.0<8;8,1>:d    512:w               {Compacted}
        add (16|M0)              r46.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r48.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r54.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M0)         null     r12     r22     0x80            0x04025EFF           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r24     0x80            0x04025EFF           {@7,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r38     r26     0x80            0x04025EFF           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r40     r28     0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r42     r3      0x80            0x04025EFF           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r32.0<1>:d    r8.2<0;1,0>:w     36:w              
        mul (16|M0)              r34.0<1>:d    r8.2<0;1,0>:w     40:w              
        add (16|M16)             r72.0<1>:d    r5.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r74.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r22.0<1>:f    1.5:f                               {Compacted,$0.src}
        mov (16|M0)              r24.0<1>:f    2.0:f                               {Compacted,$1.src}
        mov (16|M16)             r26.0<1>:f    2.0:f                               {Compacted,$2.src}
        mov (16|M0)              r28.0<1>:f    2.5:f                               {Compacted,$3.src}
        mov (16|M16)             r3.0<1>:f     2.5:f                               {Compacted,$4.src}
        mov (16|M16)             r5.0<1>:f     1.0:f                               {Compacted}
        mov (16|M0)              r10.0<1>:f    1.5:f                               {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r86.2<0;1,0>:uw  {Compacted}
        add (16|M0)              r66.0<1>:d    r12.0<8;8,1>:d    1024:w               {Compacted}
        add (16|M16)             r68.0<1>:d    r14.0<8;8,1>:d    1024:w               {Compacted}
        add (16|M16)             r64.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M16)        null     r44     r5      0x80            0x04025EFF           {@6,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r46     r10     0x80            0x04025EFF           {@5,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r48     r22     0x80            0x04025EFF           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r50     r24     0x80            0x04025EFF           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r52     r26     0x80            0x04025EFF           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r54     r28     0x80            0x04025EFF           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r56     r3      0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
(W)     mach (1|M0)              r8.0<1>:d     r9.0<0;1,0>:d     r86.1<0;1,0>:d   {Compacted}
        mov (16|M0)              r5.0<1>:f     3.0:f                               {Compacted,$5.src}
        mov (16|M16)             r10.0<1>:f    3.0:f                               {Compacted,$6.src}
        mov (16|M0)              r22.0<1>:f    3.5:f                               {Compacted,$7.src}
        mov (16|M16)             r24.0<1>:f    3.5:f                               {Compacted,$8.src}
        mov (16|M0)              r26.0<1>:f    4.0:f                               {Compacted,$9.src}
        mov (16|M16)             r28.0<1>:f    4.0:f                               {Compacted,$10.src}
        mov (16|M0)              r3.0<1>:f     4.5:f                               {Compacted,$11.src}
        add (16|M16)             r16.0<1>:d    r32.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r18.0<1>:d    r34.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M0)         null     r58     r5      0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r60     r10     0x80            0x04025EFF           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r62     r22     0x80            0x04025EFF           {@7,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r64     r24     0x80            0x04025EFF           {@6,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r66     r26     0x80            0x04025EFF           {@5,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r68     r28     0x80            0x04025EFF           {@4,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r70     r3      0x80            0x04025EFF           {@3,$2} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r36.0<1>:d    r8.2<0;1,0>:w     44:w              
        mov (16|M16)             r5.0<1>:f     4.5:f                               {Compacted,$12.src}
        mov (16|M0)              r10.0<1>:f    5.0:f                               {Compacted,$13.src}
        add (16|M0)              r26.0<1>:d    r8.0<0;1,0>:d     r1.0<16;16,1>:uw {$0.src}
        add (16|M16)             r3.0<1>:d     r8.0<0;1,0>:d     r2.0<16;16,1>:uw {$2.src}
        mov (16|M16)             r22.0<1>:f    5.0:f                               {Compacted,$14.src}
        mov (16|M0)              r24.0<1>:f    5.5:f                               {Compacted,$15.src}
        send.dc1 (16|M16)        null     r16     r5      0x80            0x04025EFF           {@6,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r18     r10     0x80            0x04025EFF           {@5,$4} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r16.0<1>:d    r8.2<0;1,0>:w     48:w               {$3.src}
        mul (16|M16)             r10.0<1>:d    r8.2<0;1,0>:w     48:w               {$4.src}
        mul (16|M0)              r18.0<1>:d    r8.2<0;1,0>:w     52:w              
        send.dc1 (16|M16)        null     r72     r22     0x80            0x04025EFF           {@5,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r74     r24     0x80            0x04025EFF           {@4,$6} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r30.0<1>:d    r8.2<0;1,0>:w     56:w              
        mul (16|M0)              r32.0<1>:d    r8.2<0;1,0>:w     60:w              
        add (16|M16)             r20.0<1>:d    r36.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r28.0<1>:d    r26.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@7}
        add (16|M16)             r5.0<1>:d     r3.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@7}
        mul (16|M16)             r22.0<1>:d    r8.2<0;1,0>:w     52:w               {$5.src}
        mul (16|M16)             r24.0<1>:d    r8.2<0;1,0>:w     56:w               {$6.src}
        mul (16|M0)              r36.0<1>:d    r8.2<0;1,0>:w     68:w              
        mul (16|M16)             r26.0<1>:d    r8.2<0;1,0>:w     72:w              
        mul (16|M0)              r2.0<1>:d     r8.2<0;1,0>:w     76:w              
        mul (16|M16)             r38.0<1>:d    r8.2<0;1,0>:w     68:w              
        mul (16|M0)              r40.0<1>:d    r8.2<0;1,0>:w     72:w              
        mul (16|M16)             r42.0<1>:d    r8.2<0;1,0>:w     76:w              
        mul (16|M16)             r34.0<1>:d    r8.2<0;1,0>:w     60:w              
        mov (16|M16)             r84.0<1>:f    5.5:f                               {Compacted}
        add (16|M0)              r56.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r58.0<1>:d    r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r60.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r44.0<1>:d    r8.2<0;1,0>:w     80:w              
        add (16|M0)              r64.0<1>:d    r30.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r68.0<1>:d    r32.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r62.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r66.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r76.0<1>:d    r36.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r16.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r9.0<1>:d     r2.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r36.0<1>:f    6.0:f                               {Compacted}
        mov (16|M16)             r26.0<1>:f    6.0:f                               {Compacted}
        mov (16|M0)              r2.0<1>:f     6.5:f                               {Compacted}
        send.dc1 (16|M16)        null     r20     r84     0x80            0x04025EFF           {$7} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r46.0<1>:d    r8.2<0;1,0>:w     80:w              
        mul (16|M0)              r48.0<1>:d    r8.2<0;1,0>:w     84:w              
        mul (16|M16)             r50.0<1>:d    r8.2<0;1,0>:w     84:w              
        mul (16|M0)              r52.0<1>:d    r8.2<0;1,0>:w     88:w              
        add (16|M0)              r72.0<1>:d    r12.0<8;8,1>:d    2048:w              
        add (16|M16)             r74.0<1>:d    r14.0<8;8,1>:d    2048:w              
        add (16|M16)             r78.0<1>:d    r38.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r80.0<1>:d    r40.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r70.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r18.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r20.0<1>:f    7.5:f                               {Compacted,$7.src}
        mov (16|M16)             r38.0<1>:f    6.5:f                               {Compacted}
        mov (16|M0)              r40.0<1>:f    7.0:f                               {Compacted}
        mov (16|M16)             r42.0<1>:f    7.0:f                               {Compacted}
        send.dc1 (16|M0)         null     r56     r36     0x80            0x04025EFF           {$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r58     r26     0x80            0x04025EFF           {$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r60     r2      0x80            0x04025EFF           {$10} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M16)             r36.0<1>:f    7.5:f                               {Compacted,$8.src}
        mov (16|M0)              r26.0<1>:f    8.0:f                               {Compacted,$9.src}
        mov (16|M16)             r2.0<1>:f     8.0:f                               {Compacted,$10.src}
        send.dc1 (16|M16)        null     r62     r38     0x80            0x04025EFF           {@6,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r64     r40     0x80            0x04025EFF           {@5,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r66     r42     0x80            0x04025EFF           {@4,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r68     r20     0x80            0x04025EFF           {@7,$14} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r22.0<1>:d    r44.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r38.0<1>:f    8.5:f                               {$11.src}
        mov (16|M16)             r40.0<1>:f    8.5:f                               {$12.src}
        mov (16|M0)              r42.0<1>:f    9.0:f                               {Compacted,$13.src}
        mov (16|M16)             r20.0<1>:f    9.0:f                               {Compacted,$14.src}
        send.dc1 (16|M16)        null     r70     r36     0x80            0x04025EFF           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r72     r26     0x80            0x04025EFF           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r74     r2      0x80            0x04025EFF           {@6,$1} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r30.0<1>:d    r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r24.0<1>:d    r48.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r32.0<1>:d    r50.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r34.0<1>:d    r52.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r36.0<1>:f    9.5:f                               {$15.src}
        mov (16|M16)             r26.0<1>:f    9.5:f                               {$0.src}
        mov (16|M0)              r2.0<1>:f     10.0:f                               {Compacted,$1.src}
        send.dc1 (16|M0)         null     r76     r38     0x80            0x04025EFF           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r78     r40     0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r80     r42     0x80            0x04025EFF           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r16     r20     0x80            0x04025EFF           {@7,$5} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r54.0<1>:d    r8.2<0;1,0>:w     88:w              
(W)     mov (1|M0)               r4.0<1>:hf    0x20:hf                             
        mov (16|M16)             r38.0<1>:f    10.0:f                               {Compacted,$2.src}
        mov (16|M0)              r40.0<1>:f    10.5:f                               {$3.src}
        mov (16|M16)             r42.0<1>:f    10.5:f                               {$4.src}
        mov (16|M0)              r16.0<1>:f    11.0:f                               {Compacted,$5.src}
        send.dc1 (16|M0)         null     r9      r36     0x80            0x04025EFF           {@7,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r18     r26     0x80            0x04025EFF           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r22     r2      0x80            0x04025EFF           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r20.0<1>:d    r8.2<0;1,0>:w     96:w              
        mul (16|M0)              r9.0<1>:d     r8.2<0;1,0>:w     92:w               {$6.src}
        mul (16|M16)             r36.0<1>:d    r8.2<0;1,0>:w     108:w              
        mul (16|M16)             r18.0<1>:d    r8.2<0;1,0>:w     92:w               {$7.src}
        mul (16|M16)             r26.0<1>:d    r8.2<0;1,0>:w     100:w              
        mul (16|M0)              r2.0<1>:d     r8.2<0;1,0>:w     96:w               {$8.src}
        mul (16|M0)              r22.0<1>:d    r8.2<0;1,0>:w     100:w              
        send.dc1 (16|M16)        null     r30     r38     0x80            0x04025EFF           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r24     r40     0x80            0x04025EFF           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r32     r42     0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r34     r16     0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r44.0<1>:d    r4.0<0;1,0>:w     120:w              
        mul (16|M0)              r38.0<1>:d    r8.2<0;1,0>:w     116:w               {$9.src}
        mul (16|M0)              r24.0<1>:d    r8.2<0;1,0>:w     104:w               {$10.src}
        mul (16|M16)             r40.0<1>:d    r4.0<0;1,0>:w     116:w              
        mul (16|M0)              r42.0<1>:d    r4.0<0;1,0>:w     120:w               {$11.src}
        mul (16|M0)              r16.0<1>:d    r8.2<0;1,0>:w     112:w               {$12.src}
        mul (16|M16)             r34.0<1>:d    r8.2<0;1,0>:w     112:w              
        add (16|M16)             r82.0<1>:d    r54.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r30.0<1>:d    r8.2<0;1,0>:w     104:w              
        mul (16|M0)              r32.0<1>:d    r8.2<0;1,0>:w     108:w              
        add (16|M16)             r60.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r70.0<1>:d    r36.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r56.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r58.0<1>:d    r2.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r62.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r54.0<1>:d    r9.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r7.0<1>:d     r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r36.0<1>:f    11.0:f                               {Compacted}
        mul (16|M0)              r46.0<1>:d    r4.0<0;1,0>:w     124:w              
        mul (16|M16)             r48.0<1>:d    r4.0<0;1,0>:w     124:w              
        add (16|M0)              r76.0<1>:d    r38.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r64.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r72.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r74.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r18.0<1>:d    r42.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r2.0<1>:d     r44.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r9.0<1>:d     r40.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r38.0<1>:f    12.0:f                               {Compacted}
        mov (16|M0)              r16.0<1>:f    11.5:f                              
        mov (16|M16)             r34.0<1>:f    11.5:f                              
        mov (16|M0)              r42.0<1>:f    12.5:f                              
        mov (16|M16)             r44.0<1>:f    12.5:f                              
        mov (16|M16)             r40.0<1>:f    12.0:f                               {Compacted}
        send.dc1 (16|M16)        null     r82     r36     0x80            0x04025EFF           {$13} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r50.0<1>:d    r4.0<0;1,0>:w     132:w              
        add (16|M16)             r66.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r68.0<1>:d    r32.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r36.0<1>:f    13.0:f                               {Compacted,$13.src}
        send.dc1 (16|M0)         null     r54     r16     0x80            0x04025EFF           {@7,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r56     r34     0x80            0x04025EFF           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r58     r38     0x80            0x04025EFF           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r60     r40     0x80            0x04025EFF           {@5,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r62     r42     0x80            0x04025EFF           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r7      r44     0x80            0x04025EFF           {@6,$3} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M16)             r16.0<1>:f    13.0:f                               {Compacted,$14.src}
        mov (16|M0)              r34.0<1>:f    13.5:f                               {$15.src}
        mov (16|M16)             r38.0<1>:f    13.5:f                               {$0.src}
        mov (16|M0)              r40.0<1>:f    14.0:f                               {Compacted,$1.src}
        mov (16|M16)             r42.0<1>:f    14.0:f                               {Compacted,$2.src}
        mov (16|M0)              r7.0<1>:f     14.5:f                               {$3.src}
        send.dc1 (16|M0)         null     r64     r36     0x80            0x04025EFF           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r26.0<1>:d    r12.0<8;8,1>:d    4096:w              
        add (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r24.0<1>:d    r14.0<8;8,1>:d    4096:w              
        mov (16|M16)             r36.0<1>:f    14.5:f                               {$4.src}
        send.dc1 (16|M16)        null     r66     r16     0x80            0x04025EFF           {@7,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r68     r34     0x80            0x04025EFF           {@7,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r70     r38     0x80            0x04025EFF           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r72     r40     0x80            0x04025EFF           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r74     r42     0x80            0x04025EFF           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r76     r7      0x80            0x04025EFF           {@6,$10} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r30.0<1>:d    r50.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r16.0<1>:f    15.0:f                               {Compacted,$5.src}
        mov (16|M16)             r34.0<1>:f    15.0:f                               {Compacted,$6.src}
        mov (16|M0)              r38.0<1>:f    15.5:f                               {$7.src}
        mov (16|M16)             r40.0<1>:f    15.5:f                               {$8.src}
        mov (16|M0)              r42.0<1>:f    16.0:f                               {Compacted,$9.src}
        mov (16|M16)             r7.0<1>:f     16.0:f                               {Compacted,$10.src}
        send.dc1 (16|M16)        null     r9      r36     0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r52.0<1>:d    r4.0<0;1,0>:w     132:w              
        mov (16|M0)              r9.0<1>:f     16.5:f                               {$11.src}
        send.dc1 (16|M0)         null     r18     r16     0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r2      r34     0x80            0x04025EFF           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r20     r38     0x80            0x04025EFF           {@6,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r22     r40     0x80            0x04025EFF           {@5,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r26     r42     0x80            0x04025EFF           {@4,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r24     r7      0x80            0x04025EFF           {@3,$1} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r16.0<1>:d    r4.0<0;1,0>:w     136:w               {$12.src}
        mul (16|M16)             r7.0<1>:d     r4.0<0;1,0>:w     152:w               {$1.src}
        send.dc1 (16|M0)         null     r30     r9      0x80            0x04025EFF           {@3,$2} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r36.0<1>:d    r4.0<0;1,0>:w     148:w              
        mul (16|M0)              r18.0<1>:d    r4.0<0;1,0>:w     140:w              
        mul (16|M16)             r2.0<1>:d     r4.0<0;1,0>:w     136:w               {$13.src}
        mul (16|M0)              r34.0<1>:d    r4.0<0;1,0>:w     144:w              
        mul (16|M16)             r20.0<1>:d    r4.0<0;1,0>:w     140:w               {$14.src}
        mul (16|M16)             r22.0<1>:d    r4.0<0;1,0>:w     144:w               {$15.src}
        mul (16|M16)             r9.0<1>:d     r4.0<0;1,0>:w     156:w               {$2.src}
        mul (16|M16)             r44.0<1>:d    r4.0<0;1,0>:w     164:w              
        add (16|M16)             r32.0<1>:d    r52.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r40.0<1>:d    r4.0<0;1,0>:w     160:w              
        mul (16|M16)             r26.0<1>:d    r4.0<0;1,0>:w     148:w               {$0.src}
        mul (16|M0)              r42.0<1>:d    r4.0<0;1,0>:w     164:w              
        mul (16|M0)              r24.0<1>:d    r4.0<0;1,0>:w     156:w              
        mul (16|M0)              r30.0<1>:d    r4.0<0;1,0>:w     160:w              
        mul (16|M0)              r38.0<1>:d    r4.0<0;1,0>:w     152:w              
        add (16|M0)              r58.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r76.0<1>:d    r7.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r7.0<1>:f     16.5:f                              
        add (16|M0)              r70.0<1>:d    r36.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r62.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r60.0<1>:d    r2.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r66.0<1>:d    r34.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r64.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r68.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r80.0<1>:d    r9.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r9.0<1>:f     17.0:f                              
        send.dc1 (16|M16)        null     r32     r7      0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r54.0<1>:d    r4.0<0;1,0>:w     176:w              
        mul (16|M0)              r46.0<1>:d    r4.0<0;1,0>:w     168:w              
        mul (16|M16)             r48.0<1>:d    r4.0<0;1,0>:w     168:w              
        mul (16|M0)              r50.0<1>:d    r4.0<0;1,0>:w     172:w              
        mul (16|M16)             r52.0<1>:d    r4.0<0;1,0>:w     172:w              
        add (16|M16)             r72.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r78.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r82.0<1>:d    r30.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r16.0<1>:d    r40.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r18.0<1>:d    r44.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r2.0<1>:d     r42.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r7.0<1>:f     18.5:f                               {$3.src}
        mov (16|M16)             r24.0<1>:f    17.0:f                              
        mov (16|M0)              r30.0<1>:f    17.5:f                              
        mov (16|M16)             r40.0<1>:f    17.5:f                              
        mov (16|M16)             r44.0<1>:f    18.0:f                               {Compacted}
        mov (16|M0)              r42.0<1>:f    18.0:f                               {Compacted}
        send.dc1 (16|M0)         null     r58     r9      0x80            0x04025EFF           {$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r74.0<1>:d    r38.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r9.0<1>:f     18.5:f                               {$4.src}
        send.dc1 (16|M16)        null     r60     r24     0x80            0x04025EFF           {@7,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r62     r30     0x80            0x04025EFF           {@6,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r64     r40     0x80            0x04025EFF           {@5,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r66     r42     0x80            0x04025EFF           {@3,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r68     r44     0x80            0x04025EFF           {@4,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r70     r7      0x80            0x04025EFF           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M0)              r32.0<1>:f    19.5:f                              
        mov (16|M0)              r24.0<1>:f    19.0:f                               {$5.src}
        mov (16|M16)             r30.0<1>:f    19.0:f                               {$6.src}
        mov (16|M16)             r40.0<1>:f    19.5:f                               {$7.src}
        mov (16|M0)              r42.0<1>:f    20.0:f                               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:f     20.0:f                               {Compacted,$10.src}
        send.dc1 (16|M16)        null     r72     r9      0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r34.0<1>:d    r48.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r22.0<1>:d    r50.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r36.0<1>:d    r52.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r26.0<1>:d    r54.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r9.0<1>:f     20.5:f                               {$11.src}
        send.dc1 (16|M0)         null     r74     r24     0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r76     r30     0x80            0x04025EFF           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r78     r32     0x80            0x04025EFF           {$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r80     r40     0x80            0x04025EFF           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r82     r42     0x80            0x04025EFF           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r16     r7      0x80            0x04025EFF           {@7,$1} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M16)             r24.0<1>:f    20.5:f                               {$12.src}
        mov (16|M0)              r30.0<1>:f    21.0:f                               {$13.src}
        mov (16|M16)             r32.0<1>:f    21.0:f                               {$14.src}
        mov (16|M0)              r40.0<1>:f    21.5:f                               {$15.src}
        mov (16|M16)             r42.0<1>:f    21.5:f                               {$0.src}
        mov (16|M0)              r7.0<1>:f     22.0:f                               {Compacted,$1.src}
        send.dc1 (16|M0)         null     r2      r9      0x80            0x04025EFF           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r56.0<1>:d    r4.0<0;1,0>:w     176:w              
        mul (16|M0)              r9.0<1>:d     r4.0<0;1,0>:w     180:w               {$2.src}
        send.dc1 (16|M16)        null     r18     r24     0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r20     r30     0x80            0x04025EFF           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r34     r32     0x80            0x04025EFF           {@6,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r22     r40     0x80            0x04025EFF           {@5,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r36     r42     0x80            0x04025EFF           {@4,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r26     r7      0x80            0x04025EFF           {@3,$8} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r16.0<1>:d    r4.0<0;1,0>:w     180:w              
        mul (16|M0)              r18.0<1>:d    r4.0<0;1,0>:w     184:w               {$3.src}
        mul (16|M16)             r36.0<1>:d    r4.0<0;1,0>:w     196:w               {$7.src}
        mul (16|M0)              r7.0<1>:d     r4.0<0;1,0>:w     200:w               {$8.src}
        mul (16|M0)              r24.0<1>:d    r4.0<0;1,0>:w     188:w              
        mul (16|M16)             r20.0<1>:d    r4.0<0;1,0>:w     184:w               {$4.src}
        mul (16|M16)             r30.0<1>:d    r4.0<0;1,0>:w     188:w              
        mul (16|M16)             r32.0<1>:d    r4.0<0;1,0>:w     192:w               {$5.src}
        mul (16|M0)              r22.0<1>:d    r4.0<0;1,0>:w     192:w               {$6.src}
        mul (16|M0)              r40.0<1>:d    r4.0<0;1,0>:w     204:w              
        mul (16|M16)             r26.0<1>:d    r4.0<0;1,0>:w     200:w              
        mul (16|M0)              r44.0<1>:d    r4.0<0;1,0>:w     208:w               {$9.src}
        mul (16|M16)             r46.0<1>:d    r4.0<0;1,0>:w     208:w              
        add (16|M16)             r38.0<1>:d    r56.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r60.0<1>:d    r9.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r34.0<1>:d    r4.0<0;1,0>:w     196:w              
        mul (16|M16)             r42.0<1>:d    r4.0<0;1,0>:w     204:w              
        mul (16|M0)              r48.0<1>:d    r4.0<0;1,0>:w     212:w              
        mul (16|M16)             r50.0<1>:d    r4.0<0;1,0>:w     212:w              
        mul (16|M0)              r52.0<1>:d    r4.0<0;1,0>:w     216:w              
        mul (16|M16)             r54.0<1>:d    r4.0<0;1,0>:w     216:w              
        add (16|M16)             r62.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r64.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r78.0<1>:d    r36.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r3.0<1>:d     r7.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r36.0<1>:f    22.0:f                               {Compacted}
        mov (16|M0)              r7.0<1>:f     22.5:f                              
(W)     mov (1|M0)               r2.0<1>:hf    0x20:hf                             
        add (16|M0)              r68.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r66.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r70.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r74.0<1>:d    r32.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r72.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r82.0<1>:d    r40.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r80.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r40.0<1>:f    23.0:f                              
        mov (16|M16)             r26.0<1>:f    22.5:f                              
        send.dc1 (16|M16)        null     r38     r36     0x80            0x04025EFF           {$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r60     r7      0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r76.0<1>:d    r34.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r9.0<1>:d     r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r16.0<1>:d    r44.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r18.0<1>:d    r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r36.0<1>:f    24.0:f                               {Compacted,$10.src}
        mov (16|M16)             r7.0<1>:f     24.0:f                               {Compacted,$11.src}
        mov (16|M16)             r42.0<1>:f    23.0:f                              
        mov (16|M0)              r44.0<1>:f    23.5:f                              
        mov (16|M16)             r46.0<1>:f    23.5:f                              
        send.dc1 (16|M16)        null     r62     r26     0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r64     r40     0x80            0x04025EFF           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r56.0<1>:d    r2.0<0;1,0>:w     220:w              
        mov (16|M16)             r38.0<1>:f    24.5:f                              
        mov (16|M0)              r26.0<1>:f    24.5:f                               {$12.src}
        mov (16|M0)              r40.0<1>:f    25.0:f                               {$13.src}
        send.dc1 (16|M16)        null     r66     r42     0x80            0x04025EFF           {@7,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r68     r44     0x80            0x04025EFF           {@6,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r70     r46     0x80            0x04025EFF           {@5,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r72     r36     0x80            0x04025EFF           {@7,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r74     r7      0x80            0x04025EFF           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r24.0<1>:d    r50.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r20.0<1>:d    r48.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r42.0<1>:f    25.0:f                               {$14.src}
        mov (16|M0)              r44.0<1>:f    25.5:f                               {$15.src}
        mov (16|M16)             r36.0<1>:f    25.5:f                               {$1.src}
        mov (16|M0)              r7.0<1>:f     26.0:f                               {Compacted,$2.src}
        send.dc1 (16|M0)         null     r76     r26     0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r78     r38     0x80            0x04025EFF           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r3      r40     0x80            0x04025EFF           {@7,$5} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r30.0<1>:d    r52.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r26.0<1>:f    26.0:f                               {Compacted,$3.src}
        mov (16|M0)              r38.0<1>:f    26.5:f                               {$4.src}
        mov (16|M16)             r3.0<1>:f     26.5:f                               {$5.src}
        send.dc1 (16|M16)        null     r80     r42     0x80            0x04025EFF           {@7,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r82     r44     0x80            0x04025EFF           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r9      r36     0x80            0x04025EFF           {@6,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r16     r7      0x80            0x04025EFF           {@5,$9} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M16)             r58.0<1>:d    r2.0<0;1,0>:w     220:w              
        add (16|M16)             r22.0<1>:d    r54.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r32.0<1>:d    r56.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r40.0<1>:f    27.0:f                              
        mul (16|M0)              r7.0<1>:d     r2.0<0;1,0>:w     224:w               {$9.src}
        mul (16|M16)             r16.0<1>:d    r2.0<0;1,0>:w     224:w              
        send.dc1 (16|M16)        null     r18     r26     0x80            0x04025EFF           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r20     r38     0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r24     r3      0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M16)             r42.0<1>:f    27.0:f                               {$6.src}
        mov (16|M0)              r9.0<1>:f     27.5:f                               {$8.src}
        mul (16|M16)             r20.0<1>:d    r2.0<0;1,0>:w     228:w               {$11.src}
        mul (16|M16)             r3.0<1>:d     r2.0<0;1,0>:w     232:w               {$12.src}
        mul (16|M0)              r24.0<1>:d    r2.0<0;1,0>:w     236:w              
        send.dc1 (16|M0)         null     r30     r40     0x80            0x04025EFF           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r36.0<1>:d    r2.0<0;1,0>:w     240:w              
        mul (16|M0)              r18.0<1>:d    r2.0<0;1,0>:w     228:w               {$10.src}
        mul (16|M0)              r26.0<1>:d    r2.0<0;1,0>:w     232:w              
        mul (16|M16)             r30.0<1>:d    r2.0<0;1,0>:w     236:w               {$13.src}
        send.dc1 (16|M16)        null     r22     r42     0x80            0x04025EFF           {@7,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r32     r9      0x80            0x04025EFF           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r34.0<1>:d    r58.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r46.0<1>:d    r7.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted,$0.src}
        add (16|M16)             r48.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r22.0<1>:d    r2.0<0;1,0>:w     240:w               {$14.src}
        mul (16|M16)             r9.0<1>:d     r2.0<0;1,0>:w     244:w               {$15.src}
        mul (16|M16)             r44.0<1>:d    r2.0<0;1,0>:w     252:w               {$7.src}
        mul (16|M0)              r38.0<1>:d    r2.0<0;1,0>:w     244:w              
        add (16|M16)             r52.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r56.0<1>:d    r3.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r40.0<1>:d    r2.0<0;1,0>:w     248:w              
        mul (16|M0)              r42.0<1>:d    r2.0<0;1,0>:w     252:w              
        mul (16|M0)              r32.0<1>:d    r2.0<0;1,0>:w     248:w              
        add (16|M0)              r58.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r20.0<1>:f    27.5:f                              
        mov (16|M0)              r2.0<1>:f     28.0:f                               {Compacted}
        mov (16|M16)             r24.0<1>:f    28.0:f                               {Compacted}
        add (16|M0)              r62.0<1>:d    r36.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r50.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r54.0<1>:d    r26.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r60.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M16)        null     r34     r20     0x80            0x04025EFF           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r46     r2      0x80            0x04025EFF           {@6,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r48     r24     0x80            0x04025EFF           {@5,$2} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r64.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M16)             r68.0<1>:d    r9.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r26.0<1>:f    29.0:f                              
        mov (16|M16)             r30.0<1>:f    29.0:f                              
        mov (16|M0)              r20.0<1>:f    29.5:f                               {$0.src}
        mov (16|M16)             r2.0<1>:f     29.5:f                               {$1.src}
        mov (16|M0)              r24.0<1>:f    30.0:f                               {Compacted,$2.src}
        mov (16|M0)              r22.0<1>:f    28.5:f                              
        mov (16|M16)             r9.0<1>:f     28.5:f                              
        add (16|M0)              r66.0<1>:d    r38.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r7.0<1>:d     r40.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r16.0<1>:d    r42.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r70.0<1>:d    r32.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r18.0<1>:d    r44.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M0)         null     r50     r22     0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r52     r9      0x80            0x04025EFF           {@6,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r54     r26     0x80            0x04025EFF           {$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r56     r30     0x80            0x04025EFF           {@7,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r58     r20     0x80            0x04025EFF           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r60     r2      0x80            0x04025EFF           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r62     r24     0x80            0x04025EFF           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M16)             r22.0<1>:f    30.0:f                               {Compacted,$3.src}
        mov (16|M0)              r9.0<1>:f     30.5:f                               {$4.src}
        mov (16|M16)             r26.0<1>:f    30.5:f                               {$5.src}
        mov (16|M0)              r30.0<1>:f    31.0:f                               {$6.src}
        mov (16|M16)             r20.0<1>:f    31.0:f                               {$7.src}
        mov (16|M0)              r2.0<1>:f     31.5:f                               {$8.src}
        mov (16|M16)             r24.0<1>:f    31.5:f                               {$9.src}
        send.dc1 (16|M16)        null     r64     r22     0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r66     r9      0x80            0x04025EFF           {@6,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r68     r26     0x80            0x04025EFF           {@5,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r70     r30     0x80            0x04025EFF           {@4,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r7      r20     0x80            0x04025EFF           {@3,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r16     r2      0x80            0x04025EFF           {@2,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r18     r24     0x80            0x04025EFF           {@1,$0} // wr:2+2, rd:0; untyped surface write with x
        shl (16|M0)              r22.0<1>:d    r28.0<8;8,1>:d    3:w               {Compacted,$11.src}
        shl (16|M16)             r9.0<1>:d     r5.0<8;8,1>:d     3:w               {Compacted,$12.src}
        shl (16|M0)              r32.0<1>:d    r22.0<8;8,1>:d    2:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$10.src}
        shl (16|M16)             r26.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r86.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         r34      r32     null    0x0            0x04805000           {@3,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r42      r26     null    0x0            0x04805000           {@2,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.dst}
        and (16|M0)              r30.0<1>:d    r34.0<8;8,1>:d    63:w               {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$2.dst}
        and (16|M16)             r7.0<1>:d     r42.0<8;8,1>:d    63:w               {Compacted,$14.src}
        mul (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    128:w               {Compacted,@2}
        mul (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     128:w               {Compacted,@2}
        add (16|M0)              r30.0<1>:d    r12.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r7.0<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted,@2}
        send.dc1 (16|M0)         r2       r30     null    0x0            0x04205EFF           {@2,$3} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$15.src}
        send.dc1 (16|M16)        r16      r7      null    0x0            0x04205EFF           {@1,$4} // wr:2+0, rd:2; untyped surface read with x
        and (16|M0)              r9.0<1>:d     r36.0<8;8,1>:d    63:w               {Compacted}
        and (16|M16)             r18.0<1>:d    r44.0<8;8,1>:d    63:w               {Compacted,$0.src}
        mul (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     128:w               {Compacted,@2}
        mul (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    128:w               {Compacted,@2}
        add (16|M0)              r9.0<1>:d     r12.0<8;8,1>:d    r9.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@2}
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     1.0:f               {Compacted,$3.dst}
        add (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    1.0:f               {Compacted,$4.dst}
        send.dc1 (16|M0)         null     r30     r2      0x80            0x04025EFF           {@2,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r7      r16     0x80            0x04025EFF           {@1,$6} // wr:2+2, rd:0; untyped surface write with x
        and (16|M0)              r2.0<1>:d     r38.0<8;8,1>:d    63:w               {Compacted,$5.src}
        and (16|M16)             r7.0<1>:d     r46.0<8;8,1>:d    63:w               {Compacted,$6.src}
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w               {Compacted,@2}
        mul (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     128:w               {Compacted,@2}
        add (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r7.0<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted,@2}
        send.dc1 (16|M0)         r20      r9      null    0x0            0x04205EFF           {@7,$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205EFF           {@7,$8} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    2.0:f               {Compacted,$7.dst}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    2.0:f               {Compacted,$8.dst}
        send.dc1 (16|M0)         null     r9      r20     0x80            0x04025EFF           {@2,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r18     r22     0x80            0x04025EFF           {@1,$11} // wr:2+2, rd:0; untyped surface write with x
        and (16|M0)              r9.0<1>:d     r40.0<8;8,1>:d    63:w               {Compacted,$9.src}
        and (16|M16)             r18.0<1>:d    r48.0<8;8,1>:d    63:w               {Compacted,$11.src}
        mul (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     128:w               {Compacted,@2}
        mul (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    128:w               {Compacted,@2}
        add (16|M0)              r9.0<1>:d     r12.0<8;8,1>:d    r9.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@2}
        send.dc1 (16|M0)         r16      r2      null    0x0            0x04205EFF           {@7,$12} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r24      r7      null    0x0            0x04205EFF           {@7,$10} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    3.0:f               {Compacted,$12.dst}
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    3.0:f               {Compacted,$10.dst}
        send.dc1 (16|M0)         null     r2      r16     0x80            0x04025EFF           {@2,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r7      r24     0x80            0x04025EFF           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
        or (16|M0)               r2.0<1>:d     r32.0<8;8,1>:d    16:w               {Compacted,$13.src}
        or (16|M16)              r7.0<1>:d     r26.0<8;8,1>:d    16:w               {Compacted,$1.src}
        send.dc1 (16|M0)         r20      r9      null    0x0            0x04205EFF           {@6,$14} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205EFF           {@5,$2} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    4.0:f               {Compacted,$14.dst}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    4.0:f               {Compacted,$2.dst}
        send.dc1 (16|M0)         null     r9      r20     0x80            0x04025EFF           {@2,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r18     r22     0x80            0x04025EFF           {@1,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r34      r2      null    0x0            0x04805000           {@4,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r42      r7      null    0x0            0x04805000           {@3,$4} // wr:2+0, rd:8; untyped surface read with xyzw
        and (16|M0)              r16.0<1>:d    r34.0<8;8,1>:d    63:w               {Compacted,$3.dst}
        and (16|M16)             r24.0<1>:d    r42.0<8;8,1>:d    63:w               {Compacted,$4.dst}
        mul (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    128:w               {Compacted,@2}
        mul (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    128:w               {Compacted,@2}
        add (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r24.0<1>:d    r14.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@2}
        send.dc1 (16|M0)         r9       r16     null    0x0            0x04205EFF           {@2,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r24     null    0x0            0x04205EFF           {@1,$6} // wr:2+0, rd:2; untyped surface read with x
        and (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    63:w               {Compacted}
        and (16|M16)             r7.0<1>:d     r44.0<8;8,1>:d    63:w               {Compacted}
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w               {Compacted,@2}
        mul (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     128:w               {Compacted,@2}
        add (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r7.0<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted,@2}
        add (16|M0)              r9.0<1>:f     r9.0<8;8,1>:f     5.0:f               {Compacted,$5.dst}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    5.0:f               {Compacted,$6.dst}
        send.dc1 (16|M0)         null     r16     r9      0x80            0x04025EFF           {@2,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r24     r18     0x80            0x04025EFF           {@1,$8} // wr:2+2, rd:0; untyped surface write with x
        and (16|M0)              r9.0<1>:d     r38.0<8;8,1>:d    63:w               {Compacted,$7.src}
        and (16|M16)             r16.0<1>:d    r46.0<8;8,1>:d    63:w               {Compacted}
        mul (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     128:w               {Compacted,@2}
        mul (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    128:w               {Compacted,@2}
        add (16|M0)              r9.0<1>:d     r12.0<8;8,1>:d    r9.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@2}
        send.dc1 (16|M0)         r20      r2      null    0x0            0x04205EFF           {@7,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r7      null    0x0            0x04205EFF           {@7,$11} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    6.0:f               {Compacted,$9.dst}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    6.0:f               {Compacted,$11.dst}
        send.dc1 (16|M0)         null     r2      r20     0x80            0x04025EFF           {@2,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r7      r22     0x80            0x04025EFF           {@1,$10} // wr:2+2, rd:0; untyped surface write with x
        and (16|M0)              r2.0<1>:d     r40.0<8;8,1>:d    63:w               {Compacted,$12.src}
        and (16|M16)             r7.0<1>:d     r48.0<8;8,1>:d    63:w               {Compacted,$10.src}
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w               {Compacted,@2}
        mul (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     128:w               {Compacted,@2}
        add (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r7.0<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted,@2}
        sync.nop                             null                             {Compacted,$8.src}
        send.dc1 (16|M0)         r18      r9      null    0x0            0x04205EFF           {@7,$13} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r24      r16     null    0x0            0x04205EFF           {@7,$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    7.0:f               {Compacted,$13.dst}
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    7.0:f               {Compacted,$1.dst}
        send.dc1 (16|M0)         null     r9      r18     0x80            0x04025EFF           {@2,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r16     r24     0x80            0x04025EFF           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        shl (16|M0)              r9.0<1>:d     r28.0<8;8,1>:d    2:w               {Compacted,$14.src}
        shl (16|M16)             r16.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,$2.src}
        send.dc1 (16|M0)         r20      r2      null    0x0            0x04205EFF           {@6,$15} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r7      null    0x0            0x04205EFF           {@5,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    8.0:f               {Compacted,$15.dst}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    8.0:f               {Compacted,$0.dst}
        send.dc1 (16|M0)         null     r2      r20     0x80            0x04025EFF           {@2,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r7      r22     0x80            0x04025EFF           {@1,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r18      r9      null    0x0            0x04205E01           {@4,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r24      r16     null    0x0            0x04205E01           {@3,$6} // wr:2+0, rd:2; untyped surface read with x
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    63:w               {Compacted,$5.dst}
        and (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    63:w               {Compacted,$6.dst}
        mul (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    128:w               {Compacted,@2}
        mul (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    128:w               {Compacted,@2}
        add (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r24.0<1>:d    r14.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@2}
        send.dc1 (16|M0)         r2       r18     null    0x0            0x04205EFF           {@2,$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r7       r24     null    0x0            0x04205EFF           {@1,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r9      r2      0x80            0x04025E02           {$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r16     r7      0x80            0x04025E02           {$9} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r4       r86     null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r4.0<8;8,1>:ud                   {$11.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L8128:
