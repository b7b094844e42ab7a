L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r25.0<1>:ud   r2.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r25.2<1>:ud   0x7001F:ud                             
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (2|M0)               r25.0<1>:ud   r5.4<2;2,1>:d                   
        mov (16|M0)              r42.0<1>:d    r17.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r44.0<1>:d    r19.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r46.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
(W)     send (8|M0)              r9:d     r25     0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        mov (16|M0)              r48.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r86.0<1>:q    r7.0<8;8,1>:ud    3:w              
        shl (8|M8)               r88.0<1>:q    r8.0<8;8,1>:ud    3:w              
        add (8|M0)               r82.0<2>:d    r86.0<4;4,1>:q    4:w              
        add (8|M8)               r84.0<2>:d    r88.0<4;4,1>:q    4:w              
        mov (8|M0)               r26.0<1>:d    r86.0<2;1,0>:d                  
        mov (8|M8)               r27.0<1>:d    r88.0<2;1,0>:d                  
        mov (8|M0)               r38.0<1>:d    r82.0<2;1,0>:d                  
        mov (8|M8)               r39.0<1>:d    r84.0<2;1,0>:d                  
        shl (16|M0)              r28.0<1>:d    r26.0<8;8,1>:d    2:w              
        shl (16|M0)              r40.0<1>:d    r38.0<8;8,1>:d    2:w              
        mov (16|M0)              r30.0<1>:d    r9.0<8;8,1>:d                    {Compacted}
        mov (16|M0)              r32.0<1>:d    r11.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r36.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r28     r30     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r40     r42     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r50:w    r28     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r58:w    r40     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r66.0<1>:d    r50.0<8;8,1>:d    1:w              
        add (16|M0)              r68.0<1>:d    r52.0<8;8,1>:d    1:w              
        add (16|M0)              r70.0<1>:d    r54.0<8;8,1>:d    1:w              
        add (16|M0)              r72.0<1>:d    r56.0<8;8,1>:d    1:w              
        add (16|M0)              r74.0<1>:d    r58.0<8;8,1>:d    1:w              
        add (16|M0)              r76.0<1>:d    r60.0<8;8,1>:d    1:w              
        add (16|M0)              r78.0<1>:d    r62.0<8;8,1>:d    1:w              
        add (16|M0)              r80.0<1>:d    r64.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r25     r66     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L576:
