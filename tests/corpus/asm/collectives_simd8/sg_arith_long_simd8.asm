L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r35.0<1>:q    0:w                              
(W)     mov (8|M0)               r44.0<1>:q    9223372036854775807:q                              
(W)     mov (8|M0)               r53.0<1>:q    -9223372036854775808:q                              
(W)     mov (8|M0)               r60.0<1>:q    0:w                              
(W)     mov (8|M0)               r69.0<1>:q    9223372036854775807:q                              
(W)     mov (8|M0)               r78.0<1>:q    -9223372036854775808:q                              
        add (8|M0)               r7.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     mov (1|M0)               r37.0<1>:q    0:w                              
(W)     mov (1|M0)               r46.0<1>:q    9223372036854775807:q                              
(W)     mov (1|M0)               r55.0<1>:q    -9223372036854775808:q                              
(W)     mov (8|M0)               r14.0<1>:q    0:w                              
(W)     mov (1|M0)               r62.0<1>:q    0:w                              
(W)     mov (8|M0)               r19.0<1>:q    9223372036854775807:q                              
        add (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r71.0<1>:q    9223372036854775807:q                              
(W)     mov (8|M0)               r26.0<1>:q    -9223372036854775808:q                              
(W)     mov (1|M0)               r80.0<1>:q    -9223372036854775808:q                              
(W)     shl (1|M0)               r3.1<1>:d     r5.4<0;1,0>:d     1:w              
(W)     mul (1|M0)               r5.7<1>:d     r5.4<0;1,0>:d     3:w              
(W)     shl (1|M0)               r6.3<1>:d     r5.4<0;1,0>:d     2:w              
        shl (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     3:w              
(W)     mul (1|M0)               r30.2<1>:d    r5.4<0;1,0>:d     5:w              
(W)     mul (1|M0)               r30.3<1>:d    r5.4<0;1,0>:d     6:w              
(W)     mul (1|M0)               r30.4<1>:d    r5.4<0;1,0>:d     7:w              
        add (8|M0)               r22.0<1>:d    r5.4<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     shl (1|M0)               r30.5<1>:d    r5.4<0;1,0>:d     3:w              
        add (8|M0)               r29.0<1>:d    r3.1<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        send (8|M0)              r10:d    r9      0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        add (8|M0)               r39.0<1>:d    r5.7<0;1,0>:d     r8.0<8;8,1>:d   
        add (8|M0)               r48.0<1>:d    r6.3<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r57.0<1>:d    r30.2<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r66.0<1>:d    r30.3<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r75.0<1>:d    r30.4<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        shl (8|M0)               r22.0<1>:d    r22.0<8;8,1>:d    3:w              
        add (8|M0)               r84.0<1>:d    r30.5<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        shl (8|M0)               r29.0<1>:d    r29.0<8;8,1>:d    3:w              
        shl (8|M0)               r39.0<1>:d    r39.0<8;8,1>:d    3:w              
        shl (8|M0)               r48.0<1>:d    r48.0<8;8,1>:d    3:w              
        shl (8|M0)               r57.0<1>:d    r57.0<8;8,1>:d    3:w              
        shl (8|M0)               r66.0<1>:d    r66.0<8;8,1>:d    3:w              
        shl (8|M0)               r75.0<1>:d    r75.0<8;8,1>:d    3:w              
        shl (8|M0)               r84.0<1>:d    r84.0<8;8,1>:d    3:w              
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r12.0<2>:d    r10.0<8;8,1>:d                  
        mov (8|M0)               r12.1<2>:d    r11.0<8;8,1>:d                  
        mov (8|M0)               r35.0<1>:q    r12.0<4;4,1>:q                  
        mov (8|M0)               r44.0<1>:q    r12.0<4;4,1>:q                  
        mov (8|M0)               r53.0<1>:q    r12.0<4;4,1>:q                  
        mov (8|M0)               r60.0<1>:q    r12.0<4;4,1>:q                  
        mov (8|M0)               r69.0<1>:q    r12.0<4;4,1>:q                  
        mov (8|M0)               r78.0<1>:q    r12.0<4;4,1>:q                  
        mov (8|M0)               r14.0<1>:q    r12.0<4;4,1>:q                  
(W)     mov (4|M0)               r37.1<1>:q    r35.0<4;4,1>:q                  
(W)     mov (2|M0)               r38.1<1>:q    r36.0<2;2,1>:q                  
(W)     mov (4|M0)               r46.1<1>:q    r44.0<4;4,1>:q                  
(W)     mov (1|M0)               r38.3<1>:q    r36.2<0;1,0>:q                  
(W)     mov (2|M0)               r47.1<1>:q    r45.0<2;2,1>:q                  
(W)     mov (4|M0)               r55.1<1>:q    r53.0<4;4,1>:q                  
(W)     mov (1|M0)               r47.3<1>:q    r45.2<0;1,0>:q                  
(W)     mov (2|M0)               r56.1<1>:q    r54.0<2;2,1>:q                  
(W)     mov (4|M0)               r62.1<1>:q    r60.0<4;4,1>:q                  
(W)     mov (1|M0)               r56.3<1>:q    r54.2<0;1,0>:q                  
(W)     mov (2|M0)               r63.1<1>:q    r61.0<2;2,1>:q                  
(W)     mov (4|M0)               r71.1<1>:q    r69.0<4;4,1>:q                  
(W)     mov (1|M0)               r63.3<1>:q    r61.2<0;1,0>:q                  
(W)     mov (2|M0)               r72.1<1>:q    r70.0<2;2,1>:q                  
        mov (8|M0)               r19.0<1>:q    r12.0<4;4,1>:q                  
(W)     mov (1|M0)               r72.3<1>:q    r70.2<0;1,0>:q                  
(W)     mov (4|M0)               r80.1<1>:q    r78.0<4;4,1>:q                  
(W)     mov (2|M0)               r81.1<1>:q    r79.0<2;2,1>:q                  
        mov (8|M0)               r26.0<1>:q    r12.0<4;4,1>:q                  
(W)     mov (1|M0)               r81.3<1>:q    r79.2<0;1,0>:q                  
(W)     add (4|M0)               r37.1<2>:q    r37.0<2;1,0>:q    r37.1<2;1,0>:q  
(W)     sel (4|M0)    (lt)f0.0   r46.1<2>:q    r46.0<2;1,0>:q    r46.1<2;1,0>:q  
(W)     sel (4|M0)    (ge)f0.0   r55.1<2>:q    r55.0<2;1,0>:q    r55.1<2;1,0>:q  
(W)     add (4|M0)               r62.1<2>:q    r62.0<2;1,0>:q    r62.1<2;1,0>:q  
(W)     add (4|M0)               r16.0<1>:q    r14.0<4;4,1>:q    r15.0<4;4,1>:q  
(W)     sel (4|M0)    (lt)f0.0   r71.1<2>:q    r71.0<2;1,0>:q    r71.1<2;1,0>:q  
(W)     sel (4|M0)    (lt)f0.0   r21.0<1>:q    r19.0<4;4,1>:q    r20.0<4;4,1>:q  
(W)     sel (4|M0)    (ge)f0.0   r80.1<2>:q    r80.0<2;1,0>:q    r80.1<2;1,0>:q  
(W)     sel (4|M0)    (ge)f0.0   r28.0<1>:q    r26.0<4;4,1>:q    r27.0<4;4,1>:q  
(W)     add (2|M0)               r37.2<4>:q    r37.2<4;1,0>:q    r37.1<4;1,0>:q  
(W)     sel (2|M0)    (lt)f0.0   r46.2<4>:q    r46.2<4;1,0>:q    r46.1<4;1,0>:q  
(W)     sel (2|M0)    (ge)f0.0   r55.2<4>:q    r55.2<4;1,0>:q    r55.1<4;1,0>:q  
(W)     add (2|M0)               r62.2<4>:q    r62.2<4;1,0>:q    r62.1<4;1,0>:q  
(W)     add (2|M0)               r3.2<1>:q     r16.0<2;2,1>:q    r16.2<2;2,1>:q  
(W)     sel (2|M0)    (lt)f0.0   r71.2<4>:q    r71.2<4;1,0>:q    r71.1<4;1,0>:q  
(W)     sel (2|M0)    (lt)f0.0   r6.2<1>:q     r21.0<2;2,1>:q    r21.2<2;2,1>:q  
(W)     sel (2|M0)    (ge)f0.0   r80.2<4>:q    r80.2<4;1,0>:q    r80.1<4;1,0>:q  
(W)     sel (2|M0)    (ge)f0.0   r23.2<1>:q    r28.0<2;2,1>:q    r28.2<2;2,1>:q  
(W)     add (2|M0)               r37.3<4>:q    r37.3<4;1,0>:q    r37.1<4;1,0>:q  
(W)     sel (2|M0)    (lt)f0.0   r46.3<4>:q    r46.3<4;1,0>:q    r46.1<4;1,0>:q  
(W)     sel (2|M0)    (ge)f0.0   r55.3<4>:q    r55.3<4;1,0>:q    r55.1<4;1,0>:q  
(W)     add (2|M0)               r62.3<4>:q    r62.3<4;1,0>:q    r62.1<4;1,0>:q  
(W)     add (1|M0)               r3.1<1>:q     r3.2<0;1,0>:q     r3.3<0;1,0>:q   
(W)     sel (2|M0)    (lt)f0.0   r71.3<4>:q    r71.3<4;1,0>:q    r71.1<4;1,0>:q  
(W)     sel (1|M0)    (lt)f0.0   r5.1<1>:q     r6.2<0;1,0>:q     r6.3<0;1,0>:q   
(W)     sel (2|M0)    (ge)f0.0   r80.3<4>:q    r80.3<4;1,0>:q    r80.1<4;1,0>:q  
(W)     sel (1|M0)    (ge)f0.0   r23.1<1>:q    r23.2<0;1,0>:q    r23.3<0;1,0>:q  
(W)     add (4|M0)               r38.0<1>:q    r37.3<0;1,0>:q    r38.0<4;4,1>:q  
(W)     sel (4|M0)    (lt)f0.0   r47.0<1>:q    r46.3<0;1,0>:q    r47.0<4;4,1>:q  
(W)     sel (4|M0)    (ge)f0.0   r56.0<1>:q    r55.3<0;1,0>:q    r56.0<4;4,1>:q  
(W)     add (4|M0)               r63.0<1>:q    r62.3<0;1,0>:q    r63.0<4;4,1>:q  
(W)     mov (2|M0)               r5.0<1>:d     r3.2<2;2,1>:d                   
(W)     sel (4|M0)    (lt)f0.0   r72.0<1>:q    r71.3<0;1,0>:q    r72.0<4;4,1>:q  
(W)     mov (2|M0)               r23.0<1>:d    r5.2<2;2,1>:d                   
(W)     sel (4|M0)    (ge)f0.0   r81.0<1>:q    r80.3<0;1,0>:q    r81.0<4;4,1>:q  
(W)     mov (2|M0)               r30.0<1>:d    r23.2<2;2,1>:d                  
        mov (8|M0)               r33.0<1>:q    r37.0<4;4,1>:q                  
        mov (8|M0)               r42.0<1>:q    r46.0<4;4,1>:q                  
        mov (8|M0)               r51.0<1>:q    r55.0<4;4,1>:q                  
        add (8|M0)               r64.0<1>:q    r62.0<4;4,1>:q    r12.0<4;4,1>:q  
        mov (8|M0)               r17.0<1>:d    r5.0<0;1,0>:d                    {Compacted}
        mov (8|M0)               r18.0<1>:d    r5.1<0;1,0>:d                    {Compacted}
        sel (8|M0)    (lt)f0.0   r73.0<1>:q    r12.0<4;4,1>:q    r71.0<4;4,1>:q  
        mov (8|M0)               r24.0<1>:d    r23.0<0;1,0>:d                   {Compacted}
        mov (8|M0)               r25.0<1>:d    r23.1<0;1,0>:d                   {Compacted}
        sel (8|M0)    (ge)f0.0   r82.0<1>:q    r80.0<4;4,1>:q    r12.0<4;4,1>:q  
        mov (8|M0)               r31.0<1>:d    r30.0<0;1,0>:d                   {Compacted}
        mov (8|M0)               r32.0<1>:d    r30.1<0;1,0>:d                   {Compacted}
        mov (8|M0)               r40.0<1>:d    r33.0<2;1,0>:d                  
        mov (8|M0)               r41.0<1>:d    r33.1<2;1,0>:d                  
        mov (8|M0)               r49.0<1>:d    r42.0<2;1,0>:d                  
        mov (8|M0)               r50.0<1>:d    r42.1<2;1,0>:d                  
        mov (8|M0)               r58.0<1>:d    r51.0<2;1,0>:d                  
        mov (8|M0)               r59.0<1>:d    r51.1<2;1,0>:d                  
        mov (8|M0)               r67.0<1>:d    r64.0<2;1,0>:d                  
        mov (8|M0)               r68.0<1>:d    r64.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r9      r17     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r76.0<1>:d    r73.0<2;1,0>:d                  
        mov (8|M0)               r77.0<1>:d    r73.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r22     r24     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r85.0<1>:d    r82.0<2;1,0>:d                  
        mov (8|M0)               r86.0<1>:d    r82.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r29     r31     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r39     r40     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r48     r49     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r57     r58     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r66     r67     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r75     r76     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r84     r85     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2192:
