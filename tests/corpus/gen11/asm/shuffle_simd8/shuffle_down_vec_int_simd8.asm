L0:
(W)     mov (8|M0)               r121.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r121.2<0;1,0>:uw
(W)     mov (8|M0)               r16.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r2.0<1>:d     r8.3<0;1,0>:d     r121.1<0;1,0>:d  {Compacted}
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r5.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r6.0<1>:d     r5.0<8;8,1>:d     2:w              
        add (8|M0)               r9.0<1>:d     r5.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r10.0<1>:d    r5.0<8;8,1>:d     3:w              
        send (8|M0)              r7:d     r6:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        shl (8|M0)               r11.0<1>:d    r9.0<8;8,1>:d     3:w              
        send (8|M0)              r12:d    r10:f   0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r14:d    r11:f   0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r71.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     mov (8|M0)               r72.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r18.0<2;1,0>:uw   0x8E0:uw             
        mov (8|M0)               r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r69.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r70.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r6.0<2;1,0>:uw    0x8A0:uw             
        mov (8|M0)               r3.0<1>:d     r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r10     r2      0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        shl (8|M0)               r8.0<1>:d     r5.0<8;8,1>:d     4:w              
        shl (8|M0)               r11.0<1>:d    r9.0<8;8,1>:d     4:w              
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     shl (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r24.0<2;1,0>:uw   0x860:uw             
        send (8|M0)              r17:d    r8:f    0xC            0x02306803           // wr:1+0, rd:3; hdc.dc1; untyped surface read with xyz
        send (8|M0)              r20:d    r11:f   0xC            0x02306803           // wr:1+0, rd:3; hdc.dc1; untyped surface read with xyz
(W)     mov (8|M0)               r67.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r126.0<1>:f   r18.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r21.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r6.0<2;1,0>:uw    0xFC0:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r124.0<1>:f   r19.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r125.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r3.0<2;1,0>:uw    0xF80:uw             
        mov (8|M0)               r14.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r8      r12     0xCC            0x02026804           // wr:1+3, rd:0; hdc.dc1; untyped surface write with xyz
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     shl (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r6.0<2;1,0>:uw    0xF40:uw             
        send (8|M0)              r23:d    r8:f    0xC            0x02406005           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        send (8|M0)              r27:d    r11:f   0xC            0x02406005           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r122.0<1>:f   r23.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r123.0<1>:f   r27.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r31.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r119.0<1>:f   r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r120.0<1>:f   r28.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r3.0<2;1,0>:uw    0xEE0:uw             
        mov (8|M0)               r32.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r117.0<1>:f   r25.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r118.0<1>:f   r29.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r4.0<2;1,0>:uw    0xEA0:uw             
        mov (8|M0)               r33.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r115.0<1>:f   r26.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r116.0<1>:f   r30.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r2.0<2;1,0>:uw    0xE60:uw             
        mov (8|M0)               r34.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r8      r31     0x10C            0x02026006           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (8|M0)               r3.0<1>:d     r5.0<8;8,1>:d     5:w              
        shl (8|M0)               r4.0<1>:d     r9.0<8;8,1>:d     5:w              
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
        add (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:ud    0x10:uw             
        add (8|M0)               r2.0<1>:ud    r4.0<8;8,1>:ud    0x10:uw             
(W)     shl (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r11.0<2;1,0>:uw   0xE20:uw             
        send (8|M0)              r35:d    r3:f    0xC            0x02406007           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r43:d    r4:f    0xC            0x02406007           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        send (8|M0)              r39:d    r6:f    0xC            0x02406007           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r3.0<1>:f     r3.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r47:d    r2:f    0xC            0x02406007           {NoPreempt} // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r113.0<1>:f   r35.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r114.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r17.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r111.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r112.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0xDE0:uw             
        mov (8|M0)               r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r109.0<1>:f   r37.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r110.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r10.0<2;1,0>:uw   0xDA0:uw             
        mov (8|M0)               r19.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r107.0<1>:f   r38.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r108.0<1>:f   r46.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r6.0<2;1,0>:uw    0xD60:uw             
        mov (8|M0)               r20.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r105.0<1>:f   r39.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r106.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r4.0<2;1,0>:uw    0xD20:uw             
        mov (8|M0)               r21.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r103.0<1>:f   r40.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r104.0<1>:f   r48.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r2.0<2;1,0>:uw    0xCE0:uw             
        mov (8|M0)               r22.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r101.0<1>:f   r41.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r102.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r8.0<2;1,0>:uw    0xCA0:uw             
        mov (8|M0)               r23.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r99.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r100.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r10.0<2;1,0>:uw   0xC60:uw             
        mov (8|M0)               r24.0<1>:d    r[a0.0]<1,0>:d                  
        add (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud    0x10:uw             
        sends (8|M0)             null:ud  r3      r17     0x10C            0x02026008           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (8|M0)               r6.0<1>:d     r5.0<8;8,1>:d     6:w              
        shl (8|M0)               r8.0<1>:d     r9.0<8;8,1>:d     6:w              
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
        sends (8|M0)             null:ud  r2      r21     0x10C            0x02026008           {NoPreempt} // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        add (8|M0)               r11.0<1>:ud   r6.0<8;8,1>:ud    0x10:uw             
        add (8|M0)               r12.0<1>:d    r6.0<8;8,1>:d     32:w              
(W)     shl (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
        add (8|M0)               r13.0<1>:ud   r6.0<8;8,1>:d     48:w              
        add (8|M0)               r14.0<1>:ud   r8.0<8;8,1>:ud    0x10:uw             
        add (8|M0)               r3.0<1>:d     r8.0<8;8,1>:d     32:w              
        add (8|M0)               r15.0<1>:ud   r8.0<8;8,1>:d     48:w              
(W)     add (8|M0)               a0.0<1>:uw    r10.0<2;1,0>:uw   0xC20:uw             
        send (8|M0)              r25:d    r6:f    0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        send (8|M0)              r51:d    r8:f    0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r29:d    r11:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r17:d    r12:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r21:d    r13:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r55:d    r14:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r33:d    r3:f    0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r37:d    r15:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r97.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r98.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r41.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r95.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r96.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r4.0<2;1,0>:uw    0xBE0:uw             
        mov (8|M0)               r42.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r93.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r94.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r8.0<2;1,0>:uw    0xBA0:uw             
        mov (8|M0)               r43.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r91.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r92.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r2.0<2;1,0>:uw    0xB60:uw             
        mov (8|M0)               r44.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r89.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r90.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r5.0<2;1,0>:uw    0xB20:uw             
        mov (8|M0)               r45.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r87.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r88.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r3.0<2;1,0>:uw    0xAE0:uw             
        mov (8|M0)               r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r85.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r86.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r4.0<2;1,0>:uw    0xAA0:uw             
        mov (8|M0)               r47.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r83.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r84.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r8.0<2;1,0>:uw    0xA60:uw             
        mov (8|M0)               r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r81.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r82.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r2.0<2;1,0>:uw    0xA20:uw             
        mov (8|M0)               r59.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r79.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r80.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r5.0<2;1,0>:uw    0x9E0:uw             
        mov (8|M0)               r60.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r77.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r78.0<1>:f    r35.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r3.0<2;1,0>:uw    0x9A0:uw             
        mov (8|M0)               r61.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r75.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r76.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r4.0<2;1,0>:uw    0x960:uw             
        mov (8|M0)               r62.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r73.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r74.0<1>:f    r37.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r8.0<2;1,0>:uw    0x920:uw             
        mov (8|M0)               r63.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r16.0<8;8,1>:w  
(W)     mov (8|M0)               r71.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r72.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r2.0<2;1,0>:uw    0x8E0:uw             
        mov (8|M0)               r64.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r69.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r70.0<1>:f    r39.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r4.0<8;8,1>:w   
(W)     shl (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r8.0<2;1,0>:uw    0x8A0:uw             
        mov (8|M0)               r65.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r7.0<8;8,1>:d     r4.0<8;8,1>:w   
(W)     mov (8|M0)               r67.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r2.0<2;1,0>:uw    0x860:uw             
        mov (8|M0)               r66.0<1>:d    r[a0.0]<1,0>:d                  
        add (8|M0)               r5.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw             
        add (8|M0)               r8.0<1>:ud    r6.0<8;8,1>:d     48:w              
(W)     mov (8|M0)               r127.0<1>:f   r121.0<8;8,1>:f                  {Compacted}
        sends (8|M0)             null:ud  r6      r41     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r5      r45     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r12     r59     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r8      r63     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3656:
