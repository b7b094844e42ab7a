L0:
(W)     mov (8|M0)               r90.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r5.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (16|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r3.0<1>:ud    r90.0<8;8,1>:ud                  {Compacted}
(W)     mov (1|M0)               r3.1<1>:d     r5.5<0;1,0>:d                   
(W)     mov (1|M0)               r3.2<1>:ud    0x7001F:ud                             
(W)     mov (8|M0)               r127.0<1>:ud  r90.0<8;8,1>:ud                  {Compacted}
(W)     mul (1|M0)               r6.6<1>:d     r5.0<0;1,0>:d     r6.2<0;1,0>:d   
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw
(W)     mul (1|M0)               r2.0<1>:d     r6.3<0;1,0>:d     r90.1<0;1,0>:d   {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     15:w              
        mul (16|M0)              r7.0<1>:d     r6.0<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}
(W)     shr (1|M0)               r10.0<1>:d    r9.0<0;1,0>:ud    4:w              
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r1.0<16;16,1>:uw
(W)     mul (1|M0)               r11.0<1>:d    r90.1<0;1,0>:d    r10.0<0;1,0>:d   {Compacted}
        shr (16|M0)              r7.0<1>:d     r7.0<8;8,1>:ud    4:w              
        add (16|M0)              r9.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r11.0<0;1,0>:d    r7.0<8;8,1>:d    {Compacted}
        add (16|M0)              r30.0<1>:d    r9.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     6:w              
        shl (8|M8)               r32.0<1>:q    r31.0<8;8,1>:ud   3:w              
        add (16|M0)              r12.0<1>:d    r7.0<8;8,1>:d     r5.4<0;1,0>:d    {Compacted}
        shl (8|M0)               r7.0<1>:q     r30.0<8;8,1>:ud   3:w              
        add (8|M8)               r36.0<2>:d    r32.0<4;4,1>:q    4:w              
        mov (8|M8)               r10.0<1>:d    r32.0<2;1,0>:d                  
(W)     mov (1|M0)               r3.0<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r6.0<1>:d     r12.0<0;1,0>:d    0x20:uw             
        add (8|M0)               r34.0<2>:d    r7.0<4;4,1>:q     4:w              
        mov (8|M0)               r9.0<1>:d     r7.0<2;1,0>:d                   
        mov (8|M8)               r31.0<1>:d    r36.0<2;1,0>:d                  
(W)     send (8|M0)              r14:d    r3      0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
(W)     add (1|M0)               r3.0<1>:ud    r12.0<0;1,0>:ud   0x20:uw             
(W)     mov (1|M0)               r3.1<1>:d     r5.5<0;1,0>:d                   
        mov (8|M0)               r30.0<1>:d    r34.0<2;1,0>:d                  
        shl (16|M0)              r54.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     send (8|M0)              r22:d    r3      0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        shl (16|M0)              r64.0<1>:d    r30.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r3.0<1>:ud    r12.0<0;1,0>:d                  
(W)     mov (1|M0)               r3.1<1>:ud    r5.5<0;1,0>:d                   
(W)     mov (8|M0)               r38.0<1>:d    r14.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r40.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r42.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r44.0<1>:d    r17.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r46.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r48.0<1>:d    r19.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r50.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r52.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r39.0<1>:d    r22.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r41.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r43.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r45.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r47.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r49.0<1>:d    r27.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r51.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r53.0<1>:d    r29.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r56.0<1>:d    r38.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r58.0<1>:d    r40.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r60.0<1>:d    r42.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r62.0<1>:d    r44.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r14.0<1>:d    r46.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r16.0<1>:d    r48.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r50.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r20.0<1>:d    r52.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r54     r56     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r64     r14     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r22:w    r54     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r66:w    r64     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        xor (16|M0)              r74.0<1>:d    r22.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r76.0<1>:d    r24.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r78.0<1>:d    r26.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r80.0<1>:d    r28.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r82.0<1>:d    r66.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r84.0<1>:d    r68.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r86.0<1>:d    r70.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r88.0<1>:d    r72.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r30.0<1>:d    r74.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r31.0<1>:d    r76.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r32.0<1>:d    r78.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r33.0<1>:d    r80.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r34.0<1>:d    r82.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r35.0<1>:d    r84.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r36.0<1>:d    r86.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r37.0<1>:d    r88.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r14.0<1>:d    r75.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r15.0<1>:d    r77.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r16.0<1>:d    r79.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r17.0<1>:d    r81.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r18.0<1>:d    r83.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r19.0<1>:d    r85.0<8;8,1>:d                   {Compacted}
(W)     sends (8|M0)             null:ud  r3      r30     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     mov (8|M0)               r20.0<1>:d    r87.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r21.0<1>:d    r89.0<8;8,1>:d                   {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    r6.0<0;1,0>:d                   
(W)     sends (8|M0)             null:ud  r3      r14     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1136:
