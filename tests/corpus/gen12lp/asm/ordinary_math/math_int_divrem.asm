L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r24      r16     null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r26      r18     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r28.0<1>:d    r12.0<8;8,1>:d    4:w               {Compacted}
        shl (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    4:w               {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        math.iqot (8|M0)         r32.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {$0}
        math.iqot (8|M8)         r33.0<1>:d    r21.0<8;8,1>:d    r25.0<8;8,1>:d   {$4}
        math.irem (8|M0)         r34.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {$5}
        math.irem (8|M8)         r35.0<1>:d    r21.0<8;8,1>:d    r25.0<8;8,1>:d   {$6}
        math.iqot (8|M0)         r36.0<1>:ud   r20.0<8;8,1>:ud   r24.0<8;8,1>:ud  {$7}
        math.iqot (8|M8)         r37.0<1>:ud   r21.0<8;8,1>:ud   r25.0<8;8,1>:ud  {$8}
        math.irem (8|M0)         r38.0<1>:ud   r20.0<8;8,1>:ud   r24.0<8;8,1>:ud  {$9}
        math.irem (8|M8)         r39.0<1>:ud   r21.0<8;8,1>:ud   r25.0<8;8,1>:ud  {$10}
        sync.nop                             null                             {Compacted,$3.dst}
        math.iqot (8|M16)        r40.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {$2}
        math.iqot (8|M24)        r41.0<1>:d    r23.0<8;8,1>:d    r27.0<8;8,1>:d   {$11}
        math.irem (8|M16)        r42.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {$12}
        math.irem (8|M24)        r43.0<1>:d    r23.0<8;8,1>:d    r27.0<8;8,1>:d   {$13}
        math.iqot (8|M16)        r44.0<1>:ud   r22.0<8;8,1>:ud   r26.0<8;8,1>:ud  {$14}
        math.iqot (8|M24)        r45.0<1>:ud   r23.0<8;8,1>:ud   r27.0<8;8,1>:ud  {$15}
        sync.allwr                           ($4,$5,$6,$7,$8,$9,$10)                
        send.dc1 (16|M0)         null     r28     r32     0x200            0x04025002           {@2,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        math.irem (8|M16)        r46.0<1>:ud   r22.0<8;8,1>:ud   r26.0<8;8,1>:ud  {$1}
        math.irem (8|M24)        r47.0<1>:ud   r23.0<8;8,1>:ud   r27.0<8;8,1>:ud  {$3}
        sync.allwr                           ($1,$3,$11,$12,$13,$14,$15)                
        send.dc1 (16|M16)        null     r30     r40     0x200            0x04025002           {@1,$2} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     send.dc0 (8|M0)          r8       r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L584:
