L0:
(W)     mov (8|M0)               r49.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r49.2<0;1,0>:uw 
        mov (16|M0)              r50.0<1>:d    r1.0<16;16,1>:uw                
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r49.1<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r50.0<8;8,1>:d   {Compacted}
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r52.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw  
(W)     mach (1|M0)              r54.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
(W)     and (1|M0)               r5.6<1>:d     r54.0<0;1,0>:d    15:w              
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r5.6<0;1,0>:d     0:w              
(W&f0.1) jmpi                                L432                                
L184:
        mul (16|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r13.0<1>:d    r54.0<0;1,0>:d    15:w              
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw
(W)     shr (1|M0)               r14.0<1>:d    r13.0<0;1,0>:ud   3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r9.0<2;1,0>:uw  
(W)     shr (1|M0)               r15.0<1>:d    r14.0<0;1,0>:ud   0x1:uw             
        mach (8|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw 
(W)     add (1|M0)               r16.0<1>:d    r15.0<0;1,0>:d    -1:w              
        mach (8|M8)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r9.0<1>:d     r9.0<8;8,1>:ud    3:w              
        shr (16|M0)              r11.0<1>:d    r9.0<8;8,1>:ud    0x1:uw             
        cmp (16|M0)   (lt)f0.0   null<1>:d     r11.0<8;8,1>:ud   r16.0<0;1,0>:ud 
(f0.0)  goto (16|M0)                         L432                  L432                
L400:
        mov (16|M0)              r55.0<1>:f    r5.6<0;1,0>:f                   
        goto (16|M0)                         L432                  L464                
L432:
        join (16|M0)                         L464                                
L448:
        mov (16|M0)              r55.0<1>:f    2.24208e-44:f                              
L464:
        join (16|M0)                         L464                                
L480:
(W)     mov (8|M0)               r57.0<1>:w    0x76543210:v                              
(W)     add (8|M0)               r57.8<1>:w    r57.0<8;8,1>:w    8:w              
        cmp (16|M0)   (eq)f0.0   null<1>:w     r57.0<16;16,1>:w  0:w               {Compacted}
(~f0.0) if (16|M0)                           L664                  L3872                
L536:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
        mov (8|M0)               r73.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r75.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w              
        mov (8|M0)               r73.1<2>:f    r11.1<0;1,0>:f                  
        mov (8|M8)               r75.1<2>:f    r11.1<0;1,0>:f                  
        else (16|M0)                         L3872                  L3872                
L664:
(W)     mov (2|M0)               r8.0<1>:f     r5.2<2;2,1>:f                   
(W)     send (1|M0)              r10      r8:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
        cmp (16|M0)   (gt)f1.1   null<1>:d     r10.0<0;1,0>:ud   r55.0<8;8,1>:ud 
(~f1.1) if (16|M0)                           L856                  L3856                
L728:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
        mov (8|M0)               r73.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r75.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w              
        mov (8|M0)               r73.1<2>:f    r11.1<0;1,0>:f                  
        mov (8|M8)               r75.1<2>:f    r11.1<0;1,0>:f                  
        else (16|M0)                         L3856                  L3856                
L856:
(W)     mov (1|M0)               r5.7<1>:f     r5.2<0;1,0>:f                   
(W)     mov (1|M0)               r6.6<1>:f     r5.3<0;1,0>:f                   
        mov (16|M0)              r13.0<1>:f    0.0:f                              
(W)     addc (1|M0)              r7.0<1>:ud    r5.7<0;1,0>:ud    0x40:ud              {AccWrEn}
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               r58.0<2>:f    r7.0<0;1,0>:f                   
(W)     add (1|M0)               r58.1<2>:ud   r8.0<0;1,0>:ud    r6.6<0;1,0>:ud  
        mov (8|M0)               r9.0<2>:f     r58.0<0;1,0>:f                  
        mov (8|M8)               r11.0<2>:f    r58.0<0;1,0>:f                  
        mov (8|M0)               r9.1<2>:f     r58.1<0;1,0>:f                  
        mov (8|M8)               r11.1<2>:f    r58.1<0;1,0>:f                  
        sends (8|M0)             r15:ud   r9      r13     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        sends (8|M8)             r16:ud   r11     r14     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        mov (16|M0)              r59.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r59.0<8;8,1>:d    -1:w              
(f1.0)  if (16|M0)                           L3728                  L3840                
L1096:
        add (16|M0)              r7.0<1>:d     r59.0<8;8,1>:d    1:w              
(W)     send (8|M0)              r9       r49:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r9.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r10.0<2>:f    r58.0<0;1,0>:f                  
        mov (8|M8)               r12.0<2>:f    r58.0<0;1,0>:f                  
        mov (8|M0)               r14.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r15.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r10.1<2>:f    r58.1<0;1,0>:f                  
        mov (8|M8)               r16.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r17.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (8|M8)               r12.1<2>:f    r58.1<0;1,0>:f                  
        sends (8|M0)             r18:ud   r10     r14     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M8)             r19:ud   r12     r16     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
(W)     send (8|M0)              r20      r49:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {Compacted}
        cmp (16|M0)   (eq)f1.1   null<1>:d     r18.0<8;8,1>:d    r59.0<8;8,1>:d  
(f1.1)  goto (16|M0)                         L1520                  L1520                
L1320:
(W)     send (1|M0)              r62      r58:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r62.0<0;1,0>:d    -1:w              
(W&f1.0) jmpi                                L1496                                
L1368:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
        mov (8|M0)               r73.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r75.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w              
        mov (8|M0)               r73.1<2>:f    r11.1<0;1,0>:f                  
        mov (8|M8)               r75.1<2>:f    r11.1<0;1,0>:f                  
        goto (16|M0)                         L1520                  L3696                
L1496:
        mov (16|M0)              r59.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
(W)     jmpi                                 L1096                                
L1520:
        join (16|M0)                         L3696                                
L1536:
(W)     addc (1|M0)              r7.0<1>:ud    r5.7<0;1,0>:ud    0x4:ud              {AccWrEn}
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r10.1<2>:ud   r8.0<0;1,0>:ud    r6.6<0;1,0>:ud  
(W)     send (8|M0)              r11      r49:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {Compacted}
        mov (8|M0)               r12.0<2>:f    r7.0<0;1,0>:f                   
        mov (8|M8)               r14.0<2>:f    r7.0<0;1,0>:f                   
        mov (16|M0)              r16.0<1>:f    0.0:f                              
        mov (8|M0)               r12.1<2>:f    r10.1<0;1,0>:f                  
        mov (8|M8)               r14.1<2>:f    r10.1<0;1,0>:f                  
        sends (8|M0)             r18:ud   r12     r16     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        sends (8|M8)             r19:ud   r14     r17     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        mov (16|M0)              r63.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              r20      r49:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {Compacted}
(W)     addc (1|M0)              r21.0<1>:ud   r5.7<0;1,0>:ud    0x8:ud              {AccWrEn}
(W)     mov (1|M0)               r22.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               r66.0<2>:f    r21.0<0;1,0>:f                  
(W)     add (1|M0)               r66.1<2>:ud   r22.0<0;1,0>:ud   r6.6<0;1,0>:ud  
(W)     send (8|M0)              r23      r49:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r23.0<8;8,1>:ud                  {Compacted}
        mov (8|M0)               r24.0<2>:f    r66.0<0;1,0>:f                  
        mov (8|M8)               r26.0<2>:f    r66.0<0;1,0>:f                  
        mov (8|M0)               r24.1<2>:f    r66.1<0;1,0>:f                  
        mov (8|M8)               r26.1<2>:f    r66.1<0;1,0>:f                  
        sends (8|M0)             r28:ud   r24     r16     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        sends (8|M8)             r29:ud   r26     r17     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR
        mov (16|M0)              r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              r30      r49:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r30.0<8;8,1>:ud                  {Compacted}
(W)     mov (2|M0)               r32.0<1>:f    r5.2<2;2,1>:f                   
        add (16|M0)              r35.0<1>:d    r67.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r67.0<8;8,1>:ud   r63.0<8;8,1>:ud 
(W)     mov (1|M0)               r39.0<1>:hf   0x1:hf                             
(W)     mov (1|M0)               r44.0<1>:hf   0x1:hf                             
(W)     send (1|M0)              r34      r32:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(f1.1)  sel (16|M0)              acc0.0<1>:uw  r39.0<0;1,0>:uw   0x0:uw             
(f1.1)  sel (16|M0)              r42.0<1>:uw   r39.0<0;1,0>:uw   0x0:uw             
        cmp (16|M0)   (lt)f0.1   null<1>:d     r35.0<8;8,1>:ud   r34.0<0;1,0>:ud 
(~f0.1) sel (16|M0)              r37.0<1>:d    r34.0<0;1,0>:d    0:w              
        add (16|M0)              r69.0<1>:d    r35.0<8;8,1>:d    -r37.0<8;8,1>:d  {Compacted}
        cmp (16|M0)   (le)f1.0   null<1>:d     r63.0<8;8,1>:ud   r69.0<8;8,1>:ud 
        cmp (16|M0)   (lt)f1.1   null<1>:d     r69.0<8;8,1>:ud   r67.0<8;8,1>:ud 
(f1.0)  sel (16|M0)              r41.0<1>:uw   r39.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M0)              r43.0<1>:uw   r39.0<0;1,0>:uw   0x0:uw             
        and (16|M0)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r41.0<16;16,1>:uw
        or (16|M0)    (ne)f0.1   null<1>:uw    r42.0<16;16,1>:uw  r43.0<16;16,1>:uw {Compacted}
(f1.0)  sel (16|M0)              r47.0<1>:d    r44.0<0;1,0>:w    0:w              
(f0.1)  sel (16|M0)              r45.0<1>:d    r44.0<0;1,0>:w    0:w              
(~f1.1) mov (16|M0)              r45.0<1>:f    r47.0<8;8,1>:f                  
        cmp (16|M0)   (ne)f1.0   null<1>:d     r45.0<8;8,1>:d    0:w              
(~f1.0) if (16|M0)                           L3272                  L3384                
L2280:
(W)     send (8|M0)              r7       r49:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
        mov (8|M0)               r8.0<2>:f     r66.0<0;1,0>:f                  
        mov (8|M8)               r10.0<2>:f    r66.0<0;1,0>:f                  
        mov (8|M0)               r12.0<1>:f    r67.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r13.0<1>:f    r69.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r8.1<2>:f     r66.1<0;1,0>:f                  
        mov (8|M8)               r14.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r15.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r10.1<2>:f    r66.1<0;1,0>:f                  
        sends (8|M0)             r16:ud   r8      r12     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M8)             r17:ud   r10     r14     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
(W)     send (8|M0)              r18      r49:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r18.0<8;8,1>:ud                  {Compacted}
        cmp (16|M0)   (eq)f0.1   null<1>:d     r16.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}
(f0.1)  goto (16|M0)                         L2936                  L3080                
L2480:
(W)     mov (2|M0)               r8.0<1>:f     r5.2<2;2,1>:f                   
(W)     mov (4|M0)               r9.0<1>:w     0x8840:uv                             
(W)     mov (1|M0)               r19.0<1>:hf   0x1:hf                             
(W)     mov (1|M0)               r24.0<1>:hf   0x1:hf                             
(W)     addc (4|M0)              r10.0<1>:ud   r8.0<0;1,0>:ud    r9.0<4;4,1>:w    {AccWrEn}
(W)     mov (4|M0)               r11.0<1>:ud   acc0.0<4;4,1>:ud                 {Compacted}
(W)     add (4|M0)               r12.1<2>:ud   r11.0<4;4,1>:ud   r8.1<0;1,0>:ud  
(W)     mov (4|M0)               r12.0<2>:f    r10.0<4;4,1>:f                  
(W)     send (4|M0)              r14      r12:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
(W)     mov (1|M0)               r61.2<1>:f    r14.2<0;1,0>:f                  
(W)     mov (2|M0)               r61.0<1>:f    r14.0<2;2,1>:f                  
        add (16|M0)              r15.0<1>:d    r61.2<0;1,0>:d    r55.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r15.0<8;8,1>:ud   r61.0<0;1,0>:ud 
(~f1.1) sel (16|M0)              r17.0<1>:d    r61.0<0;1,0>:d    0:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r61.2<0;1,0>:ud   r63.0<8;8,1>:ud 
        add (16|M0)              r69.0<1>:d    r15.0<8;8,1>:d    -r17.0<8;8,1>:d  {Compacted}
(f1.1)  sel (16|M0)              acc0.0<1>:uw  r19.0<0;1,0>:uw   0x0:uw             
(f1.1)  sel (16|M0)              r20.0<1>:uw   r19.0<0;1,0>:uw   0x0:uw             
        cmp (16|M0)   (le)f1.0   null<1>:d     r63.0<8;8,1>:ud   r69.0<8;8,1>:ud 
(f1.0)  sel (16|M0)              r23.0<1>:uw   r19.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M0)              r21.0<1>:uw   r19.0<0;1,0>:uw   0x0:uw             
        or (16|M0)    (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r23.0<16;16,1>:uw
        and (16|M0)   (ne)f0.1   null<1>:uw    r20.0<16;16,1>:uw  r21.0<16;16,1>:uw {Compacted}
(f1.0)  sel (16|M0)              r25.0<1>:d    r24.0<0;1,0>:w    0:w              
(f0.1)  sel (16|M0)              r27.0<1>:d    r24.0<0;1,0>:w    0:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r69.0<8;8,1>:ud   r61.2<0;1,0>:ud 
(~f1.0) mov (16|M0)              r25.0<1>:f    r27.0<8;8,1>:f                  
        cmp (16|M0)   (ne)f0.1   null<1>:d     r25.0<8;8,1>:d    0:w              
(f0.1)  goto (16|M0)                         L2936                  L2936                
L2912:
        mov (16|M0)              r67.0<1>:f    r61.2<0;1,0>:f                   {Compacted}
(W)     jmpi                                 L2280                                
L2936:
        join (16|M0)                         L3080                                
L2952:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
        mov (8|M0)               r73.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r75.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w              
        mov (8|M0)               r73.1<2>:f    r11.1<0;1,0>:f                  
        mov (8|M8)               r75.1<2>:f    r11.1<0;1,0>:f                  
        goto (16|M0)                         L3080                  L3240                
L3080:
        join (16|M0)                         L3240                                
L3096:
        mov (8|M0)               r9.0<1>:f     0.0:f                              
        mov (8|M8)               r10.0<1>:f    0.0:f                              
        or (16|M0)               r7.0<1>:d     r67.0<8;8,1>:d    1073741824:d              
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:ud    4:w              
        mov (8|M0)               r73.0<2>:f    r7.0<8;8,1>:f                   
        mov (8|M8)               r75.0<2>:f    r8.0<8;8,1>:f                   
        asr (16|M0)              r9.0<1>:ud    r11.0<8;8,1>:d    4:w              
        mov (8|M0)               r73.1<2>:f    r9.0<8;8,1>:f                   
        mov (8|M8)               r75.1<2>:f    r10.0<8;8,1>:f                  
L3240:
        join (16|M0)                         L3240                                
L3256:
        else (16|M0)                         L3384                  L3384                
L3272:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
        mov (8|M0)               r73.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r75.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w              
        mov (8|M0)               r73.1<2>:f    r11.1<0;1,0>:f                  
        mov (8|M8)               r75.1<2>:f    r11.1<0;1,0>:f                  
L3384:
        endif (16|M0)                        L3400                                
L3400:
        mov (8|M0)               r9.0<1>:f     r73.1<2;1,0>:f                  
        mov (8|M8)               r10.0<1>:f    r75.1<2;1,0>:f                  
        mov (8|M0)               r7.0<1>:f     r73.0<2;1,0>:f                  
        mov (8|M8)               r8.0<1>:f     r75.0<2;1,0>:f                  
        or (16|M0)               r9.0<1>:ud    r9.0<8;8,1>:ud    0x20000000:ud             
        and (16|M0)   (eq)f0.1   null<1>:d     r7.0<8;8,1>:d     1073741824:d              
        mov (8|M0)               r11.1<2>:f    r9.0<8;8,1>:f                   
        mov (8|M8)               r13.1<2>:f    r10.0<8;8,1>:f                  
(f0.1)  if (16|M0)                           L3680                  L3680                
L3544:
(W)     send (8|M0)              r7       r49:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r6.14<0;1,0>:uw   r6.14<0;1,0>:uw 
(W)     cbit (1|M0)              r8.0<1>:ud    f0.1<0;1,0>:uw                  
(W)     mov (1|M0)               r10.0<1>:d    -r8.0<0;1,0>:ud                 
(W)     sends (1|M0)             null:ud  r58     r10     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     send (8|M0)              r11      r49:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r58.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
L3680:
        endif (16|M0)                        L3696                                
L3696:
        join (16|M0)                         L3696                                
L3712:
        else (16|M0)                         L3840                  L3840                
L3728:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
        mov (8|M0)               r73.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r75.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w              
        mov (8|M0)               r73.1<2>:f    r11.1<0;1,0>:f                  
        mov (8|M8)               r75.1<2>:f    r11.1<0;1,0>:f                  
L3840:
        endif (16|M0)                        L3856                                
L3856:
        endif (16|M0)                        L3872                                
L3872:
        endif (16|M0)                        L3888                                
L3888:
        mov (8|M0)               r71.0<1>:f    r73.0<2;1,0>:f                  
        mov (8|M0)               r7.0<1>:f     r73.1<2;1,0>:f                  
        mov (8|M8)               r8.0<1>:f     r75.1<2;1,0>:f                  
        mov (8|M8)               r72.0<1>:f    r75.0<2;1,0>:f                  
(W)     and (1|M0)               r13.0<1>:d    r71.0<0;1,0>:d    1073741824:d              
        or (16|M0)               r7.0<1>:ud    r7.0<8;8,1>:ud    0x20000000:ud             
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<0;1,0>:d    0:w              
        mov (8|M0)               r9.1<2>:f     r7.0<8;8,1>:f                   
        mov (8|M8)               r11.1<2>:f    r8.0<8;8,1>:f                   
(W&~f1.1) jmpi                               L4080                                
L4048:
(W)     mov (1|M0)               r54.4<2>:b    0:w                              
(W)     jmpi                                 L4728                                
L4080:
(W)     mov (2|M0)               r8.0<1>:f     r5.2<2;2,1>:f                   
        shl (16|M0)              r16.0<1>:d    r52.0<8;8,1>:d    2:w              
(W)     and (1|M0)               r11.0<1>:d    r71.0<0;1,0>:d    -1073741825:d              
(W)     mov (1|M0)               r54.2<1>:f    r5.2<0;1,0>:f                   
(W)     mov (1|M0)               r54.3<1>:f    r5.3<0;1,0>:f                   
(W)     send (1|M0)              r10      r8:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read
        addc (8|M0)              r18.0<1>:ud   r5.0<0;1,0>:ud    r16.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (16|M0)              r12.0<1>:d    r11.0<0;1,0>:d    r57.0<16;16,1>:uw
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r19.0<1>:ud   r5.0<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r26.1<2>:ud   r20.0<8;8,1>:ud   r5.1<0;1,0>:ud  
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r26.0<2>:f    r18.0<8;8,1>:f                  
        add (8|M8)               r28.1<2>:ud   r21.0<8;8,1>:ud   r5.1<0;1,0>:ud  
        mov (8|M8)               r28.0<2>:f    r19.0<8;8,1>:f                  
        send (16|M0)             r34:w    r26:f   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud 
(~f1.0) sel (16|M0)              r14.0<1>:d    r10.0<0;1,0>:d    0:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    -r14.0<8;8,1>:d  {Compacted}
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    128:w              
        addc (8|M0)              r22.0<1>:ud   r54.2<0;1,0>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r23.0<1>:ud   r54.2<0;1,0>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r30.1<2>:ud   r24.0<8;8,1>:ud   r54.3<0;1,0>:ud 
        mov (8|M8)               r25.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r30.0<2>:f    r22.0<8;8,1>:f                  
        add (8|M8)               r32.1<2>:ud   r25.0<8;8,1>:ud   r54.3<0;1,0>:ud 
        mov (8|M8)               r32.0<2>:f    r23.0<8;8,1>:f                  
        sends (16|M0)            null:w   r30     r34     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(f0.0)  if (16|M0)                           L4696                  L4696                
L4512:
(W)     addc (1|M0)              r7.0<1>:ud    r54.2<0;1,0>:ud   0x40:ud              {AccWrEn,Compacted}
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               r10.0<2>:f    r7.0<0;1,0>:f                   
(W)     add (1|M0)               r10.1<2>:ud   r8.0<0;1,0>:ud    r54.3<0;1,0>:ud 
(W)     send (8|M0)              r11      r49:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {Compacted}
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f1.1   null<1>:w     r54.3<0;1,0>:uw   r54.3<0;1,0>:uw 
(W)     cbit (1|M0)              r12.0<1>:ud   f1.1<0;1,0>:uw                  
(W)     mov (1|M0)               r14.0<1>:d    -r12.0<0;1,0>:ud                
(W)     sends (1|M0)             null:ud  r10     r14     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     send (8|M0)              r15      r49:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r15.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
L4696:
        endif (16|M0)                        L4712                                
L4712:
(W)     mov (1|M0)               r54.4<2>:b    1:w                              
L4728:
        shl (16|M0)              r7.0<1>:d     r52.0<8;8,1>:d    2:w              
        mov (16|M0)              r17.0<1>:d    r54.4<0;1,0>:ub                 
(W)     mov (8|M0)               r127.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
        addc (8|M0)              r9.0<1>:ud    r5.4<0;1,0>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r10.0<1>:ud   r5.4<0;1,0>:ud    r8.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r12.1<2>:ud   r11.0<8;8,1>:ud   r5.5<0;1,0>:ud  
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r12.0<2>:f    r9.0<8;8,1>:f                   
        add (8|M8)               r14.1<2>:ud   r16.0<8;8,1>:ud   r5.5<0;1,0>:ud  
        mov (8|M8)               r14.0<2>:f    r10.0<8;8,1>:f                  
        sends (16|M0)            null:w   r12     r17     0x8C            0x080691FF           // wr:4+2, rd:0; hdc.dc1; a64 dword scattering write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4896:
