L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r8.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.3<0;1,0>:d     r8.1<0;1,0>:d   
(W)     mov (1|M0)               r41.0<1>:hf   0.0:hf                             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r13.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r23.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r19      r15     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r21      r15     null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r33      r15     null    0x0            0x04205E02           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r25      r23     null    0x0            0x04205E00           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r27      r23     null    0x0            0x04205E01           {$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r35      r23     null    0x0            0x04205E02           {$5} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (1|M0)               r52.0<1>:f    qnan(0x3FFFFF):f                              
(W)     shl (1|M0)               r50.0<1>:d    r9.0<0;1,0>:d     1:w               {Compacted}
        add (16|M0)              r55.0<1>:d    r9.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
        add (16|M16)             r57.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
        add (16|M0)              r59.0<1>:d    r50.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted,@3}
        add (16|M16)             r61.0<1>:d    r50.0<0;1,0>:d    r17.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r51.0<1>:d    r9.0<0;1,0>:d     2:w               {Compacted}
        shl (16|M0)              r55.0<1>:d    r55.0<8;8,1>:d    2:w               {Compacted,@5}
        shl (16|M16)             r57.0<1>:d    r57.0<8;8,1>:d    2:w               {Compacted,@5}
        shl (16|M0)              r59.0<1>:d    r59.0<8;8,1>:d    2:w               {Compacted,@5}
        shl (16|M16)             r61.0<1>:d    r61.0<8;8,1>:d    2:w               {Compacted,@5}
        add (16|M0)              r63.0<1>:d    r51.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted,@5}
        add (16|M16)             r65.0<1>:d    r51.0<0;1,0>:d    r17.0<8;8,1>:d   {Compacted}
        mad (16|M0)              r67.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M0)              r79.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M16)             r69.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       3:w              
        asr (16|M0)              r121.0<1>:d   r19.0<8;8,1>:d    31:w               {Compacted,$0.dst}
(W)     mul (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:d    r19.0<2;1,0>:uw  {Compacted,$1.dst}
        mach (8|M0)              r29.0<1>:d    r21.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r22.0<8;8,1>:d    r20.0<2;1,0>:uw 
        cmp (16|M0)   (eq)f0.0   null<1>:d     r33.0<8;8,1>:d    0:w               {Compacted,$2.dst}
        mach (8|M8)              r30.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
(W)     mul (8|M16)              acc0.0<1>:d   r27.0<8;8,1>:d    r25.0<2;1,0>:uw  {$3.dst}
        mach (8|M16)             r31.0<1>:d    r27.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r28.0<8;8,1>:d    r26.0<2;1,0>:uw 
        mach (8|M24)             r32.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        addc (8|M0)              r111.0<1>:ud  r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r53.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mov (8|M0)               r113.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r112.0<1>:ud  r22.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               f0.0<1>:ud    r53.0<0;1,0>:ud                  {@3}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r35.0<8;8,1>:d    0:w               {$5.dst}
        mov (8|M8)               r114.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r115.0<1>:ud  r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r53.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mov (8|M16)              r117.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r116.0<1>:ud  r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r19.0<8;8,1>:d    r21.0<8;8,1>:d  
        mov (8|M24)              r118.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r41.0<0;1,0>:w    r21.0<8;8,1>:d  
        cmp (16|M16)  (lt)f1.0   null<1>:d     r41.0<0;1,0>:w    r27.0<8;8,1>:d  
        mach (8|M0)              r119.0<1>:d   r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r22.0<8;8,1>:ud   r20.0<2;1,0>:uw 
        asr (16|M0)              r123.0<1>:d   r21.0<8;8,1>:d    31:w               {Compacted}
        mach (8|M8)              r120.0<1>:d   r22.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:ud   r121.0<2;1,0>:uw
(W)     mov (1|M0)               r54.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mach (8|M0)              r125.0<1>:d   r21.0<8;8,1>:ud   r121.0<8;8,1>:d 
(W)     mul (8|M8)               acc0.0<1>:d   r22.0<8;8,1>:ud   r122.0<2;1,0>:uw
        mach (8|M8)              r126.0<1>:d   r22.0<8;8,1>:ud   r122.0<8;8,1>:d 
        add (16|M0)              r37.0<1>:d    r19.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
        add (16|M16)             r39.0<1>:d    r25.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r99.0<1>:d    r52.0<0;1,0>:d    -2147483648:d              
(f1.0)  sel (16|M16)             r101.0<1>:d   r52.0<0;1,0>:d    -2147483648:d              
(W)     mov (1|M0)               f0.0<1>:ud    r54.0<0;1,0>:ud                  {@7}
(W)     mul (8|M0)               acc0.0<1>:d   r19.0<8;8,1>:ud   r123.0<2;1,0>:uw
(W)     mov (1|M0)               f1.0<1>:ud    r53.0<0;1,0>:ud                 
        cmp (16|M16)  (gt)f0.0   null<1>:d     r25.0<8;8,1>:d    r27.0<8;8,1>:d  
        asr (16|M16)             r4.0<1>:d     r25.0<8;8,1>:d    31:w               {Compacted}
        add (16|M0)              r119.0<1>:d   r119.0<8;8,1>:d   r125.0<8;8,1>:d  {Compacted,@7}
        mach (8|M0)              r125.0<1>:d   r19.0<8;8,1>:ud   r123.0<8;8,1>:d 
(W)     mul (8|M8)               acc0.0<1>:d   r20.0<8;8,1>:ud   r124.0<2;1,0>:uw
        mach (8|M8)              r126.0<1>:d   r20.0<8;8,1>:ud   r124.0<8;8,1>:d 
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r25.0<2;1,0>:uw 
        xor (16|M0)              r42.0<1>:d    r19.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r44.0<1>:d    r25.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r46.0<1>:d    r37.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r48.0<1>:d    r39.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r2.0<1>:d     r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r28.0<8;8,1>:ud   r26.0<2;1,0>:uw 
        asr (16|M16)             r6.0<1>:d     r27.0<8;8,1>:d    31:w               {Compacted}
(f1.0)  sel (16|M0)              r107.0<1>:d   r19.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r109.0<1>:d   r25.0<8;8,1>:d    r27.0<8;8,1>:d  
(W)     mov (1|M0)               r54.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mach (8|M24)             r3.0<1>:d     r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
(W)     mul (8|M16)              acc0.0<1>:d   r27.0<8;8,1>:ud   r4.0<2;1,0>:uw  
        add (16|M0)              r103.0<1>:d   r29.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted}
        add (16|M16)             r105.0<1>:d   r31.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}
        and (16|M0)   (lt)f0.0   null<1>:d     ~r42.0<8;8,1>:d   r46.0<8;8,1>:d  
        and (16|M16)  (lt)f0.0   null<1>:d     ~r44.0<8;8,1>:d   r48.0<8;8,1>:d  
        mach (8|M16)             r13.0<1>:d    r27.0<8;8,1>:ud   r4.0<8;8,1>:d   
(W)     mul (8|M24)              acc0.0<1>:d   r28.0<8;8,1>:ud   r5.0<2;1,0>:uw  
        send.dc1 (16|M0)         null     r15     r107    0x80            0x04025E03           {@7,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r23     r109    0x80            0x04025E03           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (1|M0)               f1.0<1>:ud    r54.0<0;1,0>:ud                  {@7}
        mach (8|M24)             r14.0<1>:d    r28.0<8;8,1>:ud   r5.0<8;8,1>:d   
        add (16|M0)              r15.0<1>:d    r19.0<8;8,1>:d    -r21.0<8;8,1>:d  {Compacted,$6.src}
        add (16|M16)             r23.0<1>:d    r25.0<8;8,1>:d    -r27.0<8;8,1>:d  {Compacted,$7.src}
        add (16|M0)              r75.0<1>:d    r21.0<8;8,1>:d    -r19.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r25.0<8;8,1>:ud   r6.0<2;1,0>:uw  
        send.dc1 (16|M0)         null     r55     r103    0x80            0x04025E03           {$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r57     r105    0x80            0x04025E03           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r59     r29     0x80            0x04025E03           {$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r61     r31     0x80            0x04025E03           {$11} // wr:2+2, rd:0; untyped surface write with x
        sel (16|M0)   (ge)f0.0   r87.0<1>:d    r19.0<8;8,1>:d    -100:w               {Compacted}
        and (16|M0)              r91.0<1>:d    r33.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
        and (16|M0)              r95.0<1>:d    r19.0<8;8,1>:d    ~r33.0<8;8,1>:d  {Compacted}
        sel (16|M16)  (ge)f0.0   r89.0<1>:d    r25.0<8;8,1>:d    -100:w              
        add (16|M16)             r77.0<1>:d    r27.0<8;8,1>:d    -r25.0<8;8,1>:d  {Compacted}
        and (16|M16)             r93.0<1>:d    r35.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}
        and (16|M16)             r97.0<1>:d    r25.0<8;8,1>:d    ~r35.0<8;8,1>:d  {Compacted}
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r29.0<1>:ud   r123.0<8;8,1>:ud  r121.0<8;8,1>:ud {Compacted,$10.src}
        add (8|M8)               r30.0<1>:ud   r124.0<8;8,1>:ud  r122.0<8;8,1>:ud {Compacted}
        add (8|M16)              r31.0<1>:ud   r6.0<8;8,1>:ud    r4.0<8;8,1>:ud   {Compacted,$11.src}
        add (8|M24)              r32.0<1>:ud   r7.0<8;8,1>:ud    r5.0<8;8,1>:ud   {Compacted}
        mach (8|M16)             r13.0<1>:d    r25.0<8;8,1>:ud   r6.0<8;8,1>:d   
(W)     mul (8|M24)              acc0.0<1>:d   r26.0<8;8,1>:ud   r7.0<2;1,0>:uw  
        mad (16|M0)              r83.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       6:w              
        mad (16|M16)             r81.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       5:w              
        shl (16|M0)              r63.0<1>:d    r63.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r65.0<1>:d    r65.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r67.0<1>:d    r67.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r79.0<1>:d    r79.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r69.0<1>:d    r69.0<8;8,1>:d    2:w               {Compacted}
(W)     shl (1|M0)               r46.0<1>:d    r9.0<0;1,0>:d     3:w               {Compacted}
(~f0.0) mov (16|M0)              r99.0<1>:f    r37.0<8;8,1>:f                  
(~f0.0) mov (16|M16)             r101.0<1>:f   r39.0<8;8,1>:f                  
        xor (16|M0)              r42.0<1>:d    r15.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r44.0<1>:d    r23.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
        mach (8|M24)             r14.0<1>:d    r26.0<8;8,1>:ud   r7.0<8;8,1>:d   
        xor (16|M0)              r37.0<1>:d    r19.0<8;8,1>:d    ~r21.0<8;8,1>:d  {Compacted}
        xor (16|M16)             r39.0<1>:d    r25.0<8;8,1>:d    ~r27.0<8;8,1>:d  {Compacted}
        add (16|M0)              r71.0<1>:d    r19.0<8;8,1>:d    -r21.0<8;8,1>:d  {Compacted}
        sel (16|M0)   (lt)f0.0   r87.0<1>:d    r87.0<8;8,1>:d    100:w               {Compacted}
        or (16|M0)               r91.0<1>:d    r91.0<8;8,1>:d    r95.0<8;8,1>:d   {Compacted}
        sel (16|M16)  (lt)f0.0   r89.0<1>:d    r89.0<8;8,1>:d    100:w              
        or (16|M16)              r93.0<1>:d    r93.0<8;8,1>:d    r97.0<8;8,1>:d   {Compacted}
        add (8|M0)               r29.0<1>:ud   r113.0<8;8,1>:ud  r29.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r30.0<1>:ud   r114.0<8;8,1>:ud  r30.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r31.0<1>:ud   r117.0<8;8,1>:ud  r31.0<8;8,1>:ud  {Compacted}
        add (8|M24)              r32.0<1>:ud   r118.0<8;8,1>:ud  r32.0<8;8,1>:ud  {Compacted}
(~f1.0) mov (16|M0)              r71.0<1>:f    r75.0<8;8,1>:f                  
        add (16|M16)             r73.0<1>:d    r25.0<8;8,1>:d    -r27.0<8;8,1>:d  {Compacted}
        add (16|M0)              r52.0<1>:d    r119.0<8;8,1>:d   r125.0<8;8,1>:d  {Compacted}
        shl (16|M0)              r83.0<1>:d    r83.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r48.0<1>:d    r46.0<0;1,0>:d    r11.0<8;8,1>:d   {Compacted}
        add (16|M16)             r50.0<1>:d    r46.0<0;1,0>:d    r17.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r41.0<0;1,0>:w    r21.0<8;8,1>:d  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r41.0<0;1,0>:w    r27.0<8;8,1>:d  
        add (16|M16)             r54.0<1>:d    r2.0<8;8,1>:d     r13.0<8;8,1>:d   {Compacted,$8.src}
        and (16|M0)   (lt)f1.0   null<1>:d     ~r37.0<8;8,1>:d   r42.0<8;8,1>:d  
(~f1.0) mov (16|M16)             r73.0<1>:f    r77.0<8;8,1>:f                  
        and (16|M16)  (lt)f1.0   null<1>:d     ~r39.0<8;8,1>:d   r44.0<8;8,1>:d  
        send.dc1 (16|M0)         null     r67     r87     0x80            0x04025E03           {$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r69     r89     0x80            0x04025E03           {$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r63     r91     0x80            0x04025E03           {$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r65     r93     0x80            0x04025E03           {$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r79     r71     0x80            0x04025E03           {$0} // wr:2+2, rd:0; untyped surface write with x
        mad (16|M16)             r85.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       6:w              
        shr (16|M0)              r111.0<1>:d   r111.0<8;8,1>:ud  1:w               {Compacted}
        shr (16|M16)             r115.0<1>:d   r115.0<8;8,1>:ud  1:w               {Compacted}
        mad (16|M0)              r56.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       7:w               {$9.src}
        mad (16|M16)             r58.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       7:w              
        mad (16|M0)              r60.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       9:w              
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    31:w               {Compacted}
        shl (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    31:w               {Compacted}
        sync.nop                             null                             {Compacted,$13.src}
        mad (16|M0)              r68.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       11:w               {$12.src}
        mad (16|M16)             r62.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       9:w               {$14.src}
        mad (16|M0)              r64.0<1>:d    r11.0<8;1>:d      r9.0<0;0>:d       10:w               {$15.src}
        mad (16|M16)             r66.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       10:w              
        mad (16|M16)             r70.0<1>:d    r17.0<8;1>:d      r9.0<0;0>:d       11:w               {$0.src}
(W)     mov (1|M0)               r47.0<1>:f    -0.0:f                               {Compacted}
        send.dc1 (16|M16)        null     r81     r73     0x80            0x04025E03           {$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r83     r99     0x80            0x04025E03           {$2} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r52.0<1>:d    r33.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    2:w               {Compacted}
        add (16|M16)             r54.0<1>:d    r35.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        rol (16|M0)              r76.0<1>:ud   r19.0<8;8,1>:ud   r33.0<8;8,1>:d  
        rol (16|M16)             r78.0<1>:ud   r25.0<8;8,1>:ud   r35.0<8;8,1>:d  
        shl (16|M16)             r85.0<1>:d    r85.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r66.0<1>:d    r66.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    2:w               {Compacted}
        lzd (16|M0)              r80.0<1>:ud   r19.0<8;8,1>:ud                  {$1.src}
        lzd (16|M16)             r82.0<1>:ud   r25.0<8;8,1>:ud                  {$2.src}
        or (16|M0)               r111.0<1>:d   r111.0<8;8,1>:d   r29.0<8;8,1>:d   {Compacted}
        or (16|M16)              r115.0<1>:d   r115.0<8;8,1>:d   r31.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r72.0<1>:d    r47.0<0;1,0>:d    2147483647:d              
(f0.0)  sel (16|M16)             r74.0<1>:d    r47.0<0;1,0>:d    2147483647:d              
(~f1.0) mov (16|M0)              r72.0<1>:f    r15.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r74.0<1>:f    r23.0<8;8,1>:f                  
        send.dc1 (16|M16)        null     r85     r101    0x80            0x04025E03           {$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r56     r72     0x80            0x04025E03           {@2,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r58     r74     0x80            0x04025E03           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r48     r111    0x80            0x04025E03           {@6,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r50     r115    0x80            0x04025E03           {@5,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r60     r76     0x80            0x04025E03           {$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r62     r78     0x80            0x04025E03           {$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r64     r80     0x80            0x04025E03           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r66     r82     0x80            0x04025E03           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r68     r52     0x80            0x04025E03           {$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r70     r54     0x80            0x04025E03           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r84      r8      null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r84.0<8;8,1>:ud                  {$14.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2728:
