L0:
(W)     mov (8|M0)               r41.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r11.3<0;1,0>:d    r41.1<0;1,0>:d   {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r12.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                              
        add (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r18.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mov (8|M0)               r34.0<1>:ud   r2.0<8;8,1>:w                   
        shl (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     2:w              
        shl (16|M16)             r20.0<1>:d    r18.0<8;8,1>:d    2:w              
        add (16|M0)              r24.0<1>:d    r8.0<8;8,1>:d     r11.0<0;1,0>:d   {Compacted}
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    r11.0<0;1,0>:d  
        send (16|M0)             r16:w    r14     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r20     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r32:w    r8      0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M16)            r4:w     r18     0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M0)             r28:w    r24     0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M16)            r30:w    r26     0xA            0x04210101           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r20.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r14.0<1>:d    -r16.0<8;8,1>:d   32:w              
        add (16|M16)             r12.0<1>:d    -r22.0<8;8,1>:d   32:w              
        mov (16|M0)              r37.0<1>:b    r32.0<4;1,0>:b                  
        mov (16|M16)             r38.0<1>:b    r4.0<4;1,0>:b                   
(W)     add (16|M0)              r6.0<1>:ud    r34.0<8;8,1>:ud   r14.0<8;8,1>:d  
        mov (16|M0)              r3.0<1>:b     r28.0<4;1,0>:b                  
(W)     add (16|M16)             r39.0<1>:ud   r20.0<8;8,1>:ud   r12.0<8;8,1>:d  
        mov (16|M16)             r36.0<1>:b    r30.0<4;1,0>:b                  
(W)     mov (16|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud                   {Compacted}
(W)     mov (16|M0)              r43.0<1>:b    r37.0<8;8,1>:b                  
(W)     mov (16|M0)              r42.0<1>:b    r3.0<8;8,1>:b                   
(W)     mov (16|M16)             r43.16<1>:b   r38.0<8;8,1>:b                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x540:uw             
(W)     mov (16|M0)              r16.0<1>:ud   r39.0<8;8,1>:ud                  {Compacted}
(W)     mov (16|M16)             r42.16<1>:b   r36.0<8;8,1>:b                  
        mov (16|M0)              r6.0<1>:b     r[a0.0]<1,0>:b                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x540:uw             
        mov (16|M16)             r7.0<1>:b     r[a0.0]<1,0>:b                  
        mov (16|M0)              r22.0<1>:ud   r6.0<8;8,1>:ub                  
        mov (16|M16)             r4.0<1>:ud    r7.0<8;8,1>:ub                  
(W)     mov (8|M0)               r32.0<1>:ud   r2.0<8;8,1>:w                   
        sends (16|M0)            null:w   r8      r22     0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        sends (16|M16)           null:w   r18     r4      0x8A            0x04030102           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     add (8|M0)               r33.0<1>:ud   r32.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r32.0<8;8,1>:ud   r14.0<8;8,1>:d  
(W)     add (16|M0)              r34.0<1>:ud   r32.0<8;8,1>:ud   0x10:uw             
(W)     mov (16|M0)              r36.0<1>:ud   r16.0<8;8,1>:ud                  {Compacted}
(W)     add (16|M16)             r22.0<1>:ud   r34.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0x580:uw             
(W)     mov (16|M0)              r32.0<1>:ud   r22.0<8;8,1>:ud                  {Compacted}
        send (16|M0)             r10:w    r24     0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M16)            r20:w    r26     0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M0)             r28:w    r8      0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        send (16|M16)            r30:w    r18     0xA            0x04210103           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        mov (16|M0)              r3.0<1>:b     r10.0<4;1,0>:b                  
        mov (16|M16)             r6.0<1>:b     r20.0<4;1,0>:b                  
        mov (16|M0)              r4.0<1>:b     r28.0<4;1,0>:b                  
        mov (16|M16)             r5.0<1>:b     r30.0<4;1,0>:b                  
(W)     mov (16|M0)              r44.0<1>:b    r3.0<8;8,1>:b                   
(W)     mov (16|M16)             r44.16<1>:b   r6.0<8;8,1>:b                   
(W)     mov (16|M0)              r45.0<1>:b    r4.0<8;8,1>:b                   
(W)     mov (16|M16)             r45.16<1>:b   r5.0<8;8,1>:b                   
        mov (16|M0)              r7.0<1>:b     r[a0.0]<1,0>:b                  
(W)     add (16|M0)              a0.0<1>:uw    r32.0<2;1,0>:uw   0x580:uw             
        mov (16|M16)             r10.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r16.0<1>:ud   r7.0<8;8,1>:ub                  
        mov (16|M16)             r20.0<1>:ud   r10.0<8;8,1>:ub                 
        shl (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    1:w              
        shl (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    1:w              
        sends (16|M0)            null:w   r8      r16     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        shl (16|M0)              r3.0<1>:d     r8.0<8;8,1>:d     1:w              
        sends (16|M16)           null:w   r18     r20     0x8A            0x04030104           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        shl (16|M16)             r5.0<1>:d     r18.0<8;8,1>:d    1:w              
(W)     mov (8|M0)               r38.0<1>:ud   r2.0<8;8,1>:w                   
(W)     add (8|M0)               r39.0<1>:ud   r38.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r10.0<1>:ud   r38.0<8;8,1>:ud   r14.0<8;8,1>:d  
(W)     add (16|M0)              r16.0<1>:ud   r38.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r20.0<1>:ud   r10.0<8;8,1>:ud   0x1:uw             
(W)     add (16|M16)             r24.0<1>:ud   r16.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x5C0:uw             
(W)     shl (16|M0)              r26.0<1>:ud   r24.0<8;8,1>:ud   0x1:uw             
        send (16|M0)             r22:w    r28     0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r34:w    r30     0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r32:w    r3      0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r36:w    r5      0xA            0x04210505           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r7.0<1>:w     r22.0<2;1,0>:w                  
        mov (16|M16)             r8.0<1>:w     r34.0<2;1,0>:w                  
        mov (16|M0)              r9.0<1>:w     r32.0<2;1,0>:w                  
        mov (16|M16)             r18.0<1>:w    r36.0<2;1,0>:w                  
(W)     mov (16|M0)              r46.0<1>:w    r7.0<16;16,1>:w                 
(W)     mov (16|M16)             r47.0<1>:w    r8.0<16;16,1>:w                 
(W)     mov (16|M0)              r48.0<1>:w    r9.0<16;16,1>:w                 
(W)     mov (16|M16)             r49.0<1>:w    r18.0<16;16,1>:w                
        mov (16|M0)              r10.0<1>:w    r[a0.0]<1,0>:w                  
(W)     add (16|M0)              a0.0<1>:uw    r26.0<2;1,0>:uw   0x5C0:uw             
        mov (16|M16)             r11.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r22.0<1>:ud   r10.0<16;16,1>:uw               
        mov (16|M16)             r16.0<1>:ud   r11.0<16;16,1>:uw               
(W)     mov (8|M0)               r24.0<1>:ud   r2.0<8;8,1>:w                   
        sends (16|M0)            null:w   r3      r22     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r5      r16     0x8A            0x04030506           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     add (8|M0)               r25.0<1>:ud   r24.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r26.0<1>:ud   r24.0<8;8,1>:ud   r14.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r24.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r9.0<1>:ud    r26.0<8;8,1>:ud   0x1:uw             
(W)     add (16|M16)             r21.0<1>:ud   r36.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r9.0<2;1,0>:uw    0x640:uw             
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x1:uw             
        send (16|M0)             r19:w    r28     0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r7:w     r30     0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r32:w    r3      0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r34:w    r5      0xA            0x04210507           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r18.0<1>:w    r19.0<2;1,0>:w                  
        mov (16|M16)             r11.0<1>:w    r7.0<2;1,0>:w                   
        mov (16|M0)              r16.0<1>:w    r32.0<2;1,0>:w                  
        mov (16|M16)             r17.0<1>:w    r34.0<2;1,0>:w                  
(W)     mov (16|M0)              r50.0<1>:w    r18.0<16;16,1>:w                
(W)     mov (16|M16)             r51.0<1>:w    r11.0<16;16,1>:w                
(W)     mov (16|M0)              r52.0<1>:w    r16.0<16;16,1>:w                
(W)     mov (16|M16)             r53.0<1>:w    r17.0<16;16,1>:w                
        mov (16|M0)              r25.0<1>:w    r[a0.0]<1,0>:w                  
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0x640:uw             
        mov (16|M16)             r7.0<1>:w     r[a0.0]<1,0>:w                  
        mov (16|M0)              r19.0<1>:ud   r25.0<16;16,1>:uw               
        mov (16|M16)             r26.0<1>:ud   r7.0<16;16,1>:uw                
(W)     mov (8|M0)               r21.0<1>:ud   r2.0<8;8,1>:w                   
        sends (16|M0)            null:w   r3      r19     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r5      r26     0x8A            0x04030508           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     add (8|M0)               r22.0<1>:ud   r21.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   r14.0<8;8,1>:d  
(W)     add (16|M0)              r34.0<1>:ud   r21.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r23.0<8;8,1>:ud   0x1:uw             
(W)     add (16|M16)             r25.0<1>:ud   r34.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0x6C0:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r25.0<8;8,1>:ud   0x1:uw             
        send (16|M0)             r8:w     r28     0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r10:w    r30     0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M0)             r32:w    r3      0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        send (16|M16)            r16:w    r5      0xA            0x04210509           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mov (16|M0)              r18.0<1>:w    r8.0<2;1,0>:w                   
        mov (16|M16)             r7.0<1>:w     r10.0<2;1,0>:w                  
        mov (16|M0)              r19.0<1>:w    r32.0<2;1,0>:w                  
        mov (16|M16)             r20.0<1>:w    r16.0<2;1,0>:w                  
(W)     mov (16|M0)              r54.0<1>:w    r18.0<16;16,1>:w                
(W)     mov (16|M16)             r55.0<1>:w    r7.0<16;16,1>:w                 
(W)     mov (16|M0)              r56.0<1>:w    r19.0<16;16,1>:w                
(W)     mov (16|M16)             r57.0<1>:w    r20.0<16;16,1>:w                
        mov (16|M0)              r2.0<1>:w     r[a0.0]<1,0>:w                  
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x6C0:uw             
        mov (16|M16)             r8.0<1>:w     r[a0.0]<1,0>:w                  
        mov (16|M0)              r9.0<1>:ud    r2.0<16;16,1>:uw                
        mov (16|M16)             r11.0<1>:ud   r8.0<16;16,1>:uw                
(W)     mov (8|M0)               r127.0<1>:ud  r41.0<8;8,1>:ud                  {Compacted}
        sends (16|M0)            null:w   r3      r9      0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M16)           null:w   r5      r11     0x8A            0x0403050A           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2448:
