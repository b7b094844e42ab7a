L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (8|M0)               r56.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (8|M0)               r13.0<1>:d    r56.0<8;8,1>:d    r2.0<8;8,1>:uw   {@3}
(W)     add (1|M0)               r6.6<1>:d     r11.0<0;1,0>:d    7:w               {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@7}
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    3:w               {@2}
        add (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw  {@2}
(W)     mach (1|M0)              r12.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r25.0<1>:d    r9.0<8;8,1>:d     3:w               {Compacted,@5}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw   {@2}
        add (8|M0)               acc0.0<1>:d   r25.0<8;8,1>:d    4:w               {Compacted,@2}
        shr (8|M0)               r13.0<1>:d    r13.0<8;8,1>:ud   3:w               {Compacted,@2}
        shl (8|M0)               r27.0<1>:d    r25.0<8;8,1>:d    2:w               {Compacted}
        add (8|M0)               r13.0<1>:d    r12.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted,@2}
        shl (8|M0)               r33.0<1>:d    acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    8:w               {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r23.2<1>:f    r14.0<0;1,0>:f                   {Compacted,@2}
(W)     add (1|M0)               r24.2<1>:ud   r14.0<0;1,0>:ud   0x80:uw             
(W)     send.dc0 (16|M0)         r15      r23     null    0x0            0x02484400           {@2,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     send.dc0 (16|M0)         r19      r24     null    0x0            0x02484400           {@1,$1} // wr:1h+0, rd:4; oword aligned block read x8
(W)     shr (1|M0)               r7.1<1>:ud    r14.0<0;1,0>:ud   0x4:uw             
        shr (8|M0)               r26.0<1>:d    r9.0<8;8,1>:ud    29:w               {Compacted}
(W)     mov (1|M0)               r54.2<1>:f    r7.1<0;1,0>:f                    {@2}
(W)     add (1|M0)               r55.2<1>:ud   r7.1<0;1,0>:ud    0x8:uw             
        mov (8|M0)               r28.0<1>:f    r15.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (8|M0)               r29.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r30.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r31.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r34.0<1>:f    r19.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (8|M0)               r35.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r36.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r37.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r27     r28     0x100            0x02026001           {@5,$2} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r33     r34     0x100            0x02026001           {@1,$3} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          r38      r27     null    0x0            0x02406002           {$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r42      r33     null    0x0            0x02406002           {$5} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               r46.0<1>:d    r38.0<8;8,1>:d    1:w               {Compacted,$4.dst}
        add (8|M0)               r47.0<1>:d    r39.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r48.0<1>:d    r40.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r49.0<1>:d    r41.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r50.0<1>:d    r42.0<8;8,1>:d    1:w               {Compacted,$5.dst}
        add (8|M0)               r51.0<1>:d    r43.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r52.0<1>:d    r44.0<8;8,1>:d    1:w               {Compacted}
        add (8|M0)               r53.0<1>:d    r45.0<8;8,1>:d    1:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r54     r46     0x100            0x020A0403           {@5,$6} // wr:1h+4, rd:0; oword block write x8
(W)     send.dc0 (16|M0)         null     r55     r50     0x100            0x020A0403           {@1,$7} // wr:1h+4, rd:0; oword block write x8
(W)     send.dc0 (8|M0)          r57      r5      null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r57.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L696:
