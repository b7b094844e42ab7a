L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r13.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r13.2<1>:f    2.7555e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r13.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r9       r13:f   0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     3:w              
        mov (16|M0)              r14.0<4>:b    r9.0<8;8,1>:b                   
        mov (16|M0)              r16.0<4>:b    r11.0<8;8,1>:b                  
        mov (16|M0)              r14.1<4>:b    r9.16<8;8,1>:b                  
        mov (16|M0)              r16.1<4>:b    r11.16<8;8,1>:b                 
        mov (16|M0)              r14.2<4>:b    r10.0<8;8,1>:b                  
        mov (16|M0)              r16.2<4>:b    r12.0<8;8,1>:b                  
        mov (16|M0)              r14.3<4>:b    r10.16<8;8,1>:b                 
        mov (16|M0)              r16.3<4>:b    r12.16<8;8,1>:b                 
        sends (16|M0)            null:w   r7      r14     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r18:w    r7:f    0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r26.0<2>:b    r18.0<4;1,0>:b    1:w              
        add (16|M0)              r27.0<2>:b    r18.1<4;1,0>:b    1:w              
        add (16|M0)              r28.0<2>:b    r18.2<4;1,0>:b    1:w              
        add (16|M0)              r29.0<2>:b    r18.3<4;1,0>:b    1:w              
        add (16|M0)              r30.0<2>:b    r20.0<4;1,0>:b    1:w              
        add (16|M0)              r31.0<2>:b    r20.1<4;1,0>:b    1:w              
        add (16|M0)              r32.0<2>:b    r20.2<4;1,0>:b    1:w              
        add (16|M0)              r33.0<2>:b    r20.3<4;1,0>:b    1:w              
        mov (16|M0)              r22.0<1>:b    r26.0<2;1,0>:b                  
        mov (16|M0)              r23.0<1>:b    r28.0<2;1,0>:b                  
        mov (16|M0)              r22.16<1>:b   r27.0<2;1,0>:b                  
        mov (16|M0)              r23.16<1>:b   r29.0<2;1,0>:b                  
        mov (16|M0)              r24.0<1>:b    r30.0<2;1,0>:b                  
        mov (16|M0)              r25.0<1>:b    r32.0<2;1,0>:b                  
        mov (16|M0)              r24.16<1>:b   r31.0<2;1,0>:b                  
        mov (16|M0)              r25.16<1>:b   r33.0<2;1,0>:b                  
(W)     sends (8|M0)             null:ud  r13     r22     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L608:
