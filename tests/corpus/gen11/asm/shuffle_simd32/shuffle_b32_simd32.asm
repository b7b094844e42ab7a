L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        send (16|M0)             r15:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r19:w    r11:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r13:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r21:w    r13:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r27.0<1>:uw   r15.0<2;1,0>:uw   0x2:uw             
        mov (16|M0)              r29.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        shl (16|M16)             r28.0<1>:uw   r17.0<2;1,0>:uw   0x2:uw             
        mov (16|M16)             r31.0<1>:f    r21.0<8;8,1>:f                  
        add (16|M0)              a0.0<1>:uw    r27.0<16;16,1>:uw  0x3A0:uw            
        mov (16|M0)              r57.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r28.0<16;16,1>:uw  0x3A0:uw            
        mov (16|M0)              r23.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r59.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r25.0<1>:f    r59.0<8;8,1>:f                  
        sends (16|M0)            null:w   r11     r23     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r27.0<16;16,1>:uw  0x520:uw            
        sends (16|M16)           null:w   r13     r25     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r33:w    r11:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r35:w    r13:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r41.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r43.0<1>:f    r35.0<8;8,1>:f                  
        mov (16|M0)              r61.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r28.0<16;16,1>:uw  0x520:uw            
        mov (16|M0)              r37.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r63.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r39.0<1>:f    r63.0<8;8,1>:f                  
        sends (16|M0)            null:w   r11     r37     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r27.0<16;16,1>:uw  0x6A0:uw            
        sends (16|M16)           null:w   r13     r39     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r45:w    r11:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r47:w    r13:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r53.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r55.0<1>:f    r47.0<8;8,1>:f                  
        mov (16|M0)              acc0.0<1>:f   r[a0.0]<1,0>:f                  
        add (16|M16)             a0.0<1>:uw    r28.0<16;16,1>:uw  0x6A0:uw            
        mov (16|M0)              r49.0<1>:f    acc0.0<8;8,1>:f                 
        mov (16|M16)             acc0.0<1>:f   r[a0.0]<1,0>:f                  
        mov (16|M16)             r51.0<1>:f    acc0.0<8;8,1>:f                 
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r11     r49     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r51     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L816:
