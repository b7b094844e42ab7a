L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (8|M0)               r29.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (8|M0)               r13.0<1>:d    r29.0<8;8,1>:d    r2.0<8;8,1>:uw   {@3}
(W)     add (1|M0)               r5.1<1>:d     r11.0<0;1,0>:d    7:w               {Compacted,@2}
(W)     mov (8|M0)               r19.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    3:w               {@2}
(W)     mov (1|M0)               r19.1<1>:f    r5.5<0;1,0>:f                   
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw   {@2}
(W)     mach (1|M0)              r12.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r19.2<1>:f    2.7555e-40:f                              
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw   {@2}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted}
        shr (8|M0)               r13.0<1>:d    r13.0<8;8,1>:ud   3:w               {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        add (8|M0)               r13.0<1>:d    r12.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted,@2}
        shl (8|M0)               r20.0<1>:d    acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    5:w               {Compacted,@2}
        shl (8|M0)               r20.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,@2}
        add (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r19.0<1>:f    r14.0<0;1,0>:f                   {Compacted,@2}
(W)     send.dc1 (8|M0)          r15      r19     null    0x0            0x02490000           {@1,$0} // wr:1h+0, rd:4; media block read
(W)     mov (1|M0)               r19.0<1>:f    r14.0<0;1,0>:f                   {Compacted,$0.src}
(W)     mov (1|M0)               r19.1<1>:f    r5.5<0;1,0>:f                   
        send.dc1 (8|M0)          null     r20     r15     0x100            0x02026001           {@6,$0} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          r21      r20     null    0x0            0x02406002           {$1} // wr:1+0, rd:4; untyped surface read with xyzw
        xor (8|M0)               r25.0<1>:d    r21.0<8;8,1>:d    -1515870811:d               {$1.dst}
        xor (8|M0)               r26.0<1>:d    r22.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r27.0<1>:d    r23.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r28.0<1>:d    r24.0<8;8,1>:d    -1515870811:d              
(W)     send.dc1 (8|M0)          null     r19     r25     0x100            0x020A8003           {@1,$2} // wr:1h+4, rd:0; media block write
(W)     send.dc0 (8|M0)          r30      r7      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r30.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L552:
