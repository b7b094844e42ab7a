L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r5.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r7.0<1>:d     r6.4<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r6.2<0;1,0>:uw  
(W)     mach (1|M0)              r12.0<1>:d    r6.2<0;1,0>:d     r6.1<0;1,0>:d   
        mul (16|M0)              r61.0<1>:d    r6.2<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.6<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.3<0;1,0>:d    {Compacted}
        add (16|M0)              r15.0<1>:d    r61.0<8;8,1>:d    r2.0<16;16,1>:uw {@3}
(W)     add (1|M0)               r6.7<1>:d     r13.0<0;1,0>:d    15:w               {Compacted,@2}
(W)     shl (1|M0)               r7.2<1>:d     r6.0<0;1,0>:d     2:w               {Compacted}
(W)     shr (1|M0)               r7.1<1>:d     r6.7<0;1,0>:ud    4:w               {@2}
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r1.0<16;16,1>:uw {@7}
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r7.2<0;1,0>:uw   {@2}
(W)     mach (1|M0)              r14.0<1>:d    r5.1<0;1,0>:d     r7.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r15.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r15.0<1>:d    r6.1<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.1<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.1<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@7}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw {@2}
        mul (16|M0)              r34.0<1>:ud   r10.0<8;8,1>:ud   0x5:uw              {@2}
        shr (16|M0)              r15.0<1>:d    r15.0<8;8,1>:ud   4:w               {Compacted,@2}
        shl (16|M0)              r36.0<1>:d    r34.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M0)              r15.0<1>:d    r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted,@2}
        add (16|M0)              r46.0<1>:d    r36.0<8;8,1>:d    16:w               {Compacted,@2}
        mul (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    320:w               {Compacted,@2}
        shl (16|M0)              r48.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted}
        add (16|M0)              r19.0<1>:d    r7.2<0;1,0>:d     r17.0<8;8,1>:d   {Compacted,@2}
(W)     shl (1|M0)               r7.3<1>:d     r6.0<0;1,0>:d     4:w               {Compacted}
(W)     mov (1|M0)               r23.2<1>:f    r19.0<0;1,0>:f                   {Compacted,@2}
        add (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    64:w               {Compacted}
(W)     send.dc0 (16|M0)         r21      r23     null    0x0            0x02284300           {@2,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (1|M0)               r32.2<1>:f    r19.0<0;1,0>:f                   {Compacted,@1}
(W)     add (1|M0)               r33.2<1>:ud   r19.0<0;1,0>:ud   0x80:uw             
(W)     send.dc0 (16|M0)         r24      r32     null    0x0            0x02484400           {@2,$1} // wr:1h+0, rd:4; oword aligned block read x8
(W)     send.dc0 (16|M0)         r28      r33     null    0x0            0x02484400           {@1,$2} // wr:1h+0, rd:4; oword aligned block read x8
(W)     and (1|M0)               r7.4<1>:d     r7.3<0;1,0>:d     48:w               {@5}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        or (16|M0)               r58.0<1>:d    r7.4<0;1,0>:d     r17.0<8;8,1>:d   {Compacted,@2}
(W)     shr (1|M0)               r60.2<1>:ud   r58.0<0;1,0>:ud   0x4:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M0)              r40.0<1>:f    r24.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (16|M0)              r42.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r44.0<1>:f    r28.0<8;8,1>:f                   {Compacted,$2.dst}
        send.dc1 (16|M0)         null     r36     r38     0x200            0x04025001           {@1,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r46     r30     0x80            0x04025E01           {$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r50      r48     null    0x0            0x04405C02           {$5} // wr:2+0, rd:4; untyped surface read with xy
        xor (16|M0)              r54.0<1>:d    r50.0<8;8,1>:d    -1515870811:d               {$5.dst}
        xor (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d    -1515870811:d              
(W)     send.dc0 (16|M0)         null     r60     r54     0x100            0x020A0403           {@1,$6} // wr:1h+4, rd:0; oword block write x8
(W)     send.dc0 (8|M0)          r63      r5      null    0x0            0x0219E000           {$7} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r63.0<8;8,1>:ud                  {$7.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L680:
