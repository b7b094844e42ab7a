L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r41.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M0)              r61.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r43.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted,@3}
        shl (16|M16)             r63.0<1>:d    r26.0<8;8,1>:d    2:w               {Compacted}
        cmp (16|M0)   (le)f1.0   null<1>:f     r20.0<8;8,1>:f    0xCF000000:f               {$0.dst}
        cmp (16|M16)  (le)f1.0   null<1>:f     r22.0<8;8,1>:f    0xCF000000:f               {$1.dst}
(~f1.0) sel (16|M0)              r65.0<1>:f    r20.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M0)   (gt)f1.0   null<1>:f     r20.0<8;8,1>:f    0x4F800000:f              
(~f1.0) sel (16|M16)             r67.0<1>:f    r22.0<8;8,1>:f    0xCF000000:f              
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f0.0   null<1>:f     r20.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {@2}
        cmp (16|M16)  (gt)f1.0   null<1>:f     r22.0<8;8,1>:f    0x4F800000:f              
        cmp (16|M16)  (eq)f0.0   null<1>:f     r22.0<8;8,1>:f    r22.0<8;8,1>:f  
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r20.0<8;8,1>:f    0x4F000000:f              
        sel (16|M0)   (ge)f0.0   r28.0<1>:f    r20.0<8;8,1>:f    -128.0:f               {Compacted}
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        mov (16|M0)              r57.0<1>:ud   r20.0<8;8,1>:f                  
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@2}
        cmp (16|M16)  (gt)f1.0   null<1>:f     r22.0<8;8,1>:f    0x4F000000:f              
        sel (16|M16)  (ge)f0.0   acc0.0<1>:f   r22.0<8;8,1>:f    -128.0:f              
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ge)f1.0   null<1>:f     r20.0<8;8,1>:f    0.0:f              
        mov (16|M16)             r59.0<1>:ud   r22.0<8;8,1>:f                  
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        sel (16|M0)   (ge)f0.0   r45.0<1>:f    r20.0<8;8,1>:f    -32768.0:f               {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {@2}
        cmp (16|M16)  (ge)f1.0   null<1>:f     r22.0<8;8,1>:f    0.0:f              
        sel (16|M16)  (ge)f0.0   r47.0<1>:f    r22.0<8;8,1>:f    -32768.0:f              
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                  
        sel (16|M0)   (lt)f0.0   r32.0<1>:f    r28.0<8;8,1>:f    127.0:f              
        sel (16|M16)  (lt)f0.0   r34.0<1>:f    acc0.0<8;8,1>:f   127.0:f              
(f1.0)  mov (16|M0)              r57.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  mov (16|M16)             r59.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                  
(~f0.0) mov (16|M0)              r32.0<1>:f    0.0:f                              
(~f0.0) mov (16|M16)             r34.0<1>:f    0.0:f                              
        mov (16|M0)              (sat)r81.0<4>:ub  r20.0<8;8,1>:f              
        mov (16|M16)             (sat)r83.0<4>:ub  r22.0<8;8,1>:f              
        mov (16|M0)              r69.0<1>:d    r65.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r71.0<1>:d    r67.0<8;8,1>:f                   {Compacted}
        sel (16|M0)   (lt)f0.0   r49.0<1>:f    r45.0<8;8,1>:f    32767.0:f              
        sel (16|M16)  (lt)f0.0   r51.0<1>:f    r47.0<8;8,1>:f    32767.0:f              
        mov (16|M0)              r85.0<4>:b    r32.0<8;8,1>:f                   {@7}
        mov (16|M16)             r87.0<4>:b    r34.0<8;8,1>:f                   {@7}
(f1.0)  mov (16|M0)              r69.0<1>:f    qnan(0x3FFFFF):f                              
(f1.0)  mov (16|M16)             r71.0<1>:f    qnan(0x3FFFFF):f                              
(~f0.0) mov (16|M0)              r49.0<1>:f    0.0:f                              
(~f0.0) mov (16|M16)             r51.0<1>:f    0.0:f                              
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                  
        mov (16|M0)              r8.0<2>:ub    r81.0<4;1,0>:ub                 
        mov (16|M16)             r36.0<2>:ub   r83.0<4;1,0>:ub                 
        mov (16|M0)              r89.0<2>:w    r49.0<8;8,1>:f                   {@5}
        mov (16|M16)             r91.0<2>:w    r51.0<8;8,1>:f                   {@5}
        mov (16|M0)              r8.1<2>:b     r85.0<4;1,0>:b                   {@7}
        mov (16|M16)             r36.1<2>:b    r87.0<4;1,0>:b                   {@7}
        mov (16|M0)              (sat)r53.0<2>:uw  r20.0<8;8,1>:f              
        mov (16|M16)             (sat)r55.0<2>:uw  r22.0<8;8,1>:f              
(f0.0)  sel (16|M0)              r75.0<1>:d    r69.0<8;8,1>:d    0:w               {Compacted}
(f0.0)  sel (16|M16)             r79.0<1>:d    r71.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              r73.0<1>:d    r57.0<8;8,1>:d    0:w               {Compacted}
(f1.0)  sel (16|M16)             r77.0<1>:d    r59.0<8;8,1>:d    0:w              
        mov (16|M0)              r37.0<1>:ud   r8.0<16;16,1>:uw                 {@7}
        mov (16|M16)             r39.0<1>:ud   r36.0<16;16,1>:uw                {@7}
        mov (16|M0)              r53.1<2>:hf   r89.0<2;1,0>:hf                 
        mov (16|M16)             r55.1<2>:hf   r91.0<2;1,0>:hf                 
        send.dc0 (16|M0)         null     r24     r37     0x80            0x04030501           {@4,$2} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r26     r39     0x80            0x04030501           {@3,$3} // wr:2+2, rd:0; byte scattering write 16b
        send.dc1 (16|M0)         null     r41     r53     0x80            0x04025E02           {@2,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r43     r55     0x80            0x04025E02           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r61     r73     0x100            0x04025C03           {@6,$6} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r63     r77     0x100            0x04025C03           {@5,$7} // wr:2+4, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r93      r3      null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r93.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1264:
