L0:
(W)     mov (8|M0)               r106.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r106.2<0;1,0>:uw {@1}
        mov (16|M0)              r107.0<1>:d   r1.0<16;16,1>:uw                
        mov (16|M16)             r109.0<1>:d   r2.0<16;16,1>:uw                
(W)     mach (1|M0)              r3.0<1>:d     r9.2<0;1,0>:d     r106.1<0;1,0>:d 
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0xA:uw             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r107.0<8;8,1>:d  {Compacted,@2}
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r109.0<8;8,1>:d  {Compacted,@4}
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r111.0<1>:d   r4.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r113.0<1>:d   r8.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         r115     r111    null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r117     r113    null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0xA:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L352                  L352                
L240:
        shl (16|M0)              r3.0<1>:d     r107.0<8;8,1>:d   2:w               {Compacted}
        shl (16|M16)             r5.0<1>:d     r109.0<8;8,1>:d   2:w               {Compacted}
        send.dc1 (16|M0)         r7       r3      null    0x0            0x04205E01           {@2,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r9       r5      null    0x0            0x04205E01           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
        or (16|M0)               r11.0<1>:d    r3.0<8;8,1>:d     268435456:d              
        or (16|M16)              r13.0<1>:d    r5.0<8;8,1>:d     268435456:d              
        send.dc1 (16|M0)         null     r11     r7      0x80            0x04025EFE           {@2,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r9      0x80            0x04025EFE           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
L352:
        endif (32|M0)                        L368                                
L368:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f1.0)  if (32|M0)                           L472                  L472                
L432:
(W)     mov (1|M0)               r2.0<1>:f     2.524367e-29:f                              
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                               {Compacted}
(W)     send.dc0 (1|M0)          null     r2      r3      0x40            0x020308FE           {@1,$4} // wr:1+1, rd:0; byte scattering write 32b
L472:
        endif (32|M0)                        L488                                
L488:
        shl (16|M0)              r119.0<1>:d   r107.0<8;8,1>:d   2:w               {Compacted}
        shl (16|M16)             r121.0<1>:d   r109.0<8;8,1>:d   2:w               {Compacted}
        add (16|M0)              r123.0<1>:d   r119.0<8;8,1>:d   268435500:d               {@2}
        add (16|M16)             r125.0<1>:d   r121.0<8;8,1>:d   268435500:d               {@2}
        send.dc1 (16|M0)         null     r123    r107    0x80            0x04025EFE           {@2,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r125    r109    0x80            0x04025EFE           {@1,$6} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (8|M0)          r2       r106    null    0x0            0x0219E0FE           {@7,$7} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r3.0<1>:ud    r106.2<0;1,0>:ud  0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$7.dst}
(W)     send.gtwy (1|M0)         null     r3      null    0x0            0x02000004           {@2,$8} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (16|M0)              r4.0<1>:f     0.0:f                               {Compacted}
(W)     mov (16|M16)             r6.0<1>:f     0.0:f                               {Compacted,$2.src}
(W)     mov (16|M0)              r8.0<1>:f     0.0:f                               {Compacted,$3.src}
(W)     mov (16|M16)             r10.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r4.0<1>:f     r115.0<8;8,1>:f                  {Compacted,$0.dst}
        mov (16|M16)             r6.0<1>:f     r117.0<8;8,1>:f                  {Compacted,$1.dst}
        mov (16|M0)              r8.0<1>:d     -r115.0<8;8,1>:d                
        mov (16|M16)             r10.0<1>:d    -r117.0<8;8,1>:d                
(W)     mov (16|M0)              r12.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r14.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r16.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M16)             r18.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M0)              r20.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r22.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r24.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r26.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r28.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r30.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r12.0<1>:f    r115.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r14.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r16.0<1>:f    r115.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r18.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r20.0<1>:f    r115.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r22.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r24.0<1>:f    r115.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r26.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r28.0<1>:f    r115.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r30.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
(W)     add (16|M0)              r32.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
(W)     add (16|M0)              r34.0<1>:d    r8.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (lt)f0.0   r36.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
(W)     sel (16|M0)   (ge)f0.0   r38.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@7}
(W)     and (16|M0)              r40.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@7}
(W)     or (16|M0)               r42.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@7}
(W)     xor (16|M0)              r44.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                             
(W)     add (8|M0)               r46.0<1>:d    r32.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted,@7}
(W)     add (8|M0)               r47.0<1>:d    r34.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted,@7}
(W)     sel (8|M0)    (lt)f0.0   r48.0<1>:d    r36.0<8;8,1>:d    r37.0<8;8,1>:d   {@7}
(W)     sel (8|M0)    (ge)f0.0   r49.0<1>:d    r38.0<8;8,1>:d    r39.0<8;8,1>:d   {@7}
(W)     and (8|M0)               r50.0<1>:d    r40.0<8;8,1>:d    r41.0<8;8,1>:d   {Compacted,@7}
(W)     or (8|M0)                r51.0<1>:d    r42.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted,@7}
(W)     xor (8|M0)               r52.0<1>:d    r44.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted,@7}
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r105.0<0;1,0>:uw  r105.0<0;1,0>:uw
(W)     add (4|M0)               r53.0<1>:d    r46.0<4;4,1>:d    r46.4<4;4,1>:d   {@7}
(W)     add (4|M0)               r54.0<1>:d    r47.0<4;4,1>:d    r47.4<4;4,1>:d   {@7}
(W)     sel (4|M0)    (lt)f0.0   r55.0<1>:d    r48.0<4;4,1>:d    r48.4<4;4,1>:d   {@7}
(W)     sel (4|M0)    (ge)f0.0   r56.0<1>:d    r49.0<4;4,1>:d    r49.4<4;4,1>:d   {@7}
(W)     and (4|M0)               r57.0<1>:d    r50.0<4;4,1>:d    r50.4<4;4,1>:d   {@7}
(W)     or (4|M0)                r58.0<1>:d    r51.0<4;4,1>:d    r51.4<4;4,1>:d   {@7}
(W)     xor (4|M0)               r59.0<1>:d    r52.0<4;4,1>:d    r52.4<4;4,1>:d   {@7}
(W)     cbit (1|M0)              r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     add (2|M0)               r60.0<1>:d    r53.0<2;2,1>:d    r53.2<2;2,1>:d   {Compacted,@7}
(W)     add (2|M0)               r61.0<1>:d    r54.0<2;2,1>:d    r54.2<2;2,1>:d   {Compacted,@7}
(W)     sel (2|M0)    (lt)f0.0   r63.0<1>:d    r55.0<2;2,1>:d    r55.2<2;2,1>:d   {@7}
(W)     sel (2|M0)    (ge)f0.0   r64.0<1>:d    r56.0<2;2,1>:d    r56.2<2;2,1>:d   {@7}
(W)     and (2|M0)               r65.0<1>:d    r57.0<2;2,1>:d    r57.2<2;2,1>:d   {Compacted,@7}
(W)     or (2|M0)                r66.0<1>:d    r58.0<2;2,1>:d    r58.2<2;2,1>:d   {Compacted,@7}
(W)     xor (2|M0)               r67.0<1>:d    r59.0<2;2,1>:d    r59.2<2;2,1>:d   {Compacted,@7}
(W)     mov (1|M0)               r68.0<1>:f    2.524355e-29:f                               {Compacted}
(W)     mov (1|M0)               r70.0<1>:f    2.524356e-29:f                              
(W)     mov (1|M0)               r72.0<1>:f    0x10000008:f                              
(W)     mov (1|M0)               r74.0<1>:f    0x1000000C:f                              
(W)     mov (1|M0)               r76.0<1>:f    0x10000010:f                              
(W)     mov (1|M0)               r78.0<1>:f    2.524361e-29:f                              
(W)     mov (1|M0)               r80.0<1>:f    2.524362e-29:f                              
(W)     mov (1|M0)               r82.0<1>:f    0x1000001C:f                              
(W)     mov (1|M0)               r84.0<1>:f    0x10000020:f                              
        mov (16|M0)              r88.0<1>:f    1.4013e-45:f                              
        mov (16|M0)              r90.0<1>:f    2.524367e-29:f                              
        mov (16|M0)              r86.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r94.0<1>:f    1.4013e-45:f                              
        mov (16|M16)             r96.0<1>:f    2.524367e-29:f                              
        mov (16|M16)             r92.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r73.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r75.0<1>:d    -r62.0<0;1,0>:ud                
(W)     add (1|M0)               r69.0<1>:d    r60.0<0;1,0>:d    r60.1<0;1,0>:d   {Compacted}
(W)     add (1|M0)               r71.0<1>:d    r61.0<0;1,0>:d    r61.1<0;1,0>:d   {Compacted}
(W)     sel (1|M0)    (lt)f0.0   r77.0<1>:d    r63.0<0;1,0>:d    r63.1<0;1,0>:d  
(W)     sel (1|M0)    (ge)f0.0   r79.0<1>:d    r64.0<0;1,0>:d    r64.1<0;1,0>:d  
(W)     and (1|M0)               r81.0<1>:d    r65.0<0;1,0>:d    r65.1<0;1,0>:d   {Compacted}
(W)     or (1|M0)                r83.0<1>:d    r66.0<0;1,0>:d    r66.1<0;1,0>:d   {Compacted}
(W)     xor (1|M0)               r85.0<1>:d    r67.0<0;1,0>:d    r67.1<0;1,0>:d   {Compacted}
(W)     send.dc1 (1|M0)          null     r68     r69     0x40            0x020097FE           {@7,$9} // wr:1+1, rd:0; untyped atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r70     r71     0x40            0x020097FE           {@6,$10} // wr:1+1, rd:0; untyped atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r72     r73     0x40            0x020097FE           {@7,$11} // wr:1+1, rd:0; untyped atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r74     r75     0x40            0x020097FE           {@7,$12} // wr:1+1, rd:0; untyped atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r76     r77     0x40            0x02009BFE           {@5,$13} // wr:1+1, rd:0; untyped atomic int32 signed-integer min
(W)     send.dc1 (1|M0)          null     r78     r79     0x40            0x02009AFE           {@4,$14} // wr:1+1, rd:0; untyped atomic int32 signed-integer max
(W)     send.dc1 (1|M0)          null     r80     r81     0x40            0x020091FE           {@3,$15} // wr:1+1, rd:0; untyped atomic int32 logical AND
(W)     send.dc1 (1|M0)          null     r82     r83     0x40            0x020092FE           {@2,$0} // wr:1+1, rd:0; untyped atomic int32 logical OR
(W)     send.dc1 (1|M0)          null     r84     r85     0x40            0x020093FE           {@1,$1} // wr:1+1, rd:0; untyped atomic int32 logical XOR
        send.dc1 (16|M0)         r98      r90     r86     0x100            0x0420AEFE           {$2} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap
        send.dc1 (16|M16)        r100     r96     r92     0x100            0x0420AEFE           {@7,$3} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               r102.0<1>:f   2.524355e-29:f                               {Compacted}
(W)     mov (1|M0)               r103.0<1>:f   2.524356e-29:f                              
(W)     mov (1|M0)               r104.0<1>:f   0x10000008:f                              
(W)     mov (1|M0)               r2.0<1>:f     0x1000000C:f                              
        cmp (16|M0)   (eq)f1.0   null<1>:d     r98.0<8;8,1>:d    0:w               {$2.dst}
        cmp (16|M16)  (eq)f1.0   null<1>:d     r100.0<8;8,1>:d   0:w               {$3.dst}
(W)     mov (1|M0)               r3.0<1>:f     0x10000010:f                               {$8.src}
(W)     mov (1|M0)               r4.0<1>:f     2.524361e-29:f                              
(W)     mov (1|M0)               r5.0<1>:f     2.524362e-29:f                              
(W)     mov (1|M0)               r6.0<1>:f     0x1000001C:f                              
(W)     mov (1|M0)               r7.0<1>:f     0x10000020:f                              
(W)     mov (1|M0)               r8.0<1>:f     2.524367e-29:f                              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L2080                  L2080                
L1984:
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r105.1<0;1,0>:uw  r105.1<0;1,0>:uw
(W)     cbit (1|M0)              r4.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r3.0<1>:f     0x10000024:f                              
(W)     mov (1|M0)               r5.0<1>:f     r4.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r2.0<1>:f     0x10000024:f                              
(W)     send.dc1 (1|M0)          null     r3      r5      0x40            0x020097FE           {@2,$4} // wr:1+1, rd:0; untyped atomic int32 integer add
L2080:
        endif (32|M0)                        L2096                                
L2096:
        sync.nop                             null                             {Compacted,$4.src}
        send.dc1 (16|M0)         r2       r123    r115    0x80            0x0420A4FE           {@2,$7} // wr:2+2, rd:2; untyped atomic int32 store
        send.dc1 (16|M16)        r4       r125    r117    0x80            0x0420A4FE           {$8} // wr:2+2, rd:2; untyped atomic int32 store
        mov (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f                    {Compacted,$7.dst}
        mov (16|M16)             r8.0<1>:f     r4.0<8;8,1>:f                    {Compacted,$8.dst}
        send.dc1 (16|M0)         null     r111    r6      0x80            0x04025E03           {@2,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r113    r8      0x80            0x04025E03           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r10      r106    null    0x0            0x0219E0FE           {$5} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r11.0<1>:ud   r106.2<0;1,0>:ud  0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$5.dst}
(W)     send.gtwy (1|M0)         null     r11     null    0x0            0x02000004           {@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L2456                  L2456                
L2296:
        or (16|M0)               r2.0<1>:d     r119.0<8;8,1>:d   268435456:d              
        or (16|M16)              r4.0<1>:d     r121.0<8;8,1>:d   268435456:d              
        sync.nop                             null                             {Compacted,$2.src}
        send.dc1 (16|M0)         r6       r2      null    0x0            0x04205EFE           {@2,$9} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (16|M16)        r8       r4      null    0x0            0x04205EFE           {@1,$10} // wr:2+0, rd:2; untyped surface read with x
        mad (16|M0)              r10.0<1>:d    r107.0<8;1>:d     r106.1<0;0>:d     10:w               {$6.src}
        mad (16|M16)             r12.0<1>:d    r109.0<8;1>:d     r106.1<0;0>:d     10:w              
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r10     r6      0x80            0x04025E02           {@2,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r12     r8      0x80            0x04025E02           {@1,$10} // wr:2+2, rd:0; untyped surface write with x
L2456:
        endif (32|M0)                        L2472                                
L2472:
(W)     mov (8|M0)               r127.0<1>:f   r106.0<8;8,1>:f                  {Compacted}
(W)     send.dc0 (8|M0)          r2       r106    null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$11.dst}
(W)     send.dc0 (8|M0)          r3       r106    null    0x0            0x0219E0FE           {$12} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$12.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2560:
