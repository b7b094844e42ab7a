L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     shl (1|M0)               r5.0<1>:uw    r5.8<0;1,0>:uw    0x2:uw             
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     add (1|M0)               a0.0<1>:uw    r5.0<0;1,0>:uw    0x1A0:uw             
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w              
        mov (16|M0)              r17.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r15     r17     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     r5.5<0;1,0>:d    {Compacted}
(W)     mov (16|M0)              r25.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        or (16|M0)               r29.0<1>:d    r15.0<8;8,1>:d    4:w              
(W)     mov (16|M0)              r37.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    2:w              
        mov (8|M0)               r23.0<1>:f    r25.1<1;1,0>:f                  
(W)     mov (8|M0)               r41.0<2>:f    r13.1<2;1,0>:f                  
        or (16|M0)               r39.0<1>:d    r15.0<8;8,1>:d    8:w              
(W)     mov (8|M0)               r41.1<2>:f    r13.0<2;1,0>:f                  
        mov (8|M0)               r34.0<1>:f    r37.5<1;1,0>:f                  
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r45.0<1>:f    r41.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r21:w    r19:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r27.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r24.0<1>:f    r26.1<1;1,0>:f                  
        sends (16|M0)            null:w   r29     r23     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r31:w    r19:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r35.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r33.0<1>:f    r36.5<1;1,0>:f                  
        mov (16|M0)              r43.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r39     r43     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L488:
