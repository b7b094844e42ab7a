L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw  
        mul (8|M0)               r53.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mov (8|M0)               r23.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (1|M0)               r23.2<1>:f    6.42892e-40:f                              
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (8|M0)               r13.0<1>:d    r53.0<8;8,1>:d    r2.0<8;8,1>:uw  
        add (8|M0)               r8.0<1>:d     r5.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (8|M0)               r24.0<1>:d    r9.0<8;8,1>:d     3:w              
        shr (8|M0)               r25.0<1>:d    r9.0<8;8,1>:ud    29:w              
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r24.0<8;8,1>:d    4:w              
        shl (8|M0)               r26.0<1>:d    r24.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r5.1<1>:d     r11.0<0;1,0>:d    7:w              
        shl (8|M0)               r32.0<1>:d    acc0.0<8;8,1>:d   2:w              
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw  
(W)     mach (1|M0)              r12.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw  
        shr (8|M0)               r13.0<1>:d    r13.0<8;8,1>:ud   3:w              
        add (8|M0)               r13.0<1>:d    r12.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    5:w              
        add (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r23.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     send (8|M0)              r15:d    r23:f   0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
(W)     mov (1|M0)               r23.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
        mov (8|M0)               r27.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r28.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r29.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r30.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r33.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r34.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r35.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r36.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r26     r27     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r32     r33     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        send (8|M0)              r37:d    r26:f   0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r41:d    r32:f   0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        xor (8|M0)               r45.0<1>:d    r37.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r46.0<1>:d    r38.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r47.0<1>:d    r39.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r48.0<1>:d    r40.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r49.0<1>:d    r41.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r50.0<1>:d    r42.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r51.0<1>:d    r43.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r52.0<1>:d    r44.0<8;8,1>:d    -1515870811:d              
(W)     sends (8|M0)             null:ud  r23     r45     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L784:
