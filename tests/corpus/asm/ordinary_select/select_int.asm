L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r9.3<0;1,0>:d     r8.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r36.0<1>:w    0:w                              
(W)     mov (1|M0)               r49.0<1>:d    2147483647:d                              
(W)     shl (1|M0)               r37.0<1>:d    r9.0<0;1,0>:d     1:w              
(W)     mul (1|M0)               r38.0<1>:d    r9.0<0;1,0>:d     3:w              
(W)     shl (1|M0)               r39.0<1>:d    r9.0<0;1,0>:d     2:w              
(W)     mul (1|M0)               r40.0<1>:d    r9.0<0;1,0>:d     5:w              
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mul (1|M0)               r50.0<1>:d    r9.0<0;1,0>:d     6:w              
(W)     mov (8|M0)               r127.0<1>:ud  r8.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mul (1|M0)               r5.0<1>:d     r9.0<0;1,0>:d     7:w              
(W)     mov (1|M0)               r4.0<1>:d     -2147483648:d                              
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M0)              r56.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r58.0<1>:d    r9.0<0;1,0>:d     r14.0<8;8,1>:d  
        send (16|M0)             r28:w    r16     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r30:w    r18     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r24:w    r16     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r26:w    r18     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r60.0<1>:d    r37.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r62.0<1>:d    r37.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w              
        add (16|M0)              r68.0<1>:d    r38.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w              
        add (16|M16)             r70.0<1>:d    r38.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    2:w              
        add (16|M0)              r80.0<1>:d    r39.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    2:w              
        add (16|M16)             r82.0<1>:d    r39.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    2:w              
        add (16|M0)              r93.0<1>:d    r40.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    2:w              
        add (16|M16)             r95.0<1>:d    r40.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    2:w              
        add (16|M0)              r101.0<1>:d   r50.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r82.0<1>:d    r82.0<8;8,1>:d    2:w              
        add (16|M16)             r103.0<1>:d   r50.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r93.0<1>:d    r93.0<8;8,1>:d    2:w              
(W)     mul (1|M0)               r37.0<1>:d    r9.0<0;1,0>:d     9:w              
        shl (16|M16)             r95.0<1>:d    r95.0<8;8,1>:d    2:w              
        shl (16|M0)              r101.0<1>:d   r101.0<8;8,1>:d   2:w              
(W)     mul (1|M0)               r38.0<1>:d    r9.0<0;1,0>:d     10:w              
        shl (16|M16)             r103.0<1>:d   r103.0<8;8,1>:d   2:w              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    0:w              
        and (16|M0)              r117.0<1>:d   r28.0<8;8,1>:d    31:w              
        sel (16|M0)   (ge)f0.0   r64.0<1>:d    r20.0<8;8,1>:d    -100:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<0;1,0>:w    r24.0<8;8,1>:d  
(W)     mov (1|M0)               r51.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r36.0<0;1,0>:w    r26.0<8;8,1>:d  
        add (16|M0)              r32.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r97.0<1>:d    r49.0<0;1,0>:d    -2147483648:d              
(W)     mov (1|M0)               f0.0<1>:ud    r51.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r30.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M16)             r99.0<1>:d    r49.0<0;1,0>:d    -2147483648:d              
        mul (16|M0)              r52.0<1>:d    r24.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M16)             r34.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
(W)     mov (1|M0)               r51.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r54.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d  
        xor (16|M0)              r41.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r51.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r92.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        xor (16|M0)              r45.0<1>:d    r32.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M0)              r109.0<1>:d   r52.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r43.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
(W)     mov (1|M0)               f0.0<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r105.0<1>:d   r20.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r107.0<1>:d   r22.0<8;8,1>:d    r26.0<8;8,1>:d  
        xor (16|M16)             r47.0<1>:d    r34.0<8;8,1>:d    r22.0<8;8,1>:d  
(W)     mov (1|M0)               r92.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        add (16|M16)             r111.0<1>:d   r54.0<8;8,1>:d    r30.0<8;8,1>:d  
        sends (16|M0)            null:w   r16     r105    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r113.0<1>:d   r20.0<8;8,1>:d    -r24.0<8;8,1>:d  {Compacted}
        sel (16|M16)  (ge)f0.0   r66.0<1>:d    r22.0<8;8,1>:d    -100:w              
        sends (16|M16)           null:w   r18     r107    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r76.0<1>:d    r20.0<8;8,1>:d    ~r28.0<8;8,1>:d  {Compacted}
        and (16|M0)              r72.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        add (16|M16)             r115.0<1>:d   r22.0<8;8,1>:d    -r26.0<8;8,1>:d 
        and (16|M0)   (lt)f0.0   null<1>:d     ~r41.0<8;8,1>:d   r45.0<8;8,1>:d   {Compacted}
        sends (16|M0)            null:w   r56     r109    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M16)             r74.0<1>:d    r30.0<8;8,1>:d    r26.0<8;8,1>:d  
        and (16|M16)             r78.0<1>:d    r22.0<8;8,1>:d    ~r30.0<8;8,1>:d 
        add (16|M0)              r88.0<1>:d    r24.0<8;8,1>:d    -r20.0<8;8,1>:d  {Compacted}
        sel (16|M0)   (lt)f0.0   r64.0<1>:d    r64.0<8;8,1>:d    100:w              
        and (16|M16)  (lt)f0.0   null<1>:d     ~r43.0<8;8,1>:d   r47.0<8;8,1>:d  
(W)     mov (1|M0)               f1.0<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
        sends (16|M16)           null:w   r58     r111    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        xor (16|M0)              r121.0<1>:d   r20.0<8;8,1>:d    ~r24.0<8;8,1>:d  {Compacted}
        add (16|M16)             r90.0<1>:d    r26.0<8;8,1>:d    -r22.0<8;8,1>:d 
        xor (16|M0)              r125.0<1>:d   r113.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted}
        sel (16|M16)  (lt)f0.0   r66.0<1>:d    r66.0<8;8,1>:d    100:w              
        sends (16|M0)            null:w   r60     r52     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        xor (16|M16)             r123.0<1>:d   r22.0<8;8,1>:d    ~r26.0<8;8,1>:d 
        or (16|M0)               r72.0<1>:d    r72.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r2.0<1>:d     r115.0<8;8,1>:d   r22.0<8;8,1>:d  
(~f0.0) mov (16|M0)              r97.0<1>:d    r32.0<8;8,1>:d                  
        sends (16|M16)           null:w   r62     r54     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M16)             r119.0<1>:d   r30.0<8;8,1>:d    31:w              
        add (16|M0)              r84.0<1>:d    r20.0<8;8,1>:d    -r24.0<8;8,1>:d  {Compacted}
        add (8|M0)               r6.0<1>:q     r24.0<8;8,1>:d    r20.0<8;8,1>:d  
        add (8|M8)               r10.0<1>:q    r25.0<8;8,1>:d    r21.0<8;8,1>:d  
        or (16|M16)              r74.0<1>:d    r74.0<8;8,1>:d    r78.0<8;8,1>:d  
(W)     shl (1|M0)               r32.0<1>:d    r9.0<0;1,0>:d     3:w              
        sends (16|M0)            null:w   r68     r64     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r86.0<1>:d    r22.0<8;8,1>:d    -r26.0<8;8,1>:d 
(~f0.0) mov (16|M16)             r99.0<1>:d    r34.0<8;8,1>:d                  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r36.0<0;1,0>:w    r24.0<8;8,1>:d  
(~f1.0) mov (16|M0)              r84.0<1>:d    r88.0<8;8,1>:d                  
        add (8|M16)              r16.0<1>:q    r26.0<8;8,1>:d    r22.0<8;8,1>:d  
        add (8|M24)              r18.0<1>:q    r27.0<8;8,1>:d    r23.0<8;8,1>:d  
        sends (16|M16)           null:w   r70     r66     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r52.0<1>:d    r5.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(~f1.0) mov (16|M16)             r86.0<1>:d    r90.0<8;8,1>:d                  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r36.0<0;1,0>:w    r26.0<8;8,1>:d  
        and (16|M0)   (lt)f1.0   null<1>:d     ~r121.0<8;8,1>:d  r125.0<8;8,1>:d 
        add (16|M0)              r33.0<1>:d    -r117.0<8;8,1>:d  32:w              
        sends (16|M0)            null:w   r80     r72     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r54.0<1>:d    r5.0<0;1,0>:d     r14.0<8;8,1>:d  
        and (16|M16)  (lt)f1.0   null<1>:d     ~r123.0<8;8,1>:d  r2.0<8;8,1>:d   
        add (16|M16)             r35.0<1>:d    -r119.0<8;8,1>:d  32:w              
        sends (16|M16)           null:w   r82     r74     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shr (8|M0)               r56.0<2>:d    r6.0<4;4,1>:uq    1:w              
        shr (8|M8)               r58.0<2>:d    r10.0<4;4,1>:uq   1:w              
        add (16|M0)              r64.0<1>:d    r32.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r48.0<1>:d    r4.0<0;1,0>:d     2147483647:d              
        sends (16|M0)            null:w   r93     r84     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r66.0<1>:d    r32.0<0;1,0>:d    r14.0<8;8,1>:d  
        shr (8|M16)              r60.0<2>:d    r16.0<4;4,1>:uq   1:w              
        shr (8|M24)              r62.0<2>:d    r18.0<4;4,1>:uq   1:w              
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w              
(f0.0)  sel (16|M16)             r50.0<1>:d    r4.0<0;1,0>:d     2147483647:d              
(~f1.0) mov (16|M0)              r48.0<1>:d    r113.0<8;8,1>:d                 
        sends (16|M16)           null:w   r95     r86     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r68.0<1>:d    r37.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r117.0<1>:d   r20.0<8;8,1>:d    r117.0<8;8,1>:d  {Compacted}
        shr (16|M0)              r33.0<1>:d    r20.0<8;8,1>:ud   r33.0<8;8,1>:d  
        mul (8|M0)               r39.0<1>:q    r24.0<8;8,1>:d    r20.0<8;8,1>:d  
        mul (8|M8)               r41.0<1>:q    r25.0<8;8,1>:d    r21.0<8;8,1>:d  
(W)     mul (1|M0)               r47.0<1>:d    r9.0<0;1,0>:d     11:w              
        shl (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    2:w              
(~f1.0) mov (16|M16)             r50.0<1>:d    r115.0<8;8,1>:d                 
        sends (16|M0)            null:w   r101    r97     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r70.0<1>:d    r37.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M16)             r119.0<1>:d   r22.0<8;8,1>:d    r119.0<8;8,1>:d 
        shr (16|M16)             r35.0<1>:d    r22.0<8;8,1>:ud   r35.0<8;8,1>:d  
        mul (8|M24)              r45.0<1>:q    r27.0<8;8,1>:d    r23.0<8;8,1>:d  
        mul (8|M16)              r43.0<1>:q    r26.0<8;8,1>:d    r22.0<8;8,1>:d  
        mov (8|M0)               r84.0<1>:d    r56.0<2;1,0>:d                  
        mov (8|M8)               r85.0<1>:d    r58.0<2;1,0>:d                  
        shl (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    2:w              
        sends (16|M16)           null:w   r103    r99     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r72.0<1>:d    r38.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    2:w              
        mov (8|M16)              r86.0<1>:d    r60.0<2;1,0>:d                  
        mov (8|M24)              r87.0<1>:d    r62.0<2;1,0>:d                  
        sends (16|M0)            null:w   r52     r48     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r74.0<1>:d    r38.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    2:w              
        or (16|M0)               r117.0<1>:d   r117.0<8;8,1>:d   r33.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r54     r50     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M0)               r76.0<1>:d    r39.1<2;1,0>:d                  
        mov (8|M8)               r77.0<1>:d    r41.1<2;1,0>:d                  
        add (16|M0)              r80.0<1>:d    r47.0<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    2:w              
        or (16|M16)              r119.0<1>:d   r119.0<8;8,1>:d   r35.0<8;8,1>:d  
        sends (16|M0)            null:w   r64     r84     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r82.0<1>:d    r47.0<0;1,0>:d    r14.0<8;8,1>:d  
        mov (8|M24)              r79.0<1>:d    r45.1<2;1,0>:d                  
        mov (8|M16)              r78.0<1>:d    r43.1<2;1,0>:d                  
        lzd (16|M0)              r88.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}
        shl (16|M0)              r72.0<1>:d    r72.0<8;8,1>:d    2:w              
        sends (16|M16)           null:w   r66     r86     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        lzd (16|M16)             r90.0<1>:ud   r22.0<8;8,1>:ud                 
        shl (16|M16)             r74.0<1>:d    r74.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r68     r117    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r92.0<1>:d    r28.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    2:w              
        sends (16|M16)           null:w   r70     r119    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r82.0<1>:d    r82.0<8;8,1>:d    2:w              
        add (16|M16)             r94.0<1>:d    r30.0<8;8,1>:d    r78.0<8;8,1>:d  
        sends (16|M0)            null:w   r72     r88     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r74     r90     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r80     r92     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r82     r94     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2776:
