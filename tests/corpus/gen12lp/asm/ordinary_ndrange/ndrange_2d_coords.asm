L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r5.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r6.0<1>:d     r9.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r5.12<0;1,0>:uw 
(W)     mach (1|M0)              r8.0<1>:d     r9.1<0;1,0>:d     r5.6<0;1,0>:d   
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw {@3}
        add (16|M0)              r18.0<1>:d    r8.0<0;1,0>:d     r3.0<16;16,1>:uw {@2}
        add (16|M16)             r20.0<1>:d    r8.0<0;1,0>:d     r4.0<16;16,1>:uw
(W)     mul (8|M0)               acc0.0<1>:d   r18.0<8;8,1>:d    r8.6<0;1,0>:uw   {Compacted,@2}
        add (16|M0)              r23.0<1>:d    r18.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        mach (8|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r19.0<8;8,1>:d    r8.6<0;1,0>:uw  
        mach (8|M8)              r19.0<1>:d    r19.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r20.0<8;8,1>:d    r8.6<0;1,0>:uw   {@6}
        add (16|M16)             r12.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M16)             r25.0<1>:d    r20.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        mach (8|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r21.0<8;8,1>:d    r8.6<0;1,0>:uw  
        mach (8|M24)             r21.0<1>:d    r21.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@2}
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted,@4}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted,@4}
        mad (16|M0)              r27.0<1>:d    r23.0<8;1>:d      r14.0<8;1>:d      1000:w               {@4}
        mad (16|M16)             r29.0<1>:d    r25.0<8;1>:d      r16.0<8;1>:d      1000:w               {@4}
        send.dc1 (16|M0)         null     r18     r27     0x80            0x04025E00           {@2,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r20     r29     0x80            0x04025E00           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r22      r5      null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {$2.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L432:
