L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r16.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r16.2<1>:f    6.42892e-40:f                              
(W)     mov (2|M0)               r16.0<1>:f    r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r8       r16     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r17.0<1>:d    r7.0<8;8,1>:d     3:w               {Compacted,@1}
        shr (8|M0)               r18.0<1>:d    r7.0<8;8,1>:ud    29:w               {Compacted}
        add (8|M0)               acc0.0<1>:d   r17.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (8|M0)               r19.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted}
        shl (8|M0)               r25.0<1>:d    acc0.0<8;8,1>:d   2:w              
        mov (8|M0)               r20.0<1>:f    r8.0<8;8,1>:f                    {Compacted,$0.dst}
        mov (8|M0)               r21.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r22.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r26.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r27.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r28.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r29.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r19     r20     0x100            0x02026001           {@5,$1} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r25     r26     0x100            0x02026001           {@1,$2} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          r30      r19     null    0x0            0x02406002           {$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r34      r25     null    0x0            0x02406002           {$4} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               r38.0<1>:d    r30.0<8;8,1>:d    1:w               {Compacted,$3.dst}
        add (8|M0)               r39.0<1>:d    r31.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r40.0<1>:d    r32.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r41.0<1>:d    r33.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r42.0<1>:d    r34.0<8;8,1>:d    1:w               {Compacted,$4.dst}
        add (8|M0)               r43.0<1>:d    r35.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r44.0<1>:d    r36.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r45.0<1>:d    r37.0<8;8,1>:d    1:w               {Compacted}
(W)     send.dc1 (8|M0)          null     r16     r38     0x200            0x020A8003           {@1,$5} // wr:1h+8, rd:0; media block write
(W)     send.dc0 (8|M0)          r46      r2      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r46.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L432:
