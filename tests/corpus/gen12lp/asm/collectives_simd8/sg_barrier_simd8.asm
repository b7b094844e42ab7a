L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        shl (8|M0)               r5.0<1>:d     r1.0<8;8,1>:uw    2:w              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        xor (8|M0)               r11.0<1>:w    r1.0<8;8,1>:w     1:w              
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r12.0<1>:d    r11.0<8;8,1>:uw   2:w               {@2}
        shl (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r16.0<1>:d    acc0.0<8;8,1>:d   1:w              
        send.dc1 (8|M0)          r10      r9      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        shl (8|M0)               r16.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted,@1}
        xor (8|M0)               r14.0<1>:w    r1.0<8;8,1>:w     3:w              
        or (8|M0)                r19.0<1>:d    r16.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (8|M0)               r15.0<1>:d    r14.0<8;8,1>:uw   2:w               {@2}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc1 (8|M0)          null     r5      r10     0x40            0x02026EFE           {$0} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r13      r12     null    0x0            0x02106EFE           {@7,$1} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          null     r16     r13     0x40            0x02026E01           {$1} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r17      r9      null    0x0            0x02106E00           {$2} // wr:1+0, rd:1; untyped surface read with x
        mul (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    3:w               {Compacted,$2.dst}
        send.dc1 (8|M0)          null     r5      r17     0x40            0x02026EFE           {@1,$3} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r18      r15     null    0x0            0x02106EFE           {@3,$4} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          null     r19     r18     0x40            0x02026E01           {@4,$4} // wr:1+1, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r20      r2      null    0x0            0x0219E000           {$5} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {$5.dst}
(W)     send.dc0 (8|M0)          r21      r2      null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r21.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L424:
