L0:
(W)     mov (8|M0)               r25.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r25.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r25.1<0;1,0>:d   {Compacted}
        mul (16|M0)              r16.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    r2.0<16;16,1>:uw {@2}
        add (16|M0)              r26.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r18.0<2;1,0>:uw  {Compacted,@2}
        shl (16|M0)              r9.0<1>:d     r26.0<8;8,1>:d    2:w               {Compacted,@2}
        mach (8|M0)              r18.0<1>:d    r5.4<0;1,0>:d     r18.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M0)         r28      r9      null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
(W)     mul (8|M8)               acc0.0<1>:d   r5.4<0;1,0>:d     r19.0<2;1,0>:uw 
        mach (8|M8)              r19.0<1>:d    r5.4<0;1,0>:d     r19.0<8;8,1>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r5.8<0;1,0>:uw  
(W)     mach (1|M0)              r22.0<1>:d    r5.5<0;1,0>:d     r5.4<0;1,0>:d   
(W)     mov (16|M0)              r11.0<1>:f    0.0:f                               {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r22.0<0;1,0>:d    r5.12<0;1,0>:uw  {Compacted,@2}
(W)     mach (1|M0)              r35.0<1>:d    r22.0<0;1,0>:d    r5.6<0;1,0>:d    {Compacted}
        add (16|M0)              r31.0<1>:d    r18.0<8;8,1>:d    r1.0<16;16,1>:uw {@6}
(W)     and (1|M0)               r35.5<1>:d    r35.0<0;1,0>:d    15:w               {Compacted,@2}
(W)     add (1|M0)               r23.0<1>:d    r35.0<0;1,0>:d    15:w               {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r35.5<0;1,0>:d    0:w               {Compacted,@2}
        shr (16|M0)              r20.0<1>:d    r31.0<8;8,1>:ud   3:w               {Compacted,@4}
(W)     mov (1|M0)               r30.1<1>:f    1.4013e-45:f                              
(W)     mov (8|M0)               r36.0<1>:w    0x76543210:v                              
(W)     shr (1|M0)               r24.0<1>:d    r23.0<0;1,0>:ud   3:w               {Compacted,@5}
        shr (16|M0)              r33.0<1>:d    r20.0<8;8,1>:ud   r30.1<0;1,0>:d   {@3}
(W)     add (8|M0)               r36.8<1>:w    r36.0<8;8,1>:w    8:w               {@3}
(W)     shr (1|M0)               r30.2<1>:d    r24.0<0;1,0>:ud   r30.1<0;1,0>:d   {@3}
        mov (16|M0)              r11.0<1>:f    r28.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     add (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@1}
(W)     add (4|M0)               r14.0<1>:d    r13.0<4;4,1>:d    r13.4<4;4,1>:d   {@1}
(W)     add (2|M0)               r15.0<1>:d    r14.0<2;2,1>:d    r14.2<2;2,1>:d   {Compacted,@1}
(W)     add (1|M0)               r30.0<1>:d    r15.0<0;1,0>:d    r15.1<0;1,0>:d   {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (16|M0)                         L552                  L552                
L440:
(W)     add (1|M0)               r5.0<1>:d     r35.0<0;1,0>:d    15:w               {Compacted}
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@1}
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r30.1<0;1,0>:d   {@1}
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w               {Compacted,@1}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r33.0<8;8,1>:ud   r8.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.1)  goto (16|M0)                         L552                  L552                
L528:
        mov (16|M0)              r37.0<1>:f    r35.5<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L552                  L584                
L552:
        join (16|M0)                         L584                                
L568:
        mov (16|M0)              r37.0<1>:f    2.24208e-44:f                              
L584:
        join (16|M0)                         L600                                
L600:
        cmp (16|M0)   (eq)f0.1   null<1>:w     r36.0<16;16,1>:w  0:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.1)  if (16|M0)                           L680                  L680                
L648:
        shl (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    2:w               {Compacted}
        mov (16|M0)              r9.0<1>:f     r30.0<0;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         null     r7      r9      0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
L680:
        endif (16|M0)                        L696                                
L696:
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (8|M0)          r7       r25     null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$2.dst}
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r30.2<0;1,0>:ud   0x10:uw             
        mov (16|M0)              r39.0<1>:d    r36.0<16;16,1>:uw               
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.1) if (16|M0)                           L880                  L1768                
L848:
(W)     mov (1|M0)               r30.3<1>:f    r30.2<0;1,0>:f                  
        else (16|M0)                         L1768                  L1768                
L880:
        mul (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    16:w               {Compacted,$3.src}
        shl (16|M0)              r45.0<1>:d    r33.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r41.0<1>:d    r7.0<8;8,1>:d     r39.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               r30.4<1>:f    r30.2<0;1,0>:f                  
        shl (16|M0)              r43.0<1>:d    r41.0<8;8,1>:d    2:w               {Compacted,@2}
L928:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     r30.4<0;1,0>:d    15:w               {@5}
(W&f0.0.any16h) shr (1|M0)       r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {@1}
(W&f0.0.any16h) shr (1|M0)       r30.5<1>:d    r6.3<0;1,0>:ud    r30.1<0;1,0>:d   {@1}
(W&f0.0.any16h) mul (1|M0)       r7.0<1>:d     r30.5<0;1,0>:d    16:w               {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {@7}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r41.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (16|M0)                           L1416                  L1416                
L1096:
        cmp (16|M0)   (lt)f1.1   null<1>:d     r41.0<8;8,1>:ud   r30.4<0;1,0>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f1.1) if (16|M0)                           L1168                  L1184                
L1144:
        mov (16|M0)              r47.0<1>:f    0.0:f                               {Compacted}
        else (16|M0)                         L1184                  L1184                
L1168:
        send.dc1 (16|M0)         r47      r43     null    0x0            0x04205EFE           {@2,$5} // wr:2+0, rd:2; untyped surface read with x
L1184:
        endif (16|M0)                        L1200                                
L1200:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (16|M0)      r7.0<1>:f     0.0:f                               {$4.src}
        mov (16|M0)              r7.0<1>:f     r47.0<8;8,1>:f                   {Compacted,$5.dst}
(W&f0.0.any16h) add (8|M0)       r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {@1}
(W&f0.0.any16h) add (4|M0)       r10.0<1>:d    r9.0<4;4,1>:d     r9.4<4;4,1>:d    {@1}
(W&f0.0.any16h) add (2|M0)       r11.0<1>:d    r10.0<2;2,1>:d    r10.2<2;2,1>:d   {@1}
(W&f0.0.any16h) add (1|M0)       r30.6<1>:d    r11.0<0;1,0>:d    r11.1<0;1,0>:d   {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (16|M0)                           L1400                  L1400                
L1376:
        mov (16|M0)              r7.0<1>:f     r30.6<0;1,0>:f                   {Compacted,@4}
        send.dc1 (16|M0)         null     r45     r7      0x80            0x04025EFE           {@1,$6} // wr:2+2, rd:0; untyped surface write with x
L1400:
        endif (16|M0)                        L1416                                
L1416:
        endif (16|M0)                        L1432                                
L1432:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
        sync.nop                             null                             {Compacted,$6.src}
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r25     null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence
(W&f0.0.any16h) and (8|M0)       r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud              {$4.src}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$7.dst}
(W&f0.0.any16h) send.gtwy (1|M0)   null   r8      null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               r35.12<1>:uw  f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r30.5<0;1,0>:ud   0x10:uw             
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r35.12<0;1,0>:uw                 {@2}
(W&f0.0.any16h) mov (1|M0)       r30.3<1>:f    r30.5<0;1,0>:f                  
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) break (16|M0)                        L1752                  L1752                
L1680:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r30.4<1>:f    r30.5<0;1,0>:f                  
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {@4}
L1752:
        while (16|M0)                        L928                                
L1768:
        endif (16|M0)                        L1784                                
L1784:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r30.3<0;1,0>:ud   r37.0<8;8,1>:ud  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (16|M0)                           L2136                  L2496                
L1832:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r30.3<0;1,0>:ud   r39.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f0.1) if (16|M0)                           L1904                  L1936                
L1880:
        mov (16|M0)              r49.0<1>:f    0.0:f                               {Compacted}
        else (16|M0)                         L1936                  L1936                
L1904:
        sync.nop                             null                             {Compacted,$4.src}
        shl (16|M0)              r7.0<1>:d     r39.0<8;8,1>:d    2:w               {Compacted,$3.src}
        send.dc1 (16|M0)         r49      r7      null    0x0            0x04205EFE           {@1,$8} // wr:2+0, rd:2; untyped surface read with x
L1936:
        endif (16|M0)                        L1952                                
L1952:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        sync.allrd                           ($4,$8)                
(W&f0.0.any16h) mov (16|M0)      r7.0<1>:f     0.0:f                               {$3.src}
        mov (16|M0)              r7.0<1>:f     r49.0<8;8,1>:f                   {Compacted,$8.dst}
(W&f0.0.any16h) add (8|M0)       r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {@1}
(W&f0.0.any16h) add (4|M0)       r10.0<1>:d    r9.0<4;4,1>:d     r9.4<4;4,1>:d    {@1}
(W&f0.0.any16h) add (2|M0)       r11.0<1>:d    r10.0<2;2,1>:d    r10.2<2;2,1>:d   {@1}
(W&f0.0.any16h) add (1|M0)       r12.0<1>:d    r11.0<0;1,0>:d    r11.1<0;1,0>:d   {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {@7}
        mov (16|M0)              r51.0<1>:f    r12.0<0;1,0>:f                   {Compacted,@2}
        else (16|M0)                         L2496                  L2496                
L2136:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:f     0.0:f                              
(W&f0.0.any16h) mov (1|M0)       r30.7<1>:f    1.4013e-45:f                              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(W&f0.0.any16h) send.dc0 (1|M0)   r53     r5      null    0x0            0x021108FE           {@3,$9} // wr:1+0, rd:1; byte gathering read 32b
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {$9.dst}
L2256:
(W)     mov (1|M0)               r53.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r35.12<1>:uw  f0.1<0;1,0>:uw                  
(W&f0.0.any16h) shl (1|M0)       r5.0<1>:d     r30.7<0;1,0>:d    2:w               {@7}
(W&f0.0.any16h) add (1|M0)       r30.7<1>:d    r30.7<0;1,0>:d    1:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (1|M0)   r7      r5      null    0x0            0x021108FE           {@3,$10} // wr:1+0, rd:1; byte gathering read 32b
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r30.7<0;1,0>:ud   r30.3<0;1,0>:ud  {@2}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r35.12<0;1,0>:uw                 {@5}
(W&f0.0.any16h) add (1|M0)       r53.0<1>:d    r7.0<0;1,0>:d     r53.0<0;1,0>:d   {$10.dst}
(W&f0.0.any16h) mov (1|M0)       r35.1<1>:f    r53.0<0;1,0>:f                   {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.2<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(f0.1)  while (16|M0)                        L2256                                
L2488:
        mov (16|M0)              r51.0<1>:f    r35.1<0;1,0>:f                   {Compacted,@4}
L2496:
        endif (16|M0)                        L2512                                
L2512:
(W)     send.dc0 (8|M0)          r7       r25     null    0x0            0x0219E0FE           {$11} // wr:1h+0, rd:1; synchronized SLM fence
        sync.nop                             null                             {Compacted,$4.src}
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud              {$3.src}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$11.dst}
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$12} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (16|M0)              r9.0<1>:f     -0.0:f                               {Compacted}
        mov (16|M0)              r9.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r11.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (8|M0)               r11.1<1>:f    r9.0<8;8,1>:f                    {Compacted,@2}
(W)     mov (4|M0)               r12.1<1>:f    r10.0<4;4,1>:f                  
(W)     mov (2|M0)               r12.5<1>:f    r10.4<2;2,1>:f                  
(W)     mov (1|M0)               r12.7<1>:f    r10.6<0;1,0>:f                  
        mul (16|M0)              r13.0<1>:ud   r26.0<8;8,1>:ud   0x3:uw             
(W)     sel (8|M0)    (ge)f0.0   r11.1<2>:d    r11.0<2;1,0>:d    r11.1<2;1,0>:d   {@2}
        shl (16|M0)              r54.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted,@2}
(W)     sel (4|M0)    (ge)f0.0   r11.2<4>:d    r11.2<4;1,0>:d    r11.1<4;1,0>:d   {@2}
        send.dc1 (16|M0)         null     r54     r51     0x80            0x04025E01           {@2,$13} // wr:2+2, rd:0; untyped surface write with x
(W)     sel (4|M0)    (ge)f0.0   r11.3<4>:d    r11.3<4;1,0>:d    r11.1<4;1,0>:d   {@1}
(W)     sel (4|M0)    (ge)f0.0   r11.4<1>:d    r11.3<0;1,0>:d    r11.4<4;4,1>:d   {@1}
(W)     sel (4|M0)    (ge)f0.0   r12.4<1>:d    r12.3<0;1,0>:d    r12.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r12.0<1>:d    r11.7<0;1,0>:d    r12.0<8;8,1>:d   {@1}
        sel (16|M0)   (ge)f0.0   r56.0<1>:d    r11.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L2888                  L2960                
L2856:
        mov (16|M0)              r58.0<1>:f    2.10195e-44:f                              
        else (16|M0)                         L2960                  L2960                
L2888:
(W)     add (1|M0)               r5.0<1>:d     r35.0<0;1,0>:d    15:w               {Compacted}
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@1}
(W)     shr (1|M0)               r35.4<1>:d    r6.3<0;1,0>:ud    r30.1<0;1,0>:d   {@1}
(W)     add (2|M0)               r7.0<1>:d     r35.4<2;2,1>:d    -1:w               {Compacted,@1}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r33.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(~f0.0) sel (16|M0)              r58.0<1>:d    r7.1<0;1,0>:d     15:w              
L2960:
        endif (16|M0)                        L2976                                
L2976:
        cmp (16|M0)   (eq)f1.1   null<1>:d     r58.0<8;8,1>:d    r39.0<8;8,1>:d   {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (16|M0)                           L3048                  L3048                
L3024:
        shl (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    2:w               {Compacted,$12.src}
        send.dc1 (16|M0)         null     r7      r56     0x80            0x04025EFE           {@1,$14} // wr:2+2, rd:0; untyped surface write with x
L3048:
        endif (16|M0)                        L3064                                
L3064:
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (8|M0)          r7       r25     null    0x0            0x0219E0FE           {$15} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud              {$12.src}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$15.dst}
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$0} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        cmp (16|M0)   (eq)f0.1   r9.0<1>:d     r33.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r30.2<0;1,0>:ud   0x2:uw             
(W)     mov (1|M0)               r13.0<1>:f    0.0:f                               {Compacted}
(W)     send.dc0 (1|M0)          r60      r13     null    0x0            0x021108FE           {@1,$1} // wr:1+0, rd:1; byte gathering read 32b
(~f1.0) sel (16|M0)              r11.0<1>:d    -r9.0<8;8,1>:d    1:w               {@3}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r11.0<8;8,1>:d    0:w               {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  if (16|M0)                           L3288                  L3472                
L3264:
        mov (16|M0)              r61.0<1>:f    r60.0<0;1,0>:f                   {Compacted,$1.dst}
        else (16|M0)                         L3472                  L3472                
L3288:
(W)     mov (1|M0)               r35.2<1>:f    1.4013e-45:f                              
L3304:
(W)     shl (1|M0)               r5.0<1>:d     r35.2<0;1,0>:d    2:w               {Compacted,@1}
(W)     add (1|M0)               r35.2<1>:d    r35.2<0;1,0>:d    1:w              
(W)     send.dc0 (1|M0)          r7       r5      null    0x0            0x021108FE           {@2,$2} // wr:1+0, rd:1; byte gathering read 32b
        sync.nop                             null                             {Compacted,$0.src}
        cmp (16|M0)   (eq)f0.0   r8.0<1>:d     r33.0<8;8,1>:d    r35.2<0;1,0>:d   {Compacted,@1}
(W)     cmp (16|M0)   (ge)f0.0   null<1>:d     r35.2<0;1,0>:ud   r30.2<0;1,0>:ud 
(~f0.0) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w               {@2}
        cmp (16|M0)   (ne)f1.1   null<1>:d     r10.0<8;8,1>:d    0:w               {@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     sel (1|M0)    (ge)f0.0   r60.0<1>:d    r7.0<0;1,0>:d     r60.0<0;1,0>:d   {$1.dst}
        mov (16|M0)              r61.0<1>:f    r60.0<0;1,0>:f                   {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) while (16|M0)                        L3304                                
L3472:
        endif (16|M0)                        L3488                                
L3488:
(W)     send.dc0 (8|M0)          r7       r25     null    0x0            0x0219E0FE           {$3} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (1|M0)               r8.0<1>:hf    9.536743e-07:hf                              {$0.src}
(W)     and (8|M0)               r11.0<1>:ud   r25.2<0;1,0>:ud   0x7F000000:ud             
        cmp (16|M0)   (gt)f1.1   null<1>:d     r8.0<0;1,0>:uw    r31.0<8;8,1>:ud  {@2}
        sel (16|M0)   (ge)f0.0   r9.0<1>:d     r61.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@7}
(f1.1)  mov (16|M0)              r9.0<1>:f     r56.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$3.dst}
(W)     send.gtwy (1|M0)         null     r11     null    0x0            0x02000004           {@5,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w 
        or (16|M0)    (eq)f1.0   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w
        add (16|M0)              r13.0<1>:d    r54.0<8;8,1>:d    4:w               {Compacted}
        send.dc1 (16|M0)         null     r13     r9      0x80            0x04025E01           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (16|M0)                           L3840                  L3840                
L3704:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r35.6<0;1,0>:uw   r35.6<0;1,0>:uw 
(W)     mov (1|M0)               r5.0<1>:f     0.0:f                               {Compacted}
(W)     mov (1|M0)               r6.6<1>:uw    f0.1<0;1,0>:uw                  
(W)     fbl (1|M0)               r7.0<1>:ud    r6.6<0;1,0>:uw                   {@1}
(W)     shl (1|M0)               r7.0<1>:ud    r7.0<0;1,0>:ud    2:w               {@1}
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x380:uw              {@1}
(W)     mov (1|M0)               r8.0<1>:d     r[a0.0]<0;1,0>:d                
(W)     send.dc0 (1|M0)          null     r5      r8      0x40            0x020308FE           {@1,$6} // wr:1+1, rd:0; byte scattering write 32b
L3840:
        endif (16|M0)                        L3856                                
L3856:
(W)     send.dc0 (8|M0)          r7       r25     null    0x0            0x0219E0FE           {@3,$7} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r8.0<1>:ud    r25.2<0;1,0>:ud   0x7F000000:ud              {$6.src}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$7.dst}
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$8} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               r9.0<1>:f     0.0:f                               {Compacted,$5.src}
(W)     send.dc0 (1|M0)          r10      r9      null    0x0            0x021108FE           {@1,$9} // wr:1+0, rd:1; byte gathering read 32b
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (8|M0)          r11      r25     null    0x0            0x0219E0FE           {$10} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r12.0<1>:ud   r25.2<0;1,0>:ud   0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {$10.dst}
(W)     send.gtwy (1|M0)         null     r12     null    0x0            0x02000004           {@2,$11} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        add (16|M0)              r13.0<1>:d    r54.0<8;8,1>:d    8:w               {Compacted}
        mov (16|M0)              r15.0<1>:f    r10.0<0;1,0>:f                   {Compacted,$9.dst}
        send.dc1 (16|M0)         null     r13     r15     0x80            0x04025E01           {@1,$12} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r25.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r17      r25     null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {$14.dst}
(W)     send.dc0 (8|M0)          r18      r25     null    0x0            0x0219E0FE           {$15} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r18.0<8;8,1>:ud                  {$15.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L4168:
