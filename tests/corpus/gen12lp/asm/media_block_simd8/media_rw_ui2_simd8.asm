L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r10.2<1>:f    9.18789e-41:f                              
(W)     mov (2|M0)               r10.0<1>:f    r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r8       r10     null    0x0            0x02290000           {@2,$0} // wr:1h+0, rd:2; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   1:w              
        shl (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$0} // wr:1+2, rd:0; untyped surface write with xy
        send.dc1 (8|M0)          r11      r7      null    0x0            0x02206C02           {$1} // wr:1+0, rd:2; untyped surface read with xy
        add (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    1:w               {Compacted,$1.dst}
        add (8|M0)               r14.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}
(W)     send.dc1 (8|M0)          null     r10     r13     0x80            0x020A8003           {@1,$2} // wr:1h+2, rd:0; media block write
(W)     send.dc0 (8|M0)          r15      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r15.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L264:
