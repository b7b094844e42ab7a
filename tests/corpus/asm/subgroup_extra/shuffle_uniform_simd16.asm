L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r5.0<1>:uw    r5.8<0;1,0>:uw    0x2:uw             
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (1|M0)               a0.0<1>:uw    r5.0<0;1,0>:uw    0x1A0:uw             
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        shl (8|M0)               r15.0<1>:d    r9.0<8;8,1>:ud    2:w              
        shl (8|M8)               r16.0<1>:d    r10.0<8;8,1>:ud   2:w              
        send (16|M0)             r13:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    2:w              
        mov (16|M0)              r19.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r17     r19     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     r5.5<0;1,0>:d    {Compacted}
(W)     mov (16|M0)              r27.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        or (16|M0)               r31.0<1>:d    r17.0<8;8,1>:d    4:w              
(W)     mov (16|M0)              r39.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        shl (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    2:w              
        mov (8|M0)               r25.0<1>:d    r27.1<1;1,0>:d                  
(W)     mov (8|M0)               r43.0<2>:d    r13.1<2;1,0>:d                  
        or (16|M0)               r41.0<1>:d    r17.0<8;8,1>:d    8:w              
(W)     mov (8|M0)               r43.1<2>:d    r13.0<2;1,0>:d                  
        mov (8|M0)               r36.0<1>:d    r39.5<1;1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        mov (16|M0)              r47.0<1>:d    r43.0<8;8,1>:d                   {Compacted}
        send (16|M0)             r23:w    r21     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r29.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r26.0<1>:d    r28.1<1;1,0>:d                  
        sends (16|M0)            null:w   r31     r25     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r33:w    r21     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r37.0<1>:d    r33.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r35.0<1>:d    r38.5<1;1,0>:d                  
        mov (16|M0)              r45.0<1>:d    r35.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r41     r45     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L496:
