L0:
(W)     mov (8|M0)               r25.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r25.2<0;1,0>:uw 
        mul (16|M0)              r16.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (16|M0)              r11.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r30.1<1>:f    1.4013e-45:f                              
(W)     mov (8|M0)               r36.0<1>:w    0x76543210:v                              
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r25.1<0;1,0>:d   {Compacted}
        add (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    r2.0<16;16,1>:uw
(W)     add (8|M0)               r36.8<1>:w    r36.0<8;8,1>:w    8:w              
        add (16|M0)              r7.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r18.0<2;1,0>:uw 
        add (16|M0)              r26.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        mach (8|M0)              r18.0<1>:d    r5.4<0;1,0>:d     r18.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r5.4<0;1,0>:d     r19.0<2;1,0>:uw 
        shl (16|M0)              r9.0<1>:d     r26.0<8;8,1>:d    2:w              
        mach (8|M8)              r19.0<1>:d    r5.4<0;1,0>:d     r19.0<8;8,1>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r5.8<0;1,0>:uw  
        send (16|M0)             r28:w    r9:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r31.0<1>:d    r18.0<8;8,1>:d    r1.0<16;16,1>:uw
(W)     mach (1|M0)              r22.0<1>:d    r5.5<0;1,0>:d     r5.4<0;1,0>:d   
        shr (16|M0)              r20.0<1>:d    r31.0<8;8,1>:ud   3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r22.0<0;1,0>:d    r5.12<0;1,0>:uw 
        shr (16|M0)              r33.0<1>:d    r20.0<8;8,1>:ud   r30.1<0;1,0>:d  
(W)     mach (1|M0)              r35.0<1>:d    r22.0<0;1,0>:d    r5.6<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r23.0<1>:d    r35.0<0;1,0>:d    15:w              
(W)     and (1|M0)               r35.5<1>:d    r35.0<0;1,0>:d    15:w              
(W)     shr (1|M0)               r24.0<1>:d    r23.0<0;1,0>:ud   3:w              
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r35.5<0;1,0>:d    0:w              
(W)     shr (1|M0)               r30.2<1>:d    r24.0<0;1,0>:ud   r30.1<0;1,0>:d  
        mov (16|M0)              r11.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r14.0<1>:d    r13.0<4;4,1>:d    r13.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r15.0<1>:d    r14.0<2;2,1>:d    r14.2<2;2,1>:d  
(W)     add (1|M0)               r30.0<1>:d    r15.0<0;1,0>:d    r15.1<0;1,0>:d   {Compacted}
(W&f0.0) jmpi                                L624                                
L504:
(W)     add (1|M0)               r5.0<1>:d     r35.0<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r30.1<0;1,0>:d  
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r33.0<8;8,1>:ud   r8.0<0;1,0>:ud  
(f1.1)  goto (16|M0)                         L624                  L624                
L600:
        mov (16|M0)              r37.0<1>:f    r35.5<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L624                  L656                
L624:
        join (16|M0)                         L656                                
L640:
        mov (16|M0)              r37.0<1>:f    2.24208e-44:f                              
L656:
        join (16|M0)                         L656                                
L672:
        cmp (16|M0)   (eq)f0.1   null<1>:w     r36.0<16;16,1>:w  0:w               {Compacted}
(f0.1)  if (16|M0)                           L744                  L744                
L696:
        shl (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    2:w              
        mov (16|M0)              r9.0<1>:f     r30.0<0;1,0>:f                   {Compacted}
        sends (16|M0)            null:w   r7      r9      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
L744:
        endif (16|M0)                        L760                                
L760:
(W)     send (8|M0)              r7       r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r30.2<0;1,0>:ud   0x10:uw             
        mov (16|M0)              r39.0<1>:d    r36.0<16;16,1>:uw               
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
(W&f1.0) jmpi                                L920                                
L888:
(W)     mov (1|M0)               r30.3<1>:f    r30.2<0;1,0>:f                  
(W)     jmpi                                 L1512                                
L920:
        mul (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    16:w              
        shl (16|M0)              r45.0<1>:d    r33.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r30.4<1>:f    r30.2<0;1,0>:f                  
        add (16|M0)              r41.0<1>:d    r7.0<8;8,1>:d     r39.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r43.0<1>:d    r41.0<8;8,1>:d    2:w              
L992:
(W)     add (1|M0)               r5.0<1>:d     r30.4<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     shr (1|M0)               r30.5<1>:d    r6.3<0;1,0>:ud    r30.1<0;1,0>:d  
(W)     mul (1|M0)               r7.0<1>:d     r30.5<0;1,0>:d    16:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r41.0<8;8,1>:ud   r7.0<0;1,0>:ud  
(f1.0)  if (16|M0)                           L1336                  L1336                
L1088:
        cmp (16|M0)   (lt)f1.1   null<1>:d     r41.0<8;8,1>:ud   r30.4<0;1,0>:ud 
(~f1.1) if (16|M0)                           L1152                  L1176                
L1120:
        mov (16|M0)              r47.0<1>:f    0.0:f                              
        else (16|M0)                         L1176                  L1176                
L1152:
        send (16|M0)             r47:w    r43:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
L1176:
        endif (16|M0)                        L1192                                
L1192:
(W)     mov (16|M0)              r7.0<1>:f     0.0:f                              
        mov (16|M0)              r7.0<1>:f     r47.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (4|M0)               r10.0<1>:d    r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}
(W)     add (2|M0)               r11.0<1>:d    r10.0<2;2,1>:d    r10.2<2;2,1>:d  
(W)     add (1|M0)               r30.6<1>:d    r11.0<0;1,0>:d    r11.1<0;1,0>:d  
(f0.1)  if (16|M0)                           L1320                  L1320                
L1280:
        mov (16|M0)              r7.0<1>:f     r30.6<0;1,0>:f                  
        sends (16|M0)            null:w   r45     r7      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
L1320:
        endif (16|M0)                        L1336                                
L1336:
        endif (16|M0)                        L1352                                
L1352:
(W)     send (8|M0)              r7       r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r30.5<0;1,0>:ud   0x10:uw             
(W)     mov (1|M0)               r30.3<1>:f    r30.5<0;1,0>:f                  
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
(~f1.0) break (16|M0)                        L1496                  L1496                
L1480:
(W)     mov (1|M0)               r30.4<1>:f    r30.5<0;1,0>:f                  
L1496:
        while (16|M0)                        L992                                
L1512:
        cmp (16|M0)   (gt)f1.1   null<1>:d     r30.3<0;1,0>:ud   r37.0<8;8,1>:ud 
(~f1.1) if (16|M0)                           L1752                  L1920                
L1544:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r30.3<0;1,0>:ud   r39.0<8;8,1>:ud 
(~f1.0) if (16|M0)                           L1608                  L1648                
L1576:
        mov (16|M0)              r49.0<1>:f    0.0:f                              
        else (16|M0)                         L1648                  L1648                
L1608:
        shl (16|M0)              r7.0<1>:d     r39.0<8;8,1>:d    2:w              
        send (16|M0)             r49:w    r7:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
L1648:
        endif (16|M0)                        L1664                                
L1664:
(W)     mov (16|M0)              r7.0<1>:f     0.0:f                              
        mov (16|M0)              r7.0<1>:f     r49.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (4|M0)               r10.0<1>:d    r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}
(W)     add (2|M0)               r11.0<1>:d    r10.0<2;2,1>:d    r10.2<2;2,1>:d  
(W)     add (1|M0)               r12.0<1>:d    r11.0<0;1,0>:d    r11.1<0;1,0>:d   {Compacted}
        mov (16|M0)              r51.0<1>:f    r12.0<0;1,0>:f                   {Compacted}
        else (16|M0)                         L1920                  L1920                
L1752:
(W)     mov (1|M0)               r5.0<1>:f     0.0:f                              
(W)     mov (1|M0)               r30.7<1>:f    1.4013e-45:f                              
(W)     send (1|M0)              r53      r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
L1808:
(W)     shl (1|M0)               r5.0<1>:d     r30.7<0;1,0>:d    2:w              
(W)     add (1|M0)               r30.7<1>:d    r30.7<0;1,0>:d    1:w              
(W)     send (1|M0)              r7       r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r30.7<0;1,0>:ud   r30.3<0;1,0>:ud 
(W)     add (1|M0)               r53.0<1>:d    r7.0<0;1,0>:d     r53.0<0;1,0>:d   {Compacted}
(W)     mov (1|M0)               r35.1<1>:f    r53.0<0;1,0>:f                  
(W&f0.1) jmpi                                L1808                                
L1912:
        mov (16|M0)              r51.0<1>:f    r35.1<0;1,0>:f                   {Compacted}
L1920:
        endif (16|M0)                        L1936                                
L1936:
(W)     send (8|M0)              r7       r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (16|M0)              r9.0<1>:f     -0.0:f                              
(W)     mov (1|M0)               r11.0<1>:f    -0.0:f                              
        mov (16|M0)              r9.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r13.0<1>:ud   r26.0<8;8,1>:ud   0x3:uw             
(W)     mov (8|M0)               r11.1<1>:f    r9.0<8;8,1>:f                   
(W)     mov (4|M0)               r12.1<1>:f    r10.0<4;4,1>:f                  
(W)     mov (2|M0)               r12.5<1>:f    r10.4<2;2,1>:f                  
(W)     mov (1|M0)               r12.7<1>:f    r10.6<0;1,0>:f                  
        shl (16|M0)              r54.0<1>:d    r13.0<8;8,1>:d    2:w              
(W)     sel (8|M0)    (ge)f0.0   r11.1<2>:d    r11.0<2;1,0>:d    r11.1<2;1,0>:d  
        sends (16|M0)            null:w   r54     r51     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (4|M0)    (ge)f0.0   r11.2<4>:d    r11.2<4;1,0>:d    r11.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r11.3<4>:d    r11.3<4;1,0>:d    r11.1<4;1,0>:d  
(W)     sel (4|M0)    (ge)f0.0   r11.4<1>:d    r11.3<0;1,0>:d    r11.4<4;4,1>:d  
(W)     sel (4|M0)    (ge)f0.0   r12.4<1>:d    r12.3<0;1,0>:d    r12.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r12.0<1>:d    r11.7<0;1,0>:d    r12.0<8;8,1>:d  
        sel (16|M0)   (ge)f0.0   r56.0<1>:d    r11.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W&~f0.0) jmpi                               L2328                                
L2296:
        mov (16|M0)              r58.0<1>:f    2.10195e-44:f                              
(W)     jmpi                                 L2424                                
L2328:
(W)     add (1|M0)               r5.0<1>:d     r35.0<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     shr (1|M0)               r35.4<1>:d    r6.3<0;1,0>:ud    r30.1<0;1,0>:d  
(W)     add (2|M0)               r7.0<1>:d     r35.4<2;2,1>:d    -1:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r33.0<8;8,1>:ud   r7.0<0;1,0>:ud  
(~f0.1) sel (16|M0)              r58.0<1>:d    r7.1<0;1,0>:d     15:w              
L2424:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r58.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted}
(f0.0)  if (16|M0)                           L2488                  L2488                
L2448:
        shl (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r7      r56     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
L2488:
        endif (16|M0)                        L2504                                
L2504:
(W)     send (8|M0)              r7       r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (1|M0)               r13.0<1>:f    0.0:f                              
        cmp (16|M0)   (eq)f0.0   r9.0<1>:d     r33.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (lt)f1.1   null<1>:d     r30.2<0;1,0>:ud   0x2:uw             
(W)     send (1|M0)              r60      r13:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(~f1.1) sel (16|M0)              r11.0<1>:d    -r9.0<8;8,1>:d    1:w              
        cmp (16|M0)   (ne)f1.1   null<1>:d     r11.0<8;8,1>:d    0:w              
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(f1.1)  if (16|M0)                           L2728                  L2880                
L2704:
        mov (16|M0)              r61.0<1>:f    r60.0<0;1,0>:f                   {Compacted}
        else (16|M0)                         L2880                  L2880                
L2728:
(W)     mov (1|M0)               r35.2<1>:f    1.4013e-45:f                              
L2744:
(W)     shl (1|M0)               r5.0<1>:d     r35.2<0;1,0>:d    2:w              
(W)     add (1|M0)               r35.2<1>:d    r35.2<0;1,0>:d    1:w              
(W)     send (1|M0)              r7       r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (eq)f0.0   r8.0<1>:d     r33.0<8;8,1>:d    r35.2<0;1,0>:d   {Compacted}
(W)     cmp (16|M0)   (ge)f0.0   null<1>:d     r35.2<0;1,0>:ud   r30.2<0;1,0>:ud 
(~f0.0) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w              
        cmp (16|M0)   (ne)f1.1   null<1>:d     r10.0<8;8,1>:d    0:w              
(W)     sel (1|M0)    (ge)f0.0   r60.0<1>:d    r7.0<0;1,0>:d     r60.0<0;1,0>:d   {Compacted}
        mov (16|M0)              r61.0<1>:f    r60.0<0;1,0>:f                   {Compacted}
(~f1.1) while (16|M0)                        L2744                                
L2880:
        endif (16|M0)                        L2896                                
L2896:
(W)     send (8|M0)              r7       r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r8.0<1>:hf    9.536743e-07:hf                             
(W)     and (8|M0)               r11.0<1>:ud   r25.2<0;1,0>:ud   0x7F000000:ud             
        sel (16|M0)   (ge)f0.0   r9.0<1>:d     r61.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:uw    r31.0<8;8,1>:ud 
(f1.0)  mov (16|M0)              r9.0<1>:f     r56.0<8;8,1>:f                  
(W)     send (1|M0)              null     r11:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w 
        add (16|M0)              r13.0<1>:d    r54.0<8;8,1>:d    4:w              
        or (16|M0)    (eq)f1.0   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w
        sends (16|M0)            null:w   r13     r9      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(f1.0)  if (16|M0)                           L3272                  L3272                
L3120:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r35.6<0;1,0>:uw   r35.6<0;1,0>:uw 
(W)     mov (1|M0)               r5.0<1>:f     0.0:f                              
(W)     mov (1|M0)               r6.6<1>:uw    f0.1<0;1,0>:uw                  
(W)     fbl (1|M0)               r7.0<1>:ud    r6.6<0;1,0>:uw                  
(W)     shl (1|M0)               r7.0<1>:ud    r7.0<0;1,0>:ud    2:w              
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x380:uw             
(W)     mov (1|M0)               r8.0<1>:d     r[a0.0]<0;1,0>:d                
(W)     sends (1|M0)             null:ud  r5      r8      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
L3272:
        endif (16|M0)                        L3288                                
L3288:
(W)     send (8|M0)              r7       r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (1|M0)               r9.0<1>:f     0.0:f                              
(W)     send (1|M0)              r10      r9:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     send (8|M0)              r11      r25:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r12.0<1>:ud   r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r12:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        add (16|M0)              r13.0<1>:d    r54.0<8;8,1>:d    8:w              
        mov (16|M0)              r15.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r25.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r13     r15     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3536:
