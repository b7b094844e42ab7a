L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r8.0<1>:uw    r8.8<0;1,0>:uw    0x2:uw              {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x300:uw              {@7}
        mov (16|M0)              r24.0<1>:f    r20.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     mov (1|M0)               r4.1<1>:d     r[a0.0]<0;1,0>:d                 {@1}
(W)     add (1|M16)              a0.0<1>:uw    r8.0<0;1,0>:uw    0x300:uw              {@1}
        shl (16|M0)              r28.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r30.0<1>:d    r18.0<8;8,1>:d    2:w               {Compacted}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<0;1,0>:d                
        send.dc1 (16|M0)         null     r28     r32     0x80            0x04025E01           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M16)             r34.0<1>:d    r[a0.0]<0;1,0>:d                
        send.dc1 (16|M16)        null     r30     r34     0x80            0x04025E01           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r36.0<1>:d    r12.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}
        add (16|M16)             r38.0<1>:d    r14.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}
        shl (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted,@2}
(W)     mov (8|M0)               r4.8<1>:w     0x76543210:v                              
(W)     mov (16|M0)              r48.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r96.0<1>:ud   r4.8<8;8,1>:w                    {@2}
(W)     mov (16|M16)             r50.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r97.0<1>:ud   r96.0<8;8,1>:ud   0x8:uw              {@2}
(W)     add (16|M0)              r100.0<1>:ud  r96.0<8;8,1>:ud   1:w               {@1}
(W)     add (16|M0)              r98.0<1>:ud   r96.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r104.0<1>:ud  r100.0<8;8,1>:ud  0x2:uw              {@2}
(W)     add (16|M16)             r102.0<1>:ud  r98.0<8;8,1>:ud   1:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r104.0<2;1,0>:uw  0x600:uw              {@2}
(W)     shl (16|M0)              r106.0<1>:ud  r102.0<8;8,1>:ud  0x2:uw              {@2}
        send.dc1 (16|M0)         r40      r36     null    0x0            0x04205E00           {$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r42      r38     null    0x0            0x04205E00           {$5} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (16|M0)              r52.0<1>:f    r40.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     mov (16|M16)             r54.0<1>:f    r42.0<8;8,1>:f                   {Compacted,$5.dst}
        mov (16|M0)              r88.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r106.0<2;1,0>:uw  0x600:uw              {@1}
        mov (16|M0)              r44.0<1>:f    r88.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r90.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r46.0<1>:f    r90.0<8;8,1>:f                   {Compacted,@1}
        or (16|M0)               r56.0<1>:d    r28.0<8;8,1>:d    4:w               {Compacted}
        or (16|M16)              r58.0<1>:d    r30.0<8;8,1>:d    4:w               {Compacted}
        send.dc1 (16|M0)         null     r56     r44     0x80            0x04025E01           {@2,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r58     r46     0x80            0x04025E01           {@1,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r108.0<1>:ud  r4.8<8;8,1>:w                   
(W)     mov (16|M0)              r68.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r109.0<1>:ud  r108.0<8;8,1>:ud  0x8:uw              {@2}
(W)     mov (16|M16)             r70.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r112.0<1>:ud  r108.0<8;8,1>:ud  29:w               {@2}
(W)     add (16|M0)              r110.0<1>:ud  r108.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw              {@2}
(W)     add (16|M16)             r114.0<1>:ud  r110.0<8;8,1>:ud  29:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x800:uw              {@2}
(W)     shl (16|M0)              r118.0<1>:ud  r114.0<8;8,1>:ud  0x2:uw              {@2}
        send.dc1 (16|M0)         r60      r36     null    0x0            0x04205E00           {$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r62      r38     null    0x0            0x04205E00           {$9} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (16|M0)              r64.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$8.dst}
(W)     mov (16|M16)             r66.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
        mov (16|M0)              r92.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x800:uw              {@1}
        mov (16|M0)              r80.0<1>:f    r92.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r94.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r76.0<2>:f    r20.1<2;1,0>:f                   {Compacted,@1}
(W)     mov (8|M16)              r78.0<2>:f    r22.1<2;1,0>:f                  
(W)     mov (8|M0)               r76.1<2>:f    r20.0<2;1,0>:f                   {Compacted}
(W)     mov (8|M16)              r78.1<2>:f    r22.0<2;1,0>:f                  
        mov (16|M16)             r84.0<1>:f    r94.0<8;8,1>:f                   {Compacted,@5}
        or (16|M0)               r72.0<1>:d    r28.0<8;8,1>:d    8:w               {Compacted}
        or (16|M16)              r74.0<1>:d    r30.0<8;8,1>:d    8:w               {Compacted}
        mov (16|M0)              r82.0<1>:f    r76.0<8;8,1>:f                   {Compacted,@5}
        mov (16|M16)             r86.0<1>:f    r78.0<8;8,1>:f                   {Compacted,@5}
        send.dc1 (16|M0)         null     r72     r80     0x100            0x04025C01           {@2,$10} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r74     r84     0x100            0x04025C01           {@1,$11} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r120     r3      null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r120.0<8;8,1>:ud                 {$12.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1088:
