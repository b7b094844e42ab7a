L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        shl (16|M0)              r28.0<1>:d    r12.0<8;8,1>:d    4:w              
        shl (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    4:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r24:w    r16:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r26:w    r18:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        math.iqot (8|M0)         r32.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        math.iqot (8|M8)         r33.0<1>:d    r21.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
        math.irem (8|M0)         r34.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        math.irem (8|M8)         r35.0<1>:d    r21.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
        math.iqot (8|M0)         r36.0<1>:ud   r20.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}
        math.iqot (8|M8)         r37.0<1>:ud   r21.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted}
        math.irem (8|M0)         r38.0<1>:ud   r20.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}
        math.irem (8|M8)         r39.0<1>:ud   r21.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted}
        math.iqot (8|M16)        r40.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
        math.iqot (8|M24)        r41.0<1>:d    r23.0<8;8,1>:d    r27.0<8;8,1>:d  
        math.irem (8|M16)        r42.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
        math.irem (8|M24)        r43.0<1>:d    r23.0<8;8,1>:d    r27.0<8;8,1>:d  
        math.iqot (8|M16)        r44.0<1>:ud   r22.0<8;8,1>:ud   r26.0<8;8,1>:ud 
        math.iqot (8|M24)        r45.0<1>:ud   r23.0<8;8,1>:ud   r27.0<8;8,1>:ud 
        sends (16|M0)            null:w   r28     r32     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        math.irem (8|M16)        r46.0<1>:ud   r22.0<8;8,1>:ud   r26.0<8;8,1>:ud 
        math.irem (8|M24)        r47.0<1>:ud   r23.0<8;8,1>:ud   r27.0<8;8,1>:ud 
        sends (16|M16)           null:w   r30     r40     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L496:
