L0:
(W)     mov (8|M0)               r82.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r11.0<0;1,0>:d    r82.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r82.1<0;1,0>:d   {Compacted}
        add (16|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r5.0<1>:d     r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r66.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r64.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r20.0<1>:d    r66.0<8;8,1>:d    3:w               {Compacted}
        send.dc1 (16|M0)         r92      r2      null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    2:w               {Compacted,@3}
        shl (16|M16)             r18.0<1>:d    r64.0<8;8,1>:d    3:w               {Compacted}
        send.dc1 (16|M0)         r10      r20     null    0x0            0x04405C01           {@3,$1} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r94      r4      null    0x0            0x04205E00           {@2,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r6       r18     null    0x0            0x04405C01           {@1,$3} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r89.0<1>:uw   r92.0<2;1,0>:uw   0x2:uw              {Compacted,$0.dst}
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x2C0:uw             {@1}
        mov (16|M0)              r22.0<1>:f    r10.0<8;8,1>:f                   {Compacted,$1.dst}
        shl (16|M16)             r91.0<1>:uw   r94.0<2;1,0>:uw   0x2:uw              {Compacted,$2.dst}
        mov (16|M16)             r24.0<1>:f    r6.0<8;8,1>:f                    {Compacted,$3.dst}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x2C0:uw             {@1}
        mov (16|M0)              r14.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x2C0:uw             {@1}
        mov (16|M16)             r4.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r22.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x2C0:uw             {@1}
        mov (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@1}
        send.dc1 (16|M0)         null     r20     r14     0x100            0x04025C02           {@3,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r18     r4      0x100            0x04025C02           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
        shl (16|M0)              r34.0<1>:d    r66.0<8;8,1>:d    4:w               {Compacted}
        shl (16|M16)             r32.0<1>:d    r64.0<8;8,1>:d    4:w               {Compacted}
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        sync.nop                             null                             {Compacted,$5.src}
        send.dc1 (16|M0)         r18      r34     null    0x0            0x04605803           {@3,$6} // wr:2+0, rd:6; untyped surface read with xyz
        sync.nop                             null                             {Compacted,$4.src}
        send.dc1 (16|M16)        r12      r32     null    0x0            0x04605803           {@2,$7} // wr:2+0, rd:6; untyped surface read with xyz
        mov (16|M0)              r4.0<1>:f     r18.0<8;8,1>:f                   {Compacted,$6.dst}
        mov (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f                   {Compacted,$7.dst}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw             {@1}
        mov (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x300:uw             {@1}
        mov (16|M16)             r2.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r24.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x300:uw             {@1}
        mov (16|M0)              r10.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x300:uw             {@1}
        mov (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r24.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x300:uw             {@1}
        mov (16|M0)              r12.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r14.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r34     r8      0x180            0x04025804           {@3,$8} // wr:2+6, rd:0; untyped surface write with xyz
        send.dc1 (16|M16)        null     r32     r2      0x180            0x04025804           {@1,$9} // wr:2+6, rd:0; untyped surface write with xyz
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        send.dc1 (16|M0)         r24      r34     null    0x0            0x04805005           {$10} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r16      r32     null    0x0            0x04805005           {$11} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r4.0<1>:f     r24.0<8;8,1>:f                   {Compacted,$9.src}
        mov (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw             {@1}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x480:uw             {@1}
        mov (16|M16)             r2.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r36.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x480:uw             {@1}
        mov (16|M0)              r12.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x480:uw             {@1}
        mov (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r36.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x480:uw             {@1}
        mov (16|M0)              r14.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x480:uw             {@1}
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r36.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x480:uw             {@1}
        mov (16|M0)              r16.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r34     r10     0x200            0x04025006           {@3,$12} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r32     r2      0x200            0x04025006           {@1,$13} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    5:w               {Compacted}
        shl (16|M16)             r68.0<1>:d    r64.0<8;8,1>:d    5:w               {Compacted}
        sync.nop                             null                             {Compacted,$13.src}
        add (16|M0)              r2.0<1>:ud    r70.0<8;8,1>:ud   0x10:uw              {@2}
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        send.dc1 (16|M0)         r48      r70     null    0x0            0x04805007           {$14} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.src}
        send.dc1 (16|M16)        r32      r68     null    0x0            0x04805007           {@3,$15} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r56      r2      null    0x0            0x04805007           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r68.0<8;8,1>:ud   0x10:uw              {$0.src}
        send.dc1 (16|M16)        r40      r2      null    0x0            0x04805007           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        mov (16|M0)              r4.0<1>:f     r48.0<8;8,1>:f                   {Compacted,$14.dst}
        mov (16|M16)             r6.0<1>:f     r32.0<8;8,1>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw             {@1}
        mov (16|M0)              r18.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r48.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r2.0<1>:f     r48.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r22.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r24.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r8.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r56.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M16)             r74.0<1>:f    r40.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r26.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r28.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r72.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw             {@1}
        mov (16|M0)              r32.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        send.dc1 (16|M0)         null     r70     r18     0x200            0x04025008           {@1,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        mov (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@1}
        add (16|M16)             r18.0<1>:ud   r68.0<8;8,1>:ud   0x10:uw              {$2.src}
        add (16|M0)              r34.0<1>:ud   r70.0<8;8,1>:ud   0x10:uw             
        shl (16|M0)              r103.0<1>:d   r66.0<8;8,1>:d    6:w               {Compacted}
        send.dc1 (16|M0)         null     r34     r26     0x200            0x04025008           {@2,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r68     r2      0x200            0x04025008           {$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r18     r10     0x200            0x04025008           {@3,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M16)             r101.0<1>:d   r64.0<8;8,1>:d    6:w               {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:ud  0x10:uw              {@2}
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x40:uw            
        add (16|M0)              r109.0<1>:d   r103.0<8;8,1>:d   32:w               {Compacted}
        add (16|M16)             r111.0<1>:d   r101.0<8;8,1>:d   32:w               {Compacted,@4}
        send.dc1 (16|M0)         r50      r103    null    0x0            0x04805009           {$6} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (16|M16)        r34      r101    null    0x0            0x04805009           {$7} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r58      r2      null    0x0            0x04805009           {@4,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:ud  0x10:uw              {$8.src}
        send.dc1 (16|M0)         r66      r109    null    0x0            0x04805009           {@3,$9} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r42      r2      null    0x0            0x04805009           {@1,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:d   48:w               {$10.src}
        send.dc1 (16|M16)        r18      r111    null    0x0            0x04805009           {@3,$11} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r74      r2      null    0x0            0x04805009           {@1,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:d   48:w               {$12.src}
        send.dc1 (16|M16)        r26      r2      null    0x0            0x04805009           {@1,$13} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M0)              r2.0<1>:f     r50.0<8;8,1>:f                   {Compacted,$6.dst}
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                   {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x40:uw             {@1}
        mov (16|M0)              r83.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M16)             r2.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r85.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r38.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r87.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r56.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r40.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r89.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        shl (16|M0)              r100.0<1>:uw  r92.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        mov (16|M16)             r8.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@2}
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@2}
        mov (16|M0)              r105.0<1>:f   r58.0<8;8,1>:f                   {Compacted,$8.dst}
        mov (16|M16)             r107.0<1>:f   r42.0<8;8,1>:f                   {Compacted,$10.dst}
        shl (16|M16)             r99.0<1>:uw   r94.0<2;1,0>:uw   0x2:uw              {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r91.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r93.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r46.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r95.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r64.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r48.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r97.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw            {@1}
        mov (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r36.0<1>:f    r18.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r34.0<1>:f    r66.0<8;8,1>:f                   {Compacted,$9.dst}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw             {@1}
        mov (16|M0)              r50.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r34.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r68.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r52.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r36.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r70.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r54.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r38.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r72.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r24.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r56.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r40.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r74.0<8;8,1>:f                   {Compacted,$12.dst}
        mov (16|M16)             r107.0<1>:f   r26.0<8;8,1>:f                   {Compacted,$13.dst}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r58.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r42.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r76.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r28.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r60.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r44.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r78.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r30.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r62.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw            {@1}
        mov (16|M16)             r46.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r105.0<1>:f   r80.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw             {@1}
        mov (16|M0)              r64.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r48.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@1}
        add (16|M0)              r18.0<1>:ud   r103.0<8;8,1>:ud  0x10:uw             
        send.dc1 (16|M0)         null     r103    r83     0x200            0x0402500A           {$14} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r18     r91     0x200            0x0402500A           {@1,$15} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r101    r2      0x200            0x0402500A           {$0} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r101.0<8;8,1>:ud  0x10:uw              {$15.src}
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:d   48:w               {$0.src}
        send.dc1 (16|M16)        null     r18     r10     0x200            0x0402500A           {@2,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r109    r50     0x200            0x0402500A           {$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r2      r58     0x200            0x0402500A           {@1,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:d   48:w               {$3.src}
        send.dc1 (16|M16)        null     r111    r34     0x200            0x0402500A           {$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r2      r42     0x200            0x0402500A           {@1,$5} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r112.0<1>:f   r82.0<8;8,1>:f                   {Compacted,$4.src}
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (8|M0)          r2       r82     null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$6.dst}
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L4360:
