L0:
(W)     mov (8|M0)               r108.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r108.2<0;1,0>:uw {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r108.1<0;1,0>:d  {Compacted}
(W)     mov (8|M16)              r4.0<1>:w     0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (8|M16)              r4.8<1>:w     r4.0<8;8,1>:w     8:w               {@3}
(W)     mov (8|M0)               r12.0<1>:w    0x76543210:v                              
        add (16|M0)              r109.0<1>:d   r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@4}
        add (16|M16)             r111.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@4}
(W)     add (16|M16)             r4.0<1>:w     r4.0<16;16,1>:w   16:w               {@4}
(W)     add (8|M0)               r12.8<1>:w    r12.0<8;8,1>:w    8:w               {@4}
        shl (16|M0)              r117.0<1>:d   r109.0<8;8,1>:d   2:w               {Compacted,@4}
        shl (16|M16)             r119.0<1>:d   r111.0<8;8,1>:d   2:w               {Compacted,@4}
        shl (16|M16)             r15.0<1>:d    r4.0<16;16,1>:uw  2:w               {@4}
        shl (16|M0)              r13.0<1>:d    r12.0<16;16,1>:uw  2:w              {@4}
(W)     and (1|M0)               r17.0<1>:d    r108.5<0;1,0>:d   -1024:w               {Compacted}
        send.dc1 (16|M0)         r121     r117    null    0x0            0x04205E00           {@5,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r123     r119    null    0x0            0x04205E00           {@4,$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r113.0<1>:d   r17.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted,@1}
        add (16|M16)             r115.0<1>:d   r17.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted,@4}
(W)     mov (1|M0)               r9.3<1>:f     0.0:f                               {Compacted}
L288:
        sync.nop                             null                             {Compacted,$7.src}
(W)     or (1|M0)                r3.0<1>:d     r9.3<0;1,0>:d     1:w               {Compacted,@1}
(W)     or (1|M0)                r17.0<1>:d    r9.3<0;1,0>:d     2:w               {Compacted,$10.src}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r3.0<0;1,0>:uw   {Compacted,@2,$0.dst}
        mach (8|M0)              r4.0<1>:d     r121.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r3.0<0;1,0>:uw  
        mach (8|M8)              r5.0<1>:d     r122.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted,$12.src}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r3.0<0;1,0>:uw   {$1.dst}
        mach (8|M16)             r10.0<1>:d    r123.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r3.0<0;1,0>:uw  
        mach (8|M24)             r11.0<1>:d    r124.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r17.0<0;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r18.0<1>:d    r121.0<8;8,1>:d   r17.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r17.0<0;1,0>:uw 
(W)     or (1|M0)                r27.0<1>:d    r9.3<0;1,0>:d     3:w               {Compacted,$15.src}
        mach (8|M8)              r19.0<1>:d    r122.0<8;8,1>:d   r17.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r17.0<0;1,0>:uw 
        mach (8|M16)             r20.0<1>:d    r123.0<8;8,1>:d   r17.0<0;1,0>:d   {Compacted,$11.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r17.0<0;1,0>:uw 
        mach (8|M24)             r21.0<1>:d    r124.0<8;8,1>:d   r17.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r27.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r28.0<1>:d    r121.0<8;8,1>:d   r27.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r27.0<0;1,0>:uw 
(W)     or (1|M0)                r37.0<1>:d    r9.3<0;1,0>:d     4:w               {Compacted,$14.src}
        mach (8|M8)              r29.0<1>:d    r122.0<8;8,1>:d   r27.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r27.0<0;1,0>:uw 
        mach (8|M16)             r30.0<1>:d    r123.0<8;8,1>:d   r27.0<0;1,0>:d   {Compacted,$9.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r27.0<0;1,0>:uw 
        mach (8|M24)             r31.0<1>:d    r124.0<8;8,1>:d   r27.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r37.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r38.0<1>:d    r121.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r37.0<0;1,0>:uw 
(W)     or (1|M0)                r47.0<1>:d    r9.3<0;1,0>:d     5:w               {Compacted,$3.src}
        mach (8|M8)              r39.0<1>:d    r122.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r37.0<0;1,0>:uw 
        mach (8|M16)             r40.0<1>:d    r123.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted,$8.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r37.0<0;1,0>:uw 
        mach (8|M24)             r41.0<1>:d    r124.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r47.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r48.0<1>:d    r121.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r47.0<0;1,0>:uw 
(W)     or (1|M0)                r57.0<1>:d    r9.3<0;1,0>:d     6:w               {Compacted,$1.src}
        mach (8|M8)              r49.0<1>:d    r122.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r47.0<0;1,0>:uw 
        mach (8|M16)             r50.0<1>:d    r123.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted,$5.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r47.0<0;1,0>:uw 
        mach (8|M24)             r51.0<1>:d    r124.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r57.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r58.0<1>:d    r121.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r57.0<0;1,0>:uw 
(W)     or (1|M0)                r67.0<1>:d    r9.3<0;1,0>:d     7:w               {Compacted}
        mach (8|M8)              r59.0<1>:d    r122.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted,$12.src}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r57.0<0;1,0>:uw 
        mach (8|M16)             r60.0<1>:d    r123.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r57.0<0;1,0>:uw 
        mach (8|M24)             r61.0<1>:d    r124.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r67.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r68.0<1>:d    r121.0<8;8,1>:d   r67.0<0;1,0>:d   {Compacted,$3.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r67.0<0;1,0>:uw 
(W)     or (1|M0)                r77.0<1>:d    r9.3<0;1,0>:d     8:w               {Compacted}
        mach (8|M8)              r69.0<1>:d    r122.0<8;8,1>:d   r67.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r67.0<0;1,0>:uw 
        mach (8|M16)             r70.0<1>:d    r123.0<8;8,1>:d   r67.0<0;1,0>:d   {Compacted,$5.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r67.0<0;1,0>:uw 
        mach (8|M24)             r71.0<1>:d    r124.0<8;8,1>:d   r67.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r77.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r78.0<1>:d    r121.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted,$13.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r77.0<0;1,0>:uw 
(W)     or (1|M0)                r87.0<1>:d    r9.3<0;1,0>:d     9:w               {Compacted}
        mach (8|M8)              r79.0<1>:d    r122.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r77.0<0;1,0>:uw 
        mach (8|M16)             r80.0<1>:d    r123.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted,$6.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r77.0<0;1,0>:uw 
        mach (8|M24)             r81.0<1>:d    r124.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r87.0<0;1,0>:uw  {Compacted,@6}
        mach (8|M0)              r88.0<1>:d    r121.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted,$2.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r87.0<0;1,0>:uw 
(W)     or (1|M0)                r97.0<1>:d    r9.3<0;1,0>:d     10:w               {Compacted}
        mach (8|M8)              r89.0<1>:d    r122.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r87.0<0;1,0>:uw 
        mach (8|M16)             r90.0<1>:d    r123.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted,$0.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r87.0<0;1,0>:uw 
        mach (8|M24)             r91.0<1>:d    r124.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r97.0<0;1,0>:uw  {Compacted,@6}
(W)     mul (1|M0)               r12.0<1>:d    r9.3<0;1,0>:d     128:w               {Compacted}
        mach (8|M0)              r98.0<1>:d    r121.0<8;8,1>:d   r97.0<0;1,0>:d   {Compacted,$4.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r97.0<0;1,0>:uw 
(W)     or (1|M0)                r107.0<1>:d   r9.3<0;1,0>:d     11:w               {Compacted}
        mach (8|M8)              r99.0<1>:d    r122.0<8;8,1>:d   r97.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r97.0<0;1,0>:uw 
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r9.3<0;1,0>:d    {Compacted}
        add (16|M0)              r13.0<1>:d    r113.0<8;8,1>:d   r12.0<0;1,0>:d   {Compacted,@7}
        mach (8|M16)             r100.0<1>:d   r123.0<8;8,1>:d   r97.0<0;1,0>:d   {Compacted,$1.src}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r97.0<0;1,0>:uw 
        mach (8|M24)             r101.0<1>:d   r124.0<8;8,1>:d   r97.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r107.0<0;1,0>:uw {Compacted,@7}
(W)     mul (1|M0)               r22.0<1>:d    r3.0<0;1,0>:d     128:w               {Compacted}
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        mach (8|M0)              r3.0<1>:d     r121.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r107.0<0;1,0>:uw
        send.dc1 (16|M0)         null     r13     r4      0x80            0x04025EFF           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted}
        add (16|M16)             r15.0<1>:d    r115.0<8;8,1>:d   r12.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r4.0<1>:d     r122.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted,$3.src}
(W)     or (1|M0)                r14.0<1>:d    r9.3<0;1,0>:d     12:w               {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r107.0<0;1,0>:uw
        add (16|M0)              r23.0<1>:d    r113.0<8;8,1>:d   r22.0<0;1,0>:d   {Compacted,@7}
        mach (8|M16)             r5.0<1>:d     r123.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r107.0<0;1,0>:uw
        mach (8|M24)             r6.0<1>:d     r124.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r14.0<0;1,0>:uw  {Compacted,@6}
        send.dc1 (16|M16)        null     r15     r10     0x80            0x04025EFF           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
(W)     mul (1|M0)               r32.0<1>:d    r17.0<0;1,0>:d    128:w               {Compacted}
        mach (8|M0)              r15.0<1>:d    r121.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted,$13.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r14.0<0;1,0>:uw 
        send.dc1 (16|M0)         null     r23     r18     0x80            0x04025EFF           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r25.0<1>:d    r115.0<8;8,1>:d   r22.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r16.0<1>:d    r122.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}
(W)     or (1|M0)                r24.0<1>:d    r9.3<0;1,0>:d     13:w               {Compacted,$4.src}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r14.0<0;1,0>:uw 
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r17.0<0;1,0>:d   {Compacted}
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r17.0<0;1,0>:d   {Compacted}
        add (16|M0)              r33.0<1>:d    r113.0<8;8,1>:d   r32.0<0;1,0>:d   {Compacted,@7}
        mach (8|M16)             r17.0<1>:d    r123.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r14.0<0;1,0>:uw 
        mach (8|M24)             r18.0<1>:d    r124.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r24.0<0;1,0>:uw  {Compacted,@7}
        send.dc1 (16|M16)        null     r25     r20     0x80            0x04025EFF           {@7,$14} // wr:2+2, rd:0; untyped surface write with x
(W)     mul (1|M0)               r42.0<1>:d    r27.0<0;1,0>:d    128:w               {Compacted}
        mach (8|M0)              r25.0<1>:d    r121.0<8;8,1>:d   r24.0<0;1,0>:d   {Compacted,$14.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r24.0<0;1,0>:uw 
        send.dc1 (16|M0)         null     r33     r28     0x80            0x04025EFF           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r35.0<1>:d    r115.0<8;8,1>:d   r32.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r26.0<1>:d    r122.0<8;8,1>:d   r24.0<0;1,0>:d   {Compacted}
(W)     or (1|M0)                r34.0<1>:d    r9.3<0;1,0>:d     14:w               {Compacted,$8.src}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r24.0<0;1,0>:uw 
        add (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r27.0<0;1,0>:d   {Compacted}
        add (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r27.0<0;1,0>:d   {Compacted}
        add (16|M0)              r43.0<1>:d    r113.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted,@7}
        mach (8|M16)             r27.0<1>:d    r123.0<8;8,1>:d   r24.0<0;1,0>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r24.0<0;1,0>:uw 
        mach (8|M24)             r28.0<1>:d    r124.0<8;8,1>:d   r24.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r34.0<0;1,0>:uw  {Compacted,@7}
        send.dc1 (16|M16)        null     r35     r30     0x80            0x04025EFF           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        mach (8|M0)              r35.0<1>:d    r121.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted,$15.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r34.0<0;1,0>:uw 
        send.dc1 (16|M0)         null     r43     r38     0x80            0x04025EFF           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r45.0<1>:d    r115.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r36.0<1>:d    r122.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted}
(W)     or (1|M0)                r44.0<1>:d    r9.3<0;1,0>:d     15:w               {Compacted,$9.src}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r34.0<0;1,0>:uw 
(W)     mul (1|M0)               r52.0<1>:d    r37.0<0;1,0>:d    128:w               {Compacted}
        add (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    r37.0<0;1,0>:d   {Compacted}
        add (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    r37.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r37.0<1>:d    r123.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r34.0<0;1,0>:uw 
        mach (8|M24)             r38.0<1>:d    r124.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r44.0<0;1,0>:uw  {Compacted,@7}
        send.dc1 (16|M16)        null     r45     r40     0x80            0x04025EFF           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r53.0<1>:d    r113.0<8;8,1>:d   r52.0<0;1,0>:d   {Compacted,@7}
        mach (8|M0)              r45.0<1>:d    r121.0<8;8,1>:d   r44.0<0;1,0>:d   {Compacted,$10.src}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r44.0<0;1,0>:uw 
(W)     add (1|M0)               r9.3<1>:d     r9.3<0;1,0>:d     16:w               {Compacted}
        mach (8|M8)              r46.0<1>:d    r122.0<8;8,1>:d   r44.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r44.0<0;1,0>:uw 
(W)     mul (1|M0)               r62.0<1>:d    r47.0<0;1,0>:d    128:w               {Compacted}
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r47.0<0;1,0>:d   {Compacted}
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    r47.0<0;1,0>:d   {Compacted}
        add (16|M16)             r55.0<1>:d    r115.0<8;8,1>:d   r52.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r47.0<1>:d    r123.0<8;8,1>:d   r44.0<0;1,0>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r44.0<0;1,0>:uw 
        send.dc1 (16|M0)         null     r53     r48     0x80            0x04025EFF           {$11} // wr:2+2, rd:0; untyped surface write with x
        mach (8|M24)             r48.0<1>:d    r124.0<8;8,1>:d   r44.0<0;1,0>:d   {Compacted,$11.src}
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r9.6<0;1,0>:uw   {Compacted,@7}
        add (16|M0)              r63.0<1>:d    r113.0<8;8,1>:d   r62.0<0;1,0>:d   {Compacted,@7}
        mach (8|M0)              r54.0<1>:d    r121.0<8;8,1>:d   r9.3<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r9.6<0;1,0>:uw  
        send.dc1 (16|M16)        null     r55     r50     0x80            0x04025EFF           {@7,$12} // wr:2+2, rd:0; untyped surface write with x
        mach (8|M8)              r55.0<1>:d    r122.0<8;8,1>:d   r9.3<0;1,0>:d    {Compacted,$12.src}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r9.6<0;1,0>:uw  
        add (16|M16)             r65.0<1>:d    r115.0<8;8,1>:d   r62.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r56.0<1>:d    r123.0<8;8,1>:d   r9.3<0;1,0>:d    {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r9.6<0;1,0>:uw  
        send.dc1 (16|M0)         null     r63     r58     0x80            0x04025EFF           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mul (1|M0)               r72.0<1>:d    r57.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r82.0<1>:d    r67.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r92.0<1>:d    r77.0<0;1,0>:d    128:w               {Compacted}
        add (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    r57.0<0;1,0>:d   {Compacted}
        add (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    r57.0<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               r102.0<1>:d   r87.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r8.0<1>:d     r97.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r19.0<1>:d    r107.0<0;1,0>:d   128:w               {Compacted}
(W)     mul (1|M0)               r29.0<1>:d    r14.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r39.0<1>:d    r24.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r49.0<1>:d    r34.0<0;1,0>:d    128:w               {Compacted}
(W)     mul (1|M0)               r58.0<1>:d    r44.0<0;1,0>:d    128:w               {Compacted,$7.src}
        mach (8|M24)             r57.0<1>:d    r124.0<8;8,1>:d   r9.3<0;1,0>:d    {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r44.0<0;1,0>:ud   0x1FF:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r44.0<0;1,0>:ud   0x1FF:uw             
        send.dc1 (16|M16)        null     r65     r60     0x80            0x04025EFF           {$14} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    r67.0<0;1,0>:d   {Compacted}
        add (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    r67.0<0;1,0>:d   {Compacted}
        add (16|M0)              r88.0<1>:d    r88.0<8;8,1>:d    r77.0<0;1,0>:d   {Compacted}
        add (16|M16)             r90.0<1>:d    r90.0<8;8,1>:d    r77.0<0;1,0>:d   {Compacted}
        add (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    r87.0<0;1,0>:d   {Compacted}
        add (16|M16)             r100.0<1>:d   r100.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted}
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r97.0<0;1,0>:d   {Compacted}
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     r97.0<0;1,0>:d   {Compacted}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r107.0<0;1,0>:d  {Compacted}
        add (16|M16)             r17.0<1>:d    r17.0<8;8,1>:d    r107.0<0;1,0>:d  {Compacted}
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r14.0<0;1,0>:d   {Compacted}
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    r14.0<0;1,0>:d   {Compacted}
        add (16|M0)              r35.0<1>:d    r35.0<8;8,1>:d    r24.0<0;1,0>:d   {Compacted}
        add (16|M16)             r37.0<1>:d    r37.0<8;8,1>:d    r24.0<0;1,0>:d   {Compacted}
        add (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    r34.0<0;1,0>:d   {Compacted}
        add (16|M16)             r47.0<1>:d    r47.0<8;8,1>:d    r34.0<0;1,0>:d   {Compacted}
        add (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    r44.0<0;1,0>:d   {Compacted}
        add (16|M0)              r73.0<1>:d    r113.0<8;8,1>:d   r72.0<0;1,0>:d   {Compacted}
        add (16|M16)             r75.0<1>:d    r115.0<8;8,1>:d   r72.0<0;1,0>:d   {Compacted}
        add (16|M0)              r83.0<1>:d    r113.0<8;8,1>:d   r82.0<0;1,0>:d   {Compacted}
        add (16|M16)             r85.0<1>:d    r115.0<8;8,1>:d   r82.0<0;1,0>:d   {Compacted}
        add (16|M0)              r93.0<1>:d    r113.0<8;8,1>:d   r92.0<0;1,0>:d   {Compacted}
        add (16|M16)             r95.0<1>:d    r115.0<8;8,1>:d   r92.0<0;1,0>:d   {Compacted}
        add (16|M0)              r103.0<1>:d   r113.0<8;8,1>:d   r102.0<0;1,0>:d  {Compacted}
        add (16|M16)             r105.0<1>:d   r115.0<8;8,1>:d   r102.0<0;1,0>:d  {Compacted}
        add (16|M0)              r10.0<1>:d    r113.0<8;8,1>:d   r8.0<0;1,0>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r115.0<8;8,1>:d   r8.0<0;1,0>:d    {Compacted}
        add (16|M0)              r20.0<1>:d    r113.0<8;8,1>:d   r19.0<0;1,0>:d   {Compacted}
        add (16|M16)             r22.0<1>:d    r115.0<8;8,1>:d   r19.0<0;1,0>:d   {Compacted}
        add (16|M0)              r30.0<1>:d    r113.0<8;8,1>:d   r29.0<0;1,0>:d   {Compacted}
        add (16|M16)             r32.0<1>:d    r115.0<8;8,1>:d   r29.0<0;1,0>:d   {Compacted}
        add (16|M0)              r40.0<1>:d    r113.0<8;8,1>:d   r39.0<0;1,0>:d   {Compacted}
        add (16|M16)             r42.0<1>:d    r115.0<8;8,1>:d   r39.0<0;1,0>:d   {Compacted}
        add (16|M0)              r50.0<1>:d    r113.0<8;8,1>:d   r49.0<0;1,0>:d   {Compacted}
        add (16|M16)             r52.0<1>:d    r115.0<8;8,1>:d   r49.0<0;1,0>:d   {Compacted}
        add (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    r44.0<0;1,0>:d   {Compacted}
        add (16|M0)              r59.0<1>:d    r113.0<8;8,1>:d   r58.0<0;1,0>:d   {Compacted,$14.src}
        add (16|M16)             r61.0<1>:d    r115.0<8;8,1>:d   r58.0<0;1,0>:d   {Compacted}
        send.dc1 (16|M0)         null     r73     r68     0x80            0x04025EFF           {$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r75     r70     0x80            0x04025EFF           {$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r83     r78     0x80            0x04025EFF           {$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r85     r80     0x80            0x04025EFF           {$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r93     r88     0x80            0x04025EFF           {$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r95     r90     0x80            0x04025EFF           {$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r103    r98     0x80            0x04025EFF           {$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r105    r100    0x80            0x04025EFF           {$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r10     r3      0x80            0x04025EFF           {$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r12     r5      0x80            0x04025EFF           {$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r20     r15     0x80            0x04025EFF           {@7,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r22     r17     0x80            0x04025EFF           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r30     r25     0x80            0x04025EFF           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r32     r27     0x80            0x04025EFF           {@7,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r40     r35     0x80            0x04025EFF           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r42     r37     0x80            0x04025EFF           {@6,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r50     r45     0x80            0x04025EFF           {@5,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r52     r47     0x80            0x04025EFF           {@4,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r59     r54     0x80            0x04025EFF           {@2,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r61     r56     0x80            0x04025EFF           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  while (32|M0)                        L288                                
L3048:
        shl (16|M0)              r3.0<1>:d     r109.0<8;8,1>:d   4:w               {Compacted,$7.src}
        shl (16|M16)             r5.0<1>:d     r111.0<8;8,1>:d   4:w               {Compacted,$12.src}
        shl (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (16|M0)         r14      r10     null    0x0            0x04805001           {@2,$7} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$9.src}
        send.dc1 (16|M16)        r22      r12     null    0x0            0x04805001           {@1,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        or (16|M0)               r30.0<1>:d    r10.0<8;8,1>:d    16:w               {Compacted}
        or (16|M16)              r32.0<1>:d    r12.0<8;8,1>:d    16:w               {Compacted,$15.src}
        sync.nop                             null                             {Compacted,$14.src}
        send.dc1 (16|M0)         r34      r30     null    0x0            0x04805001           {@2,$11} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$5.src}
        send.dc1 (16|M16)        r42      r32     null    0x0            0x04805001           {@1,$14} // wr:2+0, rd:8; untyped surface read with xyzw
        or (16|M0)               r50.0<1>:d    r10.0<8;8,1>:d    32:w               {Compacted}
        or (16|M16)              r52.0<1>:d    r12.0<8;8,1>:d    32:w               {Compacted,$3.src}
        sync.nop                             null                             {Compacted,$1.src}
        send.dc1 (16|M0)         r54      r50     null    0x0            0x04805001           {@2,$15} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r62      r52     null    0x0            0x04805001           {@1,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        or (16|M0)               r70.0<1>:d    r10.0<8;8,1>:d    48:w               {Compacted}
        or (16|M16)              r72.0<1>:d    r12.0<8;8,1>:d    48:w               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        and (16|M0)              r74.0<1>:d    r14.0<8;8,1>:d    511:w               {Compacted,$7.dst}
        and (16|M0)              r78.0<1>:d    r16.0<8;8,1>:d    511:w               {Compacted,$13.src}
        and (16|M16)             r76.0<1>:d    r22.0<8;8,1>:d    511:w               {Compacted,$10.dst}
        and (16|M16)             r80.0<1>:d    r24.0<8;8,1>:d    511:w               {Compacted,$6.src}
        mul (16|M0)              r74.0<1>:d    r74.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M16)             r76.0<1>:d    r76.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    128:w               {Compacted,@4}
        and (16|M0)              r82.0<1>:d    r18.0<8;8,1>:d    511:w               {Compacted}
        and (16|M16)             r84.0<1>:d    r26.0<8;8,1>:d    511:w               {Compacted}
        add (16|M0)              r74.0<1>:d    r113.0<8;8,1>:d   r74.0<8;8,1>:d   {Compacted,@6}
        add (16|M0)              r78.0<1>:d    r113.0<8;8,1>:d   r78.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r76.0<1>:d    r115.0<8;8,1>:d   r76.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r80.0<1>:d    r115.0<8;8,1>:d   r80.0<8;8,1>:d   {Compacted,@6}
        mul (16|M0)              r82.0<1>:d    r82.0<8;8,1>:d    128:w               {Compacted,@6}
        mul (16|M16)             r84.0<1>:d    r84.0<8;8,1>:d    128:w               {Compacted,@6}
        and (16|M0)              r86.0<1>:d    r20.0<8;8,1>:d    511:w               {Compacted}
        and (16|M16)             r88.0<1>:d    r28.0<8;8,1>:d    511:w               {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$0.src}
        send.dc1 (16|M0)         r90      r74     null    0x0            0x04205EFF           {@7,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r94      r78     null    0x0            0x04205EFF           {@7,$10} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r92      r76     null    0x0            0x04205EFF           {@6,$12} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r96      r80     null    0x0            0x04205EFF           {@5,$13} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r82.0<1>:d    r113.0<8;8,1>:d   r82.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r84.0<1>:d    r115.0<8;8,1>:d   r84.0<8;8,1>:d   {Compacted,@4}
        mul (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    128:w               {Compacted,@4}
        sync.nop                             null                             {Compacted,$11.dst}
        and (16|M0)              r98.0<1>:d    r34.0<8;8,1>:d    511:w               {Compacted,$4.src}
        and (16|M16)             r100.0<1>:d   r42.0<8;8,1>:d    511:w               {Compacted,$14.dst}
        send.dc1 (16|M0)         r102     r82     null    0x0            0x04205EFF           {@6,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r104     r84     null    0x0            0x04205EFF           {@5,$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r86.0<1>:d    r113.0<8;8,1>:d   r86.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r88.0<1>:d    r115.0<8;8,1>:d   r88.0<8;8,1>:d   {Compacted,@4}
        mul (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M16)             r100.0<1>:d   r100.0<8;8,1>:d   128:w               {Compacted,@4}
        and (16|M0)              r106.0<1>:d   r36.0<8;8,1>:d    511:w               {Compacted}
        and (16|M16)             r3.0<1>:d     r44.0<8;8,1>:d    511:w               {Compacted}
        send.dc1 (16|M0)         r5       r86     null    0x0            0x04205EFF           {@6,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r10      r88     null    0x0            0x04205EFF           {@5,$3} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r98.0<1>:d    r113.0<8;8,1>:d   r98.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r100.0<1>:d   r115.0<8;8,1>:d   r100.0<8;8,1>:d  {Compacted,@4}
        mul (16|M0)              r106.0<1>:d   r106.0<8;8,1>:d   128:w               {Compacted,@4}
        mul (16|M16)             r3.0<1>:d     r3.0<8;8,1>:d     128:w               {Compacted,@4}
        send.dc1 (16|M0)         r16      r98     null    0x0            0x04205EFF           {@4,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r100    null    0x0            0x04205EFF           {@3,$5} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r106.0<1>:d   r113.0<8;8,1>:d   r106.0<8;8,1>:d  {Compacted,@2}
        add (16|M16)             r3.0<1>:d     r115.0<8;8,1>:d   r3.0<8;8,1>:d    {Compacted,@2}
        send.dc1 (16|M0)         r24      r106    null    0x0            0x04205EFF           {@2,$6} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r26      r3      null    0x0            0x04205EFF           {@1,$7} // wr:2+0, rd:2; untyped surface read with x
        and (16|M0)              r28.0<1>:d    r54.0<8;8,1>:d    511:w               {Compacted,$15.dst}
        sync.allwr                           ($12,$13)                
        add (16|M16)             r74.0<1>:d    r92.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted,$9.src}
        and (16|M16)             r54.0<1>:d    r68.0<8;8,1>:d    511:w               {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M0)              r68.0<1>:d    r90.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted,$9.dst}
        add (16|M16)             r78.0<1>:d    r74.0<8;8,1>:d    r104.0<8;8,1>:d  {Compacted,@3,$1.dst}
        add (16|M0)              r76.0<1>:d    r68.0<8;8,1>:d    r102.0<8;8,1>:d  {Compacted,@2,$0.dst}
        and (16|M0)              r12.0<1>:d    r38.0<8;8,1>:d    511:w               {Compacted}
        and (16|M16)             r14.0<1>:d    r46.0<8;8,1>:d    511:w               {Compacted}
        and (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    511:w               {Compacted}
        and (16|M0)              r20.0<1>:d    r40.0<8;8,1>:d    511:w               {Compacted}
        mul (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    128:w               {Compacted,@7}
        mul (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    128:w               {Compacted,@5}
        mul (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    128:w               {Compacted,@5}
        add (16|M0)              r80.0<1>:d    r76.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted,@7,$2.dst}
        mul (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    128:w               {Compacted,@6}
        add (16|M16)             r82.0<1>:d    r78.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7,$3.dst}
        mul (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    128:w               {Compacted,@7}
        add (16|M0)              r28.0<1>:d    r113.0<8;8,1>:d   r28.0<8;8,1>:d   {Compacted,@7}
        add (16|M0)              r12.0<1>:d    r113.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r14.0<1>:d    r115.0<8;8,1>:d   r14.0<8;8,1>:d   {Compacted,@7}
        add (16|M0)              r84.0<1>:d    r80.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@7,$4.dst}
        add (16|M16)             r22.0<1>:d    r115.0<8;8,1>:d   r22.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r86.0<1>:d    r82.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@7,$5.dst}
        add (16|M0)              r20.0<1>:d    r113.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted,@7}
        send.dc1 (16|M0)         r48      r28     null    0x0            0x04205EFF           {@7,$11} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r32      r12     null    0x0            0x04205EFF           {@6,$12} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r34      r14     null    0x0            0x04205EFF           {@5,$13} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r42      r22     null    0x0            0x04205EFF           {@3,$14} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r40      r20     null    0x0            0x04205EFF           {@1,$15} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$13.src}
        send.dc1 (16|M0)         r14      r70     null    0x0            0x04805001           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r88.0<1>:d    r84.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@4,$6.dst}
        add (16|M16)             r90.0<1>:d    r86.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@3,$7.dst}
        sync.nop                             null                             {Compacted,$11.src}
        send.dc1 (16|M16)        r22      r72     null    0x0            0x04805001           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        and (16|M16)             r30.0<1>:d    r62.0<8;8,1>:d    511:w               {Compacted}
        mul (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    128:w               {Compacted,@1}
        and (16|M0)              r36.0<1>:d    r56.0<8;8,1>:d    511:w               {Compacted}
        add (16|M16)             r30.0<1>:d    r115.0<8;8,1>:d   r30.0<8;8,1>:d   {Compacted,@2}
        mul (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    128:w               {Compacted,@2}
        and (16|M0)              r44.0<1>:d    r58.0<8;8,1>:d    511:w               {Compacted}
        and (16|M16)             r38.0<1>:d    r64.0<8;8,1>:d    511:w               {Compacted}
        send.dc1 (16|M16)        r50      r30     null    0x0            0x04205EFF           {@4,$2} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r36.0<1>:d    r113.0<8;8,1>:d   r36.0<8;8,1>:d   {Compacted,@3}
        mul (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    128:w               {Compacted,@3}
        mul (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    128:w               {Compacted,@3}
        send.dc1 (16|M0)         r56      r36     null    0x0            0x04205EFF           {@3,$3} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r44.0<1>:d    r113.0<8;8,1>:d   r44.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r38.0<1>:d    r115.0<8;8,1>:d   r38.0<8;8,1>:d   {Compacted,@2}
        and (16|M0)              r52.0<1>:d    r60.0<8;8,1>:d    511:w               {Compacted}
        send.dc1 (16|M16)        r58      r38     null    0x0            0x04205EFF           {@2,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r60      r44     null    0x0            0x04205EFF           {@1,$5} // wr:2+0, rd:2; untyped surface read with x
        and (16|M16)             r46.0<1>:d    r66.0<8;8,1>:d    511:w               {Compacted}
        mul (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    128:w               {Compacted,@1}
        mul (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    128:w               {Compacted}
        mul (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    128:w               {Compacted,@4}
        add (16|M16)             r46.0<1>:d    r115.0<8;8,1>:d   r46.0<8;8,1>:d   {Compacted,@3}
        add (16|M0)              r92.0<1>:d    r88.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$2.src}
        and (16|M0)              r30.0<1>:d    r14.0<8;8,1>:d    511:w               {Compacted,$0.dst}
        and (16|M16)             r32.0<1>:d    r22.0<8;8,1>:d    511:w               {Compacted,$1.dst}
        send.dc1 (16|M16)        r62      r46     null    0x0            0x04205EFF           {@4,$6} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r54.0<1>:d    r115.0<8;8,1>:d   r54.0<8;8,1>:d   {Compacted,@6}
        add (16|M0)              r52.0<1>:d    r113.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted,@6}
        mul (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    128:w               {Compacted,@4}
        add (16|M16)             r94.0<1>:d    r90.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,$13.dst}
        and (16|M16)             r36.0<1>:d    r24.0<8;8,1>:d    511:w               {Compacted,$3.src}
        and (16|M0)              r34.0<1>:d    r16.0<8;8,1>:d    511:w               {Compacted}
        send.dc1 (16|M16)        r66      r54     null    0x0            0x04205EFF           {@7,$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r64      r52     null    0x0            0x04205EFF           {@6,$8} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r30.0<1>:d    r113.0<8;8,1>:d   r30.0<8;8,1>:d   {Compacted,@5}
        add (16|M16)             r32.0<1>:d    r115.0<8;8,1>:d   r32.0<8;8,1>:d   {Compacted,@5}
        mul (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    128:w               {Compacted,@4}
        mul (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    128:w               {Compacted,@4}
        and (16|M0)              r38.0<1>:d    r18.0<8;8,1>:d    511:w               {Compacted,$4.src}
        add (16|M0)              r96.0<1>:d    r92.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,$15.dst}
        and (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    511:w               {Compacted}
        sync.nop                             null                             {Compacted,$5.src}
        send.dc1 (16|M16)        r44      r32     null    0x0            0x04205EFF           {@6,$9} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r98.0<1>:d    r94.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@7,$14.dst}
        send.dc1 (16|M0)         r42      r30     null    0x0            0x04205EFF           {@1,$10} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r36.0<1>:d    r115.0<8;8,1>:d   r36.0<8;8,1>:d   {Compacted,@6}
        add (16|M0)              r34.0<1>:d    r113.0<8;8,1>:d   r34.0<8;8,1>:d   {Compacted,@6}
        mul (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    128:w               {Compacted,@6}
        mul (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    128:w               {Compacted,@5}
        and (16|M0)              r46.0<1>:d    r20.0<8;8,1>:d    511:w               {Compacted,$6.src}
        add (16|M0)              r100.0<1>:d   r96.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7,$11.dst}
        and (16|M16)             r48.0<1>:d    r28.0<8;8,1>:d    511:w               {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
        send.dc1 (16|M16)        r52      r36     null    0x0            0x04205EFF           {@7,$12} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r102.0<1>:d   r98.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@7,$2.dst}
        send.dc1 (16|M0)         r50      r34     null    0x0            0x04205EFF           {@1,$13} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r38.0<1>:d    r113.0<8;8,1>:d   r38.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r40.0<1>:d    r115.0<8;8,1>:d   r40.0<8;8,1>:d   {Compacted,@6}
        mul (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    128:w               {Compacted,@6}
        mul (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    128:w               {Compacted,@5}
        sync.nop                             null                             {Compacted,$7.src}
        send.dc1 (16|M0)         r54      r38     null    0x0            0x04205EFF           {@4,$14} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r104.0<1>:d   r100.0<8;8,1>:d   r56.0<8;8,1>:d   {Compacted,@7,$3.dst}
        send.dc1 (16|M16)        r56      r40     null    0x0            0x04205EFF           {@1,$15} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r46.0<1>:d    r113.0<8;8,1>:d   r46.0<8;8,1>:d   {Compacted,@3}
        add (16|M16)             r48.0<1>:d    r115.0<8;8,1>:d   r48.0<8;8,1>:d   {Compacted,@3}
        add (16|M16)             r106.0<1>:d   r102.0<8;8,1>:d   r58.0<8;8,1>:d   {Compacted,@7,$4.dst}
        send.dc1 (16|M0)         r58      r46     null    0x0            0x04205EFF           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r3.0<1>:d     r104.0<8;8,1>:d   r60.0<8;8,1>:d   {Compacted,@4,$5.dst}
        send.dc1 (16|M16)        r60      r48     null    0x0            0x04205EFF           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r5.0<1>:d     r106.0<8;8,1>:d   r62.0<8;8,1>:d   {Compacted,@2,$6.dst}
        add (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     r64.0<8;8,1>:d   {Compacted,@2,$8.dst}
        add (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d     r66.0<8;8,1>:d   {Compacted,@2,$7.dst}
        add (16|M0)              r62.0<1>:d    r10.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@2,$10.dst}
        add (16|M16)             r64.0<1>:d    r12.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@2,$9.dst}
        add (16|M16)             r68.0<1>:d    r64.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@1,$12.dst}
        add (16|M0)              r66.0<1>:d    r62.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@3,$13.dst}
        add (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@1,$14.dst}
        add (16|M16)             r72.0<1>:d    r68.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@3,$15.dst}
        add (16|M0)              r58.0<1>:d    r70.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted,@2,$0.dst}
        send.dc1 (16|M0)         null     r117    r58     0x80            0x04025E02           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r60.0<1>:d    r72.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted,@2,$1.dst}
        send.dc1 (16|M16)        null     r119    r60     0x80            0x04025E02           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r74      r108    null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r74.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L4992:
