L0:
(W)     mov (8|M0)               r123.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r2.0<1>:d     r8.3<0;1,0>:d     r123.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (8|M0)               r29.0<1>:ud   r3.0<8;8,1>:w                   
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r30.0<1>:ud   r29.0<8;8,1>:ud   0x8:uw             
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        add (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     3:w              
        send (16|M0)             r13:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    3:w              
        send (16|M0)             r21:w    r17     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r25:w    r19     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     add (16|M0)              r31.0<1>:ud   r29.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     mov (16|M0)              r124.0<1>:d   r21.0<8;8,1>:d                   {Compacted}
(W)     shl (16|M0)              r4.0<1>:ud    r31.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r126.0<1>:d   r25.0<8;8,1>:d                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xF80:uw             
        mov (16|M0)              r33.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r23.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r27.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r35.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r17     r33     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r4.0<1>:d     r9.0<8;8,1>:d     4:w              
        shl (16|M0)              r29.0<1>:d    r15.0<8;8,1>:d    4:w              
(W)     mov (8|M0)               r31.0<1>:ud   r3.0<8;8,1>:w                   
(W)     add (8|M0)               r32.0<1>:ud   r31.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r6.0<1>:ud    r31.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xF80:uw             
        send (16|M0)             r37:w    r4      0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M0)             r43:w    r29     0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (16|M0)              r124.0<1>:d   r37.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r43.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r23.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r39.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r45.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r24.0<1>:ud   r23.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r27.0<1>:ud   r25.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r27.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r41.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r47.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r31.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r31.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r21.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r4      r17     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
(W)     mov (8|M0)               r23.0<1>:ud   r3.0<8;8,1>:w                   
(W)     add (8|M0)               r24.0<1>:ud   r23.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r6.0<1>:ud    r25.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xF80:uw             
        send (16|M0)             r49:w    r4      0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r57:w    r29     0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r124.0<1>:d   r49.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r57.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r31.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r51.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r59.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r33.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r53.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r61.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r35.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r55.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r63.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r37.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r4      r31     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r6.0<1>:d     r9.0<8;8,1>:d     5:w              
        shl (16|M0)              r21.0<1>:d    r15.0<8;8,1>:d    5:w              
(W)     mov (8|M0)               r23.0<1>:ud   r3.0<8;8,1>:w                   
        add (16|M0)              r19.0<1>:ud   r6.0<8;8,1>:ud    0x10:uw             
        add (16|M0)              r25.0<1>:ud   r21.0<8;8,1>:ud   0x10:uw             
(W)     add (8|M0)               r24.0<1>:ud   r23.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r23.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r17.0<2;1,0>:uw   0xF80:uw             
        send (16|M0)             r65:w    r6      0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r81:w    r21     0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r73:w    r19     0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r89:w    r25     0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r124.0<1>:d   r65.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r81.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r67.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r83.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r23.0<1>:ud   r4.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r11.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r29.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r69.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r85.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r31.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r71.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r87.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r4.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r33.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r73.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r89.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r35.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r75.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r91.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r4.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r37.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r77.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r93.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r39.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r79.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r95.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r4.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r41.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              r17.0<1>:ud   r6.0<8;8,1>:ud    0x10:uw             
        sends (16|M0)            null:w   r6      r27     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     6:w              
        shl (16|M0)              r21.0<1>:d    r15.0<8;8,1>:d    6:w              
        sends (16|M0)            null:w   r17     r35     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        add (16|M0)              r25.0<1>:ud   r19.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r4.0<1>:d     r19.0<8;8,1>:d    32:w              
        add (16|M0)              r11.0<1>:ud   r19.0<8;8,1>:d    48:w              
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
        add (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r17.0<1>:d    r21.0<8;8,1>:d    32:w              
        add (16|M0)              r27.0<1>:ud   r21.0<8;8,1>:d    48:w              
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r15.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r15.0<2;1,0>:uw   0xF80:uw             
        send (16|M0)             r43:w    r19     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r59:w    r21     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r51:w    r25     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r75:w    r4      0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r83:w    r11     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r67:w    r23     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r91:w    r17     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r99:w    r27     0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r124.0<1>:d   r43.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r59.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r107.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r45.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r61.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r6.0<1>:ud    r10.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r8.0<2;1,0>:uw    0xF80:uw             
        mov (16|M0)              r109.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r47.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r63.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r111.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r49.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r65.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r113.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r51.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r67.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r115.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r53.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r69.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r117.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r3.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r55.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r71.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r119.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                              
(W)     mov (16|M0)              r124.0<1>:d   r57.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r73.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r6.0<1>:ud    r2.0<8;8,1>:w                   
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r121.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r75.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r91.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r23.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r77.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r93.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r25.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r79.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r95.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r81.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r97.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r29.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r83.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r99.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r31.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r85.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r101.0<8;8,1>:d                  {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r33.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r87.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r103.0<8;8,1>:d                  {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r35.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r2.0<8;8,1>:w                   
(W)     mov (16|M0)              r124.0<1>:d   r89.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:d   r105.0<8;8,1>:d                  {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r37.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              r15.0<1>:ud   r19.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r2.0<1>:ud    r19.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r19     r107    0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:ud  r123.0<8;8,1>:ud                 {Compacted}
        sends (16|M0)            null:w   r15     r115    0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r4      r23     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r2      r31     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4592:
