L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r17.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r17.2<1>:f    6.42892e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r17.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r9:d     r17:f   0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     2:w              
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r7      r9      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r18:w    r7:f    0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r26.0<1>:d    r18.0<8;8,1>:d    1:w              
        add (16|M0)              r28.0<1>:d    r20.0<8;8,1>:d    1:w              
        add (16|M0)              r30.0<1>:d    r22.0<8;8,1>:d    1:w              
        add (16|M0)              r32.0<1>:d    r24.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r17     r26     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L304:
