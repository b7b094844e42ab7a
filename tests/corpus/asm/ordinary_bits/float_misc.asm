L0:
(W)     mov (8|M0)               r100.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     r100.1<0;1,0>:d 
        add (16|M0)              r98.0<1>:d    r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r66.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (8|M0)               r28.0<1>:d    r98.0<8;8,1>:ud   1:w              
        shl (8|M8)               r29.0<1>:d    r99.0<8;8,1>:ud   1:w              
        shl (8|M16)              r26.0<1>:d    r66.0<8;8,1>:ud   1:w              
        shl (8|M24)              r27.0<1>:d    r67.0<8;8,1>:ud   1:w              
        shl (8|M0)               r50.0<1>:d    r98.0<8;8,1>:ud   2:w              
        shl (8|M8)               r51.0<1>:d    r99.0<8;8,1>:ud   2:w              
        shl (16|M0)              r34.0<1>:d    r28.0<8;8,1>:d    4:w              
        shl (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    4:w              
        shl (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    4:w              
        send (16|M0)             r119:w   r34     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M0)               r80.0<1>:d    r34.0<8;8,1>:d    16:w              
        send (16|M16)            r111:w   r30     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M16)              r78.0<1>:d    r30.0<8;8,1>:d    16:w              
        send (16|M0)             r2:w     r80     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r42:w    r78     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        cmp (16|M0)   (ne)f1.0   null<1>:f     r119.0<8;8,1>:f   r119.0<8;8,1>:f 
        rndd (16|M0)             r70.0<1>:f    r119.0<8;8,1>:f                  {Compacted}
        rndd (16|M16)            r36.0<1>:f    r111.0<8;8,1>:f                 
        rndd (16|M0)             r78.0<1>:f    r121.0<8;8,1>:f                  {Compacted}
(W)     mov (1|M0)               r14.2<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:f     r121.0<8;8,1>:f   r121.0<8;8,1>:f 
        rndd (16|M16)            r56.0<1>:f    r113.0<8;8,1>:f                 
        rndd (16|M0)             r94.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r14.2<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r111.0<8;8,1>:f   r111.0<8;8,1>:f 
(W)     mov (1|M0)               r14.1<1>:ud   f1.0<0;1,0>:ud                  
        cmp (16|M0)   (ne)f1.0   null<1>:f     r123.0<8;8,1>:f   r123.0<8;8,1>:f 
        rndd (16|M16)            r58.0<1>:f    r115.0<8;8,1>:f                 
(W)     mov (1|M0)               r14.2<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        rndd (16|M0)             r10.0<1>:f    r125.0<8;8,1>:f                  {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r14.1<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r113.0<8;8,1>:f   r113.0<8;8,1>:f 
(W)     mov (1|M0)               r14.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r14.2<0;1,0>:ud                  {Compacted}
        rndd (16|M16)            r72.0<1>:f    r117.0<8;8,1>:f                 
        and (16|M16)             r26.0<1>:d    r111.0<8;8,1>:d   -2147483648:d              
(W)     mov (1|M0)               r14.1<1>:ud   f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r14.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r115.0<8;8,1>:f   r115.0<8;8,1>:f 
(~f1.0) sel (16|M0)              r74.0<1>:f    r70.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r92.0<1>:f    r36.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r14.1<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r14.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:f     r125.0<8;8,1>:f   r125.0<8;8,1>:f  {Compacted}
        add (16|M0)              r16.0<1>:f    r119.0<8;8,1>:f   -r74.0<8;8,1>:f  {Compacted}
        add (16|M16)             r88.0<1>:f    r111.0<8;8,1>:f   -r92.0<8;8,1>:f 
(~f1.0) sel (16|M0)              r64.0<1>:f    r78.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r80.0<1>:f    r56.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r14.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r117.0<8;8,1>:f   r117.0<8;8,1>:f 
(~f0.0) sel (16|M0)              r60.0<1>:f    r10.0<8;8,1>:f    qnan(0x3FFFFF):f              
        sel (16|M0)   (lt)f0.0   r16.0<1>:f    r16.0<8;8,1>:f    0x3F7FFFFF:f              
(~f1.0) sel (16|M0)              r62.0<1>:f    r94.0<8;8,1>:f    qnan(0x3FFFFF):f              
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r119.0<8;8,1>:f  inf:f          
(~f1.0) sel (16|M16)             r78.0<1>:f    r58.0<8;8,1>:f    qnan(0x3FFFFF):f              
        sel (16|M16)  (lt)f0.0   r28.0<1>:f    r88.0<8;8,1>:f    0x3F7FFFFF:f              
        and (16|M0)              r10.0<1>:d    r119.0<8;8,1>:d   -2147483648:d              
(W)     mov (1|M0)               r14.3<1>:ud   f1.0<0;1,0>:ud                  
        add (16|M0)              r86.0<1>:f    r121.0<8;8,1>:f   -r64.0<8;8,1>:f  {Compacted}
        add (16|M16)             r90.0<1>:f    r113.0<8;8,1>:f   -r80.0<8;8,1>:f 
(~f0.0) sel (16|M16)             r76.0<1>:f    r72.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r14.3<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r111.0<8;8,1>:f  inf:f          
        and (16|M16)             r22.0<1>:d    r113.0<8;8,1>:d   -2147483648:d              
        and (16|M0)              r94.0<1>:d    r121.0<8;8,1>:d   -2147483648:d              
        sel (16|M0)   (lt)f0.0   r96.0<1>:f    r86.0<8;8,1>:f    0x3F7FFFFF:f              
(W)     mov (1|M0)               r14.3<1>:ud   f1.0<0;1,0>:ud                  
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r121.0<8;8,1>:f  inf:f          
        sel (16|M16)  (lt)f0.0   r24.0<1>:f    r90.0<8;8,1>:f    0x3F7FFFFF:f              
        add (16|M0)              r84.0<1>:f    r123.0<8;8,1>:f   -r62.0<8;8,1>:f  {Compacted}
        add (16|M16)             r102.0<1>:f   r115.0<8;8,1>:f   -r78.0<8;8,1>:f 
(W)     mov (1|M0)               r14.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        and (16|M16)             r18.0<1>:d    r115.0<8;8,1>:d   -2147483648:d              
        and (16|M0)              r88.0<1>:d    r123.0<8;8,1>:d   -2147483648:d              
        sel (16|M0)   (lt)f0.0   r90.0<1>:f    r84.0<8;8,1>:f    0x3F7FFFFF:f              
(W)     mov (1|M0)               f1.0<1>:ud    r14.4<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r113.0<8;8,1>:f  inf:f          
        sel (16|M16)  (lt)f0.0   r20.0<1>:f    r102.0<8;8,1>:f   0x3F7FFFFF:f              
        add (16|M0)              r82.0<1>:f    r125.0<8;8,1>:f   -r60.0<8;8,1>:f  {Compacted}
        add (16|M16)             r12.0<1>:f    r117.0<8;8,1>:f   -r76.0<8;8,1>:f 
(W)     mov (1|M0)               r14.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r123.0<8;8,1>:f  inf:f          
        and (16|M0)              r84.0<1>:d    r125.0<8;8,1>:d   -2147483648:d              
        and (16|M16)             r102.0<1>:d   r117.0<8;8,1>:d   -2147483648:d              
        sel (16|M0)   (lt)f0.0   r86.0<1>:f    r82.0<8;8,1>:f    0x3F7FFFFF:f              
(W)     mov (1|M0)               r14.5<1>:ud   f1.0<0;1,0>:ud                  
        sel (16|M16)  (lt)f0.0   r12.0<1>:f    r12.0<8;8,1>:f    0x3F7FFFFF:f              
        mov (16|M0)              r40.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r14.5<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r115.0<8;8,1>:f  inf:f          
        mov (16|M0)              r36.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r30.0<1>:f    r78.0<8;8,1>:f                  
(W)     mov (1|M0)               r14.5<1>:ud   f1.0<0;1,0>:ud                  
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r125.0<8;8,1>:f  inf:f          
        mov (16|M16)             r32.0<1>:f    r76.0<8;8,1>:f                  
(W)     mov (1|M0)               r14.6<1>:ud   f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r14.6<0;1,0>:ud                 
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r117.0<8;8,1>:f  inf:f          
(W)     mov (1|M0)               r14.6<1>:ud   f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r14.3<0;1,0>:ud                  {Compacted}
(f1.0)  sel (16|M0)              r58.0<1>:f    r10.0<8;8,1>:f    r16.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r72.0<1>:f    r26.0<8;8,1>:f    r28.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r14.4<0;1,0>:ud                  {Compacted}
        mov (16|M16)             r26.0<1>:f    r92.0<8;8,1>:f                  
        mov (16|M16)             r28.0<1>:f    r80.0<8;8,1>:f                  
(f1.0)  sel (16|M0)              r56.0<1>:f    r94.0<8;8,1>:f    r96.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r70.0<1>:f    r22.0<8;8,1>:f    r24.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r14.5<0;1,0>:ud                  {Compacted}
        or (16|M0)               r94.0<1>:d    r50.0<8;8,1>:d    16:w              
(f1.0)  sel (16|M0)              r54.0<1>:f    r88.0<8;8,1>:f    r90.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r68.0<1>:f    r18.0<8;8,1>:f    r20.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r14.6<0;1,0>:ud                 
        or (16|M0)               r90.0<1>:d    r50.0<8;8,1>:d    32:w              
(f1.0)  sel (16|M0)              r52.0<1>:f    r84.0<8;8,1>:f    r86.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r82.0<1>:f    r102.0<8;8,1>:f   r12.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r14.2<0;1,0>:ud                  {Compacted}
        mul (16|M0)              r86.0<1>:f    r125.0<8;8,1>:f   r125.0<8;8,1>:f  {Compacted}
(~f0.0) sel (16|M0)              r24.0<1>:f    r52.0<8;8,1>:f    qnan(0x3FFFFF):f              
        shl (8|M16)              r52.0<1>:d    r66.0<8;8,1>:ud   2:w              
        shl (8|M24)              r53.0<1>:d    r67.0<8;8,1>:ud   2:w              
(~f1.0) sel (16|M0)              r18.0<1>:f    r58.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r10.0<1>:f    r72.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r14.1<0;1,0>:ud                  {Compacted}
(~f0.0) sel (16|M16)             r16.0<1>:f    r82.0<8;8,1>:f    qnan(0x3FFFFF):f              
        shl (16|M16)             r60.0<1>:d    r52.0<8;8,1>:d    4:w              
        mul (16|M16)             r82.0<1>:f    r117.0<8;8,1>:f   r117.0<8;8,1>:f 
(~f1.0) sel (16|M0)              r20.0<1>:f    r56.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r12.0<1>:f    r70.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r14.0<0;1,0>:ud                  {Compacted}
        or (16|M16)              r92.0<1>:d    r60.0<8;8,1>:d    16:w              
        mad (16|M16)             r84.0<1>:f    r82.0<2;1>:f      r115.0<2;1>:f     r115.0<1>:f      {Compacted}
        or (16|M16)              r88.0<1>:d    r60.0<8;8,1>:d    32:w              
(~f1.0) sel (16|M0)              r22.0<1>:f    r54.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r14.0<1>:f    r68.0<8;8,1>:f    qnan(0x3FFFFF):f              
        mad (16|M16)             r98.0<1>:f    r84.0<2;1>:f      r113.0<2;1>:f     r113.0<1>:f      {Compacted}
        sends (16|M0)            null:w   r50     r18     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (1|M0)               r18.0<1>:f    0.25:f                              
        sends (16|M16)           null:w   r60     r10     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r94     r34     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r92     r26     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        lrp (16|M0)              r10.0<1>:f    r18.0<0;0>:f      r2.0<2;1>:f       r119.0<1>:f      {Compacted}
        lrp (16|M16)             r52.0<1>:f    r18.0<0;0>:f      r42.0<2;1>:f      r111.0<1>:f      {Compacted}
        lrp (16|M0)              r12.0<1>:f    r18.0<0;0>:f      r4.0<2;1>:f       r121.0<1>:f      {Compacted}
        lrp (16|M16)             r54.0<1>:f    r18.0<0;0>:f      r44.0<2;1>:f      r113.0<1>:f      {Compacted}
        lrp (16|M0)              r14.0<1>:f    r18.0<0;0>:f      r6.0<2;1>:f       r123.0<1>:f      {Compacted}
        lrp (16|M16)             r56.0<1>:f    r18.0<0;0>:f      r46.0<2;1>:f      r115.0<1>:f      {Compacted}
        lrp (16|M0)              r16.0<1>:f    r18.0<0;0>:f      r8.0<2;1>:f       r125.0<1>:f      {Compacted}
        lrp (16|M16)             r58.0<1>:f    r18.0<0;0>:f      r48.0<2;1>:f      r117.0<1>:f      {Compacted}
        mad (16|M0)              r18.0<1>:f    r86.0<2;1>:f      r123.0<2;1>:f     r123.0<1>:f      {Compacted}
        sends (16|M0)            null:w   r90     r10     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mul (16|M0)              r24.0<1>:f    r125.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r10.0<1>:f    r117.0<8;8,1>:f   r48.0<8;8,1>:f  
        mad (16|M0)              r38.0<1>:f    r18.0<2;1>:f      r121.0<2;1>:f     r121.0<1>:f      {Compacted}
        mad (16|M16)             r32.0<1>:f    r98.0<2;1>:f      r111.0<2;1>:f     r111.0<1>:f      {Compacted}
        mad (16|M0)              r40.0<1>:f    r24.0<2;1>:f      r6.0<2;1>:f       r123.0<1>:f      {Compacted}
        mad (16|M16)             r102.0<1>:f   r10.0<2;1>:f      r46.0<2;1>:f      r115.0<1>:f      {Compacted}
        mad (16|M0)              r76.0<1>:f    r38.0<2;1>:f      r119.0<2;1>:f     r119.0<1>:f      {Compacted}
        sends (16|M16)           null:w   r88     r52     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mad (16|M0)              r20.0<1>:f    r40.0<2;1>:f      r4.0<2;1>:f       r121.0<1>:f      {Compacted}
        mad (16|M16)             r88.0<1>:f    r102.0<2;1>:f     r44.0<2;1>:f      r113.0<1>:f      {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:f     r32.0<8;8,1>:f    0x800000:f              
        cmp (16|M0)   (lt)f1.0   null<1>:f     r76.0<8;8,1>:f    0x800000:f              
        mad (16|M0)              r62.0<1>:f    r20.0<2;1>:f      r2.0<2;1>:f       r119.0<1>:f      {Compacted}
        mad (16|M16)             r64.0<1>:f    r88.0<2;1>:f      r42.0<2;1>:f      r111.0<1>:f      {Compacted}
(~f1.0) if (32|M0)                           L2704                  L2960                
L2328:
        cmp (16|M0)   (ne)f0.0   null<1>:f     (abs)r76.0<8;8,1>:f  inf:f           
        cmp (16|M16)  (ne)f0.0   null<1>:f     (abs)r32.0<8;8,1>:f  inf:f           
(~f0.0) if (32|M0)                           L2648                  L2672                
L2376:
        mul (16|M0)              r24.0<1>:f    r125.0<8;8,1>:f   0x1F000000:f              
        mul (16|M16)             r20.0<1>:f    r117.0<8;8,1>:f   0x1F000000:f              
        mul (16|M0)              r107.0<1>:f   r123.0<8;8,1>:f   0x1F000000:f              
        mul (16|M16)             r38.0<1>:f    r115.0<8;8,1>:f   0x1F000000:f              
        mul (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r20.0<8;8,1>:f  
        mul (16|M0)              r109.0<1>:f   r121.0<8;8,1>:f   0x1F000000:f              
        mul (16|M16)             r56.0<1>:f    r113.0<8;8,1>:f   0x1F000000:f              
        mad (16|M0)              r76.0<1>:f    r24.0<2;1>:f      r107.0<2;1>:f     r107.0<1>:f      {Compacted}
        mad (16|M16)             r34.0<1>:f    r20.0<2;1>:f      r38.0<2;1>:f      r38.0<1>:f       {Compacted}
        mul (16|M0)              r105.0<1>:f   r119.0<8;8,1>:f   0x1F000000:f              
        mul (16|M16)             r66.0<1>:f    r111.0<8;8,1>:f   0x1F000000:f              
        mad (16|M0)              r68.0<1>:f    r76.0<2;1>:f      r109.0<2;1>:f     r109.0<1>:f      {Compacted}
        mad (16|M16)             r16.0<1>:f    r34.0<2;1>:f      r56.0<2;1>:f      r56.0<1>:f       {Compacted}
        mad (16|M0)              r54.0<1>:f    r68.0<2;1>:f      r105.0<2;1>:f     r105.0<1>:f      {Compacted}
        mad (16|M16)             r96.0<1>:f    r16.0<2;1>:f      r66.0<2;1>:f      r66.0<1>:f       {Compacted}
        math.sqt (16|M0)         r30.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        math.sqt (16|M16)        r94.0<1>:f    r96.0<8;8,1>:f                  
        mul (16|M0)              r74.0<1>:f    r30.0<8;8,1>:f    3.689349e+19:f              
        mul (16|M16)             r78.0<1>:f    r94.0<8;8,1>:f    3.689349e+19:f              
        else (32|M0)                         L2672                  L2672                
L2648:
        math.sqt (16|M0)         r74.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        math.sqt (16|M16)        r78.0<1>:f    r32.0<8;8,1>:f                  
L2672:
        endif (32|M0)                        L2688                                
L2688:
        else (32|M0)                         L2960                  L2960                
L2704:
        mul (16|M0)              r22.0<1>:f    r125.0<8;8,1>:f   0x6A800000:f              
        mul (16|M16)             r18.0<1>:f    r117.0<8;8,1>:f   0x6A800000:f              
        mul (16|M0)              r109.0<1>:f   r123.0<8;8,1>:f   0x6A800000:f              
        mul (16|M16)             r36.0<1>:f    r115.0<8;8,1>:f   0x6A800000:f              
        mul (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    r18.0<8;8,1>:f  
        mul (16|M0)              r105.0<1>:f   r121.0<8;8,1>:f   0x6A800000:f              
        mul (16|M16)             r54.0<1>:f    r113.0<8;8,1>:f   0x6A800000:f              
        mad (16|M0)              r74.0<1>:f    r22.0<2;1>:f      r109.0<2;1>:f     r109.0<1>:f      {Compacted}
        mad (16|M16)             r28.0<1>:f    r18.0<2;1>:f      r36.0<2;1>:f      r36.0<1>:f       {Compacted}
        mul (16|M0)              r107.0<1>:f   r119.0<8;8,1>:f   0x6A800000:f              
        mul (16|M16)             r58.0<1>:f    r111.0<8;8,1>:f   0x6A800000:f              
        mad (16|M0)              r66.0<1>:f    r74.0<2;1>:f      r105.0<2;1>:f     r105.0<1>:f      {Compacted}
        mad (16|M16)             r14.0<1>:f    r28.0<2;1>:f      r54.0<2;1>:f      r54.0<1>:f       {Compacted}
        mad (16|M0)              r52.0<1>:f    r66.0<2;1>:f      r107.0<2;1>:f     r107.0<1>:f      {Compacted}
        mad (16|M16)             r92.0<1>:f    r14.0<2;1>:f      r58.0<2;1>:f      r58.0<1>:f       {Compacted}
        math.sqt (16|M0)         r26.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        math.sqt (16|M16)        r90.0<1>:f    r92.0<8;8,1>:f                  
        mul (16|M0)              r74.0<1>:f    r26.0<8;8,1>:f    0x14800000:f              
        mul (16|M16)             r78.0<1>:f    r90.0<8;8,1>:f    0x14800000:f              
L2960:
        endif (32|M0)                        L2976                                
L2976:
        mul (16|M0)              r22.0<1>:f    r121.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r12.0<1>:f    r113.0<8;8,1>:f   r42.0<8;8,1>:f  
        mov (16|M0)              r72.0<1>:f    0.0:f                              
        mov (16|M0)              r66.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r68.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
        or (16|M0)               r76.0<1>:d    r50.0<8;8,1>:d    48:w              
        mad (16|M0)              r70.0<1>:f    -r22.0<2;1>:f     r119.0<2;1>:f     r4.0<1>:f        {Compacted}
        mov (16|M16)             r8.0<1>:f     0.0:f                              
        mov (16|M16)             r2.0<1>:f     r64.0<8;8,1>:f                  
        mad (16|M16)             r6.0<1>:f     -r12.0<2;1>:f     r111.0<2;1>:f     r44.0<1>:f       {Compacted}
        or (16|M16)              r74.0<1>:d    r60.0<8;8,1>:d    48:w              
        mov (16|M16)             r4.0<1>:f     r78.0<8;8,1>:f                  
(W)     mov (8|M0)               r112.0<1>:ud  r100.0<8;8,1>:ud                 {Compacted}
        sends (16|M0)            null:w   r76     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r74     r2      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3184:
