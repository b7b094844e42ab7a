L0:
(W)     mov (8|M0)               r94.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r94.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r94.1<0;1,0>:d   {Compacted}
(W)     shl (1|M0)               r8.0<1>:d     r8.4<0;1,0>:d     1:w               {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r13.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r23.0<1>:d    r17.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r19      r15     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r25      r23     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy
(W)     shl (1|M0)               r8.1<1>:d     r8.4<0;1,0>:d     2:w              
        add (16|M0)              r54.0<1>:d    r8.4<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
        add (16|M16)             r56.0<1>:d    r8.4<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
        add (16|M16)             r58.0<1>:d    r8.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted,@7}
        mad (16|M0)              r62.0<1>:d    r11.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M16)             r64.0<1>:d    r17.0<8;1>:d      r8.4<0;0>:d       3:w              
        shl (16|M0)              r90.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r92.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    2:w               {Compacted,@7}
        mad (16|M0)              r70.0<1>:d    r11.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M0)              r74.0<1>:d    r11.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r72.0<1>:d    r17.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M16)             r76.0<1>:d    r17.0<8;1>:d      r8.4<0;0>:d       6:w              
        shl (16|M0)              r70.0<1>:d    r70.0<8;8,1>:d    2:w               {Compacted,@4}
        shl (16|M0)              r74.0<1>:d    r74.0<8;8,1>:d    2:w               {Compacted,@4}
        addc (8|M0)              r29.0<1>:ud   r19.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted,$0.dst}
        shl (16|M0)              r42.0<1>:d    r21.0<8;8,1>:d    4:w               {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r30.0<1>:ud   r20.0<8;8,1>:ud   0x1:ud              {AccWrEn}
        shl (16|M16)             r44.0<1>:d    r27.0<8;8,1>:d    4:w               {Compacted,$1.dst}
        mov (8|M8)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r31.0<1>:ud   r25.0<8;8,1>:ud   0x1:ud              {AccWrEn}
        shr (16|M0)              r60.0<1>:d    r19.0<8;8,1>:ud   7:w               {Compacted}
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r32.0<1>:ud   r26.0<8;8,1>:ud   0x1:ud              {AccWrEn}
        shl (16|M0)              r66.0<1>:d    r19.0<8;8,1>:d    16:w               {Compacted}
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r3.0<1>:ud    r29.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        and (16|M0)              r78.0<1>:d    r19.0<8;8,1>:d    -241:w               {Compacted}
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r4.0<1>:ud    r30.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r46.0<1>:ud   r5.0<8;8,1>:ud    r6.0<8;8,1>:ud   {Compacted,@2}
        mov (8|M8)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r13.0<1>:ud   r31.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r47.0<1>:ud   r7.0<8;8,1>:ud    r9.0<8;8,1>:ud   {Compacted,@2}
        mov (8|M16)              r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r14.0<1>:ud   r32.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn}
        add (16|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M16)              r48.0<1>:ud   r15.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,@5}
        mov (8|M0)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r24.0<1>:ud   r22.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
        add (8|M24)              r49.0<1>:ud   r16.0<8;8,1>:ud   r2.0<8;8,1>:ud   {Compacted,@5}
        mov (8|M8)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r35.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r50.0<1>:f    r33.0<8;8,1>:f                   {Compacted,@5}
        mov (8|M16)              r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r36.0<1>:ud   r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
        mov (8|M8)               r51.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@5}
        mov (8|M24)              r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M16)              r52.0<1>:f    r37.0<8;8,1>:f                   {Compacted,@4}
        mov (8|M24)              r53.0<1>:f    r29.0<8;8,1>:f                   {Compacted,@2}
        shr (16|M0)              r3.0<1>:d     r3.0<8;8,1>:ud    1:w               {Compacted}
        shl (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    31:w               {Compacted}
        add (16|M0)              r9.0<1>:d     r8.1<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
        add (16|M16)             r15.0<1>:d    r8.1<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r33.0<1>:d    r25.0<8;8,1>:ud   7:w               {Compacted}
        subb (8|M0)              r38.0<1>:ud   r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        shl (16|M16)             r68.0<1>:d    r25.0<8;8,1>:d    16:w               {Compacted}
        and (16|M16)             r80.0<1>:d    r25.0<8;8,1>:d    -241:w               {Compacted}
        and (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    240:w               {Compacted}
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    240:w               {Compacted}
        shr (16|M16)             r13.0<1>:d    r13.0<8;8,1>:ud   1:w               {Compacted}
        shr (16|M0)              r23.0<1>:d    r23.0<8;8,1>:ud   1:w               {Compacted}
        shl (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    31:w               {Compacted}
        shr (16|M16)             r35.0<1>:d    r35.0<8;8,1>:ud   1:w               {Compacted}
        shl (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    31:w               {Compacted}
        shl (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    31:w               {Compacted}
        and (16|M0)              r82.0<1>:d    r21.0<8;8,1>:d    0xFFFF:uw             
        and (16|M16)             r84.0<1>:d    r27.0<8;8,1>:d    0xFFFF:uw             
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted}
        mov (8|M0)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r39.0<1>:ud   r22.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}
        and (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    31:w               {Compacted}
        or (16|M0)               r3.0<1>:d     r3.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     2:w               {Compacted}
        shl (16|M16)             r15.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted}
        and (16|M16)             r33.0<1>:d    r33.0<8;8,1>:d    31:w               {Compacted}
        or (16|M0)               r78.0<1>:d    r78.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}
        or (16|M16)              r80.0<1>:d    r80.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        or (16|M16)              r13.0<1>:d    r13.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        or (16|M0)               r23.0<1>:d    r23.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
        or (16|M16)              r35.0<1>:d    r35.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
        or (16|M0)               r66.0<1>:d    r66.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
        or (16|M16)              r68.0<1>:d    r68.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}
        mov (8|M8)               r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r40.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        send.dc1 (16|M0)         null     r90     r60     0x80            0x04025E01           {$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r92     r33     0x80            0x04025E01           {@7,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r54     r78     0x80            0x04025E01           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r56     r80     0x80            0x04025E01           {@7,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r5      r3      0x80            0x04025E01           {$6} // wr:2+2, rd:0; untyped surface write with x
        lzd (16|M0)              r3.0<1>:ud    r21.0<8;8,1>:ud                  {$6.src}
        lzd (16|M16)             r5.0<1>:ud    r27.0<8;8,1>:ud                 
        send.dc1 (16|M16)        null     r58     r13     0x80            0x04025E01           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r62     r23     0x80            0x04025E01           {@7,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r64     r35     0x80            0x04025E01           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r9      r66     0x80            0x04025E01           {@6,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r15     r68     0x80            0x04025E01           {@5,$11} // wr:2+2, rd:0; untyped surface write with x
        add (8|M0)               r86.0<1>:ud   r19.0<8;8,1>:ud   -r21.0<8;8,1>:ud {Compacted}
        add (8|M8)               r87.0<1>:ud   r20.0<8;8,1>:ud   -r22.0<8;8,1>:ud {Compacted}
        add (8|M16)              r88.0<1>:ud   r25.0<8;8,1>:ud   -r27.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        cbit (16|M16)            r13.0<1>:ud   r25.0<8;8,1>:ud                  {$7.src}
        bfrev (16|M16)           r23.0<1>:d    r25.0<8;8,1>:d                   {$8.src}
        cbit (16|M0)             r9.0<1>:ud    r19.0<8;8,1>:ud                  {$10.src}
        bfrev (16|M0)            r15.0<1>:d    r19.0<8;8,1>:d                   {$11.src}
        add (8|M0)               r86.0<1>:ud   -r30.0<8;8,1>:ud  r86.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r87.0<1>:ud   -r31.0<8;8,1>:ud  r87.0<8;8,1>:ud  {Compacted,@7}
        subb (8|M24)             r41.0<1>:ud   r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r88.0<1>:ud   -r32.0<8;8,1>:ud  r88.0<8;8,1>:ud  {Compacted,@7}
        add (16|M16)             r13.0<1>:d    r13.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted,@7}
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r3.0<8;8,1>:d    {Compacted,@7}
        lzd (16|M0)              r29.0<1>:ud   r15.0<8;8,1>:ud                  {@7}
        lzd (16|M16)             r31.0<1>:ud   r23.0<8;8,1>:ud                  {@7}
        mad (16|M0)              r33.0<1>:d    r11.0<8;1>:d      r8.4<0;0>:d       7:w               {$3.src}
        mad (16|M16)             r35.0<1>:d    r17.0<8;1>:d      r8.4<0;0>:d       7:w               {$9.src}
        add (8|M24)              r89.0<1>:ud   r26.0<8;8,1>:ud   -r28.0<8;8,1>:ud {Compacted}
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        shl (16|M16)             r72.0<1>:d    r72.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r76.0<1>:d    r76.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r29.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r13.0<1>:d    r13.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted,@7}
        shl (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    2:w               {Compacted,@7}
        add (8|M24)              r89.0<1>:ud   -r2.0<8;8,1>:ud   r89.0<8;8,1>:ud  {Compacted,@7}
        send.dc1 (16|M0)         null     r70     r38     0x80            0x04025E01           {$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r72     r40     0x80            0x04025E01           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r74     r86     0x80            0x04025E01           {$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r76     r88     0x80            0x04025E01           {@1,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r33     r9      0x80            0x04025E01           {@3,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r35     r13     0x80            0x04025E01           {@2,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r94.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r2       r94     null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$2.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1680:
