L0:
(W)     mov (8|M0)               r77.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r77.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r3.0<1>:d     r8.4<0;1,0>:d     r77.1<0;1,0>:d  
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    4:w               {Compacted,@2}
        send.dc1 (16|M0)         r79      r18     null    0x0            0x04805000           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r87      r20     null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        or (16|M0)               r22.0<1>:d    r18.0<8;8,1>:d    16:w               {Compacted}
        or (16|M16)              r24.0<1>:d    r20.0<8;8,1>:d    16:w               {Compacted}
        send.dc1 (16|M0)         r95      r22     null    0x0            0x04805000           {@2,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r103     r24     null    0x0            0x04805000           {@1,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        shl (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r8.0<1>:d     r12.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r111.0<1>:d   r6.0<8;8,1>:d     4:w               {Compacted,@2}
        shl (16|M16)             r113.0<1>:d   r8.0<8;8,1>:d     4:w               {Compacted,@2}
        cmp (16|M0)   (ne)f1.0   null<1>:f     r79.0<8;8,1>:f    r79.0<8;8,1>:f   {$0.dst}
        rndd (16|M0)             r29.0<1>:f    r79.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r26.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:f     r81.0<8;8,1>:f    r81.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r26.0<0;1,0>:ud                  {@2}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r87.0<8;8,1>:f    r87.0<8;8,1>:f   {$1.dst}
(W)     mov (1|M0)               r27.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:f     r83.0<8;8,1>:f    r83.0<8;8,1>:f  
(W)     mov (1|M0)               r26.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r27.0<0;1,0>:ud                  {@3}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r89.0<8;8,1>:f    r89.0<8;8,1>:f  
(W)     mov (1|M0)               r28.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r26.0<0;1,0>:ud                  {@4}
        rndd (16|M16)            acc0.0<1>:f   r87.0<8;8,1>:f                  
(W)     mov (1|M0)               r27.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.0<0;1,0>:ud                  {@4}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r91.0<8;8,1>:f    r91.0<8;8,1>:f  
(~f1.0) sel (16|M0)              r45.0<1>:f    r29.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r47.0<1>:f    acc0.0<8;8,1>:f   qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r27.0<0;1,0>:ud                  {@5}
        rndd (16|M0)             acc0.0<1>:f   r81.0<8;8,1>:f                  
        rndd (16|M16)            r35.0<1>:f    r89.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r28.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(~f1.0) sel (16|M0)              r49.0<1>:f    acc0.0<8;8,1>:f   qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r51.0<1>:f    r35.0<8;8,1>:f    qnan(0x3FFFFF):f               {@3}
(W)     mov (1|M0)               f1.0<1>:ud    r28.0<0;1,0>:ud                  {@3}
        rndd (16|M0)             acc0.0<1>:f   r83.0<8;8,1>:f                  
        rndd (16|M16)            r39.0<1>:f    r91.0<8;8,1>:f                   {Compacted}
(~f1.0) sel (16|M0)              r53.0<1>:f    acc0.0<8;8,1>:f   qnan(0x3FFFFF):f              
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r79.0<8;8,1>:f  inf:f           
(~f1.0) sel (16|M16)             r55.0<1>:f    r39.0<8;8,1>:f    qnan(0x3FFFFF):f               {@3}
(W)     mov (1|M0)               r2.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        add (16|M0)              acc0.0<1>:f   r79.0<8;8,1>:f    -r45.0<8;8,1>:f  {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r2.0<0;1,0>:ud                   {@2}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r87.0<8;8,1>:f  inf:f           
        add (16|M16)             r63.0<1>:f    r87.0<8;8,1>:f    -r47.0<8;8,1>:f  {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r81.0<8;8,1>:f  inf:f           
        and (16|M0)              r29.0<1>:d    r79.0<8;8,1>:d    -2147483648:d              
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        and (16|M16)             r31.0<1>:d    r87.0<8;8,1>:d    -2147483648:d              
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {@2}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r89.0<8;8,1>:f  inf:f           
        sel (16|M0)   (lt)f0.0   r10.0<1>:f    acc0.0<8;8,1>:f   0x3F7FFFFF:f              
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r83.0<8;8,1>:f  inf:f           
        sel (16|M16)  (lt)f0.0   r12.0<1>:f    r63.0<8;8,1>:f    0x3F7FFFFF:f               {@7}
(W)     mov (1|M0)               r4.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        add (16|M0)              r65.0<1>:f    r81.0<8;8,1>:f    -r49.0<8;8,1>:f  {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.0<0;1,0>:ud                   {@2}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r91.0<8;8,1>:f  inf:f           
        add (16|M16)             r67.0<1>:f    r89.0<8;8,1>:f    -r51.0<8;8,1>:f  {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r85.0<8;8,1>:f  inf:f           
        cmp (16|M0)   (ne)f0.0   null<1>:f     r85.0<8;8,1>:f    r85.0<8;8,1>:f   {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r93.0<8;8,1>:f    r93.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r5.0<0;1,0>:ud                   {@2}
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r93.0<8;8,1>:f  inf:f           
        rndd (16|M0)             r41.0<1>:f    r85.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r2.0<0;1,0>:ud                  
        rndd (16|M16)            r43.0<1>:f    r93.0<8;8,1>:f                   {Compacted}
        and (16|M0)              r33.0<1>:d    r81.0<8;8,1>:d    -2147483648:d              
(f1.0)  sel (16|M0)              r61.0<1>:f    r29.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
(f1.0)  sel (16|M16)             r63.0<1>:f    r31.0<8;8,1>:f    r12.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                  
        and (16|M16)             r35.0<1>:d    r89.0<8;8,1>:d    -2147483648:d              
        sel (16|M0)   (lt)f0.0   r14.0<1>:f    r65.0<8;8,1>:f    0x3F7FFFFF:f              
        sel (16|M16)  (lt)f0.0   r16.0<1>:f    r67.0<8;8,1>:f    0x3F7FFFFF:f              
        add (16|M0)              acc0.0<1>:f   r83.0<8;8,1>:f    -r53.0<8;8,1>:f  {Compacted}
        add (16|M16)             r71.0<1>:f    r91.0<8;8,1>:f    -r55.0<8;8,1>:f  {Compacted}
(f1.0)  sel (16|M0)              r65.0<1>:f    r33.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@4}
(f1.0)  sel (16|M16)             r67.0<1>:f    r35.0<8;8,1>:f    r16.0<8;8,1>:f   {@4}
(W)     mov (1|M0)               f1.0<1>:ud    r4.0<0;1,0>:ud                  
(~f0.0) sel (16|M0)              r57.0<1>:f    r41.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f0.0) sel (16|M16)             r59.0<1>:f    r43.0<8;8,1>:f    qnan(0x3FFFFF):f              
        and (16|M0)              r37.0<1>:d    r83.0<8;8,1>:d    -2147483648:d              
        and (16|M16)             r39.0<1>:d    r91.0<8;8,1>:d    -2147483648:d              
        sel (16|M0)   (lt)f0.0   r18.0<1>:f    acc0.0<8;8,1>:f   0x3F7FFFFF:f              
        sel (16|M16)  (lt)f0.0   r20.0<1>:f    r71.0<8;8,1>:f    0x3F7FFFFF:f               {@7}
        add (16|M0)              acc0.0<1>:f   r85.0<8;8,1>:f    -r57.0<8;8,1>:f  {Compacted,@6}
        add (16|M16)             r75.0<1>:f    r93.0<8;8,1>:f    -r59.0<8;8,1>:f  {Compacted,@6}
(f1.0)  sel (16|M0)              r69.0<1>:f    r37.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@4}
(f1.0)  sel (16|M16)             r71.0<1>:f    r39.0<8;8,1>:f    r20.0<8;8,1>:f   {@4}
(W)     mov (1|M0)               f1.0<1>:ud    r5.0<0;1,0>:ud                  
        and (16|M0)              r41.0<1>:d    r85.0<8;8,1>:d    -2147483648:d              
        and (16|M16)             r43.0<1>:d    r93.0<8;8,1>:d    -2147483648:d              
        sel (16|M0)   (lt)f0.0   r22.0<1>:f    acc0.0<8;8,1>:f   0x3F7FFFFF:f               {$2.src}
        sync.nop                             null                             {Compacted,$3.src}
        sel (16|M16)  (lt)f0.0   r24.0<1>:f    r75.0<8;8,1>:f    0x3F7FFFFF:f               {@7}
(f1.0)  sel (16|M0)              r73.0<1>:f    r41.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@2}
(f1.0)  sel (16|M16)             r75.0<1>:f    r43.0<8;8,1>:f    r24.0<8;8,1>:f   {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r26.0<0;1,0>:ud                 
        mul (16|M0)              acc0.0<1>:f   r85.0<8;8,1>:f    r85.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r40.0<1>:f    r93.0<8;8,1>:f    r93.0<8;8,1>:f   {Compacted}
(~f1.0) sel (16|M0)              r18.0<1>:f    r61.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r29.0<1>:f    r63.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r27.0<0;1,0>:ud                 
        mov (16|M0)              r2.0<1>:f     r45.0<8;8,1>:f                   {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r83.0<8;1>:f      r83.0<1>:f      
        mad (16|M16)             r44.0<1>:f    r40.0<8;1>:f      r91.0<8;1>:f      r91.0<1>:f       {Compacted,@6}
(~f1.0) sel (16|M0)              r20.0<1>:f    r65.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r31.0<1>:f    r67.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               f1.0<1>:ud    r28.0<0;1,0>:ud                 
        mov (16|M16)             r10.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r4.0<1>:f     r49.0<8;8,1>:f                   {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r81.0<8;1>:f      r81.0<1>:f      
        mad (16|M16)             r48.0<1>:f    r44.0<8;1>:f      r89.0<8;1>:f      r89.0<1>:f       {Compacted,@7}
        mov (16|M0)              r6.0<1>:f     r53.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r12.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r50.0<1>:f    r85.0<8;8,1>:f    r101.0<8;8,1>:f  {Compacted,$2.dst}
        mul (16|M16)             r52.0<1>:f    r93.0<8;8,1>:f    r109.0<8;8,1>:f  {Compacted,$3.dst}
        mad (16|M0)              r119.0<1>:f   acc0.0<8;1>:f     r79.0<8;1>:f      r79.0<1>:f      
        mad (16|M16)             r121.0<1>:f   r48.0<8;1>:f      r87.0<8;1>:f      r87.0<1>:f       {Compacted,@6}
        mov (16|M16)             r14.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r8.0<1>:f     r57.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r62.0<1>:f    r99.0<8;8,1>:f    -r83.0<8;8,1>:f  {Compacted}
        add (16|M16)             r64.0<1>:f    r107.0<8;8,1>:f   -r91.0<8;8,1>:f  {Compacted}
        add (16|M0)              r66.0<1>:f    r101.0<8;8,1>:f   -r85.0<8;8,1>:f  {Compacted}
(~f1.0) sel (16|M0)              r22.0<1>:f    r69.0<8;8,1>:f    qnan(0x3FFFFF):f              
        add (16|M0)              r54.0<1>:f    r95.0<8;8,1>:f    -r79.0<8;8,1>:f  {Compacted}
        add (16|M16)             r56.0<1>:f    r103.0<8;8,1>:f   -r87.0<8;8,1>:f  {Compacted}
        add (16|M0)              r58.0<1>:f    r97.0<8;8,1>:f    -r81.0<8;8,1>:f  {Compacted}
        add (16|M16)             r60.0<1>:f    r105.0<8;8,1>:f   -r89.0<8;8,1>:f  {Compacted}
        add (16|M16)             r68.0<1>:f    r109.0<8;8,1>:f   -r93.0<8;8,1>:f  {Compacted}
(~f0.0) sel (16|M0)              r24.0<1>:f    r73.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f0.0) sel (16|M16)             r35.0<1>:f    r75.0<8;8,1>:f    qnan(0x3FFFFF):f              
(~f1.0) sel (16|M16)             r33.0<1>:f    r71.0<8;8,1>:f    qnan(0x3FFFFF):f              
(W)     mov (1|M0)               r70.0<1>:f    0.25:f                               {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:f     r119.0<8;8,1>:f   0x800000:f               {Compacted}
        mad (16|M16)             acc0.0<1>:f   r52.0<8;1>:f      r107.0<8;1>:f     r91.0<1>:f       {Compacted}
        mad (16|M0)              r72.0<1>:f    r50.0<8;1>:f      r99.0<8;1>:f      r83.0<1>:f       {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:f     r121.0<8;8,1>:f   0x800000:f              
        send.dc1 (16|M0)         null     r111    r18     0x200            0x04025001           {@7,$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r113    r29     0x200            0x04025001           {@6,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        or (16|M0)               r38.0<1>:d    r111.0<8;8,1>:d   32:w               {Compacted}
        or (16|M16)              r40.0<1>:d    r113.0<8;8,1>:d   32:w               {Compacted}
        mad (16|M0)              r26.0<1>:f    r83.0<8;1>:f      r62.0<8;1>:f      r70.0<0>:f       {Compacted,@7}
        mad (16|M16)             acc0.0<1>:f   acc0.0<8;1>:f     r105.0<8;1>:f     r89.0<1>:f      
        mad (16|M0)              r42.0<1>:f    r72.0<8;1>:f      r97.0<8;1>:f      r81.0<1>:f       {Compacted,@6}
        or (16|M0)               r18.0<1>:d    r111.0<8;8,1>:d   16:w               {Compacted,$4.src}
        or (16|M16)              r20.0<1>:d    r113.0<8;8,1>:d   16:w               {Compacted}
        mad (16|M0)              r22.0<1>:f    r79.0<8;1>:f      r54.0<8;1>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              r24.0<1>:f    r81.0<8;1>:f      r58.0<8;1>:f      r70.0<0>:f       {Compacted}
        mad (16|M16)             r30.0<1>:f    r87.0<8;1>:f      r56.0<8;1>:f      r70.0<0>:f       {Compacted,$5.src}
        mad (16|M16)             r32.0<1>:f    r89.0<8;1>:f      r60.0<8;1>:f      r70.0<0>:f       {Compacted}
        mad (16|M16)             r34.0<1>:f    r91.0<8;1>:f      r64.0<8;1>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              r28.0<1>:f    r85.0<8;1>:f      r66.0<8;1>:f      r70.0<0>:f       {Compacted}
        mad (16|M16)             r36.0<1>:f    r93.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted}
        send.dc1 (16|M0)         null     r18     r2      0x200            0x04025001           {@7,$6} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r20     r10     0x200            0x04025001           {@7,$7} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r38     r22     0x200            0x04025001           {@2,$8} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r40     r30     0x200            0x04025001           {@1,$9} // wr:2+8, rd:0; untyped surface write with xyzw
        mad (16|M16)             r117.0<1>:f   acc0.0<8;1>:f     r103.0<8;1>:f     r87.0<1>:f      
        mad (16|M0)              r115.0<1>:f   r42.0<8;1>:f      r95.0<8;1>:f      r79.0<1>:f       {Compacted,@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L2560                  L2792                
L2208:
        cmp (16|M0)   (ne)f0.0   null<1>:f     (abs)r119.0<8;8,1>:f  inf:f           {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     (abs)r121.0<8;8,1>:f  inf:f          
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f0.0) if (32|M0)                           L2496                  L2528                
L2264:
        mul (16|M0)              r15.0<1>:f    r85.0<8;8,1>:f    0x1F000000:f               {Compacted,$7.src}
        mul (16|M16)             r17.0<1>:f    r93.0<8;8,1>:f    0x1F000000:f               {Compacted,$6.src}
        mul (16|M0)              r10.0<1>:f    r83.0<8;8,1>:f    0x1F000000:f               {Compacted}
        mul (16|M16)             r12.0<1>:f    r91.0<8;8,1>:f    0x1F000000:f               {Compacted}
        mul (16|M0)              acc0.0<1>:f   r15.0<8;8,1>:f    r15.0<8;8,1>:f   {Compacted,@4}
        mul (16|M16)             r17.0<1>:f    r17.0<8;8,1>:f    r17.0<8;8,1>:f   {Compacted,@4}
        mul (16|M0)              r6.0<1>:f     r81.0<8;8,1>:f    0x1F000000:f               {Compacted}
        mul (16|M16)             r8.0<1>:f     r89.0<8;8,1>:f    0x1F000000:f               {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r10.0<8;1>:f      r10.0<1>:f       {@6}
        sync.nop                             null                             {Compacted,$8.src}
        mad (16|M16)             r21.0<1>:f    r17.0<8;1>:f      r12.0<8;1>:f      r12.0<1>:f       {Compacted,@4}
        mul (16|M0)              r2.0<1>:f     r79.0<8;8,1>:f    0x1F000000:f               {Compacted}
        mul (16|M16)             r4.0<1>:f     r87.0<8;8,1>:f    0x1F000000:f               {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r6.0<8;1>:f       r6.0<1>:f        {@6}
        mad (16|M16)             r25.0<1>:f    r21.0<8;1>:f      r8.0<8;1>:f       r8.0<1>:f        {Compacted,@4}
        mad (16|M0)              r27.0<1>:f    acc0.0<8;1>:f     r2.0<8;1>:f       r2.0<1>:f        {@4}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M16)             r29.0<1>:f    r25.0<8;1>:f      r4.0<8;1>:f       r4.0<1>:f        {Compacted,@2}
        math.sqt (16|M0)         r31.0<1>:f    r27.0<8;8,1>:f                   {@2,$10}
        math.sqt (16|M16)        r33.0<1>:f    r29.0<8;8,1>:f                   {@1,$11}
        mul (16|M0)              r123.0<1>:f   r31.0<8;8,1>:f    3.689349e+19:f               {Compacted,$10.dst}
        mul (16|M16)             r125.0<1>:f   r33.0<8;8,1>:f    3.689349e+19:f               {Compacted,$11.dst}
        else (32|M0)                         L2528                  L2528                
L2496:
        math.sqt (16|M0)         r123.0<1>:f   r119.0<8;8,1>:f                  {@3,$12}
        math.sqt (16|M16)        r125.0<1>:f   r121.0<8;8,1>:f                  {@2,$13}
L2528:
        endif (32|M0)                        L2544                                
L2544:
        else (32|M0)                         L2792                  L2792                
L2560:
        mul (16|M0)              r15.0<1>:f    r85.0<8;8,1>:f    0x6A800000:f               {Compacted,$7.src}
        mul (16|M16)             r17.0<1>:f    r93.0<8;8,1>:f    0x6A800000:f               {Compacted,$6.src}
        mul (16|M0)              r10.0<1>:f    r83.0<8;8,1>:f    0x6A800000:f               {Compacted}
        mul (16|M16)             r12.0<1>:f    r91.0<8;8,1>:f    0x6A800000:f               {Compacted}
        mul (16|M0)              acc0.0<1>:f   r15.0<8;8,1>:f    r15.0<8;8,1>:f   {Compacted,@4}
        mul (16|M16)             r17.0<1>:f    r17.0<8;8,1>:f    r17.0<8;8,1>:f   {Compacted,@4}
        mul (16|M0)              r6.0<1>:f     r81.0<8;8,1>:f    0x6A800000:f               {Compacted}
        mul (16|M16)             r8.0<1>:f     r89.0<8;8,1>:f    0x6A800000:f               {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r10.0<8;1>:f      r10.0<1>:f       {@6}
        sync.nop                             null                             {Compacted,$8.src}
        mad (16|M16)             r21.0<1>:f    r17.0<8;1>:f      r12.0<8;1>:f      r12.0<1>:f       {Compacted,@4}
        mul (16|M0)              r2.0<1>:f     r79.0<8;8,1>:f    0x6A800000:f               {Compacted}
        mul (16|M16)             r4.0<1>:f     r87.0<8;8,1>:f    0x6A800000:f               {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r6.0<8;1>:f       r6.0<1>:f        {@6}
        mad (16|M16)             r25.0<1>:f    r21.0<8;1>:f      r8.0<8;1>:f       r8.0<1>:f        {Compacted,@4}
        mad (16|M0)              r27.0<1>:f    acc0.0<8;1>:f     r2.0<8;1>:f       r2.0<1>:f        {@4}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M16)             r29.0<1>:f    r25.0<8;1>:f      r4.0<8;1>:f       r4.0<1>:f        {Compacted,@2}
        math.sqt (16|M0)         r31.0<1>:f    r27.0<8;8,1>:f                   {@2,$14}
        math.sqt (16|M16)        r33.0<1>:f    r29.0<8;8,1>:f                   {@1,$15}
        sync.nop                             null                             {Compacted,$14.dst}
        mul (16|M0)              r123.0<1>:f   r31.0<8;8,1>:f    0x14800000:f               {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mul (16|M16)             r125.0<1>:f   r33.0<8;8,1>:f    0x14800000:f               {Compacted,$13.dst}
L2792:
        endif (32|M0)                        L2808                                
L2808:
        mul (16|M0)              r2.0<1>:f     r81.0<8;8,1>:f    r95.0<8;8,1>:f   {Compacted,$6.src}
        mul (16|M16)             r4.0<1>:f     r89.0<8;8,1>:f    r103.0<8;8,1>:f  {Compacted}
        mov (16|M0)              r12.0<1>:f    0.0:f                               {Compacted,$7.src}
        mov (16|M0)              r6.0<1>:f     r115.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r20.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r14.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r8.0<1>:f     r123.0<8;8,1>:f                  {Compacted,@7,$12.dst}
        mov (16|M16)             r16.0<1>:f    r125.0<8;8,1>:f                  {Compacted,@7,$13.dst}
        or (16|M0)               r22.0<1>:d    r111.0<8;8,1>:d   48:w               {Compacted,$8.src}
        or (16|M16)              r24.0<1>:d    r113.0<8;8,1>:d   48:w               {Compacted}
        mad (16|M0)              r10.0<1>:f    -r2.0<8;1>:f      r79.0<8;1>:f      r97.0<1>:f       {Compacted,@7}
        mad (16|M16)             r18.0<1>:f    -r4.0<8;1>:f      r87.0<8;1>:f      r105.0<1>:f      {Compacted,@7}
        send.dc1 (16|M0)         null     r22     r6      0x200            0x04025001           {@2,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r24     r14     0x200            0x04025001           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r77.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r26      r77     null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r26.0<8;8,1>:ud                  {$2.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2992:
