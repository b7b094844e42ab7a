L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w              
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    2:w              
        mul (16|M0)              r27.0<1>:ud   r11.0<8;8,1>:ud   0x6:uw             
        mul (16|M16)             r29.0<1>:ud   r13.0<8;8,1>:ud   0x6:uw             
        send (16|M0)             r19:w    r15:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r21:w    r17:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r31.0<1>:d    r27.0<8;8,1>:d    2:w              
        shl (16|M16)             r33.0<1>:d    r29.0<8;8,1>:d    2:w              
        add (16|M0)              r67.0<1>:d    r31.0<8;8,1>:d    16:w              
        add (16|M16)             r69.0<1>:d    r33.0<8;8,1>:d    16:w              
        rnde (16|M0)             r23.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        rnde (16|M16)            r25.0<1>:f    r21.0<8;8,1>:f                  
        rndd (16|M0)             r39.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        rndd (16|M16)            r41.0<1>:f    r21.0<8;8,1>:f                  
        cmp (16|M0)   (le)f0.0   null<1>:f     r23.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M16)  (le)f0.0   null<1>:f     r25.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M0)   (gt)f1.0   null<1>:f     r23.0<8;8,1>:f    0x4F000000:f              
        mov (16|M0)              (sat)r80.0<4>:ub  r39.0<8;8,1>:f              
(~f0.0) sel (16|M0)              r59.0<1>:f    r23.0<8;8,1>:f    0xCF000000:f              
(~f0.0) sel (16|M16)             r61.0<1>:f    r25.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M16)  (gt)f1.0   null<1>:f     r25.0<8;8,1>:f    0x4F000000:f              
        mov (16|M16)             (sat)r82.0<4>:ub  r41.0<8;8,1>:f              
        rndu (16|M0)             r35.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        rndu (16|M16)            r37.0<1>:f    r21.0<8;8,1>:f                  
        mov (16|M0)              r63.0<1>:d    r59.0<8;8,1>:f                   {Compacted}
        cmp (16|M0)   (eq)f0.0   null<1>:f     r23.0<8;8,1>:f    r23.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r8.0<1>:ub    r80.0<4;1,0>:ub                 
        mov (16|M16)             r65.0<1>:d    r61.0<8;8,1>:f                  
(f1.0)  mov (16|M0)              r63.0<1>:f    qnan(0x3FFFFF):f                              
        cmp (16|M16)  (eq)f0.0   null<1>:f     r25.0<8;8,1>:f    r25.0<8;8,1>:f  
        mov (16|M16)             r71.0<1>:ub   r82.0<4;1,0>:ub                 
(f1.0)  mov (16|M16)             r65.0<1>:f    qnan(0x3FFFFF):f                              
        mov (16|M0)              r45.0<1>:d    r19.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r43.0<1>:d    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r49.0<1>:d    r39.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r47.0<1>:d    r35.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r53.0<1>:d    r21.0<8;8,1>:f                  
        mov (16|M16)             r51.0<1>:d    r25.0<8;8,1>:f                  
        mov (16|M16)             r57.0<1>:d    r41.0<8;8,1>:f                  
        mov (16|M16)             r55.0<1>:d    r37.0<8;8,1>:f                  
        mov (16|M0)              r74.0<1>:d    r8.0<8;8,1>:ub                  
(f0.0)  sel (16|M0)              r72.0<1>:d    r63.0<8;8,1>:d    0:w              
        mov (16|M16)             r78.0<1>:d    r71.0<8;8,1>:ub                 
(f0.0)  sel (16|M16)             r76.0<1>:d    r65.0<8;8,1>:d    0:w              
        sends (16|M0)            null:w   r31     r43     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r33     r51     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r67     r72     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r69     r76     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L856:
