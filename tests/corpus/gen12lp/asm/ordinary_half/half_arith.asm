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
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted,@2}
        send.dc0 (16|M0)         r20      r16     null    0x0            0x04210500           {@2,$0} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r25      r16     null    0x0            0x04210501           {$1} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r22      r18     null    0x0            0x04210500           {@1,$2} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r27      r18     null    0x0            0x04210501           {$3} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r29      r16     null    0x0            0x04210502           {$4} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r31      r18     null    0x0            0x04210502           {$5} // wr:2+0, rd:2; byte gathering read 16b
        mul (16|M0)              r33.0<1>:ud   r12.0<8;8,1>:ud   0x6:uw             
        mul (16|M16)             r35.0<1>:ud   r14.0<8;8,1>:ud   0x6:uw             
        shl (16|M0)              r37.0<1>:d    r33.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M16)             r39.0<1>:d    r35.0<8;8,1>:d    1:w               {Compacted,@2}
        add (16|M0)              r41.0<1>:d    r37.0<8;8,1>:d    8:w               {Compacted,@2}
        add (16|M16)             r43.0<1>:d    r39.0<8;8,1>:d    8:w               {Compacted,@2}
        mov (16|M0)              r24.0<1>:hf   r20.0<2;1,0>:hf                  {$0.dst}
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r20.0<2;1,0>:hf   r25.0<2;1,0>:hf  {$1.dst}
        mov (16|M16)             r58.0<1>:hf   r22.0<2;1,0>:hf                  {$2.dst}
        cmp (16|M16)  (gt)f0.0   null<1>:hf    r22.0<2;1,0>:hf   r27.0<2;1,0>:hf  {$3.dst}
        mad (16|M0)              r8.0<1>:hf    r29.0<4;2>:hf     r25.0<4;2>:hf     r24.0<1>:hf      {@4,$4.dst}
        mad (16|M16)             r57.0<1>:hf   r31.0<4;2>:hf     r27.0<4;2>:hf     r58.0<1>:hf      {@3,$5.dst}
        add (16|M0)              r45.0<2>:hf   r20.0<2;1,0>:hf   r25.0<2;1,0>:hf 
        mul (16|M0)              r47.0<2>:hf   r20.0<2;1,0>:hf   r25.0<2;1,0>:hf 
        add (16|M16)             r49.0<2>:hf   r22.0<2;1,0>:hf   r27.0<2;1,0>:hf 
        mul (16|M16)             r51.0<2>:hf   r22.0<2;1,0>:hf   r27.0<2;1,0>:hf 
        add (16|M0)              r45.1<2>:hf   r20.0<2;1,0>:hf   -r25.0<2;1,0>:hf
        add (16|M16)             r49.1<2>:hf   r22.0<2;1,0>:hf   -r27.0<2;1,0>:hf
        sel (16|M0)   (ge)f0.0   r53.0<2>:hf   r20.0<2;1,0>:hf   r25.0<2;1,0>:hf 
        sel (16|M16)  (ge)f0.0   r55.0<2>:hf   r22.0<2;1,0>:hf   r27.0<2;1,0>:hf 
        mov (16|M0)              r47.1<2>:hf   r8.0<16;16,1>:hf                 {@7}
        mov (16|M16)             r51.1<2>:hf   r57.0<16;16,1>:hf                {@7}
(f0.0)  sel (16|M0)              r53.1<2>:hf   r20.0<2;1,0>:hf   r29.0<2;1,0>:hf 
(f0.0)  sel (16|M16)             r55.1<2>:hf   r22.0<2;1,0>:hf   r31.0<2;1,0>:hf 
        send.dc1 (16|M0)         null     r37     r45     0x100            0x04025C03           {@4,$6} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r39     r49     0x100            0x04025C03           {@3,$7} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r41     r53     0x80            0x04025E03           {@2,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r43     r55     0x80            0x04025E03           {@1,$9} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r59      r3      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r59.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L680:
