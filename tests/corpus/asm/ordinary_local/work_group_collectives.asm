L0:
(W)     mov (8|M0)               r23.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r5.0<1>:d     r6.0<0;1,0>:d     r23.1<0;1,0>:d   {Compacted}
        mul (16|M0)              r16.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (16|M0)              r11.0<1>:d    0:w                              
(W)     mul (1|M0)               r20.0<1>:d    r5.5<0;1,0>:d     r5.4<0;1,0>:d   
(W)     mov (1|M0)               r28.1<1>:d    0x1:uw                             
        add (16|M0)              r7.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    r2.0<16;16,1>:uw
(W)     mov (8|M0)               r33.0<1>:w    0x76543210:v                              
(W)     mul (1|M0)               r28.2<1>:d    r20.0<0;1,0>:d    r5.6<0;1,0>:d   
        add (16|M0)              r24.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        mul (16|M0)              r16.0<1>:d    r5.4<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r33.8<1>:w    r33.0<8;8,1>:w    8:w              
(W)     add (1|M0)               r21.0<1>:d    r28.2<0;1,0>:d    15:w              
(W)     and (1|M0)               r57.5<1>:d    r28.2<0;1,0>:d    15:w              
        shl (16|M0)              r9.0<1>:d     r24.0<8;8,1>:d    2:w              
        add (16|M0)              r29.0<1>:d    r16.0<8;8,1>:d    r1.0<16;16,1>:uw
(W)     shr (1|M0)               r22.0<1>:d    r21.0<0;1,0>:ud   3:w              
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r57.5<0;1,0>:d    0:w              
        send (16|M0)             r26:w    r9      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shr (16|M0)              r18.0<1>:d    r29.0<8;8,1>:ud   3:w              
(W)     shr (1|M0)               r28.3<1>:d    r22.0<0;1,0>:ud   r28.1<0;1,0>:d  
        shr (16|M0)              r31.0<1>:d    r18.0<8;8,1>:ud   r28.1<0;1,0>:d  
        mov (16|M0)              r11.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r14.0<1>:d    r13.0<4;4,1>:d    r13.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r15.0<1>:d    r14.0<2;2,1>:d    r14.2<2;2,1>:d  
(W)     add (1|M0)               r28.0<1>:d    r15.0<0;1,0>:d    r15.1<0;1,0>:d   {Compacted}
(W&f0.0) jmpi                                L560                                
L424:
(W)     add (1|M0)               r5.0<1>:d     r28.2<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r28.1<0;1,0>:d  
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r31.0<8;8,1>:ud   r8.0<0;1,0>:ud  
(~f0.1) goto (16|M0)                         L560                  L560                
L520:
(W)     mov (1|M0)               f1.0<1>:uw    0x0:uw                             
        mov (16|M0)              r34.0<1>:d    r57.5<0;1,0>:d                   {Compacted}
(f1.0)  goto (16|M0)                         L560                  L592                
L560:
        join (16|M0)                         L592                                
L576:
        mov (16|M0)              r34.0<1>:d    16:w                              
L592:
        join (16|M0)                         L592                                
L608:
        cmp (16|M0)   (eq)f0.1   null<1>:w     r33.0<16;16,1>:w  0:w               {Compacted}
(f0.1)  if (16|M0)                           L672                  L672                
L632:
        shl (16|M0)              r7.0<1>:d     r31.0<8;8,1>:d    2:w              
        mov (16|M0)              r9.0<1>:d     r28.0<0;1,0>:d                   {Compacted}
        sends (16|M0)            null:w   r7      r9      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
L672:
        endif (16|M0)                        L688                                
L688:
(W)     and (8|M0)               r7.0<1>:ud    r23.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r28.3<0;1,0>:ud   0x10:uw             
        mov (16|M0)              r36.0<1>:d    r33.0<16;16,1>:uw               
(W&f1.1) jmpi                                L832                                
L800:
(W)     mov (1|M0)               r28.4<1>:d    r28.3<0;1,0>:d                  
(W)     jmpi                                 L1392                                
L832:
        mul (16|M0)              r7.0<1>:d     r31.0<8;8,1>:d    16:w              
        shl (16|M0)              r42.0<1>:d    r31.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r28.5<1>:d    r28.3<0;1,0>:d                  
        add (16|M0)              r38.0<1>:d    r7.0<8;8,1>:d     r36.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r40.0<1>:d    r38.0<8;8,1>:d    2:w              
L904:
(W)     add (1|M0)               r5.0<1>:d     r28.5<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     shr (1|M0)               r28.6<1>:d    r6.3<0;1,0>:ud    r28.1<0;1,0>:d  
(W)     mul (1|M0)               r7.0<1>:d     r28.6<0;1,0>:d    16:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r38.0<8;8,1>:ud   r7.0<0;1,0>:ud  
(f1.0)  if (16|M0)                           L1232                  L1232                
L1000:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r38.0<8;8,1>:ud   r28.5<0;1,0>:ud 
(~f1.0) if (16|M0)                           L1064                  L1080                
L1032:
        mov (16|M0)              r44.0<1>:d    0:w                              
        else (16|M0)                         L1080                  L1080                
L1064:
        send (16|M0)             r44:w    r40     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
L1080:
        endif (16|M0)                        L1096                                
L1096:
(W)     mov (16|M0)              r7.0<1>:d     0:w                              
        mov (16|M0)              r7.0<1>:d     r44.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (4|M0)               r10.0<1>:d    r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}
(W)     add (2|M0)               r11.0<1>:d    r10.0<2;2,1>:d    r10.2<2;2,1>:d  
(W)     add (1|M0)               r28.7<1>:d    r11.0<0;1,0>:d    r11.1<0;1,0>:d  
(f0.1)  if (16|M0)                           L1216                  L1216                
L1184:
        mov (16|M0)              r7.0<1>:d     r28.7<0;1,0>:d                  
        sends (16|M0)            null:w   r42     r7      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
L1216:
        endif (16|M0)                        L1232                                
L1232:
        endif (16|M0)                        L1248                                
L1248:
(W)     and (8|M0)               r7.0<1>:ud    r23.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r28.6<0;1,0>:ud   0x10:uw             
(W)     mov (1|M0)               r28.4<1>:d    r28.6<0;1,0>:d                  
(~f1.1) break (16|M0)                        L1376                  L1376                
L1360:
(W)     mov (1|M0)               r28.5<1>:d    r28.6<0;1,0>:d                  
L1376:
        while (16|M0)                        L904                                
L1392:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.4<0;1,0>:ud   r34.0<8;8,1>:ud 
(~f1.0) if (16|M0)                           L1624                  L1776                
L1424:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r28.4<0;1,0>:ud   r36.0<8;8,1>:ud 
(~f0.1) if (16|M0)                           L1488                  L1520                
L1456:
        mov (16|M0)              r46.0<1>:d    0:w                              
        else (16|M0)                         L1520                  L1520                
L1488:
        shl (16|M0)              r7.0<1>:d     r36.0<8;8,1>:d    2:w              
        send (16|M0)             r46:w    r7      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
L1520:
        endif (16|M0)                        L1536                                
L1536:
(W)     mov (16|M0)              r7.0<1>:d     0:w                              
        mov (16|M0)              r7.0<1>:d     r46.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (4|M0)               r10.0<1>:d    r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}
(W)     add (2|M0)               r11.0<1>:d    r10.0<2;2,1>:d    r10.2<2;2,1>:d  
(W)     add (1|M0)               r12.0<1>:d    r11.0<0;1,0>:d    r11.1<0;1,0>:d   {Compacted}
        mov (16|M0)              r48.0<1>:d    r12.0<0;1,0>:d                   {Compacted}
        else (16|M0)                         L1776                  L1776                
L1624:
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                             
(W)     mov (1|M0)               r50.1<1>:d    1:w                              
(W)     send (1|M0)              r50      r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
L1672:
(W)     shl (1|M0)               r5.0<1>:d     r50.1<0;1,0>:d    2:w              
(W)     add (1|M0)               r50.1<1>:d    r50.1<0;1,0>:d    1:w              
(W)     send (1|M0)              r7       r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r50.1<0;1,0>:ud   r28.4<0;1,0>:ud 
(W)     add (1|M0)               r50.0<1>:d    r7.0<0;1,0>:d     r50.0<0;1,0>:d   {Compacted}
(W)     mov (1|M0)               r50.2<1>:d    r50.0<0;1,0>:d                   {Compacted}
(W&f1.0) jmpi                                L1672                                
L1768:
        mov (16|M0)              r48.0<1>:d    r50.2<0;1,0>:d                   {Compacted}
L1776:
        endif (16|M0)                        L1792                                
L1792:
(W)     and (8|M0)               r7.0<1>:ud    r23.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (16|M0)              r10.0<1>:d    -2147483648:d                              
(W)     mov (1|M0)               r12.0<1>:d    -2147483648:d                              
        mov (16|M0)              r10.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        mul (8|M0)               r8.0<1>:d     r24.0<8;8,1>:ud   0x3:uw             
        mul (8|M8)               r9.0<1>:d     r25.0<8;8,1>:ud   0x3:uw             
(W)     mov (8|M0)               r12.1<1>:d    r10.0<8;8,1>:d                  
(W)     mov (4|M0)               r13.1<1>:d    r11.0<4;4,1>:d                  
(W)     mov (2|M0)               r13.5<1>:d    r11.4<2;2,1>:d                  
(W)     mov (1|M0)               r13.7<1>:d    r11.6<0;1,0>:d                  
        shl (16|M0)              r51.0<1>:d    r8.0<8;8,1>:d     2:w              
(W)     sel (8|M0)    (ge)f0.0   r12.1<2>:d    r12.0<2;1,0>:d    r12.1<2;1,0>:d  
        sends (16|M0)            null:w   r51     r48     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (4|M0)    (ge)f0.0   r12.2<4>:d    r12.2<4;1,0>:d    r12.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r12.3<4>:d    r12.3<4;1,0>:d    r12.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r12.4<1>:d    r12.3<0;1,0>:d    r12.4<4;4,1>:d  
(W)     sel (4|M0)    (ge)f0.0   r13.4<1>:d    r13.3<0;1,0>:d    r13.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r13.0<1>:d    r12.7<0;1,0>:d    r13.0<8;8,1>:d  
        sel (16|M0)   (ge)f0.0   r53.0<1>:d    r12.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
(W&~f0.0) jmpi                               L2176                                
L2144:
        mov (16|M0)              r55.0<1>:d    15:w                              
(W)     jmpi                                 L2272                                
L2176:
(W)     add (1|M0)               r5.0<1>:d     r28.2<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     shr (1|M0)               r57.4<1>:d    r6.3<0;1,0>:ud    r28.1<0;1,0>:d  
(W)     add (2|M0)               r7.0<1>:d     r57.4<2;2,1>:d    -1:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r31.0<8;8,1>:ud   r7.0<0;1,0>:ud  
(~f1.1) sel (16|M0)              r55.0<1>:d    r7.1<0;1,0>:d     15:w              
L2272:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r55.0<8;8,1>:d    r36.0<8;8,1>:d  
(f1.0)  if (16|M0)                           L2336                  L2336                
L2304:
        shl (16|M0)              r7.0<1>:d     r31.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r7      r53     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
L2336:
        endif (16|M0)                        L2352                                
L2352:
(W)     and (8|M0)               r7.0<1>:ud    r23.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (1|M0)               r11.0<1>:ud   0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:d     r31.0<8;8,1>:d    1:w              
(W)     mov (1|M0)               r8.0<1>:w     1:w                              
(W)     send (1|M0)              r57      r11     0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(f0.1)  sel (16|M0)              r9.0<1>:d     r8.0<0;1,0>:w     0:w              
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r28.3<0;1,0>:ud   0x2:uw             
(f0.1)  mov (16|M0)              r9.0<1>:d     1:w                              
        cmp (16|M0)   (ne)f0.0   null<1>:d     r9.0<8;8,1>:d     0:w              
(f0.0)  if (16|M0)                           L2584                  L2768                
L2560:
        mov (16|M0)              r58.0<1>:d    r57.0<0;1,0>:d                   {Compacted}
        else (16|M0)                         L2768                  L2768                
L2584:
(W)     mov (1|M0)               r50.3<1>:d    1:w                              
L2600:
(W)     shl (1|M0)               r5.0<1>:d     r50.3<0;1,0>:d    2:w              
(W)     add (1|M0)               r50.3<1>:d    r50.3<0;1,0>:d    1:w              
(W)     mov (1|M0)               r8.0<1>:w     1:w                              
(W)     send (1|M0)              r7       r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (eq)f0.1   null<1>:d     r31.0<8;8,1>:d    r50.3<0;1,0>:d   {Compacted}
(W)     cmp (16|M0)   (ge)f0.0   null<1>:d     r50.3<0;1,0>:ud   r28.3<0;1,0>:ud 
(f0.1)  sel (16|M0)              r9.0<1>:d     r8.0<0;1,0>:w     0:w              
(f0.0)  mov (16|M0)              r9.0<1>:d     1:w                              
        cmp (16|M0)   (ne)f1.1   null<1>:d     r9.0<8;8,1>:d     0:w              
(W)     sel (1|M0)    (ge)f0.0   r57.0<1>:d    r7.0<0;1,0>:d     r57.0<0;1,0>:d   {Compacted}
        mov (16|M0)              r58.0<1>:d    r57.0<0;1,0>:d                   {Compacted}
(~f1.1) while (16|M0)                        L2600                                
L2768:
        endif (16|M0)                        L2784                                
L2784:
(W)     mov (1|M0)               r9.0<1>:uw    0x10:uw                             
(W)     and (8|M0)               r10.0<1>:ud   r23.2<0;1,0>:ud   0x8F000000:ud             
        sel (16|M0)   (ge)f0.0   r7.0<1>:d     r58.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r9.0<0;1,0>:uw    r29.0<8;8,1>:ud 
(f0.0)  mov (16|M0)              r7.0<1>:d     r53.0<8;8,1>:d                   {Compacted}
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r10     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        or (16|M0)               r13.0<1>:w    r1.0<16;16,1>:w   r2.0<16;16,1>:w 
        add (16|M0)              r11.0<1>:d    r51.0<8;8,1>:d    4:w              
        or (16|M0)    (eq)f1.1   null<1>:w     r13.0<16;16,1>:w  r3.0<16;16,1>:w 
        sends (16|M0)            null:w   r11     r7      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(f1.1)  if (16|M0)                           L3120                  L3120                
L2976:
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f1.1   null<1>:w     r50.8<0;1,0>:uw   r50.8<0;1,0>:uw 
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                             
(W)     mov (1|M0)               r6.6<1>:uw    f1.1<0;1,0>:uw                  
(W)     fbl (1|M0)               r7.0<1>:ud    r6.6<0;1,0>:uw                  
(W)     shl (1|M0)               r7.0<1>:ud    r7.0<0;1,0>:ud    2:w              
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x340:uw             
(W)     mov (1|M0)               r8.0<1>:d     r[a0.0]<0;1,0>:d                
(W)     sends (1|M0)             null:ud  r5      r8      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
L3120:
        endif (16|M0)                        L3136                                
L3136:
(W)     and (8|M0)               r7.0<1>:ud    r23.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (1|M0)               r8.0<1>:ud    0x0:uw                             
(W)     send (1|M0)              r9       r8      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     and (8|M0)               r10.0<1>:ud   r23.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r10     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        add (16|M0)              r11.0<1>:d    r51.0<8;8,1>:d    8:w              
        mov (16|M0)              r13.0<1>:d    r9.0<0;1,0>:d                    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r23.0<8;8,1>:ud                  {Compacted}
        sends (16|M0)            null:w   r11     r13     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3360:
