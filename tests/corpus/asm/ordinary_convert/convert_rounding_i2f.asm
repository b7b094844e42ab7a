L0:
(W)     mov (8|M0)               r86.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r86.1<0;1,0>:d   {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    3:w              
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    3:w              
        send (16|M0)             r22:w    r14     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (8|M0)               r34.0<1>:d    r10.0<8;8,1>:ud   0x6:uw             
        send (16|M0)             r26:w    r18     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r24:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (8|M8)               r35.0<1>:d    r11.0<8;8,1>:ud   0x6:uw             
        send (16|M16)            r30:w    r20     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (8|M16)              r36.0<1>:d    r12.0<8;8,1>:ud   0x6:uw             
        mul (8|M24)              r37.0<1>:d    r13.0<8;8,1>:ud   0x6:uw             
        shl (16|M0)              r87.0<1>:d    r34.0<8;8,1>:d    2:w              
        shl (16|M16)             r89.0<1>:d    r36.0<8;8,1>:d    2:w              
        mov (16|M0)              r38.0<1>:f    r22.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r111.0<2>:d   r26.0<8;8,1>:d                  
        mov (8|M8)               r113.0<2>:d   r27.0<8;8,1>:d                  
        mov (16|M16)             r40.0<1>:f    r24.0<8;8,1>:d                  
        mov (8|M0)               r111.1<2>:d   r28.0<8;8,1>:d                  
        mov (8|M16)              r115.0<2>:d   r30.0<8;8,1>:d                  
        mov (8|M24)              r117.0<2>:d   r31.0<8;8,1>:d                  
        mov (8|M8)               r113.1<2>:d   r29.0<8;8,1>:d                  
        mov (8|M16)              r115.1<2>:d   r32.0<8;8,1>:d                  
        mov (8|M24)              r117.1<2>:d   r33.0<8;8,1>:d                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r42.0<1>:f    r22.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r24.0<8;8,1>:d                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
        mov (16|M0)              r46.0<1>:f    r22.0<8;8,1>:ud                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r24.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r50.0<1>:f    r22.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
        mov (16|M16)             r52.0<1>:f    r24.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}
        mov (8|M0)               r54.0<1>:d    r111.0<2;1,0>:d                 
        mov (8|M8)               r55.0<1>:d    r113.0<2;1,0>:d                 
        mov (8|M16)              r56.0<1>:d    r115.0<2;1,0>:d                 
        mov (8|M24)              r57.0<1>:d    r117.0<2;1,0>:d                 
        asr (16|M0)              r91.0<1>:d    r28.0<8;8,1>:d    31:w              
        asr (16|M16)             r93.0<1>:d    r32.0<8;8,1>:d    31:w              
        shr (16|M0)              r58.0<1>:d    r28.0<8;8,1>:ud   31:w              
        shr (16|M16)             r60.0<1>:d    r32.0<8;8,1>:ud   31:w              
        xor (16|M0)              r54.0<1>:d    r91.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r62.0<1>:d    r91.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r56.0<1>:d    r93.0<8;8,1>:d    r56.0<8;8,1>:d  
        xor (16|M16)             r64.0<1>:d    r93.0<8;8,1>:d    r32.0<8;8,1>:d  
        cmp (16|M0)   (lt)f1.0   r66.0<1>:ud   r54.0<8;8,1>:ud   r91.0<8;8,1>:ud 
        add (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (lt)f0.0   r68.0<1>:ud   r56.0<8;8,1>:ud   r93.0<8;8,1>:ud 
        add (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    r60.0<8;8,1>:d  
        mov (16|M0)              r70.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r72.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r74.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r76.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r78.0<1>:f    r40.0<8;8,1>:f                  
        mov (16|M16)             r80.0<1>:f    r44.0<8;8,1>:f                  
        mov (16|M16)             r82.0<1>:f    r48.0<8;8,1>:f                  
        mov (16|M16)             r84.0<1>:f    r52.0<8;8,1>:f                  
        add (16|M0)   (eq)f1.0   r99.0<1>:d    r62.0<8;8,1>:d    r66.0<8;8,1>:d  
        add (16|M16)  (eq)f1.0   r101.0<1>:d   r64.0<8;8,1>:d    r68.0<8;8,1>:d  
        sends (16|M0)            null:w   r87     r70     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r95.0<1>:d    r54.0<8;8,1>:d    -r91.0<8;8,1>:d  {Compacted}
        sends (16|M16)           null:w   r89     r78     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r97.0<1>:d    r56.0<8;8,1>:d    -r93.0<8;8,1>:d 
        lzd (16|M0)              r103.0<1>:ud  r99.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r105.0<1>:ud  r101.0<8;8,1>:ud                
(~f1.0) if (32|M0)                           L1432                  L1520                
L1096:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r103.0<8;8,1>:d   0:w              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r105.0<8;8,1>:d   0:w              
(~f0.0) if (32|M0)                           L1312                  L1312                
L1144:
        mov (16|M0)              r6.0<1>:d     -r103.0<8;8,1>:d                 {Compacted}
        mov (16|M16)             r8.0<1>:d     -r105.0<8;8,1>:d                
        and (16|M0)              r2.0<1>:d     r103.0<8;8,1>:d   31:w              
        and (16|M16)             r4.0<1>:d     r105.0<8;8,1>:d   31:w              
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     31:w              
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     31:w              
        shl (16|M0)              r2.0<1>:d     r99.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shl (16|M16)             r4.0<1>:d     r101.0<8;8,1>:d   r4.0<8;8,1>:d   
        shr (16|M0)              r6.0<1>:d     r95.0<8;8,1>:ud   r6.0<8;8,1>:d   
        shr (16|M16)             r8.0<1>:d     r97.0<8;8,1>:ud   r8.0<8;8,1>:d   
        or (16|M0)               r99.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
        or (16|M16)              r101.0<1>:d   r4.0<8;8,1>:d     r8.0<8;8,1>:d   
L1312:
        endif (32|M0)                        L1328                                
L1328:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r107.0<1>:f   r99.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M16)             r109.0<1>:f   r101.0<8;8,1>:ud                
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        else (32|M0)                         L1520                  L1520                
L1432:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M0)              r107.0<1>:f   r95.0<8;8,1>:ud                  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
        mov (16|M16)             r109.0<1>:f   r97.0<8;8,1>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
L1520:
        endif (32|M0)                        L1536                                
L1536:
        mul (16|M0)              r2.0<1>:d     r103.0<8;8,1>:d   -8388608:d              
        mul (16|M16)             r4.0<1>:d     r105.0<8;8,1>:d   -8388608:d              
        mov (8|M0)               r26.0<2>:f    r111.0<4;4,1>:q                 
        mov (8|M8)               r30.0<2>:f    r113.0<4;4,1>:q                 
        mov (8|M16)              r32.0<2>:f    r115.0<4;4,1>:q                 
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1333788672:d              
        mov (8|M24)              r36.0<2>:f    r117.0<4;4,1>:q                 
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1333788672:d              
        and (16|M0)              r10.0<1>:d    r91.0<8;8,1>:d    -2147483648:d              
        mov (8|M0)               r28.0<1>:f    r26.0<2;1,0>:f                  
        mov (8|M8)               r29.0<1>:f    r30.0<2;1,0>:f                  
        mul (16|M0)              r6.0<1>:f     r107.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        and (16|M16)             r12.0<1>:d    r93.0<8;8,1>:d    -2147483648:d              
        mov (8|M16)              r34.0<1>:f    r32.0<2;1,0>:f                  
        mov (8|M24)              r35.0<1>:f    r36.0<2;1,0>:f                  
        mul (16|M16)             r8.0<1>:f     r109.0<8;8,1>:f   r4.0<8;8,1>:f   
        add (16|M0)              r22.0<1>:d    r87.0<8;8,1>:d    16:w              
        mov (16|M0)              r16.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
        or (16|M0)               r14.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        add (16|M16)             r24.0<1>:d    r89.0<8;8,1>:d    16:w              
        mov (16|M16)             r20.0<1>:d    r34.0<8;8,1>:d                  
        or (16|M16)              r18.0<1>:d    r12.0<8;8,1>:d    r8.0<8;8,1>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r86.0<8;8,1>:ud                  {Compacted}
        sends (16|M0)            null:w   r22     r14     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r24     r18     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1936:
