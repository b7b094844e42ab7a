L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r13.0<1>:f    r3.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r13.2<1>:f    4.34403e-44:f                              
(W)     mov (2|M0)               r13.0<1>:f    r8.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r12      r13     null    0x0            0x02190000           {@2,$0} // wr:1h+0, rd:1; media block read
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        mov (16|M0)              r14.0<1>:ud   r12.0<8;8,1>:ub                  {$0.dst}
        mov (16|M16)             r16.0<1>:ud   r12.16<8;8,1>:ub                
        send.dc0 (16|M0)         null     r5      r14     0x80            0x04030101           {@2,$1} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M16)        null     r10     r16     0x80            0x04030101           {@1,$2} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M0)         r18      r5      null    0x0            0x04210102           {$3} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M16)        r20      r10     null    0x0            0x04210102           {$4} // wr:2+0, rd:2; byte gathering read 8b
        add (16|M0)              r23.0<2>:b    r18.0<4;1,0>:b    1:w               {$3.dst}
        add (16|M16)             r24.0<2>:b    r20.0<4;1,0>:b    1:w               {$4.dst}
        mov (16|M0)              r22.0<1>:b    r23.0<2;1,0>:b                   {@2}
        mov (16|M16)             r22.16<1>:b   r24.0<2;1,0>:b                   {@2}
(W)     send.dc1 (8|M0)          null     r13     r22     0x40            0x020A8003           {@1,$5} // wr:1h+1, rd:0; media block write
(W)     send.dc0 (8|M0)          r25      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r25.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L376:
