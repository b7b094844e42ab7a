L0:
(W)     mov (8|M0)               r121.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r121.2<0;1,0>:uw
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r2.0<1>:d     r8.3<0;1,0>:d     r121.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r29.0<1>:ud   r3.0<8;8,1>:w                   
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (8|M0)               r30.0<1>:ud   r29.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        add (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     3:w              
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    3:w              
        send (16|M0)             r25:w    r19:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r21:w    r17:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r31.0<1>:d    -r13.0<8;8,1>:d   16:w              
(W)     mov (16|M0)              r119.0<1>:f   r25.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r33.0<1>:ud   r29.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     mov (16|M0)              r117.0<1>:f   r21.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r4.0<1>:ud    r33.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xEA0:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r37.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r23.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r27.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r35.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r35.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r39.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r4.0<1>:d     r15.0<8;8,1>:d    4:w              
        shl (16|M0)              r29.0<1>:d    r9.0<8;8,1>:d     4:w              
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        sends (16|M0)            null:w   r19     r37     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r6.0<1>:ud    r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xEA0:uw             
        send (16|M0)             r41:w    r4:f    0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M0)             r47:w    r29:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (16|M0)              r117.0<1>:f   r41.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r33.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r35.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r25.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r37.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                   
        sends (16|M0)            null:w   r29     r33     0x20C            0x04025004           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r6.0<1>:ud    r13.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r17.0<1>:ud   r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r17.0<2;1,0>:uw   0xF40:uw             
        send (16|M0)             r53:w    r4:f    0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r61:w    r29:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r122.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r61.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r33.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r63.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r21.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xEA0:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r35.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r65.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r17.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r37.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M0)              r39.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r13.0<1>:d    r15.0<8;8,1>:d    5:w              
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     5:w              
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        sends (16|M0)            null:w   r29     r33     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r21.0<1>:ud   r13.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x10:uw             
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xF40:uw             
        send (16|M0)             r69:w    r13:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r85:w    r17:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r29.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r77:w    r21:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r93:w    r23:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r122.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r85.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r25.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r33.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r71.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r87.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r26.0<1>:ud   r25.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r27.0<1>:ud   r25.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r11.0<1>:ud   r27.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r35.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r73.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r89.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r37.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r75.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r91.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r23.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r39.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r77.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r93.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r4.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r41.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r79.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r95.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r43.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r81.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r97.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r19.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r45.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r83.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r99.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r23.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r47.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r4.0<1>:ud    r17.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r17     r33     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    6:w              
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     6:w              
        sends (16|M0)            null:w   r4      r41     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        add (16|M0)              r25.0<1>:ud   r19.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r27.0<1>:d    r19.0<8;8,1>:d    32:w              
        add (16|M0)              r13.0<1>:ud   r19.0<8;8,1>:d    48:w              
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
        add (16|M0)              r17.0<1>:ud   r21.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r4.0<1>:d     r21.0<8;8,1>:d    32:w              
        add (16|M0)              r15.0<1>:ud   r21.0<8;8,1>:d    48:w              
(W)     add (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        send (16|M0)             r49:w    r19:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r101:w   r21:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r57:w    r25:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r33:w    r27:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r41:w    r13:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r109:w   r17:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r27.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r65:w    r4:f    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r73:w    r15:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r122.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r101.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r8.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r81.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r19.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r14.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r83.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r105.0<8;8,1>:f                  {Compacted}
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        mov (16|M0)              r85.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r107.0<8;8,1>:f                  {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r18.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r12.0<1>:ud   r3.0<8;8,1>:w                   
        mov (16|M0)              r87.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r109.0<8;8,1>:f                  {Compacted}
(W)     add (8|M0)               r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r12.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                              
        mov (16|M0)              r89.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r111.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r8.0<1>:ud    r2.0<8;8,1>:w                   
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r18.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r14.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r91.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r61.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r6.0<1>:ud    r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xF40:uw             
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r93.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r63.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r115.0<8;8,1>:f                  {Compacted}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r18.0<1>:ud   r10.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r14.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r12.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r95.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r33.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r65.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r12.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r49.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r35.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r51.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r37.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r8.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r53.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r39.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r71.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r14.0<1>:ud   r8.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r12.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r55.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r41.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r73.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r12.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r57.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r75.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r12.0<1>:ud   r2.0<8;8,1>:w                   
        mov (16|M0)              r59.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r77.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r12.0<8;8,1>:ud   r31.0<8;8,1>:d  
(W)     shl (16|M0)              r23.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw             
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r8.0<1>:ud    r2.0<8;8,1>:w                   
        mov (16|M0)              r61.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r117.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   r79.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r14.0<1>:ud   r8.0<8;8,1>:ud    r31.0<8;8,1>:d  
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xEA0:uw             
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              r6.0<1>:ud    r21.0<8;8,1>:ud   0x10:uw             
        mov (16|M0)              r63.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r2.0<1>:ud    r21.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r21     r81     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r121.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r6      r89     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r4      r49     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r2      r57     0x20C            0x0402500A           {NoPreempt} // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4976:
