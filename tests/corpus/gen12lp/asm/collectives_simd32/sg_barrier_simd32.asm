L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        shl (16|M0)              r24.0<1>:d    r1.0<16;16,1>:uw  2:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r26.0<1>:d    r2.0<16;16,1>:uw  2:w              
        xor (16|M0)              r8.0<1>:w     r1.0<16;16,1>:w   1:w              
        xor (16|M16)             r28.0<1>:w    r2.0<16;16,1>:w   1:w              
        shl (16|M0)              r29.0<1>:d    r8.0<16;16,1>:uw  2:w               {@2}
        shl (16|M16)             r31.0<1>:d    r28.0<16;16,1>:uw  2:w              {@2}
        shl (16|M0)              r43.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r45.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r47.0<1>:d    r43.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r49.0<1>:d    r45.0<8;8,1>:d    2:w               {Compacted,@2}
        xor (16|M0)              r37.0<1>:w    r1.0<16;16,1>:w   3:w              
        xor (16|M16)             r38.0<1>:w    r2.0<16;16,1>:w   3:w              
        shl (16|M0)              r39.0<1>:d    r37.0<16;16,1>:uw  2:w              {@2}
        shl (16|M16)             r41.0<1>:d    r38.0<16;16,1>:uw  2:w              {@2}
        or (16|M0)               r59.0<1>:d    r47.0<8;8,1>:d    4:w               {Compacted,@6}
        or (16|M16)              r61.0<1>:d    r49.0<8;8,1>:d    4:w               {Compacted,@6}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        send.dc1 (16|M0)         null     r24     r20     0x80            0x04025EFE           {$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r26     r22     0x80            0x04025EFE           {$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r33      r29     null    0x0            0x04205EFE           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r35      r31     null    0x0            0x04205EFE           {$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r47     r33     0x80            0x04025E01           {$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r49     r35     0x80            0x04025E01           {$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r51      r16     null    0x0            0x04205E00           {$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r53      r18     null    0x0            0x04205E00           {$5} // wr:2+0, rd:2; untyped surface read with x
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    3:w               {Compacted,$4.dst}
        mul (16|M16)             r53.0<1>:d    r53.0<8;8,1>:d    3:w               {Compacted,$5.dst}
        send.dc1 (16|M0)         null     r24     r51     0x80            0x04025EFE           {@2,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r26     r53     0x80            0x04025EFE           {@1,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r55      r39     null    0x0            0x04205EFE           {@7,$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r57      r41     null    0x0            0x04205EFE           {@6,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r59     r55     0x80            0x04025E01           {@5,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r61     r57     0x80            0x04025E01           {@4,$9} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r63      r3      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r63.0<8;8,1>:ud                  {$10.dst}
(W)     send.dc0 (8|M0)          r64      r3      null    0x0            0x0219E0FE           {$11} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r64.0<8;8,1>:ud                  {$11.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L680:
