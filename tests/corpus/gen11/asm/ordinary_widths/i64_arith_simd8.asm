L0:
(W)     mov (8|M0)               r57.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r57.2<0;1,0>:uw 
(W)     shl (1|M0)               r40.0<1>:d    r6.0<0;1,0>:d     1:w              
(W)     mach (1|M0)              r2.0<1>:d     r6.3<0;1,0>:d     r57.1<0;1,0>:d   {Compacted}
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r58.0<1>:d    acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r4.0<1>:d     r58.0<8;8,1>:d    3:w              
        add (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r58.0<8;8,1>:d   {Compacted}
        add (8|M0)               r46.0<1>:d    r40.0<0;1,0>:d    r58.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r48.0<1>:d    r58.0<8;8,1>:d    2:w              
        send (8|M0)              r59:d    r4:f    0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        send (8|M0)              r61:d    r4:f    0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        shl (8|M0)               r45.0<1>:d    acc0.0<8;8,1>:d   3:w              
        shl (8|M0)               r46.0<1>:d    r46.0<8;8,1>:d    3:w              
        send (8|M0)              r63:d    r48:f   0xC            0x02106E02           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        asr (8|M0)               r12.0<1>:d    r60.0<8;8,1>:d    31:w              
        addc (8|M0)              r5.0<1>:ud    r59.0<8;8,1>:ud   r61.0<8;8,1>:ud  {AccWrEn,Compacted}
        asr (8|M0)               r14.0<1>:d    r62.0<8;8,1>:d    31:w              
        asr (8|M0)               r17.0<1>:d    r60.0<8;8,1>:d    31:w              
        asr (8|M0)               r18.0<1>:d    r62.0<8;8,1>:d    31:w              
        add (8|M0)               r43.0<1>:ud   r60.0<8;8,1>:ud   r62.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r44.0<1>:ud   r60.0<8;8,1>:ud   -r62.0<8;8,1>:ud {Compacted}
        xor (8|M0)               r15.0<1>:d    r12.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r8.0<1>:ud    r59.0<8;8,1>:ud   r61.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (8|M0)               r20.0<1>:d    r14.0<8;8,1>:d    r61.0<8;8,1>:d   {Compacted}
        xor (8|M0)               r21.0<1>:d    r17.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}
        xor (8|M0)               r23.0<1>:d    r18.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}
        xor (8|M0)    (eq)f0.1   r64.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
        xor (8|M0)               r65.0<1>:d    r18.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r49.0<1>:f    r5.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r59.0<8;8,1>:ud   r61.0<2;1,0>:uw 
        add (8|M0)               r25.0<1>:ud   r21.0<8;8,1>:ud   -r17.0<8;8,1>:ud {Compacted}
        add (8|M0)               r27.0<1>:ud   r23.0<8;8,1>:ud   -r18.0<8;8,1>:ud {Compacted}
        add (8|M0)               r50.0<1>:ud   r7.0<8;8,1>:ud    r43.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r51.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r65.0<8;8,1>:d    0:w              
        add (8|M0)               r52.0<1>:ud   -r9.0<8;8,1>:ud   r44.0<8;8,1>:ud  {Compacted}
        mach (8|M0)              r11.0<1>:ud   r59.0<8;8,1>:ud   r61.0<8;8,1>:ud  {AccWrEn,Compacted}
        sends (8|M0)             null:ud  r4      r49     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r45     r51     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r59.0<8;8,1>:ud   r62.0<2;1,0>:uw 
        mov (8|M0)               r53.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r13.0<1>:d    r59.0<8;8,1>:ud   r62.0<8;8,1>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r61.0<8;8,1>:ud   r60.0<2;1,0>:uw 
        add (8|M0)               r16.0<1>:d    r11.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
        mach (8|M0)              r13.0<1>:d    r61.0<8;8,1>:ud   r60.0<8;8,1>:d  
        subb (8|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r54.0<1>:d    r16.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r24.0<1>:ud   r20.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r46     r53     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M0)               r25.0<1>:ud   -r22.0<8;8,1>:ud  r25.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r27.0<1>:ud   -r26.0<8;8,1>:ud  r27.0<8;8,1>:ud  {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r25.0<2;1,0>:uw 
        mach (8|M0)              r29.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r24.0<8;8,1>:ud   r25.0<2;1,0>:uw 
        mach (8|M0)              r31.0<1>:ud   r24.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M0)              r33.0<1>:ud   r27.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r24.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M0)              r35.0<1>:ud   r24.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r36.0<1>:ud   r32.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r66.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r67.0<1>:ud   r36.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r38.0<1>:ud   r37.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r42.0<1>:ud   r33.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r41.0<1>:ud   r39.0<8;8,1>:ud   r38.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r68.0<1>:ud   r42.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r55.0<1>:ud   r47.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r69.0<1>:ud   r56.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r46.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(~f0.1) if (8|M0)                            L1072                  L1072                
L960:
        cmp (8|M0)    (eq)f0.0   null<1>:d     r66.0<8;8,1>:d    0:w              
        xor (8|M0)               r2.0<1>:d     r68.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}
        xor (8|M0)               r3.0<1>:d     r69.0<8;8,1>:d    r65.0<8;8,1>:d   {Compacted}
(f0.0)  cmp (8|M0)    (eq)f0.0   null<1>:d     r67.0<8;8,1>:d    0:w              
(f0.0)  sel (8|M0)               r4.0<1>:d     r64.0<8;8,1>:d    0:w              
(f0.0)  sel (8|M0)               r5.0<1>:d     r65.0<8;8,1>:d    0:w              
        subb (8|M0)              r68.0<1>:ud   r2.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r69.0<1>:ud   r3.0<8;8,1>:ud    -r5.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r69.0<1>:ud   -r7.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted}
L1072:
        endif (8|M0)                         L1088                                
L1088:
        mad (8|M0)               acc0.0<1>:d   r58.0<8;1>:d      r6.0<0;0>:d       3:w              
        mov (8|M0)               r3.0<1>:f     r68.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r69.0<8;8,1>:f                   {Compacted}
        and (8|M0)    (ne)f0.1   r70.0<1>:d    r63.0<8;8,1>:d    63:w              
        shl (8|M0)               r2.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r2      r3      0x8C            0x02026C03           {NoPreempt} // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f0.1)  if (8|M0)                            L1368                  L1384                
L1192:
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r70.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (8|M0)                            L1280                  L1336                
L1224:
        add (8|M0)               r2.0<1>:d     r70.0<8;8,1>:d    -32:w              
        mov (8|M0)               r72.0<1>:f    0.0:f                              
        shl (8|M0)               r71.0<1>:d    r59.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        else (8|M0)                          L1336                  L1336                
L1280:
        add (8|M0)               r2.0<1>:d     -r70.0<8;8,1>:d   32:w              
        shl (8|M0)               r3.0<1>:d     r60.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r72.0<1>:d    r59.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r2.0<1>:d     r59.0<8;8,1>:ud   r2.0<8;8,1>:d   
        or (8|M0)                r71.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
L1336:
        endif (8|M0)                         L1352                                
L1352:
        else (8|M0)                          L1384                  L1384                
L1368:
        mov (8|M0)               r72.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r71.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
L1384:
        endif (8|M0)                         L1400                                
L1400:
(W)     shl (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     2:w              
        mov (8|M0)               r4.0<1>:f     r72.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r5.0<1>:f     r71.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (ne)f1.1   null<1>:d     r70.0<8;8,1>:d    0:w              
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r58.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r3      r4      0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r3.0<1>:f     r3.0<8;8,1>:f                    {Compacted}
(f1.1)  if (8|M0)                            L1696                  L1712                
L1512:
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r70.0<8;8,1>:ud   0x20:uw             
(~f1.0) if (8|M0)                            L1600                  L1664                
L1544:
        add (8|M0)               r2.0<1>:d     r70.0<8;8,1>:d    -32:w              
        asr (8|M0)               r71.0<1>:d    r60.0<8;8,1>:d    31:w              
        asr (8|M0)               r72.0<1>:d    r60.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        else (8|M0)                          L1664                  L1664                
L1600:
        add (8|M0)               r2.0<1>:d     -r70.0<8;8,1>:d   32:w              
        shr (8|M0)               acc0.0<1>:d   r59.0<8;8,1>:ud   r70.0<8;8,1>:d  
        asr (8|M0)               r71.0<1>:d    r60.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r2.0<1>:d     r60.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        or (8|M0)                r72.0<1>:d    acc0.0<8;8,1>:d   r2.0<8;8,1>:d   
L1664:
        endif (8|M0)                         L1680                                
L1680:
        else (8|M0)                          L1712                  L1712                
L1696:
        mov (8|M0)               r72.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r71.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
L1712:
        endif (8|M0)                         L1728                                
L1728:
        mad (8|M0)               acc0.0<1>:d   r58.0<8;1>:d      r6.0<0;0>:d       5:w              
        mov (8|M0)               r3.0<1>:f     r72.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r71.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (ne)f0.1   null<1>:d     r70.0<8;8,1>:d    0:w              
        shl (8|M0)               r2.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r2      r3      0x8C            0x02026C03           {NoPreempt} // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f0.1)  if (8|M0)                            L2032                  L2048                
L1832:
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r70.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (8|M0)                            L1928                  L2000                
L1864:
        add (8|M0)               r2.0<1>:d     r70.0<8;8,1>:d    -32:w              
        mov (8|M0)               r71.0<1>:f    0.0:f                              
        shr (8|M0)               r72.0<1>:d    r60.0<8;8,1>:ud   r2.0<8;8,1>:d   
        else (8|M0)                          L2000                  L2000                
L1928:
        add (8|M0)               r2.0<1>:d     -r70.0<8;8,1>:d   32:w              
        shr (8|M0)               acc0.0<1>:d   r59.0<8;8,1>:ud   r70.0<8;8,1>:d  
        shr (8|M0)               r71.0<1>:d    r60.0<8;8,1>:ud   r70.0<8;8,1>:d  
        shl (8|M0)               r2.0<1>:d     r60.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        or (8|M0)                r72.0<1>:d    acc0.0<8;8,1>:d   r2.0<8;8,1>:d   
L2000:
        endif (8|M0)                         L2016                                
L2016:
        else (8|M0)                          L2048                  L2048                
L2032:
        mov (8|M0)               r72.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r71.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
L2048:
        endif (8|M0)                         L2064                                
L2064:
        mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r60.0<2;1,0>:uw 
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r59.0<8;8,1>:ud   r61.0<8;8,1>:ud 
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r59.0<8;8,1>:ud   r61.0<8;8,1>:ud 
(W)     mov (1|M0)               r28.0<1>:hf   -qnan(0x1FF):hf                             
(W)     mov (1|M0)               r30.0<1>:f    0.0:f                              
(W)     shl (1|M0)               r35.0<1>:d    r6.0<0;1,0>:d     3:w              
        mad (8|M0)               r2.0<1>:d     r58.0<8;1>:d      r6.0<0;0>:d       6:w              
        mach (8|M0)              r8.0<1>:ud    r62.0<8;8,1>:ud   r60.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r60.0<8;8,1>:d    r62.0<8;8,1>:d  
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    r62.0<8;8,1>:d  
        mad (8|M0)               r27.0<1>:d    r58.0<8;1>:d      r6.0<0;0>:d       7:w              
        add (8|M0)               r36.0<1>:d    r35.0<0;1,0>:d    r58.0<8;8,1>:d   {Compacted}
        mad (8|M0)               r42.0<1>:d    r58.0<8;1>:d      r6.0<0;0>:d       9:w              
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r61.0<8;8,1>:ud   r60.0<2;1,0>:uw 
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:d     r60.0<8;8,1>:d    r62.0<8;8,1>:d  
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r60.0<8;8,1>:ud   r62.0<8;8,1>:ud 
        mov (8|M0)               r3.0<1>:f     r72.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r71.0<8;8,1>:f                   {Compacted}
        shl (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        shl (8|M0)               r27.0<1>:d    r27.0<8;8,1>:d    3:w              
        mach (8|M0)              r10.0<1>:ud   r61.0<8;8,1>:ud   r60.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  sel (8|M0)               r29.0<1>:d    r28.0<0;1,0>:w    0:w              
(f1.0)  sel (8|M0)               r37.0<1>:d    r28.0<0;1,0>:w    0:w              
        shl (8|M0)               r36.0<1>:d    r36.0<8;8,1>:d    3:w              
        shl (8|M0)               r42.0<1>:d    r42.0<8;8,1>:d    3:w              
(W)     mov (8|M0)               r127.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r59.0<2;1,0>:uw 
        sends (8|M0)             null:ud  r2      r3      0x8C            0x02026C03           {NoPreempt} // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        mach (8|M0)              r12.0<1>:ud   r62.0<8;8,1>:ud   r59.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r61.0<8;8,1>:ud   r59.0<2;1,0>:uw 
        mach (8|M0)              r13.0<1>:d    r61.0<8;8,1>:ud   r59.0<8;8,1>:ud  {AccWrEn}
        addc (8|M0)              r14.0<1>:ud   r11.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r17.0<1>:ud   r14.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r20.0<1>:ud   r12.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r23.0<1>:ud   r20.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r22.0<1>:ud   r21.0<8;8,1>:ud   r8.0<8;8,1>:ud   {Compacted}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r31.0<1>:ud   r30.0<0;1,0>:ud   r29.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r25.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r26.0<1>:ud   r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r38.0<1>:ud   r30.0<0;1,0>:ud   r37.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r33.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r27     r25     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M0)               r34.0<1>:ud   -r32.0<8;8,1>:ud  -r29.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r40.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r36     r33     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M0)               r41.0<1>:ud   -r39.0<8;8,1>:ud  -r37.0<8;8,1>:ud {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r42     r40     0x8C            0x02026C03           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r27.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2776:
