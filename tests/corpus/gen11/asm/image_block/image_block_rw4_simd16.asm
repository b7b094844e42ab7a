L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw  
        mul (16|M0)              r64.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r35.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r35.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (1|M0)               r35.2<1>:f    2.7555e-40:f                              
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r15.0<1>:d    r64.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (16|M0)              r36.0<1>:d    r10.0<8;8,1>:d    2:w              
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        shl (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r5.1<1>:d     r13.0<0;1,0>:d    15:w              
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    4:w              
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw  
(W)     mach (1|M0)              r14.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.0<2;1,0>:uw 
        mach (8|M0)              r15.0<1>:d    r6.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw
        shr (16|M0)              r15.0<1>:d    r15.0<8;8,1>:ud   4:w              
        add (16|M0)              r15.0<1>:d    r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    6:w              
        add (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r35.0<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r58.0<1>:d    r17.0<0;1,0>:d    0x20:uw             
(W)     send (8|M0)              r27:d    r35:f   0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
(W)     add (1|M0)               r35.0<1>:ud   r17.0<0;1,0>:ud   0x20:uw             
(W)     mov (1|M0)               r35.1<1>:f    r5.5<0;1,0>:f                   
(W)     send (8|M0)              r31:d    r35:f   0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
(W)     mov (1|M0)               r35.0<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r35.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (8|M0)               r19.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r21.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r23.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r25.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r20.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r24.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r26.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r36     r19     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r38:w    r36:f   0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        xor (16|M0)              r46.0<1>:d    r38.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r48.0<1>:d    r40.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r50.0<1>:d    r42.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r52.0<1>:d    r44.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r54.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r55.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r60.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r56.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r61.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r57.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r62.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r63.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
(W)     sends (8|M0)             null:ud  r35     r54     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     mov (1|M0)               r35.0<1>:f    r58.0<0;1,0>:f                   {Compacted}
(W)     sends (8|M0)             null:ud  r35     r60     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L808:
