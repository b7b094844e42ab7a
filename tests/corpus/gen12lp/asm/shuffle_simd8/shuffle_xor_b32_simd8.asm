L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   2:w              
        send.dc1 (8|M0)          r8       r6      null    0x0            0x02106E00           {@1,$0} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          r9       r6      null    0x0            0x02106E01           {$1} // wr:1+0, rd:1; untyped surface read with x
        xor (8|M0)               r10.0<1>:d    r8.0<8;8,1>:d     r3.8<8;8,1>:w    {@4,$0.dst}
        shl (8|M0)               r12.0<1>:uw   r10.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        add (8|M0)               a0.0<1>:uw    r12.0<8;8,1>:uw   0x120:uw              {@1}
        mov (8|M0)               r11.0<1>:d    r[a0.0]<1,0>:d                   {$1.dst}
        send.dc1 (8|M0)          null     r6      r11     0x40            0x02026E02           {@1,$2} // wr:1+1, rd:0; untyped surface write with x
        add (8|M0)               a0.0<1>:uw    r12.0<8;8,1>:uw   0x1A0:uw             
        send.dc1 (8|M0)          r13      r6      null    0x0            0x02106E03           {$3} // wr:1+0, rd:1; untyped surface read with x
        mov (8|M0)               r14.0<1>:d    r[a0.0]<1,0>:d                   {$3.dst}
        send.dc1 (8|M0)          null     r6      r14     0x40            0x02026E04           {@1,$4} // wr:1+1, rd:0; untyped surface write with x
        add (8|M0)               a0.0<1>:uw    r12.0<8;8,1>:uw   0x1E0:uw             
        send.dc1 (8|M0)          r15      r6      null    0x0            0x02106E05           {$5} // wr:1+0, rd:1; untyped surface read with x
        mov (8|M0)               r16.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$5.dst}
        send.dc1 (8|M0)          null     r6      r16     0x40            0x02026E06           {@1,$6} // wr:1+1, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r17      r2      null    0x0            0x0219E000           {$7} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {$7.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L400:
