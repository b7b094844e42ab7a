L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r5.0<1>:uw    r5.8<0;1,0>:uw    0x2:uw              {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
(W)     add (1|M0)               a0.0<1>:uw    r5.0<0;1,0>:uw    0x120:uw              {@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   2:w              
        send.dc1 (8|M0)          r9       r8      null    0x0            0x02106E00           {@1,$0} // wr:1+0, rd:1; untyped surface read with x
        shl (8|M0)               r10.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted}
        mov (8|M0)               r11.0<1>:d    r[a0.0]<0;1,0>:d                 {$0.dst}
        send.dc1 (8|M0)          null     r10     r11     0x40            0x02026E01           {@1,$1} // wr:1+1, rd:0; untyped surface write with x
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r5.5<0;1,0>:d   
(W)     mov (8|M0)               r14.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   2:w              
        or (8|M0)                r16.0<1>:d    r10.0<8;8,1>:d    4:w               {Compacted}
(W)     mov (8|M0)               r19.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
(W)     mov (4|M0)               r21.0<2>:f    r9.1<2;1,0>:f                   
(W)     mov (4|M0)               r21.1<2>:f    r9.0<2;1,0>:f                   
        or (8|M0)                r20.0<1>:d    r10.0<8;8,1>:d    8:w               {Compacted}
        mov (8|M0)               r23.0<1>:f    r21.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc1 (8|M0)          r12      r7      null    0x0            0x02106E00           {@7,$2} // wr:1+0, rd:1; untyped surface read with x
(W)     mov (8|M0)               r15.0<1>:f    r12.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (8|M0)               r13.0<1>:f    r14.1<1;1,0>:f                   {Compacted,@1}
        send.dc1 (8|M0)          null     r16     r13     0x40            0x02026E01           {@1,$3} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r17      r7      null    0x0            0x02106E00           {$4} // wr:1+0, rd:1; untyped surface read with x
(W)     mov (8|M0)               r18.0<1>:f    r17.0<8;8,1>:f                   {Compacted,$4.dst}
        mov (8|M0)               r22.0<1>:f    r18.5<1;1,0>:f                   {Compacted,@1}
        send.dc1 (8|M0)          null     r20     r22     0x80            0x02026C01           {@1,$5} // wr:1+2, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r24      r2      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L424:
