L0:
(W)     mov (8|M0)               r74.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r74.1<0;1,0>:d   {Compacted}
(W)     mov (8|M0)               r36.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r38.0<1>:df   0.0:df                             
(W)     mov (8|M16)              r40.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r42.0<1>:df   inf:df                             
(W)     mov (8|M16)              r44.0<1>:df   inf:df                             
(W)     mov (8|M16)              r34.0<1>:df   0.0:df                             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (8|M0)               r46.0<1>:df   -inf:df                             
(W)     mov (8|M16)              r48.0<1>:df   -inf:df                             
(W)     mov (8|M16)              r50.0<1>:df   -inf:df                             
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mov (8|M0)               r4.0<1>:df    0.0:df                             
(W)     mov (8|M0)               r6.0<1>:df    0.0:df                             
(W)     mov (8|M16)              r9.0<1>:df    0.0:df                             
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    3:w              
(W)     mov (1|M0)               r52.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r127.0<1>:ud  r74.0<8;8,1>:ud                  {Compacted}
        send (16|M0)             r20:w    r16     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r24:w    r18     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r28.0<2>:d    r20.0<8;8,1>:d                  
        mov (8|M8)               r30.0<2>:d    r21.0<8;8,1>:d                  
        mov (8|M16)              r32.0<2>:d    r24.0<8;8,1>:d                  
        mov (8|M24)              r2.0<2>:d     r25.0<8;8,1>:d                  
        mov (8|M0)               r28.1<2>:d    r22.0<8;8,1>:d                  
        mov (8|M8)               r30.1<2>:d    r23.0<8;8,1>:d                  
        mov (8|M16)              r32.1<2>:d    r26.0<8;8,1>:d                  
        mov (8|M24)              r2.1<2>:d     r27.0<8;8,1>:d                  
(W)     mov (8|M16)              r20.0<1>:df   0.0:df                             
(W)     mov (8|M16)              r24.0<1>:df   inf:df                             
(W)     mov (8|M0)               r22.0<1>:df   inf:df                             
        mov (8|M0)               r36.0<1>:df   r28.0<4;4,1>:df                 
        mov (8|M8)               r38.0<1>:df   r30.0<4;4,1>:df                 
        mov (8|M16)              r40.0<1>:df   r32.0<4;4,1>:df                 
        mov (8|M24)              r20.0<1>:df   r2.0<4;4,1>:df                  
        mov (8|M0)               r4.0<1>:df    r28.0<4;4,1>:df                 
        mov (8|M0)               r22.0<1>:df   r28.0<4;4,1>:df                 
        mov (8|M8)               r42.0<1>:df   r30.0<4;4,1>:df                 
        mov (8|M16)              r44.0<1>:df   r32.0<4;4,1>:df                 
        mov (8|M24)              r24.0<1>:df   r2.0<4;4,1>:df                  
        mov (8|M8)               r6.0<1>:df    r30.0<4;4,1>:df                 
        mov (8|M16)              r9.0<1>:df    r32.0<4;4,1>:df                 
        mov (8|M24)              r34.0<1>:df   r2.0<4;4,1>:df                  
(W)     add (8|M0)               r60.0<1>:df   r36.0<4;4,1>:df   r40.0<4;4,1>:df 
(W)     add (8|M0)               r62.0<1>:df   r38.0<4;4,1>:df   r20.0<4;4,1>:df 
(W)     mov (4|M0)               r52.1<1>:df   r4.0<4;4,1>:df                  
(W)     mov (4|M0)               r53.1<1>:df   r5.0<4;4,1>:df                  
(W)     mov (8|M0)               r26.0<1>:df   -inf:df                             
(W)     sel (8|M8)    (lt)f0.0   r64.0<1>:df   r42.0<4;4,1>:df   r24.0<4;4,1>:df 
(W)     sel (8|M0)    (lt)f0.0   r4.0<1>:df    r22.0<4;4,1>:df   r44.0<4;4,1>:df 
        mov (8|M8)               r46.0<1>:df   r30.0<4;4,1>:df                 
        mov (8|M16)              r48.0<1>:df   r32.0<4;4,1>:df                 
        mov (8|M24)              r50.0<1>:df   r2.0<4;4,1>:df                  
(W)     mov (4|M0)               r54.1<1>:df   r6.0<4;4,1>:df                  
(W)     mov (2|M0)               r55.1<1>:df   r7.0<2;2,1>:df                  
(W)     mov (1|M16)              r56.0<1>:df   r7.3<0;1,0>:df                  
(W)     mov (1|M0)               r55.3<1>:df   r7.2<0;1,0>:df                  
        mov (8|M0)               r26.0<1>:df   r28.0<4;4,1>:df                 
(W)     mov (4|M16)              r56.1<1>:df   r9.0<4;4,1>:df                  
(W)     mov (4|M16)              r57.1<1>:df   r10.0<4;4,1>:df                 
(W)     mov (4|M16)              r58.1<1>:df   r34.0<4;4,1>:df                 
(W)     mov (2|M16)              r59.1<1>:df   r35.0<2;2,1>:df                 
(W)     add (8|M0)               r6.0<1>:df    r60.0<4;4,1>:df   r62.0<4;4,1>:df 
(W)     mov (1|M16)              r59.3<1>:df   r35.2<0;1,0>:df                 
(W)     sel (8|M0)    (lt)f0.0   r9.0<1>:df    r4.0<4;4,1>:df    r64.0<4;4,1>:df 
(W)     add (4|M16)              r52.1<2>:df   r52.0<2;1,0>:df   r52.1<2;1,0>:df 
(W)     sel (8|M8)    (ge)f0.0   r68.0<1>:df   r46.0<4;4,1>:df   r50.0<4;4,1>:df 
(W)     add (4|M16)              r54.1<2>:df   r54.0<2;1,0>:df   r54.1<2;1,0>:df 
(W)     sel (8|M0)    (ge)f0.0   r66.0<1>:df   r26.0<4;4,1>:df   r48.0<4;4,1>:df 
(W)     add (4|M16)              r56.1<2>:df   r56.0<2;1,0>:df   r56.1<2;1,0>:df 
(W)     add (4|M16)              r58.1<2>:df   r58.0<2;1,0>:df   r58.1<2;1,0>:df 
(W)     add (4|M0)               r11.0<1>:df   r6.0<4;4,1>:df    r7.0<4;4,1>:df  
(W)     sel (4|M0)    (lt)f0.0   r20.0<1>:df   r9.0<4;4,1>:df    r10.0<4;4,1>:df 
(W)     add (2|M16)              r52.2<4>:df   r52.2<4;1,0>:df   r52.1<4;1,0>:df 
(W)     add (2|M16)              r54.2<4>:df   r54.2<4;1,0>:df   r54.1<4;1,0>:df 
(W)     sel (8|M0)    (ge)f0.0   r34.0<1>:df   r66.0<4;4,1>:df   r68.0<4;4,1>:df 
(W)     add (2|M16)              r56.2<4>:df   r56.2<4;1,0>:df   r56.1<4;1,0>:df 
(W)     add (2|M16)              r58.2<4>:df   r58.2<4;1,0>:df   r58.1<4;1,0>:df 
(W)     add (2|M0)               r5.0<1>:df    r11.0<2;2,1>:df   r11.2<2;2,1>:df 
        add (16|M0)              r9.0<1>:d     r8.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r5.2<1>:df    r20.0<2;2,1>:df   r20.2<2;2,1>:df 
(W)     add (2|M16)              r52.3<4>:df   r52.3<4;1,0>:df   r52.1<4;1,0>:df 
(W)     add (2|M16)              r54.3<4>:df   r54.3<4;1,0>:df   r54.1<4;1,0>:df 
(W)     sel (4|M0)    (ge)f0.0   r4.0<1>:df    r34.0<4;4,1>:df   r35.0<4;4,1>:df 
(W)     add (2|M16)              r56.3<4>:df   r56.3<4;1,0>:df   r56.1<4;1,0>:df 
(W)     add (2|M16)              r58.3<4>:df   r58.3<4;1,0>:df   r58.1<4;1,0>:df 
(W)     add (1|M0)               r6.0<1>:df    r5.0<0;1,0>:df    r5.1<0;1,0>:df  
(W)     sel (1|M0)    (lt)f0.0   r6.1<1>:df    r5.2<0;1,0>:df    r5.3<0;1,0>:df  
(W)     add (4|M16)              r53.0<1>:df   r52.3<0;1,0>:df   r53.0<4;4,1>:df 
(W)     add (4|M16)              r55.0<1>:df   r54.3<0;1,0>:df   r55.0<4;4,1>:df 
(W)     sel (2|M0)    (ge)f0.0   r8.0<1>:df    r4.0<2;2,1>:df    r4.2<2;2,1>:df  
(W)     add (4|M16)              r57.0<1>:df   r56.3<0;1,0>:df   r57.0<4;4,1>:df 
(W)     add (4|M16)              r59.0<1>:df   r58.3<0;1,0>:df   r59.0<4;4,1>:df 
(W)     mov (2|M0)               r7.0<1>:d     r6.0<2;2,1>:d                   
(W)     mov (2|M0)               r4.0<1>:d     r6.2<2;2,1>:d                   
(W)     shl (1|M0)               r6.6<1>:d     r8.4<0;1,0>:d     1:w              
(W)     add (8|M16)              r54.0<1>:df   r53.3<0;1,0>:df   r54.0<4;4,1>:df 
(W)     sel (1|M0)    (ge)f0.0   r6.2<1>:df    r8.0<0;1,0>:df    r8.1<0;1,0>:df  
        add (16|M16)             r20.0<1>:d    r8.4<0;1,0>:d     r14.0<8;8,1>:d  
(W)     add (8|M16)              r58.0<1>:df   r57.3<0;1,0>:df   r58.0<4;4,1>:df 
        mov (16|M0)              r40.0<1>:d    r7.0<0;1,0>:d                    {Compacted}
        mov (16|M0)              r42.0<1>:d    r7.1<0;1,0>:d                    {Compacted}
        mov (16|M16)             r44.0<1>:d    r7.0<0;1,0>:d                   
        mov (16|M16)             r46.0<1>:d    r7.1<0;1,0>:d                   
        shl (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     3:w              
        mov (16|M0)              r48.0<1>:d    r4.0<0;1,0>:d                    {Compacted}
        mov (16|M0)              r50.0<1>:d    r4.1<0;1,0>:d                    {Compacted}
        mov (8|M0)               r26.0<1>:df   r52.0<4;4,1>:df                 
        add (16|M0)              r22.0<1>:d    r6.6<0;1,0>:d     r12.0<8;8,1>:d  
(W)     add (8|M16)              r56.0<1>:df   r55.3<0;1,0>:df   r56.0<4;4,1>:df 
        mov (8|M8)               r34.0<1>:df   r54.0<4;4,1>:df                 
(W)     mov (2|M0)               r4.2<1>:d     r6.4<2;2,1>:d                   
(W)     add (8|M16)              r58.0<1>:df   r55.3<0;1,0>:df   r58.0<4;4,1>:df 
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    3:w              
        mov (16|M16)             r52.0<1>:d    r4.0<0;1,0>:d                   
        mov (16|M16)             r54.0<1>:d    r4.1<0;1,0>:d                   
        sends (16|M0)            null:w   r16     r40     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (16|M16)             r24.0<1>:d    r6.6<0;1,0>:d     r14.0<8;8,1>:d  
        sends (16|M16)           null:w   r18     r44     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r9      r48     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (16|M0)              r40.0<1>:d    r4.2<0;1,0>:d                    {Compacted}
        mov (16|M0)              r42.0<1>:d    r4.3<0;1,0>:d                    {Compacted}
        sends (16|M16)           null:w   r20     r52     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (16|M16)             r16.0<1>:d    r4.2<0;1,0>:d                   
        mov (16|M16)             r18.0<1>:d    r4.3<0;1,0>:d                   
        shl (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    3:w              
(W)     mov (8|M0)               r44.0<1>:df   inf:df                             
(W)     mov (8|M16)              r46.0<1>:df   inf:df                             
(W)     mov (8|M0)               r9.0<1>:df    inf:df                             
(W)     mov (8|M16)              r20.0<1>:df   inf:df                             
        mov (8|M8)               r44.0<1>:df   r30.0<4;4,1>:df                 
        mov (8|M16)              r46.0<1>:df   r32.0<4;4,1>:df                 
        mov (8|M0)               r9.0<1>:df    r28.0<4;4,1>:df                 
        mov (8|M24)              r20.0<1>:df   r2.0<4;4,1>:df                  
        sends (16|M0)            null:w   r22     r40     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r48.0<1>:df   -inf:df                             
(W)     mov (8|M0)               r50.0<1>:df   -inf:df                             
(W)     mov (8|M16)              r52.0<1>:df   -inf:df                             
(W)     mov (8|M16)              r54.0<1>:df   -inf:df                             
        mov (8|M0)               r48.0<1>:df   r28.0<4;4,1>:df                 
        mov (8|M8)               r50.0<1>:df   r30.0<4;4,1>:df                 
        mov (8|M16)              r52.0<1>:df   r32.0<4;4,1>:df                 
        mov (8|M24)              r54.0<1>:df   r2.0<4;4,1>:df                  
        sends (16|M16)           null:w   r24     r16     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M16)              r36.0<1>:df   r56.0<4;4,1>:df                 
        mov (8|M24)              r38.0<1>:df   r58.0<4;4,1>:df                 
(W)     mov (1|M0)               r16.0<1>:df   inf:df                             
(W)     mov (4|M0)               r16.1<1>:df   r9.0<4;4,1>:df                  
(W)     mov (4|M0)               r17.1<1>:df   r10.0<4;4,1>:df                 
(W)     mov (4|M0)               r18.1<1>:df   r44.0<4;4,1>:df                 
(W)     mov (2|M0)               r19.1<1>:df   r45.0<2;2,1>:df                 
(W)     mov (1|M16)              r56.0<1>:df   r45.3<0;1,0>:df                 
(W)     mov (1|M0)               r19.3<1>:df   r45.2<0;1,0>:df                 
(W)     mov (4|M16)              r56.1<1>:df   r46.0<4;4,1>:df                 
(W)     mov (4|M16)              r57.1<1>:df   r47.0<4;4,1>:df                 
(W)     mov (4|M16)              r58.1<1>:df   r20.0<4;4,1>:df                 
(W)     mov (2|M16)              r59.1<1>:df   r21.0<2;2,1>:df                 
(W)     mov (1|M0)               r60.0<1>:df   -inf:df                             
(W)     mov (1|M16)              r59.3<1>:df   r21.2<0;1,0>:df                 
(W)     mov (4|M0)               r60.1<1>:df   r48.0<4;4,1>:df                 
(W)     mov (4|M0)               r61.1<1>:df   r49.0<4;4,1>:df                 
(W)     mov (4|M0)               r62.1<1>:df   r50.0<4;4,1>:df                 
(W)     mov (2|M0)               r63.1<1>:df   r51.0<2;2,1>:df                 
(W)     mov (1|M16)              r42.0<1>:df   r51.3<0;1,0>:df                 
(W)     mov (1|M0)               r63.3<1>:df   r51.2<0;1,0>:df                 
(W)     mov (4|M16)              r42.1<1>:df   r52.0<4;4,1>:df                 
(W)     mov (4|M16)              r43.1<1>:df   r53.0<4;4,1>:df                 
(W)     mov (4|M16)              r44.1<1>:df   r54.0<4;4,1>:df                 
(W)     mov (1|M16)              r45.3<1>:df   r55.2<0;1,0>:df                 
(W)     sel (4|M16)   (lt)f0.0   r16.1<2>:df   r16.0<2;1,0>:df   r16.1<2;1,0>:df 
(W)     mov (2|M16)              r45.1<1>:df   r55.0<2;2,1>:df                 
(W)     sel (4|M16)   (lt)f0.0   r18.1<2>:df   r18.0<2;1,0>:df   r18.1<2;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r56.1<2>:df   r56.0<2;1,0>:df   r56.1<2;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r58.1<2>:df   r58.0<2;1,0>:df   r58.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r60.1<2>:df   r60.0<2;1,0>:df   r60.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r62.1<2>:df   r62.0<2;1,0>:df   r62.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r42.1<2>:df   r42.0<2;1,0>:df   r42.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r44.1<2>:df   r44.0<2;1,0>:df   r44.1<2;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r16.2<4>:df   r16.2<4;1,0>:df   r16.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r18.2<4>:df   r18.2<4;1,0>:df   r18.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r56.2<4>:df   r56.2<4;1,0>:df   r56.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r58.2<4>:df   r58.2<4;1,0>:df   r58.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r60.2<4>:df   r60.2<4;1,0>:df   r60.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r62.2<4>:df   r62.2<4;1,0>:df   r62.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r42.2<4>:df   r42.2<4;1,0>:df   r42.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r44.2<4>:df   r44.2<4;1,0>:df   r44.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r16.3<4>:df   r16.3<4;1,0>:df   r16.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r18.3<4>:df   r18.3<4;1,0>:df   r18.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r56.3<4>:df   r56.3<4;1,0>:df   r56.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r58.3<4>:df   r58.3<4;1,0>:df   r58.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r60.3<4>:df   r60.3<4;1,0>:df   r60.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r62.3<4>:df   r62.3<4;1,0>:df   r62.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r42.3<4>:df   r42.3<4;1,0>:df   r42.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r44.3<4>:df   r44.3<4;1,0>:df   r44.1<4;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r17.0<1>:df   r16.3<0;1,0>:df   r17.0<4;4,1>:df 
(W)     sel (4|M16)   (lt)f0.0   r19.0<1>:df   r18.3<0;1,0>:df   r19.0<4;4,1>:df 
(W)     sel (4|M16)   (lt)f0.0   r57.0<1>:df   r56.3<0;1,0>:df   r57.0<4;4,1>:df 
(W)     sel (4|M16)   (lt)f0.0   r59.0<1>:df   r58.3<0;1,0>:df   r59.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r61.0<1>:df   r60.3<0;1,0>:df   r61.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r63.0<1>:df   r62.3<0;1,0>:df   r63.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r43.0<1>:df   r42.3<0;1,0>:df   r43.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r45.0<1>:df   r44.3<0;1,0>:df   r45.0<4;4,1>:df 
(W)     mul (1|M0)               r6.7<1>:d     r8.4<0;1,0>:d     3:w              
(W)     sel (8|M16)   (lt)f0.0   r18.0<1>:df   r17.3<0;1,0>:df   r18.0<4;4,1>:df 
(W)     sel (8|M16)   (lt)f0.0   r58.0<1>:df   r57.3<0;1,0>:df   r58.0<4;4,1>:df 
(W)     shl (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     2:w              
(W)     sel (8|M16)   (ge)f0.0   r62.0<1>:df   r61.3<0;1,0>:df   r62.0<4;4,1>:df 
        mov (8|M0)               r24.0<1>:df   r16.0<4;4,1>:df                 
(W)     sel (8|M16)   (ge)f0.0   r44.0<1>:df   r43.3<0;1,0>:df   r44.0<4;4,1>:df 
        add (16|M0)              r9.0<1>:d     r6.7<0;1,0>:d     r12.0<8;8,1>:d  
(W)     sel (8|M16)   (lt)f0.0   r56.0<1>:df   r19.3<0;1,0>:df   r56.0<4;4,1>:df 
(W)     sel (8|M24)   (lt)f0.0   r58.0<1>:df   r19.3<0;1,0>:df   r58.0<4;4,1>:df 
        add (16|M16)             r20.0<1>:d    r6.7<0;1,0>:d     r14.0<8;8,1>:d  
        mov (8|M8)               r46.0<1>:df   r18.0<4;4,1>:df                 
(W)     sel (8|M16)   (ge)f0.0   r42.0<1>:df   r63.3<0;1,0>:df   r42.0<4;4,1>:df 
(W)     sel (8|M24)   (ge)f0.0   r44.0<1>:df   r63.3<0;1,0>:df   r44.0<4;4,1>:df 
        mov (8|M0)               r16.0<1>:d    r26.0<2;1,0>:d                  
        mov (8|M8)               r17.0<1>:d    r34.0<2;1,0>:d                  
        add (16|M0)              r52.0<1>:d    r4.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     3:w              
        mov (8|M0)               r18.0<1>:d    r26.1<2;1,0>:d                  
        mov (8|M8)               r19.0<1>:d    r34.1<2;1,0>:d                  
(W)     mul (1|M0)               r4.1<1>:d     r8.4<0;1,0>:d     5:w              
        add (16|M16)             r54.0<1>:d    r4.0<0;1,0>:d     r14.0<8;8,1>:d  
        mov (8|M16)              r48.0<1>:df   r56.0<4;4,1>:df                 
        mov (8|M24)              r50.0<1>:df   r58.0<4;4,1>:df                 
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    3:w              
        mov (8|M16)              r56.0<1>:d    r36.0<2;1,0>:d                  
        mov (8|M24)              r57.0<1>:d    r38.0<2;1,0>:d                  
        mov (8|M16)              r58.0<1>:d    r36.1<2;1,0>:d                  
        mov (8|M24)              r59.0<1>:d    r38.1<2;1,0>:d                  
        mov (8|M16)              r68.0<1>:df   r42.0<4;4,1>:df                 
        mov (8|M24)              r70.0<1>:df   r44.0<4;4,1>:df                 
        sends (16|M0)            null:w   r9      r16     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    3:w              
        mov (8|M0)               r42.0<1>:d    r24.0<2;1,0>:d                  
        mov (8|M8)               r43.0<1>:d    r46.0<2;1,0>:d                  
        mov (8|M0)               r44.0<1>:d    r24.1<2;1,0>:d                  
        mov (8|M8)               r45.0<1>:d    r46.1<2;1,0>:d                  
        mov (8|M0)               r64.0<1>:df   r60.0<4;4,1>:df                 
        mov (8|M8)               r66.0<1>:df   r62.0<4;4,1>:df                 
        add (16|M0)              r72.0<1>:d    r4.1<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    3:w              
        mov (8|M16)              r16.0<1>:d    r48.0<2;1,0>:d                  
        mov (8|M24)              r17.0<1>:d    r50.0<2;1,0>:d                  
        mov (8|M16)              r18.0<1>:d    r48.1<2;1,0>:d                  
        mov (8|M24)              r19.0<1>:d    r50.1<2;1,0>:d                  
        add (16|M16)             r5.0<1>:d     r4.1<0;1,0>:d     r14.0<8;8,1>:d  
        sends (16|M16)           null:w   r20     r56     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r34.0<1>:d    r64.0<2;1,0>:d                  
        sends (16|M0)            null:w   r52     r42     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r36.0<1>:d    r64.1<2;1,0>:d                  
        mov (8|M8)               r35.0<1>:d    r66.0<2;1,0>:d                  
        mov (8|M8)               r37.0<1>:d    r66.1<2;1,0>:d                  
        shl (16|M0)              r72.0<1>:d    r72.0<8;8,1>:d    3:w              
        sends (16|M16)           null:w   r54     r16     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M16)              r26.0<1>:d    r68.1<2;1,0>:d                  
        mov (8|M24)              r27.0<1>:d    r70.1<2;1,0>:d                  
        mov (8|M16)              r24.0<1>:d    r68.0<2;1,0>:d                  
        mov (8|M24)              r25.0<1>:d    r70.0<2;1,0>:d                  
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     3:w              
(W)     mov (8|M0)               r22.0<1>:df   0.0:df                             
(W)     mov (8|M0)               r40.0<1>:df   0.0:df                             
(W)     mov (8|M16)              r9.0<1>:df    0.0:df                             
(W)     mov (8|M16)              r16.0<1>:df   0.0:df                             
        mov (8|M0)               r22.0<1>:df   r28.0<4;4,1>:df                 
        mov (8|M8)               r40.0<1>:df   r30.0<4;4,1>:df                 
        mov (8|M16)              r9.0<1>:df    r32.0<4;4,1>:df                 
        mov (8|M24)              r16.0<1>:df   r2.0<4;4,1>:df                  
        sends (16|M0)            null:w   r72     r34     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M16)              r38.0<1>:df   inf:df                             
        sends (16|M16)           null:w   r5      r24     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r20.0<1>:df   inf:df                             
(W)     mov (8|M16)              r42.0<1>:df   inf:df                             
(W)     mov (8|M0)               r18.0<1>:df   inf:df                             
(W)     mov (1|M0)               r4.0<1>:df    0.0:df                             
        mov (8|M16)              r38.0<1>:df   r32.0<4;4,1>:df                 
(W)     mov (2|M0)               r7.1<1>:df    r41.0<2;2,1>:df                 
(W)     mov (4|M0)               r4.1<1>:df    r22.0<4;4,1>:df                 
(W)     mov (1|M0)               r7.3<1>:df    r41.2<0;1,0>:df                 
(W)     mov (4|M0)               r5.1<1>:df    r23.0<4;4,1>:df                 
(W)     mov (4|M0)               r6.1<1>:df    r40.0<4;4,1>:df                 
(W)     mov (1|M16)              r24.0<1>:df   r41.3<0;1,0>:df                 
(W)     mov (4|M16)              r24.1<1>:df   r9.0<4;4,1>:df                  
(W)     mov (4|M16)              r25.1<1>:df   r10.0<4;4,1>:df                 
        mov (8|M8)               r20.0<1>:df   r30.0<4;4,1>:df                 
(W)     mov (4|M16)              r26.1<1>:df   r16.0<4;4,1>:df                 
(W)     mov (2|M16)              r27.1<1>:df   r17.0<2;2,1>:df                 
        mov (8|M24)              r42.0<1>:df   r2.0<4;4,1>:df                  
(W)     mov (1|M16)              r27.3<1>:df   r17.2<0;1,0>:df                 
        mov (8|M0)               r18.0<1>:df   r28.0<4;4,1>:df                 
(W)     mov (8|M16)              r46.0<1>:df   -inf:df                             
(W)     mov (8|M16)              r44.0<1>:df   -inf:df                             
(W)     mov (8|M0)               r34.0<1>:df   -inf:df                             
(W)     mov (8|M0)               r36.0<1>:df   -inf:df                             
        mov (8|M24)              r46.0<1>:df   r2.0<4;4,1>:df                  
        mov (8|M16)              r44.0<1>:df   r32.0<4;4,1>:df                 
        mov (8|M0)               r34.0<1>:df   r28.0<4;4,1>:df                 
        mov (8|M8)               r36.0<1>:df   r30.0<4;4,1>:df                 
(W)     mov (1|M0)               r48.0<1>:df   inf:df                             
(W)     mov (4|M16)              r52.1<1>:df   r38.0<4;4,1>:df                 
(W)     mov (4|M16)              r53.1<1>:df   r39.0<4;4,1>:df                 
(W)     add (4|M16)              r4.1<2>:df    r4.0<2;1,0>:df    r4.1<2;1,0>:df  
(W)     add (4|M16)              r6.1<2>:df    r6.0<2;1,0>:df    r6.1<2;1,0>:df  
(W)     add (4|M16)              r24.1<2>:df   r24.0<2;1,0>:df   r24.1<2;1,0>:df 
(W)     mov (4|M0)               r50.1<1>:df   r20.0<4;4,1>:df                 
(W)     mov (2|M0)               r51.1<1>:df   r21.0<2;2,1>:df                 
(W)     mov (1|M16)              r52.0<1>:df   r21.3<0;1,0>:df                 
(W)     mov (1|M0)               r51.3<1>:df   r21.2<0;1,0>:df                 
(W)     mov (4|M16)              r54.1<1>:df   r42.0<4;4,1>:df                 
(W)     mov (2|M16)              r55.1<1>:df   r43.0<2;2,1>:df                 
(W)     add (4|M16)              r26.1<2>:df   r26.0<2;1,0>:df   r26.1<2;1,0>:df 
(W)     mov (1|M16)              r55.3<1>:df   r43.2<0;1,0>:df                 
(W)     mov (4|M0)               r48.1<1>:df   r18.0<4;4,1>:df                 
(W)     mov (4|M0)               r49.1<1>:df   r19.0<4;4,1>:df                 
(W)     mov (1|M0)               r56.0<1>:df   -inf:df                             
(W)     mov (4|M16)              r16.1<1>:df   r44.0<4;4,1>:df                 
(W)     mov (4|M0)               r56.1<1>:df   r34.0<4;4,1>:df                 
(W)     mov (4|M0)               r57.1<1>:df   r35.0<4;4,1>:df                 
(W)     mov (4|M0)               r58.1<1>:df   r36.0<4;4,1>:df                 
(W)     mov (2|M0)               r59.1<1>:df   r37.0<2;2,1>:df                 
(W)     mov (1|M16)              r16.0<1>:df   r37.3<0;1,0>:df                 
(W)     mov (1|M0)               r59.3<1>:df   r37.2<0;1,0>:df                 
(W)     mov (4|M16)              r17.1<1>:df   r45.0<4;4,1>:df                 
(W)     mov (4|M16)              r18.1<1>:df   r46.0<4;4,1>:df                 
(W)     mov (2|M16)              r19.1<1>:df   r47.0<2;2,1>:df                 
(W)     add (2|M16)              r4.2<4>:df    r4.2<4;1,0>:df    r4.1<4;1,0>:df  
(W)     mov (1|M16)              r19.3<1>:df   r47.2<0;1,0>:df                 
(W)     add (2|M16)              r6.2<4>:df    r6.2<4;1,0>:df    r6.1<4;1,0>:df  
(W)     add (2|M16)              r24.2<4>:df   r24.2<4;1,0>:df   r24.1<4;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r52.1<2>:df   r52.0<2;1,0>:df   r52.1<2;1,0>:df 
(W)     add (2|M16)              r26.2<4>:df   r26.2<4;1,0>:df   r26.1<4;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r54.1<2>:df   r54.0<2;1,0>:df   r54.1<2;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r48.1<2>:df   r48.0<2;1,0>:df   r48.1<2;1,0>:df 
(W)     sel (4|M16)   (lt)f0.0   r50.1<2>:df   r50.0<2;1,0>:df   r50.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r56.1<2>:df   r56.0<2;1,0>:df   r56.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r58.1<2>:df   r58.0<2;1,0>:df   r58.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r16.1<2>:df   r16.0<2;1,0>:df   r16.1<2;1,0>:df 
(W)     sel (4|M16)   (ge)f0.0   r18.1<2>:df   r18.0<2;1,0>:df   r18.1<2;1,0>:df 
(W)     add (2|M16)              r4.3<4>:df    r4.3<4;1,0>:df    r4.1<4;1,0>:df  
(W)     add (2|M16)              r6.3<4>:df    r6.3<4;1,0>:df    r6.1<4;1,0>:df  
(W)     add (2|M16)              r24.3<4>:df   r24.3<4;1,0>:df   r24.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r52.2<4>:df   r52.2<4;1,0>:df   r52.1<4;1,0>:df 
(W)     add (2|M16)              r26.3<4>:df   r26.3<4;1,0>:df   r26.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r54.2<4>:df   r54.2<4;1,0>:df   r54.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r48.2<4>:df   r48.2<4;1,0>:df   r48.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r50.2<4>:df   r50.2<4;1,0>:df   r50.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r56.2<4>:df   r56.2<4;1,0>:df   r56.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r58.2<4>:df   r58.2<4;1,0>:df   r58.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r16.2<4>:df   r16.2<4;1,0>:df   r16.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r18.2<4>:df   r18.2<4;1,0>:df   r18.1<4;1,0>:df 
(W)     add (4|M16)              r5.0<1>:df    r4.3<0;1,0>:df    r5.0<4;4,1>:df  
(W)     add (4|M16)              r7.0<1>:df    r6.3<0;1,0>:df    r7.0<4;4,1>:df  
(W)     add (4|M16)              r25.0<1>:df   r24.3<0;1,0>:df   r25.0<4;4,1>:df 
(W)     sel (2|M16)   (lt)f0.0   r52.3<4>:df   r52.3<4;1,0>:df   r52.1<4;1,0>:df 
(W)     add (4|M16)              r27.0<1>:df   r26.3<0;1,0>:df   r27.0<4;4,1>:df 
(W)     sel (2|M16)   (lt)f0.0   r54.3<4>:df   r54.3<4;1,0>:df   r54.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r48.3<4>:df   r48.3<4;1,0>:df   r48.1<4;1,0>:df 
(W)     sel (2|M16)   (lt)f0.0   r50.3<4>:df   r50.3<4;1,0>:df   r50.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r56.3<4>:df   r56.3<4;1,0>:df   r56.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r58.3<4>:df   r58.3<4;1,0>:df   r58.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r16.3<4>:df   r16.3<4;1,0>:df   r16.1<4;1,0>:df 
(W)     sel (2|M16)   (ge)f0.0   r18.3<4>:df   r18.3<4;1,0>:df   r18.1<4;1,0>:df 
(W)     add (8|M16)              r6.0<1>:df    r5.3<0;1,0>:df    r6.0<4;4,1>:df  
(W)     sel (4|M16)   (lt)f0.0   r53.0<1>:df   r52.3<0;1,0>:df   r53.0<4;4,1>:df 
(W)     add (8|M16)              r26.0<1>:df   r25.3<0;1,0>:df   r26.0<4;4,1>:df 
(W)     sel (4|M16)   (lt)f0.0   r55.0<1>:df   r54.3<0;1,0>:df   r55.0<4;4,1>:df 
(W)     sel (4|M16)   (lt)f0.0   r49.0<1>:df   r48.3<0;1,0>:df   r49.0<4;4,1>:df 
(W)     sel (4|M16)   (lt)f0.0   r51.0<1>:df   r50.3<0;1,0>:df   r51.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r57.0<1>:df   r56.3<0;1,0>:df   r57.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r59.0<1>:df   r58.3<0;1,0>:df   r59.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r17.0<1>:df   r16.3<0;1,0>:df   r17.0<4;4,1>:df 
(W)     sel (4|M16)   (ge)f0.0   r19.0<1>:df   r18.3<0;1,0>:df   r19.0<4;4,1>:df 
(W)     mul (1|M0)               r8.0<1>:d     r8.4<0;1,0>:d     6:w              
(W)     add (8|M16)              r24.0<1>:df   r7.3<0;1,0>:df    r24.0<4;4,1>:df 
(W)     add (8|M16)              r26.0<1>:df   r7.3<0;1,0>:df    r26.0<4;4,1>:df 
(W)     sel (8|M16)   (lt)f0.0   r54.0<1>:df   r53.3<0;1,0>:df   r54.0<4;4,1>:df 
(W)     sel (8|M16)   (lt)f0.0   r50.0<1>:df   r49.3<0;1,0>:df   r50.0<4;4,1>:df 
(W)     mul (1|M0)               r8.1<1>:d     r8.4<0;1,0>:d     7:w              
(W)     sel (8|M16)   (ge)f0.0   r58.0<1>:df   r57.3<0;1,0>:df   r58.0<4;4,1>:df 
(W)     sel (8|M16)   (ge)f0.0   r18.0<1>:df   r17.3<0;1,0>:df   r18.0<4;4,1>:df 
        add (8|M0)               r10.0<1>:df   r4.0<4;4,1>:df    r28.0<4;4,1>:df 
        add (8|M8)               r20.0<1>:df   r6.0<4;4,1>:df    r30.0<4;4,1>:df 
        add (16|M0)              r36.0<1>:d    r8.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r9.0<1>:d     r8.4<0;1,0>:d     3:w              
        add (16|M16)             r38.0<1>:d    r8.0<0;1,0>:d     r14.0<8;8,1>:d  
        add (8|M16)              r22.0<1>:df   r24.0<4;4,1>:df   r32.0<4;4,1>:df 
        add (8|M24)              r34.0<1>:df   r26.0<4;4,1>:df   r2.0<4;4,1>:df  
(W)     sel (8|M16)   (lt)f0.0   r52.0<1>:df   r51.3<0;1,0>:df   r52.0<4;4,1>:df 
(W)     sel (8|M24)   (lt)f0.0   r54.0<1>:df   r51.3<0;1,0>:df   r54.0<4;4,1>:df 
        sel (8|M0)    (lt)f0.0   r40.0<1>:df   r28.0<4;4,1>:df   r48.0<4;4,1>:df 
        sel (8|M8)    (lt)f0.0   r42.0<1>:df   r30.0<4;4,1>:df   r50.0<4;4,1>:df 
        add (16|M0)              r60.0<1>:d    r8.1<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (ge)f0.0   r16.0<1>:df   r59.3<0;1,0>:df   r16.0<4;4,1>:df 
(W)     sel (8|M24)   (ge)f0.0   r18.0<1>:df   r59.3<0;1,0>:df   r18.0<4;4,1>:df 
        shl (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    3:w              
        mov (8|M0)               r48.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M8)               r49.0<1>:d    r20.0<2;1,0>:d                  
        mov (8|M0)               r50.0<1>:d    r10.1<2;1,0>:d                  
        mov (8|M8)               r51.0<1>:d    r20.1<2;1,0>:d                  
        sel (8|M0)    (ge)f0.0   r64.0<1>:df   r28.0<4;4,1>:df   r56.0<4;4,1>:df 
        sel (8|M8)    (ge)f0.0   r4.0<1>:df    r30.0<4;4,1>:df   r58.0<4;4,1>:df 
        add (16|M16)             r62.0<1>:d    r8.1<0;1,0>:d     r14.0<8;8,1>:d  
        add (16|M0)              r26.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r66.0<1>:d    r9.0<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    3:w              
        sel (8|M16)   (lt)f0.0   r44.0<1>:df   r32.0<4;4,1>:df   r52.0<4;4,1>:df 
        sel (8|M24)   (lt)f0.0   r46.0<1>:df   r2.0<4;4,1>:df    r54.0<4;4,1>:df 
        mov (8|M16)              r28.0<1>:d    r22.0<2;1,0>:d                  
        mov (8|M24)              r29.0<1>:d    r34.0<2;1,0>:d                  
        mov (8|M16)              r30.0<1>:d    r22.1<2;1,0>:d                  
        mov (8|M24)              r31.0<1>:d    r34.1<2;1,0>:d                  
        shl (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    3:w              
        mov (8|M0)               r12.0<1>:d    r40.0<2;1,0>:d                  
        mov (8|M8)               r13.0<1>:d    r42.0<2;1,0>:d                  
        mov (8|M0)               r14.0<1>:d    r40.1<2;1,0>:d                  
        mov (8|M8)               r15.0<1>:d    r42.1<2;1,0>:d                  
        sel (8|M16)   (ge)f0.0   r6.0<1>:df    r32.0<4;4,1>:df   r16.0<4;4,1>:df 
        sel (8|M24)   (ge)f0.0   r24.0<1>:df   r2.0<4;4,1>:df    r18.0<4;4,1>:df 
        sends (16|M0)            null:w   r36     r48     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    3:w              
        sends (16|M16)           null:w   r38     r28     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M16)              r8.0<1>:d     r44.0<2;1,0>:d                  
        mov (8|M16)              r10.0<1>:d    r44.1<2;1,0>:d                  
        mov (8|M24)              r9.0<1>:d     r46.0<2;1,0>:d                  
        mov (8|M24)              r11.0<1>:d    r46.1<2;1,0>:d                  
        sends (16|M0)            null:w   r60     r12     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    3:w              
        mov (8|M0)               r16.0<1>:d    r64.0<2;1,0>:d                  
        mov (8|M8)               r17.0<1>:d    r4.0<2;1,0>:d                   
        mov (8|M0)               r18.0<1>:d    r64.1<2;1,0>:d                  
        mov (8|M8)               r19.0<1>:d    r4.1<2;1,0>:d                   
        shl (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    3:w              
        mov (8|M16)              r12.0<1>:d    r6.0<2;1,0>:d                   
        mov (8|M24)              r13.0<1>:d    r24.0<2;1,0>:d                  
        mov (8|M16)              r14.0<1>:d    r6.1<2;1,0>:d                   
        mov (8|M24)              r15.0<1>:d    r24.1<2;1,0>:d                  
        sends (16|M16)           null:w   r62     r8      0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r26     r16     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r66     r12     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L7032:
