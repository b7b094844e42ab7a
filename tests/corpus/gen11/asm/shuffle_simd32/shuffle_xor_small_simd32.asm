L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r11.0<0;1,0>:d    r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                              
(W)     mov (8|M16)              r28.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r4.0<1>:d     r11.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r10.8<1>:w    r10.0<8;8,1>:w    8:w              
(W)     add (8|M16)              r28.8<1>:w    r28.0<8;8,1>:w    8:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (16|M16)             r28.0<1>:w    r28.0<16;16,1>:w  16:w              
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r24:w    r12:f   0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M16)            r26:w    r14:f   0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r35.0<1>:b    r24.0<4;1,0>:b                  
        mov (16|M16)             r35.16<1>:b   r26.0<4;1,0>:b                  
        xor (16|M0)              r29.0<1>:d    r20.0<8;8,1>:d    r10.0<16;16,1>:uw
        xor (16|M16)             r31.0<1>:d    r22.0<8;8,1>:d    r28.0<16;16,1>:uw
        add (16|M0)              a0.0<1>:uw    r29.0<2;1,0>:uw   0x460:uw             
        mov (16|M0)              r33.0<1>:b    r[a0.0]<1,0>:b                  
        add (16|M16)             a0.0<1>:uw    r31.0<2;1,0>:uw   0x460:uw             
        mov (16|M16)             r34.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r36.0<1>:ud   r33.0<8;8,1>:ub                 
        mov (16|M16)             r38.0<1>:ud   r34.0<8;8,1>:ub                 
        add (16|M0)              a0.0<1>:uw    r29.0<2;1,0>:uw   0x5C0:uw             
        sends (16|M0)            null:w   r12     r36     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        sends (16|M16)           null:w   r14     r38     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r40:w    r12:f   0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r42:w    r14:f   0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        mov (16|M0)              r46.0<1>:b    r40.0<4;1,0>:b                  
        mov (16|M16)             r46.16<1>:b   r42.0<4;1,0>:b                  
        mov (16|M0)              r44.0<1>:b    r[a0.0]<1,0>:b                  
        add (16|M16)             a0.0<1>:uw    r31.0<2;1,0>:uw   0x5C0:uw             
        mov (16|M16)             r45.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r47.0<1>:ud   r44.0<8;8,1>:ub                 
        mov (16|M16)             r49.0<1>:ud   r45.0<8;8,1>:ub                 
        shl (16|M0)              r51.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r53.0<1>:d    r14.0<8;8,1>:d    1:w              
        sends (16|M0)            null:w   r12     r47     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        shl (16|M0)              r61.0<1>:uw   r29.0<2;1,0>:uw   0x1:uw             
        sends (16|M16)           null:w   r14     r49     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        shl (16|M16)             r62.0<1>:uw   r31.0<2;1,0>:uw   0x1:uw             
        add (16|M0)              a0.0<1>:uw    r61.0<16;16,1>:uw  0x7E0:uw            
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r55:w    r51:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r57:w    r53:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r63.0<1>:hf   r55.0<2;1,0>:hf                 
        mov (16|M16)             r64.0<1>:hf   r57.0<2;1,0>:hf                 
        mov (16|M0)              r59.0<1>:w    r[a0.0]<1,0>:w                  
        add (16|M16)             a0.0<1>:uw    r62.0<16;16,1>:uw  0x7E0:uw            
        mov (16|M16)             r60.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r65.0<1>:ud   r59.0<16;16,1>:uw               
        mov (16|M16)             r67.0<1>:ud   r60.0<16;16,1>:uw               
        add (16|M0)              a0.0<1>:uw    r61.0<16;16,1>:uw  0x960:uw            
        sends (16|M0)            null:w   r51     r65     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r53     r67     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r69:w    r51:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r51.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r71:w    r53:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r75.0<1>:hf   r69.0<2;1,0>:hf                 
        mov (16|M16)             r76.0<1>:hf   r71.0<2;1,0>:hf                 
        mov (16|M0)              r73.0<1>:w    r[a0.0]<1,0>:w                  
        add (16|M16)             a0.0<1>:uw    r62.0<16;16,1>:uw  0x960:uw            
        mov (16|M16)             r74.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r77.0<1>:ud   r73.0<16;16,1>:uw               
        mov (16|M16)             r79.0<1>:ud   r74.0<16;16,1>:uw               
        add (16|M0)              a0.0<1>:uw    r61.0<16;16,1>:uw  0xAE0:uw            
        sends (16|M0)            null:w   r51     r77     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r53     r79     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r53.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r81:w    r51:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r83:w    r53:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r87.0<1>:hf   r81.0<2;1,0>:hf                 
        mov (16|M16)             r88.0<1>:hf   r83.0<2;1,0>:hf                 
        mov (16|M0)              r85.0<1>:hf   r[a0.0]<1,0>:hf                 
        add (16|M16)             a0.0<1>:uw    r62.0<16;16,1>:uw  0xAE0:uw            
        mov (16|M16)             r86.0<1>:hf   r[a0.0]<1,0>:hf                 
        mov (16|M0)              r89.0<1>:ud   r85.0<16;16,1>:uw               
        mov (16|M16)             r91.0<1>:ud   r86.0<16;16,1>:uw               
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r51     r89     0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r53     r91     0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r51.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1408:
