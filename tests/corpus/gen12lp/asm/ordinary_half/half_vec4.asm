L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r28.0<1>:d    r12.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    3:w               {Compacted}
        shl (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    3:w               {Compacted,@4}
        shl (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    3:w               {Compacted,@4}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04405C00           {@4,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r24      r18     null    0x0            0x04405C00           {@3,$1} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r32      r28     null    0x0            0x04405C00           {@2,$2} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r36      r30     null    0x0            0x04405C00           {@1,$3} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r47.0<1>:d    r12.0<8;8,1>:d    4:w               {Compacted}
        shl (16|M16)             r49.0<1>:d    r14.0<8;8,1>:d    4:w               {Compacted}
        mul (16|M0)              r55.0<2>:hf   r20.0<2;1,0>:hf   0.5:hf              {$0.dst}
        mul (16|M0)              r57.0<2>:hf   r22.0<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r8.0<1>:hf    r20.0<2;1,0>:hf   r32.0<2;1,0>:hf  {$2.dst}
        mul (16|M0)              r41.0<1>:hf   r20.1<2;1,0>:hf   r32.1<2;1,0>:hf 
        mul (16|M0)              r43.0<1>:hf   r22.0<2;1,0>:hf   r34.0<2;1,0>:hf 
        mul (16|M0)              r45.0<1>:hf   r22.1<2;1,0>:hf   r34.1<2;1,0>:hf 
        sync.nop                             null                             {Compacted,$3.dst}
        mul (16|M16)             r40.0<1>:hf   r24.0<2;1,0>:hf   r36.0<2;1,0>:hf  {$1.dst}
        mul (16|M16)             r42.0<1>:hf   r24.1<2;1,0>:hf   r36.1<2;1,0>:hf 
        mul (16|M16)             r44.0<1>:hf   r26.0<2;1,0>:hf   r38.0<2;1,0>:hf 
        mul (16|M16)             r46.0<1>:hf   r26.1<2;1,0>:hf   r38.1<2;1,0>:hf 
        mul (16|M16)             r63.0<2>:hf   r24.0<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r55.1<2>:hf   r20.1<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r65.0<2>:hf   r26.0<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r57.1<2>:hf   r22.1<2;1,0>:hf   0.5:hf             
        add (16|M0)              r51.0<2>:hf   r8.0<16;16,1>:hf  r20.0<2;1,0>:hf 
        add (16|M0)              r53.0<2>:hf   r43.0<16;16,1>:hf  r22.0<2;1,0>:hf {@7}
        add (16|M16)             r59.0<2>:hf   r40.0<16;16,1>:hf  r24.0<2;1,0>:hf {@7}
        add (16|M16)             r61.0<2>:hf   r44.0<16;16,1>:hf  r26.0<2;1,0>:hf {@7}
        mul (16|M16)             r63.1<2>:hf   r24.1<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r65.1<2>:hf   r26.1<2;1,0>:hf   0.5:hf             
        add (16|M0)              r51.1<2>:hf   r41.0<16;16,1>:hf  r20.1<2;1,0>:hf
        add (16|M0)              r53.1<2>:hf   r45.0<16;16,1>:hf  r22.1<2;1,0>:hf
        add (16|M16)             r59.1<2>:hf   r42.0<16;16,1>:hf  r24.1<2;1,0>:hf
        add (16|M16)             r61.1<2>:hf   r46.0<16;16,1>:hf  r26.1<2;1,0>:hf
        add (8|M0)               r67.0<1>:f    r20.0<2;1,0>:hf   -r32.0<2;1,0>:hf
        add (8|M8)               r68.0<1>:f    r21.0<2;1,0>:hf   -r33.0<2;1,0>:hf
        add (8|M0)               r69.0<1>:f    r20.1<2;1,0>:hf   -r32.1<2;1,0>:hf
        add (8|M8)               r70.0<1>:f    r21.1<2;1,0>:hf   -r33.1<2;1,0>:hf
        add (8|M0)               r71.0<1>:f    r22.0<2;1,0>:hf   -r34.0<2;1,0>:hf
        add (8|M8)               r72.0<1>:f    r23.0<2;1,0>:hf   -r35.0<2;1,0>:hf
        add (8|M0)               r73.0<1>:f    r22.1<2;1,0>:hf   -r34.1<2;1,0>:hf
        add (8|M8)               r74.0<1>:f    r23.1<2;1,0>:hf   -r35.1<2;1,0>:hf
        add (8|M16)              r75.0<1>:f    r24.0<2;1,0>:hf   -r36.0<2;1,0>:hf
        add (8|M24)              r76.0<1>:f    r25.0<2;1,0>:hf   -r37.0<2;1,0>:hf
        add (8|M16)              r77.0<1>:f    r24.1<2;1,0>:hf   -r36.1<2;1,0>:hf
        add (8|M24)              r78.0<1>:f    r25.1<2;1,0>:hf   -r37.1<2;1,0>:hf
        add (8|M16)              r79.0<1>:f    r26.0<2;1,0>:hf   -r38.0<2;1,0>:hf
        add (8|M24)              r80.0<1>:f    r27.0<2;1,0>:hf   -r39.0<2;1,0>:hf
        add (8|M16)              r81.0<1>:f    r26.1<2;1,0>:hf   -r38.1<2;1,0>:hf
        add (8|M24)              r82.0<1>:f    r27.1<2;1,0>:hf   -r39.1<2;1,0>:hf
        send.dc1 (16|M0)         null     r47     r51     0x200            0x04025001           {$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r49     r59     0x200            0x04025001           {$5} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r47     r67     0x200            0x04025002           {@7,$6} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r49     r75     0x200            0x04025002           {@1,$7} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     send.dc0 (8|M0)          r83      r3      null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r83.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1008:
