L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r7.3<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r7.3<0;1,0>:d     r2.1<0;1,0>:d   
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   2:w              
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r7.0<0;1,0>:d   
        send.dc1 (8|M0)          r8       r6      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        shl (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   2:w              
        send.dc1 (8|M0)          r11      r6      null    0x0            0x02106E01           {$1} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          r10      r9      null    0x0            0x02106E01           {@1,$2} // wr:1+0, rd:1; untyped surface read with x
        add (8|M0)               r12.0<1>:d    -r8.0<8;8,1>:d    8:w               {Compacted,$0.dst}
(W)     add (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:d    r3.8<8;8,1>:w    {@1}
(W)     mov (8|M0)               r15.0<1>:f    r11.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     shl (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     mov (8|M0)               r14.0<1>:f    r10.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     add (8|M0)               a0.0<1>:uw    r17.0<2;1,0>:uw   0x1C0:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        send.dc1 (8|M0)          null     r6      r13     0x40            0x02026E02           {@1,$3} // wr:1+1, rd:0; untyped surface write with x
(W)     add (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     shl (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r24.0<2;1,0>:uw   0x2A0:uw              {@1}
        send.dc1 (8|M0)          r18      r9      null    0x0            0x02106E03           {$4} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          r19      r6      null    0x0            0x02106E03           {$5} // wr:1+0, rd:1; untyped surface read with x
(W)     mov (8|M0)               r21.0<1>:f    r18.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     mov (8|M0)               r22.0<1>:f    r19.0<8;8,1>:f                   {Compacted,$5.dst}
        mov (8|M0)               r20.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        send.dc1 (8|M0)          null     r6      r20     0x40            0x02026E04           {@1,$6} // wr:1+1, rd:0; untyped surface write with x
(W)     add (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     shl (8|M0)               r31.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r31.0<2;1,0>:uw   0x380:uw              {@1}
        send.dc1 (8|M0)          r25      r9      null    0x0            0x02106E05           {$7} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          r26      r6      null    0x0            0x02106E05           {$8} // wr:1+0, rd:1; untyped surface read with x
(W)     mov (8|M0)               r28.0<1>:f    r25.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     mov (8|M0)               r29.0<1>:f    r26.0<8;8,1>:f                   {Compacted,$8.dst}
        mov (8|M0)               r27.0<1>:d    r[a0.0]<1,0>:d                   {@1}
        send.dc1 (8|M0)          null     r6      r27     0x40            0x02026E06           {@1,$9} // wr:1+1, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r32      r2      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r32.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L632:
