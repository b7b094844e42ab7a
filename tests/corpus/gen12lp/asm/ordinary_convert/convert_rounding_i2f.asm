L0:
(W)     mov (8|M0)               r52.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r52.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r52.1<0;1,0>:d   {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted}
        mul (16|M0)              r28.0<1>:ud   r12.0<8;8,1>:ud   0x6:uw             
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w               {Compacted}
        mul (16|M16)             r8.0<1>:ud    r14.0<8;8,1>:ud   0x6:uw             
        send.dc1 (16|M0)         r54      r24     null    0x0            0x04405C01           {@4,$2} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r58      r26     null    0x0            0x04405C01           {@2,$3} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r62.0<1>:d    r28.0<8;8,1>:d    2:w               {Compacted,@3}
        shl (16|M16)             r64.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@2}
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:d                   {Compacted,$0.dst}
        mov (16|M16)             r4.0<1>:f     r22.0<8;8,1>:d                   {Compacted,$1.dst}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (16|M0)              r6.0<1>:f     r20.0<8;8,1>:d                   {Compacted,@1}
        mov (16|M16)             r10.0<1>:f    r22.0<8;8,1>:d                   {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
        mov (16|M0)              r12.0<1>:f    r20.0<8;8,1>:ud                  {Compacted,@1}
        mov (16|M16)             r14.0<1>:f    r22.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (16|M0)              r16.0<1>:f    r20.0<8;8,1>:ud                  {Compacted,@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
        mov (16|M16)             r18.0<1>:f    r22.0<8;8,1>:ud                  {Compacted,@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
        asr (16|M0)              r66.0<1>:d    r56.0<8;8,1>:d    31:w               {Compacted,@1,$2.dst}
        asr (16|M16)             r68.0<1>:d    r60.0<8;8,1>:d    31:w               {Compacted,$3.dst}
        shr (16|M0)              r26.0<1>:d    r56.0<8;8,1>:ud   31:w               {Compacted}
        shr (16|M16)             r28.0<1>:d    r60.0<8;8,1>:ud   31:w               {Compacted}
        xor (16|M0)              r8.0<1>:d     r66.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@4}
        xor (16|M16)             r24.0<1>:d    r68.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted,@4}
        xor (16|M0)              r30.0<1>:d    r66.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r20.0<1>:d    r68.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f0.0   r32.0<1>:ud   r8.0<8;8,1>:ud    r66.0<8;8,1>:ud  {Compacted,@4}
        cmp (16|M16)  (lt)f1.0   r34.0<1>:ud   r24.0<8;8,1>:ud   r68.0<8;8,1>:ud  {@4}
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@4}
        add (16|M0)   (eq)f0.0   r74.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)  (eq)f0.0   r76.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d   {@2}
        mov (16|M0)              r36.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r44.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r38.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r46.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r40.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r50.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r62     r36     0x200            0x04025002           {@2,$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r64     r44     0x200            0x04025002           {@1,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r70.0<1>:d    r8.0<8;8,1>:d     -r66.0<8;8,1>:d  {Compacted}
        add (16|M16)             r72.0<1>:d    r24.0<8;8,1>:d    -r68.0<8;8,1>:d  {Compacted}
        lzd (16|M0)              r78.0<1>:ud   r74.0<8;8,1>:ud                 
        lzd (16|M16)             r80.0<1>:ud   r76.0<8;8,1>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L1064                  L1200                
L704:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r78.0<8;8,1>:d    0:w               {@4}
        cmp (16|M16)  (eq)f1.0   null<1>:d     r80.0<8;8,1>:d    0:w               {@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f1.0) if (32|M0)                           L896                  L896                
L768:
        mov (16|M0)              r6.0<1>:d     -r78.0<8;8,1>:d                 
        mov (16|M16)             r8.0<1>:d     -r80.0<8;8,1>:d                 
        and (16|M0)              r2.0<1>:d     r78.0<8;8,1>:d    31:w               {Compacted}
        and (16|M16)             r4.0<1>:d     r80.0<8;8,1>:d    31:w               {Compacted}
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     31:w               {Compacted,@4}
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     31:w               {Compacted,@4}
        shl (16|M0)              r2.0<1>:d     r74.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M16)             r4.0<1>:d     r76.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        shr (16|M0)              r6.0<1>:d     r70.0<8;8,1>:ud   r6.0<8;8,1>:d    {@4}
        shr (16|M16)             r8.0<1>:d     r72.0<8;8,1>:ud   r8.0<8;8,1>:d    {@4}
        or (16|M0)               r74.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r76.0<1>:d    r4.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted,@2}
L896:
        endif (32|M0)                        L912                                
L912:
(W)     mov (1|M0)               r114.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (16|M0)              r82.0<1>:f    r74.0<8;8,1>:ud                  {Compacted,@1}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (16|M16)             r84.0<1>:f    r76.0<8;8,1>:ud                  {Compacted,@1}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
(W)     mov (1|M0)               f0.0<1>:ud    r114.0<0;1,0>:ud                 {@1}
        else (32|M0)                         L1200                  L1200                
L1064:
(W)     mov (1|M0)               r114.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (16|M0)              r82.0<1>:f    r70.0<8;8,1>:ud                  {Compacted,@1}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (16|M16)             r84.0<1>:f    r72.0<8;8,1>:ud                  {Compacted,@1}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
(W)     mov (1|M0)               f0.0<1>:ud    r114.0<0;1,0>:ud                 {@1}
L1200:
        endif (32|M0)                        L1216                                
L1216:
(W)     mul (8|M0)               acc0.0<1>:d   r78.0<8;8,1>:d    0x0:uw             
        asr (16|M0)              r94.0<1>:d    r56.0<8;8,1>:d    31:w               {Compacted}
        mach (8|M0)              r2.0<1>:d     r78.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M8)               acc0.0<1>:d   r79.0<8;8,1>:d    0x0:uw             
        mach (8|M8)              r3.0<1>:d     r79.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M16)              acc0.0<1>:d   r80.0<8;8,1>:d    0x0:uw             
        mach (8|M16)             r4.0<1>:d     r80.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M24)              acc0.0<1>:d   r81.0<8;8,1>:d    0x0:uw             
        xor (16|M0)              r14.0<1>:d    r54.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted,@7}
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1333788672:d               {@5}
        mach (8|M24)             r5.0<1>:d     r81.0<8;8,1>:d    -8388608:d              
        asr (16|M16)             r96.0<1>:d    r60.0<8;8,1>:d    31:w               {Compacted}
        subb (8|M0)              r98.0<1>:ud   r14.0<8;8,1>:ud   r94.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1333788672:d               {@3}
        mul (16|M0)              r6.0<1>:f     r82.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@5}
        and (16|M0)              r10.0<1>:d    r66.0<8;8,1>:d    -2147483648:d              
        xor (16|M16)             r16.0<1>:d    r58.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted,@5}
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r99.0<1>:ud   r15.0<8;8,1>:ud   r95.0<8;8,1>:ud  {AccWrEn}
        mul (16|M16)             r8.0<1>:f     r84.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@6}
        and (16|M16)             r12.0<1>:d    r68.0<8;8,1>:d    -2147483648:d              
        or (16|M0)               r86.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@6}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r100.0<1>:ud  r16.0<8;8,1>:ud   r96.0<8;8,1>:ud  {AccWrEn,@7}
        xor (16|M0)              r2.0<1>:d     r56.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r4.0<1>:d     r60.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted}
        or (16|M16)              r88.0<1>:d    r12.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@6}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r101.0<1>:ud  r17.0<8;8,1>:ud   r97.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r102.0<1>:ud  r2.0<8;8,1>:ud    -r94.0<8;8,1>:ud {Compacted,@5}
        add (8|M8)               r103.0<1>:ud  r3.0<8;8,1>:ud    -r95.0<8;8,1>:ud {Compacted}
        add (8|M16)              r104.0<1>:ud  r4.0<8;8,1>:ud    -r96.0<8;8,1>:ud {Compacted,@6}
        add (8|M24)              r105.0<1>:ud  r5.0<8;8,1>:ud    -r97.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r102.0<1>:ud  -r18.0<8;8,1>:ud  r102.0<8;8,1>:ud {Compacted,@5}
        add (8|M8)               r103.0<1>:ud  -r6.0<8;8,1>:ud   r103.0<8;8,1>:ud {Compacted,@5}
        add (8|M16)              r104.0<1>:ud  -r8.0<8;8,1>:ud   r104.0<8;8,1>:ud {Compacted,@5}
        add (8|M24)              r105.0<1>:ud  -r10.0<8;8,1>:ud  r105.0<8;8,1>:ud {Compacted,@4}
        lzd (16|M0)              r106.0<1>:ud  r102.0<8;8,1>:ud                 {@3}
        lzd (16|M16)             r108.0<1>:ud  r104.0<8;8,1>:ud                 {@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<8;8,1>:d   32:w               {Compacted,@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<8;8,1>:d   32:w               {@2}
        add (16|M0)              r90.0<1>:d    r62.0<8;8,1>:d    16:w               {Compacted}
        add (16|M16)             r92.0<1>:d    r64.0<8;8,1>:d    16:w               {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L2000                  L2000                
L1744:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r108.0<8;8,1>:d   0:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(f1.0)  if (32|M0)                           L1904                  L1936                
L1808:
        shl (16|M0)              r2.0<1>:d     r102.0<8;8,1>:d   r106.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r104.0<8;8,1>:d   r108.0<8;8,1>:d  {Compacted}
        shr (16|M0)              r6.0<1>:d     r98.0<8;8,1>:ud   -r106.0<8;8,1>:d
        shr (16|M16)             r8.0<1>:d     r100.0<8;8,1>:ud  -r108.0<8;8,1>:d
        shl (16|M0)              r110.0<1>:d   r98.0<8;8,1>:d    r106.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r112.0<1>:d   r100.0<8;8,1>:d   r108.0<8;8,1>:d  {Compacted}
        or (16|M0)               r98.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@4}
        or (16|M16)              r100.0<1>:d   r4.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted,@4}
        else (32|M0)                         L1936                  L1936                
L1904:
        mov (16|M0)              r110.0<1>:f   r98.0<8;8,1>:f                   {Compacted,@3}
        mov (16|M16)             r112.0<1>:f   r100.0<8;8,1>:f                  {Compacted,@3}
        mov (16|M0)              r98.0<1>:f    r102.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r100.0<1>:f   r104.0<8;8,1>:f                  {Compacted}
L1936:
        endif (32|M0)                        L1952                                
L1952:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<8;8,1>:d   0:w               {Compacted,@5}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<8;8,1>:d   0:w               {@5}
(f0.0)  or (16|M0)               r98.0<1>:d    r98.0<8;8,1>:d    1:w               {Compacted,@5}
(f0.0)  or (16|M16)              r100.0<1>:d   r100.0<8;8,1>:d   1:w               {@5}
L2000:
        endif (32|M0)                        L2016                                
L2016:
        add (16|M0)              r6.0<1>:d     -r106.0<8;8,1>:d  159:w               {Compacted}
        add (16|M16)             r8.0<1>:d     -r108.0<8;8,1>:d  159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w               {Compacted,@2}
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w               {Compacted,@2}
        mov (16|M0)              acc0.0<1>:f   r98.0<8;8,1>:ud                  {@7}
        mov (16|M16)             r4.0<1>:f     r100.0<8;8,1>:ud                 {Compacted,@7}
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted,@4}
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@2}
        and (16|M0)              r10.0<1>:d    r94.0<8;8,1>:d    -2147483648:d              
        and (16|M16)             r12.0<1>:d    r96.0<8;8,1>:d    -2147483648:d              
        mov (16|M0)              r14.0<1>:f    r86.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
        or (16|M0)               r16.0<1>:d    r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted,@4}
        or (16|M16)              r20.0<1>:d    r4.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted,@4}
        send.dc1 (16|M0)         null     r90     r14     0x100            0x04025C02           {@2,$6} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r92     r18     0x100            0x04025C02           {@1,$7} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r22      r52     null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2240:
