L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r9.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r9.2<1>:f     2.10195e-44:f                              
(W)     mov (2|M0)               r9.0<1>:f     r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r10      r9      null    0x0            0x02190000           {@2,$0} // wr:1h+0, rd:1; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        mov (16|M0)              r11.0<1>:ud   r10.0<8;8,1>:ub                  {$0.dst}
        send.dc0 (16|M0)         null     r7      r11     0x80            0x04030101           {@1,$1} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M0)         r13      r7      null    0x0            0x04210102           {$2} // wr:2+0, rd:2; byte gathering read 8b
        mov (16|M0)              r5.0<1>:b     r13.0<4;1,0>:b                   {$2.dst}
        add (16|M0)              r15.0<2>:b    r5.0<8;8,1>:b     1:w               {@1}
        mov (16|M0)              r5.0<1>:b     r15.0<2;1,0>:b                   {@1}
(W)     send.dc1 (8|M0)          null     r9      r5      0x40            0x020A8003           {@1,$3} // wr:1h+1, rd:0; media block write
(W)     send.dc0 (8|M0)          r16      r2      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r16.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L288:
