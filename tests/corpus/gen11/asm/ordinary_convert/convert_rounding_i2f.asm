L0:
(W)     mov (8|M0)               r52.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r52.2<0;1,0>:uw 
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r52.1<0;1,0>:d   {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    3:w              
        mul (16|M0)              r28.0<1>:ud   r12.0<8;8,1>:ud   0x6:uw             
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w              
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r8.0<1>:ud    r14.0<8;8,1>:ud   0x6:uw             
        send (16|M0)             r54:w    r24:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r58:w    r26:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r62.0<1>:d    r28.0<8;8,1>:d    2:w              
        shl (16|M16)             r64.0<1>:d    r8.0<8;8,1>:d     2:w              
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r4.0<1>:f     r22.0<8;8,1>:d                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r6.0<1>:f     r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r10.0<1>:f    r22.0<8;8,1>:d                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
        mov (16|M0)              r12.0<1>:f    r20.0<8;8,1>:ud                  {Compacted}
        mov (16|M16)             r14.0<1>:f    r22.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r16.0<1>:f    r20.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
        mov (16|M16)             r18.0<1>:f    r22.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
        asr (16|M0)              r66.0<1>:d    r56.0<8;8,1>:d    31:w              
        asr (16|M16)             r68.0<1>:d    r60.0<8;8,1>:d    31:w              
        shr (16|M0)              r8.0<1>:d     r56.0<8;8,1>:ud   31:w              
        shr (16|M16)             r24.0<1>:d    r60.0<8;8,1>:ud   31:w              
        xor (16|M0)              r26.0<1>:d    r66.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r30.0<1>:d    r66.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r28.0<1>:d    r68.0<8;8,1>:d    r58.0<8;8,1>:d  
        xor (16|M16)             r20.0<1>:d    r68.0<8;8,1>:d    r60.0<8;8,1>:d  
        cmp (16|M0)   (lt)f0.0   r32.0<1>:ud   r26.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted}
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}
        cmp (16|M16)  (lt)f1.0   r34.0<1>:ud   r28.0<8;8,1>:ud   r68.0<8;8,1>:ud 
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d  
        mov (16|M0)              r36.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r38.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r40.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r4.0<8;8,1>:f                   
        mov (16|M16)             r46.0<1>:f    r10.0<8;8,1>:f                  
        mov (16|M16)             r48.0<1>:f    r14.0<8;8,1>:f                  
        mov (16|M16)             r50.0<1>:f    r18.0<8;8,1>:f                  
        add (16|M0)   (eq)f0.0   r74.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        add (16|M16)  (eq)f0.0   r76.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d  
        sends (16|M0)            null:w   r62     r36     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r70.0<1>:d    r26.0<8;8,1>:d    -r66.0<8;8,1>:d  {Compacted}
        sends (16|M16)           null:w   r64     r44     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r72.0<1>:d    r28.0<8;8,1>:d    -r68.0<8;8,1>:d 
        lzd (16|M0)              r78.0<1>:ud   r74.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r80.0<1>:ud   r76.0<8;8,1>:ud                 
(W)     mov (8|M0)               r62.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r64.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
(~f0.0) if (32|M0)                           L1232                  L1320                
L896:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r78.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r80.0<8;8,1>:d    0:w              
(~f1.0) if (32|M0)                           L1112                  L1112                
L944:
        mov (16|M0)              r6.0<1>:d     -r78.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r8.0<1>:d     -r80.0<8;8,1>:d                 
        and (16|M0)              r2.0<1>:d     r78.0<8;8,1>:d    31:w              
        and (16|M16)             r4.0<1>:d     r80.0<8;8,1>:d    31:w              
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     31:w              
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     31:w              
        shl (16|M0)              r2.0<1>:d     r74.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shl (16|M16)             r4.0<1>:d     r76.0<8;8,1>:d    r4.0<8;8,1>:d   
        shr (16|M0)              r6.0<1>:d     r70.0<8;8,1>:ud   r6.0<8;8,1>:d   
        shr (16|M16)             r8.0<1>:d     r72.0<8;8,1>:ud   r8.0<8;8,1>:d   
        or (16|M0)               r74.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
        or (16|M16)              r76.0<1>:d    r4.0<8;8,1>:d     r8.0<8;8,1>:d   
L1112:
        endif (32|M0)                        L1128                                
L1128:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r82.0<1>:f    r74.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M16)             r84.0<1>:f    r76.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        else (32|M0)                         L1320                  L1320                
L1232:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r82.0<1>:f    r70.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M16)             r84.0<1>:f    r72.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
L1320:
        endif (32|M0)                        L1336                                
L1336:
(W)     mul (8|M0)               acc0.0<1>:d   r78.0<8;8,1>:d    0x0:uw             
        asr (16|M0)              r94.0<1>:d    r56.0<8;8,1>:d    31:w              
        asr (16|M16)             r96.0<1>:d    r60.0<8;8,1>:d    31:w              
        and (16|M0)              r10.0<1>:d    r66.0<8;8,1>:d    -2147483648:d              
        mach (8|M0)              r2.0<1>:d     r78.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M8)               acc0.0<1>:d   r79.0<8;8,1>:d    0x0:uw             
        xor (16|M0)              r14.0<1>:d    r54.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r16.0<1>:d    r58.0<8;8,1>:d    r96.0<8;8,1>:d  
        and (16|M16)             r12.0<1>:d    r68.0<8;8,1>:d    -2147483648:d              
        mach (8|M8)              r3.0<1>:d     r79.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M16)              acc0.0<1>:d   r80.0<8;8,1>:d    0x0:uw             
        add (16|M0)              r90.0<1>:d    r62.0<8;8,1>:d    16:w              
        add (16|M16)             r92.0<1>:d    r64.0<8;8,1>:d    16:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1333788672:d              
        mach (8|M16)             r4.0<1>:d     r80.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M24)              acc0.0<1>:d   r81.0<8;8,1>:d    0x0:uw             
        mul (16|M0)              r6.0<1>:f     r82.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        xor (16|M0)              r2.0<1>:d     r56.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}
        mach (8|M24)             r5.0<1>:d     r81.0<8;8,1>:d    -8388608:d              
        subb (8|M0)              r98.0<1>:ud   r14.0<8;8,1>:ud   r94.0<8;8,1>:ud  {AccWrEn,Compacted}
        or (16|M0)               r86.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        add (8|M0)               r102.0<1>:ud  r2.0<8;8,1>:ud    -r94.0<8;8,1>:ud {Compacted}
        add (8|M8)               r103.0<1>:ud  r3.0<8;8,1>:ud    -r95.0<8;8,1>:ud {Compacted}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1333788672:d              
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r99.0<1>:ud   r15.0<8;8,1>:ud   r95.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (16|M16)             r8.0<1>:f     r84.0<8;8,1>:f    r4.0<8;8,1>:f   
        xor (16|M16)             r4.0<1>:d     r60.0<8;8,1>:d    r96.0<8;8,1>:d  
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r100.0<1>:ud  r16.0<8;8,1>:ud   r96.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r102.0<1>:ud  -r18.0<8;8,1>:ud  r102.0<8;8,1>:ud {Compacted}
        or (16|M16)              r88.0<1>:d    r12.0<8;8,1>:d    r8.0<8;8,1>:d   
        add (8|M16)              r104.0<1>:ud  r4.0<8;8,1>:ud    -r96.0<8;8,1>:ud
        add (8|M24)              r105.0<1>:ud  r5.0<8;8,1>:ud    -r97.0<8;8,1>:ud
        add (8|M8)               r103.0<1>:ud  -r6.0<8;8,1>:ud   r103.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M24)             r101.0<1>:ud  r17.0<8;8,1>:ud   r97.0<8;8,1>:ud  {AccWrEn}
        lzd (16|M0)              r106.0<1>:ud  r102.0<8;8,1>:ud                 {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M16)              r104.0<1>:ud  -r8.0<8;8,1>:ud   r104.0<8;8,1>:ud
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<8;8,1>:d   32:w              
        add (8|M24)              r105.0<1>:ud  -r10.0<8;8,1>:ud  r105.0<8;8,1>:ud
        lzd (16|M16)             r108.0<1>:ud  r104.0<8;8,1>:ud                
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<8;8,1>:d   32:w              
(f0.0)  if (32|M0)                           L2248                  L2248                
L1952:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r108.0<8;8,1>:d   0:w              
(f1.0)  if (32|M0)                           L2120                  L2168                
L2000:
        shl (16|M0)              r2.0<1>:d     r102.0<8;8,1>:d   r106.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r104.0<8;8,1>:d   r108.0<8;8,1>:d 
        shr (16|M0)              r6.0<1>:d     r98.0<8;8,1>:ud   -r106.0<8;8,1>:d
        shr (16|M16)             r8.0<1>:d     r100.0<8;8,1>:ud  -r108.0<8;8,1>:d
        shl (16|M0)              r110.0<1>:d   r98.0<8;8,1>:d    r106.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r112.0<1>:d   r100.0<8;8,1>:d   r108.0<8;8,1>:d 
        or (16|M0)               r98.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
        or (16|M16)              r100.0<1>:d   r4.0<8;8,1>:d     r8.0<8;8,1>:d   
        else (32|M0)                         L2168                  L2168                
L2120:
        mov (16|M0)              r110.0<1>:f   r98.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r112.0<1>:f   r100.0<8;8,1>:f                 
        mov (16|M0)              r98.0<1>:f    r102.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r100.0<1>:f   r104.0<8;8,1>:f                 
L2168:
        endif (32|M0)                        L2184                                
L2184:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<8;8,1>:d   0:w              
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<8;8,1>:d   0:w              
(f0.0)  or (16|M0)               r98.0<1>:d    r98.0<8;8,1>:d    1:w              
(f0.0)  or (16|M16)              r100.0<1>:d   r100.0<8;8,1>:d   1:w              
L2248:
        endif (32|M0)                        L2264                                
L2264:
        add (16|M0)              r6.0<1>:d     -r106.0<8;8,1>:d  159:w              
        add (16|M16)             r8.0<1>:d     -r108.0<8;8,1>:d  159:w              
        mov (16|M0)              acc0.0<1>:f   r98.0<8;8,1>:ud                 
        mov (16|M16)             r4.0<1>:f     r100.0<8;8,1>:ud                
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w              
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w              
        and (16|M0)              r10.0<1>:d    r94.0<8;8,1>:d    -2147483648:d              
        and (16|M16)             r12.0<1>:d    r96.0<8;8,1>:d    -2147483648:d              
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f   
        mov (16|M0)              r14.0<1>:f    r86.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r88.0<8;8,1>:f                  
        or (16|M0)               r16.0<1>:d    r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        or (16|M16)              r20.0<1>:d    r4.0<8;8,1>:d     r12.0<8;8,1>:d  
(W)     mov (8|M0)               r127.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r90     r14     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r92     r18     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2520:
