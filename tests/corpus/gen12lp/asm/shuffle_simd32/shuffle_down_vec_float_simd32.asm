L0:
(W)     mov (8|M0)               r96.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r11.3<0;1,0>:d    r96.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r8.0<1>:d     r11.3<0;1,0>:d    r96.1<0;1,0>:d  
(W)     mov (8|M0)               r117.0<1>:w   0x76543210:v                              
        add (16|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r5.0<1>:d     r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r111.0<1>:d   r3.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r109.0<1>:d   r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r2.0<1>:d     r111.0<8;8,1>:d   2:w               {Compacted,@2}
        add (16|M0)              r118.0<1>:d   r111.0<8;8,1>:d   r11.0<0;1,0>:d   {Compacted}
        send.dc1 (16|M0)         r99      r2      null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$0.src}
        shl (16|M0)              r2.0<1>:d     r118.0<8;8,1>:d   3:w               {Compacted,@1}
        shl (16|M16)             r32.0<1>:d    r109.0<8;8,1>:d   3:w               {Compacted,@4}
        send.dc1 (16|M0)         r20      r2      null    0x0            0x04405C01           {@2,$1} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r12      r32     null    0x0            0x04405C01           {@1,$2} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r34.0<1>:d    r111.0<8;8,1>:d   3:w               {Compacted}
        shl (16|M16)             r4.0<1>:d     r109.0<8;8,1>:d   2:w               {Compacted}
        add (16|M16)             r120.0<1>:d   r109.0<8;8,1>:d   r11.0<0;1,0>:d   {Compacted}
        send.dc1 (16|M0)         r16      r34     null    0x0            0x04405C01           {@3,$3} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r97      r4      null    0x0            0x04205E00           {@2,$4} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$4.src}
        shl (16|M16)             r4.0<1>:d     r120.0<8;8,1>:d   3:w               {Compacted,@1}
(W)     mov (8|M0)               r10.0<1>:ud   r117.0<8;8,1>:w                 
        send.dc1 (16|M16)        r24      r4      null    0x0            0x04405C01           {@2,$5} // wr:2+0, rd:4; untyped surface read with xy
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@1}
(W)     mov (16|M0)              r6.0<1>:f     r20.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     add (16|M0)              r20.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2,$0.dst}
        sync.nop                             null                             {Compacted,$5.src}
(W)     mov (16|M16)             r4.0<1>:f     r12.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@3}
(W)     mov (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw              {@2}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d   {@4,$4.dst}
(W)     mov (16|M16)             r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,$5.dst}
(W)     shl (16|M0)              r12.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw              {@1}
        mov (16|M0)              r10.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r14.0<1>:ud   r117.0<8;8,1>:w                 
        mov (16|M16)             r28.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@3}
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r2.0<1>:f     r18.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r20.0<1>:ud   r14.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r18.0<1>:ud   r16.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x40:uw              {@2}
(W)     mov (16|M0)              r6.0<1>:f     r22.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r8.0<1>:f     r26.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r16.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x40:uw              {@1}
        mov (16|M0)              r12.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r30.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r34     r10     0x100            0x04025C02           {@3,$6} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r32     r28     0x100            0x04025C02           {@1,$7} // wr:2+4, rd:0; untyped surface write with xy
        shl (16|M0)              r58.0<1>:d    r111.0<8;8,1>:d   4:w               {Compacted}
        shl (16|M16)             r56.0<1>:d    r109.0<8;8,1>:d   4:w               {Compacted}
        shl (16|M0)              r50.0<1>:d    r118.0<8;8,1>:d   4:w               {Compacted}
        shl (16|M16)             r52.0<1>:d    r120.0<8;8,1>:d   4:w               {Compacted}
(W)     mov (8|M0)               r10.0<1>:ud   r117.0<8;8,1>:w                  {$6.src}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r16.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d   {@1}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw              {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
        send.dc1 (16|M0)         r44      r58     null    0x0            0x04605803           {$8} // wr:2+0, rd:6; untyped surface read with xyz
        send.dc1 (16|M16)        r38      r56     null    0x0            0x04605803           {@7,$9} // wr:2+0, rd:6; untyped surface read with xyz
        sync.nop                             null                             {Compacted,$7.src}
        send.dc1 (16|M0)         r32      r50     null    0x0            0x04605803           {@7,$10} // wr:2+0, rd:6; untyped surface read with xyz
        send.dc1 (16|M16)        r26      r52     null    0x0            0x04605803           {@7,$11} // wr:2+0, rd:6; untyped surface read with xyz
(W)     mov (16|M0)              r2.0<1>:f     r44.0<8;8,1>:f                   {Compacted,$8.dst}
(W)     mov (16|M16)             r4.0<1>:f     r38.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     mov (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     mov (16|M16)             r8.0<1>:f     r26.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw              {@1}
        mov (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r26.0<1>:ud   r117.0<8;8,1>:w                  {@1}
(W)     mov (16|M0)              r22.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r24.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r34.0<1>:ud   r26.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r28.0<1>:ud   r26.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r26.0<1>:ud   r34.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r32.0<1>:ud   r28.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r26.0<2;1,0>:uw   0x240:uw              {@2}
        mov (16|M16)             r2.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (16|M16)             r20.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r28.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw              {@4}
(W)     mov (16|M0)              r18.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r28.0<2;1,0>:uw   0x240:uw              {@1}
        mov (16|M0)              r12.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r26.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r26.0<1>:ud   r117.0<8;8,1>:w                 
(W)     mov (16|M16)             r24.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r18.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r32.0<1>:ud   r26.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r28.0<1>:ud   r26.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r26.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r30.0<1>:ud   r28.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r26.0<2;1,0>:uw   0x240:uw              {@2}
(W)     mov (16|M16)             r20.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r22.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r28.0<1>:ud   r30.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r28.0<2;1,0>:uw   0x240:uw              {@1}
        mov (16|M0)              r14.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r26.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r58     r10     0x200            0x04025004           {@3,$12} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r56     r2      0x200            0x04025004           {@1,$13} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r10.0<1>:ud   r117.0<8;8,1>:w                  {$12.src}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d   {@1}
(W)     shl (16|M0)              r12.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@1}
        send.dc1 (16|M16)        r16      r52     null    0x0            0x04805005           {$14} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r40      r58     null    0x0            0x04805005           {$15} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r32      r56     null    0x0            0x04805005           {$0} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r24      r50     null    0x0            0x04805005           {@7,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$14.dst}
(W)     mov (16|M16)             r8.0<1>:f     r16.0<8;8,1>:f                   {Compacted,$13.src}
(W)     add (16|M0)              r16.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     mov (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     shl (16|M0)              r10.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W)     mov (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw              {@2}
(W)     mov (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw              {@1}
        mov (16|M0)              r10.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r54.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r18.0<1>:ud   r117.0<8;8,1>:w                 
        mov (16|M16)             r2.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@3}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r52.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r32.0<1>:ud   r18.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r24.0<1>:ud   r18.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r26.0<1>:ud   r24.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x600:uw              {@2}
(W)     mov (16|M0)              r48.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r50.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r24.0<1>:ud   r26.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r24.0<2;1,0>:uw   0x600:uw              {@1}
        mov (16|M0)              r12.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r18.0<1>:ud   r117.0<8;8,1>:w                 
(W)     mov (16|M16)             r54.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r48.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r26.0<1>:ud   r18.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r26.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r24.0<1>:ud   r20.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x600:uw              {@2}
(W)     mov (16|M16)             r50.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r52.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r20.0<1>:ud   r24.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x600:uw              {@1}
        mov (16|M0)              r14.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r18.0<1>:ud   r117.0<8;8,1>:w                 
(W)     mov (16|M16)             r54.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r48.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r24.0<1>:ud   r18.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r24.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r22.0<1>:ud   r20.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x600:uw              {@2}
(W)     mov (16|M16)             r50.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r52.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r20.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x600:uw              {@1}
        mov (16|M0)              r16.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r58     r10     0x200            0x04025006           {@3,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r56     r2      0x200            0x04025006           {@1,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r113.0<1>:d   r111.0<8;8,1>:d   5:w               {Compacted}
        shl (16|M16)             r115.0<1>:d   r109.0<8;8,1>:d   5:w               {Compacted}
        shl (16|M0)              r4.0<1>:d     r118.0<8;8,1>:d   5:w               {Compacted,$3.src}
        shl (16|M16)             r6.0<1>:d     r120.0<8;8,1>:d   5:w               {Compacted}
(W)     mov (8|M0)               r10.0<1>:ud   r117.0<8;8,1>:w                  {$2.src}
        add (16|M0)              r2.0<1>:ud    r113.0<8;8,1>:ud  0x10:uw              {@5}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@2}
(W)     add (16|M0)              r16.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d   {@1}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw              {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
        send.dc1 (16|M0)         r80      r113    null    0x0            0x04805007           {$4} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r64      r115    null    0x0            0x04805007           {$5} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r48      r4      null    0x0            0x04805007           {@7,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r32      r6      null    0x0            0x04805007           {@7,$7} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r88      r2      null    0x0            0x04805007           {@7,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r115.0<8;8,1>:ud  0x10:uw              {$8.src}
        send.dc1 (16|M16)        r72      r2      null    0x0            0x04805007           {@1,$9} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r4.0<8;8,1>:ud    0x10:uw              {$9.src}
        send.dc1 (16|M0)         r56      r2      null    0x0            0x04805007           {@1,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw              {$10.src}
        send.dc1 (16|M16)        r40      r2      null    0x0            0x04805007           {@1,$11} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$11.src}
(W)     mov (16|M0)              r2.0<1>:f     r80.0<8;8,1>:f                   {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$6.src}
(W)     mov (16|M16)             r4.0<1>:f     r64.0<8;8,1>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$7.src}
(W)     mov (16|M0)              r6.0<1>:f     r48.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     mov (16|M16)             r8.0<1>:f     r32.0<8;8,1>:f                   {Compacted,$7.dst}
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw              {@1}
        mov (16|M0)              r18.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r107.0<1>:f   r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r34.0<1>:ud   r117.0<8;8,1>:w                 
        mov (16|M16)             r2.0<1>:f     r48.0<8;8,1>:f                   {Compacted,@3}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r105.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r64.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r48.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r64.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r50.0<1>:ud   r48.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M0)              r101.0<1>:f   r82.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r103.0<1>:f   r66.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r48.0<1>:ud   r50.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r34.0<1>:ud   r117.0<8;8,1>:w                 
(W)     mov (16|M16)             r107.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r101.0<1>:f   r84.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r50.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r50.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r48.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M16)             r103.0<1>:f   r68.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r105.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r36.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r22.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r80.0<1>:w    0x76543210:v                               {@1}
        mov (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                   {@2}
(W)     mov (16|M16)             r107.0<1>:f   r38.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r101.0<1>:f   r86.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r48.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M16)             r103.0<1>:f   r70.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r105.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r24.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M16)             r107.0<1>:f   r40.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r101.0<1>:f   r88.0<8;8,1>:f                   {Compacted,$8.dst}
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M16)             r103.0<1>:f   r72.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     mov (16|M0)              r105.0<1>:f   r56.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r101.0<1>:f   r90.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r103.0<1>:f   r74.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M0)              r105.0<1>:f   r58.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r107.0<1>:f   r42.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r101.0<1>:f   r92.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r103.0<1>:f   r76.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M0)              r105.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r107.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r101.0<1>:f   r94.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r103.0<1>:f   r78.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw              {@2}
(W)     mov (16|M0)              r105.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r107.0<1>:f   r46.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw              {@1}
        mov (16|M0)              r32.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        send.dc1 (16|M0)         null     r113    r18     0x200            0x04025008           {@1,$12} // wr:2+8, rd:0; untyped surface write with xyzw
        mov (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@1}
        add (16|M16)             r18.0<1>:ud   r115.0<8;8,1>:ud  0x10:uw              {$12.src}
        add (16|M0)              r34.0<1>:ud   r113.0<8;8,1>:ud  0x10:uw             
        shl (16|M0)              r92.0<1>:d    r111.0<8;8,1>:d   6:w               {Compacted}
        send.dc1 (16|M0)         null     r34     r26     0x200            0x04025008           {@2,$13} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r115    r2      0x200            0x04025008           {$14} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r18     r10     0x200            0x04025008           {@3,$15} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M16)             r90.0<1>:d    r109.0<8;8,1>:d   6:w               {Compacted}
        sync.nop                             null                             {Compacted,$14.src}
        add (16|M0)              r2.0<1>:ud    r92.0<8;8,1>:ud   0x10:uw              {@2}
        add (16|M0)              r94.0<1>:d    r92.0<8;8,1>:d    32:w               {Compacted}
        add (16|M0)              r10.0<1>:ud   r92.0<8;8,1>:d    48:w               {$15.src}
        add (16|M16)             r122.0<1>:d   r90.0<8;8,1>:d    32:w               {Compacted,@4}
        shl (16|M0)              r81.0<1>:d    r118.0<8;8,1>:d   6:w               {Compacted}
        shl (16|M16)             r74.0<1>:d    r120.0<8;8,1>:d   6:w               {Compacted}
        add (16|M0)              r78.0<1>:d    r81.0<8;8,1>:d    32:w               {Compacted,@2}
        add (16|M16)             r66.0<1>:ud   r74.0<8;8,1>:ud   0x10:uw              {@2}
        add (16|M16)             r76.0<1>:d    r74.0<8;8,1>:d    32:w               {Compacted}
        send.dc1 (16|M0)         r58      r2      null    0x0            0x04805009           {@7,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r90.0<8;8,1>:ud   0x10:uw              {$0.src}
        send.dc1 (16|M0)         r50      r92     null    0x0            0x04805009           {$1} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r42      r2      null    0x0            0x04805009           {@1,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$2.src}
        send.dc1 (16|M0)         r2       r94     null    0x0            0x04805009           {@7,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r18      r81     null    0x0            0x04805009           {$4} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$13.src}
        send.dc1 (16|M16)        r34      r90     null    0x0            0x04805009           {$5} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r96     r2      0x200            0x020F3000           {$3} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (16|M0)         r2       r10     null    0x0            0x04805009           {@7,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r10.0<1>:ud   r90.0<8;8,1>:d    48:w               {$6.src}
(W)     send.dc0 (16|M0)         null     r96     r2      0x200            0x020F3008           {$6} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
        send.dc1 (16|M16)        r2       r122    null    0x0            0x04805009           {@7,$7} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r96     r2      0x200            0x020F3010           {$7} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
        send.dc1 (16|M16)        r2       r10     null    0x0            0x04805009           {@1,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r10      r66     null    0x0            0x04805009           {@4,$9} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$9.src}
        send.dc1 (16|M0)         r66      r78     null    0x0            0x04805009           {@5,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r78.0<1>:ud   r81.0<8;8,1>:d    48:w               {$10.src}
(W)     send.dc0 (16|M0)         null     r96     r2      0x200            0x020F3018           {$8} // wr:1h+8, rd:0; hword scratch block write x8
        add (16|M0)              r2.0<1>:ud    r81.0<8;8,1>:ud   0x10:uw              {$8.src}
(W)     send.dc0 (16|M0)         null     r96     r66     0x200            0x020F3020           {$10} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (16|M0)         r66      r78     null    0x0            0x04805009           {@2,$11} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r26      r2      null    0x0            0x04805009           {@1,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.src}
        send.dc1 (16|M16)        r2       r74     null    0x0            0x04805009           {$13} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r96     r66     0x200            0x020F3028           {$11} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
        send.dc1 (16|M16)        r66      r76     null    0x0            0x04805009           {@5,$14} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r76.0<1>:ud   r74.0<8;8,1>:d    48:w               {$14.src}
(W)     send.dc0 (16|M0)         null     r96     r66     0x200            0x020F3030           {$14} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
        send.dc1 (16|M16)        r66      r76     null    0x0            0x04805009           {@1,$15} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r96     r66     0x200            0x020F3038           {$15} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     mov (16|M16)             r72.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$13.dst}
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r66.0<1>:f    r50.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r70.0<1>:f    r18.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     add (16|M0)              r50.0<1>:ud   r2.0<8;8,1>:ud    r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r18.0<1>:ud   r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r50.0<8;8,1>:ud   0x2:uw              {@2}
(W)     mov (16|M16)             r68.0<1>:f    r34.0<8;8,1>:f                   {Compacted,$5.dst}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@2}
(W)     add (16|M16)             r34.0<1>:ud   r18.0<8;8,1>:ud   r97.0<8;8,1>:d   {@4}
(W)     shl (16|M0)              r18.0<1>:ud   r34.0<8;8,1>:ud   0x2:uw              {@1}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@4}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x840:uw              {@1}
        mov (16|M0)              r117.0<1>:f   r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r103.0<1>:f   r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r70.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M16)             r72.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     add (16|M0)              r20.0<1>:ud   r2.0<8;8,1>:ud    r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r20.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r18.0<1>:ud   r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@2}
(W)     mov (16|M0)              r66.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r4.0<1>:ud    r18.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw              {@1}
        mov (16|M0)              r76.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r105.0<1>:f   r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M16)             r72.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r66.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r18.0<1>:ud   r2.0<8;8,1>:ud    r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r18.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@2}
(W)     mov (16|M16)             r68.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r70.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw              {@4}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw              {@1}
        mov (16|M0)              r74.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                   {@1}
        mov (16|M16)             r107.0<1>:f   r2.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r66.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw              {@2}
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw              {@2}
(W)     mov (16|M16)             r68.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw              {@2}
(W)     mov (16|M0)              r70.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw              {@6}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@1}
        mov (16|M0)              r56.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                   {@1}
        mov (16|M16)             r54.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r66.0<1>:f    r58.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw              {@2}
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw              {@2}
(W)     mov (16|M16)             r68.0<1>:f    r42.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw              {@2}
(W)     mov (16|M0)              r70.0<1>:f    r26.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     mov (16|M16)             r72.0<1>:f    r10.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw              {@6}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@1}
        mov (16|M0)              r52.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                   {@1}
        mov (16|M16)             r50.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r66.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw              {@2}
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw              {@2}
(W)     mov (16|M16)             r68.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw              {@2}
(W)     mov (16|M0)              r70.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw              {@6}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@1}
        mov (16|M0)              r44.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                   {@1}
        mov (16|M16)             r42.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r66.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw              {@2}
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw              {@2}
(W)     mov (16|M16)             r68.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw              {@2}
(W)     mov (16|M0)              r70.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw              {@6}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw              {@1}
        mov (16|M0)              r113.0<1>:f   r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r88.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r16.0<1>:w    0x76543210:v                              
        mov (16|M16)             r78.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@3}
(W)     mov (8|M0)               r2.0<1>:ud    r16.0<8;8,1>:w                   {@2}
(W)     mov (16|M0)              r82.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M16)             r84.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r8.0<1>:ud    r2.0<8;8,1>:ud    r99.0<8;8,1>:d   {@2}
(W)     add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r8.0<8;8,1>:ud    0x2:uw              {@2}
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0xA40:uw              {@2}
(W)     mov (16|M0)              r86.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw              {@3}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xA40:uw              {@1}
        mov (16|M0)              r115.0<1>:f   r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     send.dc0 (16|M0)         r10      r96     null    0x0            0x022C1000           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        mov (16|M16)             r80.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r10      r96     null    0x0            0x022C1010           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r10      r96     null    0x0            0x022C1020           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r6.0<1>:f     r10.0<8;8,1>:f                   {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r10      r96     null    0x0            0x022C1030           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r8.0<1>:f     r10.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     mov (8|M0)               r10.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r17.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r10.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw              {@2}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw              {@1}
        mov (16|M0)              r18.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1002           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        mov (16|M16)             r2.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1012           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1022           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1032           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r20.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r46.0<8;8,1>:f                   {Compacted,@1}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1004           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1014           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1024           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1034           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r22.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r46.0<8;8,1>:f                   {Compacted,@1}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1006           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1016           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1026           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1036           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r24.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r46.0<8;8,1>:f                   {Compacted,@1}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1008           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1018           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1028           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C1038           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r10.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@1}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C100A           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C101A           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C102A           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C103A           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r12.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@1}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C100C           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C101C           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C102C           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C103C           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d   {@2}
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                   {@7}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r30.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r14.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@1}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C100E           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (8|M0)               r58.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r59.0<1>:ud   r58.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r48.0<1>:ud   r58.0<8;8,1>:ud   0x10:uw              {@1}
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C101E           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C102E           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r46      r96     null    0x0            0x022C103E           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     add (16|M0)              r46.0<1>:ud   r58.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r58.0<1>:ud   r48.0<8;8,1>:ud   r97.0<8;8,1>:d   {@6}
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw              {@2}
(W)     shl (16|M0)              r46.0<1>:ud   r58.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw              {@2}
        mov (16|M0)              r48.0<1>:d    r[a0.0]<1,0>:d                   {@6}
(W)     add (16|M0)              a0.0<1>:uw    r46.0<2;1,0>:uw   0x440:uw              {@1}
        mov (16|M0)              r32.0<1>:f    r48.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              r34.0<1>:ud   r92.0<8;8,1>:ud   0x10:uw              {@1}
        mov (16|M0)              r101.0<1>:f   r117.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r66.0<1>:f    r103.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r68.0<1>:f    r105.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r70.0<1>:f    r107.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r109.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r111.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r103.0<1>:f   r76.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r105.0<1>:f   r74.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r107.0<1>:f   r56.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r92     r101    0x200            0x0402500A           {@1,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r34     r109    0x200            0x0402500A           {@4,$4} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M16)             r34.0<1>:ud   r90.0<8;8,1>:ud   0x10:uw              {$4.src}
        mov (16|M16)             r72.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r76.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M16)        null     r90     r66     0x200            0x0402500A           {@3,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r34     r74     0x200            0x0402500A           {@1,$6} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r94     r18     0x200            0x0402500A           {$7} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r34.0<1>:ud   r92.0<8;8,1>:d    48:w               {$6.src}
        add (16|M16)             r18.0<1>:ud   r90.0<8;8,1>:d    48:w               {$7.src}
        mov (16|M16)             r16.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r34     r26     0x200            0x0402500A           {@3,$8} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r122    r2      0x200            0x0402500A           {$9} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r18     r10     0x200            0x0402500A           {@1,$10} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r112.0<1>:f   r96.0<8;8,1>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (8|M0)          r2       r96     null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$11.dst}
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L9904:
