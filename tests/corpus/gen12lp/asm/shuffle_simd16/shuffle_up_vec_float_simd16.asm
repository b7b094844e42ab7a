L0:
(W)     mov (8|M0)               r121.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r121.2<0;1,0>:uw {@1}
(W)     mach (1|M0)              r2.0<1>:d     r8.3<0;1,0>:d     r121.1<0;1,0>:d 
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
(W)     mov (8|M0)               r29.0<1>:ud   r3.0<8;8,1>:w                    {@2}
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     add (8|M0)               r30.0<1>:ud   r29.0<8;8,1>:ud   0x8:uw              {@2}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}
        add (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     3:w               {Compacted}
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r25      r19     null    0x0            0x04405C01           {@2,$1} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r21      r17     null    0x0            0x04405C01           {@1,$2} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M0)              r31.0<1>:d    -r13.0<8;8,1>:d   16:w               {Compacted,$0.dst}
(W)     add (16|M0)              r33.0<1>:ud   r29.0<8;8,1>:ud   r31.0<8;8,1>:d   {@1}
(W)     shl (16|M0)              r4.0<1>:ud    r33.0<8;8,1>:ud   0x2:uw              {@1}
(W)     mov (16|M0)              r119.0<1>:f   r25.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xEA0:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r21.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@1}
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r37.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r23.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r27.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r35.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r35.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        mov (16|M0)              r39.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r19     r37     0x100            0x04025C02           {@1,$3} // wr:2+4, rd:0; untyped surface write with xy
        shl (16|M0)              r4.0<1>:d     r15.0<8;8,1>:d    4:w               {Compacted}
        shl (16|M0)              r29.0<1>:d    r9.0<8;8,1>:d     4:w               {Compacted}
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d   {@1}
(W)     shl (16|M0)              r6.0<1>:ud    r17.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r6.0<2;1,0>:uw    0xEA0:uw              {@1}
        send.dc1 (16|M0)         r41      r4      null    0x0            0x04605803           {@7,$4} // wr:2+0, rd:6; untyped surface read with xyz
        send.dc1 (16|M0)         r47      r29     null    0x0            0x04605803           {@6,$5} // wr:2+0, rd:6; untyped surface read with xyz
(W)     mov (16|M0)              r117.0<1>:f   r41.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     mov (16|M0)              r119.0<1>:f   r47.0<8;8,1>:f                   {Compacted,$5.dst}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        sync.nop                             null                             {Compacted,@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r33.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r49.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r23.0<1>:ud   r21.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r35.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r17.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r25.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        mov (16|M0)              r37.0<1>:f    r19.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r29     r33     0x200            0x04025004           {@1,$6} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                   
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r6.0<1>:ud    r13.0<8;8,1>:ud   r31.0<8;8,1>:d   {@1}
(W)     shl (16|M0)              r17.0<1>:ud   r6.0<8;8,1>:ud    0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r17.0<2;1,0>:uw   0xF40:uw              {@1}
        send.dc1 (16|M0)         r53      r4      null    0x0            0x04805005           {$7} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r61      r29     null    0x0            0x04805005           {$8} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     mov (16|M0)              r122.0<1>:f   r53.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     mov (16|M0)              r124.0<1>:f   r61.0<8;8,1>:f                   {Compacted,$8.dst}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     mov (8|M0)               r19.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r33.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r20.0<1>:ud   r19.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r63.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r4.0<1>:ud    r21.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xEA0:uw              {@1}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r35.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r17.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r65.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r37.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@3}
        mov (16|M0)              r39.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@1}
        send.dc1 (16|M0)         null     r29     r33     0x200            0x04025006           {@1,$9} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r13.0<1>:d    r15.0<8;8,1>:d    5:w               {Compacted}
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     5:w               {Compacted}
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                   
        add (16|M0)              r21.0<1>:ud   r13.0<8;8,1>:ud   0x10:uw              {@3}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
        add (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x10:uw              {@4}
(W)     add (16|M0)              r19.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r4.0<1>:ud    r19.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xF40:uw              {@1}
        send.dc1 (16|M0)         r69      r13     null    0x0            0x04805007           {$10} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r85      r17     null    0x0            0x04805007           {$11} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r77      r21     null    0x0            0x04805007           {@6,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r93      r23     null    0x0            0x04805007           {@4,$13} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     mov (16|M0)              r122.0<1>:f   r69.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     mov (16|M0)              r124.0<1>:f   r85.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@1}
(W)     mov (8|M0)               r25.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r33.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r26.0<1>:ud   r25.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r71.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r27.0<1>:ud   r25.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r87.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r11.0<1>:ud   r27.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r35.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r73.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r19.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r89.0<8;8,1>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$12.src}
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r37.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r75.0<8;8,1>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$13.src}
(W)     add (16|M0)              r23.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r91.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r39.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r77.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     add (16|M0)              r19.0<1>:ud   r4.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r93.0<8;8,1>:f                   {Compacted,$13.dst}
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r41.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r79.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r95.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r13.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r43.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r81.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r19.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r97.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r19.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r45.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r83.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r23.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r99.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r25.0<1>:ud   r23.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        add (16|M0)              r4.0<1>:ud    r17.0<8;8,1>:ud   0x10:uw              {@1}
        mov (16|M0)              r47.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
        send.dc1 (16|M0)         null     r17     r33     0x200            0x04025008           {$14} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r4      r41     0x200            0x04025008           {@1,$15} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    6:w               {Compacted}
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     6:w               {Compacted}
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                   
        add (16|M0)              r25.0<1>:ud   r19.0<8;8,1>:ud   0x10:uw              {@3}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
        add (16|M0)              r27.0<1>:d    r19.0<8;8,1>:d    32:w               {Compacted}
(W)     add (16|M0)              r11.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
        add (16|M0)              r17.0<1>:ud   r19.0<8;8,1>:d    48:w               {$14.src}
(W)     shl (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw              {@2}
        sync.nop                             null                             {Compacted,$15.src}
        add (16|M0)              r4.0<1>:ud    r21.0<8;8,1>:ud   0x10:uw              {@7}
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw              {@2}
        add (16|M0)              r13.0<1>:d    r21.0<8;8,1>:d    32:w               {Compacted}
        add (16|M0)              r15.0<1>:ud   r21.0<8;8,1>:d    48:w              
        send.dc1 (16|M0)         r49      r19     null    0x0            0x04805009           {$0} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r101     r21     null    0x0            0x04805009           {$1} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r57      r25     null    0x0            0x04805009           {@7,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r33      r27     null    0x0            0x04805009           {@7,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r41      r17     null    0x0            0x04805009           {@6,$4} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r109     r4      null    0x0            0x04805009           {@4,$5} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r65      r13     null    0x0            0x04805009           {@2,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r73      r15     null    0x0            0x04805009           {@1,$7} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     mov (16|M0)              r122.0<1>:f   r49.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     mov (16|M0)              r124.0<1>:f   r101.0<8;8,1>:f                  {Compacted,$1.dst}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@1}
(W)     mov (8|M0)               r8.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r81.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r51.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
(W)     shl (16|M0)              r19.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xEA0:uw              {@1}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@3}
        sync.nop                             null                             {Compacted,@1}
        sync.nop                             null                             {Compacted,$7.src}
(W)     mov (8|M0)               r15.0<1>:ud   r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r83.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r53.0<8;8,1>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r105.0<8;8,1>:f                  {Compacted}
(W)     shl (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r85.0<1>:f    r8.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r55.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r107.0<8;8,1>:f                  {Compacted}
(W)     shl (16|M0)              r19.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:w                    {@1}
        mov (16|M0)              r87.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r57.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     add (16|M0)              r17.0<1>:ud   r4.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r109.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     shl (16|M0)              r23.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                               {@1}
        mov (16|M0)              r89.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
(W)     mov (8|M0)               r8.0<1>:ud    r2.0<8;8,1>:w                    {@2}
(W)     mov (16|M0)              r117.0<1>:f   r59.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r119.0<1>:f   r111.0<8;8,1>:f                  {Compacted}
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r19.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r3.0<1>:d     r[a0.0]<1,0>:d                   {@4}
(W)     mov (8|M0)               r15.0<1>:ud   r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r91.0<1>:f    r3.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r61.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r17.0<1>:ud   r15.0<8;8,1>:ud   r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
(W)     shl (16|M0)              r5.0<1>:ud    r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r5.0<2;1,0>:uw    0xF40:uw              {@1}
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r9.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r93.0<1>:f    r7.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r10.0<1>:ud   r9.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r63.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r11.0<1>:ud   r9.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r115.0<8;8,1>:f                  {Compacted}
(W)     shl (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r15.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r5.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r95.0<1>:f    r5.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r33.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     add (16|M0)              r17.0<1>:ud   r3.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r65.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r9.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r49.0<1>:f    r7.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r10.0<1>:ud   r9.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r35.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r11.0<1>:ud   r9.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r15.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r3.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r5.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r51.0<1>:f    r3.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r6.0<1>:ud    r5.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r37.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r17.0<1>:ud   r5.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r9.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r7.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r53.0<1>:f    r9.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r39.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r11.0<1>:ud   r7.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r71.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r15.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r5.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r55.0<1>:f    r5.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r41.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     add (16|M0)              r17.0<1>:ud   r3.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r73.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r9.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r57.0<1>:f    r7.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r10.0<1>:ud   r9.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r43.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r11.0<1>:ud   r9.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r75.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r15.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r3.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r5.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r59.0<1>:f    r3.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r6.0<1>:ud    r5.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r122.0<1>:f   r45.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r17.0<1>:ud   r5.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r124.0<1>:f   r77.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0xF40:uw              {@1}
        mov (16|M0)              r9.0<1>:d     r[a0.0]<1,0>:d                   {@3}
(W)     mov (8|M0)               r7.0<1>:ud    r2.0<8;8,1>:w                    {@1}
        mov (16|M0)              r61.0<1>:f    r9.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r117.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r11.0<1>:ud   r7.0<8;8,1>:ud    r31.0<8;8,1>:d   {@2}
(W)     mov (16|M0)              r119.0<1>:f   r79.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r15.0<2;1,0>:uw   0xEA0:uw              {@1}
        mov (16|M0)              r5.0<1>:d     r[a0.0]<1,0>:d                   {@3}
        add (16|M0)              r3.0<1>:ud    r21.0<8;8,1>:ud   0x10:uw              {@1}
        add (16|M0)              r17.0<1>:ud   r21.0<8;8,1>:d    48:w              
        mov (16|M0)              r63.0<1>:f    r5.0<8;8,1>:f                    {Compacted,@3}
        send.dc1 (16|M0)         null     r21     r81     0x200            0x0402500A           {$8} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r3      r89     0x200            0x0402500A           {@3,$9} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r13     r49     0x200            0x0402500A           {$10} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r17     r57     0x200            0x0402500A           {@1,$11} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r121.0<8;8,1>:f                  {Compacted}
(W)     send.dc0 (8|M0)          r2       r121    null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$12.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L4936:
