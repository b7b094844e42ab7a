L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r20.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r20.2<1>:f    6.42892e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (2|M0)               r20.0<1>:f    r8.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     send (16|M0)             r12:w    r20:f   0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     1:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1:w              
        mov (16|M0)              r21.0<2>:hf   r12.0<16;16,1>:hf               
        mov (16|M0)              r23.0<2>:hf   r16.0<16;16,1>:hf               
        mov (16|M16)             r25.0<2>:hf   r13.0<16;16,1>:hf               
        mov (16|M16)             r27.0<2>:hf   r17.0<16;16,1>:hf               
        mov (16|M0)              r21.1<2>:hf   r14.0<16;16,1>:hf               
        mov (16|M0)              r23.1<2>:hf   r18.0<16;16,1>:hf               
        mov (16|M16)             r25.1<2>:hf   r15.0<16;16,1>:hf               
        mov (16|M16)             r27.1<2>:hf   r19.0<16;16,1>:hf               
        sends (16|M0)            null:w   r5      r21     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r10     r25     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r29:w    r5:f    0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r33:w    r10:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r37.0<1>:w    r29.0<2;1,0>:w    1:w              
        add (16|M0)              r39.0<1>:w    r29.1<2;1,0>:w    1:w              
        add (16|M0)              r41.0<1>:w    r31.0<2;1,0>:w    1:w              
        add (16|M0)              r43.0<1>:w    r31.1<2;1,0>:w    1:w              
        add (16|M16)             r38.0<1>:w    r33.0<2;1,0>:w    1:w              
        add (16|M16)             r40.0<1>:w    r33.1<2;1,0>:w    1:w              
        add (16|M16)             r42.0<1>:w    r35.0<2;1,0>:w    1:w              
        add (16|M16)             r44.0<1>:w    r35.1<2;1,0>:w    1:w              
(W)     sends (8|M0)             null:ud  r20     r37     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L600:
