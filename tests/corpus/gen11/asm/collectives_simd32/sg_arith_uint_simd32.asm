L0:
(W)     mov (8|M0)               r78.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r78.2<0;1,0>:uw 
(W)     mov (16|M0)              r28.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r30.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r24.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r78.1<0;1,0>:d   {Compacted}
(W)     mov (16|M16)             r26.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r38.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r40.0<1>:f    0.0:f                              
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (16|M0)              r2.0<1>:f     0.0:f                              
(W)     mov (16|M0)              r42.0<1>:f    -qnan(0x3FFFFF):f                              
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mov (16|M16)             r4.0<1>:f     0.0:f                              
(W)     mov (16|M16)             r44.0<1>:f    -qnan(0x3FFFFF):f                              
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
(W)     mov (16|M0)              r32.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r6.0<1>:f     -qnan(0x3FFFFF):f                              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r46.0<1>:f    0.0:f                              
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M16)             r48.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r34.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r50.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r54.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r9.0<1>:f     -qnan(0x3FFFFF):f                              
        mad (16|M16)             r60.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       5:w              
(W)     mov (16|M0)              r36.0<1>:f    0.0:f                              
        mad (16|M0)              r62.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r64.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       6:w              
        shl (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    2:w              
        mad (16|M0)              r66.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       7:w              
        shl (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    2:w              
        shl (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    2:w              
        mad (16|M16)             r68.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       7:w              
        shl (16|M0)              r66.0<1>:d    r66.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r127.0<1>:f   r78.0<8;8,1>:f                   {Compacted}
        shl (16|M16)             r68.0<1>:d    r68.0<8;8,1>:d    2:w              
        mov (16|M0)              r28.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r30.0<1>:f    r22.0<8;8,1>:f                  
        mov (16|M0)              r24.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f                  
        mov (16|M16)             r40.0<1>:f    r22.0<8;8,1>:f                  
        mov (16|M16)             r4.0<1>:f     r22.0<8;8,1>:f                  
        mov (16|M0)              r42.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r22.0<8;8,1>:f                  
        mov (16|M0)              r32.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r54.1<1>:f    r28.0<8;8,1>:f                  
(W)     mov (4|M0)               r55.1<1>:f    r29.0<4;4,1>:f                  
(W)     mov (2|M0)               r55.5<1>:f    r29.4<2;2,1>:f                  
(W)     mov (1|M16)              r56.0<1>:f    r29.7<0;1,0>:f                  
(W)     mov (1|M0)               r55.7<1>:f    r29.6<0;1,0>:f                  
(W)     mov (8|M16)              r56.1<1>:f    r30.0<8;8,1>:f                  
        mov (16|M0)              r6.0<1>:f     r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r28.1<1>:f    r2.0<8;8,1>:f                   
(W)     mov (4|M0)               r29.1<1>:f    r3.0<4;4,1>:f                   
(W)     mov (1|M0)               r29.7<1>:f    r3.6<0;1,0>:f                   
(W)     mov (1|M16)              r30.0<1>:f    r3.7<0;1,0>:f                   
(W)     mov (2|M0)               r29.5<1>:f    r3.4<2;2,1>:f                   
(W)     mov (8|M0)               r50.1<1>:f    r24.0<8;8,1>:f                  
(W)     mov (4|M0)               r51.1<1>:f    r25.0<4;4,1>:f                  
(W)     mov (2|M0)               r51.5<1>:f    r25.4<2;2,1>:f                  
(W)     mov (1|M16)              r52.0<1>:f    r25.7<0;1,0>:f                  
(W)     mov (1|M0)               r51.7<1>:f    r25.6<0;1,0>:f                  
(W)     mov (8|M16)              r52.1<1>:f    r26.0<8;8,1>:f                  
(W)     mov (4|M16)              r53.1<1>:f    r27.0<4;4,1>:f                  
(W)     mov (2|M16)              r53.5<1>:f    r27.4<2;2,1>:f                  
(W)     add (16|M0)              r2.0<1>:d     r38.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(W)     mov (1|M16)              r53.7<1>:f    r27.6<0;1,0>:f                  
        mov (16|M0)              r46.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r22.0<8;8,1>:f                  
        mov (16|M16)             r34.0<1>:f    r22.0<8;8,1>:f                  
(W)     mov (4|M16)              r57.1<1>:f    r31.0<4;4,1>:f                  
(W)     mov (2|M16)              r57.5<1>:f    r31.4<2;2,1>:f                  
(W)     mov (1|M16)              r31.7<1>:f    r5.6<0;1,0>:f                   
(W)     mov (1|M16)              r57.7<1>:f    r31.6<0;1,0>:f                  
(W)     mov (8|M16)              r30.1<1>:f    r4.0<8;8,1>:f                   
(W)     mov (4|M16)              r31.1<1>:f    r5.0<4;4,1>:f                   
(W)     mov (8|M0)               r24.1<1>:f    r32.0<8;8,1>:f                  
(W)     mov (2|M16)              r31.5<1>:f    r5.4<2;2,1>:f                   
(W)     sel (16|M0)   (lt)f0.0   r4.0<1>:ud    r42.0<8;8,1>:ud   r44.0<8;8,1>:ud  {Compacted}
(W)     mov (4|M0)               r25.1<1>:f    r33.0<4;4,1>:f                  
(W)     mov (8|M0)               r32.1<1>:f    r6.0<8;8,1>:f                   
        mov (16|M16)             r9.0<1>:f     r22.0<8;8,1>:f                  
(W)     add (8|M16)              r50.1<2>:d    r50.0<2;1,0>:d    r50.1<2;1,0>:d  
(W)     add (8|M16)              r52.1<2>:d    r52.0<2;1,0>:d    r52.1<2;1,0>:d  
(W)     add (8|M0)               r6.0<1>:d     r2.0<8;8,1>:d     r3.0<8;8,1>:d    {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r58.0<1>:ud   r46.0<8;8,1>:ud   r48.0<8;8,1>:ud  {Compacted}
(W)     mov (1|M0)               r25.7<1>:f    r33.6<0;1,0>:f                  
(W)     mov (1|M16)              r26.0<1>:f    r33.7<0;1,0>:f                  
(W)     mov (2|M0)               r25.5<1>:f    r33.4<2;2,1>:f                  
(W)     mov (8|M16)              r26.1<1>:f    r34.0<8;8,1>:f                  
(W)     mov (1|M0)               r33.7<1>:f    r7.6<0;1,0>:f                   
(W)     mov (4|M0)               r33.1<1>:f    r7.0<4;4,1>:f                   
(W)     mov (1|M16)              r34.0<1>:f    r7.7<0;1,0>:f                   
(W)     mov (2|M0)               r33.5<1>:f    r7.4<2;2,1>:f                   
(W)     sel (8|M16)   (lt)f0.0   r54.1<2>:ud   r54.0<2;1,0>:ud   r54.1<2;1,0>:ud 
(W)     sel (8|M16)   (lt)f0.0   r56.1<2>:ud   r56.0<2;1,0>:ud   r56.1<2;1,0>:ud 
(W)     sel (8|M0)    (lt)f0.0   r7.0<1>:ud    r4.0<8;8,1>:ud    r5.0<8;8,1>:ud   {Compacted}
(W)     mov (1|M0)               r24.0<1>:f    0.0:f                              
(W)     mov (4|M16)              r27.1<1>:f    r35.0<4;4,1>:f                  
(W)     mov (2|M16)              r27.5<1>:f    r35.4<2;2,1>:f                  
(W)     add (4|M16)              r50.2<4>:d    r50.2<4;1,0>:d    r50.1<4;1,0>:d  
(W)     mov (1|M16)              r27.7<1>:f    r35.6<0;1,0>:f                  
(W)     add (4|M16)              r52.2<4>:d    r52.2<4;1,0>:d    r52.1<4;1,0>:d  
(W)     add (4|M0)               r2.0<1>:d     r6.0<4;4,1>:d     r6.4<4;4,1>:d    {Compacted}
(W)     mov (8|M16)              r34.1<1>:f    r9.0<8;8,1>:f                   
(W)     sel (8|M0)    (ge)f0.0   r9.0<1>:ud    r58.0<8;8,1>:ud   r59.0<8;8,1>:ud  {Compacted}
(W)     sel (4|M16)   (lt)f0.0   r54.2<4>:ud   r54.2<4;1,0>:ud   r54.1<4;1,0>:ud 
(W)     sel (4|M16)   (lt)f0.0   r56.2<4>:ud   r56.2<4;1,0>:ud   r56.1<4;1,0>:ud 
(W)     sel (4|M0)    (lt)f0.0   r2.4<1>:ud    r7.0<4;4,1>:ud    r7.4<4;4,1>:ud  
(W)     sel (8|M16)   (ge)f0.0   r24.1<2>:ud   r24.0<2;1,0>:ud   r24.1<2;1,0>:ud 
(W)     sel (8|M16)   (ge)f0.0   r26.1<2>:ud   r26.0<2;1,0>:ud   r26.1<2;1,0>:ud 
(W)     add (4|M16)              r50.3<4>:d    r50.3<4;1,0>:d    r50.1<4;1,0>:d  
(W)     add (4|M16)              r52.3<4>:d    r52.3<4;1,0>:d    r52.1<4;1,0>:d  
(W)     add (2|M0)               r3.4<1>:d     r2.0<2;2,1>:d     r2.2<2;2,1>:d   
(W)     sel (4|M16)   (lt)f0.0   r54.3<4>:ud   r54.3<4;1,0>:ud   r54.1<4;1,0>:ud 
(W)     sel (4|M0)    (ge)f0.0   r3.0<1>:ud    r9.0<4;4,1>:ud    r9.4<4;4,1>:ud   {Compacted}
(W)     sel (4|M16)   (lt)f0.0   r56.3<4>:ud   r56.3<4;1,0>:ud   r56.1<4;1,0>:ud 
(W)     sel (2|M0)    (lt)f0.0   r3.6<1>:ud    r2.4<2;2,1>:ud    r2.6<2;2,1>:ud  
(W)     sel (4|M16)   (ge)f0.0   r24.2<4>:ud   r24.2<4;1,0>:ud   r24.1<4;1,0>:ud 
(W)     sel (4|M16)   (ge)f0.0   r26.2<4>:ud   r26.2<4;1,0>:ud   r26.1<4;1,0>:ud 
(W)     add (4|M16)              r50.4<1>:d    r50.3<0;1,0>:d    r50.4<4;4,1>:d  
(W)     add (4|M16)              r51.4<1>:d    r51.3<0;1,0>:d    r51.4<4;4,1>:d  
(W)     add (4|M16)              r52.4<1>:d    r52.3<0;1,0>:d    r52.4<4;4,1>:d  
(W)     add (4|M16)              r53.4<1>:d    r53.3<0;1,0>:d    r53.4<4;4,1>:d  
(W)     add (1|M0)               r2.0<1>:d     r3.4<0;1,0>:d     r3.5<0;1,0>:d   
(W)     shl (1|M0)               r4.2<1>:d     r8.4<0;1,0>:d     1:w              
(W)     sel (2|M0)    (ge)f0.0   r4.0<1>:ud    r3.0<2;2,1>:ud    r3.2<2;2,1>:ud  
        add (16|M0)              r5.0<1>:d     r8.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r4.3<1>:d     r8.4<0;1,0>:d     2:w              
(W)     sel (4|M16)   (lt)f0.0   r54.4<1>:ud   r54.3<0;1,0>:ud   r54.4<4;4,1>:ud 
(W)     sel (4|M16)   (lt)f0.0   r55.4<1>:ud   r55.3<0;1,0>:ud   r55.4<4;4,1>:ud 
(W)     sel (4|M16)   (lt)f0.0   r56.4<1>:ud   r56.3<0;1,0>:ud   r56.4<4;4,1>:ud 
(W)     sel (4|M16)   (lt)f0.0   r57.4<1>:ud   r57.3<0;1,0>:ud   r57.4<4;4,1>:ud 
(W)     sel (1|M0)    (lt)f0.0   r2.1<1>:d     r3.6<0;1,0>:ud    r3.7<0;1,0>:ud  
(W)     mov (1|M16)              r35.7<1>:f    r10.6<0;1,0>:f                  
(W)     mov (4|M16)              r35.1<1>:f    r10.0<4;4,1>:f                  
(W)     sel (4|M16)   (ge)f0.0   r24.3<4>:ud   r24.3<4;1,0>:ud   r24.1<4;1,0>:ud 
(W)     mov (2|M16)              r35.5<1>:f    r10.4<2;2,1>:f                  
(W)     sel (4|M16)   (ge)f0.0   r26.3<4>:ud   r26.3<4;1,0>:ud   r26.1<4;1,0>:ud 
        add (16|M16)             r9.0<1>:d     r8.4<0;1,0>:d     r14.0<8;8,1>:d  
(W)     add (8|M16)              r51.0<1>:d    r50.7<0;1,0>:d    r51.0<8;8,1>:d  
(W)     add (8|M16)              r53.0<1>:d    r52.7<0;1,0>:d    r53.0<8;8,1>:d  
        mov (16|M0)              r70.0<1>:f    r2.0<0;1,0>:f                    {Compacted}
        add (16|M0)              r38.0<1>:d    r4.2<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (1|M0)    (ge)f0.0   r2.2<1>:d     r4.0<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M16)             r72.0<1>:f    r2.0<0;1,0>:f                   
        add (16|M16)             r40.0<1>:d    r4.2<0;1,0>:d     r14.0<8;8,1>:d  
        add (16|M0)              r46.0<1>:d    r4.3<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r48.0<1>:d    r4.3<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
(W)     sel (8|M16)   (lt)f0.0   r55.0<1>:ud   r54.7<0;1,0>:ud   r55.0<8;8,1>:ud 
(W)     sel (8|M16)   (lt)f0.0   r57.0<1>:ud   r56.7<0;1,0>:ud   r57.0<8;8,1>:ud 
        mov (16|M0)              r3.0<1>:f     r2.1<0;1,0>:f                    {Compacted}
        mad (16|M0)              r42.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       3:w              
        mov (16|M16)             r74.0<1>:f    r2.1<0;1,0>:f                   
(W)     sel (4|M16)   (ge)f0.0   r24.4<1>:ud   r24.3<0;1,0>:ud   r24.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r25.4<1>:ud   r25.3<0;1,0>:ud   r25.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r26.4<1>:ud   r26.3<0;1,0>:ud   r26.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r27.4<1>:ud   r27.3<0;1,0>:ud   r27.4<4;4,1>:ud 
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r16     r70     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M16)             r44.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       3:w              
(W)     add (16|M16)             r52.0<1>:d    r51.7<0;1,0>:d    r52.0<8;8,1>:d  
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    2:w              
        mov (16|M0)              r76.0<1>:f    r2.2<0;1,0>:f                    {Compacted}
        sends (16|M16)           null:w   r18     r72     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               r28.0<1>:f    0.0:f                              
        shl (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    2:w              
        mov (16|M16)             r16.0<1>:f    r2.2<0;1,0>:f                   
        sends (16|M0)            null:w   r5      r3      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (16|M16)  (lt)f0.0   r56.0<1>:ud   r55.7<0;1,0>:ud   r56.0<8;8,1>:ud 
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    2:w              
        mov (16|M0)              r18.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r9      r74     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (8|M16)   (ge)f0.0   r25.0<1>:ud   r24.7<0;1,0>:ud   r25.0<8;8,1>:ud 
(W)     sel (8|M16)   (ge)f0.0   r27.0<1>:ud   r26.7<0;1,0>:ud   r27.0<8;8,1>:ud 
        shl (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    2:w              
        mov (16|M16)             r70.0<1>:f    r52.0<8;8,1>:f                  
        sends (16|M0)            null:w   r38     r76     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M16)              r30.1<2>:d    r30.0<2;1,0>:d    r30.1<2;1,0>:d  
        shl (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    2:w              
(W)     add (8|M16)              r28.1<2>:d    r28.0<2;1,0>:d    r28.1<2;1,0>:d  
        mov (16|M0)              r3.0<1>:f     r54.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r40     r16     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               r32.0<1>:f    -qnan(0x3FFFFF):f                              
        mad (16|M0)              r58.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       5:w              
        shl (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    2:w              
        mov (16|M16)             r5.0<1>:f     r56.0<8;8,1>:f                  
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r42     r18     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (16|M16)  (ge)f0.0   r26.0<1>:ud   r25.7<0;1,0>:ud   r26.0<8;8,1>:ud 
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r44     r70     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (4|M16)              r30.2<4>:d    r30.2<4;1,0>:d    r30.1<4;1,0>:d  
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r46     r3      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (4|M16)              r28.2<4>:d    r28.2<4;1,0>:d    r28.1<4;1,0>:d  
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r48     r5      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (8|M16)   (lt)f0.0   r34.1<2>:ud   r34.0<2;1,0>:ud   r34.1<2;1,0>:ud 
        mov (16|M0)              r9.0<1>:f     r24.0<8;8,1>:f                   {Compacted}
(W)     sel (8|M16)   (lt)f0.0   r32.1<2>:ud   r32.0<2;1,0>:ud   r32.1<2;1,0>:ud 
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    2:w              
        mov (16|M16)             r16.0<1>:f    r26.0<8;8,1>:f                  
(W)     mov (16|M16)             r6.0<1>:f     0.0:f                              
        mov (16|M0)              r36.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r6.0<1>:f     r22.0<8;8,1>:f                  
(W)     add (4|M16)              r30.3<4>:d    r30.3<4;1,0>:d    r30.1<4;1,0>:d  
(W)     add (4|M16)              r28.3<4>:d    r28.3<4;1,0>:d    r28.1<4;1,0>:d  
        sends (16|M0)            null:w   r58     r9      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (4|M16)   (lt)f0.0   r34.2<4>:ud   r34.2<4;1,0>:ud   r34.1<4;1,0>:ud 
(W)     sel (4|M16)   (lt)f0.0   r32.2<4>:ud   r32.2<4;1,0>:ud   r32.1<4;1,0>:ud 
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r60     r16     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               r9.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r9.1<1>:f     r36.0<8;8,1>:f                  
(W)     mov (4|M0)               r10.1<1>:f    r37.0<4;4,1>:f                  
(W)     mov (2|M0)               r10.5<1>:f    r37.4<2;2,1>:f                  
(W)     mov (1|M16)              r16.0<1>:f    r37.7<0;1,0>:f                  
(W)     mov (1|M0)               r10.7<1>:f    r37.6<0;1,0>:f                  
(W)     mov (8|M16)              r16.1<1>:f    r6.0<8;8,1>:f                   
(W)     mov (4|M16)              r17.1<1>:f    r7.0<4;4,1>:f                   
(W)     mov (2|M16)              r17.5<1>:f    r7.4<2;2,1>:f                   
(W)     add (4|M16)              r30.4<1>:d    r30.3<0;1,0>:d    r30.4<4;4,1>:d  
(W)     mov (1|M16)              r17.7<1>:f    r7.6<0;1,0>:f                   
(W)     add (4|M16)              r31.4<1>:d    r31.3<0;1,0>:d    r31.4<4;4,1>:d  
(W)     add (4|M16)              r28.4<1>:d    r28.3<0;1,0>:d    r28.4<4;4,1>:d  
(W)     add (4|M16)              r29.4<1>:d    r29.3<0;1,0>:d    r29.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r34.3<4>:ud   r34.3<4;1,0>:ud   r34.1<4;1,0>:ud 
(W)     sel (4|M16)   (lt)f0.0   r32.3<4>:ud   r32.3<4;1,0>:ud   r32.1<4;1,0>:ud 
(W)     sel (8|M16)   (ge)f0.0   r9.1<2>:ud    r9.0<2;1,0>:ud    r9.1<2;1,0>:ud  
(W)     sel (8|M16)   (ge)f0.0   r16.1<2>:ud   r16.0<2;1,0>:ud   r16.1<2;1,0>:ud 
(W)     add (8|M16)              r31.0<1>:d    r30.7<0;1,0>:d    r31.0<8;8,1>:d  
(W)     add (8|M16)              r29.0<1>:d    r28.7<0;1,0>:d    r29.0<8;8,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r34.4<1>:ud   r34.3<0;1,0>:ud   r34.4<4;4,1>:ud 
(W)     sel (4|M16)   (lt)f0.0   r35.4<1>:ud   r35.3<0;1,0>:ud   r35.4<4;4,1>:ud 
(W)     sel (4|M16)   (lt)f0.0   r32.4<1>:ud   r32.3<0;1,0>:ud   r32.4<4;4,1>:ud 
(W)     sel (4|M16)   (lt)f0.0   r33.4<1>:ud   r33.3<0;1,0>:ud   r33.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r9.2<4>:ud    r9.2<4;1,0>:ud    r9.1<4;1,0>:ud  
(W)     sel (4|M16)   (ge)f0.0   r16.2<4>:ud   r16.2<4;1,0>:ud   r16.1<4;1,0>:ud 
(W)     add (16|M16)             r30.0<1>:d    r29.7<0;1,0>:d    r30.0<8;8,1>:d  
(W)     sel (8|M16)   (lt)f0.0   r35.0<1>:ud   r34.7<0;1,0>:ud   r35.0<8;8,1>:ud 
        add (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (lt)f0.0   r33.0<1>:ud   r32.7<0;1,0>:ud   r33.0<8;8,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r9.3<4>:ud    r9.3<4;1,0>:ud    r9.1<4;1,0>:ud  
(W)     sel (4|M16)   (ge)f0.0   r16.3<4>:ud   r16.3<4;1,0>:ud   r16.1<4;1,0>:ud 
        add (16|M16)             r38.0<1>:d    r30.0<8;8,1>:d    r22.0<8;8,1>:d  
        sends (16|M0)            null:w   r62     r18     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (16|M16)  (lt)f0.0   r34.0<1>:ud   r33.7<0;1,0>:ud   r34.0<8;8,1>:ud 
        sel (16|M0)   (lt)f0.0   r2.0<1>:ud    r32.0<8;8,1>:ud   r20.0<8;8,1>:ud  {Compacted}
(W)     sel (4|M16)   (ge)f0.0   r9.4<1>:ud    r9.3<0;1,0>:ud    r9.4<4;4,1>:ud  
(W)     sel (4|M16)   (ge)f0.0   r10.4<1>:ud   r10.3<0;1,0>:ud   r10.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r16.4<1>:ud   r16.3<0;1,0>:ud   r16.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r17.4<1>:ud   r17.3<0;1,0>:ud   r17.4<4;4,1>:ud 
        sends (16|M16)           null:w   r64     r38     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r66     r2      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sel (16|M16)  (lt)f0.0   r4.0<1>:ud    r34.0<8;8,1>:ud   r22.0<8;8,1>:ud 
(W)     shl (1|M0)               r2.0<1>:d     r8.4<0;1,0>:d     3:w              
(W)     sel (8|M16)   (ge)f0.0   r10.0<1>:ud   r9.7<0;1,0>:ud    r10.0<8;8,1>:ud 
(W)     sel (8|M16)   (ge)f0.0   r17.0<1>:ud   r16.7<0;1,0>:ud   r17.0<8;8,1>:ud 
        sends (16|M16)           null:w   r68     r4      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r3.0<1>:d     r2.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r5.0<1>:d     r2.0<0;1,0>:d     r14.0<8;8,1>:d  
(W)     sel (16|M16)  (ge)f0.0   r16.0<1>:ud   r10.7<0;1,0>:ud   r16.0<8;8,1>:ud 
        sel (16|M0)   (ge)f0.0   r18.0<1>:ud   r9.0<8;8,1>:ud    r20.0<8;8,1>:ud  {Compacted}
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     2:w              
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        sel (16|M16)  (ge)f0.0   r24.0<1>:ud   r16.0<8;8,1>:ud   r22.0<8;8,1>:ud 
        sends (16|M0)            null:w   r3      r18     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r5      r24     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r64.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4168:
