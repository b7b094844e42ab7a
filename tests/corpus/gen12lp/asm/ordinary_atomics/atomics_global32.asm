L0:
(W)     mov (8|M0)               r92.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r92.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r10.0<0;1,0>:d    r92.1<0;1,0>:d   {Compacted}
(W)     addc (1|M0)              r6.0<1>:ud    r8.4<0;1,0>:ud    0x4:ud              {AccWrEn}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r11.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r13.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r19.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r21      r17     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r23      r19     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r25.0<1>:ud   r8.4<0;1,0>:ud    0x8:ud              {AccWrEn}
(W)     mov (16|M0)              r30.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r26.0<1>:ud   r8.4<0;1,0>:ud    0xC:ud              {AccWrEn}
(W)     mov (16|M16)             r32.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r27.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r2.0<1>:ud    r8.4<0;1,0>:ud    0x10:ud              {AccWrEn}
(W)     mov (16|M0)              r34.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r4.0<1>:ud    r8.4<0;1,0>:ud    0x14:ud              {AccWrEn}
(W)     mov (16|M16)             r36.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r7.0<1>:ud    r8.4<0;1,0>:ud    0x18:ud              {AccWrEn}
(W)     mov (16|M0)              r38.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r12.0<1>:ud   r8.4<0;1,0>:ud    0x1C:ud              {AccWrEn}
(W)     mov (16|M16)             r40.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r28.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r29.0<1>:ud   r8.4<0;1,0>:ud    0x20:ud              {AccWrEn}
(W)     mov (16|M0)              r42.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M16)             r44.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M0)              r46.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r48.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r50.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r52.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r30.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M0)              r34.0<1>:d    -r21.0<8;8,1>:d                 
        mov (16|M16)             r32.0<1>:f    r23.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (16|M16)             r36.0<1>:d    -r23.0<8;8,1>:d                 
(W)     add (16|M0)              r71.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@2}
(W)     add (16|M0)              r73.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               r54.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r38.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r46.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r50.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r52.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
(W)     addc (1|M0)              r63.0<1>:ud   r8.6<0;1,0>:ud    0x4:ud              {AccWrEn}
(W)     mov (16|M0)              r55.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r57.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r59.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r61.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r64.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r66.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               r90.0<1>:d    r71.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r91.0<1>:d    r73.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (lt)f0.0   r75.0<1>:d    r38.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r77.0<1>:d    r42.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(W)     and (16|M0)              r79.0<1>:d    r46.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
(W)     or (16|M0)               r81.0<1>:d    r50.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r68.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r55.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r57.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r59.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r61.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r64.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        addc (8|M0)              r69.0<1>:ud   r9.0<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                             
(W)     add (4|M0)               r2.1<1>:d     r90.0<4;4,1>:d    r90.4<4;4,1>:d  
(W)     add (4|M0)               r3.1<1>:d     r91.0<4;4,1>:d    r91.4<4;4,1>:d  
(W)     sel (8|M0)    (lt)f0.0   r30.0<1>:d    r75.0<8;8,1>:d    r76.0<8;8,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r31.0<1>:d    r77.0<8;8,1>:d    r78.0<8;8,1>:d  
(W)     and (8|M0)               r32.0<1>:d    r79.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}
(W)     or (8|M0)                r33.0<1>:d    r81.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
(W)     xor (16|M0)              r83.0<1>:d    r55.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}
(W)     sel (16|M0)   (lt)f0.0   r85.0<1>:ud   r59.0<8;8,1>:ud   r61.0<8;8,1>:ud  {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r87.0<1>:ud   r64.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M0)               r89.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r93.0<0;1,0>:uw   r93.0<0;1,0>:uw 
        addc (8|M8)              r70.0<1>:ud   r9.0<0;1,0>:ud    r18.0<8;8,1>:ud  {AccWrEn}
(W)     add (2|M0)               r3.5<1>:d     r2.1<2;2,1>:d     r2.3<2;2,1>:d   
(W)     add (2|M0)               r4.5<1>:d     r3.1<2;2,1>:d     r3.3<2;2,1>:d   
(W)     sel (4|M0)    (lt)f0.0   r4.1<1>:d     r30.0<4;4,1>:d    r30.4<4;4,1>:d  
(W)     sel (4|M0)    (ge)f0.0   r5.1<1>:d     r31.0<4;4,1>:d    r31.4<4;4,1>:d  
(W)     and (4|M0)               r6.1<1>:d     r32.0<4;4,1>:d    r32.4<4;4,1>:d  
(W)     or (4|M0)                r7.1<1>:d     r33.0<4;4,1>:d    r33.4<4;4,1>:d  
(W)     xor (8|M0)               r34.0<1>:d    r83.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r35.0<1>:ud   r85.0<8;8,1>:ud   r86.0<8;8,1>:ud 
(W)     sel (8|M0)    (ge)f0.0   r36.0<1>:ud   r87.0<8;8,1>:ud   r88.0<8;8,1>:ud 
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r38.0<1>:ud   r9.0<0;1,0>:ud    r19.0<8;8,1>:ud  {AccWrEn}
(W)     cbit (1|M0)              r4.7<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     add (1|M0)               r42.0<1>:d    r4.5<0;1,0>:d     r4.6<0;1,0>:d    {@7}
(W)     sel (2|M0)    (lt)f0.0   r5.5<1>:d     r4.1<2;2,1>:d     r4.3<2;2,1>:d    {@7}
(W)     sel (2|M0)    (ge)f0.0   r6.5<1>:d     r5.1<2;2,1>:d     r5.3<2;2,1>:d    {@7}
(W)     mov (2|M0)               r32.0<1>:f    r8.4<2;2,1>:f                    {Compacted}
(W)     and (2|M0)               r7.5<1>:d     r6.1<2;2,1>:d     r6.3<2;2,1>:d   
(W)     or (2|M0)                r8.1<1>:d     r7.1<2;2,1>:d     r7.3<2;2,1>:d   
(W)     xor (4|M0)               r10.1<1>:d    r34.0<4;4,1>:d    r34.4<4;4,1>:d  
(W)     sel (4|M0)    (lt)f0.0   r11.1<1>:ud   r35.0<4;4,1>:ud   r35.4<4;4,1>:ud 
(W)     sel (4|M0)    (ge)f0.0   r12.1<1>:ud   r36.0<4;4,1>:ud   r36.4<4;4,1>:ud 
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (1|M0)               r34.0<1>:d    r3.5<0;1,0>:d     r3.6<0;1,0>:d   
(W)     add (1|M0)               r36.1<2>:ud   r8.0<0;1,0>:ud    r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r36.0<2>:f    r6.0<0;1,0>:f                    {Compacted}
        addc (8|M24)             r39.0<1>:ud   r9.0<0;1,0>:ud    r20.0<8;8,1>:ud  {AccWrEn}
(W)     send.dc1 (1|M0)          null     r32     r34     0x40            0x040487FF           {@4,$2} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r36     r42     0x40            0x040487FF           {@2,$3} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     add (1|M0)               r44.1<2>:ud   r10.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r44.0<2>:f    r25.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r48.1<2>:ud   r27.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r48.0<2>:f    r26.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r46.0<1>:f    r4.7<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               r50.0<1>:d    -r4.7<0;1,0>:ud                 
(W)     add (1|M0)               r34.1<2>:ud   r11.0<0;1,0>:ud   r8.5<0;1,0>:ud   {$2.src}
(W)     xor (2|M0)               r9.2<1>:d     r10.1<2;2,1>:d    r10.3<2;2,1>:d  
(W)     sel (2|M0)    (lt)f0.0   r12.5<1>:ud   r11.1<2;2,1>:ud   r11.3<2;2,1>:ud 
(W)     sel (2|M0)    (ge)f0.0   r25.1<1>:ud   r12.1<2;2,1>:ud   r12.3<2;2,1>:ud 
(W)     sel (1|M0)    (ge)f0.0   r8.0<1>:d     r6.5<0;1,0>:d     r6.6<0;1,0>:d   
(W)     sel (1|M0)    (lt)f0.0   r6.0<1>:d     r5.5<0;1,0>:d     r5.6<0;1,0>:d   
        mov (8|M24)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (1|M0)               r32.1<2>:ud   r3.0<0;1,0>:ud    r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r32.0<2>:f    r2.0<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               r34.0<2>:f    r7.0<0;1,0>:f                    {Compacted}
(W)     add (1|M0)               r36.1<2>:ud   r28.0<0;1,0>:ud   r8.5<0;1,0>:ud   {$3.src}
(W)     mov (1|M0)               r36.0<2>:f    r12.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r10.0<2>:f    r4.0<0;1,0>:f                    {Compacted}
(W)     and (1|M0)               r26.0<1>:d    r7.5<0;1,0>:d     r7.6<0;1,0>:d   
(W)     add (1|M0)               r10.1<2>:ud   r5.0<0;1,0>:ud    r8.5<0;1,0>:ud  
(W)     or (1|M0)                r2.0<1>:d     r8.1<0;1,0>:d     r8.2<0;1,0>:d   
(W)     send.dc1 (1|M0)          null     r44     r46     0x40            0x040487FF           {$4} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r48     r50     0x40            0x040487FF           {$5} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     send.dc1 (1|M0)          null     r32     r6      0x40            0x04048BFF           {@7,$6} // wr:2+1, rd:0; untyped a64 atomic int32 signed-integer min
(W)     send.dc1 (1|M0)          null     r10     r8      0x40            0x04048AFF           {@2,$7} // wr:2+1, rd:0; untyped a64 atomic int32 signed-integer max
(W)     send.dc1 (1|M0)          null     r34     r26     0x40            0x040481FF           {@3,$8} // wr:2+1, rd:0; untyped a64 atomic int32 logical AND
(W)     send.dc1 (1|M0)          null     r36     r2      0x40            0x040482FF           {@1,$9} // wr:2+1, rd:0; untyped a64 atomic int32 logical OR
(W)     add (1|M0)               r26.1<2>:ud   r68.0<0;1,0>:ud   r8.7<0;1,0>:ud   {$8.src}
        add (8|M16)              r41.1<2>:ud   r40.0<8;8,1>:ud   r9.1<0;1,0>:ud  
(W)     sel (1|M0)    (ge)f0.0   r28.0<1>:ud   r25.1<0;1,0>:ud   r25.2<0;1,0>:ud 
(W)     xor (1|M0)               r4.0<1>:d     r9.2<0;1,0>:d     r9.3<0;1,0>:d   
        add (8|M24)              r43.1<2>:ud   r30.0<8;8,1>:ud   r9.1<0;1,0>:ud   {$4.src}
(W)     add (1|M0)               r32.1<2>:ud   r54.0<0;1,0>:ud   r8.5<0;1,0>:ud   {$6.src}
(W)     mov (1|M0)               r32.0<2>:f    r29.0<0;1,0>:f                   {Compacted}
(W)     mov (2|M0)               r6.0<1>:f     r8.6<2;2,1>:f                    {Compacted}
(W)     sel (1|M0)    (lt)f0.0   r10.0<1>:ud   r12.5<0;1,0>:ud   r12.6<0;1,0>:ud  {$7.src}
(W)     mov (1|M0)               r26.0<2>:f    r63.0<0;1,0>:f                   {Compacted}
        add (8|M0)               r33.1<2>:ud   r89.0<8;8,1>:ud   r9.1<0;1,0>:ud  
        add (8|M8)               r35.1<2>:ud   r37.0<8;8,1>:ud   r9.1<0;1,0>:ud   {$9.src}
        mov (8|M16)              r41.0<2>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r43.0<2>:f    r39.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r33.0<2>:f    r69.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r35.0<2>:f    r70.0<8;8,1>:f                   {Compacted}
(W)     send.dc1 (1|M0)          null     r32     r4      0x40            0x040483FF           {@2,$10} // wr:2+1, rd:0; untyped a64 atomic int32 logical XOR
(W)     send.dc1 (1|M0)          null     r6      r10     0x40            0x04048DFF           {@7,$11} // wr:2+1, rd:0; untyped a64 atomic int32 unsigned-integer min
(W)     send.dc1 (1|M0)          null     r26     r28     0x40            0x04048CFF           {@7,$12} // wr:2+1, rd:0; untyped a64 atomic int32 unsigned-integer max
        send.dc1 (8|M0)          r2       r33     r21     0x40            0x0414A4FF           {$13} // wr:2+1, rd:1; untyped a64 atomic int32 store
        send.dc1 (8|M8)          r3       r35     r22     0x40            0x0414A4FF           {@1,$14} // wr:2+1, rd:1; untyped a64 atomic int32 store
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (8|M16)         r4       r41     r23     0x40            0x0414A4FF           {@4,$15} // wr:2+1, rd:1; untyped a64 atomic int32 store
        send.dc1 (8|M24)         r5       r43     r24     0x40            0x0414A4FF           {@3,$0} // wr:2+1, rd:1; untyped a64 atomic int32 store
        shl (16|M0)              r6.0<1>:d     r13.0<8;8,1>:d    1:w               {Compacted,$11.src}
        shl (16|M16)             r10.0<1>:d    r15.0<8;8,1>:d    1:w               {Compacted}
        sync.nop                             null                             {Compacted,$12.src}
        shl (16|M0)              r25.0<1>:d    r6.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r27.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M0)              r33.0<1>:d    r13.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted,$13.src}
        add (16|M16)             r35.0<1>:d    r15.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted,$14.src}
        shl (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    2:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$15.src}
        addc (8|M0)              r41.0<1>:ud   r9.0<0;1,0>:ud    r33.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
        mov (8|M0)               r15.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r42.0<1>:ud   r9.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn}
(W)     mov (8|M0)               r127.0<1>:f   r92.0<8;8,1>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        mov (16|M0)              r29.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$0.dst}
        mov (16|M16)             r31.0<1>:f    r4.0<8;8,1>:f                    {Compacted,$15.dst}
        send.dc1 (16|M0)         null     r25     r29     0x80            0x04025E05           {@2,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r27     r31     0x80            0x04025E05           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r7.0<1>:ud    r9.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r30.0<1>:f    r22.0<8;8,1>:f                   {Compacted,$1.src}
        mov (8|M16)              r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r8.0<1>:ud    r9.0<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r32.0<1>:f    r23.0<8;8,1>:f                   {Compacted,$2.src}
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M16)              r10.1<2>:ud   r3.0<8;8,1>:ud    r9.1<0;1,0>:ud   {@4}
        add (8|M24)              r12.1<2>:ud   r4.0<8;8,1>:ud    r9.1<0;1,0>:ud   {@2}
        mov (8|M16)              r10.0<2>:f    r7.0<8;8,1>:f                    {Compacted,@7}
        mov (8|M24)              r12.0<2>:f    r8.0<8;8,1>:f                    {Compacted,@6}
        or (16|M16)              r21.0<1>:d    r27.0<8;8,1>:d    4:w               {Compacted}
        send.dc1 (16|M0)         r37      r17     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r39      r19     null    0x0            0x04205E01           {$4} // wr:2+0, rd:2; untyped surface read with x
        add (8|M0)               r17.1<2>:ud   r6.0<8;8,1>:ud    r9.1<0;1,0>:ud   {$3.src}
        add (8|M8)               r19.1<2>:ud   r2.0<8;8,1>:ud    r9.1<0;1,0>:ud   {$4.src}
        mov (8|M0)               r17.0<2>:f    r41.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r6.0<1>:f     r24.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r19.0<2>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r14.0<1>:f    r37.0<8;8,1>:f                   {Compacted,$3.dst}
        mov (8|M8)               r29.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r31.0<1>:f    r39.0<8;8,1>:f                   {Compacted,$4.dst}
        mov (8|M24)              r5.0<1>:f     r40.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          r2       r17     r14     0x80            0x0414AEFF           {@4,$5} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
        send.dc1 (8|M8)          r3       r19     r29     0x80            0x0414AEFF           {@3,$6} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
        send.dc1 (8|M16)         r33      r10     r31     0x80            0x0414AEFF           {@2,$7} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
        send.dc1 (8|M24)         r34      r12     r5      0x80            0x0414AEFF           {@1,$8} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
        or (16|M0)               r37.0<1>:d    r25.0<8;8,1>:d    4:w               {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mov (16|M0)              r7.0<1>:f     r2.0<8;8,1>:f                    {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$8.dst}
        mov (16|M16)             r35.0<1>:f    r33.0<8;8,1>:f                   {Compacted,$7.dst}
        send.dc1 (16|M0)         null     r37     r7      0x80            0x04025E05           {@2,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r21     r35     0x80            0x04025E05           {@1,$10} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r4       r92     null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r4.0<8;8,1>:ud                   {$11.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2672:
