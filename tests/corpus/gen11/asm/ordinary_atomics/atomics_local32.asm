L0:
(W)     mov (8|M0)               r53.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r53.2<0;1,0>:uw 
        mov (16|M0)              r54.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r56.0<1>:d    r2.0<16;16,1>:uw                
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0xA:uw             
(W)     mach (1|M0)              r75.0<1>:d    r9.2<0;1,0>:d     r53.1<0;1,0>:d  
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0xA:uw             
        add (16|M0)              r76.0<1>:d    r75.0<0;1,0>:d    r54.0<8;8,1>:d   {Compacted}
        add (16|M16)             r78.0<1>:d    r75.0<0;1,0>:d    r56.0<8;8,1>:d  
        add (16|M0)              r76.0<1>:d    r76.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r78.0<1>:d    r78.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r58.0<1>:d    r76.0<8;8,1>:d    2:w              
        shl (16|M16)             r60.0<1>:d    r78.0<8;8,1>:d    2:w              
        send (16|M0)             r62:w    r58:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r64:w    r60:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r58.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(f0.0)  if (32|M0)                           L416                  L416                
L272:
        shl (16|M0)              r3.0<1>:d     r54.0<8;8,1>:d    2:w              
        shl (16|M16)             r5.0<1>:d     r56.0<8;8,1>:d    2:w              
        send (16|M0)             r7:w     r3:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        or (16|M0)               r11.0<1>:d    r3.0<8;8,1>:d     268435456:d              
        send (16|M16)            r9:w     r5:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        or (16|M16)              r75.0<1>:d    r5.0<8;8,1>:d     268435456:d              
        sends (16|M0)            null:w   r11     r7      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r75     r9      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
L416:
        endif (32|M0)                        L432                                
L432:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(f1.0)  if (32|M0)                           L536                  L536                
L480:
(W)     mov (1|M0)               r2.0<1>:f     2.524367e-29:f                              
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                              
(W)     sends (1|M0)             null:ud  r2      r3      0x4A            0x020308FE           {NoPreempt} // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
L536:
        endif (32|M0)                        L552                                
L552:
        shl (16|M0)              r66.0<1>:d    r54.0<8;8,1>:d    2:w              
        shl (16|M16)             r68.0<1>:d    r56.0<8;8,1>:d    2:w              
        add (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    268435500:d              
        add (16|M16)             r72.0<1>:d    r68.0<8;8,1>:d    268435500:d              
        sends (16|M0)            null:w   r70     r54     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r72     r56     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r2       r53:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r75.0<1>:ud   r53.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r75:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (16|M0)              r3.0<1>:f     0.0:f                              
(W)     mov (16|M16)             r5.0<1>:f     0.0:f                              
(W)     mov (16|M0)              r7.0<1>:f     0.0:f                              
(W)     mov (16|M16)             r9.0<1>:f     0.0:f                              
        mov (16|M0)              r3.0<1>:f     r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r5.0<1>:f     r64.0<8;8,1>:f                  
        mov (16|M0)              r7.0<1>:d     -r62.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r9.0<1>:d     -r64.0<8;8,1>:d                 
(W)     mov (16|M0)              r11.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r13.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r15.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r17.0<1>:f    -0.0:f                              
(W)     mov (16|M0)              r76.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r78.0<1>:f    -qnan(0x3FFFFF):f                              
        mov (16|M0)              r11.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r13.0<1>:f    r64.0<8;8,1>:f                  
(W)     mov (16|M0)              r19.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r80.0<1>:f    0.0:f                              
        mov (16|M0)              r15.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r17.0<1>:f    r64.0<8;8,1>:f                  
(W)     mov (16|M0)              r21.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r82.0<1>:f    0.0:f                              
        mov (16|M0)              r76.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r78.0<1>:f    r64.0<8;8,1>:f                  
(W)     add (16|M0)              r23.0<1>:d    r3.0<8;8,1>:d     r5.0<8;8,1>:d    {Compacted}
        mov (16|M0)              r19.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r80.0<1>:f    r64.0<8;8,1>:f                  
(W)     add (16|M0)              r84.0<1>:d    r7.0<8;8,1>:d     r9.0<8;8,1>:d    {Compacted}
        mov (16|M0)              r21.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r82.0<1>:f    r64.0<8;8,1>:f                  
(W)     sel (16|M0)   (lt)f0.0   r86.0<1>:d    r11.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r88.0<1>:d    r15.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
(W)     and (16|M0)              r90.0<1>:d    r76.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r96.0<1>:d    r23.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
(W)     or (16|M0)               r92.0<1>:d    r19.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r97.0<1>:d    r84.0<8;8,1>:d    r85.0<8;8,1>:d   {Compacted}
(W)     xor (16|M0)              r94.0<1>:d    r21.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r98.0<1>:d    r86.0<8;8,1>:d    r87.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r99.0<1>:d    r88.0<8;8,1>:d    r89.0<8;8,1>:d   {Compacted}
(W)     and (8|M0)               r100.0<1>:d   r90.0<8;8,1>:d    r91.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r27.0<1>:d    r96.0<4;4,1>:d    r96.4<4;4,1>:d   {Compacted}
(W)     or (8|M0)                r25.0<1>:d    r92.0<8;8,1>:d    r93.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                             
(W)     add (4|M0)               r28.0<1>:d    r97.0<4;4,1>:d    r97.4<4;4,1>:d   {Compacted}
(W)     xor (8|M0)               r26.0<1>:d    r94.0<8;8,1>:d    r95.0<8;8,1>:d   {Compacted}
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r74.0<0;1,0>:uw   r74.0<0;1,0>:uw 
(W)     sel (4|M0)    (lt)f0.0   r29.0<1>:d    r98.0<4;4,1>:d    r98.4<4;4,1>:d   {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r30.0<1>:d    r99.0<4;4,1>:d    r99.4<4;4,1>:d   {Compacted}
(W)     and (4|M0)               r31.0<1>:d    r100.0<4;4,1>:d   r100.4<4;4,1>:d  {Compacted}
(W)     add (2|M0)               r101.0<1>:d   r27.0<2;2,1>:d    r27.2<2;2,1>:d  
(W)     or (4|M0)                r32.0<1>:d    r25.0<4;4,1>:d    r25.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r102.0<1>:d   r28.0<2;2,1>:d    r28.2<2;2,1>:d  
(W)     xor (4|M0)               r33.0<1>:d    r26.0<4;4,1>:d    r26.4<4;4,1>:d   {Compacted}
(W)     cbit (1|M0)              r103.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r104.0<1>:d   r29.0<2;2,1>:d    r29.2<2;2,1>:d  
(W)     sel (2|M0)    (ge)f0.0   r105.0<1>:d   r30.0<2;2,1>:d    r30.2<2;2,1>:d  
(W)     and (2|M0)               r106.0<1>:d   r31.0<2;2,1>:d    r31.2<2;2,1>:d  
(W)     mov (1|M0)               r109.0<1>:f   2.524355e-29:f                              
(W)     add (1|M0)               r110.0<1>:d   r101.0<0;1,0>:d   r101.1<0;1,0>:d  {Compacted}
(W)     or (2|M0)                r107.0<1>:d   r32.0<2;2,1>:d    r32.2<2;2,1>:d  
(W)     mov (1|M0)               r34.0<1>:f    2.524356e-29:f                              
(W)     add (1|M0)               r35.0<1>:d    r102.0<0;1,0>:d   r102.1<0;1,0>:d  {Compacted}
(W)     xor (2|M0)               r108.0<1>:d   r33.0<2;2,1>:d    r33.2<2;2,1>:d  
(W)     mov (1|M0)               r111.0<1>:f   0x10000008:f                              
(W)     mov (1|M0)               r112.0<1>:f   r103.0<0;1,0>:f                  {Compacted}
(W)     mov (1|M0)               r36.0<1>:f    0x1000000C:f                              
(W)     mov (1|M0)               r37.0<1>:d    -r103.0<0;1,0>:ud               
(W)     mov (1|M0)               r113.0<1>:f   0x10000010:f                              
(W)     sel (1|M0)    (lt)f0.0   r38.0<1>:d    r104.0<0;1,0>:d   r104.1<0;1,0>:d  {Compacted}
(W)     mov (1|M0)               r39.0<1>:f    2.524361e-29:f                              
(W)     sel (1|M0)    (ge)f0.0   r40.0<1>:d    r105.0<0;1,0>:d   r105.1<0;1,0>:d  {Compacted}
(W)     mov (1|M0)               r114.0<1>:f   2.524362e-29:f                              
(W)     and (1|M0)               r115.0<1>:d   r106.0<0;1,0>:d   r106.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r109    r110    0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W)     mov (1|M0)               r41.0<1>:f    0x1000001C:f                              
(W)     or (1|M0)                r42.0<1>:d    r107.0<0;1,0>:d   r107.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r72.0<1>:f    r72.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r34     r35     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W)     mov (1|M0)               r43.0<1>:f    0x10000020:f                              
(W)     xor (1|M0)               r44.0<1>:d    r108.0<0;1,0>:d   r108.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r111    r112    0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
        mov (16|M0)              r118.0<1>:f   1.4013e-45:f                              
        mov (16|M0)              r45.0<1>:f    2.524367e-29:f                              
        mov (16|M0)              r116.0<1>:f   0.0:f                              
(W)     mov (8|M0)               r109.0<1>:f   r109.0<8;8,1>:f                  {Compacted}
(W)     sends (1|M0)             null:ud  r36     r37     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
        mov (16|M16)             r122.0<1>:f   1.4013e-45:f                              
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r113    r38     0x4C            0x02009BFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer min
        mov (16|M16)             r47.0<1>:f    2.524367e-29:f                              
        mov (16|M16)             r120.0<1>:f   0.0:f                              
(W)     mov (8|M0)               r111.0<1>:f   r111.0<8;8,1>:f                  {Compacted}
(W)     sends (1|M0)             null:ud  r39     r40     0x4C            0x02009AFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer max
(W)     mov (1|M0)               r51.0<1>:f    2.524355e-29:f                              
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r114    r115    0x4C            0x020091FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical AND
(W)     mov (1|M0)               r75.0<1>:f    2.524356e-29:f                              
(W)     mov (8|M0)               r113.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
(W)     sends (1|M0)             null:ud  r41     r42     0x4C            0x020092FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical OR
(W)     mov (1|M0)               r52.0<1>:f    0x10000008:f                              
(W)     mov (8|M0)               r39.0<1>:f    r39.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r43     r44     0x4C            0x020093FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical XOR
(W)     mov (1|M0)               r2.0<1>:f     0x10000010:f                              
(W)     mov (8|M0)               r114.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            r49:w    r45     r116    0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               r3.0<1>:f     2.524362e-29:f                              
(W)     mov (8|M0)               r41.0<1>:f    r41.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           r124:w   r47     r120    0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               r4.0<1>:f     2.524367e-29:f                              
(W)     mov (1|M0)               r76.0<1>:f    0x1000000C:f                              
(W)     mov (1|M0)               r77.0<1>:f    2.524361e-29:f                              
(W)     mov (1|M0)               r78.0<1>:f    0x1000001C:f                              
(W)     mov (1|M0)               r79.0<1>:f    0x10000020:f                              
        cmp (16|M0)   (eq)f1.0   null<1>:d     r49.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r124.0<8;8,1>:d   0:w              
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
(f1.0)  if (32|M0)                           L2336                  L2336                
L2232:
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r74.1<0;1,0>:uw   r74.1<0;1,0>:uw 
(W)     mov (1|M0)               r75.0<1>:f    0x10000024:f                              
(W)     mov (1|M0)               r2.0<1>:f     0x10000024:f                              
(W)     cbit (1|M0)              r76.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r3.0<1>:f     r76.0<0;1,0>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r75     r3      0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
L2336:
        endif (32|M0)                        L2352                                
L2352:
        sends (16|M0)            r2:w     r70     r62     0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store
        sends (16|M16)           r4:w     r72     r64     0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store
        mov (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r75.0<1>:f    r4.0<8;8,1>:f                   
        sends (16|M0)            null:w   r58     r6      0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r60     r75     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r77      r53:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r77.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r78.0<1>:ud   r53.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r78:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (8|M0)               r58.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
(f0.0)  if (32|M0)                           L2728                  L2728                
L2552:
        or (16|M0)               r2.0<1>:d     r66.0<8;8,1>:d    268435456:d              
        or (16|M16)              r4.0<1>:d     r68.0<8;8,1>:d    268435456:d              
        mad (16|M0)              r77.0<1>:d    r54.0<8;1>:d      r53.1<0;0>:d      10:w              
        mad (16|M16)             r79.0<1>:d    r56.0<8;1>:d      r53.1<0;0>:d      10:w              
        send (16|M0)             r6:w     r2:f    0xC            0x04205EFE           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r75:w    r4:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r77.0<1>:d    r77.0<8;8,1>:d    2:w              
        shl (16|M16)             r79.0<1>:d    r79.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r77     r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r79     r75     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r77.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r79.0<1>:f    r79.0<8;8,1>:f                   {Compacted}
L2728:
        endif (32|M0)                        L2744                                
L2744:
(W)     mov (8|M0)               r127.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2768:
