L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r7.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r3.0<1>:f     0.0:f                               {Compacted}
        add (16|M0)              r8.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r28.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r10.0<1>:d    r28.0<8;8,1>:d    3:w               {Compacted,@1}
        send.dc1 (16|M0)         r30      r10     null    0x0            0x04405C00           {@1,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r34      r10     null    0x0            0x04405C01           {$1} // wr:2+0, rd:4; untyped surface read with xy
        subb (8|M0)              r12.0<1>:ud   r3.0<0;1,0>:ud    r30.0<8;8,1>:ud  {AccWrEn,Compacted,@4,$0.dst}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r32.0<8;8,1>:d    0:w              
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r13.0<1>:ud   r3.0<0;1,0>:ud    r31.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r36.0<8;8,1>:d    0:w               {Compacted,$1.dst}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r18.0<1>:ud   r3.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r8.0<1>:ud    -r14.0<8;8,1>:ud  -r32.0<8;8,1>:ud {Compacted,@5}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r19.0<1>:ud   r3.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r9.0<1>:ud    -r16.0<8;8,1>:ud  -r33.0<8;8,1>:ud {Compacted,@5}
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r10.0<1>:ud   -r20.0<8;8,1>:ud  -r36.0<8;8,1>:ud {Compacted,@4}
        add (8|M8)               r11.0<1>:ud   -r2.0<8;8,1>:ud   -r37.0<8;8,1>:ud {Compacted,@2}
(f0.1)  sel (16|M0)              r40.0<1>:d    r8.0<8;8,1>:d     r32.0<8;8,1>:d   {Compacted,@4}
(f0.0)  sel (16|M0)              r44.0<1>:d    r10.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,@2}
        or (16|M0)               r22.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw              {@1}
(f0.1)  sel (16|M0)              r38.0<1>:d    r12.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r42.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L2080                  L2120                
L344:
        mov (16|M0)              r46.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r48.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r50.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r52.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r6.3<1>:f     8.82818e-44:f                              
L392:
        shr (16|M0)              r2.0<1>:d     r46.0<8;8,1>:ud   31:w               {Compacted,@5}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r98.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
        shl (16|M0)              r8.0<1>:d     r48.0<8;8,1>:d    1:w               {Compacted,@7}
(W&f0.0.any16h) and (1|M0)       r6.4<1>:d     r6.3<0;1,0>:d     63:w               {@7}
        shl (16|M0)              r54.0<1>:d    r46.0<8;8,1>:d    1:w               {Compacted}
(W)     cmp (16|M0)   (ne)f1.1   null<1>:d     r6.4<0;1,0>:d     0:w               {@2}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r98.0<0;1,0>:uw                  {@5}
        or (16|M0)               r48.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@5}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (16|M0)                           L592                  L944                
L568:
        mov (16|M0)              r56.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L944                  L944                
L592:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r6.4<0;1,0>:ud    0x20:uw             
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (16|M0)                           L824                  L928                
L720:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     r6.4<0;1,0>:d     -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
        shr (16|M0)              r56.0<1>:d    r40.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (16|M0)                         L928                  L928                
L824:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (16|M0)              r10.0<1>:d    r38.0<8;8,1>:ud   r6.4<0;1,0>:d   
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     -r6.4<0;1,0>:d    32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@5}
        shl (16|M0)              r8.0<1>:d     r40.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (16|M0)               r56.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@1}
L928:
        endif (16|M0)                        L944                                
L944:
        endif (16|M0)                        L960                                
L960:
        and (16|M0)              r2.0<1>:d     r56.0<8;8,1>:d    1:w               {Compacted,@3}
        or (16|M0)               r46.0<1>:d    r2.0<8;8,1>:d     r54.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r46.0<8;8,1>:ud   r42.0<8;8,1>:ud  {@1}
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r48.0<8;8,1>:d    r44.0<8;8,1>:d  
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r48.0<8;8,1>:ud   r44.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (16|M0)                           L1832                  L1832                
L1056:
        subb (8|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}
(W)     mov (1|M0)               r98.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
        subb (8|M8)              r59.0<1>:ud   r47.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn}
(W&f0.0.any16h) and (1|M0)       r6.5<1>:d     r6.3<0;1,0>:d     63:w              
        add (8|M0)               r48.0<1>:ud   r48.0<8;8,1>:ud   -r44.0<8;8,1>:ud {Compacted}
(W)     cmp (16|M0)   (ne)f0.1   null<1>:d     r6.5<0;1,0>:d     0:w               {@2}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r98.0<0;1,0>:uw                  {@5}
        add (8|M8)               r49.0<1>:ud   r49.0<8;8,1>:ud   -r45.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r48.0<1>:ud   -r2.0<8;8,1>:ud   r48.0<8;8,1>:ud  {Compacted,@5}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                
        add (8|M8)               r49.0<1>:ud   -r8.0<8;8,1>:ud   r49.0<8;8,1>:ud  {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (16|M0)                           L1376                  L1792                
L1272:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r6.6<1>:f     1.4013e-45:f                              
(W&f0.0.any16h) mov (1|M0)       r6.7<1>:f     0.0:f                              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@5}
        else (16|M0)                         L1792                  L1792                
L1376:
(W)     mov (1|M0)               r100.0<1>:uw  f0.1<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r6.5<0;1,0>:ud    0x20:uw             
(W&~f0.1.any16h) mov (1|M0)      f0.0<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.1<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (16|M0)                           L1640                  L1776                
L1504:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     r6.5<0;1,0>:d     -32:w              
(W&f0.0.any16h) mov (1|M0)       r2.2<1>:hf    0x1:hf                             
(W&f0.0.any16h) mov (1|M0)       r6.6<1>:f     0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r6.7<1>:d     r2.2<0;1,0>:w     r2.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
        else (16|M0)                         L1776                  L1776                
L1640:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r2.0<1>:hf    0x1:hf                             
(W&f0.0.any16h) add (1|M0)       r3.0<1>:d     -r6.5<0;1,0>:d    32:w              
(W&f0.0.any16h) mov (1|M0)       r3.2<1>:hf    0x1:hf                             
(W&f0.0.any16h) shl (1|M0)       r6.6<1>:d     r2.0<0;1,0>:w     r6.5<0;1,0>:d    {@3}
(W&f0.0.any16h) shr (1|M0)       r6.7<1>:d     r3.2<0;1,0>:uw    r3.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
L1776:
        endif (16|M0)                        L1792                                
L1792:
        endif (16|M0)                        L1808                                
L1808:
        or (16|M0)               r50.0<1>:d    r6.6<0;1,0>:d     r50.0<8;8,1>:d   {Compacted,@5}
        or (16|M0)               r52.0<1>:d    r6.7<0;1,0>:d     r52.0<8;8,1>:d   {Compacted,@5}
        mov (16|M0)              r46.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
L1832:
        endif (16|M0)                        L1848                                
L1848:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r6.3<0;1,0>:d     0:w              
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  break (16|M0)                        L2048                  L2048                
L1976:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r6.3<1>:d     r6.3<0;1,0>:d     -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
L2048:
        while (16|M0)                        L392                                
L2064:
        else (16|M0)                         L2120                  L2120                
L2080:
        math.iqot (8|M0)         r50.0<1>:ud   r38.0<8;8,1>:ud   r42.0<8;8,1>:ud  {$2}
        mov (16|M0)              r52.0<1>:f    0.0:f                               {Compacted}
        math.iqot (8|M8)         r51.0<1>:ud   r39.0<8;8,1>:ud   r43.0<8;8,1>:ud  {$3}
L2120:
        endif (16|M0)                        L2136                                
L2136:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                               {Compacted}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r32.0<8;8,1>:d    0:w              
        subb (8|M0)              r8.0<1>:ud    r2.0<0;1,0>:ud    r50.0<8;8,1>:ud  {AccWrEn,Compacted,@2,$2.dst}
        xor (16|M0)   (lt)f1.1   null<1>:d     r36.0<8;8,1>:d    r32.0<8;8,1>:d  
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r9.0<1>:ud    r2.0<0;1,0>:ud    r51.0<8;8,1>:ud  {AccWrEn,$3.dst}
        add (8|M0)               r12.0<1>:ud   -r10.0<8;8,1>:ud  -r52.0<8;8,1>:ud {Compacted,@2}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r22.0<1>:ud   r2.0<0;1,0>:ud    r30.0<8;8,1>:ud  {AccWrEn,Compacted}
        shl (16|M0)              r20.0<1>:d    r28.0<8;8,1>:d    2:w               {Compacted}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r23.0<1>:ud   r2.0<0;1,0>:ud    r31.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r10.0<1>:ud   -r24.0<8;8,1>:ud  -r32.0<8;8,1>:ud {Compacted,@2}
        mov (8|M8)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(f1.1)  sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted,@7}
        add (8|M8)               r11.0<1>:ud   -r26.0<8;8,1>:ud  -r33.0<8;8,1>:ud {Compacted,@2}
        add (8|M8)               r13.0<1>:ud   -r14.0<8;8,1>:ud  -r53.0<8;8,1>:ud {Compacted,@7}
(f0.1)  sel (16|M0)              r64.0<1>:d    r10.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@2}
        or (16|M0)               r8.0<1>:d     r44.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r8.0<8;8,1>:ud    0x1:uw              {@1}
        shl (16|M0)              r60.0<1>:d    r20.0<8;8,1>:d    3:w               {Compacted,@7}
(f1.1)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@5}
        send.dc1 (16|M0)         null     r60     r16     0x100            0x04025C02           {@1,$4} // wr:2+4, rd:0; untyped surface write with xy
(f0.1)  sel (16|M0)              r62.0<1>:d    r22.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L3408                  L3448                
L2408:
        mov (16|M0)              r66.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r68.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r15.0<1>:f    8.82818e-44:f                              
L2440:
        shr (16|M0)              r2.0<1>:d     r66.0<8;8,1>:ud   31:w               {Compacted,@3}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r98.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
        shl (16|M0)              r8.0<1>:d     r68.0<8;8,1>:d    1:w               {Compacted,@7}
(W&f0.0.any16h) and (1|M0)       r15.1<1>:d    r15.0<0;1,0>:d    63:w               {@7}
        shl (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    1:w               {Compacted}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r15.1<0;1,0>:d    0:w               {@2}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r98.0<0;1,0>:uw                  {@5}
        or (16|M0)               r72.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@5}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L2640                  L2992                
L2616:
        mov (16|M0)              r74.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L2992                  L2992                
L2640:
(W)     mov (1|M0)               r100.0<1>:uw  f0.1<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r15.1<0;1,0>:ud   0x20:uw             
(W&~f0.1.any16h) mov (1|M0)      f0.0<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.1<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.0) if (16|M0)                           L2872                  L2976                
L2768:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     r15.1<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
        shr (16|M0)              r74.0<1>:d    r64.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (16|M0)                         L2976                  L2976                
L2872:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (16|M0)              r10.0<1>:d    r62.0<8;8,1>:ud   r15.1<0;1,0>:d  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     -r15.1<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@5}
        shl (16|M0)              r8.0<1>:d     r64.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (16|M0)               r74.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@1}
L2976:
        endif (16|M0)                        L2992                                
L2992:
        endif (16|M0)                        L3008                                
L3008:
        and (16|M0)              r2.0<1>:d     r74.0<8;8,1>:d    1:w               {Compacted,@3}
        or (16|M0)               r8.0<1>:d     r2.0<8;8,1>:d     r70.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r8.0<8;8,1>:ud    r42.0<8;8,1>:ud  {@1}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r72.0<8;8,1>:d    r44.0<8;8,1>:d  
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r72.0<8;8,1>:ud   r44.0<8;8,1>:ud 
(~f1.1) sel (16|M0)              r10.0<1>:d    r42.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r98.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
        subb (8|M0)              r66.0<1>:ud   r8.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
(~f1.1) sel (16|M0)              r12.0<1>:d    r44.0<8;8,1>:d    0:w              
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r15.0<0;1,0>:d    0:w              
        subb (8|M8)              r67.0<1>:ud   r9.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r98.0<0;1,0>:uw                  {@6}
        add (8|M0)               r68.0<1>:ud   r72.0<8;8,1>:ud   -r12.0<8;8,1>:ud {Compacted,@5}
        add (8|M8)               r69.0<1>:ud   r73.0<8;8,1>:ud   -r13.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$4.src}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                
        add (8|M0)               r68.0<1>:ud   -r14.0<8;8,1>:ud  r68.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r69.0<1>:ud   -r16.0<8;8,1>:ud  r69.0<8;8,1>:ud  {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  break (16|M0)                        L3376                  L3376                
L3304:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r15.0<1>:d    r15.0<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
L3376:
        while (16|M0)                        L2440                                
L3392:
        else (16|M0)                         L3448                  L3448                
L3408:
        math.irem (8|M0)         r66.0<1>:ud   r62.0<8;8,1>:ud   r42.0<8;8,1>:ud  {$5}
        mov (16|M0)              r68.0<1>:f    0.0:f                               {Compacted}
        math.irem (8|M8)         r67.0<1>:ud   r63.0<8;8,1>:ud   r43.0<8;8,1>:ud  {$6}
L3448:
        endif (16|M0)                        L3464                                
L3464:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                               {Compacted}
        or (16|M0)               r22.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        subb (8|M0)              r8.0<1>:ud    r2.0<0;1,0>:ud    r66.0<8;8,1>:ud  {AccWrEn,Compacted,@2,$5.dst}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw              {@2}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r9.0<1>:ud    r2.0<0;1,0>:ud    r67.0<8;8,1>:ud  {AccWrEn,$6.dst}
        add (8|M0)               r12.0<1>:ud   -r10.0<8;8,1>:ud  -r68.0<8;8,1>:ud {Compacted,@2}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        or (16|M0)               r20.0<1>:d    r60.0<8;8,1>:d    8:w               {Compacted}
        add (8|M8)               r13.0<1>:ud   -r14.0<8;8,1>:ud  -r69.0<8;8,1>:ud {Compacted,@2}
        sync.nop                             null                             {Compacted,$4.src}
(f0.1)  sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r66.0<8;8,1>:d   {Compacted,@5}
(f0.1)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@2}
        send.dc1 (16|M0)         null     r20     r16     0x100            0x04025C02           {@1,$7} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (16|M0)                           L5368                  L5408                
L3632:
        mov (16|M0)              r76.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r78.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r80.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r82.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r15.2<1>:f    8.82818e-44:f                              
L3680:
        shr (16|M0)              r2.0<1>:d     r76.0<8;8,1>:ud   31:w               {Compacted,@5}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r98.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
        shl (16|M0)              r8.0<1>:d     r78.0<8;8,1>:d    1:w               {Compacted,@7}
(W&f0.0.any16h) and (1|M0)       r15.3<1>:d    r15.2<0;1,0>:d    63:w               {@7}
        shl (16|M0)              r84.0<1>:d    r76.0<8;8,1>:d    1:w               {Compacted}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r15.3<0;1,0>:d    0:w               {@2}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r98.0<0;1,0>:uw                  {@5}
        or (16|M0)               r78.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@5}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L3880                  L4232                
L3856:
        mov (16|M0)              r86.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L4232                  L4232                
L3880:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r15.3<0;1,0>:ud   0x20:uw             
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (16|M0)                           L4112                  L4216                
L4008:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     r15.3<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
        shr (16|M0)              r86.0<1>:d    r32.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (16|M0)                         L4216                  L4216                
L4112:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (16|M0)              r10.0<1>:d    r30.0<8;8,1>:ud   r15.3<0;1,0>:d  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     -r15.3<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@5}
        shl (16|M0)              r8.0<1>:d     r32.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (16|M0)               r86.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@1}
L4216:
        endif (16|M0)                        L4232                                
L4232:
        endif (16|M0)                        L4248                                
L4248:
        and (16|M0)              r2.0<1>:d     r86.0<8;8,1>:d    1:w               {Compacted,@3}
        or (16|M0)               r76.0<1>:d    r2.0<8;8,1>:d     r84.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r76.0<8;8,1>:ud   r34.0<8;8,1>:ud  {@1}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r78.0<8;8,1>:d    r36.0<8;8,1>:d  
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r78.0<8;8,1>:ud   r36.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (16|M0)                           L5120                  L5120                
L4344:
        subb (8|M0)              r88.0<1>:ud   r76.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}
(W)     mov (1|M0)               r98.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
        subb (8|M8)              r89.0<1>:ud   r77.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}
(W&f0.0.any16h) and (1|M0)       r15.4<1>:d    r15.2<0;1,0>:d    63:w              
        add (8|M0)               r78.0<1>:ud   r78.0<8;8,1>:ud   -r36.0<8;8,1>:ud {Compacted}
(W)     cmp (16|M0)   (ne)f1.1   null<1>:d     r15.4<0;1,0>:d    0:w               {@2}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r98.0<0;1,0>:uw                  {@5}
        add (8|M8)               r79.0<1>:ud   r79.0<8;8,1>:ud   -r37.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r78.0<1>:ud   -r2.0<8;8,1>:ud   r78.0<8;8,1>:ud  {Compacted,@5}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                
        add (8|M8)               r79.0<1>:ud   -r8.0<8;8,1>:ud   r79.0<8;8,1>:ud  {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (16|M0)                           L4664                  L5080                
L4560:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r15.5<1>:f    1.4013e-45:f                              
(W&f0.0.any16h) mov (1|M0)       r15.6<1>:f    0.0:f                              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@5}
        else (16|M0)                         L5080                  L5080                
L4664:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r15.4<0;1,0>:ud   0x20:uw             
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L4928                  L5064                
L4792:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     r15.4<0;1,0>:d    -32:w              
(W&f0.0.any16h) mov (1|M0)       r2.2<1>:hf    0x1:hf                             
(W&f0.0.any16h) mov (1|M0)       r15.5<1>:f    0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r15.6<1>:d    r2.2<0;1,0>:w     r2.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
        else (16|M0)                         L5064                  L5064                
L4928:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r2.0<1>:hf    0x1:hf                             
(W&f0.0.any16h) add (1|M0)       r3.0<1>:d     -r15.4<0;1,0>:d   32:w              
(W&f0.0.any16h) mov (1|M0)       r3.2<1>:hf    0x1:hf                             
(W&f0.0.any16h) shl (1|M0)       r15.5<1>:d    r2.0<0;1,0>:w     r15.4<0;1,0>:d   {@3}
(W&f0.0.any16h) shr (1|M0)       r15.6<1>:d    r3.2<0;1,0>:uw    r3.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
L5064:
        endif (16|M0)                        L5080                                
L5080:
        endif (16|M0)                        L5096                                
L5096:
        or (16|M0)               r80.0<1>:d    r15.5<0;1,0>:d    r80.0<8;8,1>:d   {Compacted,@5}
        or (16|M0)               r82.0<1>:d    r15.6<0;1,0>:d    r82.0<8;8,1>:d   {Compacted,@5}
        mov (16|M0)              r76.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
L5120:
        endif (16|M0)                        L5136                                
L5136:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r15.2<0;1,0>:d    0:w              
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  break (16|M0)                        L5336                  L5336                
L5264:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r15.2<1>:d    r15.2<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
L5336:
        while (16|M0)                        L3680                                
L5352:
        else (16|M0)                         L5408                  L5408                
L5368:
        math.iqot (8|M0)         r80.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud  {$8}
        mov (16|M0)              r82.0<1>:f    0.0:f                               {Compacted}
        math.iqot (8|M8)         r81.0<1>:ud   r31.0<8;8,1>:ud   r35.0<8;8,1>:ud  {$9}
L5408:
        endif (16|M0)                        L5424                                
L5424:
        or (16|M0)               r2.0<1>:d     r60.0<8;8,1>:d    16:w               {Compacted}
        sync.nop                             null                             {Compacted,$9.dst}
        mov (16|M0)              r8.0<1>:f     r80.0<8;8,1>:f                   {Compacted,$8.dst}
        mov (16|M0)              r10.0<1>:f    r82.0<8;8,1>:f                   {Compacted,@4}
        send.dc1 (16|M0)         null     r2      r8      0x100            0x04025C02           {@1,$10} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (16|M0)                           L6504                  L6544                
L5504:
        mov (16|M0)              r90.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r92.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r15.7<1>:f    8.82818e-44:f                              
L5536:
        sync.nop                             null                             {Compacted,$10.src}
        shr (16|M0)              r2.0<1>:d     r90.0<8;8,1>:ud   31:w               {Compacted,@3}
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r98.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
        shl (16|M0)              r8.0<1>:d     r92.0<8;8,1>:d    1:w               {Compacted,@7}
(W&f0.0.any16h) and (1|M0)       r25.0<1>:d    r15.7<0;1,0>:d    63:w               {@7}
        shl (16|M0)              r94.0<1>:d    r90.0<8;8,1>:d    1:w               {Compacted}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r25.0<0;1,0>:d    0:w               {@2}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r98.0<0;1,0>:uw                  {@5}
        or (16|M0)               r96.0<1>:d    r8.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@5}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L5744                  L6096                
L5720:
        mov (16|M0)              r86.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L6096                  L6096                
L5744:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r98.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r25.0<0;1,0>:ud   0x20:uw             
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r98.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (16|M0)                           L5976                  L6080                
L5872:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     r25.0<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
        shr (16|M0)              r86.0<1>:d    r32.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (16|M0)                         L6080                  L6080                
L5976:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (16|M0)              r10.0<1>:d    r30.0<8;8,1>:ud   r25.0<0;1,0>:d  
(W&f0.0.any16h) add (1|M0)       r2.0<1>:d     -r25.0<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@5}
        shl (16|M0)              r8.0<1>:d     r32.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (16|M0)               r86.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@1}
L6080:
        endif (16|M0)                        L6096                                
L6096:
        endif (16|M0)                        L6112                                
L6112:
        and (16|M0)              r2.0<1>:d     r86.0<8;8,1>:d    1:w               {Compacted,@3}
        or (16|M0)               r8.0<1>:d     r2.0<8;8,1>:d     r94.0<8;8,1>:d   {Compacted,@1}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r8.0<8;8,1>:ud    r34.0<8;8,1>:ud  {@1}
(W)     mov (1|M0)               r100.0<1>:uw  f0.1<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r96.0<8;8,1>:d    r36.0<8;8,1>:d  
        cmp (16|M0)   (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r96.0<8;8,1>:ud   r36.0<8;8,1>:ud 
(W)     mov (1|M0)               r98.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r15.7<0;1,0>:d    0:w               {Compacted}
(~f1.0) sel (16|M0)              r10.0<1>:d    r34.0<8;8,1>:d    0:w              
        subb (8|M0)              r90.0<1>:ud   r8.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
(~f1.0) sel (16|M0)              r12.0<1>:d    r36.0<8;8,1>:d    0:w              
(W&~f0.1.any16h) mov (1|M0)      f0.0<1>:uw    r98.0<0;1,0>:uw                  {@5}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r91.0<1>:ud   r9.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r92.0<1>:ud   r96.0<8;8,1>:ud   -r12.0<8;8,1>:ud {Compacted,@4}
        add (8|M8)               r93.0<1>:ud   r97.0<8;8,1>:ud   -r13.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$7.src}
(W)     mov (1|M0)               f0.1<1>:uw    r100.0<0;1,0>:uw                
        add (8|M0)               r92.0<1>:ud   -r14.0<8;8,1>:ud  r92.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r93.0<1>:ud   -r16.0<8;8,1>:ud  r93.0<8;8,1>:ud  {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  break (16|M0)                        L6472                  L6472                
L6400:
(W)     mov (1|M0)               r100.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) add (1|M0)       r15.7<1>:d    r15.7<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r100.0<0;1,0>:uw                 {@4}
L6472:
        while (16|M0)                        L5536                                
L6488:
        else (16|M0)                         L6544                  L6544                
L6504:
        math.irem (8|M0)         r90.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud  {$11}
        mov (16|M0)              r92.0<1>:f    0.0:f                               {Compacted}
        math.irem (8|M8)         r91.0<1>:ud   r31.0<8;8,1>:ud   r35.0<8;8,1>:ud  {$12}
L6544:
        endif (16|M0)                        L6560                                
L6560:
        or (16|M0)               r2.0<1>:d     r60.0<8;8,1>:d    24:w               {Compacted,$10.src}
        sync.nop                             null                             {Compacted,$12.dst}
        mov (16|M0)              r8.0<1>:f     r90.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r10.0<1>:f    r92.0<8;8,1>:f                   {Compacted,@4}
        send.dc1 (16|M0)         null     r2      r8      0x100            0x04025C02           {@1,$13} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r5       r7      null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$14.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L6664:
