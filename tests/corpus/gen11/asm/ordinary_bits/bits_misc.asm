L0:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r126.2<0;1,0>:uw
(W)     shl (1|M0)               r40.0<1>:d    r8.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r92.0<1>:d    r8.4<0;1,0>:d     2:w              
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}
(W)     mach (1|M0)              r64.0<1>:d    r9.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}
        add (16|M0)              r65.0<1>:d    r64.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M16)             r3.0<1>:d     r64.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r67.0<1>:d    r65.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r69.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r5.0<1>:d     r67.0<8;8,1>:d    3:w              
        shl (16|M16)             r71.0<1>:d    r69.0<8;8,1>:d    3:w              
        add (16|M0)              r102.0<1>:d   r8.4<0;1,0>:d     r67.0<8;8,1>:d   {Compacted}
        add (16|M16)             r104.0<1>:d   r8.4<0;1,0>:d     r69.0<8;8,1>:d  
        send (16|M0)             r9:w     r5:f    0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r56.0<1>:d    r67.0<8;8,1>:d    2:w              
        send (16|M16)            r73:w    r71:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r106.0<1>:d   r40.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r124.0<1>:d   r69.0<8;8,1>:d    2:w              
        add (16|M16)             r108.0<1>:d   r40.0<0;1,0>:d    r69.0<8;8,1>:d  
        shl (16|M0)              r102.0<1>:d   r102.0<8;8,1>:d   2:w              
        mad (16|M0)              r110.0<1>:d   r67.0<8;1>:d      r8.4<0;0>:d       3:w              
        shl (16|M16)             r104.0<1>:d   r104.0<8;8,1>:d   2:w              
        mad (16|M16)             r112.0<1>:d   r69.0<8;1>:d      r8.4<0;0>:d       3:w              
        shl (16|M0)              r106.0<1>:d   r106.0<8;8,1>:d   2:w              
        add (16|M0)              r45.0<1>:d    r92.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r108.0<8;8,1>:d   2:w              
        add (16|M16)             r118.0<1>:d   r92.0<0;1,0>:d    r69.0<8;8,1>:d  
        shl (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   2:w              
        mad (16|M0)              r52.0<1>:d    r67.0<8;1>:d      r8.4<0;0>:d       5:w              
        shl (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   2:w              
        mad (16|M16)             r120.0<1>:d   r69.0<8;1>:d      r8.4<0;0>:d       5:w              
        shl (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    2:w              
        mad (16|M0)              r54.0<1>:d    r67.0<8;1>:d      r8.4<0;0>:d       6:w              
        shl (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   2:w              
        mad (16|M16)             r122.0<1>:d   r69.0<8;1>:d      r8.4<0;0>:d       6:w              
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w              
        shl (16|M16)             r120.0<1>:d   r120.0<8;8,1>:d   2:w              
        mad (16|M16)             r4.0<1>:d     r69.0<8;1>:d      r8.4<0;0>:d       7:w              
        shl (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    2:w              
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   2:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        addc (8|M0)              r77.0<1>:ud   r9.0<8;8,1>:ud    0x1:ud              {AccWrEn,Compacted}
        shl (16|M0)              r32.0<1>:d    r11.0<8;8,1>:d    4:w              
        shr (16|M0)              r94.0<1>:d    r9.0<8;8,1>:ud    7:w              
        shl (16|M16)             r34.0<1>:d    r75.0<8;8,1>:d    4:w              
        mov (8|M0)               r79.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r78.0<1>:ud   r10.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted}
        shr (16|M16)             r96.0<1>:d    r73.0<8;8,1>:ud   7:w              
        and (16|M0)              r98.0<1>:d    r9.0<8;8,1>:d     -241:w              
        and (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    240:w              
        mov (8|M8)               r80.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r81.0<1>:ud   r73.0<8;8,1>:ud   0x1:ud              {AccWrEn}
        and (16|M16)             r100.0<1>:d   r73.0<8;8,1>:d    -241:w              
        and (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    240:w              
        and (16|M0)              r94.0<1>:d    r94.0<8;8,1>:d    31:w              
        mov (8|M16)              r83.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r82.0<1>:ud   r74.0<8;8,1>:ud   0x1:ud              {AccWrEn}
        and (16|M16)             r96.0<1>:d    r96.0<8;8,1>:d    31:w              
        or (16|M0)               r98.0<1>:d    r98.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        or (16|M16)              r100.0<1>:d   r100.0<8;8,1>:d   r34.0<8;8,1>:d  
        mov (8|M24)              r84.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r85.0<1>:ud   r77.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn,Compacted}
        sends (16|M0)            null:w   r56     r94     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r114.0<1>:d   r9.0<8;8,1>:d     16:w              
        sends (16|M16)           null:w   r124    r96     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M0)               r87.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r86.0<1>:ud   r78.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        and (16|M0)              r43.0<1>:d    r11.0<8;8,1>:d    0xFFFF:uw             
        sends (16|M0)            null:w   r102    r98     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r41.0<1>:d    r73.0<8;8,1>:d    16:w              
        mov (8|M8)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r14.0<1>:ud   r81.0<8;8,1>:ud   r75.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r36.0<1>:ud   r87.0<8;8,1>:ud   r79.0<8;8,1>:ud  {Compacted}
        shr (16|M0)              r85.0<1>:d    r85.0<8;8,1>:ud   1:w              
        and (16|M16)             r116.0<1>:d   r75.0<8;8,1>:d    0xFFFF:uw             
        add (8|M8)               r37.0<1>:ud   r13.0<8;8,1>:ud   r80.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r15.0<1>:ud   r82.0<8;8,1>:ud   r76.0<8;8,1>:ud  {AccWrEn}
(W)     mov (8|M0)               r56.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r104    r100    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        cbit (16|M0)             r64.0<1>:ud   r9.0<8;8,1>:ud                   {Compacted}
        mov (8|M24)              r17.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r18.0<1>:ud   r11.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M16)              r38.0<1>:ud   r16.0<8;8,1>:ud   r83.0<8;8,1>:ud 
        shl (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    31:w              
        shr (16|M16)             r14.0<1>:d    r14.0<8;8,1>:ud   1:w              
        add (8|M24)              r39.0<1>:ud   r17.0<8;8,1>:ud   r84.0<8;8,1>:ud 
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r19.0<1>:ud   r12.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        or (16|M0)               r85.0<1>:d    r85.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
        lzd (16|M0)              r71.0<1>:ud   r11.0<8;8,1>:ud                  {Compacted}
        shl (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    31:w              
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r22.0<1>:ud   r75.0<8;8,1>:ud   r73.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r88.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        shr (16|M0)              r18.0<1>:d    r18.0<8;8,1>:ud   1:w              
        or (16|M16)              r14.0<1>:d    r14.0<8;8,1>:d    r38.0<8;8,1>:d  
        mov (8|M8)               r89.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r23.0<1>:ud   r76.0<8;8,1>:ud   r74.0<8;8,1>:ud  {AccWrEn}
        bfrev (16|M0)            r77.0<1>:d    r9.0<8;8,1>:d                    {Compacted}
        shl (16|M0)              r88.0<1>:d    r88.0<8;8,1>:d    31:w              
        mov (8|M24)              r25.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M0)              r26.0<1>:ud   r11.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M16)              r90.0<1>:f    r24.0<8;8,1>:f                  
        shr (16|M16)             r22.0<1>:d    r22.0<8;8,1>:ud   1:w              
        or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted}
        mov (8|M24)              r91.0<1>:f    r25.0<8;8,1>:f                  
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r27.0<1>:ud   r12.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r106    r85     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        cbit (16|M16)            r58.0<1>:ud   r73.0<8;8,1>:ud                 
        mov (8|M8)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r30.0<1>:ud   r75.0<8;8,1>:ud   r73.0<8;8,1>:ud  {AccWrEn}
        shl (16|M16)             r90.0<1>:d    r90.0<8;8,1>:d    31:w              
        lzd (16|M16)             r60.0<1>:ud   r75.0<8;8,1>:ud                 
        bfrev (16|M16)           r62.0<1>:d    r73.0<8;8,1>:d                  
        mov (8|M16)              r93.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r31.0<1>:ud   r76.0<8;8,1>:ud   r74.0<8;8,1>:ud  {AccWrEn}
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    r90.0<8;8,1>:d  
        or (16|M0)               r114.0<1>:d   r114.0<8;8,1>:d   r43.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r102.0<1>:f   r102.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r108    r14     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (8|M0)               r47.0<1>:ud   r9.0<8;8,1>:ud    -r11.0<8;8,1>:ud {Compacted}
        add (8|M8)               r48.0<1>:ud   r10.0<8;8,1>:ud   -r12.0<8;8,1>:ud {Compacted}
        or (16|M16)              r41.0<1>:d    r41.0<8;8,1>:d    r116.0<8;8,1>:d 
(W)     mov (8|M0)               r104.0<1>:f   r104.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r110    r18     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (8|M16)              r49.0<1>:ud   r73.0<8;8,1>:ud   -r75.0<8;8,1>:ud
        add (8|M24)              r50.0<1>:ud   r74.0<8;8,1>:ud   -r76.0<8;8,1>:ud
        mov (8|M24)              r51.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mov (8|M0)               r106.0<1>:f   r106.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r112    r22     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M0)              r81.0<1>:d    r67.0<8;1>:d      r8.4<0;0>:d       7:w              
        add (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    r71.0<8;8,1>:d   {Compacted}
        lzd (16|M0)              r79.0<1>:ud   r77.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r108.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r45     r114    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    r60.0<8;8,1>:d  
        lzd (16|M16)             r2.0<1>:ud    r62.0<8;8,1>:ud                 
        add (8|M0)               r47.0<1>:ud   -r28.0<8;8,1>:ud  r47.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r48.0<1>:ud   -r29.0<8;8,1>:ud  r48.0<8;8,1>:ud  {Compacted}
(W)     mov (8|M0)               r110.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r118    r41     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (8|M16)              r49.0<1>:ud   -r93.0<8;8,1>:ud  r49.0<8;8,1>:ud 
        add (8|M24)              r50.0<1>:ud   -r51.0<8;8,1>:ud  r50.0<8;8,1>:ud 
(W)     mov (8|M0)               r112.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r52     r26     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r81.0<1>:d    r81.0<8;8,1>:d    2:w              
        add (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    r79.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r120    r30     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    r2.0<8;8,1>:d   
(W)     mov (8|M0)               r118.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r54     r47     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r52.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r122    r49     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r120.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r81     r64     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r4      r58     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2224:
