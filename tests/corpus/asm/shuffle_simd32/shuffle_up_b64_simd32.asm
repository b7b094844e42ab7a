L0:
(W)     mov (8|M0)               r78.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r10.3<0;1,0>:d    r78.1<0;1,0>:d   {Compacted}
(W)     mov (8|M0)               r51.0<1>:w    0x76543210:v                              
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r11.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (8|M0)               r52.0<1>:ud   r51.0<8;8,1>:w                  
        add (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r17.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     add (8|M0)               r53.0<1>:ud   r52.0<8;8,1>:ud   0x8:uw             
        shl (16|M0)              r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        shl (16|M16)             r19.0<1>:d    r17.0<8;8,1>:d    2:w              
        add (16|M0)              r23.0<1>:d    r8.0<8;8,1>:d     r10.0<0;1,0>:d   {Compacted}
        add (16|M16)             r25.0<1>:d    r17.0<8;8,1>:d    r10.0<0;1,0>:d  
        send (16|M0)             r15:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r31.0<1>:d    r8.0<8;8,1>:d     3:w              
        send (16|M16)            r21:w    r19     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M16)             r33.0<1>:d    r17.0<8;8,1>:d    3:w              
        shl (16|M0)              r27.0<1>:d    r23.0<8;8,1>:d    3:w              
        shl (16|M16)             r29.0<1>:d    r25.0<8;8,1>:d    3:w              
        send (16|M0)             r43:w    r31     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r47:w    r33     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r35:w    r27     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r39:w    r29     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     add (16|M0)              r60.0<1>:ud   r52.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r54.0<1>:d    -r15.0<8;8,1>:d   32:w              
        add (16|M16)             r58.0<1>:d    -r21.0<8;8,1>:d   32:w              
(W)     add (16|M0)              r56.0<1>:ud   r52.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     add (16|M16)             r64.0<1>:ud   r60.0<8;8,1>:ud   r58.0<8;8,1>:d  
(W)     mov (16|M0)              r83.0<1>:d    r43.0<8;8,1>:d                   {Compacted}
(W)     shl (16|M0)              r62.0<1>:ud   r56.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M16)             r85.0<1>:d    r47.0<8;8,1>:d                  
(W)     mov (16|M0)              r79.0<1>:d    r35.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r81.0<1>:d    r39.0<8;8,1>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r62.0<2;1,0>:uw   0x9E0:uw             
(W)     shl (16|M0)              r66.0<1>:ud   r64.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r68.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r66.0<2;1,0>:uw   0x9E0:uw             
        mov (16|M16)             r72.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r76.0<1>:ud   r51.0<8;8,1>:w                  
(W)     mov (16|M0)              r87.0<1>:d    r37.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r89.0<1>:d    r41.0<8;8,1>:d                  
(W)     mov (16|M0)              r91.0<1>:d    r45.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r77.0<1>:ud   r76.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r93.0<1>:d    r49.0<8;8,1>:d                  
(W)     add (16|M0)              r2.0<1>:ud    r76.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     add (16|M0)              r4.0<1>:ud    r76.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r6.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M16)             r8.0<1>:ud    r4.0<8;8,1>:ud    r58.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xAE0:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
        mov (16|M0)              r70.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xAE0:uw             
        mov (16|M16)             r74.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r31     r68     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r33     r72     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r39.0<1>:ud   r51.0<8;8,1>:w                  
(W)     add (8|M0)               r40.0<1>:ud   r39.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r41.0<1>:ud   r39.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     add (16|M0)              r43.0<1>:ud   r39.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r45.0<1>:ud   r41.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r47.0<1>:ud   r43.0<8;8,1>:ud   r58.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r45.0<2;1,0>:uw   0xBE0:uw             
(W)     shl (16|M0)              r49.0<1>:ud   r47.0<8;8,1>:ud   0x2:uw             
        send (16|M0)             r12:w    r27     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r16:w    r29     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r20:w    r31     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r35:w    r33     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (16|M0)              r95.0<1>:d    r12.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r97.0<1>:d    r16.0<8;8,1>:d                  
(W)     mov (16|M0)              r99.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r101.0<1>:d   r35.0<8;8,1>:d                  
        mov (16|M0)              r60.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r49.0<2;1,0>:uw   0xBE0:uw             
        mov (16|M16)             r64.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r68.0<1>:ud   r51.0<8;8,1>:w                  
(W)     mov (16|M0)              r103.0<1>:d   r14.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r105.0<1>:d   r18.0<8;8,1>:d                  
(W)     mov (16|M0)              r107.0<1>:d   r22.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r69.0<1>:ud   r68.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r109.0<1>:d   r37.0<8;8,1>:d                  
(W)     add (16|M0)              r70.0<1>:ud   r68.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     add (16|M0)              r72.0<1>:ud   r68.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r74.0<1>:ud   r70.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r76.0<1>:ud   r72.0<8;8,1>:ud   r58.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r74.0<2;1,0>:uw   0xCE0:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r76.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r62.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0xCE0:uw             
        mov (16|M16)             r66.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r31     r60     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r33     r64     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r20.0<1>:ud   r51.0<8;8,1>:w                  
(W)     add (8|M0)               r21.0<1>:ud   r20.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     add (16|M0)              r24.0<1>:ud   r20.0<8;8,1>:ud   0x10:uw             
        send (16|M0)             r4:w     r27     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r8:w     r29     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r12:w    r31     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     shl (16|M0)              r26.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw             
        send (16|M16)            r16:w    r33     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     add (16|M16)             r28.0<1>:ud   r24.0<8;8,1>:ud   r58.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r26.0<2;1,0>:uw   0xDE0:uw             
(W)     shl (16|M0)              r35.0<1>:ud   r28.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r111.0<1>:d   r4.0<8;8,1>:d                    {Compacted}
(W)     mov (16|M16)             r113.0<1>:d   r8.0<8;8,1>:d                   
(W)     mov (16|M0)              r115.0<1>:d   r12.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r117.0<1>:d   r16.0<8;8,1>:d                  
        mov (16|M0)              r37.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r35.0<2;1,0>:uw   0xDE0:uw             
        mov (16|M16)             r41.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r45.0<1>:ud   r51.0<8;8,1>:w                  
(W)     mov (16|M0)              r119.0<1>:d   r6.0<8;8,1>:d                    {Compacted}
(W)     mov (16|M16)             r121.0<1>:d   r10.0<8;8,1>:d                  
(W)     mov (16|M0)              r123.0<1>:d   r14.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r46.0<1>:ud   r45.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r125.0<1>:d   r18.0<8;8,1>:d                  
(W)     add (16|M0)              r47.0<1>:ud   r45.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     add (16|M0)              r49.0<1>:ud   r45.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r51.0<1>:ud   r47.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r53.0<1>:ud   r49.0<8;8,1>:ud   r58.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r51.0<2;1,0>:uw   0xEE0:uw             
(W)     shl (16|M0)              r55.0<1>:ud   r53.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r39.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r55.0<2;1,0>:uw   0xEE0:uw             
        mov (16|M16)             r43.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r78.0<8;8,1>:ud                  {Compacted}
        sends (16|M0)            null:w   r31     r37     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r33     r41     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1952:
