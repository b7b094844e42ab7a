L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r16.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r16.2<1>:f    6.42892e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r16.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r8:d     r16:f   0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r17.0<1>:d    r7.0<8;8,1>:d     3:w              
        shr (8|M0)               r18.0<1>:d    r7.0<8;8,1>:ud    29:w              
        add (8|M0)               acc0.0<1>:d   r17.0<8;8,1>:d    4:w              
        shl (8|M0)               r19.0<1>:d    r17.0<8;8,1>:d    2:w              
        shl (8|M0)               r25.0<1>:d    acc0.0<8;8,1>:d   2:w              
        mov (8|M0)               r20.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r21.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r22.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r26.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r27.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r28.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r29.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r19     r20     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r25     r26     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        send (8|M0)              r30:d    r19:f   0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r34:d    r25:f   0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               r38.0<1>:d    r30.0<8;8,1>:d    1:w              
        add (8|M0)               r39.0<1>:d    r31.0<8;8,1>:d    1:w              
        add (8|M0)               r40.0<1>:d    r32.0<8;8,1>:d    1:w              
        add (8|M0)               r41.0<1>:d    r33.0<8;8,1>:d    1:w              
        add (8|M0)               r42.0<1>:d    r34.0<8;8,1>:d    1:w              
        add (8|M0)               r43.0<1>:d    r35.0<8;8,1>:d    1:w              
        add (8|M0)               r44.0<1>:d    r36.0<8;8,1>:d    1:w              
        add (8|M0)               r45.0<1>:d    r37.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r16     r38     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L528:
