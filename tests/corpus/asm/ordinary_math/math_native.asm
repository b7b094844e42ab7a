L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r4.1<1>:d     r9.0<0;1,0>:d     1:w              
(W)     mul (1|M0)               r4.2<1>:d     r9.0<0;1,0>:d     3:w              
(W)     shl (1|M0)               r4.3<1>:d     r9.0<0;1,0>:d     2:w              
(W)     mul (1|M0)               r4.4<1>:d     r9.0<0;1,0>:d     5:w              
(W)     mul (1|M0)               r4.5<1>:d     r9.0<0;1,0>:d     6:w              
(W)     mul (1|M0)               r4.6<1>:d     r9.0<0;1,0>:d     7:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     shl (1|M0)               r4.7<1>:d     r9.0<0;1,0>:d     3:w              
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M0)              r40.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r42.0<1>:d    r9.0<0;1,0>:d     r14.0<8;8,1>:d  
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r24:w    r16     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r48.0<1>:d    r4.1<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        send (16|M16)            r26:w    r18     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r50.0<1>:d    r4.1<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    2:w              
        add (16|M0)              r56.0<1>:d    r4.2<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    2:w              
        add (16|M16)             r58.0<1>:d    r4.2<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    2:w              
        add (16|M0)              r64.0<1>:d    r4.3<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    2:w              
        add (16|M16)             r66.0<1>:d    r4.3<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w              
        add (16|M0)              r72.0<1>:d    r4.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w              
        add (16|M16)             r74.0<1>:d    r4.4<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    2:w              
        add (16|M0)              r80.0<1>:d    r4.5<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    2:w              
        add (16|M16)             r82.0<1>:d    r4.5<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r72.0<1>:d    r72.0<8;8,1>:d    2:w              
        add (16|M0)              r88.0<1>:d    r4.6<0;1,0>:d     r12.0<8;8,1>:d  
        shl (16|M16)             r74.0<1>:d    r74.0<8;8,1>:d    2:w              
        add (16|M16)             r90.0<1>:d    r4.6<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    2:w              
        add (16|M0)              r96.0<1>:d    r4.7<0;1,0>:d     r12.0<8;8,1>:d  
        shl (16|M16)             r82.0<1>:d    r82.0<8;8,1>:d    2:w              
        add (16|M16)             r98.0<1>:d    r4.7<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r88.0<1>:d    r88.0<8;8,1>:d    2:w              
        shl (16|M16)             r90.0<1>:d    r90.0<8;8,1>:d    2:w              
        shl (16|M0)              r96.0<1>:d    r96.0<8;8,1>:d    2:w              
        shl (16|M16)             r98.0<1>:d    r98.0<8;8,1>:d    2:w              
        mul (16|M0)              r32.0<1>:f    r20.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M16)             r34.0<1>:f    r22.0<8;8,1>:f    1.442695e+00:f              
        math.sqt (16|M0)         r28.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        math.log (16|M0)         r44.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        math.sqt (16|M16)        r30.0<1>:f    r22.0<8;8,1>:f                  
        math.log (16|M16)        r46.0<1>:f    r22.0<8;8,1>:f                  
        sends (16|M0)            null:w   r16     r28     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.exp (16|M0)         r36.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r44.0<1>:f    r44.0<8;8,1>:f    6.931472e-01:f              
        math.exp (16|M16)        r38.0<1>:f    r34.0<8;8,1>:f                  
        sends (16|M16)           null:w   r18     r30     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.sin (16|M0)         r52.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mul (16|M16)             r46.0<1>:f    r46.0<8;8,1>:f    6.931472e-01:f              
        math.sin (16|M16)        r54.0<1>:f    r22.0<8;8,1>:f                  
        sends (16|M0)            null:w   r40     r36     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.cos (16|M0)         r60.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r42     r38     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.inv (16|M0)         r68.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r48     r44     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.cos (16|M16)        r62.0<1>:f    r22.0<8;8,1>:f                  
        sends (16|M16)           null:w   r50     r46     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.inv (16|M16)        r70.0<1>:f    r26.0<8;8,1>:f                  
        sends (16|M0)            null:w   r56     r52     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.rsqt (16|M0)        r84.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r58     r54     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.pow (16|M0)         r92.0<1>:f    r20.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:w   r64     r60     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r76.0<1>:f    r68.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        sends (16|M16)           null:w   r66     r62     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.rsqt (16|M16)       r86.0<1>:f    r22.0<8;8,1>:f                  
        mul (16|M16)             r78.0<1>:f    r70.0<8;8,1>:f    r22.0<8;8,1>:f  
        math.pow (16|M16)        r94.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f  
        sends (16|M0)            null:w   r72     r68     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r74     r70     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r80     r76     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r82     r78     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r88     r84     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r90     r86     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r96     r92     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r98     r94     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1360:
