L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r12.0<1>:ud   r2.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r12.2<1>:ud   0x3001F:ud                             
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (2|M0)               r12.0<1>:ud   r5.4<2;2,1>:d                   
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        add (8|M0)               r7.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     send (8|M0)              r8       r12     0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
        add (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r13.0<1>:q    r7.0<8;8,1>:ud    4:w              
        add (8|M0)               r29.0<2>:d    r13.0<4;4,1>:q    8:w              
        mov (8|M0)               r15.0<1>:d    r13.0<2;1,0>:d                  
        mov (8|M0)               r16.0<1>:d    r29.0<2;1,0>:d                  
        mov (8|M0)               r17.0<4>:b    r8.0<8;8,1>:b                   
        mov (8|M0)               r18.0<4>:b    r9.0<8;8,1>:b                   
        mov (8|M0)               r19.0<4>:b    r10.0<8;8,1>:b                  
        mov (8|M0)               r20.0<4>:b    r11.0<8;8,1>:b                  
        mov (8|M0)               r17.1<4>:b    r8.8<8;8,1>:b                   
        mov (8|M0)               r18.1<4>:b    r9.8<8;8,1>:b                   
        mov (8|M0)               r19.1<4>:b    r10.8<8;8,1>:b                  
        mov (8|M0)               r20.1<4>:b    r11.8<8;8,1>:b                  
        mov (8|M0)               r17.2<4>:b    r8.16<8;8,1>:b                  
        mov (8|M0)               r18.2<4>:b    r9.16<8;8,1>:b                  
        mov (8|M0)               r19.2<4>:b    r10.16<8;8,1>:b                 
        mov (8|M0)               r20.2<4>:b    r11.16<8;8,1>:b                 
        mov (8|M0)               r17.3<4>:b    r8.24<8;8,1>:b                  
        mov (8|M0)               r18.3<4>:b    r9.24<8;8,1>:b                  
        mov (8|M0)               r19.3<4>:b    r10.24<8;8,1>:b                 
        mov (8|M0)               r20.3<4>:b    r11.24<8;8,1>:b                 
        sends (8|M0)             null:ud  r15     r17     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r16     r19     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r21:d    r15     0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r23:d    r16     0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        add (8|M0)               r3.16<2>:b    r21.0<4;1,0>:b    1:w              
        add (8|M0)               r5.0<2>:b     r21.1<4;1,0>:b    1:w              
        add (8|M0)               r6.16<2>:b    r21.2<4;1,0>:b    1:w              
        add (8|M0)               r31.0<2>:b    r21.3<4;1,0>:b    1:w              
        add (8|M0)               r32.0<2>:b    r22.1<4;1,0>:b    1:w              
        add (8|M0)               r31.16<2>:b   r22.0<4;1,0>:b    1:w              
        add (8|M0)               r32.16<2>:b   r22.2<4;1,0>:b    1:w              
        add (8|M0)               r33.0<2>:b    r22.3<4;1,0>:b    1:w              
        add (8|M0)               r34.0<2>:b    r23.1<4;1,0>:b    1:w              
        add (8|M0)               r33.16<2>:b   r23.0<4;1,0>:b    1:w              
        add (8|M0)               r34.16<2>:b   r23.2<4;1,0>:b    1:w              
        add (8|M0)               r35.0<2>:b    r23.3<4;1,0>:b    1:w              
        add (8|M0)               r36.0<2>:b    r24.1<4;1,0>:b    1:w              
        add (8|M0)               r35.16<2>:b   r24.0<4;1,0>:b    1:w              
        add (8|M0)               r36.16<2>:b   r24.2<4;1,0>:b    1:w              
        add (8|M0)               r37.0<2>:b    r24.3<4;1,0>:b    1:w              
        mov (8|M0)               r25.0<1>:b    r3.16<2;1,0>:b                  
        mov (8|M0)               r25.8<1>:b    r5.0<2;1,0>:b                   
        mov (8|M0)               r25.16<1>:b   r6.16<2;1,0>:b                  
        mov (8|M0)               r26.8<1>:b    r32.0<2;1,0>:b                  
        mov (8|M0)               r25.24<1>:b   r31.0<2;1,0>:b                  
        mov (8|M0)               r26.0<1>:b    r31.16<2;1,0>:b                 
        mov (8|M0)               r26.16<1>:b   r32.16<2;1,0>:b                 
        mov (8|M0)               r27.8<1>:b    r34.0<2;1,0>:b                  
        mov (8|M0)               r26.24<1>:b   r33.0<2;1,0>:b                  
        mov (8|M0)               r27.0<1>:b    r33.16<2;1,0>:b                 
        mov (8|M0)               r27.16<1>:b   r34.16<2;1,0>:b                 
        mov (8|M0)               r28.8<1>:b    r36.0<2;1,0>:b                  
        mov (8|M0)               r27.24<1>:b   r35.0<2;1,0>:b                  
        mov (8|M0)               r28.0<1>:b    r35.16<2;1,0>:b                 
        mov (8|M0)               r28.16<1>:b   r36.16<2;1,0>:b                 
        mov (8|M0)               r28.24<1>:b   r37.0<2;1,0>:b                  
(W)     sends (8|M0)             null:ud  r12     r25     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1056:
