L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r11.0<0;1,0>:d    r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r11.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        send (16|M0)             r24:w    r12:f   0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M16)            r26:w    r14:f   0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r29.0<1>:b    r24.0<4;1,0>:b                  
        mov (16|M16)             r29.16<1>:b   r26.0<4;1,0>:b                  
        add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x3A0:uw             
        mov (16|M0)              r10.0<1>:b    r[a0.0]<1,0>:b                  
        add (16|M16)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x3A0:uw             
        mov (16|M16)             r28.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r30.0<1>:ud   r10.0<8;8,1>:ub                 
        mov (16|M16)             r32.0<1>:ud   r28.0<8;8,1>:ub                 
        add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x500:uw             
        sends (16|M0)            null:w   r12     r30     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        sends (16|M16)           null:w   r14     r32     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r34:w    r12:f   0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r36:w    r14:f   0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        mov (16|M0)              r40.0<1>:b    r34.0<4;1,0>:b                  
        mov (16|M16)             r40.16<1>:b   r36.0<4;1,0>:b                  
        mov (16|M0)              r38.0<1>:b    r[a0.0]<1,0>:b                  
        add (16|M16)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x500:uw             
        mov (16|M16)             r39.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r41.0<1>:ud   r38.0<8;8,1>:ub                 
        mov (16|M16)             r43.0<1>:ud   r39.0<8;8,1>:ub                 
        shl (16|M0)              r45.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r47.0<1>:d    r14.0<8;8,1>:d    1:w              
        sends (16|M0)            null:w   r12     r41     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        shl (16|M0)              r55.0<1>:uw   r20.0<2;1,0>:uw   0x1:uw             
        sends (16|M16)           null:w   r14     r43     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        shl (16|M16)             r56.0<1>:uw   r22.0<2;1,0>:uw   0x1:uw             
        add (16|M0)              a0.0<1>:uw    r55.0<16;16,1>:uw  0x720:uw            
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r49:w    r45:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r51:w    r47:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r57.0<1>:hf   r49.0<2;1,0>:hf                 
        mov (16|M16)             r58.0<1>:hf   r51.0<2;1,0>:hf                 
        mov (16|M0)              r53.0<1>:w    r[a0.0]<1,0>:w                  
        add (16|M16)             a0.0<1>:uw    r56.0<16;16,1>:uw  0x720:uw            
        mov (16|M16)             r54.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r59.0<1>:ud   r53.0<16;16,1>:uw               
        mov (16|M16)             r61.0<1>:ud   r54.0<16;16,1>:uw               
        add (16|M0)              a0.0<1>:uw    r55.0<16;16,1>:uw  0x8A0:uw            
        sends (16|M0)            null:w   r45     r59     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r47     r61     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r63:w    r45:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r65:w    r47:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r69.0<1>:hf   r63.0<2;1,0>:hf                 
        mov (16|M16)             r70.0<1>:hf   r65.0<2;1,0>:hf                 
        mov (16|M0)              r67.0<1>:w    r[a0.0]<1,0>:w                  
        add (16|M16)             a0.0<1>:uw    r56.0<16;16,1>:uw  0x8A0:uw            
        mov (16|M16)             r68.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r71.0<1>:ud   r67.0<16;16,1>:uw               
        mov (16|M16)             r73.0<1>:ud   r68.0<16;16,1>:uw               
        add (16|M0)              a0.0<1>:uw    r55.0<16;16,1>:uw  0xA20:uw            
        sends (16|M0)            null:w   r45     r71     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r47     r73     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r47.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r75:w    r45:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r77:w    r47:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r81.0<1>:hf   r75.0<2;1,0>:hf                 
        mov (16|M16)             r82.0<1>:hf   r77.0<2;1,0>:hf                 
        mov (16|M0)              r79.0<1>:hf   r[a0.0]<1,0>:hf                 
        add (16|M16)             a0.0<1>:uw    r56.0<16;16,1>:uw  0xA20:uw            
        mov (16|M16)             r80.0<1>:hf   r[a0.0]<1,0>:hf                 
        mov (16|M0)              r83.0<1>:ud   r79.0<16;16,1>:uw               
        mov (16|M16)             r85.0<1>:ud   r80.0<16;16,1>:uw               
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r45     r83     0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r47     r85     0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1296:
