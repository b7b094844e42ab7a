L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     shl (1|M0)               r6.0<1>:d     r9.0<0;1,0>:d     1:w              
(W)     shl (1|M0)               r126.1<1>:d   r9.0<0;1,0>:d     2:w              
(W)     shl (1|M0)               r6.1<1>:d     r9.0<0;1,0>:d     3:w              
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r126.0<1>:d   r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d   2:w              
        add (16|M0)              r24.0<1>:d    r9.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        add (16|M16)             r108.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d 
        send (16|M0)             r14:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r118:w   r120:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r16:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r104.0<1>:d   r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r116:w   r120:f  0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r28.0<1>:d    r6.0<0;1,0>:d     r122.0<8;8,1>:d 
        shl (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    2:w              
        mad (16|M0)              r100.0<1>:d   r10.0<8;1>:d      r9.0<0;0>:d       3:w              
        shl (16|M16)             r108.0<1>:d   r108.0<8;8,1>:d   2:w              
        mad (16|M16)             r32.0<1>:d    r122.0<8;1>:d     r9.0<0;0>:d       3:w              
        shl (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   2:w              
        add (16|M0)              r36.0<1>:d    r126.1<0;1,0>:d   r10.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    2:w              
        add (16|M16)             r96.0<1>:d    r126.1<0;1,0>:d   r122.0<8;8,1>:d 
        shl (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   2:w              
        mad (16|M0)              r40.0<1>:d    r10.0<8;1>:d      r9.0<0;0>:d       5:w              
        shl (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    2:w              
        mad (16|M16)             r92.0<1>:d    r122.0<8;1>:d     r9.0<0;0>:d       5:w              
        shl (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    2:w              
        mad (16|M0)              r44.0<1>:d    r10.0<8;1>:d      r9.0<0;0>:d       6:w              
        shl (16|M16)             r96.0<1>:d    r96.0<8;8,1>:d    2:w              
        mad (16|M16)             r88.0<1>:d    r122.0<8;1>:d     r9.0<0;0>:d       6:w              
        shl (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    2:w              
        mad (16|M0)              r48.0<1>:d    r10.0<8;1>:d      r9.0<0;0>:d       7:w              
        shl (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    2:w              
        mad (16|M16)             r84.0<1>:d    r122.0<8;1>:d     r9.0<0;0>:d       7:w              
        shl (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    2:w              
        add (16|M0)              r80.0<1>:d    r6.1<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    2:w              
        add (16|M16)             r52.0<1>:d    r6.1<0;1,0>:d     r122.0<8;8,1>:d 
        shl (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    2:w              
        shl (16|M16)             r84.0<1>:d    r84.0<8;8,1>:d    2:w              
        shl (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    2:w              
        shl (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    2:w              
        mul (16|M0)              r20.0<1>:f    r14.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M16)             r112.0<1>:f   r118.0<8;8,1>:f   1.442695e+00:f              
        math.sqt (16|M0)         r18.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        math.log (16|M0)         r26.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        math.sqt (16|M16)        r114.0<1>:f   r118.0<8;8,1>:f                 
        math.log (16|M16)        r106.0<1>:f   r118.0<8;8,1>:f                 
        sends (16|M0)            null:w   r12     r18     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.exp (16|M0)         r22.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    6.931472e-01:f              
        math.exp (16|M16)        r110.0<1>:f   r112.0<8;8,1>:f                 
        sends (16|M16)           null:w   r120    r114    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.sin (16|M0)         r102.0<1>:f   r14.0<8;8,1>:f                   {Compacted}
        mul (16|M16)             r106.0<1>:f   r106.0<8;8,1>:f   6.931472e-01:f              
        math.sin (16|M16)        r30.0<1>:f    r118.0<8;8,1>:f                 
(W)     mov (8|M0)               r120.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r24     r22     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.cos (16|M0)         r98.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r108    r110    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.inv (16|M0)         r38.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r104    r26     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.cos (16|M16)        r34.0<1>:f    r118.0<8;8,1>:f                 
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r28     r106    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.inv (16|M16)        r94.0<1>:f    r116.0<8;8,1>:f                 
(W)     mov (8|M0)               r108.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r100    r102    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.rsqt (16|M0)        r46.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r104.0<1>:f   r104.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r32     r30     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.pow (16|M0)         r50.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r36     r98     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r42.0<1>:f    r38.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
(W)     mov (8|M0)               r100.0<1>:f   r100.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r96     r34     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.rsqt (16|M16)       r86.0<1>:f    r118.0<8;8,1>:f                 
        mul (16|M16)             r90.0<1>:f    r94.0<8;8,1>:f    r118.0<8;8,1>:f 
        math.pow (16|M16)        r82.0<1>:f    r118.0<8;8,1>:f   r116.0<8;8,1>:f 
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r40     r38     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r92     r94     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r96.0<1>:f    r96.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r44     r42     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r88     r90     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r92.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r48     r46     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r84     r86     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r88.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r80     r50     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r52     r82     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r84.0<1>:f    r84.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1464:
