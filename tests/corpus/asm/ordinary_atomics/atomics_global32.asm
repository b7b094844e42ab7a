L0:
(W)     mov (8|M0)               r107.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r10.0<0;1,0>:d    r107.1<0;1,0>:d  {Compacted}
(W)     mov (16|M0)              r24.0<1>:d    0:w                              
(W)     mov (16|M16)             r26.0<1>:d    0:w                              
(W)     mov (16|M0)              r28.0<1>:d    0:w                              
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (16|M16)             r30.0<1>:d    0:w                              
(W)     mov (16|M0)              r32.0<1>:d    2147483647:d                              
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mov (16|M16)             r34.0<1>:d    2147483647:d                              
(W)     mov (16|M0)              r36.0<1>:d    -2147483648:d                              
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
(W)     mov (16|M16)             r38.0<1>:d    -2147483648:d                              
(W)     mov (16|M0)              r40.0<1>:d    -1:w                              
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M16)             r42.0<1>:d    -1:w                              
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r44.0<1>:d    0:w                              
(W)     mov (16|M16)             r46.0<1>:d    0:w                              
(W)     mov (16|M0)              r48.0<1>:d    0:w                              
(W)     mov (16|M16)             r50.0<1>:d    0:w                              
(W)     mov (16|M0)              r52.0<1>:ud   0xFFFFFFFF:ud                              {Compacted}
(W)     mov (16|M16)             r54.0<1>:ud   0xFFFFFFFF:ud                             
(W)     mov (16|M0)              r56.0<1>:ud   0x0:uw                             
(W)     mov (16|M16)             r58.0<1>:ud   0x0:uw                             
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r9.4<0;1,0>:uw    r9.4<0;1,0>:uw  
(W)     mov (1|M0)               r106.0<1>:uq  r8.2<0;1,0>:uq                  
(W)     add (1|M0)               r110.0<1>:q   r8.2<0;1,0>:q     4:w              
(W)     add (1|M0)               r114.0<1>:q   r8.2<0;1,0>:q     8:w              
(W)     cbit (1|M0)              r98.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     add (1|M0)               r118.0<1>:q   r8.2<0;1,0>:q     12:w              
(W)     add (1|M0)               r122.0<1>:q   r8.2<0;1,0>:q     16:w              
(W)     add (1|M0)               r126.0<1>:q   r8.2<0;1,0>:q     20:w              
(W)     add (1|M0)               r4.0<1>:q     r8.2<0;1,0>:q     24:w              
(W)     add (1|M0)               r8.0<1>:q     r8.2<0;1,0>:q     28:w              
(W)     mov (1|M0)               r116.0<1>:d   r98.0<0;1,0>:ud                 
(W)     mov (1|M0)               r120.0<1>:d   -r98.0<0;1,0>:ud                
(W)     mov (8|M0)               r127.0<1>:ud  r107.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r28.0<1>:d    -r20.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d                  
        mov (16|M16)             r30.0<1>:d    -r22.0<8;8,1>:d                 
        mov (16|M0)              r32.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r22.0<8;8,1>:d                  
        mov (16|M0)              r36.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d                  
        mov (16|M0)              r40.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r42.0<1>:d    r22.0<8;8,1>:d                  
        mov (16|M0)              r44.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r22.0<8;8,1>:d                  
(W)     add (16|M0)              r60.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r48.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r50.0<1>:d    r22.0<8;8,1>:d                  
(W)     add (16|M0)              r62.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r52.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r54.0<1>:d    r22.0<8;8,1>:d                  
        mov (16|M0)              r56.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r58.0<1>:d    r22.0<8;8,1>:d                  
(W)     sel (16|M0)   (lt)f0.0   r64.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r66.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
(W)     and (16|M0)              r68.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}
(W)     or (16|M0)               r70.0<1>:d    r44.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r78.0<1>:d    r60.0<8;8,1>:d    r61.0<8;8,1>:d   {Compacted}
(W)     xor (16|M0)              r72.0<1>:d    r48.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r79.0<1>:d    r62.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (lt)f0.0   r74.0<1>:ud   r52.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r76.0<1>:ud   r56.0<8;8,1>:ud   r58.0<8;8,1>:ud  {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r80.0<1>:d    r64.0<8;8,1>:d    r65.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r81.0<1>:d    r66.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}
(W)     and (8|M0)               r82.0<1>:d    r68.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}
(W)     or (8|M0)                r83.0<1>:d    r70.0<8;8,1>:d    r71.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r87.0<1>:d    r78.0<4;4,1>:d    r78.4<4;4,1>:d   {Compacted}
(W)     xor (8|M0)               r84.0<1>:d    r72.0<8;8,1>:d    r73.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r88.0<1>:d    r79.0<4;4,1>:d    r79.4<4;4,1>:d   {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r85.0<1>:ud   r74.0<8;8,1>:ud   r75.0<8;8,1>:ud  {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r86.0<1>:ud   r76.0<8;8,1>:ud   r77.0<8;8,1>:ud  {Compacted}
(W)     sel (4|M0)    (lt)f0.0   r89.0<1>:d    r80.0<4;4,1>:d    r80.4<4;4,1>:d   {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r90.0<1>:d    r81.0<4;4,1>:d    r81.4<4;4,1>:d   {Compacted}
(W)     and (4|M0)               r91.0<1>:d    r82.0<4;4,1>:d    r82.4<4;4,1>:d   {Compacted}
(W)     or (4|M0)                r92.0<1>:d    r83.0<4;4,1>:d    r83.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r96.0<1>:d    r87.0<2;2,1>:d    r87.2<2;2,1>:d  
(W)     xor (4|M0)               r93.0<1>:d    r84.0<4;4,1>:d    r84.4<4;4,1>:d   {Compacted}
(W)     add (2|M0)               r97.0<1>:d    r88.0<2;2,1>:d    r88.2<2;2,1>:d  
(W)     sel (4|M0)    (lt)f0.0   r94.0<1>:ud   r85.0<4;4,1>:ud   r85.4<4;4,1>:ud  {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r95.0<1>:ud   r86.0<4;4,1>:ud   r86.4<4;4,1>:ud  {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r99.0<1>:d    r89.0<2;2,1>:d    r89.2<2;2,1>:d  
(W)     sel (2|M0)    (ge)f0.0   r100.0<1>:d   r90.0<2;2,1>:d    r90.2<2;2,1>:d  
(W)     and (2|M0)               r101.0<1>:d   r91.0<2;2,1>:d    r91.2<2;2,1>:d  
(W)     or (2|M0)                r102.0<1>:d   r92.0<2;2,1>:d    r92.2<2;2,1>:d  
(W)     add (1|M0)               r108.0<1>:d   r96.0<0;1,0>:d    r96.1<0;1,0>:d   {Compacted}
(W)     xor (2|M0)               r103.0<1>:d   r93.0<2;2,1>:d    r93.2<2;2,1>:d  
(W)     add (1|M0)               r112.0<1>:d   r97.0<0;1,0>:d    r97.1<0;1,0>:d   {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r104.0<1>:ud  r94.0<2;2,1>:ud   r94.2<2;2,1>:ud 
(W)     sel (2|M0)    (ge)f0.0   r105.0<1>:ud  r95.0<2;2,1>:ud   r95.2<2;2,1>:ud 
(W)     sel (1|M0)    (lt)f0.0   r124.0<1>:d   r99.0<0;1,0>:d    r99.1<0;1,0>:d   {Compacted}
(W)     sel (1|M0)    (ge)f0.0   r2.0<1>:d     r100.0<0;1,0>:d   r100.1<0;1,0>:d  {Compacted}
(W)     and (1|M0)               r6.0<1>:d     r101.0<0;1,0>:d   r101.1<0;1,0>:d  {Compacted}
(W)     sends (1|M0)             null:ud  r106    r108    0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     or (1|M0)                r10.0<1>:d    r102.0<0;1,0>:d   r102.1<0;1,0>:d  {Compacted}
(W)     sends (1|M0)             null:ud  r110    r112    0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     add (1|M0)               r24.0<1>:q    r8.2<0;1,0>:q     32:w              
(W)     xor (1|M0)               r26.0<1>:d    r103.0<0;1,0>:d   r103.1<0;1,0>:d  {Compacted}
(W)     sends (1|M0)             null:ud  r114    r116    0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     mov (1|M0)               r28.0<1>:uq   r8.3<0;1,0>:uq                  
(W)     sel (1|M0)    (lt)f0.0   r30.0<1>:ud   r104.0<0;1,0>:ud  r104.1<0;1,0>:ud {Compacted}
(W)     sends (1|M0)             null:ud  r118    r120    0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     add (1|M0)               r32.0<1>:q    r8.3<0;1,0>:q     4:w              
(W)     sel (1|M0)    (ge)f0.0   r34.0<1>:ud   r105.0<0;1,0>:ud  r105.1<0;1,0>:ud {Compacted}
(W)     sends (1|M0)             null:ud  r122    r124    0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min
        add (8|M0)               r35.0<1>:q    r9.0<0;1,0>:q     r16.0<8;8,1>:ud 
(W)     sends (1|M0)             null:ud  r126    r2      0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max
        add (8|M8)               r37.0<1>:q    r9.0<0;1,0>:q     r17.0<8;8,1>:ud 
(W)     sends (1|M0)             null:ud  r4      r6      0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND
        add (8|M16)              r39.0<1>:q    r9.0<0;1,0>:q     r18.0<8;8,1>:ud 
(W)     sends (1|M0)             null:ud  r8      r10     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR
        add (8|M24)              r41.0<1>:q    r9.0<0;1,0>:q     r19.0<8;8,1>:ud 
(W)     sends (1|M0)             null:ud  r24     r26     0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR
        shl (8|M0)               r47.0<1>:d    r12.0<8;8,1>:ud   1:w              
(W)     sends (1|M0)             null:ud  r28     r30     0x4C            0x04048DFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min
        shl (8|M8)               r48.0<1>:d    r13.0<8;8,1>:ud   1:w              
(W)     sends (1|M0)             null:ud  r32     r34     0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max
        shl (8|M16)              r49.0<1>:d    r14.0<8;8,1>:ud   1:w              
        sends (8|M0)             r43:ud   r35     r20     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        shl (8|M24)              r50.0<1>:d    r15.0<8;8,1>:ud   1:w              
        sends (8|M8)             r44:ud   r37     r21     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        add (16|M0)              r63.0<1>:d    r12.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted}
        sends (8|M16)            r45:ud   r39     r22     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        shl (16|M0)              r55.0<1>:d    r47.0<8;8,1>:d    2:w              
        sends (8|M24)            r46:ud   r41     r23     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        shl (16|M16)             r57.0<1>:d    r49.0<8;8,1>:d    2:w              
        add (16|M16)             r65.0<1>:d    r14.0<8;8,1>:d    r9.4<0;1,0>:d   
        shl (16|M0)              r63.0<1>:d    r63.0<8;8,1>:d    2:w              
        mov (8|M0)               r76.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (8|M8)               r78.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
        mov (8|M16)              r80.0<1>:d    r22.0<8;8,1>:d                  
        shl (16|M16)             r65.0<1>:d    r65.0<8;8,1>:d    2:w              
        add (8|M0)               r67.0<1>:q    r9.0<0;1,0>:q     r63.0<8;8,1>:ud 
        add (8|M8)               r69.0<1>:q    r9.0<0;1,0>:q     r64.0<8;8,1>:ud 
        mov (8|M24)              r82.0<1>:d    r23.0<8;8,1>:d                  
        or (16|M0)               r91.0<1>:d    r55.0<8;8,1>:d    4:w              
        add (8|M16)              r71.0<1>:q    r9.0<0;1,0>:q     r65.0<8;8,1>:ud 
        add (8|M24)              r73.0<1>:q    r9.0<0;1,0>:q     r66.0<8;8,1>:ud 
        or (16|M16)              r93.0<1>:d    r57.0<8;8,1>:d    4:w              
        mov (16|M0)              r51.0<1>:ud   r43.0<8;8,1>:ud                  {Compacted}
        mov (16|M16)             r53.0<1>:ud   r45.0<8;8,1>:ud                 
        sends (16|M0)            null:w   r55     r51     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r57     r53     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r59:w    r16     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r61:w    r18     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (8|M0)               r75.0<1>:d    r59.0<8;8,1>:d                   {Compacted}
        mov (8|M8)               r77.0<1>:d    r60.0<8;8,1>:d                   {Compacted}
        mov (8|M16)              r79.0<1>:d    r61.0<8;8,1>:d                  
        mov (8|M24)              r81.0<1>:d    r62.0<8;8,1>:d                  
        sends (8|M0)             r83:ud   r67     r75     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M8)             r84:ud   r69     r77     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M16)            r85:ud   r71     r79     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M24)            r86:ud   r73     r81     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        mov (16|M0)              r87.0<1>:ud   r83.0<8;8,1>:ud                  {Compacted}
        mov (16|M16)             r89.0<1>:ud   r85.0<8;8,1>:ud                 
        sends (16|M0)            null:w   r91     r87     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r93     r89     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2216:
