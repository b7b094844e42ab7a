L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r25.0<1>:ud   r2.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r25.2<1>:ud   0x7001F:ud                             
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (2|M0)               r25.0<1>:ud   r5.4<2;2,1>:d                   
        mov (16|M0)              r50.0<2>:w    r17.0<16;16,1>:w                
        mov (16|M0)              r52.0<2>:w    r19.0<16;16,1>:w                
        mov (16|M0)              r54.0<2>:w    r21.0<16;16,1>:w                
(W)     send (16|M0)             r9:w     r25     0xC            0x02890000           // wr:1h+0, rd:8; hdc.dc1; media block read
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        mov (16|M0)              r56.0<2>:w    r23.0<16;16,1>:w                
        mov (16|M0)              r50.1<2>:w    r18.0<16;16,1>:w                
        mov (16|M0)              r52.1<2>:w    r20.0<16;16,1>:w                
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        mov (16|M0)              r54.1<2>:w    r22.0<16;16,1>:w                
        mov (16|M0)              r56.1<2>:w    r24.0<16;16,1>:w                
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        shl (8|M0)               r102.0<1>:q   r7.0<8;8,1>:ud    4:w              
        shl (8|M8)               r104.0<1>:q   r8.0<8;8,1>:ud    4:w              
        add (8|M0)               r90.0<2>:d    r102.0<4;4,1>:q   4:w              
        add (8|M8)               r92.0<2>:d    r104.0<4;4,1>:q   4:w              
        add (8|M0)               r94.0<2>:d    r102.0<4;4,1>:q   8:w              
        add (8|M8)               r96.0<2>:d    r104.0<4;4,1>:q   8:w              
        add (8|M0)               r98.0<2>:d    r102.0<4;4,1>:q   12:w              
        add (8|M8)               r100.0<2>:d   r104.0<4;4,1>:q   12:w              
        mov (8|M0)               r26.0<1>:d    r102.0<2;1,0>:d                 
        mov (8|M8)               r27.0<1>:d    r104.0<2;1,0>:d                 
        mov (8|M0)               r30.0<1>:d    r90.0<2;1,0>:d                  
        mov (8|M8)               r31.0<1>:d    r92.0<2;1,0>:d                  
        mov (8|M0)               r38.0<1>:d    r94.0<2;1,0>:d                  
        mov (8|M8)               r39.0<1>:d    r96.0<2;1,0>:d                  
        mov (8|M0)               r46.0<1>:d    r98.0<2;1,0>:d                  
        mov (8|M8)               r47.0<1>:d    r100.0<2;1,0>:d                 
        shl (16|M0)              r28.0<1>:d    r26.0<8;8,1>:d    1:w              
        shl (16|M0)              r32.0<1>:d    r30.0<8;8,1>:d    1:w              
        shl (16|M0)              r40.0<1>:d    r38.0<8;8,1>:d    1:w              
        shl (16|M0)              r48.0<1>:d    r46.0<8;8,1>:d    1:w              
        mov (16|M0)              r34.0<2>:w    r9.0<16;16,1>:w                 
        mov (16|M0)              r36.0<2>:w    r11.0<16;16,1>:w                
        mov (16|M0)              r42.0<2>:w    r13.0<16;16,1>:w                
        mov (16|M0)              r44.0<2>:w    r15.0<16;16,1>:w                
        mov (16|M0)              r34.1<2>:w    r10.0<16;16,1>:w                
        mov (16|M0)              r36.1<2>:w    r12.0<16;16,1>:w                
        mov (16|M0)              r42.1<2>:w    r14.0<16;16,1>:w                
        mov (16|M0)              r44.1<2>:w    r16.0<16;16,1>:w                
        sends (16|M0)            null:w   r28     r34     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r32     r42     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r40     r50     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r48     r54     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r58:w    r28     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r62:w    r32     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r66:w    r40     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r70:w    r48     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r74.0<1>:w    r58.0<2;1,0>:w    1:w              
        add (16|M0)              r75.0<1>:w    r58.1<2;1,0>:w    1:w              
        add (16|M0)              r76.0<1>:w    r60.0<2;1,0>:w    1:w              
        add (16|M0)              r77.0<1>:w    r60.1<2;1,0>:w    1:w              
        add (16|M0)              r78.0<1>:w    r62.0<2;1,0>:w    1:w              
        add (16|M0)              r79.0<1>:w    r62.1<2;1,0>:w    1:w              
        add (16|M0)              r80.0<1>:w    r64.0<2;1,0>:w    1:w              
        add (16|M0)              r81.0<1>:w    r64.1<2;1,0>:w    1:w              
        add (16|M0)              r82.0<1>:w    r66.0<2;1,0>:w    1:w              
        add (16|M0)              r83.0<1>:w    r66.1<2;1,0>:w    1:w              
        add (16|M0)              r84.0<1>:w    r68.0<2;1,0>:w    1:w              
        add (16|M0)              r85.0<1>:w    r68.1<2;1,0>:w    1:w              
        add (16|M0)              r86.0<1>:w    r70.0<2;1,0>:w    1:w              
        add (16|M0)              r87.0<1>:w    r70.1<2;1,0>:w    1:w              
        add (16|M0)              r88.0<1>:w    r72.0<2;1,0>:w    1:w              
        add (16|M0)              r89.0<1>:w    r72.1<2;1,0>:w    1:w              
(W)     sends (8|M0)             null:ud  r25     r74     0x20C            0x020A8003           // wr:1h+8, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1120:
