L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r25.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r25.2<1>:f    6.42892e-40:f                              
(W)     mov (2|M0)               r25.0<1>:f    r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (16|M0)         r9       r25     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r52.0<2>:hf   r17.0<16;16,1>:hf               
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        mov (16|M0)              r54.0<2>:hf   r19.0<16;16,1>:hf               
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        mov (16|M0)              r56.0<2>:hf   r21.0<16;16,1>:hf               
        shl (16|M0)              r26.0<1>:d    r7.0<8;8,1>:d     4:w               {Compacted,@2}
        mov (16|M0)              r58.0<2>:hf   r23.0<16;16,1>:hf               
        add (16|M0)              r32.0<1>:d    r26.0<8;8,1>:d    4:w               {Compacted,@2}
        add (16|M0)              r40.0<1>:d    r26.0<8;8,1>:d    8:w               {Compacted}
        add (16|M0)              r48.0<1>:d    r26.0<8;8,1>:d    12:w               {Compacted}
        shl (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r34.0<1>:d    r32.0<8;8,1>:d    1:w               {Compacted,@4}
        shl (16|M0)              r42.0<1>:d    r40.0<8;8,1>:d    1:w               {Compacted,@4}
        shl (16|M0)              r50.0<1>:d    r48.0<8;8,1>:d    1:w               {Compacted,@4}
        mov (16|M0)              r52.1<2>:hf   r18.0<16;16,1>:hf               
        mov (16|M0)              r54.1<2>:hf   r20.0<16;16,1>:hf               
        mov (16|M0)              r56.1<2>:hf   r22.0<16;16,1>:hf               
        mov (16|M0)              r58.1<2>:hf   r24.0<16;16,1>:hf               
        shr (16|M0)              r28.0<1>:d    r7.0<8;8,1>:ud    28:w               {Compacted}
        mov (16|M0)              r36.0<2>:hf   r9.0<16;16,1>:hf                 {$0.dst}
        mov (16|M0)              r38.0<2>:hf   r11.0<16;16,1>:hf               
        mov (16|M0)              r44.0<2>:hf   r13.0<16;16,1>:hf               
        mov (16|M0)              r46.0<2>:hf   r15.0<16;16,1>:hf               
        mov (16|M0)              r36.1<2>:hf   r10.0<16;16,1>:hf               
        mov (16|M0)              r38.1<2>:hf   r12.0<16;16,1>:hf               
        mov (16|M0)              r44.1<2>:hf   r14.0<16;16,1>:hf               
        mov (16|M0)              r46.1<2>:hf   r16.0<16;16,1>:hf               
        send.dc1 (16|M0)         null     r30     r36     0x100            0x04025C01           {@3,$1} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r34     r44     0x100            0x04025C01           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r42     r52     0x100            0x04025C01           {$3} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r50     r56     0x100            0x04025C01           {@7,$4} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc1 (16|M0)         r60      r30     null    0x0            0x04405C02           {$5} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r64      r34     null    0x0            0x04405C02           {$6} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r68      r42     null    0x0            0x04405C02           {$7} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r72      r50     null    0x0            0x04405C02           {$8} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M0)              r76.0<1>:w    r60.0<2;1,0>:w    1:w               {$5.dst}
        add (16|M0)              r77.0<1>:w    r60.1<2;1,0>:w    1:w              
        add (16|M0)              r78.0<1>:w    r62.0<2;1,0>:w    1:w              
        add (16|M0)              r79.0<1>:w    r62.1<2;1,0>:w    1:w              
        add (16|M0)              r80.0<1>:w    r64.0<2;1,0>:w    1:w               {$6.dst}
        add (16|M0)              r81.0<1>:w    r64.1<2;1,0>:w    1:w              
        add (16|M0)              r82.0<1>:w    r66.0<2;1,0>:w    1:w              
        add (16|M0)              r83.0<1>:w    r66.1<2;1,0>:w    1:w              
        add (16|M0)              r84.0<1>:w    r68.0<2;1,0>:w    1:w               {$7.dst}
(W)     send.dc1 (8|M0)          null     r25     r76     0x200            0x020A8003           {@2,$9} // wr:1h+8, rd:0; media block write
        add (16|M0)              r85.0<1>:w    r68.1<2;1,0>:w    1:w              
        add (16|M0)              r86.0<1>:w    r70.0<2;1,0>:w    1:w              
        add (16|M0)              r87.0<1>:w    r70.1<2;1,0>:w    1:w              
        add (16|M0)              r88.0<1>:w    r72.0<2;1,0>:w    1:w               {$8.dst}
        add (16|M0)              r89.0<1>:w    r72.1<2;1,0>:w    1:w              
        add (16|M0)              r90.0<1>:w    r74.0<2;1,0>:w    1:w              
        add (16|M0)              r91.0<1>:w    r74.1<2;1,0>:w    1:w              
(W)     send.dc0 (8|M0)          r92      r2      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r92.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L904:
