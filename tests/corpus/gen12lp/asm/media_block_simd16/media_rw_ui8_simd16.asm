L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r25.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r25.2<1>:f    6.42892e-40:f                              
(W)     mov (2|M0)               r25.0<1>:f    r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r9       r25     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r44.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        mov (16|M0)              r46.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        mov (16|M0)              r48.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r26.0<1>:d    r7.0<8;8,1>:d     3:w               {Compacted,@2}
        mov (16|M0)              r50.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r40.0<1>:d    r26.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r42.0<1>:d    r40.0<8;8,1>:d    2:w               {Compacted,@2}
        shr (16|M0)              r28.0<1>:d    r7.0<8;8,1>:ud    29:w               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r32.0<1>:f    r9.0<8;8,1>:f                    {Compacted,$0.dst}
        mov (16|M0)              r34.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r36.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r30     r32     0x200            0x04025001           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r42     r44     0x200            0x04025001           {@7,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         r52      r30     null    0x0            0x04805002           {$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r60      r42     null    0x0            0x04805002           {$4} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r68.0<1>:d    r52.0<8;8,1>:d    1:w               {Compacted,$3.dst}
        add (16|M0)              r70.0<1>:d    r54.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r72.0<1>:d    r56.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r74.0<1>:d    r58.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r76.0<1>:d    r60.0<8;8,1>:d    1:w               {Compacted,$4.dst}
(W)     send.dc1 (8|M0)          null     r25     r68     0x200            0x020A8003           {@2,$5} // wr:1h+8, rd:0; media block write
        add (16|M0)              r78.0<1>:d    r62.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r80.0<1>:d    r64.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r82.0<1>:d    r66.0<8;8,1>:d    1:w               {Compacted}
(W)     send.dc0 (8|M0)          r84      r2      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r84.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L424:
