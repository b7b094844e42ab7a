L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r13.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         r15      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r19      r11     null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r17      r13     null    0x0            0x04205E00           {@1,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r21      r13     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r27.0<1>:uw   r15.0<2;1,0>:uw   0x2:uw              {Compacted,$0.dst}
        mov (16|M0)              r29.0<1>:f    r19.0<8;8,1>:f                   {Compacted,$1.dst}
        add (16|M0)              a0.0<1>:uw    r27.0<16;16,1>:uw  0x3A0:uw             {@2}
        shl (16|M16)             r28.0<1>:uw   r17.0<2;1,0>:uw   0x2:uw              {Compacted,$2.dst}
        mov (16|M16)             r31.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$3.dst}
        mov (16|M0)              r57.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r28.0<16;16,1>:uw  0x3A0:uw             {@1}
        mov (16|M0)              r23.0<1>:f    r57.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r59.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r25.0<1>:f    r59.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r11     r23     0x80            0x04025E02           {@3,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r25     0x80            0x04025E02           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r27.0<16;16,1>:uw  0x520:uw            
        send.dc1 (16|M0)         r33      r11     null    0x0            0x04205E03           {$6} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r35      r13     null    0x0            0x04205E03           {$7} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r41.0<1>:f    r33.0<8;8,1>:f                   {Compacted,$6.dst}
        mov (16|M16)             r43.0<1>:f    r35.0<8;8,1>:f                   {Compacted,$7.dst}
        mov (16|M0)              r61.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        add (16|M16)             a0.0<1>:uw    r28.0<16;16,1>:uw  0x520:uw             {@1}
        mov (16|M0)              r37.0<1>:f    r61.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r63.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r39.0<1>:f    r63.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r11     r37     0x80            0x04025E04           {@3,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r39     0x80            0x04025E04           {@1,$9} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r27.0<16;16,1>:uw  0x6A0:uw            
        send.dc1 (16|M0)         r45      r11     null    0x0            0x04205E05           {$10} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r47      r13     null    0x0            0x04205E05           {$11} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r53.0<1>:f    r45.0<8;8,1>:f                   {Compacted,$10.dst}
        mov (16|M16)             r55.0<1>:f    r47.0<8;8,1>:f                   {Compacted,$11.dst}
        mov (16|M0)              r65.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,@1}
        add (16|M16)             a0.0<1>:uw    r28.0<16;16,1>:uw  0x6A0:uw             {@1}
        mov (16|M0)              r49.0<1>:f    r65.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r67.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        mov (16|M16)             r51.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r11     r49     0x80            0x04025E06           {@3,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r51     0x80            0x04025E06           {@1,$13} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r69      r3      null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r69.0<8;8,1>:ud                  {$14.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L696:
