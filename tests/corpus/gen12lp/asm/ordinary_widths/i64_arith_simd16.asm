L0:
(W)     mov (8|M0)               r94.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r94.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.3<0;1,0>:d     r94.1<0;1,0>:d  
(W)     shl (1|M0)               r89.0<1>:d    r6.0<0;1,0>:d     1:w               {Compacted}
        add (16|M0)              r7.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r125.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r9.0<1>:d     r125.0<8;8,1>:d   3:w               {Compacted,@1}
        add (16|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r125.0<8;8,1>:d  {Compacted}
        send.dc1 (16|M0)         r95      r9      null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r121     r9      null    0x0            0x04405C01           {$1} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M0)              r4.0<1>:d     r89.0<0;1,0>:d    r125.0<8;8,1>:d  {Compacted,@5}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@2}
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     3:w               {Compacted,@2}
        asr (16|M0)              r25.0<1>:d    r97.0<8;8,1>:d    31:w               {Compacted,$0.dst}
        addc (8|M0)              r11.0<1>:ud   r95.0<8;8,1>:ud   r121.0<8;8,1>:ud {AccWrEn,Compacted,$1.dst}
        xor (16|M0)              r27.0<1>:d    r25.0<8;8,1>:d    r95.0<8;8,1>:d   {Compacted,@2}
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r12.0<1>:ud   r96.0<8;8,1>:ud   r122.0<8;8,1>:ud {AccWrEn}
        asr (16|M0)              r31.0<1>:d    r123.0<8;8,1>:d   31:w               {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r15.0<1>:ud   r95.0<8;8,1>:ud   r121.0<8;8,1>:ud {AccWrEn,Compacted}
        asr (16|M0)              r35.0<1>:d    r97.0<8;8,1>:d    31:w               {Compacted}
        mov (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r16.0<1>:ud   r96.0<8;8,1>:ud   r122.0<8;8,1>:ud {AccWrEn}
        asr (16|M0)              r37.0<1>:d    r123.0<8;8,1>:d   31:w               {Compacted}
        mov (8|M8)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r95.0<8;8,1>:ud   r121.0<2;1,0>:uw
        mach (8|M0)              r19.0<1>:ud   r95.0<8;8,1>:ud   r121.0<8;8,1>:ud {AccWrEn,Compacted}
        xor (16|M0)              r40.0<1>:d    r31.0<8;8,1>:d    r121.0<8;8,1>:d  {Compacted,@7}
        mov (8|M0)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r96.0<8;8,1>:ud   r122.0<2;1,0>:uw
        mach (8|M8)              r20.0<1>:ud   r96.0<8;8,1>:ud   r122.0<8;8,1>:ud {AccWrEn}
        xor (16|M0)              r42.0<1>:d    r35.0<8;8,1>:d    r97.0<8;8,1>:d   {Compacted,@7}
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r95.0<8;8,1>:ud   r123.0<2;1,0>:uw
        mach (8|M0)              r23.0<1>:d    r95.0<8;8,1>:ud   r123.0<8;8,1>:d 
(W)     mul (8|M8)               acc0.0<1>:d   r96.0<8;8,1>:ud   r124.0<2;1,0>:uw
        mach (8|M8)              r24.0<1>:d    r96.0<8;8,1>:ud   r124.0<8;8,1>:d 
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:ud  r97.0<2;1,0>:uw 
        add (16|M0)              r29.0<1>:d    r19.0<8;8,1>:d    r23.0<8;8,1>:d   {Compacted,@2}
        mach (8|M0)              r23.0<1>:d    r121.0<8;8,1>:ud  r97.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:ud  r98.0<2;1,0>:uw 
        mach (8|M8)              r24.0<1>:d    r122.0<8;8,1>:ud  r98.0<8;8,1>:d  
        subb (8|M0)              r33.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (16|M0)              r45.0<1>:d    r37.0<8;8,1>:d    r123.0<8;8,1>:d  {Compacted}
        mov (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r34.0<1>:ud   r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r49.0<1>:ud   r42.0<8;8,1>:ud   -r35.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r47.0<1>:ud   r40.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r52.0<1>:ud   r45.0<8;8,1>:ud   -r37.0<8;8,1>:ud {Compacted,@6}
        mov (8|M0)               r51.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r48.0<1>:ud   r41.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r49.0<1>:ud   -r39.0<8;8,1>:ud  r49.0<8;8,1>:ud  {Compacted,@6}
        add (8|M0)               r52.0<1>:ud   -r51.0<8;8,1>:ud  r52.0<8;8,1>:ud  {Compacted,@3}
        add (8|M8)               r50.0<1>:ud   r43.0<8;8,1>:ud   -r36.0<8;8,1>:ud {Compacted}
        add (8|M8)               r53.0<1>:ud   r46.0<8;8,1>:ud   -r38.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r52.0<8;8,1>:ud   r49.0<2;1,0>:uw  {@4}
        add (8|M8)               r50.0<1>:ud   -r44.0<8;8,1>:ud  r50.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r53.0<1>:ud   -r54.0<8;8,1>:ud  r53.0<8;8,1>:ud  {Compacted,@3}
        mach (8|M0)              r55.0<1>:ud   r52.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (16|M0)   (eq)f0.1   r119.0<1>:d   r31.0<8;8,1>:d    r25.0<8;8,1>:d  
        mov (8|M0)               r57.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r53.0<8;8,1>:ud   r50.0<2;1,0>:uw  {@4}
        mach (8|M8)              r56.0<1>:ud   r53.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn}
        xor (16|M0)              r101.0<1>:d   r37.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r58.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   r49.0<2;1,0>:uw 
        mach (8|M0)              r59.0<1>:ud   r47.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r81.0<1>:f    r57.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M0)               r61.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r48.0<8;8,1>:ud   r50.0<2;1,0>:uw 
        mach (8|M8)              r60.0<1>:ud   r48.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r90.0<1>:ud   r97.0<8;8,1>:ud   r123.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r62.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r52.0<8;8,1>:ud   r33.0<2;1,0>:uw 
        mach (8|M0)              r63.0<1>:ud   r52.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r71.0<1>:f    r61.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M0)               r65.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r53.0<8;8,1>:ud   r34.0<2;1,0>:uw 
        mach (8|M8)              r64.0<1>:ud   r53.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r83.0<1>:f    r59.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r66.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   r33.0<2;1,0>:uw 
        mach (8|M0)              r67.0<1>:ud   r47.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r73.0<1>:f    r65.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M0)               r69.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r48.0<8;8,1>:ud   r34.0<2;1,0>:uw 
        mach (8|M8)              r68.0<1>:ud   r48.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r85.0<1>:f    r63.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r70.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r75.0<1>:ud   r73.0<8;8,1>:ud   r71.0<8;8,1>:ud  {AccWrEn,Compacted,@6}
        mov (16|M0)              r77.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@4}
        mov (8|M0)               r79.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r76.0<1>:ud   r74.0<8;8,1>:ud   r72.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r87.0<1>:ud   r79.0<8;8,1>:ud   r83.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M8)               r80.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r103.0<1>:ud  r75.0<8;8,1>:ud   r77.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
        add (8|M8)               r88.0<1>:ud   r80.0<8;8,1>:ud   r84.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r104.0<1>:ud  r76.0<8;8,1>:ud   r78.0<8;8,1>:ud  {AccWrEn,@6}
        add (8|M0)               r35.0<1>:ud   r31.0<8;8,1>:ud   r87.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M8)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r33.0<1>:ud   r85.0<8;8,1>:ud   r81.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r91.0<1>:ud   r98.0<8;8,1>:ud   r124.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r34.0<1>:ud   r86.0<8;8,1>:ud   r82.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r92.0<1>:ud   r97.0<8;8,1>:ud   -r123.0<8;8,1>:ud {Compacted}
        add (8|M8)               r93.0<1>:ud   r98.0<8;8,1>:ud   -r124.0<8;8,1>:ud {Compacted}
        add (8|M8)               r36.0<1>:ud   r32.0<8;8,1>:ud   r88.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M8)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r115.0<1>:ud  r33.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        mov (16|M0)              r7.0<1>:f     r55.0<8;8,1>:f                   {Compacted}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r101.0<8;8,1>:d   0:w              
        add (8|M0)               r90.0<1>:ud   r13.0<8;8,1>:ud   r90.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r91.0<1>:ud   r14.0<8;8,1>:ud   r91.0<8;8,1>:ud  {Compacted,@7}
        add (8|M0)               r92.0<1>:ud   -r17.0<8;8,1>:ud  r92.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r93.0<1>:ud   -r18.0<8;8,1>:ud  r93.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r116.0<1>:ud  r34.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn,@7}
        add (16|M0)              r19.0<1>:d    r29.0<8;8,1>:d    r23.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r13.0<1>:d    r125.0<8;8,1>:d   2:w               {Compacted}
        mov (16|M0)              r27.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r40.0<1>:ud   r37.0<8;8,1>:ud   r7.0<8;8,1>:ud   {Compacted,@7}
        add (8|M8)               r41.0<1>:ud   r38.0<8;8,1>:ud   r8.0<8;8,1>:ud   {Compacted}
        mov (16|M0)              r25.0<1>:f    r90.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r17.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r29.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         r99      r13     null    0x0            0x04205E02           {@7,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r9      r23     0x100            0x04025C03           {@2,$3} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r2      r27     0x100            0x04025C03           {@1,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r4      r17     0x100            0x04025C03           {@4,$5} // wr:2+4, rd:0; untyped surface write with xy
        mov (16|M0)              r117.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r105.0<1>:ud  r39.0<8;8,1>:ud   r40.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r106.0<1>:ud  r42.0<8;8,1>:ud   r41.0<8;8,1>:ud  {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (16|M0)                           L1632                  L1632                
L1496:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r117.0<8;8,1>:d   0:w               {Compacted,@5}
        xor (16|M0)              r2.0<1>:d     r115.0<8;8,1>:d   r119.0<8;8,1>:d  {Compacted,$4.src}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r103.0<8;8,1>:d   0:w              
        sync.nop                             null                             {Compacted,$5.src}
        xor (16|M0)              r4.0<1>:d     r105.0<8;8,1>:d   r101.0<8;8,1>:d  {Compacted,@6}
(f0.0)  sel (16|M0)              r7.0<1>:d     r119.0<8;8,1>:d   0:w               {Compacted}
        subb (8|M0)              r115.0<1>:ud  r2.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted,@1}
(f0.0)  sel (16|M0)              r9.0<1>:d     r101.0<8;8,1>:d   0:w               {Compacted,$3.src}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r116.0<1>:ud  r3.0<8;8,1>:ud    r8.0<8;8,1>:ud   {AccWrEn}
        add (8|M0)               r105.0<1>:ud  r4.0<8;8,1>:ud    -r9.0<8;8,1>:ud  {Compacted,@3}
        add (8|M8)               r106.0<1>:ud  r5.0<8;8,1>:ud    -r10.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r105.0<1>:ud  -r11.0<8;8,1>:ud  r105.0<8;8,1>:ud {Compacted,@3}
        add (8|M8)               r106.0<1>:ud  -r12.0<8;8,1>:ud  r106.0<8;8,1>:ud {Compacted,@2}
L1632:
        endif (16|M0)                        L1648                                
L1648:
        mad (16|M0)              r2.0<1>:d     r125.0<8;1>:d     r6.0<0;0>:d       3:w               {$4.src}
        and (16|M0)   (ne)f0.1   r113.0<1>:d   r99.0<8;8,1>:d    63:w               {$2.dst}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@2}
        mov (16|M0)              r7.0<1>:f     r115.0<8;8,1>:f                  {Compacted,@7}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M0)              r9.0<1>:f     r105.0<8;8,1>:f                  {Compacted,@6}
        send.dc1 (16|M0)         null     r2      r7      0x100            0x04025C03           {@1,$6} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (16|M0)                           L1928                  L1944                
L1760:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r113.0<8;8,1>:ud  0x20:uw              {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f0.0) if (16|M0)                           L1848                  L1896                
L1808:
        add (16|M0)              r2.0<1>:d     r113.0<8;8,1>:d   -32:w               {Compacted,$6.src}
        mov (16|M0)              r111.0<1>:f   0.0:f                               {Compacted}
        shl (16|M0)              r107.0<1>:d   r95.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        else (16|M0)                         L1896                  L1896                
L1848:
        add (16|M0)              r2.0<1>:d     -r113.0<8;8,1>:d  32:w               {Compacted,$6.src}
        shl (16|M0)              r4.0<1>:d     r97.0<8;8,1>:d    r113.0<8;8,1>:d  {Compacted,$5.src}
        shr (16|M0)              r2.0<1>:d     r95.0<8;8,1>:ud   r2.0<8;8,1>:d    {@2}
        shl (16|M0)              r111.0<1>:d   r95.0<8;8,1>:d    r113.0<8;8,1>:d  {Compacted}
        or (16|M0)               r107.0<1>:d   r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}
L1896:
        endif (16|M0)                        L1912                                
L1912:
        else (16|M0)                         L1944                  L1944                
L1928:
        mov (16|M0)              r111.0<1>:f   r95.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r107.0<1>:f   r97.0<8;8,1>:f                   {Compacted}
L1944:
        endif (16|M0)                        L1960                                
L1960:
(W)     shl (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     2:w               {Compacted,$6.src}
        cmp (16|M0)   (ne)f1.1   null<1>:d     r113.0<8;8,1>:d   0:w              
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r3.0<1>:d     r2.0<0;1,0>:d     r125.0<8;8,1>:d  {Compacted,@2}
        mov (16|M0)              r7.0<1>:f     r111.0<8;8,1>:f                  {Compacted,@6}
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     3:w               {Compacted,@2}
        mov (16|M0)              r9.0<1>:f     r107.0<8;8,1>:f                  {Compacted,@7}
        send.dc1 (16|M0)         null     r3      r7      0x100            0x04025C03           {@1,$7} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (16|M0)                           L2240                  L2256                
L2072:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r113.0<8;8,1>:ud  0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f1.0) if (16|M0)                           L2160                  L2208                
L2120:
        add (16|M0)              r2.0<1>:d     r113.0<8;8,1>:d   -32:w               {Compacted,$7.src}
        asr (16|M0)              r107.0<1>:d   r97.0<8;8,1>:d    31:w               {Compacted}
        asr (16|M0)              r111.0<1>:d   r97.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        else (16|M0)                         L2208                  L2208                
L2160:
        add (16|M0)              r2.0<1>:d     -r113.0<8;8,1>:d  32:w               {Compacted,$7.src}
        shr (16|M0)              r4.0<1>:d     r95.0<8;8,1>:ud   r113.0<8;8,1>:d 
        shl (16|M0)              r2.0<1>:d     r97.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        asr (16|M0)              r107.0<1>:d   r97.0<8;8,1>:d    r113.0<8;8,1>:d  {Compacted}
        or (16|M0)               r111.0<1>:d   r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}
L2208:
        endif (16|M0)                        L2224                                
L2224:
        else (16|M0)                         L2256                  L2256                
L2240:
        mov (16|M0)              r111.0<1>:f   r95.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r107.0<1>:f   r97.0<8;8,1>:f                   {Compacted}
L2256:
        endif (16|M0)                        L2272                                
L2272:
        mad (16|M0)              r2.0<1>:d     r125.0<8;1>:d     r6.0<0;0>:d       5:w               {$7.src}
        cmp (16|M0)   (ne)f0.1   null<1>:d     r113.0<8;8,1>:d   0:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@2}
        mov (16|M0)              r7.0<1>:f     r111.0<8;8,1>:f                  {Compacted,@6}
        mov (16|M0)              r9.0<1>:f     r107.0<8;8,1>:f                  {Compacted,@6}
        send.dc1 (16|M0)         null     r2      r7      0x100            0x04025C03           {@1,$8} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (16|M0)                           L2560                  L2576                
L2376:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r113.0<8;8,1>:ud  0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f0.0) if (16|M0)                           L2472                  L2528                
L2424:
        add (16|M0)              r2.0<1>:d     r113.0<8;8,1>:d   -32:w               {Compacted,$8.src}
        mov (16|M0)              r107.0<1>:f   0.0:f                               {Compacted}
        shr (16|M0)              r111.0<1>:d   r97.0<8;8,1>:ud   r2.0<8;8,1>:d    {@2}
        else (16|M0)                         L2528                  L2528                
L2472:
        add (16|M0)              r2.0<1>:d     -r113.0<8;8,1>:d  32:w               {Compacted,$8.src}
        shr (16|M0)              r4.0<1>:d     r95.0<8;8,1>:ud   r113.0<8;8,1>:d 
        shl (16|M0)              r2.0<1>:d     r97.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        shr (16|M0)              r107.0<1>:d   r97.0<8;8,1>:ud   r113.0<8;8,1>:d 
        or (16|M0)               r111.0<1>:d   r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}
L2528:
        endif (16|M0)                        L2544                                
L2544:
        else (16|M0)                         L2576                  L2576                
L2560:
        mov (16|M0)              r111.0<1>:f   r95.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r107.0<1>:f   r97.0<8;8,1>:f                   {Compacted}
L2576:
        endif (16|M0)                        L2592                                
L2592:
        mul (8|M0)               acc0.0<1>:ud  r123.0<8;8,1>:ud  r97.0<2;1,0>:uw 
        mach (8|M0)              r11.0<1>:ud   r123.0<8;8,1>:ud  r97.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r95.0<8;8,1>:ud   r121.0<8;8,1>:ud
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r124.0<8;8,1>:ud  r98.0<2;1,0>:uw 
        mach (8|M8)              r12.0<1>:ud   r124.0<8;8,1>:ud  r98.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r95.0<8;8,1>:ud   r121.0<8;8,1>:ud
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r121.0<8;8,1>:ud  r97.0<2;1,0>:uw 
        mach (8|M0)              r19.0<1>:ud   r121.0<8;8,1>:ud  r97.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r97.0<8;8,1>:d    r123.0<8;8,1>:d 
        mov (8|M0)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r122.0<8;8,1>:ud  r98.0<2;1,0>:uw 
        mach (8|M8)              r20.0<1>:ud   r122.0<8;8,1>:ud  r98.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r15.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r123.0<8;8,1>:ud  r95.0<2;1,0>:uw 
        mach (8|M0)              r27.0<1>:ud   r123.0<8;8,1>:ud  r95.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r23.0<1>:f    r21.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M0)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r124.0<8;8,1>:ud  r96.0<2;1,0>:uw 
        mach (8|M8)              r28.0<1>:ud   r124.0<8;8,1>:ud  r96.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r25.0<1>:f    r19.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r121.0<8;8,1>:ud  r95.0<2;1,0>:uw 
        mov (16|M0)              r31.0<1>:f    r29.0<8;8,1>:f                   {Compacted,@2}
        mach (8|M0)              r35.0<1>:d    r121.0<8;8,1>:ud  r95.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r122.0<8;8,1>:ud  r96.0<2;1,0>:uw 
        mach (8|M8)              r36.0<1>:d    r122.0<8;8,1>:ud  r96.0<8;8,1>:ud  {AccWrEn}
        addc (8|M0)              r39.0<1>:ud   r31.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
        mov (16|M0)              r37.0<1>:f    r35.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r40.0<1>:ud   r32.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r33.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r45.0<1>:ud   r39.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
        add (8|M0)               r42.0<1>:ud   r41.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted,@5}
        mov (8|M0)               r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r46.0<1>:ud   r40.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn,@6}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r97.0<8;8,1>:d    r123.0<8;8,1>:d 
        mov (8|M8)               r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r51.0<1>:ud   r33.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r97.0<8;8,1>:d    r123.0<8;8,1>:d 
        add (8|M8)               r43.0<1>:ud   r44.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@7}
        add (8|M0)               r48.0<1>:ud   r47.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M0)               r53.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r52.0<1>:ud   r34.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r69.0<1>:hf   -qnan(0x1FF):hf                             
        add (8|M8)               r49.0<1>:ud   r50.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted,@5}
        mov (8|M8)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r57.0<1>:ud   r51.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn,Compacted,@6}
(W)     mov (1|M0)               r72.0<1>:f    0.0:f                               {Compacted}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r97.0<8;8,1>:ud   r123.0<8;8,1>:ud
(f1.1)  sel (16|M0)              r70.0<1>:d    r69.0<0;1,0>:w    0:w               {@6}
        mov (8|M0)               r59.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r58.0<1>:ud   r52.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn,@7}
(f1.0)  sel (16|M0)              r86.0<1>:d    r69.0<0;1,0>:w    0:w              
        mov (8|M8)               r62.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r73.0<1>:ud   r72.0<0;1,0>:ud   r70.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
        mad (16|M0)              r2.0<1>:d     r125.0<8;1>:d     r6.0<0;0>:d       6:w               {$8.src}
        mov (8|M0)               r75.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r74.0<1>:ud   r72.0<0;1,0>:ud   r71.0<8;8,1>:ud  {AccWrEn}
(W)     shl (1|M0)               r79.0<1>:d    r6.0<0;1,0>:d     3:w               {Compacted}
        mov (8|M8)               r78.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r88.0<1>:ud   r72.0<0;1,0>:ud   r86.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        mov (16|M0)              r17.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@7}
        mov (8|M0)               r90.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r89.0<1>:ud   r72.0<0;1,0>:ud   r87.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r7.0<1>:f     r111.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r9.0<1>:f     r107.0<8;8,1>:f                  {Compacted}
        add (16|M0)              r80.0<1>:d    r79.0<0;1,0>:d    r125.0<8;8,1>:d  {Compacted,@7}
        add (8|M0)               r54.0<1>:ud   r53.0<8;8,1>:ud   r17.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r55.0<1>:ud   r56.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r93.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        send.dc1 (16|M0)         null     r2      r7      0x100            0x04025C03           {@5,$9} // wr:2+4, rd:0; untyped surface write with xy
        mad (16|M0)              r63.0<1>:d    r125.0<8;1>:d     r6.0<0;0>:d       7:w              
        mad (16|M0)              r2.0<1>:d     r125.0<8;1>:d     r6.0<0;0>:d       9:w               {$9.src}
        add (8|M0)               r76.0<1>:ud   -r75.0<8;8,1>:ud  -r70.0<8;8,1>:ud {Compacted}
        add (8|M8)               r77.0<1>:ud   -r78.0<8;8,1>:ud  -r71.0<8;8,1>:ud {Compacted}
        add (8|M0)               r91.0<1>:ud   -r90.0<8;8,1>:ud  -r86.0<8;8,1>:ud {Compacted}
        add (8|M0)               r60.0<1>:ud   r59.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r61.0<1>:ud   r62.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r92.0<1>:ud   -r93.0<8;8,1>:ud  -r87.0<8;8,1>:ud {Compacted,@7}
        shl (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    3:w               {Compacted}
        shl (16|M0)              r63.0<1>:d    r63.0<8;8,1>:d    3:w               {Compacted,@7}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@7}
        mov (16|M0)              r65.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r82.0<1>:f    r73.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:f     r88.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r84.0<1>:f    r76.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r67.0<1>:f    r60.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r6.0<1>:f     r91.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r63     r65     0x100            0x04025C03           {@2,$10} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r80     r82     0x100            0x04025C03           {@3,$11} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r2      r4      0x100            0x04025C03           {@1,$12} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r94.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r8       r94     null    0x0            0x0219E000           {$13} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$13.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L3696:
