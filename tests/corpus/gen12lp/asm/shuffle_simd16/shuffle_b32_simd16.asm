L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (16|M0)         r10      r8      null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r12      r8      null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r16.0<1>:uw   r10.0<2;1,0>:uw   0x2:uw              {Compacted,$0.dst}
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x180:uw             {@1}
        mov (16|M0)              r25.0<1>:d    r[a0.0]<1,0>:d                   {$1.dst}
        mov (16|M0)              r14.0<1>:f    r25.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r8      r14     0x80            0x04025E02           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x220:uw            
        send.dc1 (16|M0)         r17      r8      null    0x0            0x04205E03           {$3} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                   {$3.dst}
        mov (16|M0)              r19.0<1>:f    r27.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r8      r19     0x80            0x04025E04           {@1,$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x2A0:uw            
        send.dc1 (16|M0)         r21      r8      null    0x0            0x04205E05           {$5} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r29.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r23.0<1>:f    r29.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r8      r23     0x80            0x04025E06           {@1,$6} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r31      r2      null    0x0            0x0219E000           {$7} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r31.0<8;8,1>:ud                  {$7.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L384:
