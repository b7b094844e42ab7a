L0:
(W)     mov (8|M0)               r110.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r110.2<0;1,0>:uw {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r110.1<0;1,0>:d  {Compacted}
(W)     mov (1|M0)               r6.0<1>:f     0.0:f                               {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r94.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r90.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r94.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r90.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r54      r12     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r50      r14     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r46      r12     null    0x0            0x04405C01           {$2} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r38      r14     null    0x0            0x04405C01           {$3} // wr:2+0, rd:4; untyped surface read with xy
        subb (8|M0)              r16.0<1>:ud   r6.0<0;1,0>:ud    r54.0<8;8,1>:ud  {AccWrEn,Compacted,@7,$0.dst}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r56.0<8;8,1>:d    0:w               {Compacted}
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r17.0<1>:ud   r6.0<0;1,0>:ud    r55.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r18.0<1>:ud   r6.0<0;1,0>:ud    r50.0<8;8,1>:ud  {AccWrEn,$1.dst}
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {@3}
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r52.0<8;8,1>:d    0:w              
        subb (8|M24)             r19.0<1>:ud   r6.0<0;1,0>:ud    r51.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r30.0<1>:ud   -r8.0<8;8,1>:ud   -r56.0<8;8,1>:ud {Compacted,@7}
        mov (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r22.0<1>:ud   r6.0<0;1,0>:ud    r46.0<8;8,1>:ud  {AccWrEn,Compacted,$2.dst}
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r23.0<1>:ud   r6.0<0;1,0>:ud    r47.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r48.0<8;8,1>:d    0:w               {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {@4}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$3.src}
        add (8|M8)               r31.0<1>:ud   -r4.0<8;8,1>:ud   -r57.0<8;8,1>:ud {Compacted}
        add (8|M0)               r34.0<1>:ud   -r12.0<8;8,1>:ud  -r48.0<8;8,1>:ud {Compacted,@6}
        subb (8|M16)             r24.0<1>:ud   r6.0<0;1,0>:ud    r38.0<8;8,1>:ud  {AccWrEn,$3.dst}
        add (8|M8)               r35.0<1>:ud   -r14.0<8;8,1>:ud  -r49.0<8;8,1>:ud {Compacted,@4}
(f1.0)  sel (16|M0)              r92.0<1>:d    r30.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@4}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(f0.0)  sel (16|M0)              r58.0<1>:d    r34.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@3}
        subb (8|M24)             r25.0<1>:ud   r6.0<0;1,0>:ud    r39.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r40.0<8;8,1>:d    0:w              
        or (16|M0)               r4.0<1>:d     r58.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted,@3}
        mov (8|M24)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M16)              r32.0<1>:ud   -r10.0<8;8,1>:ud  -r52.0<8;8,1>:ud {Compacted}
        add (8|M24)              r33.0<1>:ud   -r20.0<8;8,1>:ud  -r53.0<8;8,1>:ud {Compacted}
        add (8|M16)              r36.0<1>:ud   -r26.0<8;8,1>:ud  -r40.0<8;8,1>:ud {Compacted,@7}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x1:uw              {@5}
        add (8|M24)              r37.0<1>:ud   -r28.0<8;8,1>:ud  -r41.0<8;8,1>:ud {Compacted,@5}
(f1.0)  sel (16|M16)             r96.0<1>:d    r32.0<8;8,1>:d    r52.0<8;8,1>:d   {@4}
(f0.0)  sel (16|M16)             r62.0<1>:d    r36.0<8;8,1>:d    r40.0<8;8,1>:d   {@2}
(W)     mov (1|M0)               r3.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        or (16|M16)              r10.0<1>:d    r62.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               f1.0<1>:ud    r3.1<0;1,0>:ud                   {@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0x1:uw              {@2}
(f0.0)  sel (16|M0)              r66.0<1>:d    r22.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r3.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(f0.0)  sel (16|M16)             r64.0<1>:d    r24.0<8;8,1>:d    r38.0<8;8,1>:d  
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r3.1<0;1,0>:ud                   {@3}
(f1.0)  sel (16|M0)              r102.0<1>:d   r16.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r106.0<1>:d   r18.0<8;8,1>:d    r50.0<8;8,1>:d  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L3184                  L3264                
L760:
        mov (16|M0)              r126.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r116.0<1>:f   0.0:f                               {Compacted}
        mov (16|M0)              r114.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r112.0<1>:f   0.0:f                               {Compacted}
        mov (16|M0)              r108.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r104.0<1>:f   0.0:f                               {Compacted}
        mov (16|M0)              r100.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r98.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r42.3<1>:f    8.82818e-44:f                              
L840:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        shr (16|M0)              r4.0<1>:d     r126.0<8;8,1>:ud  31:w               {Compacted}
(W&f0.0) and (1|M0)              r42.2<1>:d    r42.3<0;1,0>:d    63:w               {@7}
        shr (16|M16)             r10.0<1>:d    r116.0<8;8,1>:ud  31:w               {Compacted}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r42.2<0;1,0>:d    0:w               {@2}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@5}
        shl (16|M0)              r12.0<1>:d    r114.0<8;8,1>:d   1:w               {Compacted}
        shl (16|M16)             r14.0<1>:d    r112.0<8;8,1>:d   1:w               {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r42.2<0;1,0>:d    0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
        shl (16|M0)              r16.0<1>:d    r126.0<8;8,1>:d   1:w               {Compacted}
        shl (16|M16)             r8.0<1>:d     r116.0<8;8,1>:d   1:w               {Compacted}
        or (16|M0)               r114.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}
        or (16|M16)              r112.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L1136                  L1592                
L1104:
        mov (16|M0)              r68.0<1>:f    r102.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r6.0<1>:f     r106.0<8;8,1>:f                  {Compacted}
        else (32|M0)                         L1592                  L1592                
L1136:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L1440                  L1576                
L1320:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r42.2<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
        shr (16|M0)              r68.0<1>:d    r92.0<8;8,1>:ud   r3.0<0;1,0>:d    {@2}
        shr (16|M16)             r6.0<1>:d     r96.0<8;8,1>:ud   r3.0<0;1,0>:d   
        else (32|M0)                         L1576                  L1576                
L1440:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     -r42.2<0;1,0>:d   32:w              
        shr (16|M0)              r12.0<1>:d    r102.0<8;8,1>:ud  r42.2<0;1,0>:d  
        shr (16|M16)             r14.0<1>:d    r106.0<8;8,1>:ud  r42.2<0;1,0>:d  
        shl (16|M0)              r4.0<1>:d     r92.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted,@3}
        shl (16|M16)             r10.0<1>:d    r96.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        or (16|M0)               r68.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r6.0<1>:d     r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
L1576:
        endif (32|M0)                        L1592                                
L1592:
        endif (32|M0)                        L1608                                
L1608:
        and (16|M16)             r10.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted,@4}
        or (16|M16)              r116.0<1>:d   r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@1}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r116.0<8;8,1>:ud  r64.0<8;8,1>:ud  {@1}
        and (16|M0)              r4.0<1>:d     r68.0<8;8,1>:d    1:w               {Compacted,@7}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r112.0<8;8,1>:d   r62.0<8;8,1>:d  
        or (16|M0)               r126.0<1>:d   r4.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r126.0<8;8,1>:ud  r66.0<8;8,1>:ud  {@4}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r112.0<8;8,1>:ud  r62.0<8;8,1>:ud 
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@6}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r114.0<8;8,1>:d   r58.0<8;8,1>:d  
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw              {@3}
(f0.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r114.0<8;8,1>:ud  r58.0<8;8,1>:ud 
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L2880                  L2880                
L1888:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        subb (8|M0)              r120.0<1>:ud  r126.0<8;8,1>:ud  r66.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r114.0<1>:ud  r114.0<8;8,1>:ud  -r58.0<8;8,1>:ud {Compacted}
(W&f0.0) and (1|M0)              r42.2<1>:d    r42.3<0;1,0>:d    63:w              
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r42.2<0;1,0>:d    0:w               {@2}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@6}
        subb (8|M8)              r121.0<1>:ud  r127.0<8;8,1>:ud  r67.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r115.0<1>:ud  r115.0<8;8,1>:ud  -r59.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r118.0<1>:ud  r116.0<8;8,1>:ud  r64.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r42.2<0;1,0>:d    0:w              
        subb (8|M24)             r119.0<1>:ud  r117.0<8;8,1>:ud  r65.0<8;8,1>:ud  {AccWrEn}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@4}
        add (8|M16)              r112.0<1>:ud  r112.0<8;8,1>:ud  -r62.0<8;8,1>:ud {Compacted}
        add (8|M24)              r113.0<1>:ud  r113.0<8;8,1>:ud  -r63.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r114.0<1>:ud  -r4.0<8;8,1>:ud   r114.0<8;8,1>:ud {Compacted}
        add (8|M8)               r115.0<1>:ud  -r6.0<8;8,1>:ud   r115.0<8;8,1>:ud {Compacted,@7}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                 
        add (8|M16)              r112.0<1>:ud  -r8.0<8;8,1>:ud   r112.0<8;8,1>:ud {Compacted,@6}
        add (8|M24)              r113.0<1>:ud  -r10.0<8;8,1>:ud  r113.0<8;8,1>:ud {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L2344                  L2816                
L2240:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r42.5<1>:f    1.4013e-45:f                              
(W&f0.0.any32h) mov (1|M0)       r42.4<1>:f    0.0:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@5}
        else (32|M0)                         L2816                  L2816                
L2344:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L2664                  L2800                
L2528:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r42.2<0;1,0>:d    -32:w              
(W&f0.0.any32h) mov (1|M0)       r3.2<1>:hf    0x1:hf                             
(W&f0.0.any32h) mov (1|M0)       r42.5<1>:f    0.0:f                              
(W&f0.0.any32h) shl (1|M0)       r42.4<1>:d    r3.2<0;1,0>:w     r3.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
        else (32|M0)                         L2800                  L2800                
L2664:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                             
(W&f0.0.any32h) add (1|M0)       r4.0<1>:d     -r42.2<0;1,0>:d   32:w              
(W&f0.0.any32h) mov (1|M0)       r4.2<1>:hf    0x1:hf                             
(W&f0.0.any32h) shl (1|M0)       r42.5<1>:d    r3.0<0;1,0>:w     r42.2<0;1,0>:d   {@3}
(W&f0.0.any32h) shr (1|M0)       r42.4<1>:d    r4.2<0;1,0>:uw    r4.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
L2800:
        endif (32|M0)                        L2816                                
L2816:
        endif (32|M0)                        L2832                                
L2832:
        or (16|M0)               r108.0<1>:d   r42.5<0;1,0>:d    r108.0<8;8,1>:d  {Compacted,@5}
        or (16|M16)              r104.0<1>:d   r42.5<0;1,0>:d    r104.0<8;8,1>:d  {Compacted}
        or (16|M0)               r100.0<1>:d   r42.4<0;1,0>:d    r100.0<8;8,1>:d  {Compacted,@6}
        or (16|M16)              r98.0<1>:d    r42.4<0;1,0>:d    r98.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r126.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
L2880:
        endif (32|M0)                        L2896                                
L2896:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r42.3<0;1,0>:d    0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r42.3<0;1,0>:d    0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  break (32|M0)                        L3152                  L3152                
L3080:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r42.3<1>:d    r42.3<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
L3152:
        while (32|M0)                        L840                                
L3168:
        else (32|M0)                         L3264                  L3264                
L3184:
        math.iqot (8|M0)         r108.0<1>:ud  r102.0<8;8,1>:ud  r66.0<8;8,1>:ud  {$4}
        math.iqot (8|M8)         r109.0<1>:ud  r103.0<8;8,1>:ud  r67.0<8;8,1>:ud  {$5}
        mov (16|M0)              r100.0<1>:f   0.0:f                               {Compacted}
        math.iqot (8|M16)        r104.0<1>:ud  r106.0<8;8,1>:ud  r64.0<8;8,1>:ud  {$6}
        mov (16|M16)             r98.0<1>:f    0.0:f                               {Compacted}
        math.iqot (8|M24)        r105.0<1>:ud  r107.0<8;8,1>:ud  r65.0<8;8,1>:ud  {$7}
L3264:
        endif (32|M0)                        L3280                                
L3280:
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                               {Compacted}
        xor (16|M0)   (lt)f1.0   null<1>:d     r48.0<8;8,1>:d    r56.0<8;8,1>:d  
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r108.0<8;8,1>:ud {AccWrEn,Compacted,@2,$4.dst}
        xor (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:d    r52.0<8;8,1>:d  
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r109.0<8;8,1>:ud {AccWrEn,$5.dst}
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r100.0<8;8,1>:ud {Compacted,@2}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r12.0<1>:ud   r3.0<0;1,0>:ud    r104.0<8;8,1>:ud {AccWrEn,$6.dst}
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r101.0<8;8,1>:ud {Compacted,@2}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r13.0<1>:ud   r3.0<0;1,0>:ud    r105.0<8;8,1>:ud {AccWrEn,$7.dst}
        add (8|M16)              r16.0<1>:ud   -r14.0<8;8,1>:ud  -r98.0<8;8,1>:ud {Compacted,@2}
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r14.0<1>:ud   r3.0<0;1,0>:ud    r54.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.0)  sel (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    r100.0<8;8,1>:d  {Compacted,@6}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r15.0<1>:ud   r3.0<0;1,0>:ud    r55.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    r104.0<8;8,1>:d  {@7}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r10.0<1>:ud   r3.0<0;1,0>:ud    r50.0<8;8,1>:ud  {AccWrEn}
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r99.0<8;8,1>:ud {Compacted,@7}
        mov (8|M16)              r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r11.0<1>:ud   r3.0<0;1,0>:ud    r51.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r28.0<1>:d    r94.0<8;8,1>:d    2:w               {Compacted}
(f1.0)  sel (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r108.0<8;8,1>:d  {Compacted}
(f1.0)  sel (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    r98.0<8;8,1>:d   {@5}
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r56.0<8;8,1>:d    0:w               {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    0:w              
        add (8|M0)               r4.0<1>:ud    -r6.0<8;8,1>:ud   -r56.0<8;8,1>:ud {Compacted}
        add (8|M8)               r5.0<1>:ud    -r8.0<8;8,1>:ud   -r57.0<8;8,1>:ud {Compacted}
        add (8|M16)              r16.0<1>:ud   -r12.0<8;8,1>:ud  -r52.0<8;8,1>:ud {Compacted,@7}
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r53.0<8;8,1>:ud {Compacted,@6}
        shl (16|M0)              r88.0<1>:d    r28.0<8;8,1>:d    3:w               {Compacted,@7}
(f1.0)  sel (16|M0)              r80.0<1>:d    r4.0<8;8,1>:d     r56.0<8;8,1>:d   {Compacted,@4}
(f1.0)  sel (16|M16)             r78.0<1>:d    r16.0<8;8,1>:d    r52.0<8;8,1>:d   {@3}
        send.dc1 (16|M0)         null     r88     r20     0x100            0x04025C02           {@3,$8} // wr:2+4, rd:0; untyped surface write with xy
        shl (16|M16)             r30.0<1>:d    r90.0<8;8,1>:d    2:w               {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
        or (16|M0)               r20.0<1>:d    r58.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted,@3}
        or (16|M16)              r22.0<1>:d    r62.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted,@3}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1:uw              {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw              {@2}
        shl (16|M16)             r60.0<1>:d    r30.0<8;8,1>:d    3:w               {Compacted,@5}
(f1.0)  sel (16|M0)              r84.0<1>:d    r14.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        send.dc1 (16|M16)        null     r60     r24     0x100            0x04025C02           {@2,$9} // wr:2+4, rd:0; untyped surface write with xy
(f1.0)  sel (16|M16)             r82.0<1>:d    r10.0<8;8,1>:d    r50.0<8;8,1>:d  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L5272                  L5352                
L3832:
        mov (16|M0)              r76.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r74.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r70.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r68.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r42.3<1>:f    8.82818e-44:f                              
L3880:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        shr (16|M0)              r4.0<1>:d     r76.0<8;8,1>:ud   31:w               {Compacted,@7}
(W&f1.0) and (1|M0)              r42.2<1>:d    r42.3<0;1,0>:d    63:w               {@7}
        shr (16|M16)             r10.0<1>:d    r74.0<8;8,1>:ud   31:w               {Compacted,@7}
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r42.2<0;1,0>:d    0:w               {@2}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@5}
        shl (16|M0)              r12.0<1>:d    r70.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r14.0<1>:d    r68.0<8;8,1>:d    1:w               {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r42.2<0;1,0>:d    0:w              
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
        shl (16|M0)              r6.0<1>:d     r76.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r126.0<1>:d   r74.0<8;8,1>:d    1:w               {Compacted}
        or (16|M0)               r86.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}
        or (16|M16)              r72.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L4176                  L4632                
L4144:
        mov (16|M0)              r90.0<1>:f    r84.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r92.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L4632                  L4632                
L4176:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L4480                  L4616                
L4360:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r42.2<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
        shr (16|M0)              r90.0<1>:d    r80.0<8;8,1>:ud   r3.0<0;1,0>:d    {@2}
        shr (16|M16)             r92.0<1>:d    r78.0<8;8,1>:ud   r3.0<0;1,0>:d   
        else (32|M0)                         L4616                  L4616                
L4480:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     -r42.2<0;1,0>:d   32:w              
        shr (16|M0)              r12.0<1>:d    r84.0<8;8,1>:ud   r42.2<0;1,0>:d  
        shr (16|M16)             r14.0<1>:d    r82.0<8;8,1>:ud   r42.2<0;1,0>:d  
        shl (16|M0)              r4.0<1>:d     r80.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted,@3}
        shl (16|M16)             r10.0<1>:d    r78.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        or (16|M0)               r90.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r92.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
L4616:
        endif (32|M0)                        L4632                                
L4632:
        endif (32|M0)                        L4648                                
L4648:
        and (16|M0)              r4.0<1>:d     r90.0<8;8,1>:d    1:w               {Compacted,@5}
        and (16|M16)             r10.0<1>:d    r92.0<8;8,1>:d    1:w               {Compacted,@5}
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    r126.0<8;8,1>:d  {Compacted,@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r66.0<8;8,1>:ud  {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   r64.0<8;8,1>:ud  {@2}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r86.0<8;8,1>:d    r58.0<8;8,1>:d  
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r72.0<8;8,1>:d    r62.0<8;8,1>:d  
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r86.0<8;8,1>:ud   r58.0<8;8,1>:ud 
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r72.0<8;8,1>:ud   r62.0<8;8,1>:ud 
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(~f0.0) sel (16|M0)              r16.0<1>:d    r66.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(~f0.0) sel (16|M0)              r20.0<1>:d    r58.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r18.0<1>:d    r64.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r22.0<1>:d    r62.0<8;8,1>:d    0:w              
        subb (8|M0)              r76.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r42.3<0;1,0>:d    0:w               {Compacted}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@6}
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r77.0<1>:ud   r13.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r70.0<1>:ud   r86.0<8;8,1>:ud   -r20.0<8;8,1>:ud {Compacted,@7}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        subb (8|M16)             r74.0<1>:ud   r14.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,@7}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r42.3<0;1,0>:d    0:w              
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@4}
        subb (8|M24)             r75.0<1>:ud   r15.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r71.0<1>:ud   r87.0<8;8,1>:ud   -r21.0<8;8,1>:ud {Compacted}
        add (8|M16)              r68.0<1>:ud   r72.0<8;8,1>:ud   -r22.0<8;8,1>:ud {Compacted}
        add (8|M24)              r69.0<1>:ud   r73.0<8;8,1>:ud   -r23.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r70.0<1>:ud   -r4.0<8;8,1>:ud   r70.0<8;8,1>:ud  {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                 
        add (8|M8)               r71.0<1>:ud   -r6.0<8;8,1>:ud   r71.0<8;8,1>:ud  {Compacted,@6}
        add (8|M16)              r68.0<1>:ud   -r8.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted,@6}
        add (8|M24)              r69.0<1>:ud   -r10.0<8;8,1>:ud  r69.0<8;8,1>:ud  {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  break (32|M0)                        L5240                  L5240                
L5168:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r42.3<1>:d    r42.3<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
L5240:
        while (32|M0)                        L3880                                
L5256:
        else (32|M0)                         L5352                  L5352                
L5272:
        math.irem (8|M0)         r76.0<1>:ud   r84.0<8;8,1>:ud   r66.0<8;8,1>:ud  {$10}
        math.irem (8|M8)         r77.0<1>:ud   r85.0<8;8,1>:ud   r67.0<8;8,1>:ud  {$11}
        mov (16|M0)              r70.0<1>:f    0.0:f                               {Compacted}
        math.irem (8|M16)        r74.0<1>:ud   r82.0<8;8,1>:ud   r64.0<8;8,1>:ud  {$12}
        mov (16|M16)             r68.0<1>:f    0.0:f                               {Compacted}
        math.irem (8|M24)        r75.0<1>:ud   r83.0<8;8,1>:ud   r65.0<8;8,1>:ud  {$13}
L5352:
        endif (32|M0)                        L5368                                
L5368:
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                               {Compacted}
        or (16|M16)              r32.0<1>:d    r40.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r76.0<8;8,1>:ud  {AccWrEn,Compacted,@2,$10.dst}
        or (16|M0)               r28.0<1>:d    r88.0<8;8,1>:d    8:w               {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r77.0<8;8,1>:ud  {AccWrEn,$11.dst}
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r70.0<8;8,1>:ud {Compacted,@2}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r12.0<1>:ud   r3.0<0;1,0>:ud    r74.0<8;8,1>:ud  {AccWrEn,$12.dst}
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r71.0<8;8,1>:ud {Compacted,@2}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(f1.0)  sel (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r76.0<8;8,1>:d   {Compacted,@6}
        add (8|M16)              r16.0<1>:ud   -r14.0<8;8,1>:ud  -r68.0<8;8,1>:ud {Compacted,@2}
        or (16|M0)               r14.0<1>:d    r48.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@5}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0x1:uw              {@2}
        subb (8|M24)             r13.0<1>:ud   r3.0<0;1,0>:ud    r75.0<8;8,1>:ud  {AccWrEn,$13.dst}
        or (16|M16)              r30.0<1>:d    r60.0<8;8,1>:d    8:w               {Compacted}
(W)     mov (1|M0)               r42.6<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r42.6<0;1,0>:ud                  {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x1:uw             
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r69.0<8;8,1>:ud {Compacted,@3}
        sync.nop                             null                             {Compacted,$9.src}
(f1.0)  sel (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    r74.0<8;8,1>:d   {@7}
(W)     mov (1|M0)               r42.6<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(f1.0)  sel (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {@3}
(W)     mov (1|M0)               f1.0<1>:ud    r42.6<0;1,0>:ud                  {@2}
        send.dc1 (16|M0)         null     r28     r20     0x100            0x04025C02           {$14} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r30     r24     0x100            0x04025C02           {@2,$15} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L8144                  L8232                
L5728:
        mov (16|M0)              r62.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r58.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r36.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r34.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r32.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r30.0<1>:f    0.0:f                               {Compacted,$15.src}
        mov (16|M0)              r124.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r122.0<1>:f   0.0:f                               {Compacted}
(W)     mov (1|M0)               r42.3<1>:f    8.82818e-44:f                              
L5808:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        shr (16|M0)              r4.0<1>:d     r62.0<8;8,1>:ud   31:w               {Compacted}
(W&f1.0) and (1|M0)              r42.2<1>:d    r42.3<0;1,0>:d    63:w               {@7}
        shr (16|M16)             r10.0<1>:d    r58.0<8;8,1>:ud   31:w               {Compacted}
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r42.2<0;1,0>:d    0:w               {@2}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@5}
        shl (16|M0)              r12.0<1>:d    r36.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r14.0<1>:d    r34.0<8;8,1>:d    1:w               {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r42.2<0;1,0>:d    0:w              
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
        shl (16|M0)              r72.0<1>:d    r62.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r70.0<1>:d    r58.0<8;8,1>:d    1:w               {Compacted}
        or (16|M0)               r36.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}
        or (16|M16)              r34.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L6104                  L6560                
L6072:
        mov (16|M0)              r120.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r118.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L6560                  L6560                
L6104:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L6408                  L6544                
L6288:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r42.2<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
        shr (16|M0)              r120.0<1>:d   r56.0<8;8,1>:ud   r3.0<0;1,0>:d    {@2}
        shr (16|M16)             r118.0<1>:d   r52.0<8;8,1>:ud   r3.0<0;1,0>:d   
        else (32|M0)                         L6544                  L6544                
L6408:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     -r42.2<0;1,0>:d   32:w              
        shr (16|M0)              r12.0<1>:d    r54.0<8;8,1>:ud   r42.2<0;1,0>:d  
        shr (16|M16)             r14.0<1>:d    r50.0<8;8,1>:ud   r42.2<0;1,0>:d  
        shl (16|M0)              r4.0<1>:d     r56.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted,@3}
        shl (16|M16)             r10.0<1>:d    r52.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        or (16|M0)               r120.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r118.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
L6544:
        endif (32|M0)                        L6560                                
L6560:
        endif (32|M0)                        L6576                                
L6576:
        and (16|M0)              r4.0<1>:d     r120.0<8;8,1>:d   1:w               {Compacted,@5}
        or (16|M0)               r62.0<1>:d    r4.0<8;8,1>:d     r72.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r62.0<8;8,1>:ud   r46.0<8;8,1>:ud  {@1}
        and (16|M16)             r10.0<1>:d    r118.0<8;8,1>:d   1:w               {Compacted,@7}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    r48.0<8;8,1>:d  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r34.0<8;8,1>:ud   r40.0<8;8,1>:ud 
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r36.0<8;8,1>:ud   r48.0<8;8,1>:ud 
        or (16|M16)              r58.0<1>:d    r10.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@4}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r58.0<8;8,1>:ud   r38.0<8;8,1>:ud  {@1}
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    r40.0<8;8,1>:d  
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@5}
(f1.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw              {@2}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw             
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L7848                  L7848                
L6856:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        subb (8|M0)              r96.0<1>:ud   r62.0<8;8,1>:ud   r46.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r36.0<1>:ud   r36.0<8;8,1>:ud   -r48.0<8;8,1>:ud {Compacted}
(W&f1.0) and (1|M0)              r42.2<1>:d    r42.3<0;1,0>:d    63:w              
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r42.2<0;1,0>:d    0:w               {@2}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@6}
        subb (8|M8)              r97.0<1>:ud   r63.0<8;8,1>:ud   r47.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r37.0<1>:ud   r37.0<8;8,1>:ud   -r49.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r94.0<1>:ud   r58.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r42.2<0;1,0>:d    0:w              
        subb (8|M24)             r95.0<1>:ud   r59.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@4}
        add (8|M16)              r34.0<1>:ud   r34.0<8;8,1>:ud   -r40.0<8;8,1>:ud {Compacted}
        add (8|M24)              r35.0<1>:ud   r35.0<8;8,1>:ud   -r41.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r36.0<1>:ud   -r4.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r37.0<1>:ud   -r6.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted,@7}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                 
        add (8|M16)              r34.0<1>:ud   -r8.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted,@6}
        add (8|M24)              r35.0<1>:ud   -r10.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L7312                  L7784                
L7208:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r42.5<1>:f    1.4013e-45:f                              
(W&f0.0.any32h) mov (1|M0)       r42.4<1>:f    0.0:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@5}
        else (32|M0)                         L7784                  L7784                
L7312:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L7632                  L7768                
L7496:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r42.2<0;1,0>:d    -32:w              
(W&f0.0.any32h) mov (1|M0)       r3.2<1>:hf    0x1:hf                             
(W&f0.0.any32h) mov (1|M0)       r42.5<1>:f    0.0:f                              
(W&f0.0.any32h) shl (1|M0)       r42.4<1>:d    r3.2<0;1,0>:w     r3.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
        else (32|M0)                         L7768                  L7768                
L7632:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                             
(W&f0.0.any32h) add (1|M0)       r4.0<1>:d     -r42.2<0;1,0>:d   32:w              
(W&f0.0.any32h) mov (1|M0)       r4.2<1>:hf    0x1:hf                             
(W&f0.0.any32h) shl (1|M0)       r42.5<1>:d    r3.0<0;1,0>:w     r42.2<0;1,0>:d   {@3}
(W&f0.0.any32h) shr (1|M0)       r42.4<1>:d    r4.2<0;1,0>:uw    r4.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
L7768:
        endif (32|M0)                        L7784                                
L7784:
        endif (32|M0)                        L7800                                
L7800:
        or (16|M0)               r32.0<1>:d    r42.5<0;1,0>:d    r32.0<8;8,1>:d   {Compacted,@5}
        or (16|M16)              r30.0<1>:d    r42.5<0;1,0>:d    r30.0<8;8,1>:d   {Compacted}
        or (16|M0)               r124.0<1>:d   r42.4<0;1,0>:d    r124.0<8;8,1>:d  {Compacted,@6}
        or (16|M16)              r122.0<1>:d   r42.4<0;1,0>:d    r122.0<8;8,1>:d  {Compacted}
        mov (16|M0)              r62.0<1>:f    r96.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r58.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
L7848:
        endif (32|M0)                        L7864                                
L7864:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r42.3<0;1,0>:d    0:w               {Compacted}
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r42.3<0;1,0>:d    0:w              
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  break (32|M0)                        L8112                  L8112                
L8040:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r42.3<1>:d    r42.3<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
L8112:
        while (32|M0)                        L5808                                
L8128:
        else (32|M0)                         L8232                  L8232                
L8144:
        math.iqot (8|M0)         r32.0<1>:ud   r54.0<8;8,1>:ud   r46.0<8;8,1>:ud  {$0}
        math.iqot (8|M8)         r33.0<1>:ud   r55.0<8;8,1>:ud   r47.0<8;8,1>:ud  {$1}
        mov (16|M0)              r124.0<1>:f   0.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$15.src}
        math.iqot (8|M16)        r30.0<1>:ud   r50.0<8;8,1>:ud   r38.0<8;8,1>:ud  {$2}
        mov (16|M16)             r122.0<1>:f   0.0:f                               {Compacted}
        math.iqot (8|M24)        r31.0<1>:ud   r51.0<8;8,1>:ud   r39.0<8;8,1>:ud  {$3}
L8232:
        endif (32|M0)                        L8248                                
L8248:
(W)     mov (1|M0)               f0.0<1>:ud    r42.6<0;1,0>:ud                 
        or (16|M0)               r4.0<1>:d     r88.0<8;8,1>:d    16:w               {Compacted}
        or (16|M16)              r10.0<1>:d    r60.0<8;8,1>:d    16:w               {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r12.0<1>:f    r32.0<8;8,1>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$3.dst}
        mov (16|M16)             r16.0<1>:f    r30.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (16|M0)              r14.0<1>:f    r124.0<8;8,1>:f                  {Compacted,@7}
        mov (16|M16)             r18.0<1>:f    r122.0<8;8,1>:f                  {Compacted,@7}
        send.dc1 (16|M0)         null     r4      r12     0x100            0x04025C02           {@2,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r10     r16     0x100            0x04025C02           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L9856                  L9944                
L8392:
        mov (16|M0)              r76.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r28.0<1>:f    0.0:f                               {Compacted,$14.src}
        mov (16|M0)              r64.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r26.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r42.3<1>:f    8.82818e-44:f                              
L8440:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
        shr (16|M0)              r4.0<1>:d     r76.0<8;8,1>:ud   31:w               {Compacted,@7}
(W&f0.0) and (1|M0)              r42.2<1>:d    r42.3<0;1,0>:d    63:w               {@7}
        sync.nop                             null                             {Compacted,$5.src}
        shr (16|M16)             r10.0<1>:d    r28.0<8;8,1>:ud   31:w               {Compacted,@7}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r42.2<0;1,0>:d    0:w               {@2}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@5}
        shl (16|M0)              r12.0<1>:d    r64.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r14.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r42.2<0;1,0>:d    0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
        shl (16|M0)              r124.0<1>:d   r76.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r122.0<1>:d   r28.0<8;8,1>:d    1:w               {Compacted}
        or (16|M0)               r74.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}
        or (16|M16)              r24.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L8752                  L9208                
L8720:
        mov (16|M0)              r120.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r118.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L9208                  L9208                
L8752:
(W)     mov (1|M0)               r42.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r42.2<0;1,0>:ud   0x20:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r44.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L9056                  L9192                
L8936:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r42.2<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
        shr (16|M0)              r120.0<1>:d   r56.0<8;8,1>:ud   r3.0<0;1,0>:d    {@2}
        shr (16|M16)             r118.0<1>:d   r52.0<8;8,1>:ud   r3.0<0;1,0>:d   
        else (32|M0)                         L9192                  L9192                
L9056:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     -r42.2<0;1,0>:d   32:w              
        shr (16|M0)              r12.0<1>:d    r54.0<8;8,1>:ud   r42.2<0;1,0>:d  
        shr (16|M16)             r14.0<1>:d    r50.0<8;8,1>:ud   r42.2<0;1,0>:d  
        shl (16|M0)              r4.0<1>:d     r56.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted,@3}
        shl (16|M16)             r10.0<1>:d    r52.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        or (16|M0)               r120.0<1>:d   r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r118.0<1>:d   r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@7}
L9192:
        endif (32|M0)                        L9208                                
L9208:
        endif (32|M0)                        L9224                                
L9224:
        and (16|M0)              r4.0<1>:d     r120.0<8;8,1>:d   1:w               {Compacted,@5}
        and (16|M16)             r10.0<1>:d    r118.0<8;8,1>:d   1:w               {Compacted,@5}
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r124.0<8;8,1>:d  {Compacted,@2}
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    r122.0<8;8,1>:d  {Compacted,@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r46.0<8;8,1>:ud  {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   r38.0<8;8,1>:ud  {@2}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r74.0<8;8,1>:d    r48.0<8;8,1>:d  
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    r40.0<8;8,1>:d  
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r74.0<8;8,1>:ud   r48.0<8;8,1>:ud 
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r24.0<8;8,1>:ud   r40.0<8;8,1>:ud 
(~f0.0) sel (16|M0)              r16.0<1>:d    r46.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M0)              r20.0<1>:d    r48.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r18.0<1>:d    r38.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M16)             r22.0<1>:d    r40.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        subb (8|M0)              r76.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r42.3<0;1,0>:d    0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@3}
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r77.0<1>:ud   r13.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r64.0<1>:ud   r74.0<8;8,1>:ud   -r20.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        subb (8|M16)             r28.0<1>:ud   r14.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r42.3<0;1,0>:d    0:w              
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r44.0<0;1,0>:ud                  {@4}
        subb (8|M24)             r29.0<1>:ud   r15.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r65.0<1>:ud   r75.0<8;8,1>:ud   -r21.0<8;8,1>:ud {Compacted}
        add (8|M16)              r26.0<1>:ud   r24.0<8;8,1>:ud   -r22.0<8;8,1>:ud {Compacted}
        add (8|M24)              r27.0<1>:ud   r25.0<8;8,1>:ud   -r23.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r64.0<1>:ud   -r4.0<8;8,1>:ud   r64.0<8;8,1>:ud  {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                 
        add (8|M8)               r65.0<1>:ud   -r6.0<8;8,1>:ud   r65.0<8;8,1>:ud  {Compacted,@6}
        add (8|M16)              r26.0<1>:ud   -r8.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@6}
        add (8|M24)              r27.0<1>:ud   -r10.0<8;8,1>:ud  r27.0<8;8,1>:ud  {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  break (32|M0)                        L9824                  L9824                
L9752:
(W)     mov (1|M0)               r42.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) add (1|M0)       r42.3<1>:d    r42.3<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:ud    r42.0<0;1,0>:ud                  {@4}
L9824:
        while (32|M0)                        L8440                                
L9840:
        else (32|M0)                         L9944                  L9944                
L9856:
        math.irem (8|M0)         r76.0<1>:ud   r54.0<8;8,1>:ud   r46.0<8;8,1>:ud  {$6}
        math.irem (8|M8)         r77.0<1>:ud   r55.0<8;8,1>:ud   r47.0<8;8,1>:ud  {$7}
        mov (16|M0)              r64.0<1>:f    0.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$14.src}
        math.irem (8|M16)        r28.0<1>:ud   r50.0<8;8,1>:ud   r38.0<8;8,1>:ud  {$8}
        mov (16|M16)             r26.0<1>:f    0.0:f                               {Compacted}
        math.irem (8|M24)        r29.0<1>:ud   r51.0<8;8,1>:ud   r39.0<8;8,1>:ud  {$9}
L9944:
        endif (32|M0)                        L9960                                
L9960:
        or (16|M0)               r4.0<1>:d     r88.0<8;8,1>:d    24:w               {Compacted,$4.src}
        or (16|M16)              r10.0<1>:d    r60.0<8;8,1>:d    24:w               {Compacted,$5.src}
        sync.nop                             null                             {Compacted,$7.dst}
        mov (16|M0)              r12.0<1>:f    r76.0<8;8,1>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$9.dst}
        mov (16|M16)             r16.0<1>:f    r28.0<8;8,1>:f                   {Compacted,$8.dst}
        mov (16|M0)              r14.0<1>:f    r64.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r18.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r4      r12     0x100            0x04025C02           {@2,$10} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r10     r16     0x100            0x04025C02           {@1,$11} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
(W)     send.dc0 (8|M0)          r3       r110    null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$12.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L10112:
