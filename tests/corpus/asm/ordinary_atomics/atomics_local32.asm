L0:
(W)     mov (8|M0)               r105.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r9.2<0;1,0>:d     r105.1<0;1,0>:d 
        mov (16|M0)              r106.0<1>:d   r1.0<16;16,1>:uw                
        mov (16|M16)             r108.0<1>:d   r2.0<16;16,1>:uw                
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0xA:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0xA:uw             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r106.0<8;8,1>:d  {Compacted}
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r108.0<8;8,1>:d 
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r110.0<1>:d   r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r112.0<1>:d   r8.0<8;8,1>:d     2:w              
        send (16|M0)             r114:w   r110    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r116:w   r112    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(f0.0)  if (32|M0)                           L368                  L368                
L240:
        shl (16|M0)              r3.0<1>:d     r106.0<8;8,1>:d   2:w              
        shl (16|M16)             r5.0<1>:d     r108.0<8;8,1>:d   2:w              
        send (16|M0)             r7:w     r3      0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        or (16|M0)               r11.0<1>:d    r3.0<8;8,1>:d     268435456:d              
        send (16|M16)            r9:w     r5      0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        or (16|M16)              r13.0<1>:d    r5.0<8;8,1>:d     268435456:d              
        sends (16|M0)            null:w   r11     r7      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r9      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
L368:
        endif (32|M0)                        L384                                
L384:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(f1.0)  if (32|M0)                           L480                  L480                
L432:
(W)     mov (1|M0)               r2.0<1>:ud    0x10000028:ud                             
(W)     mov (1|M0)               r3.0<1>:d     0:w                              
(W)     sends (1|M0)             null:ud  r2      r3      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
L480:
        endif (32|M0)                        L496                                
L496:
        shl (16|M0)              r118.0<1>:d   r106.0<8;8,1>:d   2:w              
        shl (16|M16)             r120.0<1>:d   r108.0<8;8,1>:d   2:w              
        add (16|M0)              r122.0<1>:d   r118.0<8;8,1>:d   268435500:d              
        add (16|M16)             r124.0<1>:d   r120.0<8;8,1>:d   268435500:d              
        sends (16|M0)            null:w   r122    r106    0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r124    r108    0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     and (8|M0)               r2.0<1>:ud    r105.2<0;1,0>:ud  0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r2      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (16|M0)              r3.0<1>:d     0:w                              
(W)     mov (16|M16)             r5.0<1>:d     0:w                              
(W)     mov (16|M0)              r7.0<1>:d     0:w                              
(W)     mov (16|M16)             r9.0<1>:d     0:w                              
        mov (16|M0)              r3.0<1>:d     r114.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r5.0<1>:d     r116.0<8;8,1>:d                 
        mov (16|M0)              r7.0<1>:d     -r114.0<8;8,1>:d                 {Compacted}
        mov (16|M16)             r9.0<1>:d     -r116.0<8;8,1>:d                
(W)     mov (16|M0)              r11.0<1>:d    2147483647:d                              
(W)     mov (16|M16)             r13.0<1>:d    2147483647:d                              
(W)     mov (16|M0)              r15.0<1>:d    -2147483648:d                              
(W)     mov (16|M16)             r17.0<1>:d    -2147483648:d                              
(W)     mov (16|M0)              r19.0<1>:d    -1:w                              
(W)     mov (16|M16)             r21.0<1>:d    -1:w                              
        mov (16|M0)              r11.0<1>:d    r114.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r13.0<1>:d    r116.0<8;8,1>:d                 
(W)     mov (16|M0)              r23.0<1>:d    0:w                              
(W)     mov (16|M16)             r25.0<1>:d    0:w                              
        mov (16|M0)              r15.0<1>:d    r114.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r17.0<1>:d    r116.0<8;8,1>:d                 
(W)     mov (16|M0)              r27.0<1>:d    0:w                              
(W)     mov (16|M16)             r29.0<1>:d    0:w                              
        mov (16|M0)              r19.0<1>:d    r114.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r21.0<1>:d    r116.0<8;8,1>:d                 
(W)     add (16|M0)              r31.0<1>:d    r3.0<8;8,1>:d     r5.0<8;8,1>:d    {Compacted}
        mov (16|M0)              r23.0<1>:d    r114.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r25.0<1>:d    r116.0<8;8,1>:d                 
(W)     add (16|M0)              r33.0<1>:d    r7.0<8;8,1>:d     r9.0<8;8,1>:d    {Compacted}
        mov (16|M0)              r27.0<1>:d    r114.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r29.0<1>:d    r116.0<8;8,1>:d                 
(W)     sel (16|M0)   (lt)f0.0   r35.0<1>:d    r11.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r37.0<1>:d    r15.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
(W)     and (16|M0)              r39.0<1>:d    r19.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r45.0<1>:d    r31.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
(W)     or (16|M0)               r41.0<1>:d    r23.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r46.0<1>:d    r33.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
(W)     xor (16|M0)              r43.0<1>:d    r27.0<8;8,1>:d    r29.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r47.0<1>:d    r35.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r48.0<1>:d    r37.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
(W)     and (8|M0)               r49.0<1>:d    r39.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r52.0<1>:d    r45.0<4;4,1>:d    r45.4<4;4,1>:d   {Compacted}
(W)     or (8|M0)                r50.0<1>:d    r41.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                             
(W)     add (4|M0)               r53.0<1>:d    r46.0<4;4,1>:d    r46.4<4;4,1>:d   {Compacted}
(W)     xor (8|M0)               r51.0<1>:d    r43.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r126.0<0;1,0>:uw  r126.0<0;1,0>:uw
(W)     sel (4|M0)    (lt)f0.0   r54.0<1>:d    r47.0<4;4,1>:d    r47.4<4;4,1>:d   {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r55.0<1>:d    r48.0<4;4,1>:d    r48.4<4;4,1>:d   {Compacted}
(W)     and (4|M0)               r56.0<1>:d    r49.0<4;4,1>:d    r49.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r59.0<1>:d    r52.0<2;2,1>:d    r52.2<2;2,1>:d  
(W)     or (4|M0)                r57.0<1>:d    r50.0<4;4,1>:d    r50.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r60.0<1>:d    r53.0<2;2,1>:d    r53.2<2;2,1>:d  
(W)     xor (4|M0)               r58.0<1>:d    r51.0<4;4,1>:d    r51.4<4;4,1>:d   {Compacted}
(W)     cbit (1|M0)              r61.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r62.0<1>:d    r54.0<2;2,1>:d    r54.2<2;2,1>:d  
(W)     sel (2|M0)    (ge)f0.0   r63.0<1>:d    r55.0<2;2,1>:d    r55.2<2;2,1>:d  
(W)     and (2|M0)               r64.0<1>:d    r56.0<2;2,1>:d    r56.2<2;2,1>:d  
(W)     mov (1|M0)               r67.0<1>:d    268435456:d                              
(W)     add (1|M0)               r68.0<1>:d    r59.0<0;1,0>:d    r59.1<0;1,0>:d   {Compacted}
(W)     or (2|M0)                r65.0<1>:d    r57.0<2;2,1>:d    r57.2<2;2,1>:d  
(W)     mov (1|M0)               r69.0<1>:d    268435460:d                              
(W)     add (1|M0)               r70.0<1>:d    r60.0<0;1,0>:d    r60.1<0;1,0>:d   {Compacted}
(W)     xor (2|M0)               r66.0<1>:d    r58.0<2;2,1>:d    r58.2<2;2,1>:d  
(W)     mov (1|M0)               r71.0<1>:d    268435464:d                              
(W)     mov (1|M0)               r72.0<1>:d    r61.0<0;1,0>:ud                 
(W)     mov (1|M0)               r73.0<1>:d    268435468:d                              
(W)     mov (1|M0)               r74.0<1>:d    -r61.0<0;1,0>:ud                
(W)     mov (1|M0)               r75.0<1>:d    268435472:d                              
(W)     sel (1|M0)    (lt)f0.0   r76.0<1>:d    r62.0<0;1,0>:d    r62.1<0;1,0>:d   {Compacted}
(W)     mov (1|M0)               r77.0<1>:d    268435476:d                              
(W)     sel (1|M0)    (ge)f0.0   r78.0<1>:d    r63.0<0;1,0>:d    r63.1<0;1,0>:d   {Compacted}
(W)     mov (1|M0)               r79.0<1>:d    268435480:d                              
(W)     and (1|M0)               r80.0<1>:d    r64.0<0;1,0>:d    r64.1<0;1,0>:d   {Compacted}
(W)     sends (1|M0)             null:ud  r67     r68     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W)     mov (1|M0)               r81.0<1>:d    268435484:d                              
(W)     or (1|M0)                r82.0<1>:d    r65.0<0;1,0>:d    r65.1<0;1,0>:d   {Compacted}
(W)     sends (1|M0)             null:ud  r69     r70     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
(W)     mov (1|M0)               r83.0<1>:d    268435488:d                              
(W)     xor (1|M0)               r84.0<1>:d    r66.0<0;1,0>:d    r66.1<0;1,0>:d   {Compacted}
(W)     sends (1|M0)             null:ud  r71     r72     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
        mov (16|M0)              r87.0<1>:d    1:w                              
        mov (16|M0)              r89.0<1>:d    268435496:d                              
        mov (16|M0)              r85.0<1>:d    0:w                              
(W)     sends (1|M0)             null:ud  r73     r74     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
        mov (16|M16)             r93.0<1>:d    1:w                              
(W)     sends (1|M0)             null:ud  r75     r76     0x4C            0x02009BFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer min
        mov (16|M16)             r95.0<1>:d    268435496:d                              
        mov (16|M16)             r91.0<1>:d    0:w                              
(W)     sends (1|M0)             null:ud  r77     r78     0x4C            0x02009AFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer max
(W)     mov (1|M0)               r101.0<1>:ud  0x10000000:ud                             
(W)     sends (1|M0)             null:ud  r79     r80     0x4C            0x020091FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical AND
(W)     mov (1|M0)               r102.0<1>:ud  0x10000004:ud                             
(W)     sends (1|M0)             null:ud  r81     r82     0x4C            0x020092FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical OR
(W)     mov (1|M0)               r103.0<1>:ud  0x10000008:ud                             
(W)     sends (1|M0)             null:ud  r83     r84     0x4C            0x020093FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical XOR
(W)     mov (1|M0)               r104.0<1>:ud  0x1000000C:ud                             
        sends (16|M0)            r97:w    r89     r85     0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               r2.0<1>:ud    0x10000010:ud                             
        sends (16|M16)           r99:w    r95     r91     0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               r3.0<1>:ud    0x10000014:ud                             
(W)     mov (1|M0)               r4.0<1>:ud    0x10000018:ud                             
(W)     mov (1|M0)               r5.0<1>:ud    0x1000001C:ud                             
(W)     mov (1|M0)               r6.0<1>:ud    0x10000020:ud                             
(W)     mov (1|M0)               r7.0<1>:ud    0x10000028:ud                             
        cmp (16|M0)   (eq)f1.0   null<1>:d     r97.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r99.0<8;8,1>:d    0:w              
(f1.0)  if (32|M0)                           L2184                  L2184                
L2080:
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r126.1<0;1,0>:uw  r126.1<0;1,0>:uw
(W)     mov (1|M0)               r3.0<1>:d     268435492:d                              
(W)     mov (1|M0)               r2.0<1>:ud    0x10000024:ud                             
(W)     cbit (1|M0)              r4.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r5.0<1>:d     r4.0<0;1,0>:ud                  
(W)     sends (1|M0)             null:ud  r3      r5      0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add
L2184:
        endif (32|M0)                        L2200                                
L2200:
        sends (16|M0)            r2:w     r122    r114    0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store
        sends (16|M16)           r4:w     r124    r116    0x8C            0x0420A4FE           // wr:2+2, rd:2; hdc.dc1; untyped atomic int32 store
        mov (16|M0)              r6.0<1>:ud    r2.0<8;8,1>:ud                   {Compacted}
        mov (16|M16)             r8.0<1>:ud    r4.0<8;8,1>:ud                  
        sends (16|M0)            null:w   r110    r6      0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r112    r8      0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     and (8|M0)               r10.0<1>:ud   r105.2<0;1,0>:ud  0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r10     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(f0.0)  if (32|M0)                           L2536                  L2536                
L2368:
        or (16|M0)               r2.0<1>:d     r118.0<8;8,1>:d   268435456:d              
        or (16|M16)              r4.0<1>:d     r120.0<8;8,1>:d   268435456:d              
(W)     mul (1|M0)               r10.0<1>:d    r105.1<0;1,0>:d   10:w              
        send (16|M0)             r6:w     r2      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r8:w     r4      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r106.0<8;8,1>:d  {Compacted}
        add (16|M16)             r13.0<1>:d    r10.0<0;1,0>:d    r108.0<8;8,1>:d 
        shl (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    2:w              
        shl (16|M16)             r13.0<1>:d    r13.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r11     r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r8      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
L2536:
        endif (32|M0)                        L2552                                
L2552:
(W)     mov (8|M0)               r127.0<1>:ud  r105.0<8;8,1>:ud                 {Compacted}
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2576:
