L0:
(W)     mov (8|M0)               r39.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r39.2<0;1,0>:uw 
(W)     mach (1|M0)              r89.0<1>:d    r8.4<0;1,0>:d     r39.1<0;1,0>:d  
        add (16|M0)              r90.0<1>:d    r89.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M16)             r92.0<1>:d    r89.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r94.0<1>:d    r90.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r2.0<1>:d     r92.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r94.0<8;8,1>:d    1:w              
        shl (16|M16)             r6.0<1>:d     r2.0<8;8,1>:d     1:w              
        shl (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     4:w              
        shl (16|M16)             r96.0<1>:d    r6.0<8;8,1>:d     4:w              
        send (16|M0)             r40:w    r8:f    0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M0)               r98.0<1>:d    r8.0<8;8,1>:d     16:w              
        send (16|M16)            r48:w    r96:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M16)              r100.0<1>:d   r96.0<8;8,1>:d    16:w              
        send (16|M0)             r57:w    r98:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r65:w    r100:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        cmp (16|M0)   (ne)f1.0   null<1>:f     r40.0<8;8,1>:f    r40.0<8;8,1>:f  
        rndd (16|M0)             acc0.0<1>:f   r40.0<8;8,1>:f                  
        rndd (16|M16)            r12.0<1>:f    r48.0<8;8,1>:f                  
        rndd (16|M0)             r14.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r26.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:f     r42.0<8;8,1>:f    r42.0<8;8,1>:f  
        rndd (16|M16)            r16.0<1>:f    r50.0<8;8,1>:f                  
        rndd (16|M0)             r18.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r48.0<8;8,1>:f    r48.0<8;8,1>:f  
(W)     mov (1|M0)               r27.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:f     r44.0<8;8,1>:f    r44.0<8;8,1>:f  
        rndd (16|M16)            r20.0<1>:f    r52.0<8;8,1>:f                  
(W)     mov (1|M0)               r26.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        rndd (16|M0)             r22.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r27.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r50.0<8;8,1>:f    r50.0<8;8,1>:f  
(W)     mov (1|M0)               r28.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        rndd (16|M16)            r24.0<1>:f    r54.0<8;8,1>:f                  
        and (16|M0)              r6.0<1>:d     r40.0<8;8,1>:d    -2147483648:d              
(W)     mov (1|M0)               r27.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r52.0<8;8,1>:f    r52.0<8;8,1>:f  
(~f1.0) sel (16|M0)              r29.0<1>:f    acc0.0<8;8,1>:f   qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r102.0<1>:f   r12.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r27.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r28.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:f     r46.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        add (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    -r29.0<8;8,1>:f  {Compacted}
        add (16|M16)             r118.0<1>:f   r48.0<8;8,1>:f    -r102.0<8;8,1>:f
(~f1.0) sel (16|M0)              r104.0<1>:f   r14.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r106.0<1>:f   r16.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
        sel (16|M0)   (lt)f0.0   r98.0<1>:f    acc0.0<8;8,1>:f   0x3F7FFFFF:f              
        add (16|M0)              acc0.0<1>:f   r42.0<8;8,1>:f    -r104.0<8;8,1>:f {Compacted}
        add (16|M16)             r122.0<1>:f   r50.0<8;8,1>:f    -r106.0<8;8,1>:f
(~f1.0) sel (16|M0)              r108.0<1>:f   r18.0<8;8,1>:f    qnan(0x3FFFFF):f              
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r40.0<8;8,1>:f  inf:f           
        sel (16|M0)   (lt)f0.0   r116.0<1>:f   acc0.0<8;8,1>:f   0x3F7FFFFF:f              
(~f1.0) sel (16|M16)             r110.0<1>:f   r20.0<8;8,1>:f    qnan(0x3FFFFF):f              
        sel (16|M16)  (lt)f0.0   r31.0<1>:f    r122.0<8;8,1>:f   0x3F7FFFFF:f              
(W)     mov (1|M0)               r120.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r54.0<8;8,1>:f    r54.0<8;8,1>:f  
        add (16|M0)              acc0.0<1>:f   r44.0<8;8,1>:f    -r108.0<8;8,1>:f {Compacted}
        and (16|M16)             r8.0<1>:d     r48.0<8;8,1>:d    -2147483648:d              
(W)     mov (1|M0)               f1.0<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r48.0<8;8,1>:f  inf:f           
(~f0.0) sel (16|M0)              r112.0<1>:f   r22.0<8;8,1>:f    qnan(0x3FFFFF):f              
        sel (16|M16)  (lt)f0.0   r100.0<1>:f   r118.0<8;8,1>:f   0x3F7FFFFF:f              
(~f0.0) sel (16|M16)             r114.0<1>:f   r24.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               r120.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r42.0<8;8,1>:f  inf:f           
        sel (16|M0)   (lt)f0.0   r33.0<1>:f    acc0.0<8;8,1>:f   0x3F7FFFFF:f              
        add (16|M16)             acc0.0<1>:f   r52.0<8;8,1>:f    -r110.0<8;8,1>:f
        add (16|M0)              r91.0<1>:f    r46.0<8;8,1>:f    -r112.0<8;8,1>:f {Compacted}
(W)     mov (1|M0)               r121.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
        and (16|M0)              r10.0<1>:d    r42.0<8;8,1>:d    -2147483648:d              
        and (16|M16)             r12.0<1>:d    r50.0<8;8,1>:d    -2147483648:d              
        sel (16|M16)  (lt)f0.0   r35.0<1>:f    acc0.0<8;8,1>:f   0x3F7FFFFF:f              
(W)     mov (1|M0)               f1.0<1>:ud    r121.0<0;1,0>:ud                 {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r50.0<8;8,1>:f  inf:f           
        sel (16|M0)   (lt)f0.0   r37.0<1>:f    r91.0<8;8,1>:f    0x3F7FFFFF:f              
        add (16|M16)             acc0.0<1>:f   r54.0<8;8,1>:f    -r114.0<8;8,1>:f
        and (16|M0)              r14.0<1>:d    r44.0<8;8,1>:d    -2147483648:d              
(W)     mov (1|M0)               r121.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r44.0<8;8,1>:f  inf:f           
        and (16|M16)             r16.0<1>:d    r52.0<8;8,1>:d    -2147483648:d              
        shl (16|M0)              r123.0<1>:d   r94.0<8;8,1>:d    2:w              
        sel (16|M16)  (lt)f0.0   r4.0<1>:f     acc0.0<8;8,1>:f   0x3F7FFFFF:f              
(W)     mov (1|M0)               r20.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        and (16|M16)             r18.0<1>:d    r54.0<8;8,1>:d    -2147483648:d              
        and (16|M0)              r118.0<1>:d   r46.0<8;8,1>:d    -2147483648:d              
        shl (16|M16)             r21.0<1>:d    r2.0<8;8,1>:d     2:w              
(W)     mov (1|M0)               f1.0<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r52.0<8;8,1>:f  inf:f           
        mov (16|M16)             r2.0<1>:f     r102.0<8;8,1>:f                 
        shl (16|M0)              r73.0<1>:d    r123.0<8;8,1>:d   4:w              
        shl (16|M16)             r75.0<1>:d    r21.0<8;8,1>:d    4:w              
(W)     mov (1|M0)               r20.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r46.0<8;8,1>:f  inf:f           
(W)     mov (1|M0)               r122.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r54.0<8;8,1>:f  inf:f           
(W)     mov (1|M0)               r122.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
(f1.0)  sel (16|M0)              acc0.0<1>:f   r6.0<8;8,1>:f     r98.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r23.0<1>:f    r8.0<8;8,1>:f     r100.0<8;8,1>:f 
(W)     mov (1|M0)               f1.0<1>:ud    r121.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r6.0<1>:f     r110.0<8;8,1>:f                 
        mov (16|M0)              r120.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r8.0<1>:f     r114.0<8;8,1>:f                 
(f1.0)  sel (16|M0)              r90.0<1>:f    r10.0<8;8,1>:f    r116.0<8;8,1>:f 
(f1.0)  sel (16|M16)             r92.0<1>:f    r12.0<8;8,1>:f    r31.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
        mov (16|M0)              r116.0<1>:f   r29.0<8;8,1>:f                   {Compacted}
        or (16|M0)               r29.0<1>:d    r73.0<8;8,1>:d    16:w              
        add (16|M16)             r109.0<1>:f   r69.0<8;8,1>:f    -r52.0<8;8,1>:f 
(f1.0)  sel (16|M0)              r94.0<1>:f    r14.0<8;8,1>:f    r33.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r96.0<1>:f    r16.0<8;8,1>:f    r35.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r122.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        add (16|M0)              r111.0<1>:f   r63.0<8;8,1>:f    -r46.0<8;8,1>:f  {Compacted}
        add (16|M16)             r113.0<1>:f   r71.0<8;8,1>:f    -r54.0<8;8,1>:f 
(f1.0)  sel (16|M0)              r98.0<1>:f    r118.0<8;8,1>:f   r37.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r31.0<1>:f    r18.0<8;8,1>:f    r4.0<8;8,1>:f   
(W)     mov (1|M0)               f1.0<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        mov (16|M0)              r118.0<1>:f   r104.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r4.0<1>:f     r106.0<8;8,1>:f                 
(~f0.0) sel (16|M0)              r16.0<1>:f    r98.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r100.0<1>:f   r23.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r27.0<0;1,0>:ud                  {Compacted}
(~f0.0) sel (16|M16)             r106.0<1>:f   r31.0<8;8,1>:f    qnan(0x3FFFFF):f              
        mul (16|M16)             acc0.0<1>:f   r54.0<8;8,1>:f    r54.0<8;8,1>:f  
(W)     mov (1|M0)               r24.0<1>:f    0.25:f                              
        or (16|M16)              r31.0<1>:d    r75.0<8;8,1>:d    16:w              
(~f1.0) sel (16|M0)              r12.0<1>:f    r90.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r102.0<1>:f   r92.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
        mul (16|M0)              r89.0<1>:f    r46.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        mac (16|M16)             r20.0<1>:f    r52.0<8;8,1>:f    r52.0<8;8,1>:f  
        mul (16|M16)             r22.0<1>:f    r54.0<8;8,1>:f    r71.0<8;8,1>:f  
(~f1.0) sel (16|M0)              r14.0<1>:f    r94.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r104.0<1>:f   r96.0<8;8,1>:f    qnan(0x3FFFFF):f              
        mad (16|M0)              acc0.0<1>:f   r89.0<8;1>:f      r44.0<8;1>:f      r44.0<1>:f      
        mul (16|M0)              r93.0<1>:f    r46.0<8;8,1>:f    r63.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:w   r73     r10     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mad (16|M16)             r97.0<1>:f    r20.0<8;1>:f      r50.0<8;1>:f      r50.0<1>:f      
        sends (16|M16)           null:w   r75     r100    0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r99.0<1>:f    r57.0<8;8,1>:f    -r40.0<8;8,1>:f  {Compacted}
        add (16|M0)              r103.0<1>:f   r59.0<8;8,1>:f    -r42.0<8;8,1>:f  {Compacted}
        add (16|M0)              r107.0<1>:f   r61.0<8;8,1>:f    -r44.0<8;8,1>:f  {Compacted}
        add (16|M16)             r101.0<1>:f   r65.0<8;8,1>:f    -r48.0<8;8,1>:f 
        add (16|M16)             r105.0<1>:f   r67.0<8;8,1>:f    -r50.0<8;8,1>:f 
        sends (16|M0)            null:w   r29     r116    0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mac (16|M0)              r95.0<1>:f    r42.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        sends (16|M16)           null:w   r31     r2      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mad (16|M0)              r115.0<1>:f   r40.0<8;1>:f      r99.0<8;1>:f      r24.0<0>:f      
        mad (16|M0)              r117.0<1>:f   r42.0<8;1>:f      r103.0<8;1>:f     r24.0<0>:f      
        mad (16|M0)              r119.0<1>:f   r44.0<8;1>:f      r107.0<8;1>:f     r24.0<0>:f      
        mad (16|M0)              r121.0<1>:f   r46.0<8;1>:f      r111.0<8;1>:f     r24.0<0>:f      
        or (16|M0)               r123.0<1>:d   r73.0<8;8,1>:d    32:w              
        or (16|M16)              r125.0<1>:d   r75.0<8;8,1>:d    32:w              
        mad (16|M16)             r2.0<1>:f     r48.0<8;1>:f      r101.0<8;1>:f     r24.0<0>:f      
        mad (16|M16)             r4.0<1>:f     r50.0<8;1>:f      r105.0<8;1>:f     r24.0<0>:f      
        mad (16|M16)             r6.0<1>:f     r52.0<8;1>:f      r109.0<8;1>:f     r24.0<0>:f      
        mad (16|M16)             r8.0<1>:f     r54.0<8;1>:f      r113.0<8;1>:f     r24.0<0>:f      
        mad (16|M16)             acc0.0<1>:f   r22.0<8;1>:f      r69.0<8;1>:f      r52.0<1>:f      
        mad (16|M0)              r25.0<1>:f    r93.0<8;1>:f      r61.0<8;1>:f      r44.0<1>:f      
        mad (16|M16)             r83.0<1>:f    r97.0<8;1>:f      r48.0<8;1>:f      r48.0<1>:f      
        mad (16|M0)              r81.0<1>:f    r95.0<8;1>:f      r40.0<8;1>:f      r40.0<1>:f      
        sends (16|M0)            null:w   r123    r115    0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r125    r2      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mad (16|M0)              r90.0<1>:f    r25.0<8;1>:f      r59.0<8;1>:f      r42.0<1>:f      
        mac (16|M16)             r2.0<1>:f     r67.0<8;8,1>:f    r50.0<8;8,1>:f  
        cmp (16|M16)  (lt)f1.0   null<1>:f     r83.0<8;8,1>:f    0x800000:f              
        cmp (16|M0)   (lt)f1.0   null<1>:f     r81.0<8;8,1>:f    0x800000:f              
        mad (16|M0)              r77.0<1>:f    r90.0<8;1>:f      r57.0<8;1>:f      r40.0<1>:f      
        mad (16|M16)             r79.0<1>:f    r2.0<8;1>:f       r65.0<8;1>:f      r48.0<1>:f      
(W)     mov (8|M0)               r73.0<1>:f    r73.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r123.0<1>:f   r123.0<8;8,1>:f                  {Compacted}
(~f1.0) if (32|M0)                           L2896                  L3192                
L2480:
        cmp (16|M0)   (ne)f0.0   null<1>:f     (abs)r81.0<8;8,1>:f  inf:f           
        cmp (16|M16)  (ne)f0.0   null<1>:f     (abs)r83.0<8;8,1>:f  inf:f           
(~f0.0) if (32|M0)                           L2840                  L2864                
L2528:
        mul (16|M0)              r8.0<1>:f     r46.0<8;8,1>:f    0x1F000000:f              
        mul (16|M16)             r10.0<1>:f    r54.0<8;8,1>:f    0x1F000000:f              
        mul (16|M0)              r93.0<1>:f    r44.0<8;8,1>:f    0x1F000000:f              
        mul (16|M16)             r6.0<1>:f     r52.0<8;8,1>:f    0x1F000000:f              
        mul (16|M0)              acc0.0<1>:f   r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r10.0<8;8,1>:f  
        mul (16|M0)              r91.0<1>:f    r42.0<8;8,1>:f    0x1F000000:f              
        mul (16|M16)             r4.0<1>:f     r50.0<8;8,1>:f    0x1F000000:f              
        mac (16|M0)              r12.0<1>:f    r93.0<8;8,1>:f    r93.0<8;8,1>:f   {Compacted}
        mad (16|M16)             acc0.0<1>:f   r10.0<8;1>:f      r6.0<8;1>:f       r6.0<1>:f       
        mul (16|M0)              r89.0<1>:f    r40.0<8;8,1>:f    0x1F000000:f              
        mul (16|M16)             r2.0<1>:f     r48.0<8;8,1>:f    0x1F000000:f              
        mad (16|M0)              r97.0<1>:f    r12.0<8;1>:f      r91.0<8;1>:f      r91.0<1>:f      
        mac (16|M16)             r99.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f   
        mad (16|M0)              r101.0<1>:f   r97.0<8;1>:f      r89.0<8;1>:f      r89.0<1>:f      
        mad (16|M16)             r14.0<1>:f    r99.0<8;1>:f      r2.0<8;1>:f       r2.0<1>:f       
        math.sqt (16|M0)         r16.0<1>:f    r101.0<8;8,1>:f                  {Compacted}
        math.sqt (16|M16)        r18.0<1>:f    r14.0<8;8,1>:f                  
        mul (16|M0)              r85.0<1>:f    r16.0<8;8,1>:f    3.689349e+19:f              
        mul (16|M16)             r87.0<1>:f    r18.0<8;8,1>:f    3.689349e+19:f              
        else (32|M0)                         L2864                  L2864                
L2840:
        math.sqt (16|M0)         r85.0<1>:f    r81.0<8;8,1>:f                   {Compacted}
        math.sqt (16|M16)        r87.0<1>:f    r83.0<8;8,1>:f                  
L2864:
        endif (32|M0)                        L2880                                
L2880:
        else (32|M0)                         L3192                  L3192                
L2896:
        mul (16|M0)              r8.0<1>:f     r46.0<8;8,1>:f    0x6A800000:f              
        mul (16|M16)             r10.0<1>:f    r54.0<8;8,1>:f    0x6A800000:f              
        mul (16|M0)              r93.0<1>:f    r44.0<8;8,1>:f    0x6A800000:f              
        mul (16|M16)             r6.0<1>:f     r52.0<8;8,1>:f    0x6A800000:f              
        mul (16|M0)              acc0.0<1>:f   r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r10.0<8;8,1>:f  
        mul (16|M0)              r91.0<1>:f    r42.0<8;8,1>:f    0x6A800000:f              
        mul (16|M16)             r4.0<1>:f     r50.0<8;8,1>:f    0x6A800000:f              
        mac (16|M0)              r12.0<1>:f    r93.0<8;8,1>:f    r93.0<8;8,1>:f   {Compacted}
        mad (16|M16)             acc0.0<1>:f   r10.0<8;1>:f      r6.0<8;1>:f       r6.0<1>:f       
        mul (16|M0)              r89.0<1>:f    r40.0<8;8,1>:f    0x6A800000:f              
        mul (16|M16)             r2.0<1>:f     r48.0<8;8,1>:f    0x6A800000:f              
        mad (16|M0)              r97.0<1>:f    r12.0<8;1>:f      r91.0<8;1>:f      r91.0<1>:f      
        mac (16|M16)             r99.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f   
        mad (16|M0)              r101.0<1>:f   r97.0<8;1>:f      r89.0<8;1>:f      r89.0<1>:f      
        mad (16|M16)             r14.0<1>:f    r99.0<8;1>:f      r2.0<8;1>:f       r2.0<1>:f       
        math.sqt (16|M0)         r16.0<1>:f    r101.0<8;8,1>:f                  {Compacted}
        math.sqt (16|M16)        r18.0<1>:f    r14.0<8;8,1>:f                  
        mul (16|M0)              r85.0<1>:f    r16.0<8;8,1>:f    0x14800000:f              
        mul (16|M16)             r87.0<1>:f    r18.0<8;8,1>:f    0x14800000:f              
L3192:
        endif (32|M0)                        L3208                                
L3208:
        mul (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f    r57.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r4.0<1>:f     r50.0<8;8,1>:f    r65.0<8;8,1>:f  
        mov (16|M0)              r12.0<1>:f    0.0:f                              
        mov (16|M0)              r6.0<1>:f     r77.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r8.0<1>:f     r85.0<8;8,1>:f                   {Compacted}
        or (16|M0)               r97.0<1>:d    r73.0<8;8,1>:d    48:w              
        mad (16|M0)              r10.0<1>:f    -r2.0<8;1>:f      r40.0<8;1>:f      r59.0<1>:f      
        mov (16|M16)             r95.0<1>:f    0.0:f                              
        mov (16|M16)             r89.0<1>:f    r79.0<8;8,1>:f                  
        mov (16|M16)             r91.0<1>:f    r87.0<8;8,1>:f                  
        or (16|M16)              r99.0<1>:d    r75.0<8;8,1>:d    48:w              
        mad (16|M16)             r93.0<1>:f    -r4.0<8;1>:f      r48.0<8;1>:f      r67.0<1>:f      
(W)     mov (8|M0)               r127.0<1>:f   r39.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r97     r6      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r99     r89     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3432:
