L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r17.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r17.2<1>:f    6.42892e-40:f                              
(W)     mov (2|M0)               r17.0<1>:f    r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (16|M0)         r9       r17     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r18.0<1>:d    r7.0<8;8,1>:d     3:w               {Compacted,@1}
        shr (16|M0)              r7.0<1>:d     r7.0<8;8,1>:ud    29:w               {Compacted}
        add (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r24.0<1>:d    r22.0<8;8,1>:d    1:w               {Compacted,@2}
        mov (16|M0)              r26.0<2>:hf   r9.0<16;16,1>:hf                 {$0.dst}
        mov (16|M0)              r28.0<2>:hf   r11.0<16;16,1>:hf               
        mov (16|M0)              r30.0<2>:hf   r13.0<16;16,1>:hf               
        mov (16|M0)              r32.0<2>:hf   r15.0<16;16,1>:hf               
        mov (16|M0)              r26.1<2>:hf   r10.0<16;16,1>:hf               
        mov (16|M0)              r28.1<2>:hf   r12.0<16;16,1>:hf               
        mov (16|M0)              r30.1<2>:hf   r14.0<16;16,1>:hf               
        mov (16|M0)              r32.1<2>:hf   r16.0<16;16,1>:hf               
        send.dc1 (16|M0)         null     r20     r26     0x100            0x04025C01           {@3,$1} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r24     r30     0x100            0x04025C01           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         r34      r20     null    0x0            0x04405C02           {$3} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r38      r24     null    0x0            0x04405C02           {$4} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M0)              r42.0<1>:w    r34.0<2;1,0>:w    1:w               {$3.dst}
        add (16|M0)              r43.0<1>:w    r34.1<2;1,0>:w    1:w              
        add (16|M0)              r44.0<1>:w    r36.0<2;1,0>:w    1:w              
        add (16|M0)              r45.0<1>:w    r36.1<2;1,0>:w    1:w              
        add (16|M0)              r46.0<1>:w    r38.0<2;1,0>:w    1:w               {$4.dst}
        add (16|M0)              r47.0<1>:w    r38.1<2;1,0>:w    1:w              
        add (16|M0)              r48.0<1>:w    r40.0<2;1,0>:w    1:w              
        add (16|M0)              r49.0<1>:w    r40.1<2;1,0>:w    1:w              
(W)     send.dc1 (8|M0)          null     r17     r42     0x200            0x020A8003           {@1,$5} // wr:1h+8, rd:0; media block write
(W)     send.dc0 (8|M0)          r50      r2      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r50.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L552:
