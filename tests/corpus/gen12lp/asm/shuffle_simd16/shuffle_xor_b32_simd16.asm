L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r14.0<1>:w    0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
(W)     add (8|M0)               r14.8<1>:w    r14.0<8;8,1>:w    8:w               {@2}
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (16|M0)         r10      r8      null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r12      r8      null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        xor (16|M0)              r15.0<1>:d    r10.0<8;8,1>:d    r14.0<16;16,1>:uw {@3,$0.dst}
        shl (16|M0)              r19.0<1>:uw   r15.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        add (16|M0)              a0.0<1>:uw    r19.0<16;16,1>:uw  0x180:uw             {@1}
        mov (16|M0)              r28.0<1>:d    r[a0.0]<1,0>:d                   {$1.dst}
        mov (16|M0)              r17.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r8      r17     0x80            0x04025E02           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r19.0<16;16,1>:uw  0x280:uw            
        send.dc1 (16|M0)         r20      r8      null    0x0            0x04205E03           {$3} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r30.0<1>:d    r[a0.0]<1,0>:d                   {$3.dst}
        mov (16|M0)              r22.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r8      r22     0x80            0x04025E04           {@1,$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              a0.0<1>:uw    r19.0<16;16,1>:uw  0x300:uw            
        send.dc1 (16|M0)         r24      r8      null    0x0            0x04205E05           {$5} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r32.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r26.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r8      r26     0x80            0x04025E06           {@1,$6} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r34      r2      null    0x0            0x0219E000           {$7} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {$7.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L432:
