L0:
(W)     mov (8|M0)               r117.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r117.2<0;1,0>:uw
(W)     mach (1|M0)              r2.0<1>:d     r8.0<0;1,0>:d     r117.1<0;1,0>:d  {Compacted}
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        shl (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     3:w              
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r75:w    r15:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r3.0<1>:uw    r13.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x960:uw             
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x9A0:uw             
        mov (16|M0)              r19.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M0)              r21.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r4.0<1>:d     r9.0<8;8,1>:d     4:w              
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x8A0:uw             
        sends (16|M0)            null:w   r15     r19     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r69:w    r4:f    0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x8E0:uw             
        mov (16|M0)              r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x920:uw             
        mov (16|M0)              r25.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r27.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xEC0:uw             
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r4      r23     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        send (16|M0)             r118:w   r4:f    0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xF00:uw             
        mov (16|M0)              r29.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xF40:uw             
        mov (16|M0)              r31.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xF80:uw             
        mov (16|M0)              r33.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r35.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     5:w              
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x8A0:uw             
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r4      r29     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x10:uw             
        send (16|M0)             r69:w    r17:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r77:w    r19:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x8E0:uw             
        mov (16|M0)              r37.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x920:uw             
        mov (16|M0)              r39.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x960:uw             
        mov (16|M0)              r41.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x9A0:uw             
        mov (16|M0)              r43.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x9E0:uw             
        mov (16|M0)              r45.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xA20:uw             
        mov (16|M0)              r47.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xA60:uw             
        mov (16|M0)              r49.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r51.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r4.0<1>:ud    r17.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r17     r37     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     6:w              
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xCA0:uw             
        sends (16|M0)            null:w   r4      r45     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r13.0<1>:ud   r19.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r21.0<1>:d    r19.0<8;8,1>:d    32:w              
        add (16|M0)              r23.0<1>:ud   r19.0<8;8,1>:d    48:w              
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r101:w   r19:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r109:w   r13:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r85:w    r21:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r93:w    r23:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xCE0:uw             
        mov (16|M0)              r53.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xD20:uw             
        mov (16|M0)              r55.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xD60:uw             
        mov (16|M0)              r57.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xDA0:uw             
        mov (16|M0)              r59.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xDE0:uw             
        mov (16|M0)              r61.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xE20:uw             
        mov (16|M0)              r63.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xE60:uw             
        mov (16|M0)              r65.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xAA0:uw             
        mov (16|M0)              r67.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xAE0:uw             
        mov (16|M0)              r23.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xB20:uw             
        mov (16|M0)              r25.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xB60:uw             
        mov (16|M0)              r27.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xBA0:uw             
        mov (16|M0)              r29.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xBE0:uw             
        mov (16|M0)              r31.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xC20:uw             
        mov (16|M0)              r33.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xC60:uw             
        mov (16|M0)              r35.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              r4.0<1>:ud    r19.0<8;8,1>:ud   0x10:uw             
        mov (16|M0)              r37.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r8.0<1>:ud    r19.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r19     r53     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r117.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r4      r61     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r21     r23     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r8      r31     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2016:
