L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r17.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r17.2<1>:f    6.42892e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r17.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r9       r17:f   0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r18.0<1>:d    r7.0<8;8,1>:d     4:w              
        shr (16|M0)              r7.0<1>:d     r7.0<8;8,1>:ud    28:w              
        add (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    8:w              
        mov (16|M0)              r22.0<4>:b    r9.0<8;8,1>:b                   
        mov (16|M0)              r24.0<4>:b    r11.0<8;8,1>:b                  
        mov (16|M0)              r26.0<4>:b    r13.0<8;8,1>:b                  
        mov (16|M0)              r28.0<4>:b    r15.0<8;8,1>:b                  
        mov (16|M0)              r22.1<4>:b    r9.16<8;8,1>:b                  
        mov (16|M0)              r24.1<4>:b    r11.16<8;8,1>:b                 
        mov (16|M0)              r26.1<4>:b    r13.16<8;8,1>:b                 
        mov (16|M0)              r28.1<4>:b    r15.16<8;8,1>:b                 
        mov (16|M0)              r22.2<4>:b    r10.0<8;8,1>:b                  
        mov (16|M0)              r24.2<4>:b    r12.0<8;8,1>:b                  
        mov (16|M0)              r26.2<4>:b    r14.0<8;8,1>:b                  
        mov (16|M0)              r28.2<4>:b    r16.0<8;8,1>:b                  
        mov (16|M0)              r22.3<4>:b    r10.16<8;8,1>:b                 
        mov (16|M0)              r24.3<4>:b    r12.16<8;8,1>:b                 
        mov (16|M0)              r26.3<4>:b    r14.16<8;8,1>:b                 
        mov (16|M0)              r28.3<4>:b    r16.16<8;8,1>:b                 
        sends (16|M0)            null:w   r18     r22     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r20     r26     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r30:w    r18:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r34:w    r20:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r46.0<2>:b    r30.0<4;1,0>:b    1:w              
        add (16|M0)              r47.0<2>:b    r30.1<4;1,0>:b    1:w              
        add (16|M0)              r48.0<2>:b    r30.2<4;1,0>:b    1:w              
        add (16|M0)              r49.0<2>:b    r30.3<4;1,0>:b    1:w              
        add (16|M0)              r50.0<2>:b    r32.0<4;1,0>:b    1:w              
        add (16|M0)              r51.0<2>:b    r32.1<4;1,0>:b    1:w              
        add (16|M0)              r52.0<2>:b    r32.2<4;1,0>:b    1:w              
        add (16|M0)              r53.0<2>:b    r32.3<4;1,0>:b    1:w              
        add (16|M0)              r54.0<2>:b    r34.0<4;1,0>:b    1:w              
        add (16|M0)              r55.0<2>:b    r34.1<4;1,0>:b    1:w              
        add (16|M0)              r56.0<2>:b    r34.2<4;1,0>:b    1:w              
        add (16|M0)              r57.0<2>:b    r34.3<4;1,0>:b    1:w              
        add (16|M0)              r58.0<2>:b    r36.0<4;1,0>:b    1:w              
        add (16|M0)              r59.0<2>:b    r36.1<4;1,0>:b    1:w              
        add (16|M0)              r60.0<2>:b    r36.2<4;1,0>:b    1:w              
        add (16|M0)              r61.0<2>:b    r36.3<4;1,0>:b    1:w              
        mov (16|M0)              r38.0<1>:b    r46.0<2;1,0>:b                  
        mov (16|M0)              r39.0<1>:b    r48.0<2;1,0>:b                  
        mov (16|M0)              r38.16<1>:b   r47.0<2;1,0>:b                  
        mov (16|M0)              r39.16<1>:b   r49.0<2;1,0>:b                  
        mov (16|M0)              r40.0<1>:b    r50.0<2;1,0>:b                  
        mov (16|M0)              r41.0<1>:b    r52.0<2;1,0>:b                  
        mov (16|M0)              r40.16<1>:b   r51.0<2;1,0>:b                  
        mov (16|M0)              r41.16<1>:b   r53.0<2;1,0>:b                  
        mov (16|M0)              r42.0<1>:b    r54.0<2;1,0>:b                  
        mov (16|M0)              r43.0<1>:b    r56.0<2;1,0>:b                  
        mov (16|M0)              r42.16<1>:b   r55.0<2;1,0>:b                  
        mov (16|M0)              r43.16<1>:b   r57.0<2;1,0>:b                  
        mov (16|M0)              r44.0<1>:b    r58.0<2;1,0>:b                  
        mov (16|M0)              r45.0<1>:b    r60.0<2;1,0>:b                  
        mov (16|M0)              r44.16<1>:b   r59.0<2;1,0>:b                  
        mov (16|M0)              r45.16<1>:b   r61.0<2;1,0>:b                  
(W)     sends (8|M0)             null:ud  r17     r38     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1064:
