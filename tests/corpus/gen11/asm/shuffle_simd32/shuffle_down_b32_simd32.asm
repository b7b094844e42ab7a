L0:
(W)     mov (8|M0)               r102.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r10.3<0;1,0>:d    r102.2<0;1,0>:uw
(W)     mov (8|M0)               r39.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r10.3<0;1,0>:d    r102.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r40.0<1>:ud   r39.0<8;8,1>:w                  
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r11.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (8|M0)               r41.0<1>:ud   r40.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r17.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     add (16|M0)              r44.0<1>:ud   r40.0<8;8,1>:ud   0x10:uw             
        shl (16|M0)              r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        add (16|M0)              r21.0<1>:d    r8.0<8;8,1>:d     r10.0<0;1,0>:d   {Compacted}
        shl (16|M16)             r19.0<1>:d    r17.0<8;8,1>:d    2:w              
        add (16|M16)             r23.0<1>:d    r17.0<8;8,1>:d    r10.0<0;1,0>:d  
        send (16|M0)             r15:w    r13:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r27.0<1>:d    r21.0<8;8,1>:d    2:w              
        send (16|M16)            r25:w    r19:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M16)             r29.0<1>:d    r23.0<8;8,1>:d    2:w              
        send (16|M0)             r31:w    r13:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r33:w    r19:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r35:w    r27:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r37:w    r29:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     add (16|M0)              r42.0<1>:ud   r40.0<8;8,1>:ud   r15.0<8;8,1>:d  
(W)     add (16|M16)             r48.0<1>:ud   r44.0<8;8,1>:ud   r25.0<8;8,1>:d  
(W)     shl (16|M0)              r46.0<1>:ud   r42.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r103.0<1>:f   r31.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r105.0<1>:f   r33.0<8;8,1>:f                  
(W)     shl (16|M0)              r50.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r46.0<2;1,0>:uw   0xCE0:uw             
(W)     mov (16|M0)              r107.0<1>:f   r35.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r109.0<1>:f   r37.0<8;8,1>:f                  
        mov (16|M0)              r52.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r50.0<2;1,0>:uw   0xCE0:uw             
        mov (16|M0)              r54.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r56.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r58.0<1>:f    r56.0<8;8,1>:f                  
        sends (16|M0)            null:w   r13     r54     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r68.0<1>:ud   r39.0<8;8,1>:w                  
        sends (16|M16)           null:w   r19     r58     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r69.0<1>:ud   r68.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r70.0<1>:ud   r68.0<8;8,1>:ud   r15.0<8;8,1>:d  
(W)     add (16|M0)              r72.0<1>:ud   r68.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r74.0<1>:ud   r70.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r76.0<1>:ud   r72.0<8;8,1>:ud   r25.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r74.0<2;1,0>:uw   0xDE0:uw             
(W)     shl (16|M0)              r78.0<1>:ud   r76.0<8;8,1>:ud   0x2:uw             
        send (16|M0)             r60:w    r13:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r62:w    r19:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r64:w    r27:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r66:w    r29:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r111.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r113.0<1>:f   r62.0<8;8,1>:f                  
(W)     mov (16|M0)              r115.0<1>:f   r64.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r117.0<1>:f   r66.0<8;8,1>:f                  
        mov (16|M0)              r80.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r78.0<2;1,0>:uw   0xDE0:uw             
        mov (16|M0)              r82.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r84.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r86.0<1>:f    r84.0<8;8,1>:f                  
        sends (16|M0)            null:w   r13     r82     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r96.0<1>:ud   r39.0<8;8,1>:w                  
        sends (16|M16)           null:w   r19     r86     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r97.0<1>:ud   r96.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r98.0<1>:ud   r96.0<8;8,1>:ud   r15.0<8;8,1>:d  
(W)     add (16|M0)              r100.0<1>:ud  r96.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r98.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r4.0<1>:ud    r100.0<8;8,1>:ud  r25.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0xEE0:uw             
(W)     shl (16|M0)              r6.0<1>:ud    r4.0<8;8,1>:ud    0x2:uw             
        send (16|M0)             r88:w    r13:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r90:w    r19:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r92:w    r27:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r94:w    r29:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r119.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r121.0<1>:f   r90.0<8;8,1>:f                  
(W)     mov (16|M0)              r123.0<1>:f   r92.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r125.0<1>:f   r94.0<8;8,1>:f                  
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xEE0:uw             
        mov (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r15.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r17.0<1>:f    r15.0<8;8,1>:f                  
(W)     mov (8|M0)               r127.0<1>:f   r102.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r13     r10     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r19     r17     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1368:
