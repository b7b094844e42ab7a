L0:
(W)     mov (8|M0)               r82.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r82.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r82.1<0;1,0>:d   {Compacted}
(W)     mov (16|M0)              r24.0<1>:f    0.0:f                               {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (16|M16)             r26.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r28.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r30.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r38.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r40.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r50.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r54.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r2.0<1>:f     -0.0:f                               {Compacted}
(W)     mov (16|M0)              r32.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r34.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r4.0<1>:f     -0.0:f                               {Compacted}
(W)     mov (16|M0)              r42.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r44.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r46.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M16)             r48.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M0)              r6.0<1>:f     qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r9.0<1>:f     qnan(0x3FFFFF):f                              
        mad (16|M0)              r62.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r60.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       5:w              
        shl (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    2:w               {Compacted,@2}
        mov (16|M0)              r24.0<1>:f    r20.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M0)              r28.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (16|M16)             r30.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r50.1<1>:f    r24.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (4|M0)               r51.1<1>:f    r25.0<4;4,1>:f                  
(W)     mov (2|M0)               r51.5<1>:f    r25.4<2;2,1>:f                  
(W)     mov (1|M0)               r51.7<1>:f    r25.6<0;1,0>:f                  
(W)     mov (1|M16)              r52.0<1>:f    r25.7<0;1,0>:f                  
(W)     mov (8|M0)               r54.1<1>:f    r28.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (4|M0)               r55.1<1>:f    r29.0<4;4,1>:f                  
(W)     mov (2|M0)               r55.5<1>:f    r29.4<2;2,1>:f                  
(W)     mov (1|M0)               r55.7<1>:f    r29.6<0;1,0>:f                  
(W)     mov (8|M16)              r52.1<1>:f    r26.0<8;8,1>:f                  
(W)     mov (4|M16)              r53.1<1>:f    r27.0<4;4,1>:f                  
(W)     mov (2|M16)              r53.5<1>:f    r27.4<2;2,1>:f                  
(W)     mov (1|M16)              r53.7<1>:f    r27.6<0;1,0>:f                  
(W)     mov (1|M16)              r24.0<1>:f    r29.7<0;1,0>:f                  
(W)     mov (8|M16)              r24.1<1>:f    r30.0<8;8,1>:f                  
(W)     mov (4|M16)              r25.1<1>:f    r31.0<4;4,1>:f                  
(W)     mov (2|M16)              r25.5<1>:f    r31.4<2;2,1>:f                  
(W)     mov (1|M16)              r25.7<1>:f    r31.6<0;1,0>:f                  
        mov (16|M0)              r32.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r4.0<1>:f     r22.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r31.7<1>:f    r3.6<0;1,0>:f                   
(W)     mov (1|M16)              r56.0<1>:f    r3.7<0;1,0>:f                   
(W)     add (8|M16)              r50.1<2>:d    r50.0<2;1,0>:d    r50.1<2;1,0>:d  
(W)     add (8|M16)              r54.1<2>:d    r54.0<2;1,0>:d    r54.1<2;1,0>:d  
(W)     add (8|M16)              r52.1<2>:d    r52.0<2;1,0>:d    r52.1<2;1,0>:d  
(W)     mov (8|M0)               r30.1<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (4|M0)               r31.1<1>:f    r3.0<4;4,1>:f                   
(W)     mov (2|M0)               r31.5<1>:f    r3.4<2;2,1>:f                   
(W)     add (8|M16)              r24.1<2>:d    r24.0<2;1,0>:d    r24.1<2;1,0>:d  
(W)     add (16|M0)              r2.0<1>:d     r38.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r6.0<1>:f     r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r46.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r26.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r30.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (8|M0)               r26.1<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r27.1<1>:f    r33.0<4;4,1>:f                  
(W)     mov (2|M0)               r27.5<1>:f    r33.4<2;2,1>:f                  
(W)     mov (1|M0)               r27.7<1>:f    r33.6<0;1,0>:f                  
(W)     mov (1|M16)              r28.0<1>:f    r33.7<0;1,0>:f                  
(W)     mov (8|M16)              r28.1<1>:f    r34.0<8;8,1>:f                  
(W)     mov (4|M16)              r29.1<1>:f    r35.0<4;4,1>:f                  
(W)     mov (2|M16)              r29.5<1>:f    r35.4<2;2,1>:f                  
(W)     mov (1|M16)              r29.7<1>:f    r35.6<0;1,0>:f                  
(W)     mov (8|M16)              r56.1<1>:f    r4.0<8;8,1>:f                   
(W)     mov (4|M16)              r57.1<1>:f    r5.0<4;4,1>:f                   
(W)     mov (2|M16)              r57.5<1>:f    r5.4<2;2,1>:f                   
(W)     mov (1|M16)              r57.7<1>:f    r5.6<0;1,0>:f                   
(W)     add (4|M16)              r50.2<4>:d    r50.2<4;1,0>:d    r50.1<4;1,0>:d  
(W)     add (4|M16)              r54.2<4>:d    r54.2<4;1,0>:d    r54.1<4;1,0>:d  
(W)     add (4|M16)              r52.2<4>:d    r52.2<4;1,0>:d    r52.1<4;1,0>:d  
(W)     add (4|M16)              r24.2<4>:d    r24.2<4;1,0>:d    r24.1<4;1,0>:d  
        mov (16|M16)             r9.0<1>:f     r22.0<8;8,1>:f                   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r58.0<1>:d    r46.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (ge)f0.0   r30.1<2>:d    r30.0<2;1,0>:d    r30.1<2;1,0>:d  
(W)     mov (8|M0)               r32.1<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     sel (8|M16)   (lt)f0.0   r26.1<2>:d    r26.0<2;1,0>:d    r26.1<2;1,0>:d  
(W)     sel (8|M16)   (lt)f0.0   r28.1<2>:d    r28.0<2;1,0>:d    r28.1<2;1,0>:d  
(W)     sel (16|M0)   (lt)f0.0   r4.0<1>:d     r42.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (ge)f0.0   r56.1<2>:d    r56.0<2;1,0>:d    r56.1<2;1,0>:d  
(W)     add (8|M0)               r6.0<1>:d     r2.0<8;8,1>:d     r3.0<8;8,1>:d    {Compacted}
(W)     add (4|M16)              r50.3<4>:d    r50.3<4;1,0>:d    r50.1<4;1,0>:d  
(W)     add (4|M16)              r54.3<4>:d    r54.3<4;1,0>:d    r54.1<4;1,0>:d  
(W)     add (4|M16)              r52.3<4>:d    r52.3<4;1,0>:d    r52.1<4;1,0>:d  
(W)     add (4|M16)              r24.3<4>:d    r24.3<4;1,0>:d    r24.1<4;1,0>:d  
(W)     mov (4|M0)               r33.1<1>:f    r7.0<4;4,1>:f                   
(W)     mov (2|M0)               r33.5<1>:f    r7.4<2;2,1>:f                   
(W)     mov (1|M0)               r33.7<1>:f    r7.6<0;1,0>:f                   
(W)     mov (1|M16)              r34.0<1>:f    r7.7<0;1,0>:f                   
(W)     mov (8|M16)              r34.1<1>:f    r9.0<8;8,1>:f                   
(W)     sel (4|M16)   (ge)f0.0   r30.2<4>:d    r30.2<4;1,0>:d    r30.1<4;1,0>:d  
(W)     sel (4|M16)   (lt)f0.0   r26.2<4>:d    r26.2<4;1,0>:d    r26.1<4;1,0>:d  
(W)     sel (4|M16)   (lt)f0.0   r28.2<4>:d    r28.2<4;1,0>:d    r28.1<4;1,0>:d  
(W)     sel (4|M16)   (ge)f0.0   r56.2<4>:d    r56.2<4;1,0>:d    r56.1<4;1,0>:d  
(W)     add (4|M0)               r2.0<1>:d     r6.0<4;4,1>:d     r6.4<4;4,1>:d   
(W)     sel (8|M0)    (lt)f0.0   r7.0<1>:d     r4.0<8;8,1>:d     r5.0<8;8,1>:d   
(W)     sel (8|M0)    (ge)f0.0   r9.0<1>:d     r58.0<8;8,1>:d    r59.0<8;8,1>:d  
(W)     add (4|M16)              r50.4<1>:d    r50.3<0;1,0>:d    r50.4<4;4,1>:d  
(W)     add (4|M16)              r51.4<1>:d    r51.3<0;1,0>:d    r51.4<4;4,1>:d  
(W)     add (4|M16)              r54.4<1>:d    r54.3<0;1,0>:d    r54.4<4;4,1>:d  
(W)     add (4|M16)              r55.4<1>:d    r55.3<0;1,0>:d    r55.4<4;4,1>:d  
(W)     add (4|M16)              r52.4<1>:d    r52.3<0;1,0>:d    r52.4<4;4,1>:d  
(W)     add (4|M16)              r53.4<1>:d    r53.3<0;1,0>:d    r53.4<4;4,1>:d  
(W)     add (4|M16)              r24.4<1>:d    r24.3<0;1,0>:d    r24.4<4;4,1>:d  
(W)     add (4|M16)              r25.4<1>:d    r25.3<0;1,0>:d    r25.4<4;4,1>:d  
(W)     shl (1|M0)               r3.4<1>:d     r8.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r3.5<1>:d     r8.4<0;1,0>:d     2:w              
(W)     sel (4|M16)   (ge)f0.0   r30.3<4>:d    r30.3<4;1,0>:d    r30.1<4;1,0>:d  
(W)     sel (4|M16)   (lt)f0.0   r26.3<4>:d    r26.3<4;1,0>:d    r26.1<4;1,0>:d  
(W)     sel (4|M16)   (lt)f0.0   r28.3<4>:d    r28.3<4;1,0>:d    r28.1<4;1,0>:d  
(W)     sel (4|M16)   (ge)f0.0   r56.3<4>:d    r56.3<4;1,0>:d    r56.1<4;1,0>:d  
(W)     add (2|M0)               r3.6<1>:d     r2.0<2;2,1>:d     r2.2<2;2,1>:d   
(W)     sel (4|M0)    (lt)f0.0   r2.4<1>:d     r7.0<4;4,1>:d     r7.4<4;4,1>:d   
(W)     sel (4|M0)    (ge)f0.0   r3.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d   
(W)     add (8|M16)              r51.0<1>:d    r50.7<0;1,0>:d    r51.0<8;8,1>:d  
(W)     add (8|M16)              r55.0<1>:d    r54.7<0;1,0>:d    r55.0<8;8,1>:d  
(W)     add (8|M16)              r53.0<1>:d    r52.7<0;1,0>:d    r53.0<8;8,1>:d  
(W)     add (8|M16)              r25.0<1>:d    r24.7<0;1,0>:d    r25.0<8;8,1>:d  
(W)     mov (4|M16)              r35.1<1>:f    r10.0<4;4,1>:f                  
(W)     mov (2|M16)              r35.5<1>:f    r10.4<2;2,1>:f                  
(W)     mov (1|M16)              r35.7<1>:f    r10.6<0;1,0>:f                  
        add (16|M0)              r5.0<1>:d     r8.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r38.0<1>:d    r3.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r40.0<1>:d    r3.4<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r42.0<1>:d    r3.5<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (4|M16)   (ge)f0.0   r30.4<1>:d    r30.3<0;1,0>:d    r30.4<4;4,1>:d  
(W)     sel (4|M16)   (ge)f0.0   r31.4<1>:d    r31.3<0;1,0>:d    r31.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r26.4<1>:d    r26.3<0;1,0>:d    r26.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r27.4<1>:d    r27.3<0;1,0>:d    r27.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r28.4<1>:d    r28.3<0;1,0>:d    r28.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r29.4<1>:d    r29.3<0;1,0>:d    r29.4<4;4,1>:d  
(W)     sel (4|M16)   (ge)f0.0   r56.4<1>:d    r56.3<0;1,0>:d    r56.4<4;4,1>:d  
(W)     sel (4|M16)   (ge)f0.0   r57.4<1>:d    r57.3<0;1,0>:d    r57.4<4;4,1>:d  
(W)     add (1|M0)               r2.0<1>:d     r3.6<0;1,0>:d     r3.7<0;1,0>:d   
(W)     sel (2|M0)    (lt)f0.0   r4.0<1>:d     r2.4<2;2,1>:d     r2.6<2;2,1>:d   
(W)     sel (2|M0)    (ge)f0.0   r4.2<1>:d     r3.0<2;2,1>:d     r3.2<2;2,1>:d   
        add (16|M16)             r9.0<1>:d     r8.4<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
        mad (16|M0)              r46.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M16)             r48.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       3:w              
(W)     add (16|M16)             r52.0<1>:d    r51.7<0;1,0>:d    r52.0<8;8,1>:d   {Compacted}
(W)     add (16|M16)             r24.0<1>:d    r55.7<0;1,0>:d    r24.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r32.0<1>:f    qnan(0x3FFFFF):f                              
        add (16|M16)             r44.0<1>:d    r3.5<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (ge)f0.0   r31.0<1>:d    r30.7<0;1,0>:d    r31.0<8;8,1>:d  
(W)     sel (8|M16)   (lt)f0.0   r27.0<1>:d    r26.7<0;1,0>:d    r27.0<8;8,1>:d  
(W)     sel (8|M16)   (lt)f0.0   r29.0<1>:d    r28.7<0;1,0>:d    r29.0<8;8,1>:d  
(W)     sel (8|M16)   (ge)f0.0   r57.0<1>:d    r56.7<0;1,0>:d    r57.0<8;8,1>:d  
        mov (16|M0)              r72.0<1>:f    r2.0<0;1,0>:f                    {Compacted}
        mov (16|M16)             r74.0<1>:f    r2.0<0;1,0>:f                    {Compacted}
(W)     sel (1|M0)    (lt)f0.0   r2.1<1>:d     r4.0<0;1,0>:d     r4.1<0;1,0>:d   
(W)     sel (1|M0)    (ge)f0.0   r2.2<1>:d     r4.2<0;1,0>:d     r4.3<0;1,0>:d   
        mad (16|M0)              r58.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       5:w              
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted}
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w               {Compacted}
        shl (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    2:w               {Compacted}
        send.dc1 (16|M0)         null     r16     r72     0x80            0x04025E01           {$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r18     r74     0x80            0x04025E01           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M0)              r80.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     sel (8|M16)   (lt)f0.0   r34.1<2>:d    r34.0<2;1,0>:d    r34.1<2;1,0>:d  
        add (16|M16)             r70.0<1>:d    r52.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (lt)f0.0   r32.1<2>:d    r32.0<2;1,0>:d    r32.1<2;1,0>:d  
(W)     sel (16|M16)  (lt)f0.0   r28.0<1>:d    r27.7<0;1,0>:d    r28.0<8;8,1>:d  
(W)     sel (16|M16)  (ge)f0.0   r56.0<1>:d    r31.7<0;1,0>:d    r56.0<8;8,1>:d  
        add (16|M0)              r3.0<1>:d     r50.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r76.0<1>:f    r2.1<0;1,0>:f                    {Compacted}
        mov (16|M16)             r78.0<1>:f    r2.1<0;1,0>:f                    {Compacted}
        mov (16|M16)             r16.0<1>:f    r24.0<8;8,1>:f                   {Compacted,$2.src}
        mov (16|M0)              r18.0<1>:f    r26.0<8;8,1>:f                   {Compacted,$3.src}
        mov (16|M16)             r52.0<1>:f    r2.2<0;1,0>:f                    {Compacted}
        mov (16|M0)              r50.0<1>:f    r2.2<0;1,0>:f                    {Compacted}
        shl (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    2:w               {Compacted}
        send.dc1 (16|M0)         null     r5      r76     0x80            0x04025E01           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r9      r78     0x80            0x04025E01           {@7,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r38     r50     0x80            0x04025E01           {@4,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r40     r52     0x80            0x04025E01           {@5,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r46     r80     0x80            0x04025E01           {$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r48     r16     0x80            0x04025E01           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r42     r18     0x80            0x04025E01           {@6,$10} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (16|M0)              r36.0<1>:f    -0.0:f                               {Compacted}
(W)     sel (4|M16)   (lt)f0.0   r34.2<4>:d    r34.2<4;1,0>:d    r34.1<4;1,0>:d  
(W)     sel (4|M16)   (lt)f0.0   r32.2<4>:d    r32.2<4;1,0>:d    r32.1<4;1,0>:d  
        mov (16|M16)             r5.0<1>:f     r28.0<8;8,1>:f                   {Compacted,$4.src}
        mov (16|M0)              r9.0<1>:f     r30.0<8;8,1>:f                   {Compacted,$5.src}
        mov (16|M16)             r38.0<1>:f    r56.0<8;8,1>:f                   {Compacted,$6.src}
(W)     mov (16|M16)             r18.0<1>:f    -0.0:f                               {Compacted,$10.src}
        mov (16|M0)              r36.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M16)        null     r44     r5      0x80            0x04025E01           {@6,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r58     r9      0x80            0x04025E01           {@5,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r60     r38     0x80            0x04025E01           {@4,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r62     r3      0x80            0x04025E01           {$14} // wr:2+2, rd:0; untyped surface write with x
(W)     sel (4|M16)   (lt)f0.0   r34.3<4>:d    r34.3<4;1,0>:d    r34.1<4;1,0>:d   {@7}
(W)     sel (4|M16)   (lt)f0.0   r32.3<4>:d    r32.3<4;1,0>:d    r32.1<4;1,0>:d   {@7}
(W)     mov (1|M16)              r2.0<1>:f     r37.7<0;1,0>:f                   {@4}
(W)     mov (1|M0)               r5.0<1>:f     -0.0:f                               {Compacted,$11.src}
(W)     mov (8|M0)               r5.1<1>:f     r36.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r6.1<1>:f     r37.0<4;4,1>:f                  
(W)     mov (2|M0)               r6.5<1>:f     r37.4<2;2,1>:f                  
(W)     mov (1|M0)               r6.7<1>:f     r37.6<0;1,0>:f                  
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M16)              r2.1<1>:f     r18.0<8;8,1>:f                   {@7}
(W)     mov (4|M16)              r3.1<1>:f     r19.0<4;4,1>:f                  
(W)     mov (2|M16)              r3.5<1>:f     r19.4<2;2,1>:f                  
(W)     mov (1|M16)              r3.7<1>:f     r19.6<0;1,0>:f                  
(W)     sel (4|M16)   (lt)f0.0   r34.4<1>:d    r34.3<0;1,0>:d    r34.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r35.4<1>:d    r35.3<0;1,0>:d    r35.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r32.4<1>:d    r32.3<0;1,0>:d    r32.4<4;4,1>:d  
(W)     sel (4|M16)   (lt)f0.0   r33.4<1>:d    r33.3<0;1,0>:d    r33.4<4;4,1>:d  
(W)     sel (8|M16)   (ge)f0.0   r5.1<2>:d     r5.0<2;1,0>:d     r5.1<2;1,0>:d    {@7}
(W)     sel (8|M16)   (ge)f0.0   r2.1<2>:d     r2.0<2;1,0>:d     r2.1<2;1,0>:d    {@6}
(W)     sel (8|M16)   (lt)f0.0   r35.0<1>:d    r34.7<0;1,0>:d    r35.0<8;8,1>:d   {@5}
(W)     sel (8|M16)   (lt)f0.0   r33.0<1>:d    r32.7<0;1,0>:d    r33.0<8;8,1>:d   {@4}
(W)     sel (4|M16)   (ge)f0.0   r5.2<4>:d     r5.2<4;1,0>:d     r5.1<4;1,0>:d    {@4}
(W)     sel (4|M16)   (ge)f0.0   r2.2<4>:d     r2.2<4;1,0>:d     r2.1<4;1,0>:d    {@4}
        mad (16|M0)              r66.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       7:w              
        mad (16|M16)             r64.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r68.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       7:w              
(W)     sel (16|M16)  (lt)f0.0   r34.0<1>:d    r33.7<0;1,0>:d    r34.0<8;8,1>:d   {@6}
(W)     sel (4|M16)   (ge)f0.0   r5.3<4>:d     r5.3<4;1,0>:d     r5.1<4;1,0>:d    {@6}
(W)     sel (4|M16)   (ge)f0.0   r2.3<4>:d     r2.3<4;1,0>:d     r2.1<4;1,0>:d    {@6}
        shl (16|M0)              r66.0<1>:d    r66.0<8;8,1>:d    2:w               {Compacted,@6}
        shl (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    2:w               {Compacted,@6}
        shl (16|M16)             r68.0<1>:d    r68.0<8;8,1>:d    2:w               {Compacted,@6}
(W)     shl (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     3:w               {Compacted}
        sel (16|M0)   (lt)f0.0   r40.0<1>:d    r32.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,$9.src}
        sel (16|M16)  (lt)f0.0   r16.0<1>:d    r34.0<8;8,1>:d    r22.0<8;8,1>:d   {@7}
(W)     sel (4|M16)   (ge)f0.0   r5.4<1>:d     r5.3<0;1,0>:d     r5.4<4;4,1>:d    {@7}
(W)     sel (4|M16)   (ge)f0.0   r6.4<1>:d     r6.3<0;1,0>:d     r6.4<4;4,1>:d   
(W)     sel (4|M16)   (ge)f0.0   r2.4<1>:d     r2.3<0;1,0>:d     r2.4<4;4,1>:d    {@7}
(W)     sel (4|M16)   (ge)f0.0   r3.4<1>:d     r3.3<0;1,0>:d     r3.4<4;4,1>:d   
        send.dc1 (16|M16)        null     r64     r70     0x80            0x04025E01           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r66     r40     0x80            0x04025E01           {@6,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r68     r16     0x80            0x04025E01           {@5,$1} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$12.src}
        add (16|M0)              r9.0<1>:d     r4.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted,@7}
(W)     sel (8|M16)   (ge)f0.0   r6.0<1>:d     r5.7<0;1,0>:d     r6.0<8;8,1>:d    {@4}
(W)     sel (8|M16)   (ge)f0.0   r3.0<1>:d     r2.7<0;1,0>:d     r3.0<8;8,1>:d    {@3}
        add (16|M16)             r16.0<1>:d    r4.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted,$1.src}
(W)     sel (16|M16)  (ge)f0.0   r2.0<1>:d     r6.7<0;1,0>:d     r2.0<8;8,1>:d    {@2}
        shl (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     2:w               {Compacted,@5}
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted,@3}
        sel (16|M0)   (ge)f0.0   r18.0<1>:d    r5.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}
        sel (16|M16)  (ge)f0.0   r24.0<1>:d    r2.0<8;8,1>:d     r22.0<8;8,1>:d   {@4}
        send.dc1 (16|M0)         null     r9      r18     0x80            0x04025E01           {@2,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r16     r24     0x80            0x04025E01           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r82.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r7       r82     null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L3688:
