L0:
(W)     mov (8|M0)               r27.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r9.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               r5.6<1>:d     r6.3<0;1,0>:d     r27.1<0;1,0>:d  
        mov (16|M0)              r44.0<1>:d    r1.0<16;16,1>:uw                
(W)     mul (1|M0)               r6.6<1>:d     r9.0<0;1,0>:d     r6.2<0;1,0>:d   
        add (16|M0)              r7.0<1>:d     r5.6<0;1,0>:d     r44.0<8;8,1>:d  
(W)     and (1|M0)               r6.7<1>:d     r6.6<0;1,0>:d     15:w              
        add (16|M0)              r46.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     0:w              
(W&f1.1) jmpi                                L384                                
L160:
        mul (16|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r11.0<1>:d    r6.6<0;1,0>:d     15:w              
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw
(W)     shr (1|M0)               r12.0<1>:d    r11.0<0;1,0>:ud   3:w              
        mul (16|M0)              r7.0<1>:d     r6.0<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}
(W)     shr (1|M0)               r13.0<1>:d    r12.0<0;1,0>:ud   0x1:uw             
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r44.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r14.0<1>:d    r13.0<0;1,0>:d    -1:w              
        shr (16|M0)              r7.0<1>:d     r7.0<8;8,1>:ud    3:w              
        shr (16|M0)              r9.0<1>:d     r7.0<8;8,1>:ud    0x1:uw             
        cmp (16|M0)   (lt)f1.0   null<1>:d     r9.0<8;8,1>:ud    r14.0<0;1,0>:ud 
(~f1.0) goto (16|M0)                         L384                  L384                
L336:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        mov (16|M0)              r48.0<1>:d    r6.7<0;1,0>:d                   
(f0.0)  goto (16|M0)                         L384                  L416                
L384:
        join (16|M0)                         L416                                
L400:
        mov (16|M0)              r48.0<1>:d    16:w                              
L416:
        join (16|M0)                         L416                                
L432:
(W)     mov (8|M0)               r50.0<1>:w    0x76543210:v                              
(W)     add (8|M0)               r50.8<1>:w    r50.0<8;8,1>:w    8:w              
        cmp (16|M0)   (eq)f0.0   null<1>:w     r50.0<16;16,1>:w  0:w               {Compacted}
(~f0.0) if (16|M0)                           L584                  L3152                
L488:
(W)     mov (1|M0)               r5.6<1>:ud    0xBFFFFFFF:ud                             
(W)     shl (1|M0)               r7.0<1>:q     r5.6<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r7.0<1>:q     r7.0<0;1,0>:q     4:w              
        mov (8|M0)               r67.0<1>:uq   r7.0<0;1,0>:uq                  
        mov (8|M8)               r69.0<1>:uq   r7.0<0;1,0>:uq                  
        else (16|M0)                         L3152                  L3152                
L584:
(W)     mov (1|M0)               r8.0<1>:uq    r5.0<0;1,0>:uq                  
(W)     send (1|M0)              r9       r8:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
        cmp (16|M0)   (gt)f0.1   null<1>:d     r9.0<0;1,0>:ud    r48.0<8;8,1>:ud 
(~f0.1) if (16|M0)                           L744                  L3136                
L648:
(W)     mov (1|M0)               r5.6<1>:ud    0xBFFFFFFF:ud                             
(W)     shl (1|M0)               r7.0<1>:q     r5.6<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r7.0<1>:q     r7.0<0;1,0>:q     4:w              
        mov (8|M0)               r67.0<1>:uq   r7.0<0;1,0>:uq                  
        mov (8|M8)               r69.0<1>:uq   r7.0<0;1,0>:uq                  
        else (16|M0)                         L3136                  L3136                
L744:
(W)     add (1|M0)               r52.0<1>:q    r5.0<0;1,0>:q     64:w              
        mov (16|M0)              r11.0<1>:d    0:w                              
        mov (8|M0)               r7.0<1>:uq    r52.0<0;1,0>:uq                 
        mov (8|M8)               r9.0<1>:uq    r52.0<0;1,0>:uq                 
        sends (8|M0)             r13:ud   r7      r11     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        sends (8|M8)             r14:ud   r9      r12     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        mov (16|M0)              r53.0<1>:ud   r13.0<8;8,1>:ud                  {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r53.0<8;8,1>:d    1:w              
(f1.1)  if (16|M0)                           L3040                  L3120                
L880:
        add (16|M0)              r7.0<1>:d     r53.0<8;8,1>:d    -1:w              
(W)     send (8|M0)              r9       r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r9.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r10.0<1>:uq   r52.0<0;1,0>:uq                 
        mov (8|M0)               r14.0<1>:d    r53.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r15.0<1>:d    r7.0<8;8,1>:d                    {Compacted}
        mov (8|M8)               r12.0<1>:uq   r52.0<0;1,0>:uq                 
        mov (8|M8)               r16.0<1>:d    r54.0<8;8,1>:d                   {Compacted}
        mov (8|M8)               r17.0<1>:d    r8.0<8;8,1>:d                    {Compacted}
        sends (8|M0)             r18:ud   r10     r14     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M8)             r19:ud   r12     r16     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
(W)     send (8|M0)              r20      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {Compacted}
        cmp (16|M0)   (eq)f1.1   null<1>:d     r18.0<8;8,1>:d    r53.0<8;8,1>:d  
(~f1.1) goto (16|M0)                         L1256                  L1256                
L1072:
(W)     send (1|M0)              r51      r52:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r51.0<0;1,0>:d    1:w              
(W&f1.0) jmpi                                L1232                                
L1120:
(W)     mov (1|M0)               r5.6<1>:ud    0xBFFFFFFF:ud                             
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                             
(W)     shl (1|M0)               r7.0<1>:q     r5.6<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r7.0<1>:q     r7.0<0;1,0>:q     4:w              
        mov (8|M0)               r67.0<1>:uq   r7.0<0;1,0>:uq                  
        mov (8|M8)               r69.0<1>:uq   r7.0<0;1,0>:uq                  
(f1.1)  goto (16|M0)                         L1256                  L3008                
L1232:
        mov (16|M0)              r53.0<1>:d    r51.0<0;1,0>:d                   {Compacted}
(W)     jmpi                                 L880                                
L1256:
        join (16|M0)                         L3008                                
L1272:
(W)     add (1|M0)               r56.0<1>:q    r5.0<0;1,0>:q     4:w              
(W)     send (8|M0)              r7       r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r8.0<1>:uq    r56.0<0;1,0>:uq                 
        mov (16|M0)              r12.0<1>:d    0:w                              
        mov (8|M8)               r10.0<1>:uq   r56.0<0;1,0>:uq                 
        sends (8|M0)             r14:ud   r8      r12     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        sends (8|M8)             r15:ud   r10     r13     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        mov (16|M0)              r57.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}
(W)     send (8|M0)              r16      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r16.0<8;8,1>:ud                  {Compacted}
(W)     add (1|M0)               r18.0<1>:q    r5.0<0;1,0>:q     8:w              
(W)     send (8|M0)              r19      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r19.0<8;8,1>:ud                  {Compacted}
        mov (8|M0)               r20.0<1>:uq   r18.0<0;1,0>:uq                 
        mov (8|M8)               r22.0<1>:uq   r18.0<0;1,0>:uq                 
        sends (8|M0)             r24:ud   r20     r12     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        sends (8|M8)             r25:ud   r22     r13     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        mov (16|M0)              r59.0<1>:ud   r24.0<8;8,1>:ud                  {Compacted}
(W)     send (8|M0)              r26      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r26.0<8;8,1>:ud                  {Compacted}
(W)     mov (1|M0)               r28.0<1>:uq   r5.0<0;1,0>:uq                  
        add (16|M0)              r30.0<1>:d    r57.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (le)f0.1   null<1>:d     r57.0<8;8,1>:ud   r59.0<8;8,1>:ud 
(W)     mov (1|M0)               r34.0<1>:uw   0x1:uw                             
(W)     mov (1|M0)               r39.0<1>:w    1:w                              
(W)     send (1|M0)              r29      r28:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(f0.1)  sel (16|M0)              r35.0<1>:uw   r34.0<0;1,0>:uw   0x0:uw             
(f0.1)  sel (16|M0)              r37.0<1>:uw   r34.0<0;1,0>:uw   0x0:uw             
        cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:ud   r29.0<0;1,0>:ud 
(~f1.0) sel (16|M0)              r32.0<1>:d    r29.0<0;1,0>:d    0:w              
        add (16|M0)              r61.0<1>:d    r30.0<8;8,1>:d    -r32.0<8;8,1>:d  {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r59.0<8;8,1>:ud   r61.0<8;8,1>:ud 
        cmp (16|M0)   (lt)f0.1   null<1>:d     r61.0<8;8,1>:ud   r57.0<8;8,1>:ud 
(f1.1)  sel (16|M0)              r36.0<1>:uw   r34.0<0;1,0>:uw   0x0:uw             
(f1.1)  sel (16|M0)              r38.0<1>:uw   r34.0<0;1,0>:uw   0x0:uw             
        and (16|M0)   (ne)f1.1   null<1>:uw    r35.0<16;16,1>:uw  r36.0<16;16,1>:uw
        or (16|M0)    (ne)f1.0   null<1>:uw    r37.0<16;16,1>:uw  r38.0<16;16,1>:uw
(f1.1)  sel (16|M0)              r42.0<1>:d    r39.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M0)              r40.0<1>:d    r39.0<0;1,0>:w    0:w              
(~f0.1) mov (16|M0)              r40.0<1>:d    r42.0<8;8,1>:d                  
        cmp (16|M0)   (ne)f1.1   null<1>:d     r40.0<8;8,1>:d    0:w              
(~f1.1) if (16|M0)                           L2720                  L2800                
L1896:
(W)     send (8|M0)              r7       r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r8.0<1>:uq    r56.0<0;1,0>:uq                 
        mov (8|M0)               r12.0<1>:d    r57.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r13.0<1>:d    r61.0<8;8,1>:d                   {Compacted}
        mov (8|M8)               r10.0<1>:uq   r56.0<0;1,0>:uq                 
        mov (8|M8)               r14.0<1>:d    r58.0<8;8,1>:d                   {Compacted}
        mov (8|M8)               r15.0<1>:d    r62.0<8;8,1>:d                   {Compacted}
        sends (8|M0)             r16:ud   r8      r12     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M8)             r17:ud   r10     r14     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
(W)     send (8|M0)              r18      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r18.0<8;8,1>:ud                  {Compacted}
        cmp (16|M0)   (eq)f0.1   null<1>:d     r16.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}
(~f0.1) goto (16|M0)                         L2432                  L2560                
L2064:
(W)     mov (2|M0)               r7.0<1>:w     0x40:uv                             
(W)     mov (1|M0)               r13.0<1>:uw   0x1:uw                             
(W)     mov (1|M0)               r18.0<1>:w    1:w                              
(W)     add (2|M0)               r8.0<1>:uq    r5.0<0;1,0>:uq    r7.0<2;2,1>:w   
(W)     send (2|M0)              r55      r8:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
        add (16|M0)              r9.0<1>:d     r55.1<0;1,0>:d    r48.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r9.0<8;8,1>:ud    r55.0<0;1,0>:ud 
(~f1.1) sel (16|M0)              r11.0<1>:d    r55.0<0;1,0>:d    0:w              
        cmp (16|M0)   (le)f1.1   null<1>:d     r55.1<0;1,0>:ud   r59.0<8;8,1>:ud 
        add (16|M0)              r61.0<1>:d    r9.0<8;8,1>:d     -r11.0<8;8,1>:d  {Compacted}
(f1.1)  sel (16|M0)              r16.0<1>:uw   r13.0<0;1,0>:uw   0x0:uw             
(f1.1)  sel (16|M0)              r14.0<1>:uw   r13.0<0;1,0>:uw   0x0:uw             
        cmp (16|M0)   (lt)f1.0   null<1>:d     r59.0<8;8,1>:ud   r61.0<8;8,1>:ud 
(f1.0)  sel (16|M0)              r17.0<1>:uw   r13.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M0)              r15.0<1>:uw   r13.0<0;1,0>:uw   0x0:uw             
        or (16|M0)    (ne)f1.0   null<1>:uw    r16.0<16;16,1>:uw  r17.0<16;16,1>:uw
        and (16|M0)   (ne)f0.1   null<1>:uw    r14.0<16;16,1>:uw  r15.0<16;16,1>:uw {Compacted}
(f1.0)  sel (16|M0)              r19.0<1>:d    r18.0<0;1,0>:w    0:w              
(f0.1)  sel (16|M0)              r21.0<1>:d    r18.0<0;1,0>:w    0:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r61.0<8;8,1>:ud   r55.1<0;1,0>:ud 
(~f1.0) mov (16|M0)              r19.0<1>:d    r21.0<8;8,1>:d                  
        cmp (16|M0)   (ne)f0.1   null<1>:d     r19.0<8;8,1>:d    0:w              
(~f0.1) goto (16|M0)                         L2432                  L2432                
L2408:
        mov (16|M0)              r57.0<1>:d    r55.1<0;1,0>:d                   {Compacted}
(W)     jmpi                                 L1896                                
L2432:
        join (16|M0)                         L2560                                
L2448:
(W)     mov (1|M0)               r5.6<1>:ud    0xBFFFFFFF:ud                             
(W)     mov (1|M0)               f1.0<1>:uw    0x0:uw                             
(W)     shl (1|M0)               r7.0<1>:q     r5.6<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r7.0<1>:q     r7.0<0;1,0>:q     4:w              
        mov (8|M0)               r67.0<1>:uq   r7.0<0;1,0>:uq                  
        mov (8|M8)               r69.0<1>:uq   r7.0<0;1,0>:uq                  
(f1.0)  goto (16|M0)                         L2560                  L2688                
L2560:
        join (16|M0)                         L2688                                
L2576:
        or (16|M0)               r7.0<1>:d     r57.0<8;8,1>:d    1073741824:d              
        shl (8|M0)               r9.0<1>:q     r7.0<8;8,1>:ud    4:w              
        shl (8|M8)               r11.0<1>:q    r8.0<8;8,1>:ud    4:w              
        asr (8|M0)               r9.0<1>:q     r9.0<4;4,1>:q     4:w              
        asr (8|M8)               r11.0<1>:q    r11.0<4;4,1>:q    4:w              
        mov (8|M0)               r67.0<1>:uq   r9.0<4;4,1>:q                   
        mov (8|M8)               r69.0<1>:uq   r11.0<4;4,1>:q                  
L2688:
        join (16|M0)                         L2688                                
L2704:
        else (16|M0)                         L2800                  L2800                
L2720:
(W)     mov (1|M0)               r5.6<1>:ud    0xBFFFFFFF:ud                             
(W)     shl (1|M0)               r7.0<1>:q     r5.6<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r7.0<1>:q     r7.0<0;1,0>:q     4:w              
        mov (8|M0)               r67.0<1>:uq   r7.0<0;1,0>:uq                  
        mov (8|M8)               r69.0<1>:uq   r7.0<0;1,0>:uq                  
L2800:
        endif (16|M0)                        L2816                                
L2816:
        and (8|M0)    (eq)f1.0   null<1>:q     r67.0<4;4,1>:q    1073741824:d              
        and (8|M8)    (eq)f1.0   null<1>:q     r69.0<4;4,1>:q    1073741824:d              
(f1.0)  if (16|M0)                           L2992                  L2992                
L2864:
(W)     send (8|M0)              r7       r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r51.2<0;1,0>:uw   r51.2<0;1,0>:uw 
(W)     cbit (1|M0)              r8.0<1>:ud    f0.1<0;1,0>:uw                  
(W)     mov (1|M0)               r10.0<1>:d    r8.0<0;1,0>:ud                  
(W)     sends (1|M0)             null:ud  r52     r10     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     send (8|M0)              r11      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {Compacted}
L2992:
        endif (16|M0)                        L3008                                
L3008:
        join (16|M0)                         L3008                                
L3024:
        else (16|M0)                         L3120                  L3120                
L3040:
(W)     mov (1|M0)               r5.6<1>:ud    0xBFFFFFFF:ud                             
(W)     shl (1|M0)               r7.0<1>:q     r5.6<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r7.0<1>:q     r7.0<0;1,0>:q     4:w              
        mov (8|M0)               r67.0<1>:uq   r7.0<0;1,0>:uq                  
        mov (8|M8)               r69.0<1>:uq   r7.0<0;1,0>:uq                  
L3120:
        endif (16|M0)                        L3136                                
L3136:
        endif (16|M0)                        L3152                                
L3152:
        endif (16|M0)                        L3168                                
L3168:
(W)     mov (1|M0)               r5.3<1>:uq    0x2000000000000000:uq                             
        or (8|M0)                r7.0<1>:uq    r67.0<4;4,1>:uq   r5.3<0;1,0>:uq  
        or (8|M8)                r9.0<1>:uq    r69.0<4;4,1>:uq   r5.3<0;1,0>:uq  
        mov (8|M0)               r63.0<1>:d    r7.0<2;1,0>:d                   
        mov (8|M8)               r64.0<1>:d    r9.0<2;1,0>:d                   
(W)     and (1|M0)               r11.0<1>:d    r63.0<0;1,0>:d    1073741824:d              
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    0:w              
(W&~f1.0) jmpi                               L3344                                
L3296:
        mov (16|M0)              r65.0<1>:d    0:w                              
(W)     mov (1|M0)               r51.6<2>:b    0:w                              
(W)     jmpi                                 L3720                                
L3344:
(W)     mov (1|M0)               r8.0<1>:uq    r5.0<0;1,0>:uq                  
(W)     and (1|M0)               r10.0<1>:d    r63.0<0;1,0>:d    -1073741825:d              
(W)     send (1|M0)              r9       r8:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
        add (16|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r50.0<16;16,1>:uw
        cmp (16|M0)   (lt)f0.1   null<1>:d     r11.0<8;8,1>:ud   r9.0<0;1,0>:ud  
(~f0.1) sel (16|M0)              r13.0<1>:d    r9.0<0;1,0>:d     0:w              
        add (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    -r13.0<8;8,1>:d  {Compacted}
        shl (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    2:w              
        add (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    128:w              
        add (8|M0)               r15.0<1>:q    r5.0<0;1,0>:q     r11.0<8;8,1>:ud 
        add (8|M8)               r17.0<1>:q    r5.0<0;1,0>:q     r12.0<8;8,1>:ud 
        send (16|M0)             r65:w    r15:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read
(f0.0)  if (16|M0)                           L3688                  L3688                
L3544:
(W)     add (1|M0)               r8.0<1>:q     r5.0<0;1,0>:q     64:w              
(W)     send (8|M0)              r9       r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r9.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f1.1   null<1>:w     r51.4<0;1,0>:uw   r51.4<0;1,0>:uw 
(W)     cbit (1|M0)              r10.0<1>:ud   f1.1<0;1,0>:uw                  
(W)     mov (1|M0)               r12.0<1>:d    r10.0<0;1,0>:ud                 
(W)     sends (1|M0)             null:ud  r8      r12     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     send (8|M0)              r13      r27     0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r13.0<8;8,1>:ud                  {Compacted}
L3688:
        endif (16|M0)                        L3704                                
L3704:
(W)     mov (1|M0)               r51.6<2>:b    1:w                              
L3720:
        shl (16|M0)              r7.0<1>:d     r46.0<8;8,1>:d    2:w              
        mov (16|M0)              r17.0<1>:d    r51.6<0;1,0>:ub                 
(W)     mov (8|M0)               r127.0<1>:ud  r27.0<8;8,1>:ud                  {Compacted}
        add (8|M0)               r9.0<1>:q     r5.1<0;1,0>:q     r7.0<8;8,1>:ud  
        add (8|M8)               r11.0<1>:q    r5.1<0;1,0>:q     r8.0<8;8,1>:ud  
        add (8|M0)               r13.0<1>:q    r5.2<0;1,0>:q     r7.0<8;8,1>:ud  
        add (8|M8)               r15.0<1>:q    r5.2<0;1,0>:q     r8.0<8;8,1>:ud  
        sends (16|M0)            null:w   r9      r65     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
        sends (16|M0)            null:w   r13     r17     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3872:
