L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (8|M0)               r53.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (8|M0)               r13.0<1>:d    r53.0<8;8,1>:d    r2.0<8;8,1>:uw   {@3}
(W)     add (1|M0)               r5.1<1>:d     r11.0<0;1,0>:d    7:w               {Compacted,@2}
(W)     mov (8|M0)               r23.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    3:w               {@2}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw   {@2}
(W)     mach (1|M0)              r12.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r23.2<1>:f    6.42892e-40:f                              
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw   {@2}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted}
        shr (8|M0)               r13.0<1>:d    r13.0<8;8,1>:ud   3:w               {Compacted,@2}
        add (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        add (8|M0)               r13.0<1>:d    r12.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted,@2}
        shl (8|M0)               r24.0<1>:d    r9.0<8;8,1>:d     3:w               {Compacted,@2}
        shl (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    5:w               {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   r24.0<8;8,1>:d    4:w               {Compacted,@2}
        add (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted,@2}
        shl (8|M0)               r26.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted}
(W)     mov (1|M0)               r23.0<1>:f    r14.0<0;1,0>:f                   {Compacted,@2}
        shl (8|M0)               r32.0<1>:d    acc0.0<8;8,1>:d   2:w              
(W)     send.dc1 (8|M0)          r15      r23     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     mov (1|M0)               r23.0<1>:f    r14.0<0;1,0>:f                   {Compacted,$0.src}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
        shr (8|M0)               r25.0<1>:d    r9.0<8;8,1>:ud    29:w               {Compacted}
        mov (8|M0)               r27.0<1>:f    r15.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (8|M0)               r28.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r29.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r30.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r33.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r34.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r35.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r36.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r26     r27     0x100            0x02026001           {@5,$1} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r32     r33     0x100            0x02026001           {@1,$2} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          r37      r26     null    0x0            0x02406002           {$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r41      r32     null    0x0            0x02406002           {$4} // wr:1+0, rd:4; untyped surface read with xyzw
        xor (8|M0)               r45.0<1>:d    r37.0<8;8,1>:d    -1515870811:d               {$3.dst}
        xor (8|M0)               r46.0<1>:d    r38.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r47.0<1>:d    r39.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r48.0<1>:d    r40.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r49.0<1>:d    r41.0<8;8,1>:d    -1515870811:d               {$4.dst}
        xor (8|M0)               r50.0<1>:d    r42.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r51.0<1>:d    r43.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r52.0<1>:d    r44.0<8;8,1>:d    -1515870811:d              
(W)     send.dc1 (8|M0)          null     r23     r45     0x200            0x020A8003           {@1,$5} // wr:1h+8, rd:0; media block write
(W)     send.dc0 (8|M0)          r54      r7      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r54.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L736:
