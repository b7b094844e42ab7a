L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (16|M0)              r27.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (16|M0)              r15.0<1>:d    r27.0<8;8,1>:d    r2.0<16;16,1>:uw {@3}
(W)     add (1|M0)               r6.6<1>:d     r13.0<0;1,0>:d    15:w               {Compacted,@2}
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r1.0<16;16,1>:uw {@7}
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    4:w               {@2}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw  {@2}
(W)     mach (1|M0)              r14.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r15.0<1>:d    r6.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r7.1<1>:d     r14.0<0;1,0>:d    4:w               {Compacted,@5}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw {@2}
        shl (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@7}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        and (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    -16:w               {Compacted,@2}
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted,@1}
(W)     mov (1|M0)               r21.2<1>:f    r17.0<0;1,0>:f                   {Compacted,@1}
(W)     shr (1|M0)               r26.2<1>:ud   r17.0<0;1,0>:ud   0x4:uw             
(W)     send.dc0 (16|M0)         r19      r21     null    0x0            0x02284300           {@2,$0} // wr:1h+0, rd:2; oword aligned block read x4
        send.dc1 (16|M0)         null     r22     r19     0x80            0x04025E01           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r24      r22     null    0x0            0x04205E02           {$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r26     r24     0x80            0x020A0303           {@1,$2} // wr:1h+2, rd:0; oword block write x4
(W)     send.dc0 (8|M0)          r29      r5      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L456:
