L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r5.2<0;1,0>:uw  
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                              
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
        add (16|M0)              r8.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r28.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r10.0<1>:d    r28.0<8;8,1>:d    3:w              
        send (16|M0)             r30:w    r10:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r34:w    r10:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        subb (8|M0)              r12.0<1>:ud   r3.0<0;1,0>:ud    r30.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r32.0<8;8,1>:d    0:w              
        cmp (16|M0)   (lt)f0.0   null<1>:d     r36.0<8;8,1>:d    0:w              
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r13.0<1>:ud   r3.0<0;1,0>:ud    r31.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r8.0<1>:ud    -r14.0<8;8,1>:ud  -r32.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r18.0<1>:ud   r3.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn,Compacted}
(f0.1)  sel (16|M0)              r38.0<1>:d    r12.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
        add (8|M8)               r9.0<1>:ud    -r16.0<8;8,1>:ud  -r33.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r19.0<1>:ud   r3.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,Compacted}
(f0.1)  sel (16|M0)              r40.0<1>:d    r8.0<8;8,1>:d     r32.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r10.0<1>:ud   -r20.0<8;8,1>:ud  -r36.0<8;8,1>:ud {Compacted}
(f0.0)  sel (16|M0)              r42.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        add (8|M8)               r11.0<1>:ud   -r2.0<8;8,1>:ud   -r37.0<8;8,1>:ud {Compacted}
(f0.0)  sel (16|M0)              r44.0<1>:d    r10.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
        or (16|M0)               r22.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw             
(~f1.0) if (16|M0)                           L1256                  L1288                
L344:
        mov (16|M0)              r46.0<1>:f    0.0:f                              
        mov (16|M0)              r48.0<1>:f    0.0:f                              
        mov (16|M0)              r50.0<1>:f    0.0:f                              
        mov (16|M0)              r52.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r6.3<1>:f     8.82818e-44:f                              
L424:
(W)     and (1|M0)               r6.4<1>:d     r6.3<0;1,0>:d     63:w              
        shr (16|M0)              r2.0<1>:d     r46.0<8;8,1>:ud   31:w              
        shl (16|M0)              r8.0<1>:d     r48.0<8;8,1>:d    1:w              
        shl (16|M0)              r54.0<1>:d    r46.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (ne)f1.1   null<1>:d     r6.4<0;1,0>:d     0:w              
        or (16|M0)               r48.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.1) jmpi                                L552                                
L528:
        mov (16|M0)              r56.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L680                                
L552:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r6.4<0;1,0>:ud    0x20:uw             
(W&f1.0) jmpi                                L632                                
L584:
(W)     add (1|M0)               r2.0<1>:d     r6.4<0;1,0>:d     -32:w              
        shr (16|M0)              r56.0<1>:d    r40.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L680                                
L632:
(W)     add (1|M0)               r2.0<1>:d     -r6.4<0;1,0>:d    32:w              
        shr (16|M0)              r10.0<1>:d    r38.0<8;8,1>:ud   r6.4<0;1,0>:d   
        shl (16|M0)              r8.0<1>:d     r40.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (16|M0)               r56.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}
L680:
        and (16|M0)              r2.0<1>:d     r56.0<8;8,1>:d    1:w              
        or (16|M0)               r46.0<1>:d    r2.0<8;8,1>:d     r54.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r46.0<8;8,1>:ud   r42.0<8;8,1>:ud 
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r48.0<8;8,1>:d    r44.0<8;8,1>:d  
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r48.0<8;8,1>:ud   r44.0<8;8,1>:ud 
(~f1.1) if (16|M0)                           L1160                  L1160                
L768:
        subb (8|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     and (1|M0)               r6.5<1>:d     r6.3<0;1,0>:d     63:w              
        add (8|M0)               r48.0<1>:ud   r48.0<8;8,1>:ud   -r44.0<8;8,1>:ud {Compacted}
        add (8|M8)               r49.0<1>:ud   r49.0<8;8,1>:ud   -r45.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r59.0<1>:ud   r47.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     cmp (16|M0)   (ne)f0.1   null<1>:d     r6.5<0;1,0>:d     0:w              
        add (8|M0)               r48.0<1>:ud   -r2.0<8;8,1>:ud   r48.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M8)               r49.0<1>:ud   -r8.0<8;8,1>:ud   r49.0<8;8,1>:ud  {Compacted}
(W&f0.1) jmpi                                L928                                
L880:
(W)     mov (1|M0)               r6.6<1>:f     1.4013e-45:f                              
(W)     mov (1|M0)               r6.7<1>:f     0.0:f                              
(W)     jmpi                                 L1120                                
L928:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r6.5<0;1,0>:ud    0x20:uw             
(W&f0.0) jmpi                                L1040                                
L960:
(W)     add (1|M0)               r2.0<1>:d     r6.5<0;1,0>:d     -32:w              
(W)     mov (1|M0)               r2.2<1>:hf    0x1:hf                             
(W)     mov (1|M0)               r6.6<1>:f     0.0:f                              
(W)     shl (1|M0)               r6.7<1>:d     r2.2<0;1,0>:w     r2.0<0;1,0>:d   
(W)     jmpi                                 L1120                                
L1040:
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                             
(W)     add (1|M0)               r3.0<1>:d     -r6.5<0;1,0>:d    32:w              
(W)     mov (1|M0)               r3.2<1>:hf    0x1:hf                             
(W)     shl (1|M0)               r6.6<1>:d     r2.0<0;1,0>:w     r6.5<0;1,0>:d   
(W)     shr (1|M0)               r6.7<1>:d     r3.2<0;1,0>:uw    r3.0<0;1,0>:d   
L1120:
        or (16|M0)               r50.0<1>:d    r6.6<0;1,0>:d     r50.0<8;8,1>:d  
        or (16|M0)               r52.0<1>:d    r6.7<0;1,0>:d     r52.0<8;8,1>:d  
        mov (16|M0)              r46.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
L1160:
        endif (16|M0)                        L1176                                
L1176:
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r6.3<0;1,0>:d     0:w              
(f1.1)  break (16|M0)                        L1224                  L1224                
L1208:
(W)     add (1|M0)               r6.3<1>:d     r6.3<0;1,0>:d     -1:w              
L1224:
        while (16|M0)                        L424                                
L1240:
        else (16|M0)                         L1288                  L1288                
L1256:
        math.iqot (8|M0)         r50.0<1>:ud   r38.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r52.0<1>:f    0.0:f                              
        math.iqot (8|M8)         r51.0<1>:ud   r39.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}
L1288:
        endif (16|M0)                        L1304                                
L1304:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r32.0<8;8,1>:d    0:w              
        xor (16|M0)   (lt)f1.1   null<1>:d     r36.0<8;8,1>:d    r32.0<8;8,1>:d  
        shl (16|M0)              r20.0<1>:d    r28.0<8;8,1>:d    2:w              
        subb (8|M0)              r8.0<1>:ud    r2.0<0;1,0>:ud    r50.0<8;8,1>:ud  {AccWrEn,Compacted}
        shl (16|M0)              r60.0<1>:d    r20.0<8;8,1>:d    3:w              
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r9.0<1>:ud    r2.0<0;1,0>:ud    r51.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r12.0<1>:ud   -r10.0<8;8,1>:ud  -r52.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r22.0<1>:ud   r2.0<0;1,0>:ud    r30.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r50.0<8;8,1>:d  
        add (8|M8)               r13.0<1>:ud   -r14.0<8;8,1>:ud  -r53.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r23.0<1>:ud   r2.0<0;1,0>:ud    r31.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r52.0<8;8,1>:d  
        mov (8|M8)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r10.0<1>:ud   -r24.0<8;8,1>:ud  -r32.0<8;8,1>:ud {Compacted}
(f0.1)  sel (16|M0)              r62.0<1>:d    r22.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
        sends (16|M0)            null:w   r60     r16     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M8)               r11.0<1>:ud   -r26.0<8;8,1>:ud  -r33.0<8;8,1>:ud {Compacted}
(f0.1)  sel (16|M0)              r64.0<1>:d    r10.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        or (16|M0)               r8.0<1>:d     r44.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r8.0<8;8,1>:ud    0x1:uw             
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(~f1.0) if (16|M0)                           L2144                  L2176                
L1592:
        mov (16|M0)              r66.0<1>:f    0.0:f                              
        mov (16|M0)              r68.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r7.0<1>:f     8.82818e-44:f                              
L1640:
(W)     and (1|M0)               r7.1<1>:d     r7.0<0;1,0>:d     63:w              
        shr (16|M0)              r2.0<1>:d     r66.0<8;8,1>:ud   31:w              
        shl (16|M0)              r8.0<1>:d     r68.0<8;8,1>:d    1:w              
        shl (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r7.1<0;1,0>:d     0:w              
        or (16|M0)               r72.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.0) jmpi                                L1768                                
L1744:
        mov (16|M0)              r74.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L1896                                
L1768:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r7.1<0;1,0>:ud    0x20:uw             
(W&f0.0) jmpi                                L1848                                
L1800:
(W)     add (1|M0)               r2.0<1>:d     r7.1<0;1,0>:d     -32:w              
        shr (16|M0)              r74.0<1>:d    r64.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L1896                                
L1848:
(W)     add (1|M0)               r2.0<1>:d     -r7.1<0;1,0>:d    32:w              
        shr (16|M0)              r10.0<1>:d    r62.0<8;8,1>:ud   r7.1<0;1,0>:d   
        shl (16|M0)              r8.0<1>:d     r64.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (16|M0)               r74.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}
L1896:
        and (16|M0)              r2.0<1>:d     r74.0<8;8,1>:d    1:w              
        or (16|M0)               r8.0<1>:d     r2.0<8;8,1>:d     r70.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r8.0<8;8,1>:ud    r42.0<8;8,1>:ud 
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r72.0<8;8,1>:d    r44.0<8;8,1>:d  
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r72.0<8;8,1>:ud   r44.0<8;8,1>:ud 
(~f1.1) sel (16|M0)              r10.0<1>:d    r42.0<8;8,1>:d    0:w              
(~f1.1) sel (16|M0)              r12.0<1>:d    r44.0<8;8,1>:d    0:w              
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r7.0<0;1,0>:d     0:w              
        subb (8|M0)              r66.0<1>:ud   r8.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r68.0<1>:ud   r72.0<8;8,1>:ud   -r12.0<8;8,1>:ud {Compacted}
        add (8|M8)               r69.0<1>:ud   r73.0<8;8,1>:ud   -r13.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r67.0<1>:ud   r9.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r68.0<1>:ud   -r14.0<8;8,1>:ud  r68.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M8)               r69.0<1>:ud   -r16.0<8;8,1>:ud  r69.0<8;8,1>:ud  {Compacted}
(f1.1)  break (16|M0)                        L2112                  L2112                
L2096:
(W)     add (1|M0)               r7.0<1>:d     r7.0<0;1,0>:d     -1:w              
L2112:
        while (16|M0)                        L1640                                
L2128:
        else (16|M0)                         L2176                  L2176                
L2144:
        math.irem (8|M0)         r66.0<1>:ud   r62.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r68.0<1>:f    0.0:f                              
        math.irem (8|M8)         r67.0<1>:ud   r63.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}
L2176:
        endif (16|M0)                        L2192                                
L2192:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                              
        or (16|M0)               r22.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        or (16|M0)               r20.0<1>:d    r60.0<8;8,1>:d    8:w              
        subb (8|M0)              r8.0<1>:ud    r2.0<0;1,0>:ud    r66.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw             
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r9.0<1>:ud    r2.0<0;1,0>:ud    r67.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r12.0<1>:ud   -r10.0<8;8,1>:ud  -r68.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(f0.1)  sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r66.0<8;8,1>:d   {Compacted}
        add (8|M8)               r13.0<1>:ud   -r14.0<8;8,1>:ud  -r69.0<8;8,1>:ud {Compacted}
(f0.1)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted}
        sends (16|M0)            null:w   r20     r16     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(~f0.0) if (16|M0)                           L3248                  L3280                
L2352:
        mov (16|M0)              r76.0<1>:f    0.0:f                              
        mov (16|M0)              r78.0<1>:f    0.0:f                              
        mov (16|M0)              r80.0<1>:f    0.0:f                              
        mov (16|M0)              r82.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r7.2<1>:f     8.82818e-44:f                              
L2432:
(W)     and (1|M0)               r7.3<1>:d     r7.2<0;1,0>:d     63:w              
        shr (16|M0)              r2.0<1>:d     r76.0<8;8,1>:ud   31:w              
        shl (16|M0)              r8.0<1>:d     r78.0<8;8,1>:d    1:w              
        shl (16|M0)              r84.0<1>:d    r76.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r7.3<0;1,0>:d     0:w              
        or (16|M0)               r78.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.0) jmpi                                L2560                                
L2536:
        mov (16|M0)              r86.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L2688                                
L2560:
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r7.3<0;1,0>:ud    0x20:uw             
(W&f0.1) jmpi                                L2640                                
L2592:
(W)     add (1|M0)               r2.0<1>:d     r7.3<0;1,0>:d     -32:w              
        shr (16|M0)              r86.0<1>:d    r32.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L2688                                
L2640:
(W)     add (1|M0)               r2.0<1>:d     -r7.3<0;1,0>:d    32:w              
        shr (16|M0)              r10.0<1>:d    r30.0<8;8,1>:ud   r7.3<0;1,0>:d   
        shl (16|M0)              r8.0<1>:d     r32.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (16|M0)               r86.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}
L2688:
        and (16|M0)              r2.0<1>:d     r86.0<8;8,1>:d    1:w              
        or (16|M0)               r76.0<1>:d    r2.0<8;8,1>:d     r84.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r76.0<8;8,1>:ud   r34.0<8;8,1>:ud 
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r78.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r78.0<8;8,1>:ud   r36.0<8;8,1>:ud 
(~f0.1) if (16|M0)                           L3152                  L3152                
L2768:
        subb (8|M0)              r88.0<1>:ud   r76.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     and (1|M0)               r7.4<1>:d     r7.2<0;1,0>:d     63:w              
        add (8|M0)               r78.0<1>:ud   r78.0<8;8,1>:ud   -r36.0<8;8,1>:ud {Compacted}
        add (8|M8)               r79.0<1>:ud   r79.0<8;8,1>:ud   -r37.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r89.0<1>:ud   r77.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     cmp (16|M0)   (ne)f1.1   null<1>:d     r7.4<0;1,0>:d     0:w              
        add (8|M0)               r78.0<1>:ud   -r2.0<8;8,1>:ud   r78.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M8)               r79.0<1>:ud   -r8.0<8;8,1>:ud   r79.0<8;8,1>:ud  {Compacted}
(W&f1.1) jmpi                                L2928                                
L2880:
(W)     mov (1|M0)               r7.5<1>:f     1.4013e-45:f                              
(W)     mov (1|M0)               r7.6<1>:f     0.0:f                              
(W)     jmpi                                 L3120                                
L2928:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r7.4<0;1,0>:ud    0x20:uw             
(W&f1.0) jmpi                                L3040                                
L2960:
(W)     add (1|M0)               r2.0<1>:d     r7.4<0;1,0>:d     -32:w              
(W)     mov (1|M0)               r2.2<1>:hf    0x1:hf                             
(W)     mov (1|M0)               r7.5<1>:f     0.0:f                              
(W)     shl (1|M0)               r7.6<1>:d     r2.2<0;1,0>:w     r2.0<0;1,0>:d   
(W)     jmpi                                 L3120                                
L3040:
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                             
(W)     add (1|M0)               r3.0<1>:d     -r7.4<0;1,0>:d    32:w              
(W)     mov (1|M0)               r3.2<1>:hf    0x1:hf                             
(W)     shl (1|M0)               r7.5<1>:d     r2.0<0;1,0>:w     r7.4<0;1,0>:d   
(W)     shr (1|M0)               r7.6<1>:d     r3.2<0;1,0>:uw    r3.0<0;1,0>:d   
L3120:
        or (16|M0)               r80.0<1>:d    r7.5<0;1,0>:d     r80.0<8;8,1>:d   {Compacted}
        or (16|M0)               r82.0<1>:d    r7.6<0;1,0>:d     r82.0<8;8,1>:d  
        mov (16|M0)              r76.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
L3152:
        endif (16|M0)                        L3168                                
L3168:
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r7.2<0;1,0>:d     0:w              
(f0.1)  break (16|M0)                        L3216                  L3216                
L3200:
(W)     add (1|M0)               r7.2<1>:d     r7.2<0;1,0>:d     -1:w              
L3216:
        while (16|M0)                        L2432                                
L3232:
        else (16|M0)                         L3280                  L3280                
L3248:
        math.iqot (8|M0)         r80.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r82.0<1>:f    0.0:f                              
        math.iqot (8|M8)         r81.0<1>:ud   r31.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted}
L3280:
        endif (16|M0)                        L3296                                
L3296:
        or (16|M0)               r2.0<1>:d     r60.0<8;8,1>:d    16:w              
        mov (16|M0)              r8.0<1>:f     r80.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r10.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r2      r8      0x10C            0x04025C02           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(~f0.0) if (16|M0)                           L3920                  L3952                
L3368:
        mov (16|M0)              r90.0<1>:f    0.0:f                              
        mov (16|M0)              r92.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r7.7<1>:f     8.82818e-44:f                              
L3416:
(W)     and (1|M0)               r15.0<1>:d    r7.7<0;1,0>:d     63:w              
        shr (16|M0)              r2.0<1>:d     r90.0<8;8,1>:ud   31:w              
        shl (16|M0)              r8.0<1>:d     r92.0<8;8,1>:d    1:w              
        shl (16|M0)              r94.0<1>:d    r90.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r15.0<0;1,0>:d    0:w              
        or (16|M0)               r96.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(W&f1.0) jmpi                                L3544                                
L3520:
        mov (16|M0)              r86.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     jmpi                                 L3672                                
L3544:
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r15.0<0;1,0>:ud   0x20:uw             
(W&f0.1) jmpi                                L3624                                
L3576:
(W)     add (1|M0)               r2.0<1>:d     r15.0<0;1,0>:d    -32:w              
        shr (16|M0)              r86.0<1>:d    r32.0<8;8,1>:ud   r2.0<0;1,0>:d   
(W)     jmpi                                 L3672                                
L3624:
(W)     add (1|M0)               r2.0<1>:d     -r15.0<0;1,0>:d   32:w              
        shr (16|M0)              r10.0<1>:d    r30.0<8;8,1>:ud   r15.0<0;1,0>:d  
        shl (16|M0)              r8.0<1>:d     r32.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted}
        or (16|M0)               r86.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}
L3672:
        and (16|M0)              r2.0<1>:d     r86.0<8;8,1>:d    1:w              
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r7.7<0;1,0>:d     0:w              
        or (16|M0)               r8.0<1>:d     r2.0<8;8,1>:d     r94.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r8.0<8;8,1>:ud    r34.0<8;8,1>:ud 
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r96.0<8;8,1>:d    r36.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r96.0<8;8,1>:ud   r36.0<8;8,1>:ud 
(~f1.0) sel (16|M0)              r10.0<1>:d    r34.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r12.0<1>:d    r36.0<8;8,1>:d    0:w              
        subb (8|M0)              r90.0<1>:ud   r8.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r92.0<1>:ud   r96.0<8;8,1>:ud   -r12.0<8;8,1>:ud {Compacted}
        add (8|M8)               r93.0<1>:ud   r97.0<8;8,1>:ud   -r13.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r91.0<1>:ud   r9.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r92.0<1>:ud   -r14.0<8;8,1>:ud  r92.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M8)               r93.0<1>:ud   -r16.0<8;8,1>:ud  r93.0<8;8,1>:ud  {Compacted}
(f0.0)  break (16|M0)                        L3888                  L3888                
L3872:
(W)     add (1|M0)               r7.7<1>:d     r7.7<0;1,0>:d     -1:w              
L3888:
        while (16|M0)                        L3416                                
L3904:
        else (16|M0)                         L3952                  L3952                
L3920:
        math.irem (8|M0)         r90.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r92.0<1>:f    0.0:f                              
        math.irem (8|M8)         r91.0<1>:ud   r31.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted}
L3952:
        endif (16|M0)                        L3968                                
L3968:
        or (16|M0)               r2.0<1>:d     r60.0<8;8,1>:d    24:w              
        mov (16|M0)              r8.0<1>:f     r90.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r10.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r2      r8      0x10C            0x04025C02           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4040:
