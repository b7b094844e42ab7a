L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r23.0<1>:w    0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         r15      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r17      r13     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r19      r11     null    0x0            0x04205E01           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r21      r13     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x
(W)     add (8|M0)               r23.8<1>:w    r23.0<8;8,1>:w    8:w               {@7}
(W)     mov (8|M16)              r24.0<1>:w    0x76543210:v                              
(W)     add (8|M16)              r24.8<1>:w    r24.0<8;8,1>:w    8:w               {@1}
(W)     add (16|M16)             r24.0<1>:w    r24.0<16;16,1>:w  16:w               {@1}
        xor (16|M0)              r25.0<1>:d    r15.0<8;8,1>:d    r23.0<16;16,1>:uw {@4,$0.dst}
        shl (16|M0)              r33.0<1>:uw   r25.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        xor (16|M16)             r27.0<1>:d    r17.0<8;8,1>:d    r24.0<16;16,1>:uw {@3,$1.dst}
        add (16|M0)              a0.0<1>:uw    r33.0<16;16,1>:uw  0x460:uw             {@2}
        mov (16|M0)              r35.0<1>:f    r19.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (16|M16)             r37.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$3.dst}
        shl (16|M16)             r34.0<1>:uw   r27.0<2;1,0>:uw   0x2:uw              {Compacted,@4}
        mov (16|M0)              r63.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        add (16|M16)             a0.0<1>:uw    r34.0<16;16,1>:uw  0x460:uw             {@1}
        mov (16|M0)              r29.0<1>:f    r63.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r65.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r31.0<1>:f    r65.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r11     r29     0x80            0x04025E02           {@3,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r31     0x80            0x04025E02           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r33.0<16;16,1>:uw  0x5E0:uw            
        send.dc1 (16|M0)         r39      r11     null    0x0            0x04205E03           {$6} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r41      r13     null    0x0            0x04205E03           {$7} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r47.0<1>:f    r39.0<8;8,1>:f                   {Compacted,$6.dst}
        mov (16|M16)             r49.0<1>:f    r41.0<8;8,1>:f                   {Compacted,$7.dst}
        mov (16|M0)              r67.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r34.0<16;16,1>:uw  0x5E0:uw             {@1}
        mov (16|M0)              r43.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r69.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r45.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r11     r43     0x80            0x04025E04           {@3,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r45     0x80            0x04025E04           {@1,$9} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r33.0<16;16,1>:uw  0x760:uw            
        send.dc1 (16|M0)         r51      r11     null    0x0            0x04205E05           {$10} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r53      r13     null    0x0            0x04205E05           {$11} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r59.0<1>:f    r51.0<8;8,1>:f                   {Compacted,$10.dst}
        mov (16|M16)             r61.0<1>:f    r53.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r71.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,@1}
        add (16|M16)             a0.0<1>:uw    r34.0<16;16,1>:uw  0x760:uw             {@1}
        mov (16|M0)              r55.0<1>:f    r71.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r73.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        mov (16|M16)             r57.0<1>:f    r73.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r11     r55     0x80            0x04025E06           {@3,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r57     0x80            0x04025E06           {@1,$13} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r75      r3      null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r75.0<8;8,1>:ud                  {$14.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L808:
