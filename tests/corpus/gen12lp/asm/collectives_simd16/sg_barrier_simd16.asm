L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        shl (16|M0)              r15.0<1>:d    r1.0<16;16,1>:uw  2:w              
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        xor (16|M0)              r5.0<1>:w     r1.0<16;16,1>:w   1:w              
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r17.0<1>:d    r5.0<16;16,1>:uw  2:w               {@2}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M0)              r24.0<1>:d    r9.0<8;8,1>:d     1:w               {Compacted}
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r26.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted,@1}
        xor (16|M0)              r21.0<1>:w    r1.0<16;16,1>:w   3:w              
        shl (16|M0)              r22.0<1>:d    r21.0<16;16,1>:uw  2:w              {@1}
        or (16|M0)               r32.0<1>:d    r26.0<8;8,1>:d    4:w               {Compacted,@3}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc1 (16|M0)         null     r15     r13     0x80            0x04025EFE           {$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r19      r17     null    0x0            0x04205EFE           {@7,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r26     r19     0x80            0x04025E01           {$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r28      r11     null    0x0            0x04205E00           {$2} // wr:2+0, rd:2; untyped surface read with x
        mul (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    3:w               {Compacted,$2.dst}
        send.dc1 (16|M0)         null     r15     r28     0x80            0x04025EFE           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         r30      r22     null    0x0            0x04205EFE           {@4,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r32     r30     0x80            0x04025E01           {@3,$4} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r34      r2      null    0x0            0x0219E000           {$5} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {$5.dst}
(W)     send.dc0 (8|M0)          r35      r2      null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r35.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L408:
