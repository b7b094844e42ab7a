L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r5.1<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d   
        mul (16|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r32.0<1>:ud   r7.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r32.1<1>:d    r5.5<0;1,0>:d                   
(W)     mul (1|M0)               r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r32.2<1>:ud   0x3001F:ud                             
(W)     mul (1|M0)               r5.2<1>:d     r5.1<0;1,0>:d     r6.2<0;1,0>:d   
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r2.0<16;16,1>:uw
(W)     mov (8|M0)               r127.0<1>:ud  r7.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (1|M0)               r5.3<1>:d     r5.2<0;1,0>:d     15:w              
        mul (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r5.6<1>:d     r5.3<0;1,0>:ud    4:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r1.0<16;16,1>:uw
        shl (8|M0)               r33.0<1>:d    r10.0<8;8,1>:ud   2:w              
        shl (8|M8)               r34.0<1>:d    r11.0<8;8,1>:ud   2:w              
(W)     mul (1|M0)               r5.7<1>:d     r7.1<0;1,0>:d     r5.6<0;1,0>:d   
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   4:w              
        shl (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r5.7<0;1,0>:d     r12.0<8;8,1>:d  
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    6:w              
        add (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r32.0<1>:ud   r14.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r55.0<1>:d    r14.0<0;1,0>:d    0x20:uw             
(W)     send (8|M0)              r24:d    r32     0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
(W)     add (1|M0)               r32.0<1>:ud   r14.0<0;1,0>:ud   0x20:uw             
(W)     mov (1|M0)               r32.1<1>:d    r5.5<0;1,0>:d                   
(W)     send (8|M0)              r28:d    r32     0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
(W)     mov (1|M0)               r32.0<1>:ud   r14.0<0;1,0>:d                  
(W)     mov (1|M0)               r32.1<1>:ud   r5.5<0;1,0>:d                   
(W)     mov (8|M0)               r16.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r18.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r20.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r22.0<1>:d    r27.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r17.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r19.0<1>:d    r29.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r21.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r23.0<1>:d    r31.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r33     r16     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r35:w    r33     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        xor (16|M0)              r43.0<1>:d    r35.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r45.0<1>:d    r37.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r47.0<1>:d    r39.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r49.0<1>:d    r41.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r51.0<1>:d    r43.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r52.0<1>:d    r45.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r57.0<1>:d    r44.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r53.0<1>:d    r47.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r58.0<1>:d    r46.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r54.0<1>:d    r49.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r59.0<1>:d    r48.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r60.0<1>:d    r50.0<8;8,1>:d                   {Compacted}
(W)     sends (8|M0)             null:ud  r32     r51     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     mov (1|M0)               r32.0<1>:ud   r55.0<0;1,0>:d                  
(W)     sends (8|M0)             null:ud  r32     r57     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L760:
