L0:
(W)     mov (8|M0)               r73.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r2.0<1>:d     r6.3<0;1,0>:d     r73.1<0;1,0>:d   {Compacted}
(W)     mov (1|M0)               r6.3<1>:q     0xFFFFFFFF:ud                             
(W)     shl (1|M0)               r49.0<1>:d    r6.0<0;1,0>:d     1:w              
        add (8|M0)               r3.0<1>:d     r2.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r74.0<1>:d    r3.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r4.0<1>:d     r74.0<8;8,1>:d    3:w              
        add (8|M0)               r56.0<1>:d    r6.0<0;1,0>:d     r74.0<8;8,1>:d   {Compacted}
        add (8|M0)               r57.0<1>:d    r49.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r58.0<1>:d    r74.0<8;8,1>:d    2:w              
        send (8|M0)              r7:d     r4      0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r9:d     r4      0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        shl (8|M0)               r56.0<1>:d    r56.0<8;8,1>:d    3:w              
        shl (8|M0)               r57.0<1>:d    r57.0<8;8,1>:d    3:w              
        send (8|M0)              r79:d    r58     0xC            0x02106E02           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        mov (8|M0)               r77.0<2>:d    r7.0<8;8,1>:d                   
        mov (8|M0)               r77.1<2>:d    r8.0<8;8,1>:d                   
        mov (8|M0)               r75.0<2>:d    r9.0<8;8,1>:d                   
        mov (8|M0)               r75.1<2>:d    r10.0<8;8,1>:d                  
        asr (8|M0)               r11.0<1>:q    r77.0<4;4,1>:q    63:w              
        asr (8|M0)               r13.0<1>:q    r75.0<4;4,1>:q    63:w              
        mul (8|M0)               r43.0<1>:q    r75.0<2;1,0>:ud   r77.0<2;1,0>:ud 
        mul (8|M0)               r48.0<1>:d    r75.0<2;1,0>:ud   r77.1<2;1,0>:d  
        add (8|M0)               r52.0<1>:q    r75.0<4;4,1>:q    r77.0<4;4,1>:q  
        add (8|M0)               r54.0<1>:q    r75.0<4;4,1>:q    -r77.0<4;4,1>:q 
        xor (8|M0)               r15.0<1>:q    r11.0<4;4,1>:q    r77.0<4;4,1>:q  
        mul (8|M0)               r63.0<1>:ud   r75.0<2;1,0>:ud   r77.0<2;1,0>:ud 
        xor (8|M0)               r17.0<1>:q    r13.0<4;4,1>:q    r75.0<4;4,1>:q  
        mov (8|M0)               r47.0<1>:d    r43.1<2;1,0>:d                  
        xor (8|M0)    (eq)f0.1   r80.0<1>:q    r11.0<4;4,1>:q    r13.0<4;4,1>:q  
        mov (8|M0)               r59.0<1>:d    r52.0<2;1,0>:d                  
        mov (8|M0)               r60.0<1>:d    r52.1<2;1,0>:d                  
        add (8|M0)               r15.0<1>:q    r15.0<4;4,1>:q    -r11.0<4;4,1>:q 
        mov (8|M0)               r61.0<1>:d    r54.0<2;1,0>:d                  
        add (8|M0)               r17.0<1>:q    r17.0<4;4,1>:q    -r13.0<4;4,1>:q 
        add (8|M0)               r47.0<1>:d    r47.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r48.0<1>:d    r75.1<2;1,0>:d    r77.0<2;1,0>:ud 
        mov (8|M0)               r62.0<1>:d    r54.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r4      r59     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        and (8|M0)               r19.0<1>:q    r15.0<4;4,1>:q    r6.3<0;1,0>:q   
        shr (8|M0)               r15.0<1>:q    r15.0<4;4,1>:uq   32:w              
        and (8|M0)               r21.0<1>:q    r17.0<4;4,1>:q    r6.3<0;1,0>:q   
        shr (8|M0)               r17.0<1>:q    r17.0<4;4,1>:uq   32:w              
        add (8|M0)               r64.0<1>:d    r47.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        sends (8|M0)             null:ud  r56     r61     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r23.0<1>:ud   r15.0<2;1,0>:ud                 
        mul (8|M0)               r33.0<1>:q    r19.0<2;1,0>:ud   r21.0<2;1,0>:ud 
        mov (8|M0)               r24.0<1>:ud   r17.0<2;1,0>:ud                 
        mul (8|M0)               r27.0<1>:q    r15.0<2;1,0>:ud   r17.0<2;1,0>:ud 
        mul (8|M0)               r36.0<1>:d    r15.0<2;1,0>:ud   r17.1<2;1,0>:d  
        mul (8|M0)               r40.0<1>:d    r19.0<2;1,0>:ud   r21.1<2;1,0>:d  
        mul (8|M0)               r38.0<1>:d    r19.0<2;1,0>:ud   r17.1<2;1,0>:d  
        mul (8|M0)               r25.0<1>:q    r23.0<8;8,1>:ud   r21.0<2;1,0>:ud 
        mul (8|M0)               r32.0<1>:d    r23.0<8;8,1>:ud   r21.1<2;1,0>:d  
        mul (8|M0)               r29.0<1>:q    r19.0<2;1,0>:ud   r24.0<8;8,1>:ud 
        mov (8|M0)               r35.0<1>:d    r27.1<2;1,0>:d                  
        mov (8|M0)               r39.0<1>:d    r33.1<2;1,0>:d                  
        mul (8|M0)               r41.0<2>:ud   r15.0<2;1,0>:ud   r17.0<2;1,0>:ud 
        mul (8|M0)               r82.0<2>:ud   r19.0<2;1,0>:ud   r21.0<2;1,0>:ud 
        mov (8|M0)               r31.0<1>:d    r25.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r57     r63     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r37.0<1>:d    r29.1<2;1,0>:d                  
        add (8|M0)               r35.0<1>:d    r35.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r36.0<1>:d    r15.1<2;1,0>:d    r17.0<2;1,0>:ud 
        add (8|M0)               r39.0<1>:d    r39.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r40.0<1>:d    r19.1<2;1,0>:d    r21.0<2;1,0>:ud 
        add (8|M0)               r31.0<1>:d    r31.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r32.0<1>:d    r15.1<2;1,0>:d    r21.0<2;1,0>:ud 
        add (8|M0)               r37.0<1>:d    r37.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r15.0<2>:ud   r23.0<8;8,1>:ud   r21.0<2;1,0>:ud 
        mul (8|M0)               r38.0<1>:d    r19.1<2;1,0>:d    r24.0<8;8,1>:ud 
        mul (8|M0)               r17.0<2>:ud   r19.0<2;1,0>:ud   r24.0<8;8,1>:ud 
        add (8|M0)               r82.1<2>:d    r39.0<8;8,1>:d    r40.0<8;8,1>:d  
        add (8|M0)               r41.1<2>:d    r35.0<8;8,1>:d    r36.0<8;8,1>:d  
        add (8|M0)               r15.1<2>:d    r31.0<8;8,1>:d    r32.0<8;8,1>:d  
        add (8|M0)               r17.1<2>:d    r37.0<8;8,1>:d    r38.0<8;8,1>:d  
        shr (8|M0)               r50.0<1>:q    r82.0<4;4,1>:uq   32:w              
        and (8|M0)               r45.0<1>:q    r15.0<4;4,1>:q    r6.3<0;1,0>:q   
        shr (8|M0)               r15.0<1>:q    r15.0<4;4,1>:uq   32:w              
        add (8|M0)               r45.0<1>:q    r45.0<4;4,1>:q    r17.0<4;4,1>:q  
        add (8|M0)               r15.0<1>:q    r15.0<4;4,1>:q    r41.0<4;4,1>:q  
        add (8|M0)               r84.0<1>:q    r45.0<4;4,1>:q    r50.0<4;4,1>:q  
        shr (8|M0)               r65.0<1>:q    r84.0<4;4,1>:uq   32:w              
        add (8|M0)               r86.0<1>:q    r15.0<4;4,1>:q    r65.0<4;4,1>:q  
(~f0.1) if (8|M0)                            L1392                  L1392                
L1296:
        shl (8|M0)               r2.0<1>:q     r84.0<2;1,0>:d    32:w              
        and (8|M0)               r4.0<1>:q     r82.0<4;4,1>:q    r6.3<0;1,0>:q   
        xor (8|M0)               r7.0<1>:q     r86.0<4;4,1>:q    r80.0<4;4,1>:q  
        or (8|M0)     (eq)f0.0   null<1>:q     r2.0<4;4,1>:q     r4.0<4;4,1>:q   
(f0.0)  sel (8|M0)               r9.0<1>:q     r80.0<4;4,1>:q    0:w              
        add (8|M0)               r86.0<1>:q    r7.0<4;4,1>:q     -r9.0<4;4,1>:q  
L1392:
        endif (8|M0)                         L1408                                
L1408:
        shr (8|M0)               r28.0<1>:q    r75.0<4;4,1>:uq   32:w              
        shr (8|M0)               r32.0<1>:q    r77.0<4;4,1>:uq   32:w              
        and (8|M0)               r30.0<1>:q    r77.0<4;4,1>:q    r6.3<0;1,0>:q   
        and (8|M0)               r26.0<1>:q    r75.0<4;4,1>:q    r6.3<0;1,0>:q   
(W)     mul (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     3:w              
        and (8|M0)               r7.0<1>:d     r79.0<8;8,1>:d    63:w              
(W)     shl (1|M0)               r10.0<1>:d    r6.0<0;1,0>:d     2:w              
        mov (8|M0)               r40.0<1>:ud   r28.0<2;1,0>:ud                 
        mul (8|M0)               r36.0<1>:q    r32.0<2;1,0>:ud   r28.0<2;1,0>:ud 
        mul (8|M0)               r39.0<1>:d    r32.0<2;1,0>:ud   r28.1<2;1,0>:d  
        mov (8|M0)               r45.0<1>:ud   r32.0<2;1,0>:ud                 
        mul (8|M0)               r34.0<2>:ud   r32.0<2;1,0>:ud   r28.0<2;1,0>:ud 
        mov (8|M0)               r50.0<1>:ud   r30.0<2;1,0>:ud                 
(W)     mul (1|M0)               r16.0<1>:d    r6.0<0;1,0>:d     5:w              
        mul (8|M0)               r41.0<1>:q    r30.0<2;1,0>:ud   r40.0<8;8,1>:ud 
        mov (8|M0)               r38.0<1>:d    r36.1<2;1,0>:d                  
(W)     mul (1|M0)               r22.0<1>:d    r6.0<0;1,0>:d     6:w              
        mul (8|M0)               r46.0<1>:q    r45.0<8;8,1>:ud   r26.0<2;1,0>:ud 
        mul (8|M0)               r49.0<1>:d    r45.0<8;8,1>:ud   r26.1<2;1,0>:d  
        mul (8|M0)               r51.0<1>:q    r50.0<8;8,1>:ud   r26.0<2;1,0>:ud 
        mul (8|M0)               r54.0<1>:d    r50.0<8;8,1>:ud   r26.1<2;1,0>:d  
        mov (8|M0)               r43.0<1>:d    r41.1<2;1,0>:d                  
        add (8|M0)               r38.0<1>:d    r38.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r39.0<1>:d    r32.1<2;1,0>:d    r28.0<2;1,0>:ud 
        mul (8|M0)               r28.0<2>:ud   r30.0<2;1,0>:ud   r40.0<8;8,1>:ud 
        mov (8|M0)               r48.0<1>:d    r46.1<2;1,0>:d                  
        mul (8|M0)               r32.0<2>:ud   r45.0<8;8,1>:ud   r26.0<2;1,0>:ud 
        mov (8|M0)               r53.0<1>:d    r51.1<2;1,0>:d                  
(W)     mul (1|M0)               r57.0<1>:d    r6.0<0;1,0>:d     7:w              
        cmp (8|M0)    (lt)f1.1   r61.0<1>:q    r75.0<4;4,1>:q    r77.0<4;4,1>:q  
        add (8|M0)               r34.1<2>:d    r38.0<8;8,1>:d    r39.0<8;8,1>:d  
        mul (8|M0)               r44.0<1>:d    r30.0<2;1,0>:ud   r28.1<2;1,0>:d  
        add (8|M0)               r48.0<1>:d    r48.0<8;8,1>:d    r49.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r49.0<1>:d    r32.1<2;1,0>:d    r26.0<2;1,0>:ud 
        add (8|M0)               r53.0<1>:d    r53.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r63.0<1>:d    r6.0<0;1,0>:d     3:w              
        cmp (8|M0)    (lt)f1.0   r67.0<1>:uq   r75.0<4;4,1>:uq   r77.0<4;4,1>:uq 
(W)     mul (1|M0)               r69.0<1>:d    r6.0<0;1,0>:d     9:w              
        add (8|M0)               r43.0<1>:d    r43.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        mul (8|M0)               r44.0<1>:d    r30.1<2;1,0>:d    r40.0<8;8,1>:ud 
        mul (8|M0)               r30.0<2>:ud   r50.0<8;8,1>:ud   r26.0<2;1,0>:ud 
        add (8|M0)               r32.1<2>:d    r48.0<8;8,1>:d    r49.0<8;8,1>:d  
        add (8|M0)               r3.0<1>:d     r2.0<0;1,0>:d     r74.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r8.0<1>:q     r75.0<4;4,1>:q    r7.0<8;8,1>:ud  
        add (8|M0)               r11.0<1>:d    r10.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        asr (8|M0)               r14.0<1>:q    r75.0<4;4,1>:q    r7.0<8;8,1>:ud  
        add (8|M0)               r28.1<2>:d    r43.0<8;8,1>:d    r44.0<8;8,1>:d  
        mul (8|M0)               r54.0<1>:d    r30.1<2;1,0>:d    r26.0<2;1,0>:ud 
        and (8|M0)               r55.0<1>:q    r32.0<4;4,1>:q    r6.3<0;1,0>:q   
        shr (8|M0)               r32.0<1>:q    r32.0<4;4,1>:uq   32:w              
        add (8|M0)               r17.0<1>:d    r16.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r20.0<1>:q    r75.0<4;4,1>:uq   r7.0<8;8,1>:ud  
        add (8|M0)               r23.0<1>:d    r22.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        add (8|M0)               r58.0<1>:d    r57.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        add (8|M0)               r30.1<2>:d    r53.0<8;8,1>:d    r54.0<8;8,1>:d  
        add (8|M0)               r55.0<1>:q    r55.0<4;4,1>:q    r28.0<4;4,1>:q  
        add (8|M0)               r32.0<1>:q    r32.0<4;4,1>:q    r34.0<4;4,1>:q  
        mov (8|M0)               r61.0<1>:q    -r61.0<4;4,1>:q                 
        add (8|M0)               r64.0<1>:d    r63.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r67.0<1>:q    -r67.0<4;4,1>:q                 
        add (8|M0)               r70.0<1>:d    r69.0<0;1,0>:d    r74.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r30.0<1>:q    r30.0<4;4,1>:uq   32:w              
        mov (8|M0)               r4.0<1>:d     r86.0<2;1,0>:d                  
        mov (8|M0)               r5.0<1>:d     r86.1<2;1,0>:d                  
        shl (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     3:w              
        mov (8|M0)               r12.0<1>:d    r8.0<2;1,0>:d                   
        mov (8|M0)               r13.0<1>:d    r8.1<2;1,0>:d                   
        shl (8|M0)               r11.0<1>:d    r11.0<8;8,1>:d    3:w              
        add (8|M0)               r55.0<1>:q    r55.0<4;4,1>:q    r30.0<4;4,1>:q  
        mov (8|M0)               r18.0<1>:d    r14.0<2;1,0>:d                  
        mov (8|M0)               r19.0<1>:d    r14.1<2;1,0>:d                  
        shl (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    3:w              
        mov (8|M0)               r24.0<1>:d    r20.0<2;1,0>:d                  
        mov (8|M0)               r25.0<1>:d    r20.1<2;1,0>:d                  
        shl (8|M0)               r23.0<1>:d    r23.0<8;8,1>:d    3:w              
        shr (8|M0)               r55.0<1>:q    r55.0<4;4,1>:uq   32:w              
        shl (8|M0)               r58.0<1>:d    r58.0<8;8,1>:d    3:w              
        mov (8|M0)               r65.0<1>:d    r61.0<2;1,0>:d                  
        mov (8|M0)               r66.0<1>:d    r61.1<2;1,0>:d                  
        shl (8|M0)               r64.0<1>:d    r64.0<8;8,1>:d    3:w              
        mov (8|M0)               r71.0<1>:d    r67.0<2;1,0>:d                  
        mov (8|M0)               r72.0<1>:d    r67.1<2;1,0>:d                  
        add (8|M0)               r32.0<1>:q    r32.0<4;4,1>:q    r55.0<4;4,1>:q  
        shl (8|M0)               r70.0<1>:d    r70.0<8;8,1>:d    3:w              
        sends (8|M0)             null:ud  r3      r4      0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:ud  r73.0<8;8,1>:ud                  {Compacted}
        sends (8|M0)             null:ud  r11     r12     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r17     r18     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r23     r24     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r59.0<1>:d    r32.0<2;1,0>:d                  
        mov (8|M0)               r60.0<1>:d    r32.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r58     r59     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r64     r65     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r70     r71     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2848:
