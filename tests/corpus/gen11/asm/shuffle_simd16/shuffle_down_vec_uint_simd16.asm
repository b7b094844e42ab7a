L0:
(W)     mov (8|M0)               r119.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r119.2<0;1,0>:uw
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r2.0<1>:d     r8.3<0;1,0>:d     r119.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r29.0<1>:ud   r3.0<8;8,1>:w                   
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (8|M0)               r30.0<1>:ud   r29.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        add (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     3:w              
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    3:w              
        send (16|M0)             r21:w    r17:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r25:w    r19:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     add (16|M0)              r31.0<1>:ud   r29.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     mov (16|M0)              r124.0<1>:f   r21.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r33.0<1>:ud   r31.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r126.0<1>:f   r25.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r33.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r35.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r23.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r27.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r29.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r37.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r31.0<1>:d    r9.0<8;8,1>:d     4:w              
        shl (16|M0)              r33.0<1>:d    r15.0<8;8,1>:d    4:w              
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        sends (16|M0)            null:w   r17     r35     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xE60:uw             
        send (16|M0)             r39:w    r31:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M0)             r45:w    r33:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (16|M0)              r115.0<1>:f   r39.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r25.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r41.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r27.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r11.0<1>:ud   r4.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r35.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r35.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r29.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                   
        sends (16|M0)            null:w   r31     r25     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r4.0<1>:ud    r19.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r11.0<1>:ud   r4.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xE60:uw             
        send (16|M0)             r51:w    r31:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r59:w    r33:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r115.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r21.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r33.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r61.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r22.0<1>:ud   r21.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r21.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r35.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r63.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r25.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r37.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r65.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r11.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r39.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r4.0<1>:d     r9.0<8;8,1>:d     5:w              
        shl (16|M0)              r23.0<1>:d    r15.0<8;8,1>:d    5:w              
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
        sends (16|M0)            null:w   r31     r33     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r21.0<1>:ud   r4.0<8;8,1>:ud    0x10:uw             
        add (16|M0)              r11.0<1>:ud   r23.0<8;8,1>:ud   0x10:uw             
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r25.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r6.0<1>:ud    r25.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xF80:uw             
        send (16|M0)             r67:w    r4:f    0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r41:w    r23:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r75:w    r21:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r49:w    r11:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r124.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r41.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r27.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r83.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r28.0<1>:ud   r27.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r29.0<1>:ud   r27.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r17.0<1>:ud   r29.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r17.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r85.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r71.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r11.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r87.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r73.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r25.0<1>:ud   r19.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r27.0<1>:ud   r25.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r27.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r89.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r75.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r91.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r77.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r25.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r27.0<1>:ud   r25.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r27.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r93.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r79.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r11.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r95.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r81.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r25.0<1>:ud   r19.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r27.0<1>:ud   r25.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r27.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r97.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r6.0<1>:ud    r4.0<8;8,1>:ud    0x10:uw             
        sends (16|M0)            null:w   r4      r83     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     6:w              
        shl (16|M0)              r23.0<1>:d    r15.0<8;8,1>:d    6:w              
        sends (16|M0)            null:w   r6      r91     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
        add (16|M0)              r19.0<1>:ud   r21.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r11.0<1>:d    r21.0<8;8,1>:d    32:w              
        add (16|M0)              r4.0<1>:ud    r21.0<8;8,1>:d    48:w              
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r6.0<1>:ud    r23.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r8.0<1>:d     r23.0<8;8,1>:d    32:w              
        add (16|M0)              r45.0<1>:ud   r23.0<8;8,1>:d    48:w              
(W)     add (16|M0)              r41.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r43.0<1>:ud   r41.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r43.0<2;1,0>:uw   0xE60:uw             
        send (16|M0)             r99:w    r21:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r25:w    r23:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r107:w   r19:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r47:w    r11:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r23.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r55:w    r4:f    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r33:w    r6:f    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r63:w    r8:f    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r71:w    r45:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r115.0<1>:f   r99.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r25.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r79.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r101.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r27.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r81.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r29.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r41.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r41.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r83.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r105.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r31.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r85.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r107.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r33.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r8.0<1>:ud    r4.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r41.0<1>:ud   r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r41.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                              
        mov (16|M0)              r87.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r109.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r35.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r17.0<1>:ud   r2.0<8;8,1>:w                   
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r3.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r5.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r89.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r111.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r37.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r6.0<1>:ud    r5.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r7.0<1>:ud    r5.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r9.0<1>:ud    r7.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r9.0<2;1,0>:uw    0xE60:uw             
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r91.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r39.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r5.0<1>:ud    r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r5.0<2;1,0>:uw    0xF80:uw             
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r93.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r63.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r9.0<1>:ud    r3.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r9.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r17.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r25.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r65.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r5.0<1>:ud    r17.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r5.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r3.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r7.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r27.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r9.0<1>:ud    r7.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r9.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r5.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r29.0<1>:f    r5.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r31.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r71.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r9.0<1>:ud    r3.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r9.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r5.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r33.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r126.0<1>:f   r73.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r6.0<1>:ud    r5.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r5.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF80:uw             
        mov (16|M0)              r3.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r7.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r35.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r120.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r75.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r9.0<1>:ud    r7.0<8;8,1>:ud    r13.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r9.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF00:uw             
        mov (16|M0)              r5.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r37.0<1>:f    r5.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r115.0<1>:f   r61.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r77.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xE60:uw             
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              r3.0<1>:ud    r21.0<8;8,1>:ud   0x10:uw             
        mov (16|M0)              r39.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r9.0<1>:ud    r21.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r21     r79     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r119.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r3      r87     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r11     r25     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r9      r33     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r3.0<1>:f     r3.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4960:
