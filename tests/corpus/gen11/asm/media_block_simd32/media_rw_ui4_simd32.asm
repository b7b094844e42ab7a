L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r44.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r44.2<1>:f    6.42892e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (2|M0)               r44.0<1>:f    r8.4<2;2,1>:f                   
        mov (16|M0)              r16.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:f    r38.0<8;8,1>:f                  
(W)     send (8|M0)              r28:d    r44:f   0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        mov (16|M16)             r26.0<1>:f    r42.0<8;8,1>:f                  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        mov (16|M0)              r12.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r30.0<8;8,1>:f                  
        mov (16|M16)             r22.0<1>:f    r34.0<8;8,1>:f                  
        sends (16|M0)            null:w   r5      r12     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r10     r20     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r45:w    r5:f    0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r53:w    r10:f   0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r61.0<1>:d    r45.0<8;8,1>:d    1:w              
        add (16|M0)              r65.0<1>:d    r47.0<8;8,1>:d    1:w              
        add (16|M16)             r63.0<1>:d    r53.0<8;8,1>:d    1:w              
        add (16|M16)             r67.0<1>:d    r55.0<8;8,1>:d    1:w              
        add (16|M0)              r69.0<1>:d    r49.0<8;8,1>:d    1:w              
        add (16|M0)              r73.0<1>:d    r51.0<8;8,1>:d    1:w              
        add (16|M16)             r71.0<1>:d    r57.0<8;8,1>:d    1:w              
        add (16|M16)             r75.0<1>:d    r59.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r44     r61     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L568:
