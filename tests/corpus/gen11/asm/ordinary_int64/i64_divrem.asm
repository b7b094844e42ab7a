L0:
(W)     mov (8|M0)               r100.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r100.2<0;1,0>:uw
(W)     mov (1|M0)               r6.0<1>:f     0.0:f                              
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r100.1<0;1,0>:d  {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r56.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r54.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r56.0<8;8,1>:d    3:w              
        shl (16|M16)             r14.0<1>:d    r54.0<8;8,1>:d    3:w              
        send (16|M0)             r50:w    r12:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r46:w    r14:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r42:w    r12:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r38:w    r14:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        subb (8|M0)              r16.0<1>:ud   r6.0<0;1,0>:ud    r50.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    0:w              
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r17.0<1>:ud   r6.0<0;1,0>:ud    r51.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        add (8|M0)               r30.0<1>:ud   -r8.0<8;8,1>:ud   -r52.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r18.0<1>:ud   r6.0<0;1,0>:ud    r46.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r48.0<8;8,1>:d    0:w              
        add (8|M8)               r31.0<1>:ud   -r4.0<8;8,1>:ud   -r53.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r19.0<1>:ud   r6.0<0;1,0>:ud    r47.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r44.0<8;8,1>:d    0:w              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r40.0<8;8,1>:d    0:w              
        add (8|M16)              r32.0<1>:ud   -r20.0<8;8,1>:ud  -r48.0<8;8,1>:ud
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M0)              r22.0<1>:ud   r6.0<0;1,0>:ud    r42.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        add (8|M24)              r33.0<1>:ud   -r10.0<8;8,1>:ud  -r49.0<8;8,1>:ud
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r23.0<1>:ud   r6.0<0;1,0>:ud    r43.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.0)  sel (16|M0)              r74.0<1>:d    r30.0<8;8,1>:d    r52.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r76.0<1>:d    r32.0<8;8,1>:d    r48.0<8;8,1>:d  
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r14.0<1>:ud   r6.0<0;1,0>:ud    r38.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r34.0<1>:ud   -r24.0<8;8,1>:ud  -r44.0<8;8,1>:ud {Compacted}
(f0.0)  sel (16|M0)              r68.0<1>:d    r22.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}
        add (8|M8)               r35.0<1>:ud   -r12.0<8;8,1>:ud  -r45.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r15.0<1>:ud   r6.0<0;1,0>:ud    r39.0<8;8,1>:ud  {AccWrEn}
(f0.0)  sel (16|M0)              r58.0<1>:d    r34.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        mov (8|M24)              r28.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M16)              r36.0<1>:ud   -r26.0<8;8,1>:ud  -r40.0<8;8,1>:ud
(f0.0)  sel (16|M16)             r66.0<1>:d    r14.0<8;8,1>:d    r38.0<8;8,1>:d  
        or (16|M0)               r4.0<1>:d     r58.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}
        add (8|M24)              r37.0<1>:ud   -r28.0<8;8,1>:ud  -r41.0<8;8,1>:ud
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x1:uw             
(f0.0)  sel (16|M16)             r60.0<1>:d    r36.0<8;8,1>:d    r40.0<8;8,1>:d  
(W)     mov (1|M0)               r3.1<1>:ud    f1.0<0;1,0>:ud                  
        or (16|M16)              r10.0<1>:d    r60.0<8;8,1>:d    r76.0<8;8,1>:d  
(W)     mov (1|M0)               f1.0<1>:ud    r3.1<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0x1:uw             
(W)     mov (1|M0)               r3.1<1>:ud    f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r3.1<0;1,0>:ud                   {Compacted}
(f1.0)  sel (16|M0)              r98.0<1>:d    r16.0<8;8,1>:d    r50.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r102.0<1>:d   r18.0<8;8,1>:d    r46.0<8;8,1>:d  
(~f0.0) if (32|M0)                           L2360                  L2440                
L856:
        mov (16|M0)              r122.0<1>:f   0.0:f                              
        mov (16|M16)             r114.0<1>:f   0.0:f                              
        mov (16|M0)              r112.0<1>:f   0.0:f                              
        mov (16|M16)             r110.0<1>:f   0.0:f                              
        mov (16|M0)              r104.0<1>:f   0.0:f                              
        mov (16|M16)             r96.0<1>:f    0.0:f                              
        mov (16|M0)              r80.0<1>:f    0.0:f                              
        mov (16|M16)             r78.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r2.1<1>:f     8.82818e-44:f                              
L1000:
(W)     and (1|M0)               r2.0<1>:d     r2.1<0;1,0>:d     63:w              
        shr (16|M0)              r4.0<1>:d     r122.0<8;8,1>:ud  31:w              
        shr (16|M16)             r10.0<1>:d    r114.0<8;8,1>:ud  31:w              
        shl (16|M0)              r12.0<1>:d    r112.0<8;8,1>:d   1:w              
        shl (16|M16)             r14.0<1>:d    r110.0<8;8,1>:d   1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        shl (16|M0)              r64.0<1>:d    r122.0<8;8,1>:d   1:w              
        shl (16|M16)             r62.0<1>:d    r114.0<8;8,1>:d   1:w              
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        or (16|M0)               r112.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r110.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d  
(W&f1.0) jmpi                                L1224                                
L1184:
        mov (16|M0)              r28.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r30.0<1>:f    r102.0<8;8,1>:f                 
(W)     jmpi                                 L1432                                
L1224:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W&f0.0) jmpi                                L1336                                
L1272:
(W)     add (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     -32:w              
        shr (16|M0)              r28.0<1>:d    r74.0<8;8,1>:ud   r3.0<0;1,0>:d   
        shr (16|M16)             r30.0<1>:d    r76.0<8;8,1>:ud   r3.0<0;1,0>:d   
(W)     jmpi                                 L1432                                
L1336:
(W)     add (1|M0)               r3.0<1>:d     -r2.0<0;1,0>:d    32:w              
        shr (16|M0)              r12.0<1>:d    r98.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shr (16|M16)             r14.0<1>:d    r102.0<8;8,1>:ud  r2.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r74.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        shl (16|M16)             r10.0<1>:d    r76.0<8;8,1>:d    r3.0<0;1,0>:d   
        or (16|M0)               r28.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r30.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d  
L1432:
        and (16|M16)             r10.0<1>:d    r30.0<8;8,1>:d    1:w              
        and (16|M0)              r4.0<1>:d     r28.0<8;8,1>:d    1:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r110.0<8;8,1>:ud  r60.0<8;8,1>:ud 
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
        or (16|M16)              r114.0<1>:d   r10.0<8;8,1>:d    r62.0<8;8,1>:d  
        or (16|M0)               r122.0<1>:d   r4.0<8;8,1>:d     r64.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r114.0<8;8,1>:ud  r66.0<8;8,1>:ud 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r68.0<8;8,1>:ud 
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r110.0<8;8,1>:d   r60.0<8;8,1>:d  
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r112.0<8;8,1>:d   r58.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r112.0<8;8,1>:ud  r58.0<8;8,1>:ud 
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw
(~f1.0) if (32|M0)                           L2248                  L2248                
L1664:
        subb (8|M0)              r84.0<1>:ud   r122.0<8;8,1>:ud  r68.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     and (1|M0)               r2.0<1>:d     r2.1<0;1,0>:d     63:w              
        add (8|M0)               r112.0<1>:ud  r112.0<8;8,1>:ud  -r58.0<8;8,1>:ud {Compacted}
        add (8|M8)               r113.0<1>:ud  r113.0<8;8,1>:ud  -r59.0<8;8,1>:ud {Compacted}
        add (8|M16)              r110.0<1>:ud  r110.0<8;8,1>:ud  -r60.0<8;8,1>:ud
        add (8|M24)              r111.0<1>:ud  r111.0<8;8,1>:ud  -r61.0<8;8,1>:ud
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r85.0<1>:ud   r123.0<8;8,1>:ud  r69.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        add (8|M0)               r112.0<1>:ud  -r4.0<8;8,1>:ud   r112.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r82.0<1>:ud   r114.0<8;8,1>:ud  r66.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r113.0<1>:ud  -r6.0<8;8,1>:ud   r113.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M24)             r83.0<1>:ud   r115.0<8;8,1>:ud  r67.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r110.0<1>:ud  -r8.0<8;8,1>:ud   r110.0<8;8,1>:ud
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r111.0<1>:ud  -r10.0<8;8,1>:ud  r111.0<8;8,1>:ud
(W&f1.0) jmpi                                L1968                                
L1920:
(W)     mov (1|M0)               r2.3<1>:f     1.4013e-45:f                              
(W)     mov (1|M0)               r2.2<1>:f     0.0:f                              
(W)     jmpi                                 L2176                                
L1968:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W&f0.0) jmpi                                L2096                                
L2016:
(W)     add (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     -32:w              
(W)     mov (1|M0)               r3.2<1>:hf    0x1:hf                             
(W)     mov (1|M0)               r2.3<1>:f     0.0:f                              
(W)     shl (1|M0)               r2.2<1>:d     r3.2<0;1,0>:w     r3.0<0;1,0>:d   
(W)     jmpi                                 L2176                                
L2096:
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
(W)     add (1|M0)               r4.0<1>:d     -r2.0<0;1,0>:d    32:w              
(W)     mov (1|M0)               r4.2<1>:hf    0x1:hf                             
(W)     shl (1|M0)               r2.3<1>:d     r3.0<0;1,0>:w     r2.0<0;1,0>:d   
(W)     shr (1|M0)               r2.2<1>:d     r4.2<0;1,0>:uw    r4.0<0;1,0>:d   
L2176:
        or (16|M0)               r104.0<1>:d   r2.3<0;1,0>:d     r104.0<8;8,1>:d  {Compacted}
        or (16|M16)              r96.0<1>:d    r2.3<0;1,0>:d     r96.0<8;8,1>:d  
        or (16|M0)               r80.0<1>:d    r2.2<0;1,0>:d     r80.0<8;8,1>:d   {Compacted}
        or (16|M16)              r78.0<1>:d    r2.2<0;1,0>:d     r78.0<8;8,1>:d  
        mov (16|M0)              r122.0<1>:f   r84.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r114.0<1>:f   r82.0<8;8,1>:f                  
L2248:
        endif (32|M0)                        L2264                                
L2264:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r2.1<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r2.1<0;1,0>:d     0:w              
(f1.0)  break (32|M0)                        L2328                  L2328                
L2312:
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     -1:w              
L2328:
        while (32|M0)                        L1000                                
L2344:
        else (32|M0)                         L2440                  L2440                
L2360:
        math.iqot (8|M0)         r104.0<1>:ud  r98.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted}
        math.iqot (8|M8)         r105.0<1>:ud  r99.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r80.0<1>:f    0.0:f                              
        math.iqot (8|M16)        r96.0<1>:ud   r102.0<8;8,1>:ud  r66.0<8;8,1>:ud 
        mov (16|M16)             r78.0<1>:f    0.0:f                              
        math.iqot (8|M24)        r97.0<1>:ud   r103.0<8;8,1>:ud  r67.0<8;8,1>:ud 
L2440:
        endif (32|M0)                        L2456                                
L2456:
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                              
        xor (16|M0)   (lt)f1.0   null<1>:d     r44.0<8;8,1>:d    r52.0<8;8,1>:d  
        xor (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:d    r48.0<8;8,1>:d  
        shl (16|M0)              r28.0<1>:d    r56.0<8;8,1>:d    2:w              
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r104.0<8;8,1>:ud {AccWrEn,Compacted}
        shl (16|M16)             r30.0<1>:d    r54.0<8;8,1>:d    2:w              
        shl (16|M0)              r64.0<1>:d    r28.0<8;8,1>:d    3:w              
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r105.0<8;8,1>:ud {AccWrEn,Compacted}
        shl (16|M16)             r62.0<1>:d    r30.0<8;8,1>:d    3:w              
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r80.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r12.0<1>:ud   r3.0<0;1,0>:ud    r96.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r104.0<8;8,1>:d 
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r81.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r13.0<1>:ud   r3.0<0;1,0>:ud    r97.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    r80.0<8;8,1>:d  
        add (8|M16)              r16.0<1>:ud   -r14.0<8;8,1>:ud  -r78.0<8;8,1>:ud
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M0)              r14.0<1>:ud   r3.0<0;1,0>:ud    r50.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.0)  sel (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    r96.0<8;8,1>:d  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    0:w              
        sends (16|M0)            null:w   r64     r20     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r15.0<1>:ud   r3.0<0;1,0>:ud    r51.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r79.0<8;8,1>:ud
        add (8|M0)               r4.0<1>:ud    -r6.0<8;8,1>:ud   -r52.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r10.0<1>:ud   r3.0<0;1,0>:ud    r46.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    r78.0<8;8,1>:d  
        cmp (16|M16)  (lt)f1.0   null<1>:d     r48.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              r94.0<1>:d    r14.0<8;8,1>:d    r50.0<8;8,1>:d  
        mov (8|M16)              r12.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r11.0<1>:ud   r3.0<0;1,0>:ud    r47.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r5.0<1>:ud    -r8.0<8;8,1>:ud   -r53.0<8;8,1>:ud {Compacted}
        sends (16|M16)           null:w   r62     r24     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M16)              r16.0<1>:ud   -r12.0<8;8,1>:ud  -r48.0<8;8,1>:ud
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                
(f1.0)  sel (16|M0)              r90.0<1>:d    r4.0<8;8,1>:d     r52.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r92.0<1>:d    r10.0<8;8,1>:d    r46.0<8;8,1>:d  
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r49.0<8;8,1>:ud
        or (16|M0)               r20.0<1>:d    r58.0<8;8,1>:d    r90.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r88.0<1>:d    r16.0<8;8,1>:d    r48.0<8;8,1>:d  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1:uw             
        or (16|M16)              r22.0<1>:d    r60.0<8;8,1>:d    r88.0<8;8,1>:d  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw             
(W)     mov (8|M0)               r62.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
(~f0.0) if (32|M0)                           L4136                  L4216                
L3128:
        mov (16|M0)              r86.0<1>:f    0.0:f                              
        mov (16|M16)             r84.0<1>:f    0.0:f                              
        mov (16|M0)              r72.0<1>:f    0.0:f                              
        mov (16|M16)             r70.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r2.1<1>:f     8.82818e-44:f                              
L3208:
(W)     and (1|M0)               r2.0<1>:d     r2.1<0;1,0>:d     63:w              
        shr (16|M0)              r4.0<1>:d     r86.0<8;8,1>:ud   31:w              
        shr (16|M16)             r10.0<1>:d    r84.0<8;8,1>:ud   31:w              
        shl (16|M0)              r12.0<1>:d    r72.0<8;8,1>:d    1:w              
        shl (16|M16)             r14.0<1>:d    r70.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        shl (16|M0)              r98.0<1>:d    r86.0<8;8,1>:d    1:w              
        shl (16|M16)             r96.0<1>:d    r84.0<8;8,1>:d    1:w              
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        or (16|M0)               r106.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r82.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d  
(W&f0.0) jmpi                                L3432                                
L3392:
        mov (16|M0)              r72.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r92.0<8;8,1>:f                  
(W)     jmpi                                 L3640                                
L3432:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W&f0.0) jmpi                                L3544                                
L3480:
(W)     add (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     -32:w              
        shr (16|M0)              r72.0<1>:d    r90.0<8;8,1>:ud   r3.0<0;1,0>:d   
        shr (16|M16)             r74.0<1>:d    r88.0<8;8,1>:ud   r3.0<0;1,0>:d   
(W)     jmpi                                 L3640                                
L3544:
(W)     add (1|M0)               r3.0<1>:d     -r2.0<0;1,0>:d    32:w              
        shr (16|M0)              r12.0<1>:d    r94.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shr (16|M16)             r14.0<1>:d    r92.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r90.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        shl (16|M16)             r10.0<1>:d    r88.0<8;8,1>:d    r3.0<0;1,0>:d   
        or (16|M0)               r72.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r74.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d  
L3640:
        and (16|M0)              r4.0<1>:d     r72.0<8;8,1>:d    1:w              
        and (16|M16)             r10.0<1>:d    r74.0<8;8,1>:d    1:w              
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r98.0<8;8,1>:d   {Compacted}
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    r96.0<8;8,1>:d  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r68.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   r66.0<8;8,1>:ud 
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r106.0<8;8,1>:d   r58.0<8;8,1>:d   {Compacted}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r82.0<8;8,1>:d    r60.0<8;8,1>:d  
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r106.0<8;8,1>:ud  r58.0<8;8,1>:ud 
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r82.0<8;8,1>:ud   r60.0<8;8,1>:ud 
(~f0.0) sel (16|M0)              r16.0<1>:d    r68.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r18.0<1>:d    r66.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M0)              r20.0<1>:d    r58.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r22.0<1>:d    r60.0<8;8,1>:d    0:w              
        subb (8|M0)              r86.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r2.1<0;1,0>:d     0:w              
        add (8|M0)               r72.0<1>:ud   r106.0<8;8,1>:ud  -r20.0<8;8,1>:ud {Compacted}
        add (8|M8)               r73.0<1>:ud   r107.0<8;8,1>:ud  -r21.0<8;8,1>:ud {Compacted}
        add (8|M16)              r70.0<1>:ud   r82.0<8;8,1>:ud   -r22.0<8;8,1>:ud
        add (8|M24)              r71.0<1>:ud   r83.0<8;8,1>:ud   -r23.0<8;8,1>:ud
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r87.0<1>:ud   r13.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r2.1<0;1,0>:d     0:w              
        add (8|M0)               r72.0<1>:ud   -r4.0<8;8,1>:ud   r72.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r84.0<1>:ud   r14.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r73.0<1>:ud   -r6.0<8;8,1>:ud   r73.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M24)             r85.0<1>:ud   r15.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r70.0<1>:ud   -r8.0<8;8,1>:ud   r70.0<8;8,1>:ud 
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r71.0<1>:ud   -r10.0<8;8,1>:ud  r71.0<8;8,1>:ud 
(f0.0)  break (32|M0)                        L4104                  L4104                
L4088:
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     -1:w              
L4104:
        while (32|M0)                        L3208                                
L4120:
        else (32|M0)                         L4216                  L4216                
L4136:
        math.irem (8|M0)         r86.0<1>:ud   r94.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted}
        math.irem (8|M8)         r87.0<1>:ud   r95.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r72.0<1>:f    0.0:f                              
        math.irem (8|M16)        r84.0<1>:ud   r92.0<8;8,1>:ud   r66.0<8;8,1>:ud 
        mov (16|M16)             r70.0<1>:f    0.0:f                              
        math.irem (8|M24)        r85.0<1>:ud   r93.0<8;8,1>:ud   r67.0<8;8,1>:ud 
L4216:
        endif (32|M0)                        L4232                                
L4232:
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                              
        or (16|M16)              r32.0<1>:d    r40.0<8;8,1>:d    r48.0<8;8,1>:d  
        or (16|M0)               r28.0<1>:d    r64.0<8;8,1>:d    8:w              
        or (16|M16)              r30.0<1>:d    r62.0<8;8,1>:d    8:w              
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r86.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r87.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r72.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r12.0<1>:ud   r3.0<0;1,0>:ud    r84.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r86.0<8;8,1>:d  
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r73.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r13.0<1>:ud   r3.0<0;1,0>:ud    r85.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    r72.0<8;8,1>:d  
        add (8|M16)              r16.0<1>:ud   -r14.0<8;8,1>:ud  -r70.0<8;8,1>:ud
        or (16|M0)               r14.0<1>:d    r44.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                
(f1.0)  sel (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    r84.0<8;8,1>:d  
        sends (16|M0)            null:w   r28     r20     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0x1:uw             
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r71.0<8;8,1>:ud
(W)     mov (1|M0)               r2.4<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(f1.0)  sel (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    r70.0<8;8,1>:d  
(W)     mov (1|M0)               f0.0<1>:ud    r2.4<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x1:uw             
        sends (16|M16)           null:w   r30     r24     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (1|M0)               r2.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r2.4<0;1,0>:ud                   {Compacted}
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(~f1.0) if (32|M0)                           L6136                  L6216                
L4640:
        mov (16|M0)              r12.0<1>:f    0.0:f                              
        mov (16|M16)             r16.0<1>:f    0.0:f                              
        mov (16|M0)              r126.0<1>:f   0.0:f                              
        mov (16|M16)             r124.0<1>:f   0.0:f                              
        mov (16|M0)              r88.0<1>:f    0.0:f                              
        mov (16|M16)             r86.0<1>:f    0.0:f                              
        mov (16|M0)              r120.0<1>:f   0.0:f                              
        mov (16|M16)             r118.0<1>:f   0.0:f                              
(W)     mov (1|M0)               r2.1<1>:f     8.82818e-44:f                              
L4784:
(W)     and (1|M0)               r2.0<1>:d     r2.1<0;1,0>:d     63:w              
        shl (16|M0)              r34.0<1>:d    r12.0<8;8,1>:d    1:w              
        shr (16|M0)              r4.0<1>:d     r12.0<8;8,1>:ud   31:w              
        shr (16|M16)             r10.0<1>:d    r16.0<8;8,1>:ud   31:w              
        shl (16|M16)             r14.0<1>:d    r124.0<8;8,1>:d   1:w              
        shl (16|M0)              r12.0<1>:d    r126.0<8;8,1>:d   1:w              
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        shl (16|M16)             r32.0<1>:d    r16.0<8;8,1>:d    1:w              
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        or (16|M16)              r124.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d  
        or (16|M0)               r126.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
(W&f0.0) jmpi                                L5008                                
L4968:
        mov (16|M0)              r116.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r108.0<1>:f   r46.0<8;8,1>:f                  
(W)     jmpi                                 L5216                                
L5008:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W&f1.0) jmpi                                L5120                                
L5056:
(W)     add (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     -32:w              
        shr (16|M0)              r116.0<1>:d   r52.0<8;8,1>:ud   r3.0<0;1,0>:d   
        shr (16|M16)             r108.0<1>:d   r48.0<8;8,1>:ud   r3.0<0;1,0>:d   
(W)     jmpi                                 L5216                                
L5120:
(W)     add (1|M0)               r3.0<1>:d     -r2.0<0;1,0>:d    32:w              
        shr (16|M0)              r12.0<1>:d    r50.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shr (16|M16)             r14.0<1>:d    r46.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r52.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        shl (16|M16)             r10.0<1>:d    r48.0<8;8,1>:d    r3.0<0;1,0>:d   
        or (16|M0)               r116.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r108.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d  
L5216:
        and (16|M16)             r10.0<1>:d    r108.0<8;8,1>:d   1:w              
        and (16|M0)              r4.0<1>:d     r116.0<8;8,1>:d   1:w              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r124.0<8;8,1>:ud  r40.0<8;8,1>:ud 
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
        or (16|M16)              r16.0<1>:d    r10.0<8;8,1>:d    r32.0<8;8,1>:d  
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r34.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r38.0<8;8,1>:ud 
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r42.0<8;8,1>:ud 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r124.0<8;8,1>:d   r40.0<8;8,1>:d  
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r126.0<8;8,1>:d   r44.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw             
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r126.0<8;8,1>:ud  r44.0<8;8,1>:ud 
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L6024                  L6024                
L5440:
        subb (8|M0)              r78.0<1>:ud   r12.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     and (1|M0)               r2.0<1>:d     r2.1<0;1,0>:d     63:w              
        add (8|M0)               r126.0<1>:ud  r126.0<8;8,1>:ud  -r44.0<8;8,1>:ud {Compacted}
        add (8|M8)               r127.0<1>:ud  r127.0<8;8,1>:ud  -r45.0<8;8,1>:ud {Compacted}
        add (8|M16)              r124.0<1>:ud  r124.0<8;8,1>:ud  -r40.0<8;8,1>:ud
        add (8|M24)              r125.0<1>:ud  r125.0<8;8,1>:ud  -r41.0<8;8,1>:ud
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r79.0<1>:ud   r13.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r2.0<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        add (8|M0)               r126.0<1>:ud  -r4.0<8;8,1>:ud   r126.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r76.0<1>:ud   r16.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r127.0<1>:ud  -r6.0<8;8,1>:ud   r127.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M24)             r77.0<1>:ud   r17.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r124.0<1>:ud  -r8.0<8;8,1>:ud   r124.0<8;8,1>:ud
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r125.0<1>:ud  -r10.0<8;8,1>:ud  r125.0<8;8,1>:ud
(W&f0.0) jmpi                                L5744                                
L5696:
(W)     mov (1|M0)               r2.3<1>:f     1.4013e-45:f                              
(W)     mov (1|M0)               r2.2<1>:f     0.0:f                              
(W)     jmpi                                 L5952                                
L5744:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W&f1.0) jmpi                                L5872                                
L5792:
(W)     add (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     -32:w              
(W)     mov (1|M0)               r3.2<1>:hf    0x1:hf                             
(W)     mov (1|M0)               r2.3<1>:f     0.0:f                              
(W)     shl (1|M0)               r2.2<1>:d     r3.2<0;1,0>:w     r3.0<0;1,0>:d   
(W)     jmpi                                 L5952                                
L5872:
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
(W)     add (1|M0)               r4.0<1>:d     -r2.0<0;1,0>:d    32:w              
(W)     mov (1|M0)               r4.2<1>:hf    0x1:hf                             
(W)     shl (1|M0)               r2.3<1>:d     r3.0<0;1,0>:w     r2.0<0;1,0>:d   
(W)     shr (1|M0)               r2.2<1>:d     r4.2<0;1,0>:uw    r4.0<0;1,0>:d   
L5952:
        or (16|M0)               r88.0<1>:d    r2.3<0;1,0>:d     r88.0<8;8,1>:d   {Compacted}
        or (16|M16)              r86.0<1>:d    r2.3<0;1,0>:d     r86.0<8;8,1>:d  
        or (16|M0)               r120.0<1>:d   r2.2<0;1,0>:d     r120.0<8;8,1>:d  {Compacted}
        or (16|M16)              r118.0<1>:d   r2.2<0;1,0>:d     r118.0<8;8,1>:d 
        mov (16|M0)              r12.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:f    r76.0<8;8,1>:f                  
L6024:
        endif (32|M0)                        L6040                                
L6040:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r2.1<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r2.1<0;1,0>:d     0:w              
(f0.0)  break (32|M0)                        L6104                  L6104                
L6088:
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     -1:w              
L6104:
        while (32|M0)                        L4784                                
L6120:
        else (32|M0)                         L6216                  L6216                
L6136:
        math.iqot (8|M0)         r88.0<1>:ud   r50.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}
        math.iqot (8|M8)         r89.0<1>:ud   r51.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r120.0<1>:f   0.0:f                              
        math.iqot (8|M16)        r86.0<1>:ud   r46.0<8;8,1>:ud   r38.0<8;8,1>:ud 
        mov (16|M16)             r118.0<1>:f   0.0:f                              
        math.iqot (8|M24)        r87.0<1>:ud   r47.0<8;8,1>:ud   r39.0<8;8,1>:ud 
L6216:
        endif (32|M0)                        L6232                                
L6232:
        or (16|M0)               r4.0<1>:d     r64.0<8;8,1>:d    16:w              
        mov (16|M0)              r12.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r120.0<8;8,1>:f                  {Compacted}
        or (16|M16)              r10.0<1>:d    r62.0<8;8,1>:d    16:w              
        mov (16|M16)             r16.0<1>:f    r86.0<8;8,1>:f                  
        mov (16|M16)             r18.0<1>:f    r118.0<8;8,1>:f                 
(W)     mov (1|M0)               f0.0<1>:ud    r2.4<0;1,0>:ud                   {Compacted}
        sends (16|M0)            null:w   r4      r12     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r10     r16     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(~f0.0) if (32|M0)                           L7392                  L7472                
L6384:
        mov (16|M0)              r54.0<1>:f    0.0:f                              
        mov (16|M16)             r58.0<1>:f    0.0:f                              
        mov (16|M0)              r24.0<1>:f    0.0:f                              
        mov (16|M16)             r26.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r2.1<1>:f     8.82818e-44:f                              
L6464:
(W)     and (1|M0)               r2.0<1>:d     r2.1<0;1,0>:d     63:w              
        shr (16|M0)              r4.0<1>:d     r54.0<8;8,1>:ud   31:w              
        shr (16|M16)             r10.0<1>:d    r58.0<8;8,1>:ud   31:w              
        shl (16|M0)              r12.0<1>:d    r24.0<8;8,1>:d    1:w              
        shl (16|M16)             r14.0<1>:d    r26.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        shl (16|M0)              r92.0<1>:d    r54.0<8;8,1>:d    1:w              
        shl (16|M16)             r90.0<1>:d    r58.0<8;8,1>:d    1:w              
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r2.0<0;1,0>:d     0:w              
        or (16|M0)               r36.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r56.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d  
(W&f1.0) jmpi                                L6688                                
L6648:
        mov (16|M0)              r116.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r108.0<1>:f   r46.0<8;8,1>:f                  
(W)     jmpi                                 L6896                                
L6688:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    0x20:uw             
(W&f0.0) jmpi                                L6800                                
L6736:
(W)     add (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     -32:w              
        shr (16|M0)              r116.0<1>:d   r52.0<8;8,1>:ud   r3.0<0;1,0>:d   
        shr (16|M16)             r108.0<1>:d   r48.0<8;8,1>:ud   r3.0<0;1,0>:d   
(W)     jmpi                                 L6896                                
L6800:
(W)     add (1|M0)               r3.0<1>:d     -r2.0<0;1,0>:d    32:w              
        shr (16|M0)              r12.0<1>:d    r50.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shr (16|M16)             r14.0<1>:d    r46.0<8;8,1>:ud   r2.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r52.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        shl (16|M16)             r10.0<1>:d    r48.0<8;8,1>:d    r3.0<0;1,0>:d   
        or (16|M0)               r116.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r108.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d  
L6896:
        and (16|M0)              r4.0<1>:d     r116.0<8;8,1>:d   1:w              
        and (16|M16)             r10.0<1>:d    r108.0<8;8,1>:d   1:w              
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r2.1<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r2.1<0;1,0>:d     0:w              
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r92.0<8;8,1>:d   {Compacted}
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    r90.0<8;8,1>:d  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r42.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   r38.0<8;8,1>:ud 
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r56.0<8;8,1>:d    r40.0<8;8,1>:d  
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r36.0<8;8,1>:ud   r44.0<8;8,1>:ud 
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r56.0<8;8,1>:ud   r40.0<8;8,1>:ud 
(~f0.0) sel (16|M0)              r16.0<1>:d    r42.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r18.0<1>:d    r38.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M0)              r20.0<1>:d    r44.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r22.0<1>:d    r40.0<8;8,1>:d    0:w              
        subb (8|M0)              r54.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r24.0<1>:ud   r36.0<8;8,1>:ud   -r20.0<8;8,1>:ud {Compacted}
        add (8|M8)               r25.0<1>:ud   r37.0<8;8,1>:ud   -r21.0<8;8,1>:ud {Compacted}
        add (8|M16)              r26.0<1>:ud   r56.0<8;8,1>:ud   -r22.0<8;8,1>:ud
        add (8|M24)              r27.0<1>:ud   r57.0<8;8,1>:ud   -r23.0<8;8,1>:ud
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r55.0<1>:ud   r13.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r24.0<1>:ud   -r4.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r58.0<1>:ud   r14.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r25.0<1>:ud   -r6.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M24)             r59.0<1>:ud   r15.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r26.0<1>:ud   -r8.0<8;8,1>:ud   r26.0<8;8,1>:ud 
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r27.0<1>:ud   -r10.0<8;8,1>:ud  r27.0<8;8,1>:ud 
(f1.0)  break (32|M0)                        L7360                  L7360                
L7344:
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     -1:w              
L7360:
        while (32|M0)                        L6464                                
L7376:
        else (32|M0)                         L7472                  L7472                
L7392:
        math.irem (8|M0)         r54.0<1>:ud   r50.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}
        math.irem (8|M8)         r55.0<1>:ud   r51.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r24.0<1>:f    0.0:f                              
        math.irem (8|M16)        r58.0<1>:ud   r46.0<8;8,1>:ud   r38.0<8;8,1>:ud 
        mov (16|M16)             r26.0<1>:f    0.0:f                              
        math.irem (8|M24)        r59.0<1>:ud   r47.0<8;8,1>:ud   r39.0<8;8,1>:ud 
L7472:
        endif (32|M0)                        L7488                                
L7488:
        or (16|M0)               r4.0<1>:d     r64.0<8;8,1>:d    24:w              
        mov (16|M0)              r12.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        or (16|M16)              r10.0<1>:d    r62.0<8;8,1>:d    24:w              
        mov (16|M16)             r16.0<1>:f    r58.0<8;8,1>:f                  
        mov (16|M16)             r18.0<1>:f    r26.0<8;8,1>:f                  
(W)     mov (8|M0)               r127.0<1>:f   r100.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r4      r12     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r10     r16     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L7624:
