L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r24      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r26      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E01           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r20      r12     null    0x0            0x04205E02           {$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E01           {$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r14     null    0x0            0x04205E02           {$5} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    0:w               {Compacted,$0.dst}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    0:w               {$1.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L408                  L648                
L280:
        shl (16|M0)              r8.0<1>:uw    r16.0<2;1,0>:uw   0x2:uw              {Compacted,$2.dst}
        mov (16|M0)              r33.0<1>:f    r20.0<8;8,1>:f                   {Compacted,$3.dst}
        add (16|M0)              a0.0<1>:uw    r8.0<16;16,1>:uw  0x420:uw              {@2}
        mov (16|M16)             r35.0<1>:f    r22.0<8;8,1>:f                   {Compacted,$5.dst}
        shl (16|M16)             r32.0<1>:uw   r18.0<2;1,0>:uw   0x2:uw              {Compacted,$4.dst}
        mov (16|M0)              r49.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        add (16|M16)             a0.0<1>:uw    r32.0<16;16,1>:uw  0x420:uw             {@1}
        mov (16|M0)              r28.0<1>:f    r49.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r51.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r30.0<1>:f    r51.0<8;8,1>:f                   {Compacted,@1}
        else (32|M0)                         L648                  L648                
L408:
(W)     mov (8|M0)               r37.0<1>:w    0x76543210:v                              
(W)     mov (8|M16)              r38.0<1>:w    0x76543210:v                              
(W)     add (8|M0)               r37.8<1>:w    r37.0<8;8,1>:w    8:w               {@2}
(W)     add (8|M16)              r38.8<1>:w    r38.0<8;8,1>:w    8:w               {@2}
        xor (16|M0)              r39.0<1>:d    r16.0<8;8,1>:d    r37.0<16;16,1>:uw {@2,$2.dst}
        shl (16|M0)              r43.0<1>:uw   r39.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
(W)     add (16|M16)             r38.0<1>:w    r38.0<16;16,1>:w  16:w               {@3}
        add (16|M0)              a0.0<1>:uw    r43.0<16;16,1>:uw  0x5A0:uw             {@2}
        xor (16|M16)             r41.0<1>:d    r18.0<8;8,1>:d    r38.0<16;16,1>:uw {@2,$4.dst}
        xor (16|M0)              r45.0<1>:d    r20.0<8;8,1>:d    1515870810:d               {$3.dst}
        xor (16|M16)             r47.0<1>:d    r22.0<8;8,1>:d    1515870810:d               {$5.dst}
        shl (16|M16)             r44.0<1>:uw   r41.0<2;1,0>:uw   0x2:uw              {Compacted,@3}
        mov (16|M0)              r53.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        add (16|M16)             a0.0<1>:uw    r44.0<16;16,1>:uw  0x5A0:uw             {@1}
        mov (16|M0)              r28.0<1>:f    r53.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r55.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r30.0<1>:f    r55.0<8;8,1>:f                   {Compacted,@1}
L648:
        endif (32|M0)                        L664                                
L664:
        send.dc1 (16|M0)         null     r12     r28     0x80            0x04025E03           {@4,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r30     0x80            0x04025E03           {@2,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r57      r3      null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r57.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L752:
