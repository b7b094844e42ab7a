L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M0)              r19.0<1>:d    r5.0<8;8,1>:d     3:w              
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w              
        shl (16|M16)             r21.0<1>:d    r8.0<8;8,1>:d     3:w              
        send (16|M0)             r15:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r23:w    r19     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r17:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r27:w    r21     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r31.0<1>:uw   r15.0<2;1,0>:uw   0x2:uw             
        mov (16|M0)              r33.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
        shl (16|M16)             r32.0<1>:uw   r17.0<2;1,0>:uw   0x2:uw             
        mov (16|M16)             r35.0<1>:d    r27.0<8;8,1>:d                  
        add (16|M0)              a0.0<1>:uw    r31.0<16;16,1>:uw  0x420:uw            
        mov (16|M0)              r41.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r32.0<16;16,1>:uw  0x420:uw            
        mov (16|M16)             r45.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r31.0<16;16,1>:uw  0x4A0:uw            
        mov (16|M0)              r37.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r39.0<1>:d    r29.0<8;8,1>:d                  
        mov (16|M0)              r43.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r32.0<16;16,1>:uw  0x4A0:uw            
        mov (16|M16)             r47.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r19     r41     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r21     r45     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (16|M0)              a0.0<1>:uw    r31.0<16;16,1>:uw  0x720:uw            
        send (16|M0)             r49:w    r19     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r53:w    r21     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (16|M0)              r57.0<1>:d    r49.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r59.0<1>:d    r53.0<8;8,1>:d                  
        mov (16|M0)              r65.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r32.0<16;16,1>:uw  0x720:uw            
        mov (16|M16)             r69.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r31.0<16;16,1>:uw  0x7A0:uw            
        mov (16|M0)              r61.0<1>:d    r51.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r63.0<1>:d    r55.0<8;8,1>:d                  
        mov (16|M0)              r67.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r32.0<16;16,1>:uw  0x7A0:uw            
        mov (16|M16)             r71.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r19     r65     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r81.0<1>:uw   r15.0<2;1,0>:uw   0x3:uw             
        sends (16|M16)           null:w   r21     r69     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M16)             r82.0<1>:uw   r17.0<2;1,0>:uw   0x3:uw             
        add (16|M0)              a0.0<1>:uw    r81.0<16;16,1>:uw  0xA60:uw            
        send (16|M0)             r73:w    r19     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r77:w    r21     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r99.0<2>:d    r73.0<8;8,1>:d                  
        mov (8|M8)               r101.0<2>:d   r74.0<8;8,1>:d                  
        mov (8|M16)              r103.0<2>:d   r77.0<8;8,1>:d                  
        mov (8|M24)              r105.0<2>:d   r78.0<8;8,1>:d                  
        mov (8|M0)               r99.1<2>:d    r75.0<8;8,1>:d                  
        mov (8|M8)               r101.1<2>:d   r76.0<8;8,1>:d                  
        mov (8|M16)              r103.1<2>:d   r79.0<8;8,1>:d                  
        mov (8|M24)              r105.1<2>:d   r80.0<8;8,1>:d                  
        mov (8|M0)               r83.0<1>:df   r99.0<4;4,1>:df                 
        mov (8|M8)               r85.0<1>:df   r101.0<4;4,1>:df                
        mov (8|M16)              r87.0<1>:df   r103.0<4;4,1>:df                
        mov (8|M24)              r89.0<1>:df   r105.0<4;4,1>:df                
        mov (8|M0)               r107.0<1>:df  r[a0.0]<1,0>:df                 
        mov (8|M8)               r109.0<1>:df  r[a0.8]<1,0>:df                 
        add (16|M16)             a0.0<1>:uw    r82.0<16;16,1>:uw  0xA60:uw            
        mov (8|M16)              r111.0<1>:df  r[a0.0]<1,0>:df                 
        mov (8|M24)              r113.0<1>:df  r[a0.8]<1,0>:df                 
        mov (8|M0)               r91.0<1>:d    r107.0<2;1,0>:d                 
        mov (8|M8)               r92.0<1>:d    r109.0<2;1,0>:d                 
        mov (8|M0)               r93.0<1>:d    r107.1<2;1,0>:d                 
        mov (8|M8)               r94.0<1>:d    r109.1<2;1,0>:d                 
        mov (8|M16)              r95.0<1>:d    r111.0<2;1,0>:d                 
        mov (8|M24)              r96.0<1>:d    r113.0<2;1,0>:d                 
        mov (8|M16)              r97.0<1>:d    r111.1<2;1,0>:d                 
        mov (8|M24)              r98.0<1>:d    r113.1<2;1,0>:d                 
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r19     r91     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r21     r95     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1240:
