L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r17.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r17.8<1>:w    r17.0<8;8,1>:w    8:w              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        send (16|M0)             r15:w    r9:f    0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r7.0<1>:b     r15.0<4;1,0>:b                  
        xor (16|M0)              r18.0<1>:d    r13.0<8;8,1>:d    r17.0<16;16,1>:uw
        add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xE0:uw             
        mov (16|M0)              r20.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r21.0<1>:ud   r20.0<8;8,1>:ub                 
        add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x2E0:uw             
        sends (16|M0)            null:w   r9      r21     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r24:w    r9:f    0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        mov (16|M0)              r23.0<1>:b    r24.0<4;1,0>:b                  
        mov (16|M0)              r26.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r27.0<1>:ud   r26.0<8;8,1>:ub                 
        shl (16|M0)              r29.0<1>:d    r9.0<8;8,1>:d     1:w              
        shl (16|M0)              r35.0<1>:uw   r18.0<2;1,0>:uw   0x1:uw             
        sends (16|M0)            null:w   r9      r27     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        add (16|M0)              a0.0<1>:uw    r35.0<16;16,1>:uw  0x3E0:uw            
        send (16|M0)             r32:w    r29:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r31.0<1>:hf   r32.0<2;1,0>:hf                 
        mov (16|M0)              r34.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r36.0<1>:ud   r34.0<16;16,1>:uw               
        add (16|M0)              a0.0<1>:uw    r35.0<16;16,1>:uw  0x4C0:uw            
        sends (16|M0)            null:w   r29     r36     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r39:w    r29:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r38.0<1>:hf   r39.0<2;1,0>:hf                 
        mov (16|M0)              r41.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r42.0<1>:ud   r41.0<16;16,1>:uw               
        add (16|M0)              a0.0<1>:uw    r35.0<16;16,1>:uw  0x580:uw            
        sends (16|M0)            null:w   r29     r42     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        send (16|M0)             r45:w    r29:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r44.0<1>:hf   r45.0<2;1,0>:hf                 
        mov (16|M0)              r47.0<1>:hf   r[a0.0]<1,0>:hf                 
        mov (16|M0)              r48.0<1>:ud   r47.0<16;16,1>:uw               
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r29     r48     0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r29.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L728:
