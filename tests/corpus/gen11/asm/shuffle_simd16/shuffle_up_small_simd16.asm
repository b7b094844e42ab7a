L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r8.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r26.0<1>:ud   r3.8<8;8,1>:w                   
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (8|M0)               r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        add (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        send (16|M0)             r20:w    r9:f    0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r17:w    r15:f   0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        mov (16|M0)              r19.0<1>:b    r20.0<4;1,0>:b                  
        add (16|M0)              r22.0<1>:d    -r13.0<8;8,1>:d   16:w              
        mov (16|M0)              r7.0<1>:b     r17.0<4;1,0>:b                  
(W)     mov (16|M0)              r25.16<1>:b   r19.0<8;8,1>:b                  
(W)     add (16|M0)              r28.0<1>:ud   r26.0<8;8,1>:ud   r22.0<8;8,1>:d  
(W)     mov (16|M0)              r25.0<1>:b    r7.0<8;8,1>:b                   
(W)     mov (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r30.0<2;1,0>:uw   0x320:uw             
        mov (16|M0)              r24.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r32.0<1>:ud   r24.0<8;8,1>:ub                 
(W)     mov (8|M0)               r42.0<1>:ud   r3.8<8;8,1>:w                   
        sends (16|M0)            null:w   r9      r32     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     add (8|M0)               r43.0<1>:ud   r42.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r44.0<1>:ud   r42.0<8;8,1>:ud   r22.0<8;8,1>:d  
(W)     mov (16|M0)              r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r46.0<2;1,0>:uw   0x520:uw             
        send (16|M0)             r35:w    r15:f   0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M0)             r38:w    r9:f    0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        mov (16|M0)              r34.0<1>:b    r35.0<4;1,0>:b                  
        mov (16|M0)              r37.0<1>:b    r38.0<4;1,0>:b                  
(W)     mov (16|M0)              r41.0<1>:b    r34.0<8;8,1>:b                  
(W)     mov (16|M0)              r41.16<1>:b   r37.0<8;8,1>:b                  
        mov (16|M0)              r40.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r48.0<1>:ud   r40.0<8;8,1>:ub                 
        shl (16|M0)              r50.0<1>:d    r15.0<8;8,1>:d    1:w              
        shl (16|M0)              r55.0<1>:d    r9.0<8;8,1>:d     1:w              
(W)     mov (8|M0)               r63.0<1>:ud   r3.8<8;8,1>:w                   
        sends (16|M0)            null:w   r9      r48     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     add (8|M0)               r64.0<1>:ud   r63.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r65.0<1>:ud   r63.0<8;8,1>:ud   r22.0<8;8,1>:d  
(W)     shl (16|M0)              r67.0<1>:ud   r65.0<8;8,1>:ud   0x1:uw             
(W)     add (16|M0)              a0.0<1>:uw    r67.0<2;1,0>:uw   0x7A0:uw             
        send (16|M0)             r53:w    r50:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r58:w    r55:f   0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r52.0<1>:hf   r53.0<2;1,0>:hf                 
        mov (16|M0)              r57.0<1>:hf   r58.0<2;1,0>:hf                 
(W)     mov (16|M0)              r61.0<1>:hf   r52.0<16;16,1>:hf               
(W)     mov (16|M0)              r62.0<1>:hf   r57.0<16;16,1>:hf               
        mov (16|M0)              r60.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r69.0<1>:ud   r60.0<16;16,1>:uw               
(W)     mov (8|M0)               r80.0<1>:ud   r3.8<8;8,1>:w                   
        sends (16|M0)            null:w   r55     r69     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     add (8|M0)               r81.0<1>:ud   r80.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r82.0<1>:ud   r80.0<8;8,1>:ud   r22.0<8;8,1>:d  
(W)     shl (16|M0)              r84.0<1>:ud   r82.0<8;8,1>:ud   0x1:uw             
(W)     add (16|M0)              a0.0<1>:uw    r84.0<2;1,0>:uw   0x9C0:uw             
        send (16|M0)             r72:w    r50:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r75:w    r55:f   0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r71.0<1>:hf   r72.0<2;1,0>:hf                 
        mov (16|M0)              r74.0<1>:hf   r75.0<2;1,0>:hf                 
(W)     mov (16|M0)              r78.0<1>:hf   r71.0<16;16,1>:hf               
(W)     mov (16|M0)              r79.0<1>:hf   r74.0<16;16,1>:hf               
        mov (16|M0)              r77.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r86.0<1>:ud   r77.0<16;16,1>:uw               
(W)     mov (8|M0)               r97.0<1>:ud   r3.8<8;8,1>:w                   
        sends (16|M0)            null:w   r55     r86     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     add (8|M0)               r98.0<1>:ud   r97.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r99.0<1>:ud   r97.0<8;8,1>:ud   r22.0<8;8,1>:d  
(W)     shl (16|M0)              r101.0<1>:ud  r99.0<8;8,1>:ud   0x1:uw             
(W)     add (16|M0)              a0.0<1>:uw    r101.0<2;1,0>:uw  0xBE0:uw             
        send (16|M0)             r89:w    r50:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r55.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r92:w    r55:f   0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r88.0<1>:hf   r89.0<2;1,0>:hf                 
        mov (16|M0)              r91.0<1>:hf   r92.0<2;1,0>:hf                 
(W)     mov (16|M0)              r95.0<1>:hf   r88.0<16;16,1>:hf               
(W)     mov (16|M0)              r96.0<1>:hf   r91.0<16;16,1>:hf               
        mov (16|M0)              r94.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r103.0<1>:ud  r94.0<16;16,1>:uw               
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r55     r103    0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1344:
