L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r10.0<1>:d    acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          r9       r7      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          r11      r10     null    0x0            0x02206C01           {@1,$1} // wr:1+0, rd:2; untyped surface read with xy
        xor (8|M0)               r13.0<1>:d    r9.0<8;8,1>:d     r3.8<8;8,1>:w    {@5,$0.dst}
        shl (8|M0)               r14.0<1>:uw   r13.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x160:uw              {@1}
        mov (8|M0)               r15.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$1.dst}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x180:uw              {@1}
        mov (8|M0)               r16.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        send.dc1 (8|M0)          null     r10     r15     0x80            0x02026C02           {@1,$2} // wr:1+2, rd:0; untyped surface write with xy
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x240:uw             
        shl (8|M0)               r17.0<1>:d    acc0.0<8;8,1>:d   4:w              
        send.dc1 (8|M0)          r18      r17     null    0x0            0x02306803           {@1,$3} // wr:1+0, rd:3; untyped surface read with xyz
        mov (8|M0)               r21.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$3.dst}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x260:uw              {@1}
        mov (8|M0)               r22.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x280:uw              {@1}
        mov (8|M0)               r23.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        send.dc1 (8|M0)          null     r17     r21     0xC0            0x02026804           {@1,$4} // wr:1+3, rd:0; untyped surface write with xyz
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x300:uw             
        send.dc1 (8|M0)          r24      r17     null    0x0            0x02406005           {$5} // wr:1+0, rd:4; untyped surface read with xyzw
        mov (8|M0)               r28.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$5.dst}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x320:uw              {@1}
        mov (8|M0)               r29.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x340:uw              {@1}
        mov (8|M0)               r30.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x360:uw              {@1}
        mov (8|M0)               r31.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        send.dc1 (8|M0)          null     r17     r28     0x100            0x02026006           {@1,$6} // wr:1+4, rd:0; untyped surface write with xyzw
        shl (8|M0)               r32.0<1>:d    acc0.0<8;8,1>:d   5:w              
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x420:uw             
        add (8|M0)               r41.0<1>:ud   r32.0<8;8,1>:ud   0x10:uw              {@2}
        send.dc1 (8|M0)          r33      r32     null    0x0            0x02406007           {$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r37      r41     null    0x0            0x02406007           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$8.dst}
        mov (8|M0)               r42.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$7.dst}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x440:uw              {@1}
        mov (8|M0)               r43.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x460:uw              {@1}
        mov (8|M0)               r44.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x480:uw              {@1}
        mov (8|M0)               r45.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x4A0:uw              {@1}
        mov (8|M0)               r46.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x4C0:uw              {@1}
        mov (8|M0)               r47.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x4E0:uw              {@1}
        mov (8|M0)               r48.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x500:uw              {@1}
        mov (8|M0)               r49.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               r50.0<1>:ud   r32.0<8;8,1>:ud   0x10:uw              {@1}
        send.dc1 (8|M0)          null     r32     r42     0x100            0x02026008           {@7,$9} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r50     r46     0x100            0x02026008           {@1,$10} // wr:1+4, rd:0; untyped surface write with xyzw
        shl (8|M0)               r51.0<1>:d    acc0.0<8;8,1>:d   6:w              
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x680:uw             
        add (8|M0)               r60.0<1>:ud   r51.0<8;8,1>:ud   0x10:uw              {@2}
        add (8|M0)               r61.0<1>:d    r51.0<8;8,1>:d    32:w               {Compacted}
        add (8|M0)               r70.0<1>:ud   r51.0<8;8,1>:d    48:w              
        send.dc1 (8|M0)          r52      r51     null    0x0            0x02406009           {$11} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r56      r60     null    0x0            0x02406009           {@3,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r62      r61     null    0x0            0x02406009           {@2,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r66      r70     null    0x0            0x02406009           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.dst}
        mov (8|M0)               r71.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$11.dst}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x6A0:uw              {@1}
        mov (8|M0)               r72.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x6C0:uw              {@1}
        mov (8|M0)               r73.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x6E0:uw              {@1}
        mov (8|M0)               r74.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x700:uw              {@1}
        mov (8|M0)               r75.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x720:uw              {@1}
        mov (8|M0)               r76.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x740:uw              {@1}
        mov (8|M0)               r77.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x760:uw              {@1}
        mov (8|M0)               r78.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x7C0:uw              {@1}
        sync.nop                             null                             {Compacted,$14.dst}
        mov (8|M0)               r79.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$13.dst}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x7E0:uw              {@1}
        mov (8|M0)               r80.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x800:uw              {@1}
        mov (8|M0)               r81.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x820:uw              {@1}
        mov (8|M0)               r82.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x840:uw              {@1}
        mov (8|M0)               r83.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x860:uw              {@1}
        mov (8|M0)               r84.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x880:uw              {@1}
        mov (8|M0)               r85.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x8A0:uw              {@1}
        mov (8|M0)               r86.0<1>:f    r[a0.0]<1,0>:f                   {Compacted}
        add (8|M0)               r87.0<1>:ud   r51.0<8;8,1>:ud   0x10:uw              {@1}
        add (8|M0)               r88.0<1>:ud   r51.0<8;8,1>:d    48:w              
        send.dc1 (8|M0)          null     r51     r71     0x100            0x0202600A           {$15} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r87     r75     0x100            0x0202600A           {@2,$0} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r61     r79     0x100            0x0202600A           {@7,$1} // wr:1+4, rd:0; untyped surface write with xyzw
        send.dc1 (8|M0)          null     r88     r83     0x100            0x0202600A           {@1,$2} // wr:1+4, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r89      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r89.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1488:
