L0:
(W)     mov (8|M0)               r122.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r122.2<0;1,0>:uw {@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.3<0;1,0>:d     r122.1<0;1,0>:d 
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r94.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r92.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r94.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r92.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r80      r12     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r88      r12     null    0x0            0x04405C01           {$1} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r76      r14     null    0x0            0x04405C00           {@1,$2} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r84      r14     null    0x0            0x04405C01           {$3} // wr:2+0, rd:4; untyped surface read with xy
(W)     shl (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     1:w               {Compacted}
        shl (16|M0)              r58.0<1>:d    r94.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r54.0<1>:d    r3.0<0;1,0>:d     r94.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r56.0<1>:d    r3.0<0;1,0>:d     r92.0<8;8,1>:d   {Compacted}
        add (16|M16)             r52.0<1>:d    r9.0<0;1,0>:d     r92.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r60.0<1>:d    r92.0<8;8,1>:d    2:w               {Compacted}
        send.dc1 (16|M0)         r120     r58     null    0x0            0x04205E02           {@5,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r124     r60     null    0x0            0x04205E02           {@1,$5} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    3:w               {Compacted,@4}
        shl (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    3:w               {Compacted,@4}
        shl (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    3:w               {Compacted,@4}
        sync.nop                             null                             {Compacted,$1.dst}
        addc (8|M0)              r16.0<1>:ud   r80.0<8;8,1>:ud   r88.0<8;8,1>:ud  {AccWrEn,Compacted,$0.dst}
        add (8|M0)               r44.0<1>:ud   r82.0<8;8,1>:ud   r90.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r81.0<8;8,1>:ud   r89.0<8;8,1>:ud  {AccWrEn}
        sync.nop                             null                             {Compacted,$3.dst}
        add (8|M16)              r46.0<1>:ud   r78.0<8;8,1>:ud   r86.0<8;8,1>:ud  {Compacted,$2.dst}
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r18.0<1>:ud   r76.0<8;8,1>:ud   r84.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r50.0<1>:ud   r78.0<8;8,1>:ud   -r86.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r19.0<1>:ud   r77.0<8;8,1>:ud   r85.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r46.0<1>:ud   r2.0<8;8,1>:ud    r46.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r10.0<1>:ud   r80.0<8;8,1>:ud   r88.0<8;8,1>:ud  {AccWrEn,Compacted}
        asr (16|M0)              r2.0<1>:d     r82.0<8;8,1>:d    31:w               {Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r11.0<1>:ud   r81.0<8;8,1>:ud   r89.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r45.0<1>:ud   r83.0<8;8,1>:ud   r91.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r24.0<1>:ud   r76.0<8;8,1>:ud   r84.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r48.0<1>:ud   r82.0<8;8,1>:ud   -r90.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r25.0<1>:ud   r77.0<8;8,1>:ud   r85.0<8;8,1>:ud  {AccWrEn}
        add (8|M24)              r47.0<1>:ud   r79.0<8;8,1>:ud   r87.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r80.0<8;8,1>:ud   r88.0<2;1,0>:uw 
        mach (8|M0)              r30.0<1>:ud   r80.0<8;8,1>:ud   r88.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M16)              r50.0<1>:ud   -r26.0<8;8,1>:ud  r50.0<8;8,1>:ud  {Compacted,@6}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r81.0<8;8,1>:ud   r89.0<2;1,0>:uw 
        mach (8|M8)              r31.0<1>:ud   r81.0<8;8,1>:ud   r89.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r26.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r80.0<8;8,1>:ud   r90.0<2;1,0>:uw 
        mach (8|M0)              r34.0<1>:d    r80.0<8;8,1>:ud   r90.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r81.0<8;8,1>:ud   r91.0<2;1,0>:uw 
        mach (8|M8)              r35.0<1>:d    r81.0<8;8,1>:ud   r91.0<8;8,1>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r88.0<8;8,1>:ud   r82.0<2;1,0>:uw 
        add (16|M0)              r36.0<1>:d    r30.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@2}
        mach (8|M0)              r34.0<1>:d    r88.0<8;8,1>:ud   r82.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r89.0<8;8,1>:ud   r83.0<2;1,0>:uw 
        mach (8|M8)              r35.0<1>:d    r89.0<8;8,1>:ud   r83.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r76.0<8;8,1>:ud   r84.0<2;1,0>:uw 
        mach (8|M16)             r38.0<1>:ud   r76.0<8;8,1>:ud   r84.0<8;8,1>:ud  {AccWrEn}
        xor (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     r80.0<8;8,1>:d   {Compacted}
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r77.0<8;8,1>:ud   r85.0<2;1,0>:uw 
        mach (8|M24)             r39.0<1>:ud   r77.0<8;8,1>:ud   r85.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r44.0<1>:ud   r6.0<8;8,1>:ud    r44.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r76.0<8;8,1>:ud   r86.0<2;1,0>:uw 
        mach (8|M16)             r42.0<1>:d    r76.0<8;8,1>:ud   r86.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r77.0<8;8,1>:ud   r87.0<2;1,0>:uw 
        mach (8|M24)             r43.0<1>:d    r77.0<8;8,1>:ud   r87.0<8;8,1>:d  
(W)     mul (8|M16)              acc0.0<1>:d   r84.0<8;8,1>:ud   r78.0<2;1,0>:uw 
        mov (16|M0)              r66.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r45.0<1>:ud   r4.0<8;8,1>:ud    r45.0<8;8,1>:ud  {Compacted}
        add (16|M16)             r30.0<1>:d    r38.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@4}
        asr (16|M16)             r16.0<1>:d    r78.0<8;8,1>:d    31:w               {Compacted}
        mach (8|M16)             r42.0<1>:d    r84.0<8;8,1>:ud   r78.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r85.0<8;8,1>:ud   r79.0<2;1,0>:uw 
        add (8|M8)               r49.0<1>:ud   r83.0<8;8,1>:ud   -r91.0<8;8,1>:ud {Compacted}
        add (8|M24)              r51.0<1>:ud   r79.0<8;8,1>:ud   -r87.0<8;8,1>:ud {Compacted}
        add (8|M0)               r48.0<1>:ud   -r20.0<8;8,1>:ud  r48.0<8;8,1>:ud  {Compacted}
        add (8|M24)              r47.0<1>:ud   r8.0<8;8,1>:ud    r47.0<8;8,1>:ud  {Compacted}
        add (16|M0)              r38.0<1>:d    r9.0<0;1,0>:d     r94.0<8;8,1>:d   {Compacted}
        mach (8|M24)             r43.0<1>:d    r85.0<8;8,1>:ud   r79.0<8;8,1>:d  
        mov (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        subb (8|M0)              r18.0<1>:ud   r10.0<8;8,1>:ud   r2.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M0)              r68.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r70.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r49.0<1>:ud   -r22.0<8;8,1>:ud  r49.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r51.0<1>:ud   -r28.0<8;8,1>:ud  r51.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        xor (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r22.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@7}
        subb (8|M8)              r19.0<1>:ud   r11.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn}
        send.dc1 (16|M0)         null     r12     r66     0x100            0x04025C03           {@7,$6} // wr:2+4, rd:0; untyped surface write with xy
        add (16|M0)              r64.0<1>:d    r36.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    3:w               {Compacted}
        add (16|M16)             r6.0<1>:d     r30.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}
        asr (16|M0)              r12.0<1>:d    r90.0<8;8,1>:d    31:w               {Compacted,$6.src}
        send.dc1 (16|M16)        null     r14     r20     0x100            0x04025C03           {@6,$7} // wr:2+4, rd:0; untyped surface write with xy
        mov (16|M0)              r62.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r4.0<1>:f     r40.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r28.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r72.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$7.src}
        subb (8|M16)             r20.0<1>:ud   r24.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}
        send.dc1 (16|M0)         null     r38     r26     0x100            0x04025C03           {@4,$8} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r52     r70     0x100            0x04025C03           {@3,$9} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r54     r62     0x100            0x04025C03           {@6,$10} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r56     r4      0x100            0x04025C03           {@5,$11} // wr:2+4, rd:0; untyped surface write with xy
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$11.src}
        xor (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@7}
        subb (8|M24)             r21.0<1>:ud   r25.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        asr (16|M0)              r26.0<1>:d    r90.0<8;8,1>:d    31:w               {Compacted,$8.src}
        asr (16|M16)             r28.0<1>:d    r86.0<8;8,1>:d    31:w               {Compacted}
        asr (16|M0)              r6.0<1>:d     r82.0<8;8,1>:d    31:w               {Compacted}
        mov (8|M24)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r32.0<1>:ud   r4.0<8;8,1>:ud    r12.0<8;8,1>:ud  {AccWrEn,Compacted,@6}
        xor (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    r90.0<8;8,1>:d   {Compacted,@5}
        xor (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted,@5}
        xor (16|M0)              r10.0<1>:d    r6.0<8;8,1>:d     r82.0<8;8,1>:d   {Compacted,@5}
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r33.0<1>:ud   r5.0<8;8,1>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r40.0<1>:ud   r36.0<8;8,1>:ud   -r26.0<8;8,1>:ud {Compacted,@5}
        add (8|M0)               r24.0<1>:ud   r10.0<8;8,1>:ud   -r6.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M8)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r44.0<1>:ud   r34.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,@7}
        asr (16|M16)             r48.0<1>:d    r78.0<8;8,1>:d    31:w               {Compacted}
        asr (16|M16)             r50.0<1>:d    r86.0<8;8,1>:d    31:w               {Compacted}
        add (8|M0)               r40.0<1>:ud   -r38.0<8;8,1>:ud  r40.0<8;8,1>:ud  {Compacted,@6}
        add (8|M0)               r24.0<1>:ud   -r8.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted,@6}
        mov (8|M16)              r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r45.0<1>:ud   r35.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r41.0<1>:ud   r37.0<8;8,1>:ud   -r27.0<8;8,1>:ud {Compacted}
        add (8|M8)               r25.0<1>:ud   r11.0<8;8,1>:ud   -r7.0<8;8,1>:ud  {Compacted}
        sync.nop                             null                             {Compacted,$9.src}
        xor (16|M16)             r52.0<1>:d    r48.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted,@7}
        sync.nop                             null                             {Compacted,$10.src}
        xor (16|M16)             r54.0<1>:d    r50.0<8;8,1>:d    r86.0<8;8,1>:d   {Compacted,@7}
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   r24.0<2;1,0>:uw  {@7}
        add (8|M8)               r41.0<1>:ud   -r42.0<8;8,1>:ud  r41.0<8;8,1>:ud  {Compacted,@6}
        add (8|M8)               r25.0<1>:ud   -r14.0<8;8,1>:ud  r25.0<8;8,1>:ud  {Compacted,@6}
        mach (8|M0)              r10.0<1>:ud   r40.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M16)              r38.0<1>:ud   r52.0<8;8,1>:ud   -r48.0<8;8,1>:ud {Compacted,@7}
        add (8|M16)              r34.0<1>:ud   r54.0<8;8,1>:ud   -r50.0<8;8,1>:ud {Compacted,@7}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r41.0<8;8,1>:ud   r25.0<2;1,0>:uw  {@5}
        add (8|M16)              r38.0<1>:ud   -r22.0<8;8,1>:ud  r38.0<8;8,1>:ud  {Compacted,@4}
        add (8|M16)              r34.0<1>:ud   -r46.0<8;8,1>:ud  r34.0<8;8,1>:ud  {Compacted,@4}
        mach (8|M8)              r11.0<1>:ud   r41.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        add (8|M24)              r39.0<1>:ud   r53.0<8;8,1>:ud   -r49.0<8;8,1>:ud {Compacted}
        add (8|M24)              r35.0<1>:ud   r55.0<8;8,1>:ud   -r51.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r34.0<8;8,1>:ud   r38.0<2;1,0>:uw  {@5}
        add (8|M24)              r39.0<1>:ud   -r30.0<8;8,1>:ud  r39.0<8;8,1>:ud  {Compacted,@4}
        add (8|M24)              r35.0<1>:ud   -r4.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted,@4}
        mach (8|M16)             r22.0<1>:ud   r34.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}
        xor (16|M0)              r106.0<1>:d   r12.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mov (8|M16)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r35.0<8;8,1>:ud   r39.0<2;1,0>:uw  {@4}
        mach (8|M24)             r23.0<1>:ud   r35.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}
        xor (16|M0)              r100.0<1>:d   r26.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        mov (8|M24)              r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r32.0<8;8,1>:ud   r24.0<2;1,0>:uw 
        mach (8|M0)              r2.0<1>:ud    r32.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (16|M16)             r102.0<1>:d   r28.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r33.0<8;8,1>:ud   r25.0<2;1,0>:uw 
        mach (8|M8)              r3.0<1>:ud    r33.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        xor (16|M16)             r98.0<1>:d    r50.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r44.0<8;8,1>:ud   r38.0<2;1,0>:uw 
        mach (8|M16)             r12.0<1>:ud   r44.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r102.0<8;8,1>:d   0:w               {@7}
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r45.0<8;8,1>:ud   r39.0<2;1,0>:uw 
        mach (8|M24)             r13.0<1>:ud   r45.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M16)  (eq)f1.0   null<1>:d     r98.0<8;8,1>:d    0:w               {@7}
        mov (8|M24)              r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   r18.0<2;1,0>:uw 
        mach (8|M0)              r26.0<1>:ud   r40.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r50.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r41.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M8)              r27.0<1>:ud   r41.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w              
        mov (8|M8)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r34.0<8;8,1>:ud   r20.0<2;1,0>:uw 
        mach (8|M16)             r24.0<1>:ud   r34.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r46.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r35.0<8;8,1>:ud   r21.0<2;1,0>:uw 
        mach (8|M24)             r25.0<1>:ud   r35.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r34.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (8|M24)              r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r32.0<8;8,1>:ud   r18.0<2;1,0>:uw 
        mach (8|M0)              r36.0<1>:ud   r32.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r56.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@5}
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r33.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M8)              r37.0<1>:ud   r33.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r44.0<8;8,1>:ud   r20.0<2;1,0>:uw 
        mach (8|M16)             r40.0<1>:ud   r44.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r54.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@5}
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r45.0<8;8,1>:ud   r21.0<2;1,0>:uw 
        mach (8|M24)             r41.0<1>:ud   r45.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r36.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (8|M24)              r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r28.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@4}
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r49.0<1>:ud   r47.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r44.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r52.0<1>:ud   r18.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r34.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r53.0<1>:ud   r19.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r46.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r114.0<1>:ud  r48.0<8;8,1>:ud   r54.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r50.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r115.0<1>:ud  r49.0<8;8,1>:ud   r55.0<8;8,1>:ud  {AccWrEn}
        sync.nop                             null                             {Compacted,$4.src}
        add (8|M16)              r58.0<1>:ud   r6.0<8;8,1>:ud    r50.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r112.0<1>:ud  r52.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r18.0<1>:ud   r8.0<8;8,1>:ud    r36.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r113.0<1>:ud  r53.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r14.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r12.0<1>:ud   r44.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r19.0<1>:ud   r32.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r45.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r40.0<1>:ud   r16.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r10.0<1>:ud   r56.0<8;8,1>:ud   r46.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r41.0<1>:ud   r30.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted,@6}
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r11.0<1>:ud   r57.0<8;8,1>:ud   r47.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                             
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r96.0<1>:ud   r12.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        mov (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        add (8|M24)              r59.0<1>:ud   r20.0<8;8,1>:ud   r51.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M16)              r20.0<1>:ud   r2.0<8;8,1>:ud    r58.0<8;8,1>:ud  {Compacted}
        addc (8|M8)              r97.0<1>:ud   r13.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn,@7}
(f1.0)  sel (16|M16)             r5.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw              {@7}
(f0.0)  sel (16|M16)             r7.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw             
        add (8|M24)              r21.0<1>:ud   r4.0<8;8,1>:ud    r59.0<8;8,1>:ud  {Compacted,@6}
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r104.0<1>:ud  r10.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,@6}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r100.0<8;8,1>:d   0:w              
        and (16|M16)  (ne)f1.0   null<1>:uw    r5.0<16;16,1>:uw  r7.0<16;16,1>:uw {@5}
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r105.0<1>:ud  r11.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,@6}
        add (8|M0)               r12.0<1>:ud   r6.0<8;8,1>:ud    r14.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r30.0<1>:ud   r16.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}
        add (8|M24)              r31.0<1>:ud   r18.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r13.0<1>:ud   r8.0<8;8,1>:ud    r15.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r118.0<1>:f   r38.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r116.0<1>:f   r42.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r110.0<1>:ud  r22.0<8;8,1>:ud   r12.0<8;8,1>:ud  {Compacted,@7}
        add (8|M16)              r108.0<1>:ud  r28.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r111.0<1>:ud  r24.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted,@6}
        add (8|M24)              r109.0<1>:ud  r2.0<8;8,1>:ud    r31.0<8;8,1>:ud  {Compacted,@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L3408                  L3408                
L3120:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r118.0<8;8,1>:d   0:w               {Compacted,@7}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r116.0<8;8,1>:d   0:w               {@7}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r114.0<8;8,1>:d   0:w              
        xor (16|M0)              r2.0<1>:d     r96.0<8;8,1>:d    r106.0<8;8,1>:d  {Compacted}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r112.0<8;8,1>:d   0:w              
(f0.0)  sel (16|M0)              r12.0<1>:d    r106.0<8;8,1>:d   0:w               {Compacted}
        subb (8|M0)              r96.0<1>:ud   r2.0<8;8,1>:ud    r12.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        xor (16|M16)             r4.0<1>:d     r104.0<8;8,1>:d   r102.0<8;8,1>:d  {Compacted}
(f0.0)  sel (16|M16)             r14.0<1>:d    r102.0<8;8,1>:d   0:w              
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r97.0<1>:ud   r3.0<8;8,1>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        xor (16|M0)              r6.0<1>:d     r110.0<8;8,1>:d   r100.0<8;8,1>:d  {Compacted}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r104.0<1>:ud  r4.0<8;8,1>:ud    r14.0<8;8,1>:ud  {AccWrEn,@5}
        xor (16|M16)             r10.0<1>:d    r108.0<8;8,1>:d   r98.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r16.0<1>:d    r100.0<8;8,1>:d   0:w               {Compacted}
(f0.0)  sel (16|M16)             r18.0<1>:d    r98.0<8;8,1>:d    0:w              
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r105.0<1>:ud  r5.0<8;8,1>:ud    r15.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r110.0<1>:ud  r6.0<8;8,1>:ud    -r16.0<8;8,1>:ud {Compacted,@4}
        add (8|M8)               r111.0<1>:ud  r7.0<8;8,1>:ud    -r17.0<8;8,1>:ud {Compacted}
        add (8|M16)              r108.0<1>:ud  r10.0<8;8,1>:ud   -r18.0<8;8,1>:ud {Compacted,@5}
        add (8|M24)              r109.0<1>:ud  r11.0<8;8,1>:ud   -r19.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r110.0<1>:ud  -r8.0<8;8,1>:ud   r110.0<8;8,1>:ud {Compacted,@5}
        add (8|M8)               r111.0<1>:ud  -r20.0<8;8,1>:ud  r111.0<8;8,1>:ud {Compacted,@5}
        add (8|M16)              r108.0<1>:ud  -r22.0<8;8,1>:ud  r108.0<8;8,1>:ud {Compacted,@5}
        add (8|M24)              r109.0<1>:ud  -r24.0<8;8,1>:ud  r109.0<8;8,1>:ud {Compacted,@4}
L3408:
        endif (32|M0)                        L3424                                
L3424:
        mad (16|M0)              r2.0<1>:d     r94.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M16)             r4.0<1>:d     r92.0<8;1>:d      r9.0<0;0>:d       3:w              
        and (16|M0)   (ne)f1.0   r18.0<1>:d    r120.0<8;8,1>:d   63:w               {$4.dst}
        and (16|M16)  (ne)f1.0   r126.0<1>:d   r124.0<8;8,1>:d   63:w               {$5.dst}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@4}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     3:w               {Compacted,@4}
        mov (16|M0)              r10.0<1>:f    r96.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:f    r104.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r12.0<1>:f    r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r16.0<1>:f    r108.0<8;8,1>:f                  {Compacted,@7}
        send.dc1 (16|M0)         null     r2      r10     0x100            0x04025C03           {@2,$12} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r4      r14     0x100            0x04025C03           {@1,$13} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L3856                  L3888                
L3600:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x20:uw              {@7}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r126.0<8;8,1>:ud  0x20:uw              {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f0.0) if (32|M0)                           L3728                  L3824                
L3664:
        add (16|M0)              r2.0<1>:d     r18.0<8;8,1>:d    -32:w               {Compacted,$12.src}
        add (16|M16)             r4.0<1>:d     r126.0<8;8,1>:d   -32:w               {Compacted,$13.src}
        mov (16|M0)              r22.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r20.0<1>:f    0.0:f                               {Compacted}
        shl (16|M0)              r26.0<1>:d    r80.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M16)             r24.0<1>:d    r76.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        else (32|M0)                         L3824                  L3824                
L3728:
        add (16|M0)              r2.0<1>:d     -r18.0<8;8,1>:d   32:w               {Compacted,$12.src}
        add (16|M16)             r4.0<1>:d     -r126.0<8;8,1>:d  32:w               {Compacted,$13.src}
        shl (16|M0)              r6.0<1>:d     r82.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r10.0<1>:d    r78.0<8;8,1>:d    r126.0<8;8,1>:d  {Compacted}
        shr (16|M0)              r2.0<1>:d     r80.0<8;8,1>:ud   r2.0<8;8,1>:d    {@4}
        shr (16|M16)             r4.0<1>:d     r76.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}
        shl (16|M0)              r22.0<1>:d    r80.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r20.0<1>:d    r76.0<8;8,1>:d    r126.0<8;8,1>:d  {Compacted}
        or (16|M0)               r26.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@4}
        or (16|M16)              r24.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
L3824:
        endif (32|M0)                        L3840                                
L3840:
        else (32|M0)                         L3888                  L3888                
L3856:
        mov (16|M0)              r22.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r26.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
L3888:
        endif (32|M0)                        L3904                                
L3904:
(W)     shl (1|M0)               r2.0<1>:d     r9.0<0;1,0>:d     2:w               {Compacted,$12.src}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r18.0<8;8,1>:d    0:w              
        sync.nop                             null                             {Compacted,$13.src}
        add (16|M0)              r4.0<1>:d     r2.0<0;1,0>:d     r94.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r6.0<1>:d     r2.0<0;1,0>:d     r92.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r126.0<8;8,1>:d   0:w              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     3:w               {Compacted,@3}
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     3:w               {Compacted,@3}
        mov (16|M0)              r10.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r4      r10     0x100            0x04025C03           {@2,$14} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r6      r14     0x100            0x04025C03           {@1,$15} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L4336                  L4368                
L4080:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r126.0<8;8,1>:ud  0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f0.0) if (32|M0)                           L4208                  L4304                
L4144:
        add (16|M0)              r2.0<1>:d     r18.0<8;8,1>:d    -32:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r126.0<8;8,1>:d   -32:w               {Compacted,$14.src}
        asr (16|M0)              r26.0<1>:d    r82.0<8;8,1>:d    31:w               {Compacted}
        asr (16|M16)             r24.0<1>:d    r78.0<8;8,1>:d    31:w               {Compacted}
        asr (16|M0)              r22.0<1>:d    r82.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        asr (16|M16)             r20.0<1>:d    r78.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        else (32|M0)                         L4304                  L4304                
L4208:
        add (16|M0)              r2.0<1>:d     -r18.0<8;8,1>:d   32:w               {Compacted}
        add (16|M16)             r4.0<1>:d     -r126.0<8;8,1>:d  32:w               {Compacted,$14.src}
        shr (16|M0)              r6.0<1>:d     r80.0<8;8,1>:ud   r18.0<8;8,1>:d   {$15.src}
        shr (16|M16)             r10.0<1>:d    r76.0<8;8,1>:ud   r126.0<8;8,1>:d 
        shl (16|M0)              r2.0<1>:d     r82.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M16)             r4.0<1>:d     r78.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        asr (16|M0)              r26.0<1>:d    r82.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        asr (16|M16)             r24.0<1>:d    r78.0<8;8,1>:d    r126.0<8;8,1>:d  {Compacted}
        or (16|M0)               r22.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@4}
        or (16|M16)              r20.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
L4304:
        endif (32|M0)                        L4320                                
L4320:
        else (32|M0)                         L4368                  L4368                
L4336:
        mov (16|M0)              r22.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r26.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
L4368:
        endif (32|M0)                        L4384                                
L4384:
        mad (16|M0)              r2.0<1>:d     r94.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M16)             r4.0<1>:d     r92.0<8;1>:d      r9.0<0;0>:d       5:w               {$14.src}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r18.0<8;8,1>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r126.0<8;8,1>:d   0:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@4}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     3:w               {Compacted,@4}
        mov (16|M0)              r10.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@7}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r12.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r16.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r2      r10     0x100            0x04025C03           {@2,$0} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r4      r14     0x100            0x04025C03           {@1,$1} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L4856                  L4888                
L4568:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r126.0<8;8,1>:ud  0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f0.0) if (32|M0)                           L4712                  L4824                
L4632:
        add (16|M0)              r2.0<1>:d     r18.0<8;8,1>:d    -32:w               {Compacted,$0.src}
        add (16|M16)             r4.0<1>:d     r126.0<8;8,1>:d   -32:w               {Compacted,$1.src}
        mov (16|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r24.0<1>:f    0.0:f                               {Compacted}
        shr (16|M0)              r22.0<1>:d    r82.0<8;8,1>:ud   r2.0<8;8,1>:d    {@4}
        shr (16|M16)             r20.0<1>:d    r78.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}
        else (32|M0)                         L4824                  L4824                
L4712:
        add (16|M0)              r2.0<1>:d     -r18.0<8;8,1>:d   32:w               {Compacted,$0.src}
        add (16|M16)             r4.0<1>:d     -r126.0<8;8,1>:d  32:w               {Compacted,$1.src}
        shr (16|M0)              r6.0<1>:d     r80.0<8;8,1>:ud   r18.0<8;8,1>:d  
        shr (16|M16)             r10.0<1>:d    r76.0<8;8,1>:ud   r126.0<8;8,1>:d 
        shl (16|M0)              r2.0<1>:d     r82.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M16)             r4.0<1>:d     r78.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        shr (16|M0)              r26.0<1>:d    r82.0<8;8,1>:ud   r18.0<8;8,1>:d  
        shr (16|M16)             r24.0<1>:d    r78.0<8;8,1>:ud   r126.0<8;8,1>:d 
        or (16|M0)               r22.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@4}
        or (16|M16)              r20.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
L4824:
        endif (32|M0)                        L4840                                
L4840:
        else (32|M0)                         L4888                  L4888                
L4856:
        mov (16|M0)              r22.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r26.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
L4888:
        endif (32|M0)                        L4904                                
L4904:
        mul (8|M0)               acc0.0<1>:ud  r90.0<8;8,1>:ud   r82.0<2;1,0>:uw 
        mach (8|M0)              r6.0<1>:ud    r90.0<8;8,1>:ud   r82.0<8;8,1>:ud  {AccWrEn,Compacted}
        mad (16|M0)              r2.0<1>:d     r94.0<8;1>:d      r9.0<0;0>:d       6:w               {$0.src}
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r91.0<8;8,1>:ud   r83.0<2;1,0>:uw 
        mach (8|M8)              r7.0<1>:ud    r91.0<8;8,1>:ud   r83.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted,@4}
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r86.0<8;8,1>:ud   r78.0<2;1,0>:uw 
        mov (16|M0)              r10.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:f    r24.0<8;8,1>:f                   {Compacted,$1.src}
        mach (8|M16)             r24.0<1>:ud   r86.0<8;8,1>:ud   r78.0<8;8,1>:ud  {AccWrEn}
        send.dc1 (16|M0)         null     r2      r10     0x100            0x04025C03           {@3,$2} // wr:2+4, rd:0; untyped surface write with xy
        mov (8|M16)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted,$2.src}
        mul (8|M24)              acc0.0<1>:ud  r87.0<8;8,1>:ud   r79.0<2;1,0>:uw 
        mad (16|M16)             r4.0<1>:d     r92.0<8;1>:d      r9.0<0;0>:d       6:w              
        mach (8|M24)             r25.0<1>:ud   r87.0<8;8,1>:ud   r79.0<8;8,1>:ud  {AccWrEn}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     3:w               {Compacted,@2}
        mov (8|M24)              r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r88.0<8;8,1>:ud   r82.0<2;1,0>:uw 
        mov (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r12.0<1>:ud   r88.0<8;8,1>:ud   r82.0<8;8,1>:ud  {AccWrEn,Compacted}
        send.dc1 (16|M16)        null     r4      r14     0x100            0x04025C03           {@2,$3} // wr:2+4, rd:0; untyped surface write with xy
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$3.src}
        mul (8|M8)               acc0.0<1>:ud  r89.0<8;8,1>:ud   r83.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:ud   r89.0<8;8,1>:ud   r83.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r20.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r84.0<8;8,1>:ud   r78.0<2;1,0>:uw 
        mach (8|M16)             r18.0<1>:ud   r84.0<8;8,1>:ud   r78.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@7}
        mov (8|M16)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r85.0<8;8,1>:ud   r79.0<2;1,0>:uw 
        mach (8|M24)             r19.0<1>:ud   r85.0<8;8,1>:ud   r79.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r22.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r90.0<8;8,1>:ud   r80.0<2;1,0>:uw 
        mach (8|M0)              r28.0<1>:ud   r90.0<8;8,1>:ud   r80.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r6.0<1>:f     r14.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r91.0<8;8,1>:ud   r81.0<2;1,0>:uw 
        mach (8|M8)              r29.0<1>:ud   r91.0<8;8,1>:ud   r81.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r10.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r86.0<8;8,1>:ud   r76.0<2;1,0>:uw 
        mach (8|M16)             r32.0<1>:ud   r86.0<8;8,1>:ud   r76.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r24.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@7}
        mov (8|M16)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r87.0<8;8,1>:ud   r77.0<2;1,0>:uw 
        mach (8|M24)             r33.0<1>:ud   r87.0<8;8,1>:ud   r77.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r88.0<8;8,1>:ud   r80.0<2;1,0>:uw 
        mach (8|M0)              r36.0<1>:d    r88.0<8;8,1>:ud   r80.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r89.0<8;8,1>:ud   r81.0<2;1,0>:uw 
        mov (16|M0)              r12.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mach (8|M8)              r37.0<1>:d    r89.0<8;8,1>:ud   r81.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r84.0<8;8,1>:ud   r76.0<2;1,0>:uw 
        mov (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mach (8|M16)             r28.0<1>:d    r84.0<8;8,1>:ud   r76.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r85.0<8;8,1>:ud   r77.0<2;1,0>:uw 
        mov (16|M16)             r26.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mach (8|M24)             r29.0<1>:d    r85.0<8;8,1>:ud   r77.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        addc (8|M0)              r2.0<1>:ud    r12.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,Compacted,@7}
        mov (16|M0)              r14.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r3.0<1>:ud    r13.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn}
        mov (16|M16)             r38.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@6}
        mov (8|M8)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r36.0<1>:ud   r18.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,@7}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r37.0<1>:ud   r19.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r32.0<1>:ud   r8.0<8;8,1>:ud    r16.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M24)              r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r28.0<1>:ud   r2.0<8;8,1>:ud    r14.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (8|M8)               r33.0<1>:ud   r40.0<8;8,1>:ud   r17.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M0)               r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r29.0<1>:ud   r3.0<8;8,1>:ud    r15.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r44.0<1>:ud   r42.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r12.0<1>:ud   r36.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r51.0<1>:ud   r6.0<8;8,1>:ud    r33.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r13.0<1>:ud   r37.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r50.0<1>:ud   r48.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r24.0<1>:ud   r30.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r80.0<8;8,1>:ud   r88.0<8;8,1>:ud 
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r25.0<1>:ud   r31.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}
        add (8|M24)              r45.0<1>:ud   r46.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r6.0<1>:ud    r34.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn}
        add (8|M16)              r16.0<1>:ud   r8.0<8;8,1>:ud    r44.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r7.0<1>:ud    r35.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn}
        add (8|M24)              r17.0<1>:ud   r18.0<8;8,1>:ud   r45.0<8;8,1>:ud  {Compacted,@6}
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r12.0<1>:ud   r24.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r76.0<8;8,1>:ud   r84.0<8;8,1>:ud 
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r25.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r82.0<8;8,1>:d    r90.0<8;8,1>:d  
        add (8|M8)               r41.0<1>:ud   r2.0<8;8,1>:ud    r23.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r2.0<1>:ud    r6.0<8;8,1>:ud    r16.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r40.0<1>:ud   r26.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r3.0<1>:ud    r7.0<8;8,1>:ud    r17.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r80.0<8;8,1>:ud   r88.0<8;8,1>:ud 
        add (8|M24)              r29.0<1>:ud   r8.0<8;8,1>:ud    r11.0<8;8,1>:ud  {Compacted}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r78.0<8;8,1>:d    r86.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r82.0<8;8,1>:d    r90.0<8;8,1>:d  
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M16)              r28.0<1>:ud   r14.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted}
        mad (16|M0)              r10.0<1>:d    r94.0<8;1>:d      r9.0<0;0>:d       7:w              
        add (8|M8)               r27.0<1>:ud   r20.0<8;8,1>:ud   r41.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r26.0<1>:ud   r18.0<8;8,1>:ud   r40.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r15.0<1>:ud   r4.0<8;8,1>:ud    r29.0<8;8,1>:ud  {Compacted,@5}
(W)     mov (1|M0)               r4.0<1>:hf    -qnan(0x1FF):hf                             
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@5}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r76.0<8;8,1>:ud   r84.0<8;8,1>:ud 
        mov (16|M0)              r32.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r82.0<8;8,1>:d    r90.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r78.0<8;8,1>:d    r86.0<8;8,1>:d  
        mov (16|M16)             r18.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r34.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (1|M0)               r4.1<1>:f     0.0:f                               {Compacted}
(f1.0)  sel (16|M0)              r2.0<1>:d     r4.0<0;1,0>:w     0:w               {@7}
        send.dc1 (16|M0)         null     r10     r32     0x100            0x04025C03           {@3,$4} // wr:2+4, rd:0; untyped surface write with xy
        sync.nop                             null                             {Compacted,$4.src}
        subb (8|M0)              r10.0<1>:ud   r4.1<0;1,0>:ud    r2.0<8;8,1>:ud   {AccWrEn,Compacted,@1}
        mad (16|M16)             r30.0<1>:d    r92.0<8;1>:d      r9.0<0;0>:d       7:w              
        add (8|M16)              r14.0<1>:ud   r22.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r78.0<8;8,1>:d    r86.0<8;8,1>:d  
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r82.0<8;8,1>:ud   r90.0<8;8,1>:ud 
(f1.0)  sel (16|M16)             r6.0<1>:d     r4.0<0;1,0>:w     0:w              
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r11.0<1>:ud   r4.1<0;1,0>:ud    r3.0<8;8,1>:ud   {AccWrEn}
        shl (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    3:w               {Compacted,@7}
        mov (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r16.0<1>:ud   r4.1<0;1,0>:ud    r6.0<8;8,1>:ud   {AccWrEn,@6}
        send.dc1 (16|M16)        null     r30     r18     0x100            0x04025C03           {@3,$5} // wr:2+4, rd:0; untyped surface write with xy
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r78.0<8;8,1>:ud   r86.0<8;8,1>:ud 
        add (8|M0)               r12.0<1>:ud   -r8.0<8;8,1>:ud   -r2.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r13.0<1>:ud   -r14.0<8;8,1>:ud  -r3.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$5.src}
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<0;1,0>:w     0:w              
        subb (8|M24)             r17.0<1>:ud   r4.1<0;1,0>:ud    r7.0<8;8,1>:ud   {AccWrEn}
        mov (16|M0)              r28.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M24)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r10.0<1>:ud   r4.1<0;1,0>:ud    r2.0<8;8,1>:ud   {AccWrEn,Compacted,@4}
(W)     shl (1|M0)               r4.2<1>:d     r9.0<0;1,0>:d     3:w               {Compacted}
        add (8|M16)              r20.0<1>:ud   -r18.0<8;8,1>:ud  -r6.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r21.0<1>:ud   -r22.0<8;8,1>:ud  -r7.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(f0.0)  sel (16|M16)             r6.0<1>:d     r4.0<0;1,0>:w     0:w              
        subb (8|M8)              r11.0<1>:ud   r4.1<0;1,0>:ud    r3.0<8;8,1>:ud   {AccWrEn}
        add (16|M0)              r24.0<1>:d    r4.2<0;1,0>:d     r94.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r26.0<1>:d    r4.2<0;1,0>:d     r92.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r32.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r16.0<1>:ud   r4.1<0;1,0>:ud    r6.0<8;8,1>:ud   {AccWrEn,@6}
        shl (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    3:w               {Compacted,@5}
        shl (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    3:w               {Compacted,@5}
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r17.0<1>:ud   r4.1<0;1,0>:ud    r7.0<8;8,1>:ud   {AccWrEn}
        mov (16|M0)              r30.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        send.dc1 (16|M0)         null     r24     r28     0x100            0x04025C03           {@3,$6} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r26     r32     0x100            0x04025C03           {@2,$7} // wr:2+4, rd:0; untyped surface write with xy
        mad (16|M0)              r24.0<1>:d    r94.0<8;1>:d      r9.0<0;0>:d       9:w               {$6.src}
        mad (16|M16)             r26.0<1>:d    r92.0<8;1>:d      r9.0<0;0>:d       9:w               {$7.src}
        add (8|M0)               r12.0<1>:ud   -r8.0<8;8,1>:ud   -r2.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r13.0<1>:ud   -r14.0<8;8,1>:ud  -r3.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r20.0<1>:ud   -r18.0<8;8,1>:ud  -r6.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r21.0<1>:ud   -r22.0<8;8,1>:ud  -r7.0<8;8,1>:ud  {Compacted,@6}
        shl (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    3:w               {Compacted,@6}
        shl (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    3:w               {Compacted,@6}
        mov (16|M0)              r28.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r32.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r30.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r34.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@6}
        send.dc1 (16|M0)         null     r24     r28     0x100            0x04025C03           {@2,$8} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r26     r32     0x100            0x04025C03           {@1,$9} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W)     send.dc0 (8|M0)          r2       r122    null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L7104:
