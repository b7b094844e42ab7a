L0:
(W)     mov (8|M0)               r92.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r92.2<0;1,0>:uw 
(W)     mov (16|M0)              r30.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r32.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r34.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r3.0<1>:d     r10.0<0;1,0>:d    r92.1<0;1,0>:d   {Compacted}
(W)     addc (1|M0)              r6.0<1>:ud    r8.4<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted}
(W)     mov (16|M16)             r36.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r38.0<1>:f    qnan(0x3FFFFF):f                              
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r11.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r25.0<1>:ud   r8.4<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted}
(W)     mov (16|M16)             r40.0<1>:f    qnan(0x3FFFFF):f                              
        add (16|M0)              r13.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r26.0<1>:ud   r8.4<0;1,0>:ud    0xC:ud              {AccWrEn,Compacted}
(W)     mov (16|M0)              r42.0<1>:f    -0.0:f                              
        shl (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d    2:w              
        shl (16|M16)             r19.0<1>:d    r15.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r27.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r2.0<1>:ud    r8.4<0;1,0>:ud    0x10:ud              {AccWrEn,Compacted}
(W)     mov (16|M16)             r44.0<1>:f    -0.0:f                              
        send (16|M0)             r21:w    r17:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r46.0<1>:f    -qnan(0x3FFFFF):f                              
        send (16|M16)            r23:w    r19:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (1|M0)               r3.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r4.0<1>:ud    r8.4<0;1,0>:ud    0x14:ud              {AccWrEn,Compacted}
(W)     mov (16|M16)             r48.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r50.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r52.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r7.0<1>:ud    r8.4<0;1,0>:ud    0x18:ud              {AccWrEn,Compacted}
(W)     mov (16|M0)              r55.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r57.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r59.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r12.0<1>:ud   r8.4<0;1,0>:ud    0x1C:ud              {AccWrEn,Compacted}
(W)     mov (16|M16)             r61.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r64.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r66.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r28.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r29.0<1>:ud   r8.4<0;1,0>:ud    0x20:ud              {AccWrEn,Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r93.0<0;1,0>:uw   r93.0<0;1,0>:uw 
(W)     mov (8|M0)               r127.0<1>:f   r92.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r54.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r63.0<1>:ud   r8.6<0;1,0>:ud    0x4:ud              {AccWrEn}
(W)     cbit (1|M0)              r4.7<1>:ud    f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               r68.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        addc (8|M0)              r69.0<1>:ud   r9.0<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r89.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r70.0<1>:ud   r9.0<0;1,0>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r30.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    -r21.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r32.0<1>:f    r23.0<8;8,1>:f                  
        mov (16|M16)             r36.0<1>:d    -r23.0<8;8,1>:d                 
        mov (16|M0)              r38.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r23.0<8;8,1>:f                  
(W)     add (16|M0)              r71.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r42.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r23.0<8;8,1>:f                  
        mov (16|M0)              r46.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r23.0<8;8,1>:f                  
(W)     add (16|M0)              r73.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r50.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r55.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r52.0<1>:f    r23.0<8;8,1>:f                  
        mov (16|M16)             r57.0<1>:f    r23.0<8;8,1>:f                  
(W)     add (8|M0)               r90.0<1>:d    r71.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (lt)f0.0   r75.0<1>:d    r38.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r77.0<1>:d    r42.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r59.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r61.0<1>:f    r23.0<8;8,1>:f                  
(W)     and (16|M0)              r79.0<1>:d    r46.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r64.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r23.0<8;8,1>:f                  
(W)     add (8|M0)               r91.0<1>:d    r73.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}
(W)     or (16|M0)               r81.0<1>:d    r50.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(W)     xor (16|M0)              r83.0<1>:d    r55.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r2.1<1>:d     r90.0<4;4,1>:d    r90.4<4;4,1>:d  
(W)     sel (8|M0)    (lt)f0.0   r30.0<1>:d    r75.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r31.0<1>:d    r77.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (lt)f0.0   r85.0<1>:ud   r59.0<8;8,1>:ud   r61.0<8;8,1>:ud  {Compacted}
(W)     and (8|M0)               r32.0<1>:d    r79.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r87.0<1>:ud   r64.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted}
(W)     add (4|M0)               r3.1<1>:d     r91.0<4;4,1>:d    r91.4<4;4,1>:d  
(W)     or (8|M0)                r33.0<1>:d    r81.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
(W)     xor (8|M0)               r34.0<1>:d    r83.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}
(W)     add (2|M0)               r3.5<1>:d     r2.1<2;2,1>:d     r2.3<2;2,1>:d   
(W)     sel (4|M0)    (lt)f0.0   r4.1<1>:d     r30.0<4;4,1>:d    r30.4<4;4,1>:d  
(W)     sel (4|M0)    (ge)f0.0   r5.1<1>:d     r31.0<4;4,1>:d    r31.4<4;4,1>:d  
(W)     sel (8|M0)    (lt)f0.0   r35.0<1>:ud   r85.0<8;8,1>:ud   r86.0<8;8,1>:ud  {Compacted}
(W)     and (4|M0)               r6.1<1>:d     r32.0<4;4,1>:d    r32.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r36.0<1>:ud   r87.0<8;8,1>:ud   r88.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (2|M0)               r4.5<1>:d     r3.1<2;2,1>:d     r3.3<2;2,1>:d   
(W)     or (4|M0)                r7.1<1>:d     r33.0<4;4,1>:d    r33.4<4;4,1>:d  
(W)     xor (4|M0)               r10.1<1>:d    r34.0<4;4,1>:d    r34.4<4;4,1>:d  
        addc (8|M16)             r38.0<1>:ud   r9.0<0;1,0>:ud    r19.0<8;8,1>:ud  {AccWrEn}
(W)     mov (2|M0)               r32.0<1>:f    r8.4<2;2,1>:f                   
(W)     add (1|M0)               r34.0<1>:d    r3.5<0;1,0>:d     r3.6<0;1,0>:d   
(W)     sel (2|M0)    (lt)f0.0   r5.5<1>:d     r4.1<2;2,1>:d     r4.3<2;2,1>:d   
(W)     sel (2|M0)    (ge)f0.0   r6.5<1>:d     r5.1<2;2,1>:d     r5.3<2;2,1>:d   
(W)     sel (4|M0)    (lt)f0.0   r11.1<1>:ud   r35.0<4;4,1>:ud   r35.4<4;4,1>:ud 
(W)     and (2|M0)               r7.5<1>:d     r6.1<2;2,1>:d     r6.3<2;2,1>:d   
(W)     sel (4|M0)    (ge)f0.0   r12.1<1>:ud   r36.0<4;4,1>:ud   r36.4<4;4,1>:ud 
(W)     add (1|M0)               r42.0<1>:d    r4.5<0;1,0>:d     r4.6<0;1,0>:d   
(W)     add (1|M0)               r36.1<2>:ud   r8.0<0;1,0>:ud    r8.5<0;1,0>:ud  
(W)     add (1|M0)               r44.1<2>:ud   r10.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r36.0<2>:f    r6.0<0;1,0>:f                   
(W)     mov (1|M0)               r44.0<2>:f    r25.0<0;1,0>:f                  
(W)     mov (1|M0)               r46.0<1>:f    r4.7<0;1,0>:f                   
(W)     or (2|M0)                r8.1<1>:d     r7.1<2;2,1>:d     r7.3<2;2,1>:d   
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     sends (1|M0)             null:ud  r32     r34     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     add (1|M0)               r48.1<2>:ud   r27.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r50.0<1>:d    -r4.7<0;1,0>:ud                 
(W)     mov (1|M0)               r48.0<2>:f    r26.0<0;1,0>:f                  
        addc (8|M24)             r39.0<1>:ud   r9.0<0;1,0>:ud    r20.0<8;8,1>:ud  {AccWrEn}
(W)     xor (2|M0)               r9.2<1>:d     r10.1<2;2,1>:d    r10.3<2;2,1>:d  
(W)     sel (1|M0)    (lt)f0.0   r6.0<1>:d     r5.5<0;1,0>:d     r5.6<0;1,0>:d   
(W)     add (1|M0)               r32.1<2>:ud   r3.0<0;1,0>:ud    r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r10.0<2>:f    r4.0<0;1,0>:f                   
(W)     mov (1|M0)               r32.0<2>:f    r2.0<0;1,0>:f                   
(W)     sel (1|M0)    (ge)f0.0   r8.0<1>:d     r6.5<0;1,0>:d     r6.6<0;1,0>:d   
(W)     add (1|M0)               r10.1<2>:ud   r5.0<0;1,0>:ud    r8.5<0;1,0>:ud  
(W)     add (1|M0)               r34.1<2>:ud   r11.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     sel (2|M0)    (lt)f0.0   r12.5<1>:ud   r11.1<2;2,1>:ud   r11.3<2;2,1>:ud 
(W)     mov (1|M0)               r34.0<2>:f    r7.0<0;1,0>:f                   
(W)     and (1|M0)               r26.0<1>:d    r7.5<0;1,0>:d     r7.6<0;1,0>:d   
(W)     sel (2|M0)    (ge)f0.0   r25.1<1>:ud   r12.1<2;2,1>:ud   r12.3<2;2,1>:ud 
(W)     sends (1|M0)             null:ud  r36     r42     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     or (1|M0)                r2.0<1>:d     r8.1<0;1,0>:d     r8.2<0;1,0>:d   
(W)     sends (1|M0)             null:ud  r44     r46     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     add (1|M0)               r36.1<2>:ud   r28.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     sends (1|M0)             null:ud  r48     r50     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     mov (1|M0)               r36.0<2>:f    r12.0<0;1,0>:f                  
        mov (8|M24)              r30.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     sends (1|M0)             null:ud  r32     r6      0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min
(W)     xor (1|M0)               r4.0<1>:d     r9.2<0;1,0>:d     r9.3<0;1,0>:d   
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             null:ud  r10     r8      0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max
(W)     add (1|M0)               r32.1<2>:ud   r54.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     sends (1|M0)             null:ud  r34     r26     0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND
(W)     mov (1|M0)               r32.0<2>:f    r29.0<0;1,0>:f                  
(W)     mov (2|M0)               r6.0<1>:f     r8.6<2;2,1>:f                   
(W)     sel (1|M0)    (lt)f0.0   r10.0<1>:ud   r12.5<0;1,0>:ud   r12.6<0;1,0>:ud 
(W)     add (1|M0)               r42.1<2>:ud   r68.0<0;1,0>:ud   r8.7<0;1,0>:ud  
        add (8|M0)               r43.1<2>:ud   r89.0<8;8,1>:ud   r9.1<0;1,0>:ud  
(W)     mov (1|M0)               r42.0<2>:f    r63.0<0;1,0>:f                  
(W)     sel (1|M0)    (ge)f0.0   r26.0<1>:ud   r25.1<0;1,0>:ud   r25.2<0;1,0>:ud 
        add (8|M8)               r45.1<2>:ud   r37.0<8;8,1>:ud   r9.1<0;1,0>:ud  
        mov (8|M0)               r43.0<2>:f    r69.0<8;8,1>:f                  
(W)     sends (1|M0)             null:ud  r36     r2      0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR
        add (8|M16)              r33.1<2>:ud   r40.0<8;8,1>:ud   r9.1<0;1,0>:ud  
        mov (8|M8)               r45.0<2>:f    r70.0<8;8,1>:f                  
        add (8|M24)              r35.1<2>:ud   r30.0<8;8,1>:ud   r9.1<0;1,0>:ud  
        mov (8|M16)              r33.0<2>:f    r38.0<8;8,1>:f                  
        mov (8|M24)              r35.0<2>:f    r39.0<8;8,1>:f                  
(W)     sends (1|M0)             null:ud  r32     r4      0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR
(W)     sends (1|M0)             null:ud  r6      r10     0x4C            0x04048DFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min
        shl (16|M0)              r6.0<1>:d     r13.0<8;8,1>:d    1:w              
(W)     sends (1|M0)             null:ud  r42     r26     0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max
        shl (16|M16)             r10.0<1>:d    r15.0<8;8,1>:d    1:w              
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             r2:ud    r43     r21     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             r3:ud    r45     r22     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        shl (16|M0)              r29.0<1>:d    r6.0<8;8,1>:d     2:w              
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            r4:ud    r33     r23     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        shl (16|M16)             r31.0<1>:d    r10.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            r5:ud    r35     r24     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        add (16|M0)              r41.0<1>:d    r13.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted}
        add (16|M16)             r33.0<1>:d    r15.0<8;8,1>:d    r9.4<0;1,0>:d   
        mov (8|M0)               r15.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    2:w              
        shl (16|M16)             r33.0<1>:d    r33.0<8;8,1>:d    2:w              
        addc (8|M0)              r35.0<1>:ud   r9.0<0;1,0>:ud    r41.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r25.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r36.0<1>:ud   r9.0<0;1,0>:ud    r42.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r27.0<1>:f    r4.0<8;8,1>:f                   
        sends (16|M0)            null:w   r29     r25     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r4.0<1>:ud    r9.0<0;1,0>:ud    r33.0<8;8,1>:ud  {AccWrEn}
        mov (8|M8)               r26.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r31     r27     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M16)              r28.0<1>:f    r23.0<8;8,1>:f                  
        or (16|M16)              r21.0<1>:d    r31.0<8;8,1>:d    4:w              
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r5.0<1>:ud    r9.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r10.1<2>:ud   r6.0<8;8,1>:ud    r9.1<0;1,0>:ud  
        mov (8|M24)              r7.0<1>:ud    acc0.0<8;8,1>:ud                
        mov (8|M16)              r10.0<2>:f    r4.0<8;8,1>:f                   
        add (8|M24)              r12.1<2>:ud   r7.0<8;8,1>:ud    r9.1<0;1,0>:ud  
        mov (8|M24)              r12.0<2>:f    r5.0<8;8,1>:f                   
        send (16|M0)             r37:w    r17:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r39:w    r19:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (8|M0)               r17.1<2>:ud   r2.0<8;8,1>:ud    r9.1<0;1,0>:ud  
        add (8|M8)               r19.1<2>:ud   r3.0<8;8,1>:ud    r9.1<0;1,0>:ud  
        mov (8|M0)               r17.0<2>:f    r35.0<8;8,1>:f                  
        mov (8|M8)               r19.0<2>:f    r36.0<8;8,1>:f                  
        mov (8|M24)              r3.0<1>:f     r24.0<8;8,1>:f                  
        or (16|M0)               r35.0<1>:d    r29.0<8;8,1>:d    4:w              
        mov (8|M0)               r14.0<1>:f    r37.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r25.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r27.0<1>:f    r39.0<8;8,1>:f                  
        mov (8|M24)              r2.0<1>:f     r40.0<8;8,1>:f                  
        sends (8|M0)             r6:ud    r17     r14     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M8)             r7:ud    r19     r25     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        sends (8|M16)            r8:ud    r10     r27     0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            r9:ud    r12     r2      0x8C            0x0414AEFF           // wr:2+2, rd:1; hdc.dc1; untyped a64 atomic int32 integer compare and swap
        mov (16|M0)              r4.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r33.0<1>:f    r8.0<8;8,1>:f                   
        sends (16|M0)            null:w   r35     r4      0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r21     r33     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3024:
