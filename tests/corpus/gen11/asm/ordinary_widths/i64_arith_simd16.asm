L0:
(W)     mov (8|M0)               r48.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r48.2<0;1,0>:uw 
(W)     mach (1|M0)              r80.0<1>:d    r6.3<0;1,0>:d     r48.1<0;1,0>:d   {Compacted}
        add (16|M0)              r81.0<1>:d    r80.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M0)              r78.0<1>:d    r81.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r2.0<1>:d     r78.0<8;8,1>:d    3:w              
        add (16|M0)              r120.0<1>:d   r6.0<0;1,0>:d     r78.0<8;8,1>:d   {Compacted}
        send (16|M0)             r49:w    r2:f    0xC            0x04405C00           {NoPreempt} // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r74:w    r2:f    0xC            0x04405C01           {NoPreempt} // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   3:w              
        asr (16|M0)              r19.0<1>:d    r51.0<8;8,1>:d    31:w              
        addc (8|M0)              r4.0<1>:ud    r49.0<8;8,1>:ud   r74.0<8;8,1>:ud  {AccWrEn,Compacted}
        asr (16|M0)              r85.0<1>:d    r76.0<8;8,1>:d    31:w              
        asr (16|M0)              r89.0<1>:d    r51.0<8;8,1>:d    31:w              
        xor (16|M0)              r83.0<1>:d    r19.0<8;8,1>:d    r49.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r50.0<8;8,1>:ud   r75.0<8;8,1>:ud  {AccWrEn,Compacted}
        asr (16|M0)              r91.0<1>:d    r76.0<8;8,1>:d    31:w              
        xor (16|M0)              r23.0<1>:d    r85.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r25.0<1>:d    r89.0<8;8,1>:d    r51.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r9.0<1>:ud    r49.0<8;8,1>:ud   r74.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (16|M0)              r27.0<1>:d    r91.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r55.0<1>:d    r91.0<8;8,1>:d    r89.0<8;8,1>:d   {Compacted}
        add (8|M0)               r97.0<1>:ud   r25.0<8;8,1>:ud   -r89.0<8;8,1>:ud {Compacted}
        add (8|M8)               r98.0<1>:ud   r26.0<8;8,1>:ud   -r90.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r10.0<1>:ud   r50.0<8;8,1>:ud   r75.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r30.0<1>:ud   r27.0<8;8,1>:ud   -r91.0<8;8,1>:ud {Compacted}
        add (8|M8)               r31.0<1>:ud   r28.0<8;8,1>:ud   -r92.0<8;8,1>:ud {Compacted}
        add (8|M0)               r118.0<1>:ud  r51.0<8;8,1>:ud   -r76.0<8;8,1>:ud {Compacted}
        add (8|M8)               r119.0<1>:ud  r52.0<8;8,1>:ud   -r77.0<8;8,1>:ud {Compacted}
        xor (16|M0)   (eq)f0.1   r72.0<1>:d    r85.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r49.0<8;8,1>:ud   r74.0<2;1,0>:uw 
        mov (16|M0)              r80.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        add (8|M0)               r118.0<1>:ud  -r11.0<8;8,1>:ud  r118.0<8;8,1>:ud {Compacted}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r55.0<8;8,1>:d    0:w              
        add (8|M8)               r119.0<1>:ud  -r12.0<8;8,1>:ud  r119.0<8;8,1>:ud {Compacted}
        mach (8|M0)              r13.0<1>:ud   r49.0<8;8,1>:ud   r74.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r50.0<8;8,1>:ud   r75.0<2;1,0>:uw 
        mach (8|M8)              r14.0<1>:ud   r50.0<8;8,1>:ud   r75.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r49.0<8;8,1>:ud   r76.0<2;1,0>:uw 
        mov (16|M0)              r26.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r17.0<1>:d    r49.0<8;8,1>:ud   r76.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r50.0<8;8,1>:ud   r77.0<2;1,0>:uw 
        mach (8|M8)              r18.0<1>:d    r50.0<8;8,1>:ud   r77.0<8;8,1>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r74.0<8;8,1>:ud   r51.0<2;1,0>:uw 
        add (16|M0)              r21.0<1>:d    r13.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
        mach (8|M0)              r17.0<1>:d    r74.0<8;8,1>:ud   r51.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r75.0<8;8,1>:ud   r52.0<2;1,0>:uw 
        add (8|M0)               r13.0<1>:ud   r51.0<8;8,1>:ud   r76.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r14.0<1>:ud   r52.0<8;8,1>:ud   r77.0<8;8,1>:ud  {Compacted}
        mach (8|M8)              r18.0<1>:d    r75.0<8;8,1>:ud   r52.0<8;8,1>:d  
        subb (8|M0)              r87.0<1>:ud   r83.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r13.0<1>:ud   r7.0<8;8,1>:ud    r13.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r14.0<1>:ud   r8.0<8;8,1>:ud    r14.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r93.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r88.0<1>:ud   r84.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r82.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r97.0<1>:ud   -r93.0<8;8,1>:ud  r97.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r94.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r95.0<1>:ud   r23.0<8;8,1>:ud   r85.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     shl (1|M0)               r23.0<1>:d    r6.0<0;1,0>:d     1:w              
        mov (16|M0)              r84.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        add (8|M8)               r98.0<1>:ud   -r94.0<8;8,1>:ud  r98.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r96.0<1>:ud   r24.0<8;8,1>:ud   r86.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (16|M0)              r122.0<1>:d   r23.0<0;1,0>:d    r78.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r24.0<1>:d    r78.0<8;8,1>:d    2:w              
        add (8|M0)               r30.0<1>:ud   -r29.0<8;8,1>:ud  r30.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r99.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (16|M0)              r28.0<1>:d    r21.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        send (16|M0)             r53:w    r24:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (8|M0)               acc0.0<1>:ud  r30.0<8;8,1>:ud   r97.0<2;1,0>:uw 
        add (8|M8)               r31.0<1>:ud   -r99.0<8;8,1>:ud  r31.0<8;8,1>:ud  {Compacted}
        sends (16|M0)            null:w   r2      r80     0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mach (8|M0)              r100.0<1>:ud  r30.0<8;8,1>:ud   r97.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r102.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r31.0<8;8,1>:ud   r98.0<2;1,0>:uw 
        mach (8|M8)              r101.0<1>:ud  r31.0<8;8,1>:ud   r98.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r103.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r95.0<8;8,1>:ud   r97.0<2;1,0>:uw 
        mov (16|M0)              r124.0<1>:f   r100.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r40.0<1>:f    r102.0<8;8,1>:f                  {Compacted}
        mach (8|M0)              r104.0<1>:ud  r95.0<8;8,1>:ud   r97.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r106.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r96.0<8;8,1>:ud   r98.0<2;1,0>:uw 
        mach (8|M8)              r105.0<1>:ud  r96.0<8;8,1>:ud   r98.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r107.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r30.0<8;8,1>:ud   r87.0<2;1,0>:uw 
        mov (16|M0)              r42.0<1>:f    r104.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r116.0<1>:f   r106.0<8;8,1>:f                  {Compacted}
        mach (8|M0)              r108.0<1>:ud  r30.0<8;8,1>:ud   r87.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r110.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r31.0<8;8,1>:ud   r88.0<2;1,0>:uw 
        mach (8|M8)              r109.0<1>:ud  r31.0<8;8,1>:ud   r88.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r111.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r95.0<8;8,1>:ud   r87.0<2;1,0>:uw 
        mov (16|M0)              r44.0<1>:f    r108.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r32.0<1>:f    r110.0<8;8,1>:f                  {Compacted}
        mach (8|M0)              r112.0<1>:ud  r95.0<8;8,1>:ud   r87.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r86.0<1>:f    r118.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r114.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r96.0<8;8,1>:ud   r88.0<2;1,0>:uw 
        sends (16|M0)            null:w   r120    r84     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r122    r26     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mach (8|M8)              r113.0<1>:ud  r96.0<8;8,1>:ud   r88.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r115.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r34.0<1>:ud   r32.0<8;8,1>:ud   r116.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (16|M0)              r36.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r70.0<1>:f    r114.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r35.0<1>:ud   r33.0<8;8,1>:ud   r117.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r46.0<1>:ud   r38.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r57.0<1>:ud   r34.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r47.0<1>:ud   r39.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r88.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r58.0<1>:ud   r35.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r92.0<1>:ud   r88.0<8;8,1>:ud   r46.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r89.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r90.0<1>:ud   r44.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r93.0<1>:ud   r89.0<8;8,1>:ud   r47.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r94.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r91.0<1>:ud   r45.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r97.0<1>:ud   r94.0<8;8,1>:ud   r124.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r95.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r68.0<1>:ud   r90.0<8;8,1>:ud   r92.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r98.0<1>:ud   r95.0<8;8,1>:ud   r125.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r96.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r69.0<1>:ud   r91.0<8;8,1>:ud   r93.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r59.0<1>:ud   r96.0<8;8,1>:ud   r97.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r99.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M8)               r60.0<1>:ud   r99.0<8;8,1>:ud   r98.0<8;8,1>:ud  {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r120.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(~f0.1) if (16|M0)                           L1608                  L1608                
L1464:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    0:w              
        xor (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r4.0<1>:d     r59.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r57.0<8;8,1>:d    0:w              
(f0.0)  sel (16|M0)              r7.0<1>:d     r72.0<8;8,1>:d    0:w              
(f0.0)  sel (16|M0)              r9.0<1>:d     r55.0<8;8,1>:d    0:w              
        subb (8|M0)              r68.0<1>:ud   r2.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r59.0<1>:ud   r4.0<8;8,1>:ud    -r9.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r60.0<1>:ud   r5.0<8;8,1>:ud    -r10.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r69.0<1>:ud   r3.0<8;8,1>:ud    r8.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r59.0<1>:ud   -r11.0<8;8,1>:ud  r59.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r80.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M8)               r60.0<1>:ud   -r80.0<8;8,1>:ud  r60.0<8;8,1>:ud  {Compacted}
L1608:
        endif (16|M0)                        L1624                                
L1624:
        mad (16|M0)              r2.0<1>:d     r78.0<8;1>:d      r6.0<0;0>:d       3:w              
        mov (16|M0)              r7.0<1>:f     r68.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r9.0<1>:f     r59.0<8;8,1>:f                   {Compacted}
        and (16|M0)   (ne)f0.1   r66.0<1>:d    r53.0<8;8,1>:d    63:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        sends (16|M0)            null:w   r2      r7      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f0.1)  if (16|M0)                           L1904                  L1920                
L1728:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r66.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (16|M0)                           L1816                  L1872                
L1760:
        add (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    -32:w              
        mov (16|M0)              r64.0<1>:f    0.0:f                              
        shl (16|M0)              r61.0<1>:d    r49.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        else (16|M0)                         L1872                  L1872                
L1816:
        add (16|M0)              r2.0<1>:d     -r66.0<8;8,1>:d   32:w              
        shl (16|M0)              r4.0<1>:d     r51.0<8;8,1>:d    r66.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r64.0<1>:d    r49.0<8;8,1>:d    r66.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r2.0<1>:d     r49.0<8;8,1>:ud   r2.0<8;8,1>:d   
        or (16|M0)               r61.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
L1872:
        endif (16|M0)                        L1888                                
L1888:
        else (16|M0)                         L1920                  L1920                
L1904:
        mov (16|M0)              r64.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r61.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
L1920:
        endif (16|M0)                        L1936                                
L1936:
(W)     shl (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     2:w              
        mov (16|M0)              r80.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r82.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
        cmp (16|M0)   (ne)f1.1   null<1>:d     r66.0<8;8,1>:d    0:w              
        add (16|M0)              r3.0<1>:d     r2.0<0;1,0>:d     r78.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     3:w              
        sends (16|M0)            null:w   r3      r80     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r3.0<1>:f     r3.0<8;8,1>:f                    {Compacted}
(f1.1)  if (16|M0)                           L2224                  L2240                
L2048:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r66.0<8;8,1>:ud   0x20:uw             
(~f1.0) if (16|M0)                           L2136                  L2192                
L2080:
        add (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    -32:w              
        asr (16|M0)              r61.0<1>:d    r51.0<8;8,1>:d    31:w              
        asr (16|M0)              r64.0<1>:d    r51.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        else (16|M0)                         L2192                  L2192                
L2136:
        add (16|M0)              r2.0<1>:d     -r66.0<8;8,1>:d   32:w              
        shr (16|M0)              r4.0<1>:d     r49.0<8;8,1>:ud   r66.0<8;8,1>:d  
        asr (16|M0)              r61.0<1>:d    r51.0<8;8,1>:d    r66.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r2.0<1>:d     r51.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        or (16|M0)               r64.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
L2192:
        endif (16|M0)                        L2208                                
L2208:
        else (16|M0)                         L2240                  L2240                
L2224:
        mov (16|M0)              r64.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r61.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
L2240:
        endif (16|M0)                        L2256                                
L2256:
        mad (16|M0)              r2.0<1>:d     r78.0<8;1>:d      r6.0<0;0>:d       5:w              
        mov (16|M0)              r7.0<1>:f     r64.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r9.0<1>:f     r61.0<8;8,1>:f                   {Compacted}
        cmp (16|M0)   (ne)f0.1   null<1>:d     r66.0<8;8,1>:d    0:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        sends (16|M0)            null:w   r2      r7      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f0.1)  if (16|M0)                           L2552                  L2568                
L2360:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r66.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (16|M0)                           L2456                  L2520                
L2392:
        add (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    -32:w              
        mov (16|M0)              r61.0<1>:f    0.0:f                              
        shr (16|M0)              r64.0<1>:d    r51.0<8;8,1>:ud   r2.0<8;8,1>:d   
        else (16|M0)                         L2520                  L2520                
L2456:
        add (16|M0)              r2.0<1>:d     -r66.0<8;8,1>:d   32:w              
        shr (16|M0)              r4.0<1>:d     r49.0<8;8,1>:ud   r66.0<8;8,1>:d  
        shr (16|M0)              r61.0<1>:d    r51.0<8;8,1>:ud   r66.0<8;8,1>:d  
        shl (16|M0)              r2.0<1>:d     r51.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        or (16|M0)               r64.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
L2520:
        endif (16|M0)                        L2536                                
L2536:
        else (16|M0)                         L2568                  L2568                
L2552:
        mov (16|M0)              r64.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r61.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
L2568:
        endif (16|M0)                        L2584                                
L2584:
        mul (8|M0)               acc0.0<1>:ud  r76.0<8;8,1>:ud   r51.0<2;1,0>:uw 
        cmp (16|M0)   (lt)f1.1   null<1>:d     r49.0<8;8,1>:ud   r74.0<8;8,1>:ud 
(W)     mov (1|M0)               r109.0<1>:hf  -qnan(0x1FF):hf                             
        cmp (16|M0)   (lt)f1.0   null<1>:d     r49.0<8;8,1>:ud   r74.0<8;8,1>:ud 
(W)     mov (1|M0)               r112.0<1>:f   0.0:f                              
        mach (8|M0)              r80.0<1>:ud   r76.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r51.0<8;8,1>:d    r76.0<8;8,1>:d  
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r51.0<8;8,1>:d    r76.0<8;8,1>:d  
        mad (16|M0)              r2.0<1>:d     r78.0<8;1>:d      r6.0<0;0>:d       6:w              
        mov (8|M0)               r82.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r77.0<8;8,1>:ud   r52.0<2;1,0>:uw 
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r51.0<8;8,1>:d    r76.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r51.0<8;8,1>:ud   r76.0<8;8,1>:ud 
        mov (16|M0)              r7.0<1>:f     r64.0<8;8,1>:f                   {Compacted}
        mach (8|M8)              r81.0<1>:ud   r77.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  sel (16|M0)              r110.0<1>:d   r109.0<0;1,0>:w   0:w              
(f1.0)  sel (16|M0)              r44.0<1>:d    r109.0<0;1,0>:w   0:w              
        mov (16|M0)              r9.0<1>:f     r61.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r83.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r74.0<8;8,1>:ud   r51.0<2;1,0>:uw 
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        mov (16|M0)              r86.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
(W)     shl (1|M0)               r41.0<1>:d    r6.0<0;1,0>:d     3:w              
        mov (16|M0)              r84.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r11.0<1>:ud   r74.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn,Compacted}
        sends (16|M0)            null:w   r2      r7      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mad (16|M0)              r34.0<1>:d    r78.0<8;1>:d      r6.0<0;0>:d       7:w              
        add (16|M0)              r42.0<1>:d    r41.0<0;1,0>:d    r78.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r75.0<8;8,1>:ud   r52.0<2;1,0>:uw 
        mad (16|M0)              r7.0<1>:d     r78.0<8;1>:d      r6.0<0;0>:d       9:w              
        shl (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    3:w              
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    3:w              
        mach (8|M8)              r12.0<1>:ud   r75.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     3:w              
(W)     mov (8|M0)               r127.0<1>:f   r48.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r76.0<8;8,1>:ud   r49.0<2;1,0>:uw 
        mov (16|M0)              r88.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r15.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r90.0<1>:ud   r76.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r92.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r77.0<8;8,1>:ud   r50.0<2;1,0>:uw 
        mach (8|M8)              r91.0<1>:ud   r77.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r93.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r74.0<8;8,1>:ud   r49.0<2;1,0>:uw 
        mov (16|M0)              r17.0<1>:f    r90.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r94.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r19.0<1>:d    r74.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r75.0<8;8,1>:ud   r50.0<2;1,0>:uw 
        mach (8|M8)              r20.0<1>:d    r75.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn}
        addc (8|M0)              r96.0<1>:ud   r94.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r21.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r98.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r97.0<1>:ud   r95.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r23.0<1>:ud   r98.0<8;8,1>:ud   r88.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r25.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r26.0<1>:ud   r96.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r24.0<1>:ud   r25.0<8;8,1>:ud   r89.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r27.0<1>:ud   r97.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r99.0<1>:ud   r28.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r101.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r102.0<1>:ud  r17.0<8;8,1>:ud   r84.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r100.0<1>:ud  r101.0<8;8,1>:ud  r24.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r104.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r103.0<1>:ud  r18.0<8;8,1>:ud   r85.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r105.0<1>:ud  r104.0<8;8,1>:ud  r86.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r30.0<1>:ud   r102.0<8;8,1>:ud  r99.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M8)               r106.0<1>:ud  r29.0<8;8,1>:ud   r87.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r31.0<1>:ud   r103.0<8;8,1>:ud  r100.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r107.0<1>:ud  r32.0<8;8,1>:ud   r105.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r113.0<1>:ud  r112.0<0;1,0>:ud  r110.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (16|M0)              r36.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r108.0<1>:ud  r33.0<8;8,1>:ud   r106.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r115.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r114.0<1>:ud  r112.0<0;1,0>:ud  r111.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (16|M0)              r38.0<1>:f    r107.0<8;8,1>:f                  {Compacted}
        mov (8|M8)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r46.0<1>:ud   r112.0<0;1,0>:ud  r44.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r116.0<1>:ud  -r115.0<8;8,1>:ud  -r110.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r118.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r34     r36     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M8)               r117.0<1>:ud  -r40.0<8;8,1>:ud  -r111.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r47.0<1>:ud   r112.0<0;1,0>:ud  r45.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r120.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r3.0<1>:ud    -r2.0<8;8,1>:ud   -r44.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r122.0<1>:f   r46.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r42     r118    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M8)               r4.0<1>:ud    -r5.0<8;8,1>:ud   -r45.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r124.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r7      r122    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3640:
