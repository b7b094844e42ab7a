L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r8.5<0;1,0>:d     r2.1<0;1,0>:d   
(W)     shl (1|M0)               r7.0<1>:uw    r8.8<0;1,0>:uw    0x2:uw             
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x1A0:uw             
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        send (16|M0)             r13:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r15.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r11     r15     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x220:uw             
        send (16|M0)             r17:w    r11     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r19.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r11     r19     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     3:w              
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x360:uw             
        send (16|M0)             r23:w    r21     0xC            0x04405C04           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r71.0<2>:d    r23.0<8;8,1>:d                  
        mov (8|M8)               r73.0<2>:d    r24.0<8;8,1>:d                  
        mov (16|M0)              r27.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r71.1<2>:d    r25.0<8;8,1>:d                  
        mov (8|M8)               r73.1<2>:d    r26.0<8;8,1>:d                  
(W)     shl (1|M0)               r3.1<1>:q     r[a0.0]<0;1,0>:d  32:w              
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x3A0:uw             
        mov (8|M0)               r29.0<1>:d    r71.0<2;1,0>:d                  
        mov (8|M8)               r30.0<1>:d    r73.0<2;1,0>:d                  
(W)     or (1|M0)                r3.2<1>:q     r3.1<0;1,0>:q     r[a0.0]<0;1,0>:ud
(W)     mov (2|M0)               r3.6<1>:d     r3.4<2;2,1>:d                   
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x4E0:uw             
        mov (16|M0)              r31.0<1>:d    r3.6<0;1,0>:d                   
        mov (16|M0)              r33.0<1>:d    r3.7<0;1,0>:d                   
        sends (16|M0)            null:w   r21     r31     0x10C            0x04025C05           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r35:w    r21     0xC            0x04405C06           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r75.0<2>:d    r35.0<8;8,1>:d                  
        mov (8|M8)               r77.0<2>:d    r36.0<8;8,1>:d                  
        mov (16|M0)              r39.0<1>:d    r37.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r75.1<2>:d    r37.0<8;8,1>:d                  
        mov (8|M8)               r77.1<2>:d    r38.0<8;8,1>:d                  
(W)     shl (1|M0)               r7.1<1>:q     r[a0.0]<0;1,0>:d  32:w              
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x520:uw             
        mov (8|M0)               r41.0<1>:d    r75.0<2;1,0>:d                  
        mov (8|M8)               r42.0<1>:d    r77.0<2;1,0>:d                  
(W)     or (1|M0)                r7.2<1>:q     r7.1<0;1,0>:q     r[a0.0]<0;1,0>:ud
(W)     mov (2|M0)               r7.6<1>:d     r7.4<2;2,1>:d                   
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x5E0:uw             
        mov (16|M0)              r43.0<1>:d    r7.6<0;1,0>:d                   
        mov (16|M0)              r45.0<1>:d    r7.7<0;1,0>:d                   
        sends (16|M0)            null:w   r21     r43     0x10C            0x04025C07           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r47:w    r11     0xC            0x04205E08           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r49.0<1>:f    r[a0.0]<0;1,0>:f                
        sends (16|M0)            null:w   r11     r49     0x8C            0x04025E09           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r51.0<1>:d    r9.0<8;8,1>:d     1:w              
(W)     shl (1|M0)               r8.0<1>:uw    r8.8<0;1,0>:uw    0x1:uw             
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x6A0:uw             
        send (16|M0)             r54:w    r51     0xA            0x0421050A           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r53.0<1>:hf   r54.0<2;1,0>:hf                 
        mov (16|M0)              r56.0<1>:ud   r[a0.0]<0;1,0>:uw               
        sends (16|M0)            null:w   r51     r56     0x8A            0x0403050B           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     shl (1|M0)               r66.0<1>:uw   r8.8<0;1,0>:uw    0x3:uw             
(W)     add (1|M0)               a0.0<1>:uw    r66.0<0;1,0>:uw   0x7C0:uw             
        send (16|M0)             r58:w    r21     0xC            0x04405C0C           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r62.0<2>:d    r58.0<8;8,1>:d                  
        mov (8|M8)               r64.0<2>:d    r59.0<8;8,1>:d                  
        mov (8|M0)               r62.1<2>:d    r60.0<8;8,1>:d                  
        mov (8|M8)               r64.1<2>:d    r61.0<8;8,1>:d                  
(W)     mov (1|M0)               r8.1<1>:df    r[a0.0]<0;1,0>:df               
(W)     mov (2|M0)               r66.1<1>:d    r8.2<2;2,1>:d                   
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        mov (16|M0)              r67.0<1>:d    r66.1<0;1,0>:d                   {Compacted}
        mov (16|M0)              r69.0<1>:d    r66.2<0;1,0>:d                   {Compacted}
        sends (16|M0)            null:w   r21     r67     0x10C            0x04025C0D           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1120:
