L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r20.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r20.2<1>:f    2.7555e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (2|M0)               r20.0<1>:f    r8.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r16:d    r20:f   0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        mov (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:f    r18.0<8;8,1>:f                  
        sends (16|M0)            null:w   r5      r12     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r10     r14     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r21:w    r5:f    0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r23:w    r10:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r25.0<1>:d    r21.0<8;8,1>:d    1:w              
        add (16|M16)             r27.0<1>:d    r23.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r20     r25     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L368:
