L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r8.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w              
        add (8|M0)               r10.0<1>:d    r6.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        send (8|M0)              r14      r6:f    0xA            0x02110001           // wr:1+0, rd:1; hdc.dc0; byte gathering read 8b
        send (8|M0)              r9:d     r7:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r12      r10:f   0xA            0x02110001           // wr:1+0, rd:1; hdc.dc0; byte gathering read 8b
        mov (8|M0)               r13.0<1>:b    r14.0<4;1,0>:b                  
        add (8|M0)               r15.0<1>:d    -r9.0<8;8,1>:d    8:w              
        mov (8|M0)               r11.0<1>:b    r12.0<4;1,0>:b                  
(W)     mov (8|M0)               r17.8<1>:b    r13.0<8;8,1>:b                  
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     mov (8|M0)               r17.0<1>:b    r11.0<8;8,1>:b                  
(W)     mov (8|M0)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r19.0<2;1,0>:uw   0x220:uw             
        mov (8|M0)               r16.0<1>:b    r[a0.0]<1,0>:b                  
        mov (8|M0)               r20.0<1>:ud   r16.0<8;8,1>:ub                 
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        sends (8|M0)             null:ud  r6      r20     0x4A            0x02030002           // wr:1+1, rd:0; hdc.dc0; byte scattering write 8b
(W)     mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r28.0<2;1,0>:uw   0x340:uw             
        send (8|M0)              r22      r10:f   0xA            0x02110003           // wr:1+0, rd:1; hdc.dc0; byte gathering read 8b
        send (8|M0)              r24      r6:f    0xA            0x02110003           // wr:1+0, rd:1; hdc.dc0; byte gathering read 8b
        mov (8|M0)               r21.0<1>:b    r22.0<4;1,0>:b                  
        mov (8|M0)               r23.0<1>:b    r24.0<4;1,0>:b                  
(W)     mov (8|M0)               r26.0<1>:b    r21.0<8;8,1>:b                  
(W)     mov (8|M0)               r26.8<1>:b    r23.0<8;8,1>:b                  
        mov (8|M0)               r25.0<1>:b    r[a0.0]<1,0>:b                  
        mov (8|M0)               r29.0<1>:ud   r25.0<8;8,1>:ub                 
        shl (8|M0)               r30.0<1>:d    r10.0<8;8,1>:d    1:w              
        shl (8|M0)               r33.0<1>:d    r6.0<8;8,1>:d     1:w              
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        sends (8|M0)             null:ud  r6      r29     0x4A            0x02030004           // wr:1+1, rd:0; hdc.dc0; byte scattering write 8b
(W)     shl (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r39.0<2;1,0>:uw   0x4A0:uw             
        send (8|M0)              r32      r30:f   0xA            0x02110405           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r35      r33:f   0xA            0x02110405           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r31.0<1>:hf   r32.0<2;1,0>:hf                 
        mov (8|M0)               r34.0<1>:hf   r35.0<2;1,0>:hf                 
(W)     mov (8|M0)               r37.0<1>:hf   r31.0<8;8,1>:hf                 
(W)     mov (8|M0)               r37.8<1>:hf   r34.0<8;8,1>:hf                 
        mov (8|M0)               r36.0<1>:w    r[a0.0]<1,0>:w                  
        mov (8|M0)               r40.0<1>:ud   r36.0<8;8,1>:uw                 
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        sends (8|M0)             null:ud  r33     r40     0x4A            0x02030406           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
(W)     shl (8|M0)               r48.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r48.0<2;1,0>:uw   0x5C0:uw             
        send (8|M0)              r42      r30:f   0xA            0x02110407           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        send (8|M0)              r44      r33:f   0xA            0x02110407           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r41.0<1>:hf   r42.0<2;1,0>:hf                 
        mov (8|M0)               r43.0<1>:hf   r44.0<2;1,0>:hf                 
(W)     mov (8|M0)               r46.0<1>:hf   r41.0<8;8,1>:hf                 
(W)     mov (8|M0)               r46.8<1>:hf   r43.0<8;8,1>:hf                 
        mov (8|M0)               r45.0<1>:w    r[a0.0]<1,0>:w                  
        mov (8|M0)               r49.0<1>:ud   r45.0<8;8,1>:uw                 
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        sends (8|M0)             null:ud  r33     r49     0x4A            0x02030408           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
(W)     shl (8|M0)               r57.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r57.0<2;1,0>:uw   0x6E0:uw             
        send (8|M0)              r51      r30:f   0xA            0x02110409           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r53      r33:f   0xA            0x02110409           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r50.0<1>:hf   r51.0<2;1,0>:hf                 
        mov (8|M0)               r52.0<1>:hf   r53.0<2;1,0>:hf                 
(W)     mov (8|M0)               r55.0<1>:hf   r50.0<8;8,1>:hf                 
(W)     mov (8|M0)               r55.8<1>:hf   r52.0<8;8,1>:hf                 
        mov (8|M0)               r54.0<1>:w    r[a0.0]<1,0>:w                  
        mov (8|M0)               r58.0<1>:ud   r54.0<8;8,1>:uw                 
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r33     r58     0x4A            0x0203040A           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1192:
