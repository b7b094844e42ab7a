L0:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}
(W)     shl (1|M0)               r63.0<1>:d    r8.4<0;1,0>:d     1:w              
(W)     mul (1|M0)               r72.0<1>:d    r8.4<0;1,0>:d     3:w              
(W)     shl (1|M0)               r73.0<1>:d    r8.4<0;1,0>:d     2:w              
(W)     mul (1|M0)               r90.0<1>:d    r8.4<0;1,0>:d     5:w              
(W)     mul (1|M0)               r91.0<1>:d    r8.4<0;1,0>:d     6:w              
(W)     mov (8|M0)               r127.0<1>:ud  r126.0<8;8,1>:ud                 {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    3:w              
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    3:w              
        add (16|M0)              r100.0<1>:d   r8.4<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
        add (16|M16)             r102.0<1>:d   r8.4<0;1,0>:d     r13.0<8;8,1>:d  
        send (16|M0)             r19:w    r15     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r112.0<1>:d   r63.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        send (16|M16)            r23:w    r17     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M16)             r114.0<1>:d   r63.0<0;1,0>:d    r13.0<8;8,1>:d  
        shl (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   2:w              
        add (16|M0)              r124.0<1>:d   r72.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   2:w              
        add (16|M16)             r2.0<1>:d     r72.0<0;1,0>:d    r13.0<8;8,1>:d  
        shl (16|M0)              r112.0<1>:d   r112.0<8;8,1>:d   2:w              
        add (16|M0)              r17.0<1>:d    r73.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r114.0<1>:d   r114.0<8;8,1>:d   2:w              
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   2:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    2:w              
        add (8|M0)               r27.0<1>:q    r19.0<8;8,1>:ud   1:w              
        add (8|M8)               r29.0<1>:q    r20.0<8;8,1>:ud   1:w              
        shl (16|M0)              r51.0<1>:d    r21.0<8;8,1>:d    4:w              
        add (8|M16)              r31.0<1>:q    r23.0<8;8,1>:ud   1:w              
        add (8|M24)              r33.0<1>:q    r24.0<8;8,1>:ud   1:w              
        shl (8|M8)               r45.0<1>:q    r22.0<8;8,1>:d    32:w              
        shl (16|M16)             r53.0<1>:d    r25.0<8;8,1>:d    4:w              
        shr (16|M0)              r92.0<1>:d    r19.0<8;8,1>:ud   7:w              
        shl (8|M16)              r47.0<1>:q    r25.0<8;8,1>:d    32:w              
        add (8|M0)               r55.0<1>:q    r27.0<4;4,1>:q    r21.0<8;8,1>:ud 
        add (8|M8)               r57.0<1>:q    r29.0<4;4,1>:q    r22.0<8;8,1>:ud 
        shr (16|M16)             r94.0<1>:d    r23.0<8;8,1>:ud   7:w              
        add (8|M16)              r59.0<1>:q    r31.0<4;4,1>:q    r25.0<8;8,1>:ud 
        add (8|M24)              r61.0<1>:q    r33.0<4;4,1>:q    r26.0<8;8,1>:ud 
        and (16|M0)              r96.0<1>:d    r19.0<8;8,1>:d    -241:w              
        and (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    240:w              
        add (8|M0)               r64.0<1>:q    r21.0<8;8,1>:ud   r19.0<8;8,1>:ud 
        add (8|M8)               r66.0<1>:q    r22.0<8;8,1>:ud   r20.0<8;8,1>:ud 
        shl (8|M0)               r35.0<1>:q    r19.0<8;8,1>:d    32:w              
        shl (8|M8)               r37.0<1>:q    r20.0<8;8,1>:d    32:w              
        shl (8|M0)               r43.0<1>:q    r21.0<8;8,1>:d    32:w              
        and (16|M16)             r98.0<1>:d    r23.0<8;8,1>:d    -241:w              
        or (8|M8)                r84.0<1>:q    r45.0<4;4,1>:q    r20.0<8;8,1>:ud 
        and (16|M16)             r53.0<1>:d    r53.0<8;8,1>:d    240:w              
        shl (8|M24)              r49.0<1>:q    r26.0<8;8,1>:d    32:w              
        add (8|M16)              r68.0<1>:q    r25.0<8;8,1>:ud   r23.0<8;8,1>:ud 
        add (8|M24)              r70.0<1>:q    r26.0<8;8,1>:ud   r24.0<8;8,1>:ud 
        and (16|M0)              r92.0<1>:d    r92.0<8;8,1>:d    31:w              
        shl (16|M0)              r45.0<1>:d    r11.0<8;8,1>:d    2:w              
        shl (8|M16)              r39.0<1>:q    r23.0<8;8,1>:d    32:w              
        shl (8|M24)              r41.0<1>:q    r24.0<8;8,1>:d    32:w              
        or (8|M16)               r86.0<1>:q    r47.0<4;4,1>:q    r23.0<8;8,1>:ud 
        shr (8|M0)               r104.0<2>:d   r55.0<4;4,1>:uq   1:w              
        shr (8|M8)               r106.0<2>:d   r57.0<4;4,1>:uq   1:w              
        and (16|M16)             r94.0<1>:d    r94.0<8;8,1>:d    31:w              
        shl (16|M16)             r47.0<1>:d    r13.0<8;8,1>:d    2:w              
        shr (8|M16)              r108.0<2>:d   r59.0<4;4,1>:uq   1:w              
        shr (8|M24)              r110.0<2>:d   r61.0<4;4,1>:uq   1:w              
        or (16|M0)               r96.0<1>:d    r96.0<8;8,1>:d    r51.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r116.0<2>:d   r64.0<4;4,1>:uq   1:w              
        shr (8|M8)               r118.0<2>:d   r66.0<4;4,1>:uq   1:w              
        or (8|M0)                r74.0<1>:q    r35.0<4;4,1>:q    r21.0<8;8,1>:ud 
        or (8|M8)                r76.0<1>:q    r37.0<4;4,1>:q    r22.0<8;8,1>:ud 
        or (8|M0)                r82.0<1>:q    r43.0<4;4,1>:q    r19.0<8;8,1>:ud 
        or (16|M16)              r98.0<1>:d    r98.0<8;8,1>:d    r53.0<8;8,1>:d  
        sends (16|M0)            null:w   r45     r92     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        or (8|M24)               r88.0<1>:q    r49.0<4;4,1>:q    r24.0<8;8,1>:ud 
        shr (8|M16)              r120.0<2>:d   r68.0<4;4,1>:uq   1:w              
        shr (8|M24)              r122.0<2>:d   r70.0<4;4,1>:uq   1:w              
        or (8|M16)               r78.0<1>:q    r39.0<4;4,1>:q    r25.0<8;8,1>:ud 
        or (8|M24)               r80.0<1>:q    r41.0<4;4,1>:q    r26.0<8;8,1>:ud 
        mov (8|M0)               r49.0<1>:d    r104.0<2;1,0>:d                 
        mov (8|M8)               r50.0<1>:d    r106.0<2;1,0>:d                 
        sends (16|M16)           null:w   r47     r94     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r4.0<1>:d     r19.0<8;8,1>:d    16:w              
        and (16|M0)              r9.0<1>:d     r21.0<8;8,1>:d    0xFFFF:uw             
        mov (8|M16)              r51.0<1>:d    r108.0<2;1,0>:d                 
        mov (8|M24)              r52.0<1>:d    r110.0<2;1,0>:d                 
        sends (16|M0)            null:w   r100    r96     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r6.0<1>:d     r23.0<8;8,1>:d    16:w              
        and (16|M16)             r15.0<1>:d    r25.0<8;8,1>:d    0xFFFF:uw             
        add (16|M16)             r27.0<1>:d    r73.0<0;1,0>:d    r13.0<8;8,1>:d  
        mov (8|M0)               r53.0<1>:d    r116.0<2;1,0>:d                 
        mov (8|M8)               r54.0<1>:d    r118.0<2;1,0>:d                 
        sends (16|M16)           null:w   r102    r98     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r37.0<1>:d    r90.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        add (8|M8)               r31.0<1>:q    r76.0<4;4,1>:q    -r84.0<4;4,1>:q 
        add (8|M0)               r29.0<1>:q    r74.0<4;4,1>:q    -r82.0<4;4,1>:q 
        cbit (16|M0)             r65.0<1>:ud   r19.0<8;8,1>:ud                  {Compacted}
        lzd (16|M0)              r69.0<1>:ud   r21.0<8;8,1>:ud                  {Compacted}
        mov (8|M16)              r55.0<1>:d    r120.0<2;1,0>:d                 
        mov (8|M24)              r56.0<1>:d    r122.0<2;1,0>:d                 
(W)     mul (1|M0)               r77.0<1>:d    r8.4<0;1,0>:d     7:w              
        bfrev (16|M0)            r73.0<1>:d    r19.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r112    r49     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r39.0<1>:d    r90.0<0;1,0>:d    r13.0<8;8,1>:d  
        add (8|M16)              r33.0<1>:q    r78.0<4;4,1>:q    -r86.0<4;4,1>:q 
        add (8|M24)              r35.0<1>:q    r80.0<4;4,1>:q    -r88.0<4;4,1>:q 
        cbit (16|M16)            r67.0<1>:ud   r23.0<8;8,1>:ud                 
        lzd (16|M16)             r71.0<1>:ud   r25.0<8;8,1>:ud                 
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     r9.0<8;8,1>:d    {Compacted}
        bfrev (16|M16)           r75.0<1>:d    r23.0<8;8,1>:d                  
        sends (16|M16)           null:w   r114    r51     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r41.0<1>:d    r91.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        or (16|M16)              r6.0<1>:d     r6.0<8;8,1>:d     r15.0<8;8,1>:d  
        shl (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r124    r53     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r43.0<1>:d    r91.0<0;1,0>:d    r13.0<8;8,1>:d  
        shl (16|M0)              r37.0<1>:d    r37.0<8;8,1>:d    2:w              
        mov (8|M8)               r58.0<1>:d    r31.0<2;1,0>:d                  
        mov (8|M0)               r57.0<1>:d    r29.0<2;1,0>:d                  
        sends (16|M16)           null:w   r2      r55     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}
        add (16|M0)              r82.0<1>:d    r77.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        lzd (16|M0)              r78.0<1>:ud   r73.0<8;8,1>:ud                  {Compacted}
        shl (16|M16)             r39.0<1>:d    r39.0<8;8,1>:d    2:w              
        mov (8|M16)              r59.0<1>:d    r33.0<2;1,0>:d                  
        mov (8|M24)              r60.0<1>:d    r35.0<2;1,0>:d                  
        sends (16|M0)            null:w   r17     r4      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r84.0<1>:d    r77.0<0;1,0>:d    r13.0<8;8,1>:d  
        add (16|M16)             r67.0<1>:d    r67.0<8;8,1>:d    r71.0<8;8,1>:d  
        lzd (16|M16)             r80.0<1>:ud   r75.0<8;8,1>:ud                 
        mov (8|M8)               r62.0<1>:d    r31.1<2;1,0>:d                  
        mov (8|M0)               r61.0<1>:d    r29.1<2;1,0>:d                  
        shl (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    2:w              
        sends (16|M16)           null:w   r27     r6      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M16)              r63.0<1>:d    r33.1<2;1,0>:d                  
        mov (8|M24)              r64.0<1>:d    r35.1<2;1,0>:d                  
        shl (16|M16)             r43.0<1>:d    r43.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r37     r57     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r82.0<1>:d    r82.0<8;8,1>:d    2:w              
        add (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r39     r59     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r84.0<1>:d    r84.0<8;8,1>:d    2:w              
        add (16|M16)             r67.0<1>:d    r67.0<8;8,1>:d    r80.0<8;8,1>:d  
        sends (16|M0)            null:w   r41     r61     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r43     r63     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r82     r65     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r84     r67     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2272:
