L0:
(W)     mov (8|M0)               r15.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.2<0;1,0>:uw 
(W)     mov (1|M0)               r6.3<1>:f     0.0:f                              
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r15.1<0;1,0>:d   {Compacted}
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r16.0<1>:d    acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r5.0<1>:d     r16.0<8;8,1>:d    3:w              
        send (8|M0)              r17:d    r5:f    0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r19:d    r5:f    0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        subb (8|M0)              r7.0<1>:ud    r6.3<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (8|M0)    (lt)f0.1   null<1>:d     r18.0<8;8,1>:d    0:w              
        cmp (8|M0)    (lt)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w              
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r9.0<1>:ud    r6.3<0;1,0>:ud    r19.0<8;8,1>:ud  {AccWrEn,Compacted}
(f0.1)  sel (8|M0)               r21.0<1>:d    r7.0<8;8,1>:d     r17.0<8;8,1>:d  
        add (8|M0)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r18.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(f0.0)  sel (8|M0)               r23.0<1>:d    r9.0<8;8,1>:d     r19.0<8;8,1>:d   {Compacted}
(f0.1)  sel (8|M0)               r22.0<1>:d    r11.0<8;8,1>:d    r18.0<8;8,1>:d  
        add (8|M0)               r12.0<1>:ud   -r10.0<8;8,1>:ud  -r20.0<8;8,1>:ud {Compacted}
(f0.0)  sel (8|M0)               r24.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        or (8|M0)                r13.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r13.0<8;8,1>:ud   0x1:uw             
(~f1.0) if (8|M0)                            L1200                  L1224                
L320:
(W)     mov (1|M0)               r25.0<1>:f    8.82818e-44:f                              
        mov (8|M0)               r26.0<1>:f    0.0:f                              
        mov (8|M0)               r27.0<1>:f    0.0:f                              
        mov (8|M0)               r28.0<1>:f    0.0:f                              
        mov (8|M0)               r29.0<1>:f    0.0:f                              
L400:
(W)     and (1|M0)               r25.1<1>:d    r25.0<0;1,0>:d    63:w              
        shr (8|M0)               r2.0<1>:d     r26.0<8;8,1>:ud   31:w              
        shl (8|M0)               r3.0<1>:d     r27.0<8;8,1>:d    1:w              
        shl (8|M0)               r30.0<1>:d    r26.0<8;8,1>:d    1:w              
(W)     cmp (8|M0)    (ne)f1.1   null<1>:d     r25.1<0;1,0>:d    0:w              
        or (8|M0)                r27.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.1) jmpi                                L528                                
L504:
        mov (8|M0)               r31.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L664                                
L528:
(W)     cmp (8|M0)    (lt)f1.0   null<1>:ud    r25.1<0;1,0>:ud   0x20:uw             
(W&f1.0) jmpi                                L608                                
L560:
(W)     add (1|M0)               r2.0<1>:d     r25.1<0;1,0>:d    -32:w              
        shr (8|M0)               r31.0<1>:d    r22.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L664                                
L608:
(W)     add (1|M0)               r2.0<1>:d     -r25.1<0;1,0>:d   32:w              
        shr (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:ud   r25.1<0;1,0>:d  
        shl (8|M0)               r3.0<1>:d     r22.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (8|M0)                r31.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d   
L664:
        and (8|M0)               acc0.0<1>:d   r31.0<8;8,1>:d    1:w              
        or (8|M0)                r26.0<1>:d    acc0.0<8;8,1>:d   r30.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r26.0<8;8,1>:ud   r23.0<8;8,1>:ud 
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r27.0<8;8,1>:d    r24.0<8;8,1>:d  
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r27.0<8;8,1>:ud   r24.0<8;8,1>:ud 
(~f1.1) if (8|M0)                            L1104                  L1104                
L760:
        subb (8|M0)              r32.0<1>:ud   r26.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     and (1|M0)               r25.2<1>:d    r25.0<0;1,0>:d    63:w              
        add (8|M0)               r27.0<1>:ud   r27.0<8;8,1>:ud   -r24.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (8|M0)    (ne)f0.1   null<1>:d     r25.2<0;1,0>:d    0:w              
        add (8|M0)               r27.0<1>:ud   -r2.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted}
(W&f0.1) jmpi                                L888                                
L840:
(W)     mov (1|M0)               r25.3<1>:f    1.4013e-45:f                              
(W)     mov (1|M0)               r25.4<1>:f    0.0:f                              
(W)     jmpi                                 L1080                                
L888:
(W)     cmp (8|M0)    (lt)f0.0   null<1>:ud    r25.2<0;1,0>:ud   0x20:uw             
(W&f0.0) jmpi                                L1000                                
L920:
(W)     add (1|M0)               r2.0<1>:d     r25.2<0;1,0>:d    -32:w              
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               r25.3<1>:f    0.0:f                              
(W)     shl (1|M0)               r25.4<1>:d    r3.0<0;1,0>:w     r2.0<0;1,0>:d   
(W)     jmpi                                 L1080                                
L1000:
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                             
(W)     add (1|M0)               r3.0<1>:d     -r25.2<0;1,0>:d   32:w              
(W)     mov (1|M0)               r5.0<1>:hf    0x1:hf                             
(W)     shl (1|M0)               r25.3<1>:d    r2.0<0;1,0>:w     r25.2<0;1,0>:d  
(W)     shr (1|M0)               r25.4<1>:d    r5.0<0;1,0>:uw    r3.0<0;1,0>:d   
L1080:
        or (8|M0)                r28.0<1>:d    r25.3<0;1,0>:d    r28.0<8;8,1>:d   {Compacted}
        or (8|M0)                r29.0<1>:d    r25.4<0;1,0>:d    r29.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r26.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
L1104:
        endif (8|M0)                         L1120                                
L1120:
(W)     cmp (8|M0)    (eq)f1.1   null<1>:d     r25.0<0;1,0>:d    0:w              
(f1.1)  break (8|M0)                         L1168                  L1168                
L1152:
(W)     add (1|M0)               r25.0<1>:d    r25.0<0;1,0>:d    -1:w              
L1168:
        while (8|M0)                         L400                                
L1184:
        else (8|M0)                          L1224                  L1224                
L1200:
        math.iqot (8|M0)         r28.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r29.0<1>:f    0.0:f                              
L1224:
        endif (8|M0)                         L1240                                
L1240:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                              
        cmp (8|M0)    (lt)f0.1   null<1>:d     r18.0<8;8,1>:d    0:w              
        xor (8|M0)    (lt)f1.1   null<1>:d     r20.0<8;8,1>:d    r18.0<8;8,1>:d  
        shl (8|M0)               r10.0<1>:d    r16.0<8;8,1>:d    2:w              
        subb (8|M0)              r3.0<1>:ud    r2.0<0;1,0>:ud    r28.0<8;8,1>:ud  {AccWrEn,Compacted}
        shl (8|M0)               r33.0<1>:d    r10.0<8;8,1>:d    3:w              
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r11.0<1>:ud   r2.0<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  sel (8|M0)               r8.0<1>:d     r3.0<8;8,1>:d     r28.0<8;8,1>:d  
        add (8|M0)               r7.0<1>:ud    -r5.0<8;8,1>:ud   -r29.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(f0.1)  sel (8|M0)               r34.0<1>:d    r11.0<8;8,1>:d    r17.0<8;8,1>:d  
(f1.1)  sel (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r29.0<8;8,1>:d  
        add (8|M0)               r13.0<1>:ud   -r12.0<8;8,1>:ud  -r18.0<8;8,1>:ud {Compacted}
        sends (8|M0)             null:ud  r33     r8      0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(f0.1)  sel (8|M0)               r35.0<1>:d    r13.0<8;8,1>:d    r18.0<8;8,1>:d  
        or (8|M0)                r14.0<1>:d    r24.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r14.0<8;8,1>:ud   0x1:uw             
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(~f1.0) if (8|M0)                            L2032                  L2056                
L1496:
(W)     mov (1|M0)               r25.5<1>:f    8.82818e-44:f                              
        mov (8|M0)               r36.0<1>:f    0.0:f                              
        mov (8|M0)               r37.0<1>:f    0.0:f                              
L1544:
(W)     and (1|M0)               r25.6<1>:d    r25.5<0;1,0>:d    63:w              
        shr (8|M0)               r2.0<1>:d     r36.0<8;8,1>:ud   31:w              
        shl (8|M0)               r3.0<1>:d     r37.0<8;8,1>:d    1:w              
        shl (8|M0)               r38.0<1>:d    r36.0<8;8,1>:d    1:w              
(W)     cmp (8|M0)    (ne)f1.0   null<1>:d     r25.6<0;1,0>:d    0:w              
        or (8|M0)                r39.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.0) jmpi                                L1672                                
L1648:
        mov (8|M0)               r40.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L1808                                
L1672:
(W)     cmp (8|M0)    (lt)f0.0   null<1>:ud    r25.6<0;1,0>:ud   0x20:uw             
(W&f0.0) jmpi                                L1752                                
L1704:
(W)     add (1|M0)               r2.0<1>:d     r25.6<0;1,0>:d    -32:w              
        shr (8|M0)               r40.0<1>:d    r35.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L1808                                
L1752:
(W)     add (1|M0)               r2.0<1>:d     -r25.6<0;1,0>:d   32:w              
        shr (8|M0)               acc0.0<1>:d   r34.0<8;8,1>:ud   r25.6<0;1,0>:d  
        shl (8|M0)               r3.0<1>:d     r35.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (8|M0)                r40.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d   
L1808:
        and (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    1:w              
        or (8|M0)                r2.0<1>:d     acc0.0<8;8,1>:d   r38.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r2.0<8;8,1>:ud    r23.0<8;8,1>:ud 
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r39.0<8;8,1>:d    r24.0<8;8,1>:d  
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r39.0<8;8,1>:ud   r24.0<8;8,1>:ud 
(~f1.1) sel (8|M0)               r3.0<1>:d     r23.0<8;8,1>:d    0:w              
(~f1.1) sel (8|M0)               r5.0<1>:d     r24.0<8;8,1>:d    0:w              
(W)     cmp (8|M0)    (eq)f1.1   null<1>:d     r25.5<0;1,0>:d    0:w              
        subb (8|M0)              r36.0<1>:ud   r2.0<8;8,1>:ud    r3.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r37.0<1>:ud   r39.0<8;8,1>:ud   -r5.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r37.0<1>:ud   -r7.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted}
(f1.1)  break (8|M0)                         L2000                  L2000                
L1984:
(W)     add (1|M0)               r25.5<1>:d    r25.5<0;1,0>:d    -1:w              
L2000:
        while (8|M0)                         L1544                                
L2016:
        else (8|M0)                          L2056                  L2056                
L2032:
        math.irem (8|M0)         r36.0<1>:ud   r34.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r37.0<1>:f    0.0:f                              
L2056:
        endif (8|M0)                         L2072                                
L2072:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                              
        or (8|M0)                r11.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        or (8|M0)                r10.0<1>:d    r33.0<8;8,1>:d    8:w              
        subb (8|M0)              r3.0<1>:ud    r2.0<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r11.0<8;8,1>:ud   0x1:uw             
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(f0.1)  sel (8|M0)               r8.0<1>:d     r3.0<8;8,1>:d     r36.0<8;8,1>:d  
        add (8|M0)               r7.0<1>:ud    -r5.0<8;8,1>:ud   -r37.0<8;8,1>:ud {Compacted}
(f0.1)  sel (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r37.0<8;8,1>:d  
        sends (8|M0)             null:ud  r10     r8      0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(~f0.0) if (8|M0)                            L3104                  L3128                
L2224:
(W)     mov (1|M0)               r25.7<1>:f    8.82818e-44:f                              
        mov (8|M0)               r41.0<1>:f    0.0:f                              
        mov (8|M0)               r42.0<1>:f    0.0:f                              
        mov (8|M0)               r43.0<1>:f    0.0:f                              
        mov (8|M0)               r44.0<1>:f    0.0:f                              
L2304:
(W)     and (1|M0)               r46.0<1>:d    r25.7<0;1,0>:d    63:w              
        shr (8|M0)               r2.0<1>:d     r41.0<8;8,1>:ud   31:w              
        shl (8|M0)               r3.0<1>:d     r42.0<8;8,1>:d    1:w              
        shl (8|M0)               r45.0<1>:d    r41.0<8;8,1>:d    1:w              
(W)     cmp (8|M0)    (ne)f1.0   null<1>:d     r46.0<0;1,0>:d    0:w              
        or (8|M0)                r42.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.0) jmpi                                L2432                                
L2408:
        mov (8|M0)               r47.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L2568                                
L2432:
(W)     cmp (8|M0)    (lt)f0.1   null<1>:ud    r46.0<0;1,0>:ud   0x20:uw             
(W&f0.1) jmpi                                L2512                                
L2464:
(W)     add (1|M0)               r2.0<1>:d     r46.0<0;1,0>:d    -32:w              
        shr (8|M0)               r47.0<1>:d    r18.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L2568                                
L2512:
(W)     add (1|M0)               r2.0<1>:d     -r46.0<0;1,0>:d   32:w              
        shr (8|M0)               acc0.0<1>:d   r17.0<8;8,1>:ud   r46.0<0;1,0>:d  
        shl (8|M0)               r3.0<1>:d     r18.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (8|M0)                r47.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d   
L2568:
        and (8|M0)               acc0.0<1>:d   r47.0<8;8,1>:d    1:w              
        or (8|M0)                r41.0<1>:d    acc0.0<8;8,1>:d   r45.0<8;8,1>:d  
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r41.0<8;8,1>:ud   r19.0<8;8,1>:ud 
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r42.0<8;8,1>:d    r20.0<8;8,1>:d  
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:ud    r42.0<8;8,1>:ud   r20.0<8;8,1>:ud 
(~f0.1) if (8|M0)                            L3008                  L3008                
L2664:
        subb (8|M0)              r48.0<1>:ud   r41.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     and (1|M0)               r46.1<1>:d    r25.7<0;1,0>:d    63:w              
        add (8|M0)               r42.0<1>:ud   r42.0<8;8,1>:ud   -r20.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (8|M0)    (ne)f1.1   null<1>:d     r46.1<0;1,0>:d    0:w              
        add (8|M0)               r42.0<1>:ud   -r2.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}
(W&f1.1) jmpi                                L2792                                
L2744:
(W)     mov (1|M0)               r46.2<1>:f    1.4013e-45:f                              
(W)     mov (1|M0)               r46.3<1>:f    0.0:f                              
(W)     jmpi                                 L2984                                
L2792:
(W)     cmp (8|M0)    (lt)f1.0   null<1>:ud    r46.1<0;1,0>:ud   0x20:uw             
(W&f1.0) jmpi                                L2904                                
L2824:
(W)     add (1|M0)               r2.0<1>:d     r46.1<0;1,0>:d    -32:w              
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               r46.2<1>:f    0.0:f                              
(W)     shl (1|M0)               r46.3<1>:d    r3.0<0;1,0>:w     r2.0<0;1,0>:d   
(W)     jmpi                                 L2984                                
L2904:
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                             
(W)     add (1|M0)               r3.0<1>:d     -r46.1<0;1,0>:d   32:w              
(W)     mov (1|M0)               r5.0<1>:hf    0x1:hf                             
(W)     shl (1|M0)               r46.2<1>:d    r2.0<0;1,0>:w     r46.1<0;1,0>:d  
(W)     shr (1|M0)               r46.3<1>:d    r5.0<0;1,0>:uw    r3.0<0;1,0>:d   
L2984:
        or (8|M0)                r43.0<1>:d    r46.2<0;1,0>:d    r43.0<8;8,1>:d   {Compacted}
        or (8|M0)                r44.0<1>:d    r46.3<0;1,0>:d    r44.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r41.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
L3008:
        endif (8|M0)                         L3024                                
L3024:
(W)     cmp (8|M0)    (eq)f0.1   null<1>:d     r25.7<0;1,0>:d    0:w              
(f0.1)  break (8|M0)                         L3072                  L3072                
L3056:
(W)     add (1|M0)               r25.7<1>:d    r25.7<0;1,0>:d    -1:w              
L3072:
        while (8|M0)                         L2304                                
L3088:
        else (8|M0)                          L3128                  L3128                
L3104:
        math.iqot (8|M0)         r43.0<1>:ud   r17.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r44.0<1>:f    0.0:f                              
L3128:
        endif (8|M0)                         L3144                                
L3144:
        or (8|M0)                r2.0<1>:d     r33.0<8;8,1>:d    16:w              
        mov (8|M0)               r7.0<1>:f     r43.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r8.0<1>:f     r44.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r2      r7      0x8C            0x02026C02           {NoPreempt} // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(~f0.0) if (8|M0)                            L3752                  L3776                
L3216:
(W)     mov (1|M0)               r46.4<1>:f    8.82818e-44:f                              
        mov (8|M0)               r49.0<1>:f    0.0:f                              
        mov (8|M0)               r50.0<1>:f    0.0:f                              
L3264:
(W)     and (1|M0)               r46.5<1>:d    r46.4<0;1,0>:d    63:w              
        shr (8|M0)               r2.0<1>:d     r49.0<8;8,1>:ud   31:w              
        shl (8|M0)               r3.0<1>:d     r50.0<8;8,1>:d    1:w              
        shl (8|M0)               r51.0<1>:d    r49.0<8;8,1>:d    1:w              
(W)     cmp (8|M0)    (ne)f1.0   null<1>:d     r46.5<0;1,0>:d    0:w              
        or (8|M0)                r52.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.0) jmpi                                L3392                                
L3368:
        mov (8|M0)               r47.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L3528                                
L3392:
(W)     cmp (8|M0)    (lt)f0.1   null<1>:ud    r46.5<0;1,0>:ud   0x20:uw             
(W&f0.1) jmpi                                L3472                                
L3424:
(W)     add (1|M0)               r2.0<1>:d     r46.5<0;1,0>:d    -32:w              
        shr (8|M0)               r47.0<1>:d    r18.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L3528                                
L3472:
(W)     add (1|M0)               r2.0<1>:d     -r46.5<0;1,0>:d   32:w              
        shr (8|M0)               acc0.0<1>:d   r17.0<8;8,1>:ud   r46.5<0;1,0>:d  
        shl (8|M0)               r3.0<1>:d     r18.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (8|M0)                r47.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d   
L3528:
        and (8|M0)               acc0.0<1>:d   r47.0<8;8,1>:d    1:w              
(W)     cmp (8|M0)    (eq)f0.0   null<1>:d     r46.4<0;1,0>:d    0:w              
        or (8|M0)                r2.0<1>:d     acc0.0<8;8,1>:d   r51.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r2.0<8;8,1>:ud    r19.0<8;8,1>:ud 
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r52.0<8;8,1>:d    r20.0<8;8,1>:d  
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r52.0<8;8,1>:ud   r20.0<8;8,1>:ud 
(~f1.0) sel (8|M0)               r3.0<1>:d     r19.0<8;8,1>:d    0:w              
(~f1.0) sel (8|M0)               r5.0<1>:d     r20.0<8;8,1>:d    0:w              
        subb (8|M0)              r49.0<1>:ud   r2.0<8;8,1>:ud    r3.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r50.0<1>:ud   r52.0<8;8,1>:ud   -r5.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r50.0<1>:ud   -r7.0<8;8,1>:ud   r50.0<8;8,1>:ud  {Compacted}
(f0.0)  break (8|M0)                         L3720                  L3720                
L3704:
(W)     add (1|M0)               r46.4<1>:d    r46.4<0;1,0>:d    -1:w              
L3720:
        while (8|M0)                         L3264                                
L3736:
        else (8|M0)                          L3776                  L3776                
L3752:
        math.irem (8|M0)         r49.0<1>:ud   r17.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r50.0<1>:f    0.0:f                              
L3776:
        endif (8|M0)                         L3792                                
L3792:
        or (8|M0)                r2.0<1>:d     r33.0<8;8,1>:d    24:w              
        mov (8|M0)               r7.0<1>:f     r49.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r8.0<1>:f     r50.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r15.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r2      r7      0x8C            0x02026C02           {NoPreempt} // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3864:
