L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r5.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r7.0<1>:d     r6.4<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r6.2<0;1,0>:uw  
(W)     mach (1|M0)              r10.0<1>:d    r6.2<0;1,0>:d     r6.1<0;1,0>:d   
        mul (8|M0)               r35.0<1>:d    r6.2<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.6<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.3<0;1,0>:d    {Compacted}
        add (8|M0)               r14.0<1>:d    r35.0<8;8,1>:d    r2.0<8;8,1>:uw   {@3}
(W)     add (1|M0)               r6.7<1>:d     r11.0<0;1,0>:d    7:w               {Compacted,@2}
(W)     shl (1|M0)               r7.2<1>:d     r6.0<0;1,0>:d     2:w               {Compacted}
(W)     shr (1|M0)               r7.1<1>:d     r6.7<0;1,0>:ud    3:w               {@2}
        add (8|M0)               r8.0<1>:d     r7.0<0;1,0>:d     r1.0<8;8,1>:uw   {@7}
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r7.2<0;1,0>:uw   {@2}
(W)     mach (1|M0)              r12.0<1>:d    r5.1<0;1,0>:d     r7.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r14.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r14.0<1>:d    r6.1<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@5}
        add (8|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r1.0<8;8,1>:uw   {@2}
        mul (8|M0)               r22.0<1>:ud   r9.0<8;8,1>:ud    0x5:uw              {@2}
        shr (8|M0)               r14.0<1>:d    r14.0<8;8,1>:ud   3:w               {Compacted,@2}
        shl (8|M0)               r22.0<1>:d    r22.0<8;8,1>:d    2:w               {Compacted,@2}
        add (8|M0)               r14.0<1>:d    r12.0<0;1,0>:d    r14.0<8;8,1>:d   {Compacted,@2}
        add (8|M0)               r27.0<1>:d    r22.0<8;8,1>:d    16:w               {Compacted,@2}
        mad (8|M0)               r13.0<1>:d    r7.2<0;0>:d       r14.0<8;1>:d      160:w               {@2}
        shl (8|M0)               r28.0<1>:d    r9.0<8;8,1>:d     3:w               {Compacted}
(W)     mov (1|M0)               r16.2<1>:f    r13.0<0;1,0>:f                   {Compacted,@2}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    32:w               {Compacted}
(W)     send.dc0 (8|M0)          r15      r16     null    0x0            0x02184200           {@2,$0} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (1|M0)               r21.2<1>:f    r13.0<0;1,0>:f                   {Compacted,@1}
(W)     shl (1|M0)               r7.3<1>:d     r6.0<0;1,0>:d     4:w               {Compacted}
(W)     send.dc0 (16|M0)         r17      r21     null    0x0            0x02484400           {@2,$1} // wr:1h+0, rd:4; oword aligned block read x8
(W)     and (1|M0)               r7.4<1>:d     r7.3<0;1,0>:d     48:w               {@1}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        mad (8|M0)               r33.0<1>:d    r7.4<0;0>:d       r14.0<8;1>:d      160:w               {@2}
(W)     shr (1|M0)               r34.2<1>:ud   r33.0<0;1,0>:ud   0x4:uw              {@1}
        mov (8|M0)               r23.0<1>:f    r15.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (8|M0)               r24.0<1>:f    r17.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (8|M0)               r25.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r26.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r22     r23     0x100            0x02026001           {@1,$2} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r27     r20     0x40            0x02026E01           {$3} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r29      r28     null    0x0            0x02206C02           {$4} // wr:1+0, rd:2; untyped surface read with xy
        xor (8|M0)               r31.0<1>:d    r29.0<8;8,1>:d    -1515870811:d               {$4.dst}
        xor (8|M0)               r32.0<1>:d    r30.0<8;8,1>:d    -1515870811:d              
(W)     send.dc0 (16|M0)         null     r34     r31     0x80            0x020A0303           {@1,$5} // wr:1h+2, rd:0; oword block write x4
(W)     send.dc0 (8|M0)          r36      r5      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r36.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L632:
