L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (16|M0)              r32.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (16|M0)              r15.0<1>:d    r32.0<8;8,1>:d    r2.0<16;16,1>:uw {@3}
(W)     add (1|M0)               r5.1<1>:d     r13.0<0;1,0>:d    15:w               {Compacted,@2}
(W)     mov (8|M0)               r23.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    4:w               {@2}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw   {@2}
(W)     mach (1|M0)              r14.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r15.0<1>:d    r6.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r23.2<1>:f    4.34403e-44:f                              
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw {@2}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
        shr (16|M0)              r15.0<1>:d    r15.0<8;8,1>:ud   4:w               {Compacted,@2}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r15.0<1>:d    r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted,@2}
        shl (16|M0)              r24.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    6:w               {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted,@2}
(W)     mov (1|M0)               r23.0<1>:f    r17.0<0;1,0>:f                   {Compacted,@1}
(W)     add (1|M0)               r29.0<1>:d    r17.0<0;1,0>:d    0x20:uw             
(W)     send.dc1 (8|M0)          r21      r23     null    0x0            0x02190000           {@2,$0} // wr:1h+0, rd:1; media block read
(W)     add (1|M0)               r23.0<1>:ud   r17.0<0;1,0>:ud   0x20:uw              {$0.src}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     send.dc1 (8|M0)          r22      r23     null    0x0            0x02190000           {@1,$1} // wr:1h+0, rd:1; media block read
(W)     mov (1|M0)               r23.0<1>:f    r17.0<0;1,0>:f                   {Compacted,$1.src}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (8|M0)               r19.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     mov (8|M0)               r20.0<1>:f    r22.0<8;8,1>:f                   {Compacted,$1.dst}
        send.dc1 (16|M0)         null     r24     r19     0x80            0x04025E01           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r26      r24     null    0x0            0x04205E02           {$3} // wr:2+0, rd:2; untyped surface read with x
        xor (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    -1515870811:d               {$3.dst}
(W)     mov (8|M0)               r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r31.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W)     send.dc1 (8|M0)          null     r23     r28     0x40            0x020A8003           {@2,$4} // wr:1h+1, rd:0; media block write
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (1|M0)               r23.0<1>:f    r29.0<0;1,0>:f                   {Compacted,@7}
(W)     send.dc1 (8|M0)          null     r23     r31     0x40            0x020A8003           {@1,$5} // wr:1h+1, rd:0; media block write
(W)     send.dc0 (8|M0)          r34      r7      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L640:
