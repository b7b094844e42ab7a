L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r5.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r6.0<1>:d     r8.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r8.1<0;1,0>:d     r5.12<0;1,0>:uw 
(W)     mach (1|M0)              r17.0<1>:d    r8.1<0;1,0>:d     r5.6<0;1,0>:d   
        add (16|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r1.0<16;16,1>:uw {@3}
        add (16|M16)             r11.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r18.0<1>:d    r17.0<0;1,0>:d    r3.0<16;16,1>:uw {@3}
        add (16|M16)             r20.0<1>:d    r17.0<0;1,0>:d    r4.0<16;16,1>:uw
        add (16|M0)              r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@4}
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@4}
        add (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@4}
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@4}
        send.smpl (16|M0)        r26      r13     r22     0x80            0x0485A000           {@2,$0} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0
        send.smpl (16|M16)       r34      r15     r24     0x80            0x0485A000           {@1,$1} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0
        mov (8|M0)               r58.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r63.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r68.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r73.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r42.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted,$0.dst}
        add (16|M0)              r46.0<1>:d    r28.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r50.0<1>:d    r30.0<8;8,1>:d    3:w               {Compacted}
        add (16|M0)              r54.0<1>:d    r32.0<8;8,1>:d    4:w               {Compacted}
        add (16|M16)             r44.0<1>:d    r34.0<8;8,1>:d    1:w               {Compacted,$1.dst}
        add (16|M16)             r48.0<1>:d    r36.0<8;8,1>:d    2:w               {Compacted}
        add (16|M16)             r52.0<1>:d    r38.0<8;8,1>:d    3:w               {Compacted}
        add (16|M16)             r56.0<1>:d    r40.0<8;8,1>:d    4:w               {Compacted}
        mov (8|M0)               r59.0<1>:f    r42.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r64.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r60.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r65.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r61.0<1>:f    r50.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r66.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r62.0<1>:f    r54.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M8)               r67.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r69.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r74.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r70.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r75.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r71.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r76.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r72.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r77.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r13     r58     0x140            0x02035001           {@7,$2} // wr:1+5, rd:0; typed surface write with xyzw; u
        send.dc1 (8|M8)          null     r14     r63     0x140            0x02035001           {@7,$3} // wr:1+5, rd:0; typed surface write with xyzw; u
        send.dc1 (8|M16)         null     r15     r68     0x140            0x02035001           {@2,$4} // wr:1+5, rd:0; typed surface write with xyzw; u
        send.dc1 (8|M24)         null     r16     r73     0x140            0x02035001           {@1,$5} // wr:1+5, rd:0; typed surface write with xyzw; u
(W)     send.dc0 (8|M0)          r78      r5      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r78.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L552:
