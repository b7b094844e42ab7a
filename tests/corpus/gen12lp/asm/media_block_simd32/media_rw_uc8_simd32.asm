L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r20.0<1>:f    r3.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r20.2<1>:f    6.42892e-40:f                              
(W)     mov (2|M0)               r20.0<1>:f    r8.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r12      r20     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     3:w               {Compacted,@2}
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r21.0<4>:b    r12.0<8;8,1>:b                   {$0.dst}
        mov (16|M0)              r23.0<4>:b    r16.0<8;8,1>:b                  
        mov (16|M16)             r25.0<4>:b    r12.16<8;8,1>:b                 
        mov (16|M16)             r27.0<4>:b    r16.16<8;8,1>:b                 
        mov (16|M0)              r21.1<4>:b    r13.0<8;8,1>:b                  
        mov (16|M0)              r23.1<4>:b    r17.0<8;8,1>:b                  
        mov (16|M16)             r25.1<4>:b    r13.16<8;8,1>:b                 
        mov (16|M16)             r27.1<4>:b    r17.16<8;8,1>:b                 
        mov (16|M0)              r21.2<4>:b    r14.0<8;8,1>:b                  
        mov (16|M0)              r23.2<4>:b    r18.0<8;8,1>:b                  
        mov (16|M16)             r25.2<4>:b    r14.16<8;8,1>:b                 
        mov (16|M16)             r27.2<4>:b    r18.16<8;8,1>:b                 
        mov (16|M0)              r21.3<4>:b    r15.0<8;8,1>:b                  
        mov (16|M0)              r23.3<4>:b    r19.0<8;8,1>:b                  
        mov (16|M16)             r25.3<4>:b    r15.16<8;8,1>:b                 
        mov (16|M16)             r27.3<4>:b    r19.16<8;8,1>:b                 
        send.dc1 (16|M0)         null     r5      r21     0x100            0x04025C01           {@3,$1} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r10     r25     0x100            0x04025C01           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         r29      r5      null    0x0            0x04405C02           {$3} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r33      r10     null    0x0            0x04405C02           {$4} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M0)              r45.0<2>:b    r29.0<4;1,0>:b    1:w               {$3.dst}
        add (16|M0)              r47.0<2>:b    r29.1<4;1,0>:b    1:w              
        add (16|M0)              r49.0<2>:b    r29.2<4;1,0>:b    1:w              
        add (16|M0)              r51.0<2>:b    r29.3<4;1,0>:b    1:w              
        add (16|M0)              r53.0<2>:b    r31.0<4;1,0>:b    1:w              
        add (16|M0)              r55.0<2>:b    r31.1<4;1,0>:b    1:w              
        add (16|M0)              r57.0<2>:b    r31.2<4;1,0>:b    1:w              
        add (16|M0)              r59.0<2>:b    r31.3<4;1,0>:b    1:w              
        add (16|M16)             r46.0<2>:b    r33.0<4;1,0>:b    1:w               {$4.dst}
        add (16|M16)             r48.0<2>:b    r33.1<4;1,0>:b    1:w              
        add (16|M16)             r50.0<2>:b    r33.2<4;1,0>:b    1:w              
        add (16|M16)             r52.0<2>:b    r33.3<4;1,0>:b    1:w              
        add (16|M16)             r54.0<2>:b    r35.0<4;1,0>:b    1:w              
        add (16|M16)             r56.0<2>:b    r35.1<4;1,0>:b    1:w              
        add (16|M16)             r58.0<2>:b    r35.2<4;1,0>:b    1:w              
        add (16|M16)             r60.0<2>:b    r35.3<4;1,0>:b    1:w              
        mov (16|M0)              r37.0<1>:b    r45.0<2;1,0>:b                  
        mov (16|M0)              r38.0<1>:b    r47.0<2;1,0>:b                  
        mov (16|M0)              r39.0<1>:b    r49.0<2;1,0>:b                  
        mov (16|M0)              r40.0<1>:b    r51.0<2;1,0>:b                  
        mov (16|M0)              r41.0<1>:b    r53.0<2;1,0>:b                  
        mov (16|M0)              r42.0<1>:b    r55.0<2;1,0>:b                  
        mov (16|M0)              r43.0<1>:b    r57.0<2;1,0>:b                  
        mov (16|M0)              r44.0<1>:b    r59.0<2;1,0>:b                  
        mov (16|M16)             r37.16<1>:b   r46.0<2;1,0>:b                  
        mov (16|M16)             r38.16<1>:b   r48.0<2;1,0>:b                  
        mov (16|M16)             r39.16<1>:b   r50.0<2;1,0>:b                  
        mov (16|M16)             r40.16<1>:b   r52.0<2;1,0>:b                  
        mov (16|M16)             r41.16<1>:b   r54.0<2;1,0>:b                  
        mov (16|M16)             r42.16<1>:b   r56.0<2;1,0>:b                  
        mov (16|M16)             r43.16<1>:b   r58.0<2;1,0>:b                  
        mov (16|M16)             r44.16<1>:b   r60.0<2;1,0>:b                  
(W)     send.dc1 (8|M0)          null     r20     r37     0x200            0x020A8003           {@1,$5} // wr:1h+8, rd:0; media block write
(W)     send.dc0 (8|M0)          r61      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r61.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1064:
