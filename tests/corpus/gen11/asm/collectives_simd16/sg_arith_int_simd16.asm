L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (16|M0)              r37.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r45.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r53.0<1>:f    -0.0:f                              
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (16|M0)              r59.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r15.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r67.0<1>:f    qnan(0x3FFFFF):f                              
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (1|M0)               r39.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r20.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r75.0<1>:f    -0.0:f                              
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r47.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r27.0<1>:f    -0.0:f                              
(W)     mov (1|M0)               r55.0<1>:f    -0.0:f                              
(W)     mov (1|M0)               r61.0<1>:f    0.0:f                              
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     mov (1|M0)               r69.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r77.0<1>:f    -0.0:f                              
(W)     shl (1|M0)               r5.7<1>:d     r5.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r6.7<1>:d     r5.4<0;1,0>:d     2:w              
        add (16|M0)              r23.0<1>:d    r5.4<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mad (16|M0)              r41.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       3:w              
        add (16|M0)              r31.0<1>:d    r5.7<0;1,0>:d     r9.0<8;8,1>:d   
        add (16|M0)              r49.0<1>:d    r6.7<0;1,0>:d     r9.0<8;8,1>:d   
(W)     shl (1|M0)               r30.6<1>:d    r5.4<0;1,0>:d     3:w              
        shl (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    2:w              
        mad (16|M0)              r57.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       5:w              
        shl (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    2:w              
        mad (16|M0)              r65.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       6:w              
        shl (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    2:w              
        mad (16|M0)              r73.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       7:w              
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w              
        add (16|M0)              r81.0<1>:d    r30.6<0;1,0>:d    r9.0<8;8,1>:d   
        shl (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    2:w              
        shl (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    2:w              
        shl (16|M0)              r73.0<1>:d    r73.0<8;8,1>:d    2:w              
        shl (16|M0)              r81.0<1>:d    r81.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r37.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r45.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r53.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r59.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r39.1<1>:f    r37.0<8;8,1>:f                  
(W)     mov (4|M0)               r40.1<1>:f    r38.0<4;4,1>:f                  
(W)     mov (2|M0)               r40.5<1>:f    r38.4<2;2,1>:f                  
        mov (16|M0)              r15.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r40.7<1>:f    r38.6<0;1,0>:f                  
        mov (16|M0)              r67.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r47.1<1>:f    r45.0<8;8,1>:f                  
(W)     mov (4|M0)               r48.1<1>:f    r46.0<4;4,1>:f                  
(W)     mov (2|M0)               r48.5<1>:f    r46.4<2;2,1>:f                  
        mov (16|M0)              r20.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r48.7<1>:f    r46.6<0;1,0>:f                  
        mov (16|M0)              r75.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r55.1<1>:f    r53.0<8;8,1>:f                  
(W)     mov (4|M0)               r56.1<1>:f    r54.0<4;4,1>:f                  
(W)     mov (2|M0)               r56.5<1>:f    r54.4<2;2,1>:f                  
        mov (16|M0)              r27.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r56.7<1>:f    r54.6<0;1,0>:f                  
(W)     mov (8|M0)               r61.1<1>:f    r59.0<8;8,1>:f                  
(W)     mov (4|M0)               r62.1<1>:f    r60.0<4;4,1>:f                  
(W)     mov (2|M0)               r62.5<1>:f    r60.4<2;2,1>:f                  
(W)     add (8|M0)               r39.1<2>:d    r39.0<2;1,0>:d    r39.1<2;1,0>:d  
(W)     mov (1|M0)               r62.7<1>:f    r60.6<0;1,0>:f                  
(W)     add (8|M0)               r17.0<1>:d    r15.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r69.1<1>:f    r67.0<8;8,1>:f                  
(W)     mov (4|M0)               r70.1<1>:f    r68.0<4;4,1>:f                  
(W)     mov (2|M0)               r70.5<1>:f    r68.4<2;2,1>:f                  
(W)     sel (8|M0)    (lt)f0.0   r47.1<2>:d    r47.0<2;1,0>:d    r47.1<2;1,0>:d  
(W)     mov (1|M0)               r70.7<1>:f    r68.6<0;1,0>:f                  
(W)     sel (8|M0)    (lt)f0.0   r22.0<1>:d    r20.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r77.1<1>:f    r75.0<8;8,1>:f                  
(W)     mov (4|M0)               r78.1<1>:f    r76.0<4;4,1>:f                  
(W)     mov (2|M0)               r78.5<1>:f    r76.4<2;2,1>:f                  
(W)     sel (8|M0)    (ge)f0.0   r55.1<2>:d    r55.0<2;1,0>:d    r55.1<2;1,0>:d  
(W)     mov (1|M0)               r78.7<1>:f    r76.6<0;1,0>:f                  
(W)     sel (8|M0)    (ge)f0.0   r29.0<1>:d    r27.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r61.1<2>:d    r61.0<2;1,0>:d    r61.1<2;1,0>:d  
(W)     add (4|M0)               r39.2<4>:d    r39.2<4;1,0>:d    r39.1<4;1,0>:d  
(W)     add (4|M0)               r3.2<1>:d     r17.0<4;4,1>:d    r17.4<4;4,1>:d  
(W)     sel (8|M0)    (lt)f0.0   r69.1<2>:d    r69.0<2;1,0>:d    r69.1<2;1,0>:d  
(W)     sel (4|M0)    (lt)f0.0   r47.2<4>:d    r47.2<4;1,0>:d    r47.1<4;1,0>:d  
(W)     sel (4|M0)    (lt)f0.0   r6.3<1>:d     r22.0<4;4,1>:d    r22.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r77.1<2>:d    r77.0<2;1,0>:d    r77.1<2;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r55.2<4>:d    r55.2<4;1,0>:d    r55.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r30.0<1>:d    r29.0<4;4,1>:d    r29.4<4;4,1>:d   {Compacted}
(W)     add (4|M0)               r61.2<4>:d    r61.2<4;1,0>:d    r61.1<4;1,0>:d  
(W)     add (4|M0)               r39.3<4>:d    r39.3<4;1,0>:d    r39.1<4;1,0>:d  
(W)     add (2|M0)               r3.6<1>:d     r3.2<2;2,1>:d     r3.4<2;2,1>:d   
(W)     sel (4|M0)    (lt)f0.0   r69.2<4>:d    r69.2<4;1,0>:d    r69.1<4;1,0>:d  
(W)     sel (4|M0)    (lt)f0.0   r47.3<4>:d    r47.3<4;1,0>:d    r47.1<4;1,0>:d  
(W)     sel (2|M0)    (lt)f0.0   r5.1<1>:d     r6.3<2;2,1>:d     r6.5<2;2,1>:d   
(W)     sel (4|M0)    (ge)f0.0   r77.2<4>:d    r77.2<4;1,0>:d    r77.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r55.3<4>:d    r55.3<4;1,0>:d    r55.1<4;1,0>:d  
(W)     sel (2|M0)    (ge)f0.0   r30.4<1>:d    r30.0<2;2,1>:d    r30.2<2;2,1>:d  
(W)     add (4|M0)               r61.3<4>:d    r61.3<4;1,0>:d    r61.1<4;1,0>:d  
(W)     add (4|M0)               r39.4<1>:d    r39.3<0;1,0>:d    r39.4<4;4,1>:d  
(W)     add (4|M0)               r40.4<1>:d    r40.3<0;1,0>:d    r40.4<4;4,1>:d  
(W)     add (1|M0)               r3.1<1>:d     r3.6<0;1,0>:d     r3.7<0;1,0>:d   
(W)     sel (4|M0)    (lt)f0.0   r69.3<4>:d    r69.3<4;1,0>:d    r69.1<4;1,0>:d  
(W)     sel (4|M0)    (lt)f0.0   r47.4<1>:d    r47.3<0;1,0>:d    r47.4<4;4,1>:d  
(W)     sel (4|M0)    (lt)f0.0   r48.4<1>:d    r48.3<0;1,0>:d    r48.4<4;4,1>:d  
(W)     sel (1|M0)    (lt)f0.0   r5.0<1>:d     r5.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     sel (4|M0)    (ge)f0.0   r77.3<4>:d    r77.3<4;1,0>:d    r77.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r55.4<1>:d    r55.3<0;1,0>:d    r55.4<4;4,1>:d  
(W)     sel (4|M0)    (ge)f0.0   r56.4<1>:d    r56.3<0;1,0>:d    r56.4<4;4,1>:d  
(W)     sel (1|M0)    (ge)f0.0   r5.3<1>:d     r30.4<0;1,0>:d    r30.5<0;1,0>:d  
(W)     add (4|M0)               r61.4<1>:d    r61.3<0;1,0>:d    r61.4<4;4,1>:d  
(W)     add (4|M0)               r62.4<1>:d    r62.3<0;1,0>:d    r62.4<4;4,1>:d  
(W)     add (8|M0)               r40.0<1>:d    r39.7<0;1,0>:d    r40.0<8;8,1>:d  
        mov (16|M0)              r18.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
(W)     sel (4|M0)    (lt)f0.0   r69.4<1>:d    r69.3<0;1,0>:d    r69.4<4;4,1>:d  
(W)     sel (4|M0)    (lt)f0.0   r70.4<1>:d    r70.3<0;1,0>:d    r70.4<4;4,1>:d  
(W)     sel (8|M0)    (lt)f0.0   r48.0<1>:d    r47.7<0;1,0>:d    r48.0<8;8,1>:d  
        mov (16|M0)              r25.0<1>:f    r5.0<0;1,0>:f                    {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r77.4<1>:d    r77.3<0;1,0>:d    r77.4<4;4,1>:d  
(W)     sel (4|M0)    (ge)f0.0   r78.4<1>:d    r78.3<0;1,0>:d    r78.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r56.0<1>:d    r55.7<0;1,0>:d    r56.0<8;8,1>:d  
        mov (16|M0)              r33.0<1>:f    r5.3<0;1,0>:f                    {Compacted}
(W)     add (8|M0)               r62.0<1>:d    r61.7<0;1,0>:d    r62.0<8;8,1>:d  
        mov (16|M0)              r35.0<1>:f    r39.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r11     r18     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (8|M0)    (lt)f0.0   r70.0<1>:d    r69.7<0;1,0>:d    r70.0<8;8,1>:d  
        mov (16|M0)              r43.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r23     r25     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (8|M0)    (ge)f0.0   r78.0<1>:d    r77.7<0;1,0>:d    r78.0<8;8,1>:d  
        mov (16|M0)              r51.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r31     r33     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r63.0<1>:d    r61.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r41     r35     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sel (16|M0)   (lt)f0.0   r71.0<1>:d    r69.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r23.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r49     r43     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sel (16|M0)   (ge)f0.0   r79.0<1>:d    r77.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r57     r51     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r41.0<1>:f    r41.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r65     r63     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r49.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r73     r71     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r57.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r81     r79     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r65.0<1>:f    r65.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2136:
