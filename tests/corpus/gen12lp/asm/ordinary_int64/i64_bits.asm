L0:
(W)     mov (8|M0)               r59.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r59.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r59.1<0;1,0>:d   {Compacted}
        mov (16|M0)              r45.0<1>:f    0.0:f                               {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    3:w               {Compacted,@2}
        add (16|M0)              r19.0<1>:d    r11.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r21.0<1>:d    r13.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        send.dc1 (16|M0)         r60      r15     null    0x0            0x04405C00           {@4,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r64      r17     null    0x0            0x04405C00           {@3,$1} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r68      r19     null    0x0            0x04405C00           {@2,$2} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r72      r21     null    0x0            0x04405C00           {@1,$3} // wr:2+0, rd:4; untyped surface read with xy
        mul (16|M0)              r27.0<1>:ud   r11.0<8;8,1>:ud   0x5:uw             
        mul (16|M16)             r29.0<1>:ud   r13.0<8;8,1>:ud   0x5:uw             
        shl (16|M0)              r76.0<1>:d    r27.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r78.0<1>:d    r29.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M16)             r53.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r49.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r57.0<1>:f    0.0:f                               {Compacted}
        lzd (16|M0)              r23.0<1>:ud   r60.0<8;8,1>:ud                  {$0.dst}
        lzd (16|M16)             r25.0<1>:ud   r64.0<8;8,1>:ud                  {$1.dst}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r62.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r66.0<8;8,1>:ud   0x1:uw             
        cbit (16|M0)             r31.0<1>:ud   r62.0<8;8,1>:ud                 
        cbit (16|M0)             r35.0<1>:ud   r60.0<8;8,1>:ud                 
        lzd (16|M0)              r39.0<1>:ud   r62.0<8;8,1>:ud                 
        cbit (16|M16)            r33.0<1>:ud   r66.0<8;8,1>:ud                 
        cbit (16|M16)            r37.0<1>:ud   r64.0<8;8,1>:ud                 
        lzd (16|M16)             r41.0<1>:ud   r66.0<8;8,1>:ud                 
        add (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    32:w               {Compacted,@7}
        add (16|M16)             r25.0<1>:d    r25.0<8;8,1>:d    32:w               {Compacted,@7}
        and (16|M0)   (ne)f1.0   r80.0<1>:d    r68.0<8;8,1>:d    63:w               {$2.dst}
        and (16|M16)  (ne)f1.0   r82.0<1>:d    r72.0<8;8,1>:d    63:w               {$3.dst}
        add (16|M0)              r43.0<1>:d    r35.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r51.0<1>:d    r37.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted,@7}
(f0.0)  sel (16|M0)              r47.0<1>:d    r23.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted,@6}
(f0.0)  sel (16|M16)             r55.0<1>:d    r25.0<8;8,1>:d    r41.0<8;8,1>:d   {@6}
        send.dc1 (16|M0)         null     r76     r43     0x200            0x04025001           {@2,$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r78     r51     0x200            0x04025001           {@1,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r84.0<1>:d    -r80.0<8;8,1>:d   64:w               {Compacted,@6}
        add (16|M16)             r86.0<1>:d    -r82.0<8;8,1>:d   64:w               {Compacted,@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L904                  L936                
L616:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r80.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r82.0<8;8,1>:ud   0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f1.0) if (32|M0)                           L744                  L840                
L680:
        add (16|M0)              r2.0<1>:d     r80.0<8;8,1>:d    -32:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r82.0<8;8,1>:d    -32:w               {Compacted}
        mov (16|M0)              r92.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r94.0<1>:f    0.0:f                               {Compacted}
        shl (16|M0)              r88.0<1>:d    r60.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M16)             r90.0<1>:d    r64.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        else (32|M0)                         L840                  L840                
L744:
        add (16|M0)              r2.0<1>:d     -r80.0<8;8,1>:d   32:w               {Compacted}
        add (16|M16)             r4.0<1>:d     -r82.0<8;8,1>:d   32:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r62.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r8.0<1>:d     r66.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r2.0<1>:d     r60.0<8;8,1>:ud   r2.0<8;8,1>:d    {@4}
        shr (16|M16)             r4.0<1>:d     r64.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}
        shl (16|M0)              r92.0<1>:d    r60.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r94.0<1>:d    r64.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
        or (16|M0)               r88.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@4}
        or (16|M16)              r90.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted,@4}
L840:
        endif (32|M0)                        L856                                
L856:
        mov (16|M0)              r96.0<1>:f    r92.0<8;8,1>:f                   {Compacted,@5}
        mov (16|M16)             r98.0<1>:f    r94.0<8;8,1>:f                   {Compacted,@5}
        mov (16|M0)              r100.0<1>:f   r88.0<8;8,1>:f                   {Compacted,@5}
        mov (16|M16)             r102.0<1>:f   r90.0<8;8,1>:f                   {Compacted,@5}
        else (32|M0)                         L936                  L936                
L904:
        mov (16|M0)              r96.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r98.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r100.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r102.0<1>:f   r66.0<8;8,1>:f                   {Compacted}
L936:
        endif (32|M0)                        L952                                
L952:
        and (16|M0)   (ne)f0.0   r104.0<1>:d   r84.0<8;8,1>:d    63:w               {Compacted}
        and (16|M16)  (ne)f0.0   r106.0<1>:d   r86.0<8;8,1>:d    63:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L1296                  L1328                
L1008:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r104.0<8;8,1>:ud  0x20:uw              {@4}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r106.0<8;8,1>:ud  0x20:uw              {@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f1.0) if (32|M0)                           L1152                  L1264                
L1072:
        add (16|M0)              r2.0<1>:d     r104.0<8;8,1>:d   -32:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r106.0<8;8,1>:d   -32:w               {Compacted}
        mov (16|M0)              r88.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r90.0<1>:f    0.0:f                               {Compacted}
        shr (16|M0)              r92.0<1>:d    r62.0<8;8,1>:ud   r2.0<8;8,1>:d    {@4}
        shr (16|M16)             r94.0<1>:d    r66.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}
        else (32|M0)                         L1264                  L1264                
L1152:
        add (16|M0)              r2.0<1>:d     -r104.0<8;8,1>:d  32:w               {Compacted}
        add (16|M16)             r4.0<1>:d     -r106.0<8;8,1>:d  32:w               {Compacted}
        shr (16|M0)              r6.0<1>:d     r60.0<8;8,1>:ud   r104.0<8;8,1>:d 
        shr (16|M16)             r8.0<1>:d     r64.0<8;8,1>:ud   r106.0<8;8,1>:d 
        shl (16|M0)              r2.0<1>:d     r62.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M16)             r4.0<1>:d     r66.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        shr (16|M0)              r88.0<1>:d    r62.0<8;8,1>:ud   r104.0<8;8,1>:d 
        shr (16|M16)             r90.0<1>:d    r66.0<8;8,1>:ud   r106.0<8;8,1>:d 
        or (16|M0)               r92.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@4}
        or (16|M16)              r94.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted,@4}
L1264:
        endif (32|M0)                        L1280                                
L1280:
        else (32|M0)                         L1328                  L1328                
L1296:
        mov (16|M0)              r92.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r94.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r90.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
L1328:
        endif (32|M0)                        L1344                                
L1344:
        xor (16|M0)              r22.0<1>:d    r60.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r24.0<1>:d    r64.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r26.0<1>:d    r62.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r28.0<1>:d    r66.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}
        add (16|M0)              r18.0<1>:d    r76.0<8;8,1>:d    16:w               {Compacted}
        add (16|M16)             r20.0<1>:d    r78.0<8;8,1>:d    16:w               {Compacted}
        asr (16|M0)              r32.0<1>:d    r60.0<8;8,1>:d    31:w               {Compacted}
        asr (16|M16)             r36.0<1>:d    r64.0<8;8,1>:d    31:w               {Compacted}
        add (16|M0)              r38.0<1>:d    r76.0<8;8,1>:d    32:w               {Compacted}
        add (16|M16)             r40.0<1>:d    r78.0<8;8,1>:d    32:w               {Compacted}
        or (16|M0)               r2.0<1>:d     r96.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted}
        or (16|M16)              r10.0<1>:d    r98.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}
        or (16|M0)               r4.0<1>:d     r100.0<8;8,1>:d   r88.0<8;8,1>:d   {Compacted}
        or (16|M16)              r12.0<1>:d    r102.0<8;8,1>:d   r90.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r30.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        not (16|M0)              r6.0<1>:d     r22.0<8;8,1>:d                  
        not (16|M16)             r14.0<1>:d    r24.0<8;8,1>:d                  
        not (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d                  
        not (16|M16)             r16.0<1>:d    r28.0<8;8,1>:d                  
        send.dc1 (16|M0)         null     r18     r2      0x200            0x04025001           {@2,$6} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r20     r10     0x200            0x04025001           {@1,$7} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r38     r30     0x100            0x04025C01           {@6,$8} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r40     r34     0x100            0x04025C01           {@5,$9} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r42      r59     null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r42.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1656:
