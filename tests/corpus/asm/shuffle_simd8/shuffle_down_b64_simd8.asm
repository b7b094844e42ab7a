L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r7.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               r5.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r6.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (8|M0)               r9.0<1>:d     r5.0<8;8,1>:d     3:w              
        add (8|M0)               r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        send (8|M0)              r8:d     r6      0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r10:d    r9      0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        shl (8|M0)               r12.0<1>:d    r5.0<8;8,1>:d     3:w              
        send (8|M0)              r13:d    r12     0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
(W)     add (8|M0)               r17.0<1>:ud   r8.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     mov (8|M0)               r15.0<1>:d    r10.0<8;8,1>:d                   {Compacted}
(W)     shl (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     mov (8|M0)               r16.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r18.0<2;1,0>:uw   0x1E0:uw             
        mov (8|M0)               r23.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               r21.0<1>:ud   r8.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     mov (8|M0)               r19.0<1>:d    r11.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r20.0<1>:d    r14.0<8;8,1>:d                   {Compacted}
(W)     shl (8|M0)               r22.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r22.0<2;1,0>:uw   0x260:uw             
        mov (8|M0)               r24.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r9      r23     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     add (8|M0)               r31.0<1>:ud   r8.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     shl (8|M0)               r32.0<1>:ud   r31.0<8;8,1>:ud   0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r32.0<2;1,0>:uw   0x3A0:uw             
        send (8|M0)              r25:d    r9      0xC            0x02206C03           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r27:d    r12     0xC            0x02206C03           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r29.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r30.0<1>:d    r27.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r37.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               r35.0<1>:ud   r8.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     mov (8|M0)               r33.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r34.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
(W)     shl (8|M0)               r36.0<1>:ud   r35.0<8;8,1>:ud   0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r36.0<2;1,0>:uw   0x420:uw             
        mov (8|M0)               r38.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r9      r37     0x8C            0x02026C04           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     add (8|M0)               r45.0<1>:ud   r8.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     shl (8|M0)               r46.0<1>:ud   r45.0<8;8,1>:ud   0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r46.0<2;1,0>:uw   0x560:uw             
        send (8|M0)              r39:d    r9      0xC            0x02206C05           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r41:d    r12     0xC            0x02206C05           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r43.0<1>:d    r39.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r44.0<1>:d    r41.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r51.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               r49.0<1>:ud   r8.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     mov (8|M0)               r47.0<1>:d    r40.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r48.0<1>:d    r42.0<8;8,1>:d                   {Compacted}
(W)     shl (8|M0)               r50.0<1>:ud   r49.0<8;8,1>:ud   0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r50.0<2;1,0>:uw   0x5E0:uw             
        mov (8|M0)               r52.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (8|M0)             null:ud  r9      r51     0x8C            0x02026C06           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L800:
