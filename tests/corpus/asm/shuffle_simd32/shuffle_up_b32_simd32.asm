L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r10.3<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r4.8<1>:w     0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (8|M0)               r87.0<1>:ud   r4.8<8;8,1>:w                   
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
(W)     add (8|M0)               r88.0<1>:ud   r87.0<8;8,1>:ud   0x8:uw             
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r10.0<0;1,0>:d   {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r10.0<0;1,0>:d  
        send (16|M0)             r15:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r19.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r21.0<1>:d    r8.0<8;8,1>:d     2:w              
        send (16|M0)             r27:w    r11     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r29:w    r13     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r23:w    r19     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r25:w    r21     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     add (16|M0)              r89.0<1>:ud   r87.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r31.0<1>:d    -r15.0<8;8,1>:d   32:w              
        add (16|M16)             r33.0<1>:d    -r17.0<8;8,1>:d   32:w              
(W)     add (16|M0)              r91.0<1>:ud   r87.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     add (16|M16)             r93.0<1>:ud   r89.0<8;8,1>:ud   r33.0<8;8,1>:d  
(W)     mov (16|M0)              r43.0<1>:d    r27.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r45.0<1>:d    r29.0<8;8,1>:d                  
(W)     shl (16|M0)              r95.0<1>:ud   r91.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r39.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r41.0<1>:d    r25.0<8;8,1>:d                  
(W)     shl (16|M0)              r97.0<1>:ud   r93.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r95.0<2;1,0>:uw   0x4E0:uw             
        mov (16|M0)              r35.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r97.0<2;1,0>:uw   0x4E0:uw             
        mov (16|M16)             r37.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r11     r35     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r37     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r99.0<1>:ud   r4.8<8;8,1>:w                   
(W)     add (8|M0)               r100.0<1>:ud  r99.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r103.0<1>:ud  r99.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     add (16|M0)              r101.0<1>:ud  r99.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r107.0<1>:ud  r103.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r105.0<1>:ud  r101.0<8;8,1>:ud  r33.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r107.0<2;1,0>:uw  0x760:uw             
(W)     shl (16|M0)              r109.0<1>:ud  r105.0<8;8,1>:ud  0x2:uw             
        send (16|M0)             r47:w    r19     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r49:w    r21     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r51:w    r11     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r53:w    r13     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r59.0<1>:d    r47.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r61.0<1>:d    r49.0<8;8,1>:d                  
(W)     mov (16|M0)              r63.0<1>:d    r51.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r65.0<1>:d    r53.0<8;8,1>:d                  
        mov (16|M0)              r55.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r109.0<2;1,0>:uw  0x760:uw             
        mov (16|M16)             r57.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r11     r55     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r57     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r111.0<1>:ud  r4.8<8;8,1>:w                   
(W)     add (8|M0)               r112.0<1>:ud  r111.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r115.0<1>:ud  r111.0<8;8,1>:ud  r31.0<8;8,1>:d  
(W)     add (16|M0)              r113.0<1>:ud  r111.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r119.0<1>:ud  r115.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r117.0<1>:ud  r113.0<8;8,1>:ud  r33.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r119.0<2;1,0>:uw  0x9E0:uw             
(W)     shl (16|M0)              r121.0<1>:ud  r117.0<8;8,1>:ud  0x2:uw             
        send (16|M0)             r67:w    r19     0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r69:w    r21     0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r71:w    r11     0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r73:w    r13     0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r79.0<1>:d    r67.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r81.0<1>:d    r69.0<8;8,1>:d                  
(W)     mov (16|M0)              r83.0<1>:d    r71.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r85.0<1>:d    r73.0<8;8,1>:d                  
        mov (16|M0)              r75.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r121.0<2;1,0>:uw  0x9E0:uw             
        mov (16|M16)             r77.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r11     r75     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r77     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1248:
