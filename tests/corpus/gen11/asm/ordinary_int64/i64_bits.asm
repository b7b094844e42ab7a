L0:
(W)     mov (8|M0)               r59.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r59.2<0;1,0>:uw 
        mov (16|M0)              r45.0<1>:f    0.0:f                              
        mov (16|M0)              r49.0<1>:f    0.0:f                              
        mov (16|M16)             r53.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r59.1<0;1,0>:d   {Compacted}
        mov (16|M16)             r57.0<1>:f    0.0:f                              
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    3:w              
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    3:w              
        add (16|M0)              r19.0<1>:d    r11.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r21.0<1>:d    r13.0<8;8,1>:d    r8.4<0;1,0>:d   
        send (16|M0)             r60:w    r15:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (16|M0)              r35.0<1>:ud   r11.0<8;8,1>:ud   0x5:uw             
        send (16|M16)            r64:w    r17:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    3:w              
        shl (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    3:w              
        mul (16|M16)             r37.0<1>:ud   r13.0<8;8,1>:ud   0x5:uw             
        shl (16|M0)              r76.0<1>:d    r35.0<8;8,1>:d    3:w              
        send (16|M0)             r68:w    r19:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r72:w    r21:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M16)             r78.0<1>:d    r37.0<8;8,1>:d    3:w              
        lzd (16|M0)              r23.0<1>:ud   r60.0<8;8,1>:ud                  {Compacted}
        cbit (16|M0)             r27.0<1>:ud   r62.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r25.0<1>:ud   r64.0<8;8,1>:ud                 
        cbit (16|M0)             r31.0<1>:ud   r60.0<8;8,1>:ud                  {Compacted}
        lzd (16|M0)              r39.0<1>:ud   r62.0<8;8,1>:ud                  {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r62.0<8;8,1>:ud   0x1:uw             
        lzd (16|M16)             r41.0<1>:ud   r66.0<8;8,1>:ud                 
        cmp (16|M16)  (lt)f0.0   null<1>:d     r66.0<8;8,1>:ud   0x1:uw             
        add (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    32:w              
        add (16|M16)             r25.0<1>:d    r25.0<8;8,1>:d    32:w              
        cbit (16|M16)            r29.0<1>:ud   r66.0<8;8,1>:ud                 
        cbit (16|M16)            r33.0<1>:ud   r64.0<8;8,1>:ud                 
        add (16|M0)              r43.0<1>:d    r31.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r47.0<1>:d    r23.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r55.0<1>:d    r25.0<8;8,1>:d    r41.0<8;8,1>:d  
        add (16|M16)             r51.0<1>:d    r33.0<8;8,1>:d    r29.0<8;8,1>:d  
        and (16|M0)   (ne)f0.0   r80.0<1>:d    r68.0<8;8,1>:d    63:w              
        and (16|M16)  (ne)f0.0   r82.0<1>:d    r72.0<8;8,1>:d    63:w              
        sends (16|M0)            null:w   r76     r43     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r78     r51     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r84.0<1>:d    -r80.0<8;8,1>:d   64:w              
        add (16|M16)             r86.0<1>:d    -r82.0<8;8,1>:d   64:w              
(W)     mov (8|M0)               r76.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
(f0.0)  if (32|M0)                           L1104                  L1152                
L736:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r80.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r82.0<8;8,1>:ud   0x20:uw             
(~f1.0) if (32|M0)                           L888                  L1024                
L784:
        add (16|M0)              r2.0<1>:d     r80.0<8;8,1>:d    -32:w              
        add (16|M16)             r4.0<1>:d     r82.0<8;8,1>:d    -32:w              
        mov (16|M0)              r92.0<1>:f    0.0:f                              
        mov (16|M16)             r94.0<1>:f    0.0:f                              
        shl (16|M0)              r88.0<1>:d    r60.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shl (16|M16)             r90.0<1>:d    r64.0<8;8,1>:d    r4.0<8;8,1>:d   
        else (32|M0)                         L1024                  L1024                
L888:
        add (16|M0)              r2.0<1>:d     -r80.0<8;8,1>:d   32:w              
        add (16|M16)             r4.0<1>:d     -r82.0<8;8,1>:d   32:w              
        shl (16|M0)              r6.0<1>:d     r62.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r8.0<1>:d     r66.0<8;8,1>:d    r82.0<8;8,1>:d  
        shr (16|M0)              r2.0<1>:d     r60.0<8;8,1>:ud   r2.0<8;8,1>:d   
        shr (16|M16)             r4.0<1>:d     r64.0<8;8,1>:ud   r4.0<8;8,1>:d   
        shl (16|M0)              r92.0<1>:d    r60.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r94.0<1>:d    r64.0<8;8,1>:d    r82.0<8;8,1>:d  
        or (16|M0)               r88.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        or (16|M16)              r90.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d   
L1024:
        endif (32|M0)                        L1040                                
L1040:
        mov (16|M0)              r96.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r98.0<1>:f    r94.0<8;8,1>:f                  
        mov (16|M0)              r100.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r102.0<1>:f   r90.0<8;8,1>:f                  
        else (32|M0)                         L1152                  L1152                
L1104:
        mov (16|M0)              r96.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r98.0<1>:f    r64.0<8;8,1>:f                  
        mov (16|M0)              r100.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r102.0<1>:f   r66.0<8;8,1>:f                  
L1152:
        endif (32|M0)                        L1168                                
L1168:
        and (16|M0)   (ne)f0.0   r104.0<1>:d   r84.0<8;8,1>:d    63:w              
        and (16|M16)  (ne)f0.0   r106.0<1>:d   r86.0<8;8,1>:d    63:w              
(f0.0)  if (32|M0)                           L1552                  L1600                
L1216:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r104.0<8;8,1>:ud  0x20:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r106.0<8;8,1>:ud  0x20:uw             
(~f1.0) if (32|M0)                           L1376                  L1520                
L1264:
        add (16|M0)              r2.0<1>:d     r104.0<8;8,1>:d   -32:w              
        add (16|M16)             r4.0<1>:d     r106.0<8;8,1>:d   -32:w              
        mov (16|M0)              r88.0<1>:f    0.0:f                              
        mov (16|M16)             r90.0<1>:f    0.0:f                              
        shr (16|M0)              r92.0<1>:d    r62.0<8;8,1>:ud   r2.0<8;8,1>:d   
        shr (16|M16)             r94.0<1>:d    r66.0<8;8,1>:ud   r4.0<8;8,1>:d   
        else (32|M0)                         L1520                  L1520                
L1376:
        add (16|M0)              r2.0<1>:d     -r104.0<8;8,1>:d  32:w              
        add (16|M16)             r4.0<1>:d     -r106.0<8;8,1>:d  32:w              
        shr (16|M0)              r6.0<1>:d     r60.0<8;8,1>:ud   r104.0<8;8,1>:d 
        shr (16|M16)             r8.0<1>:d     r64.0<8;8,1>:ud   r106.0<8;8,1>:d 
        shl (16|M0)              r2.0<1>:d     r62.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shl (16|M16)             r4.0<1>:d     r66.0<8;8,1>:d    r4.0<8;8,1>:d   
        shr (16|M0)              r88.0<1>:d    r62.0<8;8,1>:ud   r104.0<8;8,1>:d 
        shr (16|M16)             r90.0<1>:d    r66.0<8;8,1>:ud   r106.0<8;8,1>:d 
        or (16|M0)               r92.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        or (16|M16)              r94.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d   
L1520:
        endif (32|M0)                        L1536                                
L1536:
        else (32|M0)                         L1600                  L1600                
L1552:
        mov (16|M0)              r92.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r94.0<1>:f    r64.0<8;8,1>:f                  
        mov (16|M0)              r88.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r90.0<1>:f    r66.0<8;8,1>:f                  
L1600:
        endif (32|M0)                        L1616                                
L1616:
        xor (16|M0)              r22.0<1>:d    r60.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r26.0<1>:d    r62.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r24.0<1>:d    r64.0<8;8,1>:d    r72.0<8;8,1>:d  
        xor (16|M16)             r28.0<1>:d    r66.0<8;8,1>:d    r74.0<8;8,1>:d  
        or (16|M0)               r2.0<1>:d     r96.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted}
        or (16|M0)               r4.0<1>:d     r100.0<8;8,1>:d   r88.0<8;8,1>:d   {Compacted}
        add (16|M0)              r18.0<1>:d    r76.0<8;8,1>:d    16:w              
        not (16|M0)              r6.0<1>:d     r22.0<8;8,1>:d                   {Compacted}
        not (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d                   {Compacted}
        or (16|M16)              r10.0<1>:d    r98.0<8;8,1>:d    r94.0<8;8,1>:d  
        or (16|M16)              r12.0<1>:d    r102.0<8;8,1>:d   r90.0<8;8,1>:d  
        add (16|M16)             r20.0<1>:d    r78.0<8;8,1>:d    16:w              
        not (16|M16)             r14.0<1>:d    r24.0<8;8,1>:d                  
        not (16|M16)             r16.0<1>:d    r28.0<8;8,1>:d                  
        asr (16|M0)              r32.0<1>:d    r60.0<8;8,1>:d    31:w              
        add (16|M0)              r38.0<1>:d    r76.0<8;8,1>:d    32:w              
        mov (16|M0)              r30.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        asr (16|M16)             r36.0<1>:d    r64.0<8;8,1>:d    31:w              
        add (16|M16)             r40.0<1>:d    r78.0<8;8,1>:d    32:w              
        mov (16|M16)             r34.0<1>:f    r64.0<8;8,1>:f                  
        sends (16|M0)            null:w   r18     r2      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r20     r10     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r38     r30     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r40     r34     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1984:
