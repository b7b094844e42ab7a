L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r5.1<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d   
        mul (16|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r24.0<1>:ud   r7.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r24.1<1>:d    r5.5<0;1,0>:d                   
(W)     mul (1|M0)               r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r24.2<1>:ud   0x1001F:ud                             
(W)     mul (1|M0)               r5.2<1>:d     r5.1<0;1,0>:d     r6.2<0;1,0>:d   
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r2.0<16;16,1>:uw
(W)     mov (8|M0)               r127.0<1>:ud  r7.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (1|M0)               r5.3<1>:d     r5.2<0;1,0>:d     15:w              
        mul (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r5.6<1>:d     r5.3<0;1,0>:ud    4:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r1.0<16;16,1>:uw
        shl (8|M0)               r25.0<1>:d    r10.0<8;8,1>:ud   1:w              
        shl (8|M8)               r26.0<1>:d    r11.0<8;8,1>:ud   1:w              
(W)     mul (1|M0)               r5.7<1>:d     r7.1<0;1,0>:d     r5.6<0;1,0>:d   
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   4:w              
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r5.7<0;1,0>:d     r12.0<8;8,1>:d  
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    6:w              
        add (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r24.0<1>:ud   r14.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r33.0<1>:d    r14.0<0;1,0>:d    0x20:uw             
(W)     send (8|M0)              r20:d    r24     0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read
(W)     add (1|M0)               r24.0<1>:ud   r14.0<0;1,0>:ud   0x20:uw             
(W)     mov (1|M0)               r24.1<1>:d    r5.5<0;1,0>:d                   
(W)     send (8|M0)              r22:d    r24     0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read
(W)     mov (1|M0)               r24.0<1>:ud   r14.0<0;1,0>:d                  
(W)     mov (1|M0)               r24.1<1>:ud   r5.5<0;1,0>:d                   
(W)     mov (8|M0)               r16.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r18.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r17.0<1>:d    r22.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r19.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r25     r16     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r27:w    r25     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r37.0<1>:d    r27.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r39.0<1>:d    r29.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r31.0<1>:d    r37.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r35.0<1>:d    r38.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r32.0<1>:d    r39.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r36.0<1>:d    r40.0<8;8,1>:d                   {Compacted}
(W)     sends (8|M0)             null:ud  r24     r31     0x8C            0x020A8003           // wr:1h+2, rd:0; hdc.dc1; media block write
(W)     mov (1|M0)               r24.0<1>:ud   r33.0<0;1,0>:d                  
(W)     sends (8|M0)             null:ud  r24     r35     0x8C            0x020A8003           // wr:1h+2, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L664:
