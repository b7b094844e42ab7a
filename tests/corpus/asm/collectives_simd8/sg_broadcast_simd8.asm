L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r8.5<0;1,0>:d     r2.1<0;1,0>:d   
(W)     shl (1|M0)               r8.0<1>:uw    r8.8<0;1,0>:uw    0x2:uw             
        add (8|M0)               r5.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x120:uw             
        add (8|M0)               r6.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w              
        send (8|M0)              r9:d     r7      0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        mov (8|M0)               r10.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (8|M0)             null:ud  r7      r10     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x160:uw             
        send (8|M0)              r11:d    r7      0xC            0x02106E02           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        mov (8|M0)               r12.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (8|M0)             null:ud  r7      r12     0x4C            0x02026E03           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        shl (8|M0)               r13.0<1>:d    r6.0<8;8,1>:d     3:w              
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x240:uw             
        send (8|M0)              r14:d    r13     0xC            0x02206C04           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r16.0<2>:d    r14.0<8;8,1>:d                  
        mov (8|M0)               r18.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r16.1<2>:d    r15.0<8;8,1>:d                  
(W)     shl (1|M0)               r3.1<1>:q     r[a0.0]<0;1,0>:d  32:w              
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x260:uw             
        mov (8|M0)               r19.0<1>:d    r16.0<2;1,0>:d                  
(W)     or (1|M0)                r3.2<1>:q     r3.1<0;1,0>:q     r[a0.0]<0;1,0>:ud
(W)     mov (2|M0)               r3.6<1>:d     r3.4<2;2,1>:d                   
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x340:uw             
        mov (8|M0)               r20.0<1>:d    r3.6<0;1,0>:d                   
        mov (8|M0)               r21.0<1>:d    r3.7<0;1,0>:d                   
        sends (8|M0)             null:ud  r13     r20     0x8C            0x02026C05           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r22:d    r13     0xC            0x02206C06           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r24.0<2>:d    r22.0<8;8,1>:d                  
        mov (8|M0)               r26.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r24.1<2>:d    r23.0<8;8,1>:d                  
(W)     shl (1|M0)               r8.1<1>:q     r[a0.0]<0;1,0>:d  32:w              
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x360:uw             
        mov (8|M0)               r27.0<1>:d    r24.0<2;1,0>:d                  
(W)     or (1|M0)                r28.0<1>:q    r8.1<0;1,0>:q     r[a0.0]<0;1,0>:ud
(W)     mov (2|M0)               r28.2<1>:d    r28.0<2;2,1>:d                  
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x3E0:uw             
        mov (8|M0)               r29.0<1>:d    r28.2<0;1,0>:d                   {Compacted}
        mov (8|M0)               r30.0<1>:d    r28.3<0;1,0>:d                   {Compacted}
        sends (8|M0)             null:ud  r13     r29     0x8C            0x02026C07           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r31:f    r7      0xC            0x02106E08           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        mov (8|M0)               r32.0<1>:f    r[a0.0]<0;1,0>:f                
        sends (8|M0)             null:ud  r7      r32     0x4C            0x02026E09           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        shl (8|M0)               r33.0<1>:d    r6.0<8;8,1>:d     1:w              
(W)     shl (1|M0)               r36.0<1>:uw   r8.8<0;1,0>:uw    0x1:uw             
(W)     add (1|M0)               a0.0<1>:uw    r36.0<0;1,0>:uw   0x440:uw             
        send (8|M0)              r35      r33     0xA            0x0211040A           // wr:1+0, rd:1; hdc.dc0; byte gathering read 16b
        mov (8|M0)               r34.0<1>:hf   r35.0<2;1,0>:hf                 
        mov (8|M0)               r37.0<1>:ud   r[a0.0]<0;1,0>:uw               
        sends (8|M0)             null:ud  r33     r37     0x4A            0x0203040B           // wr:1+1, rd:0; hdc.dc0; byte scattering write 16b
(W)     shl (1|M0)               r42.0<1>:uw   r8.8<0;1,0>:uw    0x3:uw             
(W)     add (1|M0)               a0.0<1>:uw    r42.0<0;1,0>:uw   0x500:uw             
        send (8|M0)              r38:d    r13     0xC            0x02206C0C           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r40.0<2>:d    r38.0<8;8,1>:d                  
        mov (8|M0)               r40.1<2>:d    r39.0<8;8,1>:d                  
(W)     mov (1|M0)               r28.2<1>:df   r[a0.0]<0;1,0>:df               
(W)     mov (2|M0)               r28.6<1>:d    r28.4<2;2,1>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r43.0<1>:d    r28.6<0;1,0>:d                  
        mov (8|M0)               r44.0<1>:d    r28.7<0;1,0>:d                  
        sends (8|M0)             null:ud  r13     r43     0x8C            0x02026C0D           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L992:
