L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r28      r24     null    0x0            0x04405C01           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r32      r26     null    0x0            0x04405C01           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r44.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r46.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r61.0<1>:d    r44.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M0)              r77.0<1>:d    r44.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r63.0<1>:d    r46.0<8;8,1>:d    1:w               {Compacted,@3}
        shl (16|M16)             r79.0<1>:d    r46.0<8;8,1>:d    2:w               {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x7FFFFFFE:ud              {$0.dst}
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x80000001:ud             
(W)     mov (1|M0)               f0.0<1>:ud    r4.1<0;1,0>:ud                   {@2}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x7FFFFFFE:ud              {$1.dst}
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        sel (16|M0)   (ge)f0.0   r36.0<1>:d    r20.0<8;8,1>:d    0:w               {Compacted,$2.dst}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x80000001:ud             
(W)     mov (1|M0)               r4.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0xFFFFFFFE:ud             
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0xFFFFFFFE:ud             
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r30.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x1:uw             
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r34.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {@7}
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r30.0<8;8,1>:d    0:w              
(~f0.0) cmp (16|M16)  (gt)f0.0   null<1>:d     r34.0<8;8,1>:d    0:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    0:w              
(~f0.0) sel (16|M0)              r81.0<1>:d    r28.0<8;8,1>:d    -1:w              
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(~f0.0) sel (16|M16)             r83.0<1>:d    r32.0<8;8,1>:d    -1:w              
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {@2}
        sel (16|M0)   (ge)f0.0   r48.0<1>:d    r20.0<8;8,1>:d    -128:w               {Compacted}
        sel (16|M16)  (ge)f0.0   r38.0<1>:d    r22.0<8;8,1>:d    0:w               {$3.dst}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    0:w              
        sel (16|M16)  (ge)f0.0   r50.0<1>:d    r22.0<8;8,1>:d    -128:w              
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                  
        sel (16|M0)   (lt)f0.0   r40.0<1>:ud   r36.0<8;8,1>:ud   0xFF:uw             
        sel (16|M0)   (lt)f0.0   r65.0<1>:ud   r36.0<8;8,1>:ud   0xFFFF:uw             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    -1:w              
        sel (16|M0)   (lt)f0.0   r93.0<4>:b    r48.0<8;8,1>:d    127:w               {@7}
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        sel (16|M16)  (lt)f0.0   r42.0<1>:ud   r38.0<8;8,1>:ud   0xFF:uw              {@7}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {@2}
        sel (16|M16)  (lt)f0.0   r67.0<1>:ud   r38.0<8;8,1>:ud   0xFFFF:uw             
        sel (16|M16)  (lt)f0.0   r95.0<4>:b    r50.0<8;8,1>:d    127:w               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    -1:w              
        sel (16|M0)   (ge)f0.0   r57.0<1>:d    r20.0<8;8,1>:d    -32768:w              
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                  
        sel (16|M16)  (ge)f0.0   r59.0<1>:d    r22.0<8;8,1>:d    -32768:w              
        mov (16|M0)              r8.0<2>:b     r40.0<4;1,0>:b                  
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    0:w              
        mov (16|M0)              r97.0<2>:w    r65.0<8;8,1>:d                  
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        mov (16|M16)             r52.0<2>:b    r42.0<4;1,0>:b                  
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@2}
        mov (16|M16)             r99.0<2>:w    r67.0<8;8,1>:d                  
        mov (16|M0)              r8.1<2>:b     r93.0<4;1,0>:b                  
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    0:w              
        mov (16|M16)             r52.1<2>:b    r95.0<4;1,0>:b                  
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                  
        sel (16|M0)   (lt)f0.0   r69.0<2>:w    r57.0<8;8,1>:d    32767:w              
        sel (16|M16)  (lt)f0.0   r71.0<2>:w    r59.0<8;8,1>:d    32767:w              
(~f1.0) cmp (16|M0)   (gt)f1.0   null<1>:d     r30.0<8;8,1>:d    0:w              
        mov (16|M0)              r53.0<1>:ud   r8.0<16;16,1>:uw                 {@7}
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        mov (16|M16)             r55.0<1>:ud   r52.0<16;16,1>:uw                {@7}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {@2}
        mov (16|M0)              r69.1<2>:hf   r97.0<2;1,0>:hf                 
        mov (16|M16)             r71.1<2>:hf   r99.0<2;1,0>:hf                 
(~f1.0) cmp (16|M16)  (gt)f1.0   null<1>:d     r34.0<8;8,1>:d    0:w              
        send.dc0 (16|M0)         null     r44     r53     0x80            0x04030502           {@7,$4} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                  
        send.dc0 (16|M16)        null     r46     r55     0x80            0x04030502           {@7,$5} // wr:2+2, rd:0; byte scattering write 16b
        send.dc1 (16|M0)         null     r61     r69     0x80            0x04025E03           {@5,$6} // wr:2+2, rd:0; untyped surface write with x
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    -1:w              
        send.dc1 (16|M16)        null     r63     r71     0x80            0x04025E03           {@5,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {@1}
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r34.0<8;8,1>:d    -1:w              
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r4.2<0;1,0>:ud                   {@2}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@1}
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r34.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                  
(~f1.0) sel (16|M0)              r73.0<1>:d    r28.0<8;8,1>:d    2147483647:d              
(~f1.0) sel (16|M16)             r75.0<1>:d    r32.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                  
(~f0.0) sel (16|M16)             r89.0<1>:d    r75.0<8;8,1>:d    -2147483648:d               {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r4.3<0;1,0>:ud                   {@6}
(~f1.0) sel (16|M0)              r85.0<1>:d    r73.0<8;8,1>:d    -2147483648:d               {@5}
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                  
(~f0.0) sel (16|M0)              r87.0<1>:d    r81.0<8;8,1>:d    0:w              
        send.dc1 (16|M0)         null     r77     r85     0x100            0x04025C04           {@1,$8} // wr:2+4, rd:0; untyped surface write with xy
(~f1.0) sel (16|M16)             r91.0<1>:d    r83.0<8;8,1>:d    0:w              
        send.dc1 (16|M16)        null     r79     r89     0x100            0x04025C04           {@1,$9} // wr:2+4, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r101     r3      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r101.0<8;8,1>:ud                 {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1752:
