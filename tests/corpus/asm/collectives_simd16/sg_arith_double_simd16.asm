L0:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r20.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r22.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r34.0<1>:df   inf:df                             
(W)     mov (8|M0)               r36.0<1>:df   inf:df                             
(W)     mov (8|M0)               r67.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r69.0<1>:df   0.0:df                             
        add (16|M0)              r6.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (8|M0)               r50.0<1>:df   -inf:df                             
(W)     mov (8|M0)               r52.0<1>:df   -inf:df                             
(W)     mov (8|M0)               r86.0<1>:df   inf:df                             
(W)     mov (8|M0)               r88.0<1>:df   inf:df                             
(W)     mov (8|M0)               r105.0<1>:df  -inf:df                             
        add (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r107.0<1>:df  -inf:df                             
(W)     mov (8|M0)               r124.0<1>:df  0.0:df                             
(W)     mov (8|M0)               r2.0<1>:df    0.0:df                             
(W)     mov (1|M0)               r71.0<1>:df   0.0:df                             
(W)     mov (1|M0)               r90.0<1>:df   inf:df                             
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     3:w              
        add (16|M0)              r43.0<1>:d    r5.4<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     mov (1|M0)               r109.0<1>:df  -inf:df                             
(W)     shl (1|M0)               r59.0<1>:d    r5.4<0;1,0>:d     1:w              
(W)     mul (1|M0)               r79.0<1>:d    r5.4<0;1,0>:d     3:w              
        send (16|M0)             r12:w    r10     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    3:w              
(W)     shl (1|M0)               r98.0<1>:d    r5.4<0;1,0>:d     2:w              
        add (16|M0)              r60.0<1>:d    r59.0<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
(W)     mul (1|M0)               r117.0<1>:d   r5.4<0;1,0>:d     5:w              
        add (16|M0)              r80.0<1>:d    r79.0<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r126.0<8;8,1>:ud                 {Compacted}
        add (16|M0)              r99.0<1>:d    r98.0<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    3:w              
        add (16|M0)              r118.0<1>:d   r117.0<0;1,0>:d   r8.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    3:w              
        shl (16|M0)              r99.0<1>:d    r99.0<8;8,1>:d    3:w              
        shl (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   3:w              
        mov (8|M0)               r16.0<2>:d    r12.0<8;8,1>:d                  
        mov (8|M8)               r18.0<2>:d    r13.0<8;8,1>:d                  
        mov (8|M0)               r16.1<2>:d    r14.0<8;8,1>:d                  
        mov (8|M8)               r18.1<2>:d    r15.0<8;8,1>:d                  
        mov (8|M0)               r20.0<1>:df   r16.0<4;4,1>:df                 
        mov (8|M8)               r22.0<1>:df   r18.0<4;4,1>:df                 
        mov (8|M0)               r34.0<1>:df   r16.0<4;4,1>:df                 
        mov (8|M8)               r36.0<1>:df   r18.0<4;4,1>:df                 
        mov (8|M0)               r67.0<1>:df   r16.0<4;4,1>:df                 
        mov (8|M8)               r69.0<1>:df   r18.0<4;4,1>:df                 
        mov (8|M0)               r50.0<1>:df   r16.0<4;4,1>:df                 
        mov (8|M8)               r52.0<1>:df   r18.0<4;4,1>:df                 
(W)     add (8|M0)               r24.0<1>:df   r20.0<4;4,1>:df   r22.0<4;4,1>:df 
        mov (8|M0)               r86.0<1>:df   r16.0<4;4,1>:df                 
(W)     sel (8|M0)    (lt)f0.0   r38.0<1>:df   r34.0<4;4,1>:df   r36.0<4;4,1>:df 
        mov (8|M8)               r88.0<1>:df   r18.0<4;4,1>:df                 
        mov (8|M0)               r105.0<1>:df  r16.0<4;4,1>:df                 
        mov (8|M8)               r107.0<1>:df  r18.0<4;4,1>:df                 
        mov (8|M0)               r124.0<1>:df  r16.0<4;4,1>:df                 
(W)     add (4|M0)               r26.0<1>:df   r24.0<4;4,1>:df   r25.0<4;4,1>:df 
        mov (8|M8)               r2.0<1>:df    r18.0<4;4,1>:df                 
(W)     sel (4|M0)    (lt)f0.0   r40.0<1>:df   r38.0<4;4,1>:df   r39.0<4;4,1>:df 
(W)     mov (4|M0)               r71.1<1>:df   r67.0<4;4,1>:df                 
(W)     mov (4|M0)               r72.1<1>:df   r68.0<4;4,1>:df                 
(W)     mov (4|M0)               r73.1<1>:df   r69.0<4;4,1>:df                 
(W)     mov (2|M0)               r74.1<1>:df   r70.0<2;2,1>:df                 
(W)     add (2|M0)               r27.0<1>:df   r26.0<2;2,1>:df   r26.2<2;2,1>:df 
(W)     mov (1|M0)               r74.3<1>:df   r70.2<0;1,0>:df                 
(W)     sel (2|M0)    (lt)f0.0   r41.0<1>:df   r40.0<2;2,1>:df   r40.2<2;2,1>:df 
(W)     sel (8|M0)    (ge)f0.0   r54.0<1>:df   r50.0<4;4,1>:df   r52.0<4;4,1>:df 
(W)     mov (4|M0)               r90.1<1>:df   r86.0<4;4,1>:df                 
(W)     mov (4|M0)               r91.1<1>:df   r87.0<4;4,1>:df                 
(W)     mov (4|M0)               r92.1<1>:df   r88.0<4;4,1>:df                 
(W)     add (1|M0)               r28.0<1>:df   r27.0<0;1,0>:df   r27.1<0;1,0>:df 
(W)     mov (2|M0)               r93.1<1>:df   r89.0<2;2,1>:df                 
(W)     sel (1|M0)    (lt)f0.0   r42.0<1>:df   r41.0<0;1,0>:df   r41.1<0;1,0>:df 
(W)     mov (1|M0)               r93.3<1>:df   r89.2<0;1,0>:df                 
(W)     mov (8|M0)               r50.0<1>:df   -inf:df                             
(W)     mov (4|M0)               r109.1<1>:df  r105.0<4;4,1>:df                
        mov (8|M8)               r50.0<1>:df   r18.0<4;4,1>:df                 
(W)     mov (2|M0)               r29.0<1>:d    r28.0<2;2,1>:d                  
(W)     mov (4|M0)               r110.1<1>:df  r106.0<4;4,1>:df                
(W)     mov (2|M0)               r45.0<1>:d    r42.0<2;2,1>:d                  
(W)     mov (4|M0)               r111.1<1>:df  r107.0<4;4,1>:df                
(W)     mov (2|M0)               r112.1<1>:df  r108.0<2;2,1>:df                
(W)     mov (4|M0)               r12.1<1>:df   r2.0<4;4,1>:df                  
(W)     mov (1|M0)               r112.3<1>:df  r108.2<0;1,0>:df                
        mov (16|M0)              r30.0<1>:d    r29.0<0;1,0>:d                   {Compacted}
        mov (16|M0)              r32.0<1>:d    r29.1<0;1,0>:d                   {Compacted}
        mov (16|M0)              r46.0<1>:d    r45.0<0;1,0>:d                   {Compacted}
        mov (16|M0)              r48.0<1>:d    r45.1<0;1,0>:d                   {Compacted}
(W)     mov (2|M0)               r13.1<1>:df   r3.0<2;2,1>:df                  
        sends (16|M0)            null:w   r10     r30     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r29.0<1>:df   inf:df                             
(W)     mov (8|M0)               r31.0<1>:df   inf:df                             
        sends (16|M0)            null:w   r43     r46     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r29.0<1>:df   r16.0<4;4,1>:df                 
        mov (8|M8)               r31.0<1>:df   r18.0<4;4,1>:df                 
(W)     mov (8|M0)               r48.0<1>:df   -inf:df                             
(W)     mov (1|M0)               r13.3<1>:df   r3.2<0;1,0>:df                  
        mov (8|M0)               r48.0<1>:df   r16.0<4;4,1>:df                 
(W)     mov (1|M0)               r10.0<1>:df   0.0:df                             
(W)     mov (4|M0)               r10.1<1>:df   r124.0<4;4,1>:df                
(W)     mov (4|M0)               r11.1<1>:df   r125.0<4;4,1>:df                
(W)     add (4|M0)               r71.1<2>:df   r71.0<2;1,0>:df   r71.1<2;1,0>:df 
(W)     add (4|M0)               r73.1<2>:df   r73.0<2;1,0>:df   r73.1<2;1,0>:df 
(W)     sel (4|M0)    (ge)f0.0   r56.0<1>:df   r54.0<4;4,1>:df   r55.0<4;4,1>:df 
(W)     mov (1|M0)               r33.0<1>:df   inf:df                             
(W)     mov (4|M0)               r33.1<1>:df   r29.0<4;4,1>:df                 
(W)     mov (4|M0)               r34.1<1>:df   r30.0<4;4,1>:df                 
(W)     mov (4|M0)               r35.1<1>:df   r31.0<4;4,1>:df                 
(W)     mov (2|M0)               r36.1<1>:df   r32.0<2;2,1>:df                 
(W)     sel (4|M0)    (lt)f0.0   r90.1<2>:df   r90.0<2;1,0>:df   r90.1<2;1,0>:df 
(W)     mov (1|M0)               r36.3<1>:df   r32.2<0;1,0>:df                 
(W)     sel (4|M0)    (lt)f0.0   r92.1<2>:df   r92.0<2;1,0>:df   r92.1<2;1,0>:df 
(W)     mov (1|M0)               r52.0<1>:df   -inf:df                             
(W)     mov (4|M0)               r52.1<1>:df   r48.0<4;4,1>:df                 
(W)     mov (4|M0)               r53.1<1>:df   r49.0<4;4,1>:df                 
(W)     mov (4|M0)               r54.1<1>:df   r50.0<4;4,1>:df                 
(W)     mov (2|M0)               r55.1<1>:df   r51.0<2;2,1>:df                 
(W)     sel (4|M0)    (ge)f0.0   r109.1<2>:df  r109.0<2;1,0>:df  r109.1<2;1,0>:df
(W)     mov (1|M0)               r55.3<1>:df   r51.2<0;1,0>:df                 
(W)     sel (4|M0)    (ge)f0.0   r111.1<2>:df  r111.0<2;1,0>:df  r111.1<2;1,0>:df
(W)     add (4|M0)               r10.1<2>:df   r10.0<2;1,0>:df   r10.1<2;1,0>:df 
(W)     add (4|M0)               r12.1<2>:df   r12.0<2;1,0>:df   r12.1<2;1,0>:df 
(W)     add (2|M0)               r71.2<4>:df   r71.2<4;1,0>:df   r71.1<4;1,0>:df 
(W)     add (2|M0)               r73.2<4>:df   r73.2<4;1,0>:df   r73.1<4;1,0>:df 
(W)     sel (2|M0)    (ge)f0.0   r57.0<1>:df   r56.0<2;2,1>:df   r56.2<2;2,1>:df 
(W)     sel (4|M0)    (lt)f0.0   r33.1<2>:df   r33.0<2;1,0>:df   r33.1<2;1,0>:df 
(W)     sel (4|M0)    (lt)f0.0   r35.1<2>:df   r35.0<2;1,0>:df   r35.1<2;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r90.2<4>:df   r90.2<4;1,0>:df   r90.1<4;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r92.2<4>:df   r92.2<4;1,0>:df   r92.1<4;1,0>:df 
(W)     sel (4|M0)    (ge)f0.0   r52.1<2>:df   r52.0<2;1,0>:df   r52.1<2;1,0>:df 
(W)     sel (4|M0)    (ge)f0.0   r54.1<2>:df   r54.0<2;1,0>:df   r54.1<2;1,0>:df 
(W)     sel (2|M0)    (ge)f0.0   r109.2<4>:df  r109.2<4;1,0>:df  r109.1<4;1,0>:df
(W)     sel (2|M0)    (ge)f0.0   r111.2<4>:df  r111.2<4;1,0>:df  r111.1<4;1,0>:df
(W)     add (2|M0)               r10.2<4>:df   r10.2<4;1,0>:df   r10.1<4;1,0>:df 
(W)     add (2|M0)               r12.2<4>:df   r12.2<4;1,0>:df   r12.1<4;1,0>:df 
(W)     add (2|M0)               r71.3<4>:df   r71.3<4;1,0>:df   r71.1<4;1,0>:df 
(W)     add (2|M0)               r73.3<4>:df   r73.3<4;1,0>:df   r73.1<4;1,0>:df 
(W)     sel (1|M0)    (ge)f0.0   r58.0<1>:df   r57.0<0;1,0>:df   r57.1<0;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r33.2<4>:df   r33.2<4;1,0>:df   r33.1<4;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r35.2<4>:df   r35.2<4;1,0>:df   r35.1<4;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r90.3<4>:df   r90.3<4;1,0>:df   r90.1<4;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r92.3<4>:df   r92.3<4;1,0>:df   r92.1<4;1,0>:df 
(W)     sel (2|M0)    (ge)f0.0   r52.2<4>:df   r52.2<4;1,0>:df   r52.1<4;1,0>:df 
(W)     sel (2|M0)    (ge)f0.0   r54.2<4>:df   r54.2<4;1,0>:df   r54.1<4;1,0>:df 
(W)     sel (2|M0)    (ge)f0.0   r109.3<4>:df  r109.3<4;1,0>:df  r109.1<4;1,0>:df
(W)     sel (2|M0)    (ge)f0.0   r111.3<4>:df  r111.3<4;1,0>:df  r111.1<4;1,0>:df
(W)     add (2|M0)               r10.3<4>:df   r10.3<4;1,0>:df   r10.1<4;1,0>:df 
(W)     add (2|M0)               r12.3<4>:df   r12.3<4;1,0>:df   r12.1<4;1,0>:df 
(W)     add (4|M0)               r72.0<1>:df   r71.3<0;1,0>:df   r72.0<4;4,1>:df 
(W)     add (4|M0)               r74.0<1>:df   r73.3<0;1,0>:df   r74.0<4;4,1>:df 
(W)     mov (2|M0)               r62.0<1>:d    r58.0<2;2,1>:d                  
(W)     sel (2|M0)    (lt)f0.0   r33.3<4>:df   r33.3<4;1,0>:df   r33.1<4;1,0>:df 
(W)     sel (2|M0)    (lt)f0.0   r35.3<4>:df   r35.3<4;1,0>:df   r35.1<4;1,0>:df 
(W)     sel (4|M0)    (lt)f0.0   r91.0<1>:df   r90.3<0;1,0>:df   r91.0<4;4,1>:df 
(W)     sel (4|M0)    (lt)f0.0   r93.0<1>:df   r92.3<0;1,0>:df   r93.0<4;4,1>:df 
(W)     sel (2|M0)    (ge)f0.0   r52.3<4>:df   r52.3<4;1,0>:df   r52.1<4;1,0>:df 
(W)     sel (2|M0)    (ge)f0.0   r54.3<4>:df   r54.3<4;1,0>:df   r54.1<4;1,0>:df 
(W)     sel (4|M0)    (ge)f0.0   r110.0<1>:df  r109.3<0;1,0>:df  r110.0<4;4,1>:df
(W)     sel (4|M0)    (ge)f0.0   r112.0<1>:df  r111.3<0;1,0>:df  r112.0<4;4,1>:df
(W)     add (4|M0)               r11.0<1>:df   r10.3<0;1,0>:df   r11.0<4;4,1>:df 
(W)     add (4|M0)               r13.0<1>:df   r12.3<0;1,0>:df   r13.0<4;4,1>:df 
(W)     add (8|M0)               r73.0<1>:df   r72.3<0;1,0>:df   r73.0<4;4,1>:df 
        mov (16|M0)              r63.0<1>:d    r62.0<0;1,0>:d                   {Compacted}
        mov (16|M0)              r65.0<1>:d    r62.1<0;1,0>:d                   {Compacted}
(W)     sel (4|M0)    (lt)f0.0   r34.0<1>:df   r33.3<0;1,0>:df   r34.0<4;4,1>:df 
(W)     sel (4|M0)    (lt)f0.0   r36.0<1>:df   r35.3<0;1,0>:df   r36.0<4;4,1>:df 
(W)     sel (8|M0)    (lt)f0.0   r92.0<1>:df   r91.3<0;1,0>:df   r92.0<4;4,1>:df 
(W)     sel (4|M0)    (ge)f0.0   r53.0<1>:df   r52.3<0;1,0>:df   r53.0<4;4,1>:df 
(W)     sel (4|M0)    (ge)f0.0   r55.0<1>:df   r54.3<0;1,0>:df   r55.0<4;4,1>:df 
(W)     sel (8|M0)    (ge)f0.0   r111.0<1>:df  r110.3<0;1,0>:df  r111.0<4;4,1>:df
(W)     mul (1|M0)               r22.0<1>:d    r5.4<0;1,0>:d     6:w              
(W)     add (8|M0)               r12.0<1>:df   r11.3<0;1,0>:df   r12.0<4;4,1>:df 
        mov (8|M0)               r75.0<1>:df   r71.0<4;4,1>:df                 
        mov (8|M8)               r77.0<1>:df   r73.0<4;4,1>:df                 
        sends (16|M0)            null:w   r60     r63     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mul (1|M0)               r41.0<1>:d    r5.4<0;1,0>:d     7:w              
(W)     sel (8|M0)    (lt)f0.0   r35.0<1>:df   r34.3<0;1,0>:df   r35.0<4;4,1>:df 
        mov (8|M0)               r94.0<1>:df   r90.0<4;4,1>:df                 
        mov (8|M8)               r96.0<1>:df   r92.0<4;4,1>:df                 
(W)     sel (8|M0)    (ge)f0.0   r54.0<1>:df   r53.3<0;1,0>:df   r54.0<4;4,1>:df 
(W)     shl (1|M0)               r60.0<1>:d    r5.4<0;1,0>:d     3:w              
        mov (8|M0)               r113.0<1>:df  r109.0<4;4,1>:df                
        mov (8|M8)               r115.0<1>:df  r111.0<4;4,1>:df                
        add (8|M0)               r14.0<1>:df   r10.0<4;4,1>:df   r16.0<4;4,1>:df 
        add (16|M0)              r23.0<1>:d    r22.0<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        add (8|M8)               r20.0<1>:df   r12.0<4;4,1>:df   r18.0<4;4,1>:df 
        mov (8|M0)               r82.0<1>:d    r75.0<2;1,0>:d                  
        mov (8|M0)               r84.0<1>:d    r75.1<2;1,0>:d                  
        mov (8|M8)               r83.0<1>:d    r77.0<2;1,0>:d                  
        mov (8|M8)               r85.0<1>:d    r77.1<2;1,0>:d                  
        sel (8|M0)    (lt)f0.0   r37.0<1>:df   r16.0<4;4,1>:df   r33.0<4;4,1>:df 
        add (16|M0)              r42.0<1>:d    r41.0<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        sel (8|M8)    (lt)f0.0   r39.0<1>:df   r18.0<4;4,1>:df   r35.0<4;4,1>:df 
        mov (8|M0)               r101.0<1>:d   r94.0<2;1,0>:d                  
        mov (8|M0)               r103.0<1>:d   r94.1<2;1,0>:d                  
        mov (8|M8)               r102.0<1>:d   r96.0<2;1,0>:d                  
        mov (8|M8)               r104.0<1>:d   r96.1<2;1,0>:d                  
        sel (8|M0)    (ge)f0.0   r56.0<1>:df   r16.0<4;4,1>:df   r52.0<4;4,1>:df 
        sel (8|M8)    (ge)f0.0   r58.0<1>:df   r18.0<4;4,1>:df   r54.0<4;4,1>:df 
        add (16|M0)              r61.0<1>:d    r60.0<0;1,0>:d    r8.0<8;8,1>:d    {Compacted}
        mov (8|M0)               r120.0<1>:d   r113.0<2;1,0>:d                 
        mov (8|M0)               r122.0<1>:d   r113.1<2;1,0>:d                 
        mov (8|M8)               r121.0<1>:d   r115.0<2;1,0>:d                 
        mov (8|M8)               r123.0<1>:d   r115.1<2;1,0>:d                 
        mov (8|M0)               r25.0<1>:d    r14.0<2;1,0>:d                  
        mov (8|M0)               r27.0<1>:d    r14.1<2;1,0>:d                  
        shl (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    3:w              
        mov (8|M8)               r26.0<1>:d    r20.0<2;1,0>:d                  
        mov (8|M8)               r28.0<1>:d    r20.1<2;1,0>:d                  
        sends (16|M0)            null:w   r80     r82     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r44.0<1>:d    r37.0<2;1,0>:d                  
        mov (8|M0)               r46.0<1>:d    r37.1<2;1,0>:d                  
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    3:w              
        mov (8|M8)               r45.0<1>:d    r39.0<2;1,0>:d                  
        mov (8|M8)               r47.0<1>:d    r39.1<2;1,0>:d                  
        sends (16|M0)            null:w   r99     r101    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r63.0<1>:d    r56.0<2;1,0>:d                  
        mov (8|M0)               r65.0<1>:d    r56.1<2;1,0>:d                  
        mov (8|M8)               r64.0<1>:d    r58.0<2;1,0>:d                  
        mov (8|M8)               r66.0<1>:d    r58.1<2;1,0>:d                  
        shl (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r118    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r23     r25     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r42     r44     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r61     r63     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3512:
