L0:
(W)     mov (8|M0)               r62.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r62.2<0;1,0>:uw 
(W)     mach (1|M0)              r126.0<1>:d   r9.3<0;1,0>:d     r62.1<0;1,0>:d   {Compacted}
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
(W)     shl (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     1:w              
        add (16|M0)              r58.0<1>:d    r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r56.0<1>:d    r122.0<8;8,1>:d   r7.0<0;1,0>:d   
        shl (16|M0)              r120.0<1>:d   r58.0<8;8,1>:d    3:w              
        shl (16|M16)             r118.0<1>:d   r56.0<8;8,1>:d    3:w              
        add (16|M0)              r32.0<1>:d    r126.0<0;1,0>:d   r58.0<8;8,1>:d   {Compacted}
        add (16|M16)             r30.0<1>:d    r9.0<0;1,0>:d     r56.0<8;8,1>:d  
        send (16|M0)             r44:w    r120:f  0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r52:w    r120:f  0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r40:w    r118:f  0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M16)             r34.0<1>:d    r126.0<0;1,0>:d   r56.0<8;8,1>:d  
(W)     mov (8|M0)               r120.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r48:w    r118:f  0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    3:w              
        shl (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    3:w              
        shl (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    3:w              
        addc (8|M0)              r4.0<1>:ud    r44.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r104.0<1>:ud  r46.0<8;8,1>:ud   -r54.0<8;8,1>:ud {Compacted}
        add (8|M8)               r105.0<1>:ud  r47.0<8;8,1>:ud   -r55.0<8;8,1>:ud {Compacted}
        add (8|M16)              r26.0<1>:ud   r42.0<8;8,1>:ud   r50.0<8;8,1>:ud 
        mov (8|M0)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r45.0<8;8,1>:ud   r53.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r27.0<1>:ud   r43.0<8;8,1>:ud   r51.0<8;8,1>:ud 
        add (8|M16)              r28.0<1>:ud   r42.0<8;8,1>:ud   -r50.0<8;8,1>:ud
        add (8|M24)              r29.0<1>:ud   r43.0<8;8,1>:ud   -r51.0<8;8,1>:ud
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r124.0<1>:ud  r40.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r36.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (8|M16)              r2.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r125.0<1>:ud  r41.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r26.0<1>:ud   r2.0<8;8,1>:ud    r26.0<8;8,1>:ud 
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M0)              r122.0<1>:ud  r44.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r100.0<1>:f   r124.0<8;8,1>:f                 
        asr (16|M0)              r124.0<1>:d   r46.0<8;8,1>:d    31:w              
        add (8|M24)              r27.0<1>:ud   r8.0<8;8,1>:ud    r27.0<8;8,1>:ud 
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r123.0<1>:ud  r45.0<8;8,1>:ud   r53.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (16|M0)              r2.0<1>:d     r124.0<8;8,1>:d   r44.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r102.0<1>:f   r26.0<8;8,1>:f                  
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r114.0<1>:ud  r40.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r96.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
        asr (16|M16)             r122.0<1>:d   r42.0<8;8,1>:d    31:w              
        add (8|M0)               r104.0<1>:ud  -r10.0<8;8,1>:ud  r104.0<8;8,1>:ud {Compacted}
        add (8|M8)               r105.0<1>:ud  -r12.0<8;8,1>:ud  r105.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r115.0<1>:ud  r41.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn}
        asr (16|M16)             r26.0<1>:d    r42.0<8;8,1>:d    31:w              
        mov (16|M0)              r98.0<1>:f    r104.0<8;8,1>:f                  {Compacted}
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r44.0<8;8,1>:ud   r52.0<2;1,0>:uw 
        mov (16|M16)             r92.0<1>:f    r114.0<8;8,1>:f                 
        xor (16|M16)             r114.0<1>:d   r122.0<8;8,1>:d   r40.0<8;8,1>:d  
        add (8|M16)              r28.0<1>:ud   -r14.0<8;8,1>:ud  r28.0<8;8,1>:ud 
        add (8|M24)              r29.0<1>:ud   -r16.0<8;8,1>:ud  r29.0<8;8,1>:ud 
        mach (8|M0)              r112.0<1>:ud  r44.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted}
        asr (16|M16)             r104.0<1>:d   r50.0<8;8,1>:d    31:w              
        mov (16|M16)             r94.0<1>:f    r28.0<8;8,1>:f                  
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<8;8,1>:ud   r53.0<2;1,0>:uw 
        mach (8|M8)              r113.0<1>:ud  r45.0<8;8,1>:ud   r53.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r44.0<8;8,1>:ud   r54.0<2;1,0>:uw 
        mov (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r110.0<1>:d   r44.0<8;8,1>:ud   r54.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r45.0<8;8,1>:ud   r55.0<2;1,0>:uw 
        mach (8|M8)              r111.0<1>:d   r45.0<8;8,1>:ud   r55.0<8;8,1>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r52.0<8;8,1>:ud   r46.0<2;1,0>:uw 
        add (16|M0)              r108.0<1>:d   r112.0<8;8,1>:d   r110.0<8;8,1>:d  {Compacted}
        mach (8|M0)              r110.0<1>:d   r52.0<8;8,1>:ud   r46.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r53.0<8;8,1>:ud   r47.0<2;1,0>:uw 
        add (8|M0)               r112.0<1>:ud  r46.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r113.0<1>:ud  r47.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
        mach (8|M8)              r111.0<1>:d   r53.0<8;8,1>:ud   r47.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r40.0<8;8,1>:ud   r48.0<2;1,0>:uw 
        add (8|M0)               r112.0<1>:ud  r116.0<8;8,1>:ud  r112.0<8;8,1>:ud {Compacted}
        add (8|M8)               r113.0<1>:ud  r6.0<8;8,1>:ud    r113.0<8;8,1>:ud {Compacted}
        shl (16|M16)             r6.0<1>:d     r56.0<8;8,1>:d    2:w              
        shl (16|M0)              r116.0<1>:d   r58.0<8;8,1>:d    2:w              
        mach (8|M16)             r20.0<1>:ud   r40.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r38.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r66:w    r6:f    0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        asr (16|M0)              r6.0<1>:d     r54.0<8;8,1>:d    31:w              
        mov (8|M16)              r106.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r41.0<8;8,1>:ud   r49.0<2;1,0>:uw 
        send (16|M0)             r64:w    r116:f  0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r12.0<1>:d    r108.0<8;8,1>:d   r110.0<8;8,1>:d  {Compacted}
        sends (16|M0)            null:w   r120    r36     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mach (8|M24)             r21.0<1>:ud   r41.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn}
        sends (16|M16)           null:w   r118    r100    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        xor (16|M0)              r118.0<1>:d   r6.0<8;8,1>:d     r52.0<8;8,1>:d   {Compacted}
        asr (16|M16)             r112.0<1>:d   r50.0<8;8,1>:d    31:w              
        mov (8|M24)              r107.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r40.0<8;8,1>:ud   r50.0<2;1,0>:uw 
        asr (16|M0)              r116.0<1>:d   r46.0<8;8,1>:d    31:w              
        xor (16|M16)             r102.0<1>:d   r26.0<8;8,1>:d    r42.0<8;8,1>:d  
        xor (16|M16)             r100.0<1>:d   r104.0<8;8,1>:d   r50.0<8;8,1>:d  
        mach (8|M16)             r22.0<1>:d    r40.0<8;8,1>:ud   r50.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r41.0<8;8,1>:ud   r51.0<2;1,0>:uw 
        xor (16|M0)              r110.0<1>:d   r116.0<8;8,1>:d   r46.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r88.0<1>:f    r106.0<8;8,1>:f                 
        add (8|M24)              r19.0<1>:ud   r103.0<8;8,1>:ud  -r27.0<8;8,1>:ud
        xor (16|M0)              r60.0<1>:d    r6.0<8;8,1>:d     r124.0<8;8,1>:d  {Compacted}
        mach (8|M24)             r23.0<1>:d    r41.0<8;8,1>:ud   r51.0<8;8,1>:d  
(W)     mul (8|M16)              acc0.0<1>:d   r48.0<8;8,1>:ud   r42.0<2;1,0>:uw 
        xor (16|M16)             r38.0<1>:d    r112.0<8;8,1>:d   r122.0<8;8,1>:d 
        cmp (16|M0)   (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    0:w              
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d  
        mach (8|M16)             r22.0<1>:d    r48.0<8;8,1>:ud   r42.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r49.0<8;8,1>:ud   r43.0<2;1,0>:uw 
        add (16|M0)              r20.0<1>:d    r9.0<0;1,0>:d     r58.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r38.0<8;8,1>:d    0:w              
        mach (8|M24)             r23.0<1>:d    r49.0<8;8,1>:ud   r43.0<8;8,1>:d  
        subb (8|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    r124.0<8;8,1>:ud {AccWrEn,Compacted}
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    3:w              
        add (16|M16)             r90.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r5.0<1>:ud    r3.0<8;8,1>:ud    r125.0<8;8,1>:ud {AccWrEn,Compacted}
        sends (16|M0)            null:w   r20     r96     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r30     r92     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M0)            null:w   r32     r10     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M8)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r14.0<1>:ud   r114.0<8;8,1>:ud  r122.0<8;8,1>:ud {AccWrEn}
        asr (16|M0)              r10.0<1>:d    r54.0<8;8,1>:d    31:w              
        xor (16|M16)             r2.0<1>:d     r112.0<8;8,1>:d   r48.0<8;8,1>:d  
        add (8|M0)               r114.0<1>:ud  r110.0<8;8,1>:ud  -r116.0<8;8,1>:ud {Compacted}
        sends (16|M16)           null:w   r34     r88     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M16)              r120.0<1>:ud  acc0.0<8;8,1>:ud                
        subb (8|M24)             r15.0<1>:ud   r115.0<8;8,1>:ud  r123.0<8;8,1>:ud {AccWrEn}
        xor (16|M0)              r108.0<1>:d   r10.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        add (8|M0)               r114.0<1>:ud  -r8.0<8;8,1>:ud   r114.0<8;8,1>:ud {Compacted}
        add (8|M8)               r115.0<1>:ud  r111.0<8;8,1>:ud  -r117.0<8;8,1>:ud {Compacted}
        xor (16|M0)              r36.0<1>:d    r10.0<8;8,1>:d    r116.0<8;8,1>:d  {Compacted}
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M0)              r16.0<1>:ud   r118.0<8;8,1>:ud  r6.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r106.0<1>:ud  r108.0<8;8,1>:ud  -r10.0<8;8,1>:ud {Compacted}
        add (8|M8)               r107.0<1>:ud  r109.0<8;8,1>:ud  -r11.0<8;8,1>:ud {Compacted}
        add (8|M8)               r115.0<1>:ud  -r126.0<8;8,1>:ud  r115.0<8;8,1>:ud {Compacted}
        xor (16|M16)             r34.0<1>:d    r104.0<8;8,1>:d   r26.0<8;8,1>:d  
        add (8|M24)              r19.0<1>:ud   -r12.0<8;8,1>:ud  r19.0<8;8,1>:ud 
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r17.0<1>:ud   r119.0<8;8,1>:ud  r7.0<8;8,1>:ud   {AccWrEn,Compacted}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    0:w              
        add (8|M0)               r106.0<1>:ud  -r18.0<8;8,1>:ud  r106.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r22.0<1>:ud   r2.0<8;8,1>:ud    r112.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r18.0<1>:ud   r102.0<8;8,1>:ud  -r26.0<8;8,1>:ud
        add (8|M16)              r2.0<1>:ud    r100.0<8;8,1>:ud  -r104.0<8;8,1>:ud
        add (8|M8)               r107.0<1>:ud  -r20.0<8;8,1>:ud  r107.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r23.0<1>:ud   r3.0<8;8,1>:ud    r113.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r18.0<1>:ud   -r120.0<8;8,1>:ud  r18.0<8;8,1>:ud
        add (8|M24)              r3.0<1>:ud    r101.0<8;8,1>:ud  -r105.0<8;8,1>:ud
        add (8|M16)              r2.0<1>:ud    -r24.0<8;8,1>:ud  r2.0<8;8,1>:ud  
        mov (8|M24)              r118.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r106.0<8;8,1>:ud  r114.0<2;1,0>:uw
        add (8|M24)              r3.0<1>:ud    -r118.0<8;8,1>:ud  r3.0<8;8,1>:ud 
        mach (8|M0)              r110.0<1>:ud  r106.0<8;8,1>:ud  r114.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M0)               r108.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r107.0<8;8,1>:ud  r115.0<2;1,0>:uw
        mach (8|M8)              r111.0<1>:ud  r107.0<8;8,1>:ud  r115.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M8)               r109.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r2.0<8;8,1>:ud    r18.0<2;1,0>:uw 
        mach (8|M16)             r120.0<1>:ud  r2.0<8;8,1>:ud    r18.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r118.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r3.0<8;8,1>:ud    r19.0<2;1,0>:uw 
        mach (8|M24)             r121.0<1>:ud  r3.0<8;8,1>:ud    r19.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r119.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   r114.0<2;1,0>:uw
        mov (16|M16)             r98.0<1>:f    r120.0<8;8,1>:f                 
        mach (8|M0)              r124.0<1>:ud  r16.0<8;8,1>:ud   r114.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r17.0<8;8,1>:ud   r115.0<2;1,0>:uw
        mach (8|M8)              r125.0<1>:ud  r17.0<8;8,1>:ud   r115.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r22.0<8;8,1>:ud   r18.0<2;1,0>:uw 
        mach (8|M16)             r122.0<1>:ud  r22.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r116.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r23.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M24)             r123.0<1>:ud  r23.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r117.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r106.0<8;8,1>:ud  r4.0<2;1,0>:uw  
        mach (8|M0)              r10.0<1>:ud   r106.0<8;8,1>:ud  r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r107.0<8;8,1>:ud  r5.0<2;1,0>:uw  
        mach (8|M8)              r11.0<1>:ud   r107.0<8;8,1>:ud  r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M16)             r106.0<1>:f   r116.0<8;8,1>:f                 
        mov (16|M16)             r116.0<1>:f   r118.0<8;8,1>:f                 
        mov (8|M8)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r2.0<8;8,1>:ud    r14.0<2;1,0>:uw 
        mov (16|M0)              r28.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mach (8|M16)             r114.0<1>:ud  r2.0<8;8,1>:ud    r14.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r112.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r3.0<8;8,1>:ud    r15.0<2;1,0>:uw 
        mach (8|M24)             r115.0<1>:ud  r3.0<8;8,1>:ud    r15.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        mov (8|M24)              r113.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   r4.0<2;1,0>:uw  
        mov (16|M16)             r100.0<1>:f   r114.0<8;8,1>:f                 
        mov (16|M16)             r104.0<1>:f   r112.0<8;8,1>:f                 
        mach (8|M0)              r18.0<1>:ud   r16.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M0)              r112.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r17.0<8;8,1>:ud   r5.0<2;1,0>:uw  
        mach (8|M8)              r19.0<1>:ud   r17.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r22.0<8;8,1>:ud   r14.0<2;1,0>:uw 
        mov (16|M0)              r32.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mach (8|M16)             r24.0<1>:ud   r22.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r23.0<8;8,1>:ud   r15.0<2;1,0>:uw 
        mach (8|M24)             r25.0<1>:ud   r23.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r22.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r27.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r30.0<1>:ud   r28.0<8;8,1>:ud   r2.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M16)             r102.0<1>:f   r24.0<8;8,1>:f                  
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r31.0<1>:ud   r29.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M0)              r2.0<1>:f     r108.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r16.0<1>:ud   r104.0<8;8,1>:ud  r106.0<8;8,1>:ud {AccWrEn}
        add (8|M0)               r106.0<1>:ud  r4.0<8;8,1>:ud    r112.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r17.0<1>:ud   r105.0<8;8,1>:ud  r107.0<8;8,1>:ud {AccWrEn}
        mov (16|M16)             r104.0<1>:f   r122.0<8;8,1>:f                 
        add (8|M8)               r107.0<1>:ud  r8.0<8;8,1>:ud    r113.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r126.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M0)              r28.0<1>:ud   r30.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M16)              r24.0<1>:ud   r6.0<8;8,1>:ud    r104.0<8;8,1>:ud
        add (8|M24)              r25.0<1>:ud   r126.0<8;8,1>:ud  r105.0<8;8,1>:ud
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r29.0<1>:ud   r31.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r30.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r18.0<1>:ud   r12.0<8;8,1>:ud   r106.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r20.0<1>:ud   r16.0<8;8,1>:ud   r102.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r19.0<1>:ud   r14.0<8;8,1>:ud   r107.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r124.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r21.0<1>:ud   r17.0<8;8,1>:ud   r103.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r120.0<1>:ud  r124.0<8;8,1>:ud  r24.0<8;8,1>:ud 
        mov (8|M24)              r122.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M0)              r4.0<1>:ud    r22.0<8;8,1>:ud   r2.0<8;8,1>:ud   {AccWrEn,Compacted}
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                             
        add (8|M24)              r121.0<1>:ud  r122.0<8;8,1>:ud  r25.0<8;8,1>:ud 
        mov (8|M0)               r118.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r23.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn,Compacted}
(f0.0)  sel (16|M16)             r125.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw             
(f1.0)  sel (16|M16)             r3.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw             
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r10.0<1>:ud   r100.0<8;8,1>:ud  r116.0<8;8,1>:ud {AccWrEn}
        add (8|M0)               r116.0<1>:ud  r118.0<8;8,1>:ud  r108.0<8;8,1>:ud {Compacted}
        and (16|M16)  (ne)f1.0   null<1>:uw    r3.0<16;16,1>:uw  r125.0<16;16,1>:uw
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r11.0<1>:ud   r101.0<8;8,1>:ud  r117.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r117.0<1>:ud  r6.0<8;8,1>:ud    r109.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r126.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M0)              r16.0<1>:ud   r4.0<8;8,1>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M16)              r4.0<1>:ud    r8.0<8;8,1>:ud    r98.0<8;8,1>:ud 
        mov (8|M0)               r114.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r5.0<8;8,1>:ud    r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r5.0<1>:ud    r126.0<8;8,1>:ud  r99.0<8;8,1>:ud 
        add (8|M0)               r22.0<1>:ud   r114.0<8;8,1>:ud  r116.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r18.0<1>:ud   r10.0<8;8,1>:ud   r120.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r23.0<1>:ud   r12.0<8;8,1>:ud   r117.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r19.0<1>:ud   r11.0<8;8,1>:ud   r121.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r12.0<1>:ud   r14.0<8;8,1>:ud   r4.0<8;8,1>:ud  
        mov (8|M24)              r124.0<1>:ud  acc0.0<8;8,1>:ud                
        add (8|M24)              r13.0<1>:ud   r124.0<8;8,1>:ud  r5.0<8;8,1>:ud  
(~f1.0) if (32|M0)                           L4032                  L4032                
L3664:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r30.0<8;8,1>:d    0:w              
        xor (16|M0)              r124.0<1>:d   r16.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    0:w              
        xor (16|M16)             r2.0<1>:d     r18.0<8;8,1>:d    r38.0<8;8,1>:d  
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    0:w              
        xor (16|M0)              r122.0<1>:d   r22.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w              
        xor (16|M16)             r4.0<1>:d     r12.0<8;8,1>:d    r34.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r120.0<1>:d   r60.0<8;8,1>:d    0:w              
(f0.0)  sel (16|M0)              r118.0<1>:d   r36.0<8;8,1>:d    0:w              
(f0.0)  sel (16|M16)             r6.0<1>:d     r38.0<8;8,1>:d    0:w              
(f0.0)  sel (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    0:w              
        subb (8|M0)              r16.0<1>:ud   r124.0<8;8,1>:ud  r120.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r22.0<1>:ud   r122.0<8;8,1>:ud  -r118.0<8;8,1>:ud {Compacted}
        add (8|M8)               r23.0<1>:ud   r123.0<8;8,1>:ud  -r119.0<8;8,1>:ud {Compacted}
        add (8|M16)              r12.0<1>:ud   r4.0<8;8,1>:ud    -r10.0<8;8,1>:ud
        add (8|M24)              r13.0<1>:ud   r5.0<8;8,1>:ud    -r11.0<8;8,1>:ud
        mov (8|M0)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r17.0<1>:ud   r125.0<8;8,1>:ud  r121.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r22.0<1>:ud   -r126.0<8;8,1>:ud  r22.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r18.0<1>:ud   r2.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn}
        add (8|M8)               r23.0<1>:ud   -r116.0<8;8,1>:ud  r23.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r114.0<1>:ud  acc0.0<8;8,1>:ud                
        subb (8|M24)             r19.0<1>:ud   r3.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn}
        add (8|M16)              r12.0<1>:ud   -r114.0<8;8,1>:ud  r12.0<8;8,1>:ud
        mov (8|M24)              r112.0<1>:ud  acc0.0<8;8,1>:ud                
        add (8|M24)              r13.0<1>:ud   -r112.0<8;8,1>:ud  r13.0<8;8,1>:ud
L4032:
        endif (32|M0)                        L4048                                
L4048:
        mad (16|M0)              r124.0<1>:d   r58.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M16)             r2.0<1>:d     r56.0<8;1>:d      r9.0<0;0>:d       3:w              
        mov (16|M0)              r120.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f                  
        mov (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f                  
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        and (16|M16)  (ne)f1.0   r10.0<1>:d    r66.0<8;8,1>:d    63:w              
        and (16|M0)   (ne)f1.0   r12.0<1>:d    r64.0<8;8,1>:d    63:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r2      r4      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f1.0)  if (32|M0)                           L4576                  L4624                
L4256:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (32|M0)                           L4408                  L4544                
L4304:
        add (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    -32:w              
        add (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    -32:w              
        mov (16|M0)              r16.0<1>:f    0.0:f                              
        mov (16|M16)             r14.0<1>:f    0.0:f                              
        shl (16|M0)              r20.0<1>:d    r44.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r18.0<1>:d    r40.0<8;8,1>:d    r2.0<8;8,1>:d   
        else (32|M0)                         L4544                  L4544                
L4408:
        add (16|M0)              r124.0<1>:d   -r12.0<8;8,1>:d   32:w              
        add (16|M16)             r2.0<1>:d     -r10.0<8;8,1>:d   32:w              
        shl (16|M0)              r122.0<1>:d   r46.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r42.0<8;8,1>:d    r10.0<8;8,1>:d  
        shr (16|M0)              r124.0<1>:d   r44.0<8;8,1>:ud   r124.0<8;8,1>:d 
        shr (16|M16)             r2.0<1>:d     r40.0<8;8,1>:ud   r2.0<8;8,1>:d   
        shl (16|M0)              r16.0<1>:d    r44.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r14.0<1>:d    r40.0<8;8,1>:d    r10.0<8;8,1>:d  
        or (16|M0)               r20.0<1>:d    r122.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}
        or (16|M16)              r18.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
L4544:
        endif (32|M0)                        L4560                                
L4560:
        else (32|M0)                         L4624                  L4624                
L4576:
        mov (16|M0)              r16.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:f    r40.0<8;8,1>:f                  
        mov (16|M0)              r20.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r42.0<8;8,1>:f                  
L4624:
        endif (32|M0)                        L4640                                
L4640:
(W)     shl (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     2:w              
        mov (16|M0)              r120.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f                  
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r58.0<8;8,1>:d   {Compacted}
        add (16|M16)             r2.0<1>:d     r126.0<0;1,0>:d   r56.0<8;8,1>:d  
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                  
        cmp (16|M0)   (ne)f1.0   null<1>:d     r12.0<8;8,1>:d    0:w              
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r2      r4      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f1.0)  if (32|M0)                           L5176                  L5224                
L4856:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (32|M0)                           L5008                  L5144                
L4904:
        add (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    -32:w              
        add (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    -32:w              
        asr (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    31:w              
        asr (16|M16)             r18.0<1>:d    r42.0<8;8,1>:d    31:w              
        asr (16|M0)              r16.0<1>:d    r46.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}
        asr (16|M16)             r14.0<1>:d    r42.0<8;8,1>:d    r2.0<8;8,1>:d   
        else (32|M0)                         L5144                  L5144                
L5008:
        add (16|M0)              r124.0<1>:d   -r12.0<8;8,1>:d   32:w              
        add (16|M16)             r2.0<1>:d     -r10.0<8;8,1>:d   32:w              
        shr (16|M0)              r122.0<1>:d   r44.0<8;8,1>:ud   r12.0<8;8,1>:d  
        shr (16|M16)             r4.0<1>:d     r40.0<8;8,1>:ud   r10.0<8;8,1>:d  
        shl (16|M0)              r124.0<1>:d   r46.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r2.0<1>:d     r42.0<8;8,1>:d    r2.0<8;8,1>:d   
        asr (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        asr (16|M16)             r18.0<1>:d    r42.0<8;8,1>:d    r10.0<8;8,1>:d  
        or (16|M0)               r16.0<1>:d    r122.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}
        or (16|M16)              r14.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
L5144:
        endif (32|M0)                        L5160                                
L5160:
        else (32|M0)                         L5224                  L5224                
L5176:
        mov (16|M0)              r16.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:f    r40.0<8;8,1>:f                  
        mov (16|M0)              r20.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r42.0<8;8,1>:f                  
L5224:
        endif (32|M0)                        L5240                                
L5240:
        mad (16|M0)              r124.0<1>:d   r58.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M16)             r2.0<1>:d     r56.0<8;1>:d      r9.0<0;0>:d       5:w              
        mov (16|M0)              r120.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f                  
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                  
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        cmp (16|M0)   (ne)f1.0   null<1>:d     r12.0<8;8,1>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r2      r4      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(f1.0)  if (32|M0)                           L5784                  L5832                
L5448:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x20:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x20:uw             
(~f0.0) if (32|M0)                           L5608                  L5752                
L5496:
        add (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    -32:w              
        add (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    -32:w              
        mov (16|M0)              r20.0<1>:f    0.0:f                              
        mov (16|M16)             r18.0<1>:f    0.0:f                              
        shr (16|M0)              r16.0<1>:d    r46.0<8;8,1>:ud   r124.0<8;8,1>:d 
        shr (16|M16)             r14.0<1>:d    r42.0<8;8,1>:ud   r2.0<8;8,1>:d   
        else (32|M0)                         L5752                  L5752                
L5608:
        add (16|M0)              r124.0<1>:d   -r12.0<8;8,1>:d   32:w              
        add (16|M16)             r2.0<1>:d     -r10.0<8;8,1>:d   32:w              
        shr (16|M0)              r122.0<1>:d   r44.0<8;8,1>:ud   r12.0<8;8,1>:d  
        shr (16|M16)             r4.0<1>:d     r40.0<8;8,1>:ud   r10.0<8;8,1>:d  
        shl (16|M0)              r124.0<1>:d   r46.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}
        shl (16|M16)             r2.0<1>:d     r42.0<8;8,1>:d    r2.0<8;8,1>:d   
        shr (16|M0)              r20.0<1>:d    r46.0<8;8,1>:ud   r12.0<8;8,1>:d  
        shr (16|M16)             r18.0<1>:d    r42.0<8;8,1>:ud   r10.0<8;8,1>:d  
        or (16|M0)               r16.0<1>:d    r122.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}
        or (16|M16)              r14.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
L5752:
        endif (32|M0)                        L5768                                
L5768:
        else (32|M0)                         L5832                  L5832                
L5784:
        mov (16|M0)              r16.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:f    r40.0<8;8,1>:f                  
        mov (16|M0)              r20.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r42.0<8;8,1>:f                  
L5832:
        endif (32|M0)                        L5848                                
L5848:
        mul (8|M0)               acc0.0<1>:ud  r54.0<8;8,1>:ud   r46.0<2;1,0>:uw 
        mov (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f                  
        mad (16|M0)              r124.0<1>:d   r58.0<8;1>:d      r9.0<0;0>:d       6:w              
        mad (16|M16)             r2.0<1>:d     r56.0<8;1>:d      r9.0<0;0>:d       6:w              
        mach (8|M0)              r118.0<1>:ud  r54.0<8;8,1>:ud   r46.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M0)              r120.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<8;8,1>:ud   r47.0<2;1,0>:uw 
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                  
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mach (8|M8)              r119.0<1>:ud  r55.0<8;8,1>:ud   r47.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r44.0<8;8,1>:ud   r52.0<8;8,1>:ud 
        sends (16|M16)           null:w   r2      r4      0x10C            0x04025C03           {NoPreempt} // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:ud   r48.0<8;8,1>:ud 
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r50.0<8;8,1>:ud   r42.0<2;1,0>:uw 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r46.0<8;8,1>:d    r54.0<8;8,1>:d  
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r42.0<8;8,1>:d    r50.0<8;8,1>:d  
        mach (8|M16)             r114.0<1>:ud  r50.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r46.0<8;8,1>:d    r54.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r42.0<8;8,1>:d    r50.0<8;8,1>:d  
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r51.0<8;8,1>:ud   r43.0<2;1,0>:uw 
        cmp (16|M0)   (lt)f0.0   null<1>:d     r44.0<8;8,1>:ud   r52.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f0.0   null<1>:d     r40.0<8;8,1>:ud   r48.0<8;8,1>:ud 
(W)     mov (8|M0)               r127.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
        mach (8|M24)             r115.0<1>:ud  r51.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r46.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r42.0<8;8,1>:d    r50.0<8;8,1>:d  
        mov (8|M24)              r15.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r52.0<8;8,1>:ud   r46.0<2;1,0>:uw 
        mov (16|M16)             r124.0<1>:f   r114.0<8;8,1>:f                 
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r46.0<8;8,1>:ud   r54.0<8;8,1>:ud 
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r42.0<8;8,1>:ud   r50.0<8;8,1>:ud 
        mach (8|M0)              r122.0<1>:ud  r52.0<8;8,1>:ud   r46.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (16|M16)             r2.0<1>:f     r14.0<8;8,1>:f                  
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r53.0<8;8,1>:ud   r47.0<2;1,0>:uw 
        mach (8|M8)              r123.0<1>:ud  r53.0<8;8,1>:ud   r47.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r48.0<8;8,1>:ud   r42.0<2;1,0>:uw 
        mov (16|M0)              r120.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        mach (8|M16)             r118.0<1>:ud  r48.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r49.0<8;8,1>:ud   r43.0<2;1,0>:uw 
        mach (8|M24)             r119.0<1>:ud  r49.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r11.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r54.0<8;8,1>:ud   r44.0<2;1,0>:uw 
        mov (16|M16)             r114.0<1>:f   r118.0<8;8,1>:f                 
        mov (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f                  
        mach (8|M0)              r112.0<1>:ud  r54.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<8;8,1>:ud   r45.0<2;1,0>:uw 
        mach (8|M8)              r113.0<1>:ud  r55.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r50.0<8;8,1>:ud   r40.0<2;1,0>:uw 
        mov (16|M0)              r122.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r16.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mach (8|M16)             r110.0<1>:ud  r50.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r51.0<8;8,1>:ud   r41.0<2;1,0>:uw 
        mach (8|M24)             r111.0<1>:ud  r51.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r11.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r52.0<8;8,1>:ud   r44.0<2;1,0>:uw 
        mov (16|M16)             r118.0<1>:f   r110.0<8;8,1>:f                 
        mov (16|M16)             r18.0<1>:f    r10.0<8;8,1>:f                  
        mach (8|M0)              r108.0<1>:d   r52.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r53.0<8;8,1>:ud   r45.0<2;1,0>:uw 
        mach (8|M8)              r109.0<1>:d   r53.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r48.0<8;8,1>:ud   r40.0<2;1,0>:uw 
        mov (16|M0)              r112.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        mach (8|M16)             r4.0<1>:d     r48.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r49.0<8;8,1>:ud   r41.0<2;1,0>:uw 
        mach (8|M24)             r5.0<1>:d     r49.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn}
        addc (8|M0)              r106.0<1>:ud  r16.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M16)             r20.0<1>:f    r4.0<8;8,1>:f                   
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r107.0<1>:ud  r17.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,Compacted}
(W)     shl (1|M0)               r7.0<1>:d     r9.0<0;1,0>:d     3:w              
        add (8|M0)               r10.0<1>:ud   r8.0<8;8,1>:ud    r120.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r24.0<1>:ud   r18.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r11.0<1>:ud   r22.0<8;8,1>:ud   r121.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r126.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r25.0<1>:ud   r19.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r110.0<1>:ud  r126.0<8;8,1>:ud  r114.0<8;8,1>:ud
        mov (8|M24)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r4.0<1>:ud    r106.0<8;8,1>:ud  r112.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r111.0<1>:ud  r26.0<8;8,1>:ud   r115.0<8;8,1>:ud
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r107.0<8;8,1>:ud  r113.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r30.0<1>:ud   r28.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r108.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r120.0<1>:ud  r24.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r31.0<1>:ud   r108.0<8;8,1>:ud  r11.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r121.0<1>:ud  r25.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r16.0<1>:ud   r6.0<8;8,1>:ud    r110.0<8;8,1>:ud
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M0)              r114.0<1>:ud  r122.0<8;8,1>:ud  r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r17.0<1>:ud   r8.0<8;8,1>:ud    r111.0<8;8,1>:ud
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r115.0<1>:ud  r123.0<8;8,1>:ud  r13.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r18.0<1>:ud   r14.0<8;8,1>:ud   r116.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r112.0<1>:ud  r118.0<8;8,1>:ud  r2.0<8;8,1>:ud   {AccWrEn}
        add (8|M8)               r19.0<1>:ud   r126.0<8;8,1>:ud  r117.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r108.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r113.0<1>:ud  r119.0<8;8,1>:ud  r3.0<8;8,1>:ud   {AccWrEn}
        add (8|M16)              r106.0<1>:ud  r108.0<8;8,1>:ud  r124.0<8;8,1>:ud
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M0)              r120.0<1>:ud  r114.0<8;8,1>:ud  r30.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r107.0<1>:ud  r4.0<8;8,1>:ud    r125.0<8;8,1>:ud
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r121.0<1>:ud  r115.0<8;8,1>:ud  r31.0<8;8,1>:ud  {AccWrEn,Compacted}
        mad (16|M0)              r124.0<1>:d   r58.0<8;1>:d      r9.0<0;0>:d       7:w              
        mad (16|M16)             r4.0<1>:d     r56.0<8;1>:d      r9.0<0;0>:d       7:w              
        add (8|M0)               r10.0<1>:ud   r6.0<8;8,1>:ud    r18.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r122.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r12.0<1>:ud   r112.0<8;8,1>:ud  r16.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r108.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     3:w              
        mov (8|M16)              r126.0<1>:ud  acc0.0<8;8,1>:ud                
        add (8|M8)               r11.0<1>:ud   r122.0<8;8,1>:ud  r19.0<8;8,1>:ud  {Compacted}
        addc (8|M24)             r13.0<1>:ud   r113.0<8;8,1>:ud  r17.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r116.0<1>:ud  r126.0<8;8,1>:ud  r106.0<8;8,1>:ud
(W)     mov (1|M0)               r126.0<1>:hf  -qnan(0x1FF):hf                             
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                
(W)     mov (1|M0)               r126.1<1>:f   0.0:f                              
        mov (16|M0)              r110.0<1>:f   r10.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r12.0<8;8,1>:f                  
(f1.0)  sel (16|M0)              r122.0<1>:d   r126.0<0;1,0>:w   0:w              
        add (8|M24)              r117.0<1>:ud  r2.0<8;8,1>:ud    r107.0<8;8,1>:ud
(f1.0)  sel (16|M16)             r2.0<1>:d     r126.0<0;1,0>:w   0:w              
        sends (16|M0)            null:w   r124    r108    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        subb (8|M0)              r120.0<1>:ud  r126.1<0;1,0>:ud  r122.0<8;8,1>:ud {AccWrEn,Compacted}
        add (16|M0)              r10.0<1>:d    r7.0<0;1,0>:d     r58.0<8;8,1>:d   {Compacted}
        mov (16|M16)             r20.0<1>:f    r116.0<8;8,1>:f                 
        add (16|M16)             r12.0<1>:d    r7.0<0;1,0>:d     r56.0<8;8,1>:d  
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r121.0<1>:ud  r126.1<0;1,0>:ud  r123.0<8;8,1>:ud {AccWrEn,Compacted}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w              
        sends (16|M16)           null:w   r4      r18     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w              
        mov (8|M8)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r118.0<1>:ud  r126.1<0;1,0>:ud  r2.0<8;8,1>:ud   {AccWrEn}
        add (8|M0)               r4.0<1>:ud    -r6.0<8;8,1>:ud   -r122.0<8;8,1>:ud {Compacted}
        add (8|M8)               r5.0<1>:ud    -r124.0<8;8,1>:ud  -r123.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r116.0<1>:ud  acc0.0<8;8,1>:ud                
        mov (16|M0)              r122.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        subb (8|M24)             r119.0<1>:ud  r126.1<0;1,0>:ud  r3.0<8;8,1>:ud   {AccWrEn}
(f0.0)  sel (16|M0)              r120.0<1>:d   r126.0<0;1,0>:w   0:w              
        mov (16|M0)              r124.0<1>:f   r4.0<8;8,1>:f                    {Compacted}
        add (8|M16)              r114.0<1>:ud  -r116.0<8;8,1>:ud  -r2.0<8;8,1>:ud
        mov (16|M16)             r110.0<1>:f   r118.0<8;8,1>:f                 
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M0)              r118.0<1>:ud  r126.1<0;1,0>:ud  r120.0<8;8,1>:ud {AccWrEn,Compacted}
        sends (16|M0)            null:w   r10     r122    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mad (16|M0)              r10.0<1>:d    r58.0<8;1>:d      r9.0<0;0>:d       9:w              
        add (8|M24)              r115.0<1>:ud  -r8.0<8;8,1>:ud   -r3.0<8;8,1>:ud 
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r119.0<1>:ud  r126.1<0;1,0>:ud  r121.0<8;8,1>:ud {AccWrEn,Compacted}
(f0.0)  sel (16|M16)             r2.0<1>:d     r126.0<0;1,0>:w   0:w              
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w              
        mov (16|M16)             r112.0<1>:f   r114.0<8;8,1>:f                 
        mov (8|M8)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r122.0<1>:ud  r126.1<0;1,0>:ud  r2.0<8;8,1>:ud   {AccWrEn}
        add (8|M0)               r6.0<1>:ud    -r4.0<8;8,1>:ud   -r120.0<8;8,1>:ud {Compacted}
        sends (16|M16)           null:w   r12     r110    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M8)               r7.0<1>:ud    -r124.0<8;8,1>:ud  -r121.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r116.0<1>:ud  acc0.0<8;8,1>:ud                
        subb (8|M24)             r123.0<1>:ud  r126.1<0;1,0>:ud  r3.0<8;8,1>:ud   {AccWrEn}
        mad (16|M16)             r12.0<1>:d    r56.0<8;1>:d      r9.0<0;0>:d       9:w              
        mov (16|M0)              r110.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r112.0<1>:f   r6.0<8;8,1>:f                    {Compacted}
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                
        add (8|M16)              r114.0<1>:ud  -r116.0<8;8,1>:ud  -r2.0<8;8,1>:ud
        mov (16|M16)             r106.0<1>:f   r122.0<8;8,1>:f                 
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r10     r110    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M24)              r115.0<1>:ud  -r8.0<8;8,1>:ud   -r3.0<8;8,1>:ud 
        mov (16|M16)             r108.0<1>:f   r114.0<8;8,1>:f                 
        sends (16|M16)           null:w   r12     r106    0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L8376:
