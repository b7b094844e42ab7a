L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r23.0<1>:w    0x76543210:v                              
(W)     mov (8|M16)              r24.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r23.8<1>:w    r23.0<8;8,1>:w    8:w              
(W)     add (8|M16)              r24.8<1>:w    r24.0<8;8,1>:w    8:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (16|M16)             r24.0<1>:w    r24.0<16;16,1>:w  16:w              
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        send (16|M0)             r15:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r13:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r19:w    r11:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r21:w    r13:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        xor (16|M0)              r25.0<1>:d    r15.0<8;8,1>:d    r23.0<16;16,1>:uw
        xor (16|M16)             r27.0<1>:d    r17.0<8;8,1>:d    r24.0<16;16,1>:uw
        mov (16|M0)              r35.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r37.0<1>:f    r21.0<8;8,1>:f                  
        shl (16|M0)              r33.0<1>:uw   r25.0<2;1,0>:uw   0x2:uw             
        shl (16|M16)             r34.0<1>:uw   r27.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r33.0<16;16,1>:uw  0x460:uw            
        mov (16|M0)              r63.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r34.0<16;16,1>:uw  0x460:uw            
        mov (16|M0)              r29.0<1>:f    r63.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r65.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r31.0<1>:f    r65.0<8;8,1>:f                  
        sends (16|M0)            null:w   r11     r29     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r33.0<16;16,1>:uw  0x5E0:uw            
        sends (16|M16)           null:w   r13     r31     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r39:w    r11:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r41:w    r13:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r47.0<1>:f    r39.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r49.0<1>:f    r41.0<8;8,1>:f                  
        mov (16|M0)              r67.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r34.0<16;16,1>:uw  0x5E0:uw            
        mov (16|M0)              r43.0<1>:f    r67.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r69.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r45.0<1>:f    r69.0<8;8,1>:f                  
        sends (16|M0)            null:w   r11     r43     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r33.0<16;16,1>:uw  0x760:uw            
        sends (16|M16)           null:w   r13     r45     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r51:w    r11:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r53:w    r13:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r59.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r61.0<1>:f    r53.0<8;8,1>:f                  
        mov (16|M0)              acc0.0<1>:f   r[a0.0]<1,0>:f                  
        add (16|M16)             a0.0<1>:uw    r34.0<16;16,1>:uw  0x760:uw            
        mov (16|M0)              r55.0<1>:f    acc0.0<8;8,1>:f                 
        mov (16|M16)             acc0.0<1>:f   r[a0.0]<1,0>:f                  
        mov (16|M16)             r57.0<1>:f    acc0.0<8;8,1>:f                 
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r11     r55     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r57     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L928:
