L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r5.2<1>:q     9223372036854775807:q                              
        add (8|M0)               r7.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r10.0<1>:d    r7.0<8;8,1>:d     3:w              
        mov (8|M0)               r8.0<1>:q     r7.0<8;8,1>:ud                  
        send (8|M0)              r11:d    r10     0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r13.0<2>:d    r11.0<8;8,1>:d                  
        mov (8|M0)               r13.1<2>:d    r12.0<8;8,1>:d                  
        and (8|M0)               r15.0<1>:d    r12.0<8;8,1>:d    -2147483648:d              
        and (8|M0)               r16.0<1>:q    r13.0<4;4,1>:q    r5.2<0;1,0>:q   
        cmp (8|M0)    (ne)f1.0   null<1>:df    r16.0<4;4,1>:df   r16.0<4;4,1>:df 
(~f1.0) if (8|M0)                            L1568                  L1672                
L224:
(W)     mov (1|M0)               r6.2<1>:df    inf:df                             
(W)     mov (1|M0)               r3.1<1>:q     0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r3.2<1>:q     576460752303423488:q                              
(W)     mov (1|M0)               r5.0<1>:df    0x3690000000000000:df                             
(W)     mov (1|M0)               r3.3<1>:df    0x3810000000000000:df                             
(W)     mov (1|M0)               r5.1<1>:df    0x47EFFFFFE0000000:df                             
        cmp (8|M0)    (eq)f0.0   null<1>:df    r16.0<4;4,1>:df   r6.2<0;1,0>:df  
(~f0.0) if (8|M0)                            L744                  L760                
L352:
        cmp (8|M0)    (gt)f0.1   null<1>:df    r16.0<4;4,1>:df   r5.1<0;1,0>:df  
(~f0.1) if (8|M0)                            L696                  L712                
L384:
        cmp (8|M0)    (le)f1.1   null<1>:df    r16.0<4;4,1>:df   r5.0<0;1,0>:df  
(~f1.1) if (8|M0)                            L656                  L664                
L416:
        cmp (8|M0)    (lt)f1.0   null<1>:df    r16.0<4;4,1>:df   r3.3<0;1,0>:df  
(~f1.0) if (8|M0)                            L520                  L624                
L448:
        add (8|M0)               r18.0<1>:q    r13.0<4;4,1>:q    r3.2<0;1,0>:q   
        shr (8|M0)               r73.0<2>:d    r18.0<4;4,1>:uq   29:w              
        mov (8|M0)               r20.0<1>:d    r73.0<2;1,0>:d                  
        or (8|M0)                r21.0<1>:d    r15.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        else (8|M0)                          L624                  L624                
L520:
        add (8|M0)               r22.0<1>:d    r16.1<2;1,0>:d    156237824:d              
        and (8|M0)               r25.0<1>:q    r13.0<4;4,1>:q    r3.1<0;1,0>:q   
        shl (8|M0)               r23.0<1>:q    r22.0<8;8,1>:d    32:w              
        or (8|M0)                r23.0<1>:q    r23.0<4;4,1>:q    r25.0<4;4,1>:q  
        mov (8|M0)               r75.0<2>:d    r23.0<4;4,1>:df                 
        mov (8|M0)               r27.0<1>:d    r75.0<2;1,0>:d                  
        or (8|M0)                r21.0<1>:d    r15.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}
L624:
        endif (8|M0)                         L640                                
L640:
        else (8|M0)                          L664                  L664                
L656:
        mov (8|M0)               r21.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
L664:
        endif (8|M0)                         L680                                
L680:
        else (8|M0)                          L712                  L712                
L696:
        or (8|M0)                r21.0<1>:d    r15.0<8;8,1>:d    2139095039:d              
L712:
        endif (8|M0)                         L728                                
L728:
        else (8|M0)                          L760                  L760                
L744:
        or (8|M0)                r21.0<1>:d    r15.0<8;8,1>:d    2139095040:d              
L760:
        endif (8|M0)                         L776                                
L776:
        shl (8|M0)               r77.0<2>:d    r8.0<4;4,1>:q     1:w              
        cmp (8|M0)    (gt)f0.1   null<1>:df    r16.0<4;4,1>:df   r5.1<0;1,0>:df  
        mov (8|M0)               r28.0<1>:d    r77.0<2;1,0>:d                  
        shl (8|M0)               r29.0<1>:d    r28.0<8;8,1>:d    2:w              
        add (8|M0)               r29.0<1>:d    r29.0<8;8,1>:d    r5.6<0;1,0>:d    {Compacted}
        sends (8|M0)             null:ud  r29     r21     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(~f0.1) if (8|M0)                            L1424                  L1536                
L880:
        cmp (8|M0)    (le)f1.1   null<1>:df    r16.0<4;4,1>:df   r5.0<0;1,0>:df  
(~f1.1) if (8|M0)                            L1320                  L1392                
L912:
        cmp (8|M0)    (lt)f1.0   null<1>:df    r16.0<4;4,1>:df   r3.3<0;1,0>:df  
(~f1.0) if (8|M0)                            L1096                  L1288                
L944:
        and (8|M0)               r30.0<1>:q    r13.0<4;4,1>:q    -536870912:d              
        cmp (8|M0)    (ne)f0.1   null<1>:q     r30.0<4;4,1>:q    r13.0<4;4,1>:q  
        add (8|M0)               r32.0<1>:q    r30.0<4;4,1>:q    536870912:d              
(f0.1)  cmp (8|M0)    (gt)f0.1   null<1>:q     r13.0<4;4,1>:q    -1:w              
(~f0.1) mov (8|M0)               r32.0<1>:q    r30.0<4;4,1>:q                  
        add (8|M0)               r32.0<1>:q    r32.0<4;4,1>:q    r3.2<0;1,0>:q   
        shr (8|M0)               r79.0<2>:d    r32.0<4;4,1>:uq   29:w              
        mov (8|M0)               r34.0<1>:d    r79.0<2;1,0>:d                  
        or (8|M0)                r35.0<1>:d    r15.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        else (8|M0)                          L1288                  L1288                
L1096:
        add (8|M0)               r36.0<1>:d    r16.1<2;1,0>:d    156237824:d              
        and (8|M0)               r39.0<1>:q    r13.0<4;4,1>:q    r3.1<0;1,0>:q   
        cmp (8|M0)    (gt)f0.0   null<1>:q     r13.0<4;4,1>:q    -1:w              
(W)     mov (1|M0)               r3.2<1>:w     1:w                              
        shl (8|M0)               r37.0<1>:q    r36.0<8;8,1>:d    32:w              
        or (8|M0)                r37.0<1>:q    r37.0<4;4,1>:q    r39.0<4;4,1>:q  
        mov (8|M0)               r81.0<2>:d    r37.0<4;4,1>:df                 
        mov (8|M0)               r41.0<1>:d    r81.0<2;1,0>:d                  
        mov (8|M0)               r42.0<1>:df   r41.0<8;8,1>:d                  
(f0.0)  cmp (8|M0)    (ne)f0.0   null<1>:df    r42.0<4;4,1>:df   r37.0<4;4,1>:df 
(f0.0)  sel (8|M0)               r44.0<1>:d    r3.2<0;1,0>:w     0:w              
        add (8|M0)               r44.0<1>:d    r44.0<8;8,1>:d    r41.0<8;8,1>:d   {Compacted}
        or (8|M0)                r35.0<1>:d    r44.0<8;8,1>:d    r15.0<8;8,1>:d   {Compacted}
L1288:
        endif (8|M0)                         L1304                                
L1304:
        else (8|M0)                          L1392                  L1392                
L1320:
        cmp (8|M0)    (ne)f1.1   null<1>:q     r16.0<4;4,1>:q    0:w              
(W)     mov (1|M0)               r3.3<1>:w     1:w                              
(f1.1)  cmp (8|M0)    (gt)f1.1   null<1>:q     r13.0<4;4,1>:q    -1:w              
(f1.1)  sel (8|M0)               r45.0<1>:d    r3.3<0;1,0>:w     0:w              
        or (8|M0)                r35.0<1>:d    r15.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}
L1392:
        endif (8|M0)                         L1408                                
L1408:
        else (8|M0)                          L1536                  L1536                
L1424:
        cmp (8|M0)    (gt)f0.1   null<1>:q     r13.0<4;4,1>:q    -1:w              
(f0.1)  if (8|M0)                            L1488                  L1520                
L1456:
        or (8|M0)                r35.0<1>:d    r15.0<8;8,1>:d    2139095040:d              
        else (8|M0)                          L1520                  L1520                
L1488:
(~f0.0) or (8|M0)                r35.0<1>:d    r15.0<8;8,1>:d    2139095039:d              
(f0.0)  or (8|M0)                r35.0<1>:d    r15.0<8;8,1>:d    2139095040:d              
L1520:
        endif (8|M0)                         L1536                                
L1536:
        endif (8|M0)                         L1552                                
L1552:
        else (8|M0)                          L1672                  L1672                
L1568:
        shl (8|M0)               r83.0<2>:d    r8.0<4;4,1>:q     1:w              
        or (8|M0)                r46.0<1>:d    r15.0<8;8,1>:d    r16.1<2;1,0>:d  
        mov (8|M0)               r28.0<1>:d    r83.0<2;1,0>:d                  
        or (8|M0)                r35.0<1>:d    r46.0<8;8,1>:d    8388607:d              
        shl (8|M0)               r47.0<1>:d    r28.0<8;8,1>:d    2:w              
        add (8|M0)               r47.0<1>:d    r47.0<8;8,1>:d    r5.6<0;1,0>:d    {Compacted}
        sends (8|M0)             null:ud  r47     r35     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
L1672:
        endif (8|M0)                         L1688                                
L1688:
        shr (8|M0)               r49.0<1>:d    r16.1<2;1,0>:ud   20:w              
(W)     mov (1|M0)               r6.3<1>:df    1.0:df                             
(W)     mov (1|M0)               r85.0<1>:df   0.0:df                             
(W)     mov (1|M0)               r6.6<1>:w     1:w                              
(W)     mov (1|M0)               r85.1<1>:df   0.5:df                             
(W)     mov (1|M0)               r5.14<1>:w    -1:w                              
(W)     mov (1|M0)               r85.2<1>:q    -9223372036854775808:q                              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r49.0<8;8,1>:ud   0x433:uw             
        shl (8|M0)               r48.0<1>:d    r28.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r85.3<1>:df   0xC3E0000000000000:df                             
        and (8|M0)               r67.0<1>:q    r13.0<4;4,1>:q    r85.2<0;1,0>:q  
(f1.1)  sel (8|M0)               r50.0<1>:df   r6.3<0;1,0>:df    r85.0<0;1,0>:df 
        or (8|M0)                r48.0<1>:d    r48.0<8;8,1>:d    4:w              
        mul (8|M0)               r50.0<1>:df   r50.0<4;4,1>:df   r85.1<0;1,0>:df 
        add (8|M0)               r48.0<1>:d    r48.0<8;8,1>:d    r5.6<0;1,0>:d    {Compacted}
        add (8|M0)               r50.0<1>:df   r50.0<4;4,1>:df   r16.0<4;4,1>:df 
        sends (8|M0)             null:ud  r48     r35     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        shr (8|M0)               r52.0<1>:d    r50.1<2;1,0>:ud   20:w              
        and (8|M0)               r53.0<1>:d    r52.0<8;8,1>:d    2047:w              
        add (8|M0)               r54.0<1>:d    -r53.0<8;8,1>:d   1075:w              
        add (8|M0)               r55.0<1>:d    -r53.0<8;8,1>:d   1043:w              
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r53.0<8;8,1>:ud   0x3FF:uw             
        sel (8|M0)    (lt)f0.0   r54.0<1>:d    r54.0<8;8,1>:d    32:w              
        sel (8|M0)    (lt)f0.0   r55.0<1>:d    r55.0<8;8,1>:d    20:w              
        sel (8|M0)    (ge)f0.0   r54.0<1>:d    r54.0<8;8,1>:d    0:w              
        sel (8|M0)    (ge)f0.0   r55.0<1>:d    r55.0<8;8,1>:d    0:w              
        cmp (8|M0)    (eq)f0.0   null<1>:d     r54.0<8;8,1>:d    32:w              
        and (8|M0)               r56.0<1>:d    r54.0<8;8,1>:d    31:w              
        shl (8|M0)               r55.0<1>:d    r5.14<0;1,0>:w    r55.0<8;8,1>:d  
(f1.0)  mov (8|M0)               r55.0<1>:d    -2147483648:d                              
(f0.0)  sel (8|M0)               r57.0<1>:d    r6.6<0;1,0>:w     0:w              
(f1.0)  mov (8|M0)               r57.0<1>:d    1:w                              
        shl (8|M0)               r56.0<1>:d    r5.14<0;1,0>:w    r56.0<8;8,1>:d  
        cmp (8|M0)    (ne)f0.0   null<1>:d     r57.0<8;8,1>:d    0:w              
(f0.0)  mov (8|M0)               r56.0<1>:d    0:w                              
        and (8|M0)               r58.0<2>:d    r56.0<8;8,1>:d    r50.0<2;1,0>:d  
        and (8|M0)               r58.1<2>:d    r55.0<8;8,1>:d    r50.1<2;1,0>:d  
        add (8|M0)               r62.0<1>:df   r58.0<4;4,1>:df   -r16.0<4;4,1>:df
        mov (8|M0)               r60.0<1>:uq   r58.0<4;4,1>:df                 
        cmp (8|M0)    (eq)f1.1   null<1>:df    r62.0<4;4,1>:df   r85.1<0;1,0>:df 
(f1.1)  sel (8|M0)               r64.0<1>:d    r5.14<0;1,0>:w    0:w              
        mov (8|M0)               r64.0<1>:d    -r64.0<8;8,1>:d                  {Compacted}
        and (8|M0)               r64.0<1>:d    r64.0<8;8,1>:d    r60.0<2;1,0>:d  
        mov (8|M0)               r65.0<1>:df   r64.0<8;8,1>:ud                 
        add (8|M0)               r58.0<1>:df   r58.0<4;4,1>:df   -r65.0<4;4,1>:df
        or (8|M0)                r67.0<1>:q    r67.0<4;4,1>:q    r58.0<4;4,1>:q  
        cmp (8|M0)    (le)f1.0   null<1>:df    r67.0<4;4,1>:df   r85.3<0;1,0>:df 
(~f1.0) if (8|M0)                            L2520                  L2536                
L2440:
(W)     mov (1|M0)               r86.0<1>:df   0x43E0000000000000:df                             
        cmp (8|M0)    (ge)f0.1   null<1>:df    r67.0<4;4,1>:df   r86.0<0;1,0>:df 
(~f0.1) mov (8|M0)               r69.0<1>:q    r67.0<4;4,1>:df                 
(f0.1)  mov (8|M0)               r69.0<1>:q    9223372036854775807:q                              
        else (8|M0)                          L2536                  L2536                
L2520:
        mov (8|M0)               r69.0<1>:q    -9223372036854775808:q                              
L2536:
        endif (8|M0)                         L2552                                
L2552:
        mov (8|M0)               r71.0<1>:d    r69.0<2;1,0>:d                  
        mov (8|M0)               r72.0<1>:d    r69.1<2;1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (8|M0)             null:ud  r10     r71     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2624:
