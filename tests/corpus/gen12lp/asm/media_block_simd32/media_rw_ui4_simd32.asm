L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r44.0<1>:f    r3.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r44.2<1>:f    6.42892e-40:f                              
(W)     mov (2|M0)               r44.0<1>:f    r8.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r28      r44     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r16.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        mov (16|M0)              r18.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r12.0<1>:f    r28.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M0)              r14.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r5      r12     0x200            0x04025001           {@3,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r10     r20     0x200            0x04025001           {@1,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         r45      r5      null    0x0            0x04805002           {$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r53      r10     null    0x0            0x04805002           {$4} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r61.0<1>:d    r45.0<8;8,1>:d    1:w               {Compacted,$3.dst}
        add (16|M0)              r65.0<1>:d    r47.0<8;8,1>:d    1:w               {Compacted}
        add (16|M16)             r63.0<1>:d    r53.0<8;8,1>:d    1:w               {Compacted,$4.dst}
        add (16|M16)             r67.0<1>:d    r55.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r69.0<1>:d    r49.0<8;8,1>:d    1:w               {Compacted}
(W)     send.dc1 (8|M0)          null     r44     r61     0x200            0x020A8003           {@2,$5} // wr:1h+8, rd:0; media block write
        add (16|M0)              r73.0<1>:d    r51.0<8;8,1>:d    1:w               {Compacted}
        add (16|M16)             r71.0<1>:d    r57.0<8;8,1>:d    1:w               {Compacted}
        add (16|M16)             r75.0<1>:d    r59.0<8;8,1>:d    1:w               {Compacted}
(W)     send.dc0 (8|M0)          r77      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r77.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L440:
