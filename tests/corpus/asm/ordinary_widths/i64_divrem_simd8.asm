L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r3.1<1>:q     4294967296:q                              
        add (8|M0)               r5.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     3:w              
        send (8|M0)              r9:d     r8      0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r13:d    r8      0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r11.0<2>:d    r9.0<8;8,1>:d                   
        mov (8|M0)               r15.0<2>:d    r13.0<8;8,1>:d                  
        mov (8|M0)               r11.1<2>:d    r10.0<8;8,1>:d                  
        mov (8|M0)               r15.1<2>:d    r14.0<8;8,1>:d                  
        mov (8|M0)               r17.0<1>:q    (abs)r11.0<4;4,1>:q             
        mov (8|M0)               r19.0<1>:q    (abs)r15.0<4;4,1>:q             
        or (8|M0)                r21.0<1>:q    r19.0<4;4,1>:q    r17.0<4;4,1>:q  
        cmp (8|M0)    (lt)f1.0   null<1>:uq    r21.0<4;4,1>:uq   r3.1<0;1,0>:uq  
(~f1.0) if (8|M0)                            L592                  L680                
L272:
(W)     mov (1|M0)               r3.1<1>:d     63:w                              
        mov (8|M0)               r23.0<1>:q    0:w                              
        mov (8|M0)               r25.0<1>:q    0:w                              
L320:
(W)     mov (1|M0)               r3.2<1>:q     r3.1<0;1,0>:ud                  
        shl (8|M0)               r27.0<1>:q    r23.0<4;4,1>:q    1:w              
        shr (8|M0)               r29.0<1>:q    r17.0<4;4,1>:uq   r3.2<0;1,0>:q   
        and (8|M0)               r29.0<1>:q    r29.0<4;4,1>:q    1:w              
        or (8|M0)                r23.0<1>:q    r29.0<4;4,1>:q    r27.0<4;4,1>:q  
        cmp (8|M0)    (lt)f1.0   null<1>:uq    r23.0<4;4,1>:uq   r19.0<4;4,1>:uq 
(~f1.0) if (8|M0)                            L496                  L496                
L432:
(W)     mov (1|M0)               r68.4<1>:w    1:w                              
        add (8|M0)               r23.0<1>:q    r23.0<4;4,1>:q    -(abs)r15.0<4;4,1>:q
(W)     shl (1|M0)               r3.3<1>:q     r68.4<0;1,0>:w    r3.2<0;1,0>:q   
        or (8|M0)                r25.0<1>:q    r3.3<0;1,0>:q     r25.0<4;4,1>:q  
L496:
        endif (8|M0)                         L512                                
L512:
(W)     cmp (8|M0)    (eq)f0.1   null<1>:d     r3.1<0;1,0>:d     0:w              
(f0.1)  break (8|M0)                         L560                  L560                
L544:
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     -1:w              
L560:
        while (8|M0)                         L320                                
L576:
        else (8|M0)                          L680                  L680                
L592:
        mov (8|M0)               r85.0<2>:d    (abs)r11.0<4;4,1>:q             
        mov (8|M0)               r87.0<2>:d    (abs)r15.0<4;4,1>:q             
        mov (8|M0)               r31.0<1>:d    r85.0<2;1,0>:d                  
        mov (8|M0)               r32.0<1>:d    r87.0<2;1,0>:d                  
        math.iqot (8|M0)         r31.0<1>:ud   r31.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r25.0<1>:q    r31.0<8;8,1>:ud                 
L680:
        endif (8|M0)                         L696                                
L696:
        xor (8|M0)    (lt)f0.1   null<1>:q     r15.0<4;4,1>:q    r11.0<4;4,1>:q  
        mov (8|M0)               r39.0<1>:q    (abs)r11.0<4;4,1>:q             
        shl (8|M0)               r35.0<1>:d    r7.0<8;8,1>:ud    2:w              
        cmp (8|M0)    (lt)f1.1   null<1>:q     r11.0<4;4,1>:q    0:w              
(f0.1)  sel (8|M0)               r33.0<1>:q    -r25.0<4;4,1>:q   r25.0<4;4,1>:q  
        or (8|M0)                r41.0<1>:q    r19.0<4;4,1>:q    r39.0<4;4,1>:q  
        shl (8|M0)               r36.0<1>:d    r35.0<8;8,1>:d    3:w              
        mov (8|M0)               r37.0<1>:d    r33.0<2;1,0>:d                  
        mov (8|M0)               r38.0<1>:d    r33.1<2;1,0>:d                  
        cmp (8|M0)    (lt)f0.0   null<1>:uq    r41.0<4;4,1>:uq   r3.1<0;1,0>:uq  
        sends (8|M0)             null:ud  r36     r37     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(~f0.0) if (8|M0)                            L1112                  L1200                
L888:
(W)     mov (1|M0)               r6.3<1>:d     63:w                              
        mov (8|M0)               r43.0<1>:q    0:w                              
L920:
        shr (8|M0)               r47.0<1>:q    r39.0<4;4,1>:uq   r6.3<0;1,0>:ud  
        shl (8|M0)               r45.0<1>:q    r43.0<4;4,1>:q    1:w              
(W)     cmp (8|M0)    (eq)f0.1   null<1>:d     r6.3<0;1,0>:d     0:w              
        and (8|M0)               r47.0<1>:q    r47.0<4;4,1>:q    1:w              
        or (8|M0)                r47.0<1>:q    r47.0<4;4,1>:q    r45.0<4;4,1>:q  
        cmp (8|M0)    (lt)f1.0   null<1>:uq    r47.0<4;4,1>:uq   r19.0<4;4,1>:uq 
(~f1.0) sel (8|M0)               r49.0<1>:q    (abs)r15.0<4;4,1>:q  0:w           
        add (8|M0)               r43.0<1>:q    r47.0<4;4,1>:q    -r49.0<4;4,1>:q 
(f0.1)  break (8|M0)                         L1080                  L1080                
L1064:
(W)     add (1|M0)               r6.3<1>:d     r6.3<0;1,0>:d     -1:w              
L1080:
        while (8|M0)                         L920                                
L1096:
        else (8|M0)                          L1200                  L1200                
L1112:
        mov (8|M0)               r89.0<2>:d    (abs)r11.0<4;4,1>:q             
        mov (8|M0)               r91.0<2>:d    (abs)r15.0<4;4,1>:q             
        mov (8|M0)               r51.0<1>:d    r89.0<2;1,0>:d                  
        mov (8|M0)               r52.0<1>:d    r91.0<2;1,0>:d                  
        math.irem (8|M0)         r51.0<1>:ud   r51.0<8;8,1>:ud   r52.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r43.0<1>:q    r51.0<8;8,1>:ud                 
L1200:
        endif (8|M0)                         L1216                                
L1216:
(f1.1)  sel (8|M0)               r53.0<1>:q    -r43.0<4;4,1>:q   r43.0<4;4,1>:q  
        or (8|M0)                r58.0<1>:q    r15.0<4;4,1>:q    r11.0<4;4,1>:q  
        or (8|M0)                r55.0<1>:d    r36.0<8;8,1>:d    8:w              
        mov (8|M0)               r56.0<1>:d    r53.0<2;1,0>:d                  
        mov (8|M0)               r57.0<1>:d    r53.1<2;1,0>:d                  
        cmp (8|M0)    (lt)f0.1   null<1>:uq    r58.0<4;4,1>:uq   r3.1<0;1,0>:uq  
        sends (8|M0)             null:ud  r55     r56     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(~f0.1) if (8|M0)                            L1664                  L1720                
L1344:
(W)     mov (1|M0)               r6.4<1>:d     63:w                              
        mov (8|M0)               r60.0<1>:q    0:w                              
        mov (8|M0)               r62.0<1>:q    0:w                              
L1392:
(W)     mov (1|M0)               r6.3<1>:q     r6.4<0;1,0>:ud                  
        shl (8|M0)               r64.0<1>:q    r60.0<4;4,1>:q    1:w              
        shr (8|M0)               r66.0<1>:q    r11.0<4;4,1>:uq   r6.3<0;1,0>:q   
        and (8|M0)               r66.0<1>:q    r66.0<4;4,1>:q    1:w              
        or (8|M0)                r60.0<1>:q    r66.0<4;4,1>:q    r64.0<4;4,1>:q  
        cmp (8|M0)    (lt)f0.0   null<1>:uq    r60.0<4;4,1>:uq   r15.0<4;4,1>:uq 
(~f0.0) if (8|M0)                            L1568                  L1568                
L1504:
(W)     mov (1|M0)               r68.5<1>:w    1:w                              
        add (8|M0)               r60.0<1>:q    r60.0<4;4,1>:q    -r15.0<4;4,1>:q 
(W)     shl (1|M0)               r68.0<1>:q    r68.5<0;1,0>:w    r6.3<0;1,0>:q   
        or (8|M0)                r62.0<1>:q    r68.0<0;1,0>:q    r62.0<4;4,1>:q  
L1568:
        endif (8|M0)                         L1584                                
L1584:
(W)     cmp (8|M0)    (eq)f1.1   null<1>:d     r6.4<0;1,0>:d     0:w              
(f1.1)  break (8|M0)                         L1632                  L1632                
L1616:
(W)     add (1|M0)               r6.4<1>:d     r6.4<0;1,0>:d     -1:w              
L1632:
        while (8|M0)                         L1392                                
L1648:
        else (8|M0)                          L1720                  L1720                
L1664:
        mov (8|M0)               r93.0<1>:ud   r11.0<2;1,0>:ud                 
        mov (8|M0)               r94.0<1>:ud   r15.0<2;1,0>:ud                 
        math.iqot (8|M0)         r69.0<1>:ud   r93.0<8;8,1>:ud   r94.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r62.0<1>:q    r69.0<8;8,1>:ud                 
L1720:
        endif (8|M0)                         L1736                                
L1736:
        or (8|M0)                r70.0<1>:d    r36.0<8;8,1>:d    16:w              
        mov (8|M0)               r71.0<1>:d    r62.0<2;1,0>:d                  
        mov (8|M0)               r72.0<1>:d    r62.1<2;1,0>:d                  
        sends (8|M0)             null:ud  r70     r71     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(~f0.1) if (8|M0)                            L2040                  L2096                
L1816:
(W)     mov (1|M0)               r6.5<1>:d     63:w                              
        mov (8|M0)               r73.0<1>:q    0:w                              
L1848:
        shr (8|M0)               r77.0<1>:q    r11.0<4;4,1>:uq   r6.5<0;1,0>:ud  
        shl (8|M0)               r75.0<1>:q    r73.0<4;4,1>:q    1:w              
(W)     cmp (8|M0)    (eq)f1.1   null<1>:d     r6.5<0;1,0>:d     0:w              
        and (8|M0)               r77.0<1>:q    r77.0<4;4,1>:q    1:w              
        or (8|M0)                r77.0<1>:q    r77.0<4;4,1>:q    r75.0<4;4,1>:q  
        cmp (8|M0)    (lt)f0.0   null<1>:uq    r77.0<4;4,1>:uq   r15.0<4;4,1>:uq 
(~f0.0) sel (8|M0)               r79.0<1>:q    r15.0<4;4,1>:q    0:w              
        add (8|M0)               r73.0<1>:q    r77.0<4;4,1>:q    -r79.0<4;4,1>:q 
(f1.1)  break (8|M0)                         L2008                  L2008                
L1992:
(W)     add (1|M0)               r6.5<1>:d     r6.5<0;1,0>:d     -1:w              
L2008:
        while (8|M0)                         L1848                                
L2024:
        else (8|M0)                          L2096                  L2096                
L2040:
        mov (8|M0)               r95.0<1>:ud   r11.0<2;1,0>:ud                 
        mov (8|M0)               r96.0<1>:ud   r15.0<2;1,0>:ud                 
        math.irem (8|M0)         r81.0<1>:ud   r95.0<8;8,1>:ud   r96.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r73.0<1>:q    r81.0<8;8,1>:ud                 
L2096:
        endif (8|M0)                         L2112                                
L2112:
        or (8|M0)                r82.0<1>:d    r36.0<8;8,1>:d    24:w              
        mov (8|M0)               r83.0<1>:d    r73.0<2;1,0>:d                  
        mov (8|M0)               r84.0<1>:d    r73.1<2;1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (8|M0)             null:ud  r82     r83     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2216:
