L0:
(W)     mov (8|M0)               r102.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r10.3<0;1,0>:d    r102.2<0;1,0>:uw
(W)     mov (8|M0)               r31.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r10.3<0;1,0>:d    r102.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r32.0<1>:ud   r31.0<8;8,1>:w                  
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (8|M0)               r33.0<1>:ud   r32.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
(W)     add (16|M0)              r40.0<1>:ud   r32.0<8;8,1>:ud   0x10:uw             
        shl (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r15.0<1>:d    r8.0<8;8,1>:d     2:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r10.0<0;1,0>:d   {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r10.0<0;1,0>:d  
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r15:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r19.0<1>:d    r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r21.0<1>:d    r8.0<8;8,1>:d     2:w              
        send (16|M0)             r27:w    r11:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r29:w    r15:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r23:w    r19:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r25:w    r21:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r34.0<1>:d    -r13.0<8;8,1>:d   32:w              
        add (16|M16)             r38.0<1>:d    -r17.0<8;8,1>:d   32:w              
(W)     add (16|M0)              r36.0<1>:ud   r32.0<8;8,1>:ud   r34.0<8;8,1>:d  
(W)     add (16|M16)             r44.0<1>:ud   r40.0<8;8,1>:ud   r38.0<8;8,1>:d  
(W)     mov (16|M0)              r107.0<1>:f   r27.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r109.0<1>:f   r29.0<8;8,1>:f                  
(W)     shl (16|M0)              r42.0<1>:ud   r36.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r103.0<1>:f   r23.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r105.0<1>:f   r25.0<8;8,1>:f                  
(W)     shl (16|M0)              r46.0<1>:ud   r44.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r42.0<2;1,0>:uw   0xCE0:uw             
        mov (16|M0)              r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r46.0<2;1,0>:uw   0xCE0:uw             
        mov (16|M0)              r50.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r52.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r54.0<1>:f    r52.0<8;8,1>:f                  
        sends (16|M0)            null:w   r11     r50     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r64.0<1>:ud   r31.0<8;8,1>:w                  
        sends (16|M16)           null:w   r15     r54     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r65.0<1>:ud   r64.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r66.0<1>:ud   r64.0<8;8,1>:ud   r34.0<8;8,1>:d  
(W)     add (16|M0)              r68.0<1>:ud   r64.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r70.0<1>:ud   r66.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r72.0<1>:ud   r68.0<8;8,1>:ud   r38.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r70.0<2;1,0>:uw   0xDE0:uw             
(W)     shl (16|M0)              r74.0<1>:ud   r72.0<8;8,1>:ud   0x2:uw             
        send (16|M0)             r56:w    r19:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r58:w    r21:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r60:w    r11:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r62:w    r15:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r111.0<1>:f   r56.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r113.0<1>:f   r58.0<8;8,1>:f                  
(W)     mov (16|M0)              r115.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r117.0<1>:f   r62.0<8;8,1>:f                  
        mov (16|M0)              r76.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r74.0<2;1,0>:uw   0xDE0:uw             
        mov (16|M0)              r78.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r80.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r82.0<1>:f    r80.0<8;8,1>:f                  
        sends (16|M0)            null:w   r11     r78     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r92.0<1>:ud   r31.0<8;8,1>:w                  
        sends (16|M16)           null:w   r15     r82     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r93.0<1>:ud   r92.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r94.0<1>:ud   r92.0<8;8,1>:ud   r34.0<8;8,1>:d  
(W)     add (16|M0)              r96.0<1>:ud   r92.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r98.0<1>:ud   r94.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r100.0<1>:ud  r96.0<8;8,1>:ud   r38.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r98.0<2;1,0>:uw   0xEE0:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r100.0<8;8,1>:ud  0x2:uw             
        send (16|M0)             r84:w    r19:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r86:w    r21:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r88:w    r11:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r90:w    r15:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r119.0<1>:f   r84.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r121.0<1>:f   r86.0<8;8,1>:f                  
(W)     mov (16|M0)              r123.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r125.0<1>:f   r90.0<8;8,1>:f                  
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0xEE0:uw             
        mov (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r8.0<1>:d     r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r11     r6      0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r10.0<1>:f    r8.0<8;8,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r102.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r15     r10     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1416:
