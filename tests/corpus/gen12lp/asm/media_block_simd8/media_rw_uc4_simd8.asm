L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r9.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r9.2<1>:f     4.34403e-44:f                              
(W)     mov (2|M0)               r9.0<1>:f     r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r8       r9      null    0x0            0x02190000           {@2,$0} // wr:1h+0, rd:1; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   2:w              
        mov (8|M0)               r10.0<4>:b    r8.0<8;8,1>:b                    {$0.dst}
        mov (8|M0)               r10.1<4>:b    r8.8<8;8,1>:b                   
        mov (8|M0)               r10.2<4>:b    r8.16<8;8,1>:b                  
        mov (8|M0)               r10.3<4>:b    r8.24<8;8,1>:b                  
        send.dc1 (8|M0)          null     r7      r10     0x40            0x02026E01           {@1,$1} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r11      r7      null    0x0            0x02106E02           {$2} // wr:1+0, rd:1; untyped surface read with x
        add (8|M0)               r3.16<2>:b    r11.0<4;1,0>:b    1:w               {$2.dst}
        add (8|M0)               r5.0<2>:b     r11.1<4;1,0>:b    1:w              
        add (8|M0)               r6.16<2>:b    r11.2<4;1,0>:b    1:w              
        add (8|M0)               r13.0<2>:b    r11.3<4;1,0>:b    1:w              
        mov (8|M0)               r12.0<1>:b    r3.16<2;1,0>:b                   {@4}
        mov (8|M0)               r12.8<1>:b    r5.0<2;1,0>:b                    {@4}
        mov (8|M0)               r12.16<1>:b   r6.16<2;1,0>:b                   {@4}
        mov (8|M0)               r12.24<1>:b   r13.0<2;1,0>:b                   {@4}
(W)     send.dc1 (8|M0)          null     r9      r12     0x40            0x020A8003           {@1,$3} // wr:1h+1, rd:0; media block write
(W)     send.dc0 (8|M0)          r14      r2      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r14.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L432:
