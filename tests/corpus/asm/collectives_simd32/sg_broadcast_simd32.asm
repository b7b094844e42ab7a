L0:
(W)     mov (8|M0)               r10.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r11.5<0;1,0>:d    r10.1<0;1,0>:d  
(W)     shl (1|M0)               r24.0<1>:uw   r11.8<0;1,0>:uw   0x2:uw             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xB00:uw             
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r88.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r90.0<1>:d    r22.0<8;8,1>:d                  
(W)     mov (1|M0)               r25.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xB00:uw             
        mov (16|M0)              r26.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r16     r26     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r28.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M16)           null:w   r18     r28     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xB80:uw             
        send (16|M0)             r30:w    r16     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r32:w    r18     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r92.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r94.0<1>:d    r32.0<8;8,1>:d                  
(W)     mov (1|M0)               r34.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xB80:uw             
        mov (16|M0)              r35.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r16     r35     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r37.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M16)           null:w   r18     r37     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r39.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r41.0<1>:d    r14.0<8;8,1>:d    3:w              
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xC00:uw             
        send (16|M0)             r43:w    r39     0xC            0x04405C04           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r47:w    r41     0xC            0x04405C04           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r51.0<2>:d    r43.0<8;8,1>:d                  
        mov (8|M8)               r53.0<2>:d    r44.0<8;8,1>:d                  
        mov (16|M0)              r96.0<1>:d    r45.0<8;8,1>:d                   {Compacted}
        mov (8|M16)              r55.0<2>:d    r47.0<8;8,1>:d                  
        mov (8|M24)              r57.0<2>:d    r48.0<8;8,1>:d                  
        mov (16|M16)             r98.0<1>:d    r49.0<8;8,1>:d                  
        mov (8|M0)               r51.1<2>:d    r45.0<8;8,1>:d                  
        mov (8|M8)               r53.1<2>:d    r46.0<8;8,1>:d                  
        mov (8|M16)              r55.1<2>:d    r49.0<8;8,1>:d                  
        mov (8|M24)              r57.1<2>:d    r50.0<8;8,1>:d                  
(W)     mov (1|M0)               r59.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xC00:uw             
(W)     shl (1|M0)               r60.0<1>:q    r[a0.0]<0;1,0>:d  32:w              
        mov (8|M0)               r61.0<1>:d    r51.0<2;1,0>:d                  
        mov (8|M8)               r62.0<1>:d    r53.0<2;1,0>:d                  
        mov (8|M16)              r63.0<1>:d    r55.0<2;1,0>:d                  
        mov (8|M24)              r64.0<1>:d    r57.0<2;1,0>:d                  
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xC80:uw             
        mov (16|M0)              r100.0<1>:d   r61.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r102.0<1>:d   r63.0<8;8,1>:d                  
(W)     mov (1|M0)               r65.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xC80:uw             
(W)     or (1|M0)                r66.0<1>:q    r60.0<0;1,0>:q    r[a0.0]<0;1,0>:ud
(W)     mov (2|M0)               r67.0<1>:d    r66.0<2;2,1>:d                  
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xD00:uw             
        mov (16|M0)              r68.0<1>:d    r67.0<0;1,0>:d                   {Compacted}
        mov (16|M0)              r70.0<1>:d    r67.1<0;1,0>:d                   {Compacted}
        mov (16|M16)             r72.0<1>:d    r67.0<0;1,0>:d                  
        mov (16|M16)             r74.0<1>:d    r67.1<0;1,0>:d                  
        sends (16|M0)            null:w   r39     r68     0x10C            0x04025C05           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r41     r72     0x10C            0x04025C05           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r76:w    r39     0xC            0x04405C06           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r80:w    r41     0xC            0x04405C06           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r84.0<2>:d    r76.0<8;8,1>:d                  
        mov (8|M8)               r86.0<2>:d    r77.0<8;8,1>:d                  
        mov (16|M0)              r104.0<1>:d   r78.0<8;8,1>:d                   {Compacted}
        mov (8|M16)              r2.0<2>:d     r80.0<8;8,1>:d                  
        mov (8|M24)              r4.0<2>:d     r81.0<8;8,1>:d                  
        mov (16|M16)             r106.0<1>:d   r82.0<8;8,1>:d                  
        mov (8|M0)               r84.1<2>:d    r78.0<8;8,1>:d                  
        mov (8|M8)               r86.1<2>:d    r79.0<8;8,1>:d                  
        mov (8|M16)              r2.1<2>:d     r82.0<8;8,1>:d                  
        mov (8|M24)              r4.1<2>:d     r83.0<8;8,1>:d                  
(W)     mov (1|M0)               r6.0<1>:d     r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xD00:uw             
(W)     shl (1|M0)               r7.0<1>:q     r[a0.0]<0;1,0>:d  32:w              
        mov (8|M0)               r8.0<1>:d     r84.0<2;1,0>:d                  
        mov (8|M8)               r9.0<1>:d     r86.0<2;1,0>:d                  
        mov (8|M16)              r20.0<1>:d    r2.0<2;1,0>:d                   
        mov (8|M24)              r21.0<1>:d    r4.0<2;1,0>:d                   
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xD80:uw             
        mov (16|M0)              r108.0<1>:d   r8.0<8;8,1>:d                    {Compacted}
        mov (16|M16)             r110.0<1>:d   r20.0<8;8,1>:d                  
(W)     mov (1|M0)               r22.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xD80:uw             
(W)     or (1|M0)                r23.0<1>:q    r7.0<0;1,0>:q     r[a0.0]<0;1,0>:ud
(W)     mov (2|M0)               r24.1<1>:d    r23.0<2;2,1>:d                  
(W)     add (1|M0)               a0.0<1>:uw    r24.0<0;1,0>:uw   0xE00:uw             
        mov (16|M0)              r25.0<1>:d    r24.1<0;1,0>:d                   {Compacted}
        mov (16|M0)              r27.0<1>:d    r24.2<0;1,0>:d                   {Compacted}
        mov (16|M16)             r29.0<1>:d    r24.1<0;1,0>:d                  
        mov (16|M16)             r31.0<1>:d    r24.2<0;1,0>:d                  
        sends (16|M0)            null:w   r39     r25     0x10C            0x04025C07           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r41     r29     0x10C            0x04025C07           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r33:w    r16     0xC            0x04205E08           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r35:w    r18     0xC            0x04205E08           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r112.0<1>:f   r33.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r114.0<1>:f   r35.0<8;8,1>:f                  
(W)     mov (1|M0)               r37.0<1>:f    r[a0.0]<0;1,0>:f                
(W)     add (1|M16)              a0.0<1>:uw    r24.0<0;1,0>:uw   0xE00:uw             
        mov (16|M0)              r43.0<1>:f    r[a0.0]<0;1,0>:f                
        sends (16|M0)            null:w   r16     r43     0x8C            0x04025E09           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r45.0<1>:f    r[a0.0]<0;1,0>:f                
        sends (16|M16)           null:w   r18     r45     0x8C            0x04025E09           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r47.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r49.0<1>:d    r14.0<8;8,1>:d    1:w              
(W)     shl (1|M0)               r55.0<1>:uw   r11.8<0;1,0>:uw   0x1:uw             
(W)     add (1|M0)               a0.0<1>:uw    r55.0<0;1,0>:uw   0xE80:uw             
        send (16|M0)             r51:w    r47     0xA            0x0421050A           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r53:w    r49     0xA            0x0421050A           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r116.0<1>:hf  r51.0<2;1,0>:hf                 
        mov (16|M16)             r117.0<1>:hf  r53.0<2;1,0>:hf                 
(W)     mov (1|M0)               r56.0<1>:hf   r[a0.0]<0;1,0>:hf               
(W)     add (1|M16)              a0.0<1>:uw    r55.0<0;1,0>:uw   0xE80:uw             
        mov (16|M0)              r57.0<1>:ud   r[a0.0]<0;1,0>:uw               
        sends (16|M0)            null:w   r47     r57     0x8A            0x0403050B           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M16)             r59.0<1>:ud   r[a0.0]<0;1,0>:uw               
        sends (16|M16)           null:w   r49     r59     0x8A            0x0403050B           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     shl (1|M0)               r69.0<1>:uw   r11.8<0;1,0>:uw   0x3:uw             
(W)     add (1|M0)               a0.0<1>:uw    r69.0<0;1,0>:uw   0xEC0:uw             
        send (16|M0)             r61:w    r39     0xC            0x04405C0C           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r65:w    r41     0xC            0x04405C0C           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r70.0<2>:d    r61.0<8;8,1>:d                  
        mov (8|M8)               r72.0<2>:d    r62.0<8;8,1>:d                  
        mov (8|M16)              r74.0<2>:d    r65.0<8;8,1>:d                  
        mov (8|M24)              r76.0<2>:d    r66.0<8;8,1>:d                  
        mov (8|M0)               r70.1<2>:d    r63.0<8;8,1>:d                  
        mov (8|M8)               r72.1<2>:d    r64.0<8;8,1>:d                  
        mov (8|M16)              r74.1<2>:d    r67.0<8;8,1>:d                  
        mov (8|M24)              r76.1<2>:d    r68.0<8;8,1>:d                  
        mov (8|M0)               r118.0<1>:df  r70.0<4;4,1>:df                 
        mov (8|M8)               r120.0<1>:df  r72.0<4;4,1>:df                 
        mov (8|M16)              r122.0<1>:df  r74.0<4;4,1>:df                 
        mov (8|M24)              r124.0<1>:df  r76.0<4;4,1>:df                 
(W)     mov (1|M0)               r78.0<1>:df   r[a0.0]<0;1,0>:df               
(W)     add (1|M16)              a0.0<1>:uw    r69.0<0;1,0>:uw   0xEC0:uw             
(W)     mov (1|M16)              r78.0<1>:df   r[a0.0]<0;1,0>:df               
(W)     mov (2|M0)               r79.0<1>:d    r78.0<2;2,1>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r10.0<8;8,1>:ud                  {Compacted}
        mov (16|M0)              r80.0<1>:d    r79.0<0;1,0>:d                   {Compacted}
        mov (16|M0)              r82.0<1>:d    r79.1<0;1,0>:d                   {Compacted}
        mov (16|M16)             r84.0<1>:d    r79.0<0;1,0>:d                  
        mov (16|M16)             r86.0<1>:d    r79.1<0;1,0>:d                  
        sends (16|M0)            null:w   r39     r80     0x10C            0x04025C0D           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r41     r84     0x10C            0x04025C0D           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2328:
