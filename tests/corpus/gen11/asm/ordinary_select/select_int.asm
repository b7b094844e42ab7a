L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r8.2<0;1,0>:uw  
(W)     mov (1|M0)               r87.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r98.0<1>:f    qnan(0x3FFFFF):f                              
(W)     shl (1|M0)               r88.0<1>:d    r9.0<0;1,0>:d     1:w              
(W)     shl (1|M0)               r89.0<1>:d    r9.0<0;1,0>:d     2:w              
(W)     mov (8|M0)               r127.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r64.0<1>:d    r9.3<0;1,0>:d     r8.1<0;1,0>:d    {Compacted}
        add (16|M0)              r65.0<1>:d    r64.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M16)             r3.0<1>:d     r64.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r67.0<1>:d    r65.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r67.0<8;8,1>:d    2:w              
        shl (16|M16)             r69.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M0)              r100.0<1>:d   r9.0<0;1,0>:d     r67.0<8;8,1>:d   {Compacted}
        add (16|M16)             r102.0<1>:d   r9.0<0;1,0>:d     r14.0<8;8,1>:d  
        send (16|M0)             r10:w    r5:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r12:w    r5:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r71:w    r69:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r73:w    r69:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r75:w    r5:f    0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r104.0<1>:d   r88.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r69.0<1>:f    r69.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r77:w    r69:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   2:w              
        add (16|M16)             r106.0<1>:d   r88.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   2:w              
        mad (16|M0)              r20.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       3:w              
        shl (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   2:w              
        mad (16|M16)             r22.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       3:w              
        shl (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   2:w              
        add (16|M0)              r32.0<1>:d    r89.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    2:w              
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    2:w              
        add (16|M16)             r34.0<1>:d    r89.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    2:w              
        mad (16|M0)              r45.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M16)             r47.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M0)              r53.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       6:w              
        shl (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    2:w              
        mad (16|M16)             r55.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       6:w              
        shl (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    2:w              
        shl (16|M16)             r47.0<1>:d    r47.0<8;8,1>:d    2:w              
        shl (16|M0)              r53.0<1>:d    r53.0<8;8,1>:d    2:w              
        shl (16|M16)             r55.0<1>:d    r55.0<8;8,1>:d    2:w              
        asr (16|M0)              r120.0<1>:d   r10.0<8;8,1>:d    31:w              
(W)     mul (8|M0)               acc0.0<1>:d   r12.0<8;8,1>:d    r10.0<2;1,0>:uw 
        asr (16|M0)              r122.0<1>:d   r12.0<8;8,1>:d    31:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r87.0<0;1,0>:w    r12.0<8;8,1>:d  
        cmp (16|M16)  (lt)f1.0   null<1>:d     r87.0<0;1,0>:w    r73.0<8;8,1>:d  
        mach (8|M0)              r79.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r13.0<8;8,1>:d    r11.0<2;1,0>:uw 
        cmp (16|M0)   (eq)f0.0   null<1>:d     r75.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              r49.0<1>:d    r98.0<0;1,0>:d    -2147483648:d              
(f1.0)  sel (16|M16)             r51.0<1>:d    r98.0<0;1,0>:d    -2147483648:d              
        mach (8|M8)              r80.0<1>:d    r13.0<8;8,1>:d    r11.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r73.0<8;8,1>:d    r71.0<2;1,0>:uw 
(W)     mov (1|M0)               r99.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        add (16|M0)              r83.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        sel (16|M0)   (ge)f0.0   r16.0<1>:d    r10.0<8;8,1>:d    -100:w              
        add (16|M0)              r59.0<1>:d    r79.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r81.0<1>:d    r73.0<8;8,1>:d    r71.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r74.0<8;8,1>:d    r72.0<2;1,0>:uw 
(W)     mov (1|M0)               f0.0<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r77.0<8;8,1>:d    0:w              
        sel (16|M16)  (ge)f0.0   r18.0<1>:d    r71.0<8;8,1>:d    -100:w              
        add (16|M16)             r85.0<1>:d    r71.0<8;8,1>:d    r73.0<8;8,1>:d  
        mach (8|M24)             r82.0<1>:d    r74.0<8;8,1>:d    r72.0<8;8,1>:d  
        addc (8|M0)              r110.0<1>:ud  r12.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r99.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r90.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r61.0<1>:d    r81.0<8;8,1>:d    r77.0<8;8,1>:d  
        mov (8|M0)               r112.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r111.0<1>:ud  r13.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        xor (16|M0)              r94.0<1>:d    r83.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        and (16|M0)              r24.0<1>:d    r75.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r113.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r114.0<1>:ud  r73.0<8;8,1>:ud   r71.0<8;8,1>:ud  {AccWrEn}
(f1.0)  sel (16|M0)              r57.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r108.0<1>:d   r71.0<8;8,1>:d    r73.0<8;8,1>:d  
(W)     mov (1|M0)               f0.0<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r71.0<8;8,1>:d    r73.0<8;8,1>:d  
        mov (8|M16)              r116.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r115.0<1>:ud  r74.0<8;8,1>:ud   r72.0<8;8,1>:ud  {AccWrEn}
        sends (16|M0)            null:w   r5      r57     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r28.0<1>:d    r10.0<8;8,1>:d    ~r75.0<8;8,1>:d  {Compacted}
        sends (16|M16)           null:w   r69     r108    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M24)              r117.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:ud   r10.0<2;1,0>:uw 
        asr (16|M16)             r69.0<1>:d    r71.0<8;8,1>:d    31:w              
        sends (16|M0)            null:w   r100    r59     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sel (16|M0)   (lt)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    100:w              
        mach (8|M0)              r118.0<1>:d   r12.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r13.0<8;8,1>:ud   r11.0<2;1,0>:uw 
        sends (16|M16)           null:w   r102    r61     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        xor (16|M16)             r92.0<1>:d    r71.0<8;8,1>:d    r73.0<8;8,1>:d  
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r104    r79     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r119.0<1>:d   r13.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r12.0<8;8,1>:ud   r120.0<2;1,0>:uw
        sel (16|M16)  (lt)f0.0   r18.0<1>:d    r18.0<8;8,1>:d    100:w              
        xor (16|M16)             r96.0<1>:d    r85.0<8;8,1>:d    r71.0<8;8,1>:d  
(W)     mov (1|M0)               r44.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        asr (16|M16)             r2.0<1>:d     r73.0<8;8,1>:d    31:w              
        mach (8|M0)              r124.0<1>:d   r12.0<8;8,1>:ud   r120.0<8;8,1>:d 
(W)     mul (8|M8)               acc0.0<1>:d   r13.0<8;8,1>:ud   r121.0<2;1,0>:uw
        add (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    -r12.0<8;8,1>:d  {Compacted}
        and (16|M0)   (lt)f0.0   null<1>:d     ~r90.0<8;8,1>:d   r94.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r100.0<1>:f   r100.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r106    r81     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r125.0<1>:d   r13.0<8;8,1>:ud   r121.0<8;8,1>:d 
(W)     mul (8|M0)               acc0.0<1>:d   r10.0<8;8,1>:ud   r122.0<2;1,0>:uw
        add (16|M16)             r6.0<1>:d     r71.0<8;8,1>:d    -r73.0<8;8,1>:d 
        or (16|M0)               r24.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        add (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}
        mach (8|M0)              r124.0<1>:d   r10.0<8;8,1>:ud   r122.0<8;8,1>:d 
(W)     mul (8|M8)               acc0.0<1>:d   r11.0<8;8,1>:ud   r123.0<2;1,0>:uw
(W)     mov (8|M0)               r102.0<1>:f   r102.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r20     r16     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M16)             r26.0<1>:d    r77.0<8;8,1>:d    r73.0<8;8,1>:d  
        and (16|M16)             r30.0<1>:d    r71.0<8;8,1>:d    ~r77.0<8;8,1>:d 
        mach (8|M8)              r125.0<1>:d   r11.0<8;8,1>:ud   r123.0<8;8,1>:d 
(W)     mul (8|M0)               acc0.0<1>:ud  r73.0<8;8,1>:ud   r71.0<2;1,0>:uw 
        add (8|M0)               r81.0<1>:ud   r122.0<8;8,1>:ud  r120.0<8;8,1>:ud {Compacted}
        add (8|M8)               r82.0<1>:ud   r123.0<8;8,1>:ud  r121.0<8;8,1>:ud {Compacted}
        sends (16|M16)           null:w   r22     r18     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r40.0<1>:d    r12.0<8;8,1>:d    -r10.0<8;8,1>:d  {Compacted}
        mach (8|M16)             r64.0<1>:d    r73.0<8;8,1>:ud   r71.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r74.0<8;8,1>:ud   r72.0<2;1,0>:uw 
        and (16|M16)  (lt)f0.0   null<1>:d     ~r92.0<8;8,1>:d   r96.0<8;8,1>:d  
(W)     mov (1|M0)               f1.0<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        add (8|M16)              r16.0<1>:ud   r2.0<8;8,1>:ud    r69.0<8;8,1>:ud 
        add (8|M24)              r17.0<1>:ud   r3.0<8;8,1>:ud    r70.0<8;8,1>:ud 
        add (16|M16)             r42.0<1>:d    r73.0<8;8,1>:d    -r71.0<8;8,1>:d 
        mach (8|M24)             r65.0<1>:d    r74.0<8;8,1>:ud   r72.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M16)              acc0.0<1>:d   r73.0<8;8,1>:ud   r69.0<2;1,0>:uw 
(~f0.0) mov (16|M0)              r49.0<1>:f    r83.0<8;8,1>:f                  
        xor (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    ~r12.0<8;8,1>:d  {Compacted}
        mach (8|M16)             r79.0<1>:d    r73.0<8;8,1>:ud   r69.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r74.0<8;8,1>:ud   r70.0<2;1,0>:uw 
        sends (16|M0)            null:w   r32     r24     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        xor (16|M16)             r22.0<1>:d    r6.0<8;8,1>:d     r71.0<8;8,1>:d  
        xor (16|M16)             r83.0<1>:d    r71.0<8;8,1>:d    ~r73.0<8;8,1>:d 
        mach (8|M24)             r80.0<1>:d    r74.0<8;8,1>:ud   r70.0<8;8,1>:d  
(W)     mul (8|M16)              acc0.0<1>:d   r71.0<8;8,1>:ud   r2.0<2;1,0>:uw  
        add (16|M0)              r36.0<1>:d    r10.0<8;8,1>:d    -r12.0<8;8,1>:d  {Compacted}
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d  
        add (8|M0)               r81.0<1>:ud   r112.0<8;8,1>:ud  r81.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r82.0<1>:ud   r113.0<8;8,1>:ud  r82.0<8;8,1>:ud  {Compacted}
(W)     shl (1|M0)               r25.0<1>:d    r9.0<0;1,0>:d     3:w              
        add (16|M16)             r38.0<1>:d    r71.0<8;8,1>:d    -r73.0<8;8,1>:d 
(~f0.0) mov (16|M16)             r51.0<1>:f    r85.0<8;8,1>:f                  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r87.0<0;1,0>:w    r12.0<8;8,1>:d  
(W)     mov (1|M0)               r24.0<1>:f    -0.0:f                              
(~f1.0) mov (16|M0)              r36.0<1>:f    r40.0<8;8,1>:f                  
        add (8|M16)              r16.0<1>:ud   r116.0<8;8,1>:ud  r16.0<8;8,1>:ud 
        add (8|M24)              r17.0<1>:ud   r117.0<8;8,1>:ud  r17.0<8;8,1>:ud 
        mad (16|M0)              r28.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       7:w              
        add (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    r79.0<8;8,1>:d  
(~f1.0) mov (16|M16)             r38.0<1>:f    r42.0<8;8,1>:f                  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r87.0<0;1,0>:w    r73.0<8;8,1>:d  
        and (16|M0)   (lt)f1.0   null<1>:d     ~r18.0<8;8,1>:d   r20.0<8;8,1>:d  
        mach (8|M16)             r79.0<1>:d    r71.0<8;8,1>:ud   r2.0<8;8,1>:d   
        and (16|M16)  (lt)f1.0   null<1>:d     ~r83.0<8;8,1>:d   r22.0<8;8,1>:d  
        mad (16|M16)             r87.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       7:w              
        sends (16|M16)           null:w   r34     r26     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shr (16|M0)              r110.0<1>:d   r110.0<8;8,1>:ud  1:w              
        shl (16|M0)              r81.0<1>:d    r81.0<8;8,1>:d    31:w              
        add (16|M0)              r30.0<1>:d    r25.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r72.0<8;8,1>:ud   r3.0<2;1,0>:uw  
(f0.0)  sel (16|M0)              r85.0<1>:d    r24.0<0;1,0>:d    2147483647:d              
        sends (16|M0)            null:w   r45     r36     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shr (16|M16)             r114.0<1>:d   r114.0<8;8,1>:ud  1:w              
        add (16|M16)             r89.0<1>:d    r25.0<0;1,0>:d    r14.0<8;8,1>:d  
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    31:w              
        shl (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    2:w              
(f0.0)  sel (16|M16)             r26.0<1>:d    r24.0<0;1,0>:d    2147483647:d              
(~f1.0) mov (16|M0)              r85.0<1>:f    r4.0<8;8,1>:f                   
        sends (16|M16)           null:w   r47     r38     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M0)              r32.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       9:w              
        shl (16|M16)             r87.0<1>:d    r87.0<8;8,1>:d    2:w              
(~f1.0) mov (16|M16)             r26.0<1>:f    r6.0<8;8,1>:f                   
        sends (16|M0)            null:w   r53     r49     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M16)             r91.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       9:w              
        or (16|M0)               r110.0<1>:d   r110.0<8;8,1>:d   r81.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    2:w              
        mach (8|M24)             r80.0<1>:d    r72.0<8;8,1>:ud   r3.0<8;8,1>:d   
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r55     r51     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M0)              r34.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       10:w              
        shl (16|M16)             r89.0<1>:d    r89.0<8;8,1>:d    2:w              
        or (16|M16)              r114.0<1>:d   r114.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     mov (8|M0)               r47.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r28     r85     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M16)             r36.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       10:w              
        rol (16|M0)              r40.0<1>:ud   r10.0<8;8,1>:ud   r75.0<8;8,1>:d  
        shl (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r53.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r87     r26     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r93.0<1>:d    r118.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}
        mad (16|M0)              r95.0<1>:d    r67.0<8;1>:d      r9.0<0;0>:d       11:w              
        rol (16|M16)             r42.0<1>:ud   r71.0<8;8,1>:ud   r77.0<8;8,1>:d  
        shl (16|M16)             r91.0<1>:d    r91.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r55.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r30     r110    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M16)             r97.0<1>:d    r14.0<8;1>:d      r9.0<0;0>:d       11:w              
        add (16|M16)             r38.0<1>:d    r64.0<8;8,1>:d    r79.0<8;8,1>:d  
        lzd (16|M0)              r44.0<1>:ud   r10.0<8;8,1>:ud                  {Compacted}
        shl (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r89     r114    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        lzd (16|M16)             r99.0<1>:ud   r71.0<8;8,1>:ud                 
        shl (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r87.0<1>:f    r87.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r32     r40     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r93.0<1>:d    r75.0<8;8,1>:d    r93.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r95.0<1>:d    r95.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r91     r42     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r97.0<1>:d    r97.0<8;8,1>:d    2:w              
        add (16|M16)             r38.0<1>:d    r77.0<8;8,1>:d    r38.0<8;8,1>:d  
(W)     mov (8|M0)               r89.0<1>:f    r89.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r34     r44     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r36     r99     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r91.0<1>:f    r91.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r95     r93     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r97     r38     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3304:
