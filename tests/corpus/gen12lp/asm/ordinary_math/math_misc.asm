L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.5<0;1,0>:d     r8.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.5<0;1,0>:d     r8.1<0;1,0>:d   
(W)     mov (1|M0)               r26.0<1>:hf   0x1:hf                             
        add (16|M16)             r4.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw {@2}
        add (16|M0)              r10.0<1>:d    r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r95.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r93.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r95.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r14.0<1>:d    r93.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M16)        r99      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r97      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r12     null    0x0            0x04205E01           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r23      r12     null    0x0            0x04205E02           {$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r16      r14     null    0x0            0x04205E01           {$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r21      r14     null    0x0            0x04205E02           {$5} // wr:2+0, rd:2; untyped surface read with x
(W)     shl (1|M0)               r27.0<1>:d    r9.2<0;1,0>:d     1:w               {Compacted}
(W)     shl (1|M0)               r28.0<1>:d    r9.2<0;1,0>:d     2:w               {Compacted}
(W)     shl (1|M0)               r29.0<1>:d    r9.2<0;1,0>:d     3:w               {Compacted}
        add (16|M16)             r34.0<1>:d    r9.2<0;1,0>:d     r95.0<8;8,1>:d   {Compacted}
        add (16|M0)              r32.0<1>:d    r9.2<0;1,0>:d     r93.0<8;8,1>:d   {Compacted}
        add (16|M0)              r36.0<1>:d    r27.0<0;1,0>:d    r93.0<8;8,1>:d   {Compacted,@5}
        add (16|M16)             r38.0<1>:d    r27.0<0;1,0>:d    r95.0<8;8,1>:d   {Compacted}
        add (16|M0)              r40.0<1>:d    r28.0<0;1,0>:d    r93.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r42.0<1>:d    r28.0<0;1,0>:d    r95.0<8;8,1>:d   {Compacted}
        add (16|M0)              r44.0<1>:d    r29.0<0;1,0>:d    r93.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r46.0<1>:d    r29.0<0;1,0>:d    r95.0<8;8,1>:d   {Compacted}
        mad (16|M16)             r50.0<1>:d    r95.0<8;1>:d      r9.2<0;0>:d       3:w              
        mad (16|M16)             r54.0<1>:d    r95.0<8;1>:d      r9.2<0;0>:d       5:w              
        mad (16|M16)             r58.0<1>:d    r95.0<8;1>:d      r9.2<0;0>:d       6:w              
        mad (16|M16)             r66.0<1>:d    r95.0<8;1>:d      r9.2<0;0>:d       7:w              
        mad (16|M0)              r48.0<1>:d    r93.0<8;1>:d      r9.2<0;0>:d       3:w              
        cmp (16|M16)  (le)f1.0   null<1>:f     r99.0<8;8,1>:f    0x7F7FFFFF:f               {$0.dst}
        cmp (16|M0)   (le)f1.0   null<1>:f     r97.0<8;8,1>:f    0x7F7FFFFF:f               {$1.dst}
(W)     not (1|M16)              r25.1<1>:uw   f1.1<0;1,0>:uw                  
        cmp (16|M16)  (lt)f0.0   null<1>:f     r99.0<8;8,1>:f    0x800000:f              
(W)     not (1|M0)               f0.0<1>:uw    f1.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r25.0<0;1,0>:ud                  {@3}
        math.rsqt (16|M16)       r62.0<1>:f    r99.0<8;8,1>:f                   {$6}
        math.exp (16|M16)        r70.0<1>:f    r99.0<8;8,1>:f                   {$7}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r26.0<0;1,0>:uw   0x0:uw             
        math.rsqt (16|M0)        r60.0<1>:f    r97.0<8;8,1>:f                   {$8}
(f1.0)  sel (16|M16)             r31.0<1>:uw   r26.0<0;1,0>:uw   0x0:uw             
        math.exp (16|M0)         r68.0<1>:f    r97.0<8;8,1>:f                   {$9}
        mad (16|M0)              r52.0<1>:d    r93.0<8;1>:d      r9.2<0;0>:d       5:w              
        mad (16|M0)              r56.0<1>:d    r93.0<8;1>:d      r9.2<0;0>:d       6:w              
        mad (16|M0)              r64.0<1>:d    r93.0<8;1>:d      r9.2<0;0>:d       7:w              
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:f     r97.0<8;8,1>:f    0x800000:f              
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r31.0<16;16,1>:uw {@5}
        shl (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    2:w               {Compacted}
        rndd (16|M16)            r74.0<1>:f    r99.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    2:w               {Compacted}
        rndu (16|M16)            r78.0<1>:f    r99.0<8;8,1>:f                   {Compacted}
        rnde (16|M16)            r82.0<1>:f    r99.0<8;8,1>:f                   {Compacted}
        rndd (16|M0)             r72.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        rndu (16|M0)             r76.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        rnde (16|M0)             r80.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    2:w               {Compacted}
        mov (16|M16)             r10.0<1>:f    (abs)r99.0<8;8,1>:f              {Compacted}
        mov (16|M0)              r6.0<1>:f     (abs)r97.0<8;8,1>:f              {Compacted}
        sel (16|M16)  (lt)f0.0   r90.0<1>:f    r99.0<8;8,1>:f    r18.0<8;8,1>:f   {$2.dst}
        sel (16|M16)  (ge)f0.0   r4.0<1>:f     r99.0<8;8,1>:f    r18.0<8;8,1>:f  
        mad (16|M16)             r86.0<1>:f    r23.0<8;1>:f      r18.0<8;1>:f      r99.0<1>:f       {Compacted,$3.dst}
        sel (16|M0)   (lt)f0.0   r88.0<1>:f    r97.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,$4.dst}
        sel (16|M0)   (ge)f0.0   r2.0<1>:f     r97.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r84.0<1>:f    r21.0<8;1>:f      r16.0<8;1>:f      r97.0<1>:f       {Compacted,$5.dst}
        send.dc1 (16|M0)         null     r14     r84     0x80            0x04025E03           {@1,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r12     r86     0x80            0x04025E03           {@4,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r32     r88     0x80            0x04025E03           {@3,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r34     r90     0x80            0x04025E03           {@6,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r36     r2      0x80            0x04025E03           {@2,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r38     r4      0x80            0x04025E03           {@5,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r48     r72     0x80            0x04025E03           {$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r50     r74     0x80            0x04025E03           {$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r40     r76     0x80            0x04025E03           {$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r42     r78     0x80            0x04025E03           {$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r52     r80     0x80            0x04025E03           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r54     r82     0x80            0x04025E03           {$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r56     r6      0x80            0x04025E03           {@7,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r58     r10     0x80            0x04025E03           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r64     r60     0x80            0x04025E03           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$6.dst}
        send.dc1 (16|M16)        null     r66     r62     0x80            0x04025E03           {$9} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$9.dst}
        send.dc1 (16|M0)         null     r44     r68     0x80            0x04025E03           {$10} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$7.dst}
        send.dc1 (16|M16)        null     r46     r70     0x80            0x04025E03           {$11} // wr:2+2, rd:0; untyped surface write with x
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L1808                  L3728                
L1272:
        add (16|M0)              r2.0<1>:d     r97.0<8;8,1>:d    -1059760811:d               {$14.src}
        add (16|M16)             r4.0<1>:d     r99.0<8;8,1>:d    -1059760811:d               {$15.src}
        sync.nop                             null                             {Compacted,$6.src}
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     8388607:d               {@2}
        sync.nop                             null                             {Compacted,$7.src}
        and (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     8388607:d               {@2}
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1059760811:d               {@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1059760811:d               {@2}
        add (16|M0)              r17.0<1>:f    r6.0<8;8,1>:f     -1.0:f               {Compacted,@2}
        add (16|M16)             r19.0<1>:f    r10.0<8;8,1>:f    -1.0:f               {Compacted,@2}
(W)     mov (1|M0)               r22.0<1>:f    0x3E554012:f                              
(W)     mov (1|M0)               r23.0<1>:f    0xBE638E14:f                              
(W)     mov (1|M0)               r28.0<1>:f    0x3E4D660B:f                              
(W)     mov (1|M0)               r29.0<1>:f    0xBE727824:f                              
        sync.nop                             null                             {Compacted,$13.src}
        mul (16|M0)              r35.0<1>:f    r17.0<8;8,1>:f    r17.0<8;8,1>:f   {Compacted,@6}
        mul (16|M16)             r37.0<1>:f    r19.0<8;8,1>:f    r19.0<8;8,1>:f   {Compacted,@6}
(W)     mov (1|M0)               r40.0<1>:f    0x3E93DD07:f                               {$2.src}
(W)     mov (1|M0)               r41.0<1>:f    0xBEB8B969:f                              
        mad (16|M0)              r24.0<1>:f    r23.0<0;0>:f      r17.0<8;1>:f      r22.0<0>:f       {Compacted,@7}
        mad (16|M16)             r26.0<1>:f    r23.0<0;0>:f      r19.0<8;1>:f      r22.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   r29.0<0;0>:f      r17.0<8;1>:f      r28.0<0>:f       {Compacted,@7}
        mad (16|M16)             r32.0<1>:f    r29.0<0;0>:f      r19.0<8;1>:f      r28.0<0>:f       {Compacted,$12.src}
(W)     mov (1|M0)               r50.0<1>:f    4.808941e-01:f                               {$1.src}
(W)     mov (1|M0)               r51.0<1>:f    0xBF38AA2B:f                              
        sync.nop                             null                             {Compacted,$3.src}
        mad (16|M0)              r42.0<1>:f    r41.0<0;0>:f      r17.0<8;1>:f      r40.0<0>:f       {Compacted,@7}
        mad (16|M16)             r44.0<1>:f    r41.0<0;0>:f      r19.0<8;1>:f      r40.0<0>:f       {Compacted,$10.src}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r24.0<8;1>:f      r35.0<1>:f       {@7}
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M16)             r48.0<1>:f    r32.0<8;1>:f      r26.0<8;1>:f      r37.0<1>:f       {Compacted,@6}
        sync.nop                             null                             {Compacted,$4.src}
        mad (16|M0)              r52.0<1>:f    r51.0<0;0>:f      r17.0<8;1>:f      r50.0<0>:f       {Compacted,@5}
        mad (16|M16)             r54.0<1>:f    r51.0<0;0>:f      r19.0<8;1>:f      r50.0<0>:f       {Compacted,$5.src}
        mad (16|M0)              acc0.0<1>:f   r42.0<8;1>:f      acc0.0<8;1>:f     r35.0<1>:f       {Compacted,@6}
        mad (16|M16)             r58.0<1>:f    r44.0<8;1>:f      r48.0<8;1>:f      r37.0<1>:f       {Compacted,@4}
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w               {Compacted}
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w               {Compacted}
(W)     mov (1|M0)               r64.0<1>:f    1.442695e+00:f                               {$8.src}
        mad (16|M0)              acc0.0<1>:f   r52.0<8;1>:f      acc0.0<8;1>:f     r35.0<1>:f       {Compacted,@7}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M16)             r62.0<1>:f    r54.0<8;1>:f      r58.0<8;1>:f      r37.0<1>:f       {Compacted,@5}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M0)              r12.0<1>:f    r2.0<8;8,1>:d                    {Compacted,@5}
        mov (16|M16)             r14.0<1>:f    r4.0<8;8,1>:d                    {Compacted,@5}
        mad (16|M0)              acc0.0<1>:f   r64.0<0;0>:f      acc0.0<8;1>:f     r17.0<1>:f       {Compacted,@5}
        mad (16|M16)             r68.0<1>:f    r64.0<0;0>:f      r62.0<8;1>:f      r19.0<1>:f       {Compacted,@4}
        mad (16|M0)              r101.0<1>:f   r12.0<8;1>:f      acc0.0<8;1>:f     r17.0<1>:f       {Compacted,@4}
        mad (16|M16)             r103.0<1>:f   r14.0<8;1>:f      r68.0<8;1>:f      r19.0<1>:f       {Compacted,@2}
        else (32|M0)                         L3728                  L3728                
L1808:
        and (16|M0)              r105.0<1>:d   r97.0<8;8,1>:d    2139095040:d              
        and (16|M16)             r107.0<1>:d   r99.0<8;8,1>:d    2139095040:d              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r105.0<8;8,1>:d   2139095040:d               {@2}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r107.0<8;8,1>:d   2139095040:d               {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L3600                  L3712                
L1904:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r105.0<8;8,1>:d   0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r107.0<8;8,1>:d   0:w              
(f1.0)  cmp (16|M0)   (ne)f1.0   null<1>:f     r97.0<8;8,1>:f    0.0:f              
(f1.0)  cmp (16|M16)  (ne)f1.0   null<1>:f     r99.0<8;8,1>:f    0.0:f              
        mul (16|M0)              acc0.0<1>:f   r97.0<8;8,1>:f    0x4D000000:f               {Compacted}
        mul (16|M16)             r4.0<1>:f     r99.0<8;8,1>:f    0x4D000000:f               {Compacted,$15.src}
(f1.0)  sel (16|M0)              r109.0<1>:f   acc0.0<8;8,1>:f   r97.0<8;8,1>:f   {Compacted}
(f1.0)  sel (16|M16)             r111.0<1>:f   r4.0<8;8,1>:f     r99.0<8;8,1>:f   {@2}
        cmp (16|M0)   (gt)f0.0   null<1>:f     r109.0<8;8,1>:f   0.0:f               {Compacted,@2}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r111.0<8;8,1>:f   0.0:f               {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L2208                  L3568                
L2064:
(W)     mov (1|M0)               r92.6<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        cmp (16|M0)   (eq)f1.0   null<1>:f     r109.0<8;8,1>:f   0.0:f              
        cmp (16|M16)  (eq)f1.0   null<1>:f     r111.0<8;8,1>:f   0.0:f              
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:f     -inf:f                               {$14.src}
(W)     mov (1|M0)               f0.0<1>:ud    r92.6<0;1,0>:ud                  {@6}
(f1.0)  sel (16|M0)              r101.0<1>:f   r2.0<0;1,0>:f     qnan(0x0):f               {Compacted,@2}
(f1.0)  sel (16|M16)             r103.0<1>:f   r2.0<0;1,0>:f     qnan(0x0):f              
        else (32|M0)                         L3568                  L3568                
L2208:
        add (16|M0)              r113.0<1>:f   r109.0<8;8,1>:f   -1.0:f               {Compacted}
        add (16|M16)             r115.0<1>:f   r111.0<8;8,1>:f   -1.0:f               {Compacted}
        sync.nop                             null                             {Compacted,$14.src}
        and (16|M0)              r2.0<1>:d     r113.0<8;8,1>:d   2147483647:d               {@2}
        and (16|M16)             r4.0<1>:d     r115.0<8;8,1>:d   2147483647:d               {@2}
        cmp (16|M0)   (gt)f0.0   null<1>:f     r2.0<8;8,1>:f     5.859375e-03:f               {Compacted,@2}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r4.0<8;8,1>:f     5.859375e-03:f               {@2}
(W)     mov (1|M0)               r92.6<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r9.0<1>:f     0xBF7F0000:f                              
(W&f0.0.any32h) mov (1|M0)       r9.1<1>:f     0xB6B1720F:f                              
(W&f0.0.any32h) mov (1|M0)       r92.0<1>:f    9.545732e-09:f                              
(W&f0.0.any32h) mov (1|M0)       r92.1<1>:f    0xADAA8223:f                              
(W&f0.0.any32h) mov (1|M0)       r92.2<1>:f    0x293D1988:f                              
(W&f0.0.any32h) mov (1|M0)       r92.3<1>:f    -9.47404e-17:f                              
(W&f0.0.any32h) mov (1|M0)       r92.4<1>:f    5.212061e-22:f                              
(W&f0.0.any32h) mov (1|M0)       r92.5<1>:f    0x2081CD9D:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r92.6<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L2792                  L3552                
L2504:
        mul (16|M0)              r3.0<1>:f     r113.0<8;8,1>:f   0x43B8AA40:f              
        mul (16|M16)             r5.0<1>:f     r115.0<8;8,1>:f   0x43B8AA40:f               {$6.src}
        mad (16|M0)              acc0.0<1>:f   r92.5<0;0>:f      -r3.0<8;1>:f      r92.4<0>:f       {Compacted,@2}
        sync.nop                             null                             {Compacted,$11.src}
        mad (16|M16)             r12.0<1>:f    r92.5<0;0>:f      -r5.0<8;1>:f      r92.4<0>:f       {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.3<0;0>:f      acc0.0<8;1>:f     r3.0<1>:f        {Compacted,@7}
        mad (16|M16)             r16.0<1>:f    r92.3<0;0>:f      r12.0<8;1>:f      r5.0<1>:f        {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.2<0;0>:f      acc0.0<8;1>:f     r3.0<1>:f        {Compacted}
        mad (16|M16)             r20.0<1>:f    r92.2<0;0>:f      r16.0<8;1>:f      r5.0<1>:f        {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.1<0;0>:f      acc0.0<8;1>:f     r3.0<1>:f        {Compacted}
        mad (16|M16)             r24.0<1>:f    r92.1<0;0>:f      r20.0<8;1>:f      r5.0<1>:f        {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.0<0;0>:f      acc0.0<8;1>:f     r3.0<1>:f        {Compacted}
        mad (16|M16)             r28.0<1>:f    r92.0<0;0>:f      r24.0<8;1>:f      r5.0<1>:f        {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r9.1<0;0>:f       acc0.0<8;1>:f     r3.0<1>:f        {Compacted}
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M16)             r32.0<1>:f    r9.1<0;0>:f       r28.0<8;1>:f      r5.0<1>:f        {Compacted,@2}
(W)     mov (1|M0)               r92.6<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mad (16|M0)              r35.0<1>:f    r9.0<0;0>:f       acc0.0<8;1>:f     r3.0<1>:f        {Compacted,$13.src}
        mad (16|M16)             r37.0<1>:f    r9.0<0;0>:f       r32.0<8;1>:f      r5.0<1>:f        {Compacted,@5}
        mul (16|M0)              acc0.0<1>:f   r3.0<8;8,1>:f     r35.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r37.0<1>:f    r5.0<8;8,1>:f     r37.0<8;8,1>:f   {Compacted,@2}
(W&f0.0.any32h) mov (1|M0)       r40.0<1>:f    0x43B8AA40:f                               {$2.src}
(W)     mov (1|M0)               f0.0<1>:ud    r92.6<0;1,0>:ud                  {@7}
        mad (16|M0)              r101.0<1>:f   acc0.0<8;1>:f     r113.0<8;1>:f     r40.0<0>:f       {@2}
        mad (16|M16)             r103.0<1>:f   r37.0<8;1>:f      r115.0<8;1>:f     r40.0<0>:f       {Compacted,@4}
        else (32|M0)                         L3552                  L3552                
L2792:
        and (16|M0)              r2.0<1>:d     r109.0<8;8,1>:d   -2139095041:d              
        and (16|M16)             r4.0<1>:d     r111.0<8;8,1>:d   -2139095041:d              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d               {@2}
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d               {@2}
        sync.nop                             null                             {Compacted,$6.src}
        add (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     131073.0:f               {@2}
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M16)             r10.0<1>:f    r4.0<8;8,1>:f     131073.0:f               {@2}
        sync.nop                             null                             {Compacted,$11.src}
        and (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     127:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$10.src}
        and (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    127:w               {Compacted,@2}
        mul (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    12:w               {Compacted,@2}
        mul (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    12:w               {Compacted,@2}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2444:w               {@2}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2444:w               {@2}
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04605804           {@2,$12} // wr:2+0, rd:6; untyped surface read with xyz
        send.dc1 (16|M16)        r22      r14     null    0x0            0x04605804           {@1,$13} // wr:2+0, rd:6; untyped surface read with xyz
        add (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     8192.0:f               {Compacted}
        add (16|M16)             r31.0<1>:f    r4.0<8;8,1>:f     8192.0:f               {Compacted,$12.src}
        add (16|M0)              r29.0<1>:f    acc0.0<8;8,1>:f   -8192.0:f               {Compacted}
        add (16|M16)             r31.0<1>:f    r31.0<8;8,1>:f    -8192.0:f               {Compacted,@2}
(W)     mov (1|M0)               r92.6<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        sync.nop                             null                             {Compacted,$13.src}
        add (16|M0)              r33.0<1>:f    r2.0<8;8,1>:f     -r29.0<8;8,1>:f  {Compacted,@5}
        add (16|M16)             r35.0<1>:f    r4.0<8;8,1>:f     -r31.0<8;8,1>:f  {Compacted,@5}
(W&f0.0.any32h) mov (1|M0)       r37.0<1>:f    0xC3B8AA40:f                              
        shr (16|M0)              r68.0<1>:d    r109.0<8;8,1>:ud  23:w               {Compacted}
        shr (16|M16)             r70.0<1>:d    r111.0<8;8,1>:ud  23:w               {Compacted}
(W&f0.0.any32h) mov (1|M0)       r72.0<1>:hf   -qnan(0x166):hf                              {$0.src}
        and (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    255:w               {Compacted,@3}
        and (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    255:w               {Compacted,@3}
        sync.nop                             null                             {Compacted,$3.src}
(f1.0)  sel (16|M0)              r78.0<1>:d    r72.0<0;1,0>:w    -127:w               {@3}
(f1.0)  sel (16|M16)             r80.0<1>:d    r72.0<0;1,0>:w    -127:w               {$4.src}
        add (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted,@2}
        mov (16|M0)              r90.0<1>:f    r68.0<8;8,1>:d                   {Compacted,@2}
        sync.nop                             null                             {Compacted,$12.dst}
        mul (16|M0)              r39.0<1>:f    r33.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,$2.src}
        mul (16|M16)             r41.0<1>:f    r35.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,$13.dst}
        mad (16|M0)              r43.0<1>:f    r37.0<0;0>:f      r29.0<8;1>:f      r16.0<1>:f       {Compacted}
        mad (16|M16)             r45.0<1>:f    r37.0<0;0>:f      r31.0<8;1>:f      r22.0<1>:f       {Compacted}
        add (16|M0)              r47.0<1>:f    r39.0<8;8,1>:f    r43.0<8;8,1>:f   {Compacted,@2}
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M16)             r49.0<1>:f    r41.0<8;8,1>:f    r45.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.5<0;0>:f      -r47.0<8;1>:f     r92.4<0>:f       {Compacted,@2}
        sync.nop                             null                             {Compacted,$5.src}
        mad (16|M16)             r54.0<1>:f    r92.5<0;0>:f      -r49.0<8;1>:f     r92.4<0>:f       {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.3<0;0>:f      acc0.0<8;1>:f     r47.0<1>:f       {Compacted}
        mad (16|M16)             r58.0<1>:f    r92.3<0;0>:f      r54.0<8;1>:f      r49.0<1>:f       {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.2<0;0>:f      acc0.0<8;1>:f     r47.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M16)             r62.0<1>:f    r92.2<0;0>:f      r58.0<8;1>:f      r49.0<1>:f       {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.1<0;0>:f      acc0.0<8;1>:f     r47.0<1>:f       {Compacted}
        mad (16|M16)             r66.0<1>:f    r92.1<0;0>:f      r62.0<8;1>:f      r49.0<1>:f       {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r92.0<0;0>:f      acc0.0<8;1>:f     r47.0<1>:f       {Compacted}
        mad (16|M16)             r76.0<1>:f    r92.0<0;0>:f      r66.0<8;1>:f      r49.0<1>:f       {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r9.1<0;0>:f       acc0.0<8;1>:f     r47.0<1>:f       {Compacted}
        mad (16|M16)             r84.0<1>:f    r9.1<0;0>:f       r76.0<8;1>:f      r49.0<1>:f       {Compacted,@2}
        mov (16|M16)             r2.0<1>:f     r70.0<8;8,1>:d                   {Compacted}
        mad (16|M0)              acc0.0<1>:f   r9.0<0;0>:f       acc0.0<8;1>:f     r47.0<1>:f       {Compacted}
        mad (16|M16)             r88.0<1>:f    r9.0<0;0>:f       r84.0<8;1>:f      r49.0<1>:f       {Compacted,@3}
        add (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted}
        add (16|M16)             r12.0<1>:f    r24.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@4}
        mad (16|M0)              r4.0<1>:f     r20.0<8;1>:f      acc0.0<8;1>:f     r39.0<1>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r26.0<8;1>:f      r88.0<8;1>:f      r41.0<1>:f       {Compacted,@4}
        mad (16|M0)              r4.0<1>:f     r4.0<8;1>:f       r33.0<8;1>:f      r16.0<1>:f       {Compacted,@2}
        mad (16|M16)             r6.0<1>:f     r6.0<8;1>:f       r35.0<8;1>:f      r22.0<1>:f       {Compacted,@2}
        add (16|M0)              r14.0<1>:f    r10.0<8;8,1>:f    r43.0<8;8,1>:f   {Compacted,@6}
        add (16|M16)             r16.0<1>:f    r12.0<8;8,1>:f    r45.0<8;8,1>:f   {Compacted,@6}
        mad (16|M0)              r4.0<1>:f     r4.0<8;1>:f       acc0.0<8;1>:f     r43.0<1>:f       {Compacted,@4}
        mad (16|M16)             r6.0<1>:f     r6.0<8;1>:f       r88.0<8;1>:f      r45.0<1>:f       {Compacted,@4}
        add (16|M0)              r101.0<1>:f   r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@2}
        add (16|M16)             r103.0<1>:f   r16.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    r92.6<0;1,0>:ud                 
L3552:
        endif (32|M0)                        L3568                                
L3568:
        endif (32|M0)                        L3584                                
L3584:
        else (32|M0)                         L3712                  L3712                
L3600:
        and (16|M0)              r2.0<1>:d     r97.0<8;8,1>:d    -2139095041:d               {$14.src}
        and (16|M16)             r4.0<1>:d     r99.0<8;8,1>:d    -2139095041:d               {$15.src}
        cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     -2147483648:d               {@2}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     -2147483648:d               {@2}
        mul (16|M0)              acc0.0<1>:f   r97.0<8;8,1>:f    r97.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r10.0<1>:f    r99.0<8;8,1>:f    r99.0<8;8,1>:f   {Compacted,$7.src}
(~f0.0) sel (16|M0)              r101.0<1>:f   acc0.0<8;8,1>:f   qnan(0x0):f              
(~f0.0) sel (16|M16)             r103.0<1>:f   r10.0<8;8,1>:f    qnan(0x0):f               {@2}
L3712:
        endif (32|M0)                        L3728                                
L3728:
        endif (32|M0)                        L3744                                
L3744:
        mad (16|M0)              r2.0<1>:d     r93.0<8;1>:d      r9.2<0;0>:d       9:w              
        mad (16|M16)             r4.0<1>:d     r95.0<8;1>:d      r9.2<0;0>:d       9:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r2      r101    0x80            0x04025E03           {@2,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r4      r103    0x80            0x04025E03           {@1,$15} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (8|M0)          r6       r8      null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {$0.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L3888:
