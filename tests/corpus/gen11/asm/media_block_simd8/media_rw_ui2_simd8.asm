L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r10.2<1>:f    9.18789e-41:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r10.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r8:d     r10:f   0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   1:w              
        shl (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     2:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r11:d    r7:f    0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        add (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    1:w              
        add (8|M0)               r14.0<1>:d    r12.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r10     r13     0x8C            0x020A8003           // wr:1h+2, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L280:
