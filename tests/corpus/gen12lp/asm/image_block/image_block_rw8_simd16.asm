L0:
(W)     mov (8|M0)               r123.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r123.2<0;1,0>:uw {@1}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r123.1<0;1,0>:d 
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mul (16|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r6.2<0;1,0>:d    {Compacted}
        add (16|M0)              r13.0<1>:d    r10.0<8;8,1>:d    r2.0<16;16,1>:uw {@3}
(W)     add (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d     15:w               {Compacted,@2}
(W)     mov (8|M0)               r18.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
(W)     shr (1|M0)               r12.0<1>:d    r9.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mov (1|M0)               r18.1<1>:f    r5.5<0;1,0>:f                   
(W)     mul (1|M0)               acc0.0<1>:d   r123.1<0;1,0>:d   r12.0<0;1,0>:uw  {Compacted,@2}
(W)     mach (1|M0)              r15.0<1>:d    r123.1<0;1,0>:d   r12.0<0;1,0>:d   {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw  {Compacted,@7}
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r14.0<2;1,0>:uw 
        mach (8|M8)              r14.0<1>:d    r6.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r18.2<1>:f    6.42892e-40:f                              
        add (16|M0)              r13.0<1>:d    r13.0<8;8,1>:d    r1.0<16;16,1>:uw {@2}
        add (16|M0)              r35.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw
        shr (16|M0)              r13.0<1>:d    r13.0<8;8,1>:ud   4:w               {Compacted,@2}
        add (16|M0)              r37.0<1>:d    r35.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r13.0<1>:d    r15.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted,@2}
        shl (16|M0)              r39.0<1>:d    r37.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M0)              r13.0<1>:d    r13.0<8;8,1>:d    6:w               {Compacted,@2}
        add (16|M0)              r41.0<1>:d    r39.0<8;8,1>:d    4:w               {Compacted,@2}
        add (16|M0)              r16.0<1>:d    r13.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r59.0<1>:d    r39.0<8;8,1>:d    2:w               {Compacted}
(W)     mov (1|M0)               r18.0<1>:f    r16.0<0;1,0>:f                   {Compacted,@2}
        shl (16|M0)              r61.0<1>:d    r41.0<8;8,1>:d    2:w               {Compacted,@4}
(W)     send.dc1 (8|M0)          r19      r18     null    0x0            0x02890000           {@2,$0} // wr:1h+0, rd:8; media block read
(W)     add (1|M0)               r18.0<1>:ud   r16.0<0;1,0>:ud   0x20:uw              {$0.src}
(W)     mov (1|M0)               r18.1<1>:f    r5.5<0;1,0>:f                   
(W)     add (1|M0)               r121.0<1>:d   r16.0<0;1,0>:d    0x20:uw             
(W)     send.dc1 (8|M0)          r27      r18     null    0x0            0x02890000           {@2,$1} // wr:1h+0, rd:8; media block read
(W)     mov (1|M0)               r18.0<1>:f    r16.0<0;1,0>:f                   {Compacted,$1.src}
(W)     mov (1|M0)               r18.1<1>:f    r5.5<0;1,0>:f                   
        shr (16|M0)              r119.0<1>:d   r37.0<8;8,1>:ud   29:w               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r123.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r43.0<1>:f    r19.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     mov (8|M0)               r45.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r47.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r49.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r51.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r53.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r55.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r57.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r44.0<1>:f    r27.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     mov (8|M0)               r46.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r48.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r50.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r52.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r54.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r56.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r58.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r63.0<1>:f    r43.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r65.0<1>:f    r45.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r67.0<1>:f    r47.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r69.0<1>:f    r49.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r71.0<1>:f    r51.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r73.0<1>:f    r53.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r75.0<1>:f    r55.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r77.0<1>:f    r57.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r59     r63     0x200            0x04025001           {@5,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r61     r71     0x200            0x04025001           {@1,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         r79      r59     null    0x0            0x04805002           {$4} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r87      r61     null    0x0            0x04805002           {$5} // wr:2+0, rd:8; untyped surface read with xyzw
        xor (16|M0)              r95.0<1>:d    r79.0<8;8,1>:d    -1515870811:d               {$4.dst}
        xor (16|M0)              r97.0<1>:d    r81.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r99.0<1>:d    r83.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r101.0<1>:d   r85.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r103.0<1>:d   r87.0<8;8,1>:d    -1515870811:d               {$5.dst}
        xor (16|M0)              r105.0<1>:d   r89.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r107.0<1>:d   r91.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r109.0<1>:d   r93.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r111.0<1>:f   r95.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (8|M0)               r112.0<1>:f   r97.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (8|M0)               r113.0<1>:f   r99.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (8|M0)               r114.0<1>:f   r101.0<8;8,1>:f                  {Compacted,@7}
(W)     mov (8|M0)               r115.0<1>:f   r103.0<8;8,1>:f                  {Compacted,@7}
(W)     mov (8|M0)               r116.0<1>:f   r105.0<8;8,1>:f                  {Compacted,@7}
(W)     mov (8|M0)               r117.0<1>:f   r107.0<8;8,1>:f                  {Compacted,@7}
(W)     mov (8|M0)               r118.0<1>:f   r109.0<8;8,1>:f                  {Compacted,@7}
(W)     mov (8|M0)               r2.0<1>:f     r96.0<8;8,1>:f                   {Compacted}
(W)     send.dc1 (8|M0)          null     r18     r111    0x200            0x020A8003           {@2,$6} // wr:1h+8, rd:0; media block write
(W)     mov (8|M0)               r3.0<1>:f     r98.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r4.0<1>:f     r100.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r5.0<1>:f     r102.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r6.0<1>:f     r104.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r7.0<1>:f     r106.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r8.0<1>:f     r108.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     r110.0<8;8,1>:f                  {Compacted}
(W)     mov (1|M0)               r18.0<1>:f    r121.0<0;1,0>:f                  {Compacted,$6.src}
(W)     send.dc1 (8|M0)          null     r18     r2      0x200            0x020A8003           {@1,$7} // wr:1h+8, rd:0; media block write
(W)     send.dc0 (8|M0)          r10      r123    null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1072:
