L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw  
        mul (16|M0)              r40.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r27.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r27.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (1|M0)               r27.2<1>:f    9.18789e-41:f                              
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r15.0<1>:d    r40.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (16|M0)              r28.0<1>:d    r10.0<8;8,1>:d    1:w              
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        shl (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    2:w              
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
(W)     mov (1|M0)               r27.0<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r36.0<1>:d    r17.0<0;1,0>:d    0x20:uw             
(W)     send (8|M0)              r23:d    r27:f   0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read
(W)     add (1|M0)               r27.0<1>:ud   r17.0<0;1,0>:ud   0x20:uw             
(W)     mov (1|M0)               r27.1<1>:f    r5.5<0;1,0>:f                   
(W)     send (8|M0)              r25:d    r27:f   0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read
(W)     mov (1|M0)               r27.0<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r27.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (8|M0)               r19.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r21.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r20.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r28     r19     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r30:w    r28:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r42.0<1>:d    r30.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r44.0<1>:d    r32.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r34.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r38.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r35.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r39.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
(W)     sends (8|M0)             null:ud  r27     r34     0x8C            0x020A8003           // wr:1h+2, rd:0; hdc.dc1; media block write
(W)     mov (1|M0)               r27.0<1>:f    r36.0<0;1,0>:f                   {Compacted}
(W)     sends (8|M0)             null:ud  r27     r38     0x8C            0x020A8003           // wr:1h+2, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L712:
