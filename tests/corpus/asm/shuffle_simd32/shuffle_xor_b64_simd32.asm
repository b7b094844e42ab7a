L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r31.0<1>:w    0x76543210:v                              
(W)     mov (8|M16)              r32.0<1>:w    0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (8|M0)               r31.8<1>:w    r31.0<8;8,1>:w    8:w              
(W)     add (8|M16)              r32.8<1>:w    r32.0<8;8,1>:w    8:w              
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
(W)     add (16|M16)             r32.0<1>:w    r32.0<16;16,1>:w  16:w              
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        shl (16|M0)              r19.0<1>:d    r5.0<8;8,1>:d     3:w              
        shl (16|M16)             r21.0<1>:d    r8.0<8;8,1>:d     3:w              
        send (16|M0)             r15:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r23:w    r19     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r27:w    r21     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r33.0<1>:d    r15.0<8;8,1>:d    r31.0<16;16,1>:uw
        xor (16|M16)             r35.0<1>:d    r17.0<8;8,1>:d    r32.0<16;16,1>:uw
        mov (16|M0)              r39.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r41.0<1>:d    r27.0<8;8,1>:d                  
        shl (16|M0)              r37.0<1>:uw   r33.0<2;1,0>:uw   0x2:uw             
        shl (16|M16)             r38.0<1>:uw   r35.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r37.0<16;16,1>:uw  0x4E0:uw            
        mov (16|M0)              r47.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r38.0<16;16,1>:uw  0x4E0:uw            
        mov (16|M16)             r51.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r37.0<16;16,1>:uw  0x560:uw            
        mov (16|M0)              r43.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r45.0<1>:d    r29.0<8;8,1>:d                  
        mov (16|M0)              r49.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r38.0<16;16,1>:uw  0x560:uw            
        mov (16|M16)             r53.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r19     r47     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r21     r51     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (16|M0)              a0.0<1>:uw    r37.0<16;16,1>:uw  0x7E0:uw            
        send (16|M0)             r55:w    r19     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r59:w    r21     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (16|M0)              r63.0<1>:d    r55.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r65.0<1>:d    r59.0<8;8,1>:d                  
        mov (16|M0)              r71.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r38.0<16;16,1>:uw  0x7E0:uw            
        mov (16|M16)             r75.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r37.0<16;16,1>:uw  0x860:uw            
        mov (16|M0)              r67.0<1>:d    r57.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r69.0<1>:d    r61.0<8;8,1>:d                  
        mov (16|M0)              r73.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r38.0<16;16,1>:uw  0x860:uw            
        mov (16|M16)             r77.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r19     r71     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r87.0<1>:uw   r33.0<2;1,0>:uw   0x3:uw             
        sends (16|M16)           null:w   r21     r75     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M16)             r88.0<1>:uw   r35.0<2;1,0>:uw   0x3:uw             
        add (16|M0)              a0.0<1>:uw    r87.0<16;16,1>:uw  0xB20:uw            
        send (16|M0)             r79:w    r19     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r83:w    r21     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r105.0<2>:d   r79.0<8;8,1>:d                  
        mov (8|M8)               r107.0<2>:d   r80.0<8;8,1>:d                  
        mov (8|M16)              r109.0<2>:d   r83.0<8;8,1>:d                  
        mov (8|M24)              r111.0<2>:d   r84.0<8;8,1>:d                  
        mov (8|M0)               r105.1<2>:d   r81.0<8;8,1>:d                  
        mov (8|M8)               r107.1<2>:d   r82.0<8;8,1>:d                  
        mov (8|M16)              r109.1<2>:d   r85.0<8;8,1>:d                  
        mov (8|M24)              r111.1<2>:d   r86.0<8;8,1>:d                  
        mov (8|M0)               r89.0<1>:df   r105.0<4;4,1>:df                
        mov (8|M8)               r91.0<1>:df   r107.0<4;4,1>:df                
        mov (8|M16)              r93.0<1>:df   r109.0<4;4,1>:df                
        mov (8|M24)              r95.0<1>:df   r111.0<4;4,1>:df                
        mov (8|M0)               r113.0<1>:df  r[a0.0]<1,0>:df                 
        mov (8|M8)               r115.0<1>:df  r[a0.8]<1,0>:df                 
        add (16|M16)             a0.0<1>:uw    r88.0<16;16,1>:uw  0xB20:uw            
        mov (8|M16)              r117.0<1>:df  r[a0.0]<1,0>:df                 
        mov (8|M24)              r119.0<1>:df  r[a0.8]<1,0>:df                 
        mov (8|M0)               r97.0<1>:d    r113.0<2;1,0>:d                 
        mov (8|M8)               r98.0<1>:d    r115.0<2;1,0>:d                 
        mov (8|M0)               r99.0<1>:d    r113.1<2;1,0>:d                 
        mov (8|M8)               r100.0<1>:d   r115.1<2;1,0>:d                 
        mov (8|M16)              r101.0<1>:d   r117.0<2;1,0>:d                 
        mov (8|M24)              r102.0<1>:d   r119.0<2;1,0>:d                 
        mov (8|M16)              r103.0<1>:d   r117.1<2;1,0>:d                 
        mov (8|M24)              r104.0<1>:d   r119.1<2;1,0>:d                 
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r19     r97     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r21     r101    0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1352:
