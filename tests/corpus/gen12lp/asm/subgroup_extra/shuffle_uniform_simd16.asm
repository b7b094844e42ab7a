L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r5.0<1>:uw    r5.8<0;1,0>:uw    0x2:uw              {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
(W)     add (1|M0)               a0.0<1>:uw    r5.0<0;1,0>:uw    0x1A0:uw              {@2}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted}
        mov (16|M0)              r17.0<1>:d    r[a0.0]<0;1,0>:d                 {$0.dst}
        send.dc1 (16|M0)         null     r15     r17     0x80            0x04025E01           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     r5.5<0;1,0>:d    {Compacted}
(W)     mov (16|M0)              r25.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    2:w               {Compacted,@2}
        or (16|M0)               r29.0<1>:d    r15.0<8;8,1>:d    4:w               {Compacted}
        mov (8|M0)               r23.0<1>:f    r25.1<1;1,0>:f                   {Compacted,@3}
(W)     mov (16|M0)              r37.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r41.0<2>:f    r13.1<2;1,0>:f                   {Compacted}
        mov (8|M0)               r34.0<1>:f    r37.5<1;1,0>:f                   {Compacted,@2}
(W)     mov (8|M0)               r41.1<2>:f    r13.0<2;1,0>:f                   {Compacted}
        or (16|M0)               r39.0<1>:d    r15.0<8;8,1>:d    8:w               {Compacted}
        mov (16|M0)              r45.0<1>:f    r41.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc1 (16|M0)         r21      r19     null    0x0            0x04205E00           {@7,$2} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (16|M0)              r27.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (8|M0)               r24.0<1>:f    r26.1<1;1,0>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r29     r23     0x80            0x04025E01           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r31      r19     null    0x0            0x04205E00           {$4} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (16|M0)              r35.0<1>:f    r31.0<8;8,1>:f                   {Compacted,$4.dst}
        mov (8|M0)               r33.0<1>:f    r36.5<1;1,0>:f                   {Compacted,@1}
        mov (16|M0)              r43.0<1>:f    r33.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r39     r43     0x100            0x04025C01           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r47      r2      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r47.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L408:
