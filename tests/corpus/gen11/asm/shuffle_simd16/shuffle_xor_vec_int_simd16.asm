L0:
(W)     mov (8|M0)               r59.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r59.2<0;1,0>:uw 
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r2.0<1>:d     r8.0<0;1,0>:d     r59.1<0;1,0>:d   {Compacted}
(W)     add (8|M0)               r3.8<1>:w     r3.0<8;8,1>:w     8:w              
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     3:w              
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r60:w    r17:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r15.0<1>:d    r13.0<8;8,1>:d    r3.0<16;16,1>:uw
        shl (16|M0)              r7.0<1>:uw    r15.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x780:uw             
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x7C0:uw             
        mov (16|M0)              r21.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M0)              r23.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     4:w              
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x800:uw             
        sends (16|M0)            null:w   r17     r21     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r64:w    r11:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x840:uw             
        mov (16|M0)              r25.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x880:uw             
        mov (16|M0)              r27.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r29.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x8C0:uw             
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r11     r25     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        send (16|M0)             r70:w    r11:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x900:uw             
        mov (16|M0)              r17.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r31.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x940:uw             
        mov (16|M0)              r19.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x980:uw             
        mov (16|M0)              r21.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r23.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     5:w              
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x9C0:uw             
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r11     r17     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r25.0<1>:ud   r15.0<8;8,1>:ud   0x10:uw             
        send (16|M0)             r78:w    r15:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r86:w    r25:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xA00:uw             
        mov (16|M0)              r27.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r43.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xA40:uw             
        mov (16|M0)              r29.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xA80:uw             
        mov (16|M0)              r31.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xAC0:uw             
        mov (16|M0)              r33.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xB00:uw             
        mov (16|M0)              r35.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xB40:uw             
        mov (16|M0)              r37.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xB80:uw             
        mov (16|M0)              r39.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M0)              r41.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r11.0<1>:ud   r15.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r15     r27     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     6:w              
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xBC0:uw             
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r11     r35     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r13.0<1>:ud   r19.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r21.0<1>:d    r19.0<8;8,1>:d    32:w              
        add (16|M0)              r23.0<1>:ud   r19.0<8;8,1>:d    48:w              
        send (16|M0)             r94:w    r19:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r102:w   r13:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r110:w   r21:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r118:w   r23:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xC00:uw             
        mov (16|M0)              r43.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xC40:uw             
        mov (16|M0)              r45.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xC80:uw             
        mov (16|M0)              r47.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xCC0:uw             
        mov (16|M0)              r49.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xD00:uw             
        mov (16|M0)              r51.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xD40:uw             
        mov (16|M0)              r53.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xD80:uw             
        mov (16|M0)              r55.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xDC0:uw             
        mov (16|M0)              r57.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xE00:uw             
        mov (16|M0)              r23.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xE40:uw             
        mov (16|M0)              r25.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xE80:uw             
        mov (16|M0)              r27.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xEC0:uw             
        mov (16|M0)              r29.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xF00:uw             
        mov (16|M0)              r31.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xF40:uw             
        mov (16|M0)              r33.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0xF80:uw             
        mov (16|M0)              r35.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              r2.0<1>:ud    r19.0<8;8,1>:ud   0x10:uw             
        mov (16|M0)              r37.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r8.0<1>:ud    r19.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r19     r43     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r2      r51     0x20C            0x0402500A           {NoPreempt} // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r21     r23     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r8      r31     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2072:
