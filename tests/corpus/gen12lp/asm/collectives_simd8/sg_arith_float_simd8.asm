L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r21.0<1>:f    0.0:f                               {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
(W)     mov (8|M0)               r25.0<1>:f    inf:f                               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
(W)     mov (8|M0)               r29.0<1>:f    -inf:f                               {Compacted}
        shl (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     2:w               {Compacted,@2}
(W)     mov (8|M0)               r32.0<1>:f    0.0:f                               {Compacted}
        send.dc1 (8|M0)          r10      r9      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
(W)     mov (8|M0)               r36.0<1>:f    inf:f                               {Compacted}
(W)     mov (8|M0)               r40.0<1>:f    -inf:f                               {Compacted}
(W)     mov (1|M0)               r22.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r26.0<1>:f    inf:f                               {Compacted}
(W)     mov (1|M0)               r30.0<1>:f    -inf:f                               {Compacted}
(W)     mov (1|M0)               r33.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r37.0<1>:f    inf:f                               {Compacted}
(W)     mov (1|M0)               r41.0<1>:f    -inf:f                               {Compacted}
(W)     mov (8|M0)               r11.0<1>:f    0.0:f                               {Compacted}
(W)     mov (8|M0)               r13.0<1>:f    inf:f                               {Compacted}
(W)     mov (8|M0)               r16.0<1>:f    -inf:f                               {Compacted}
(W)     shl (1|M0)               r5.7<1>:d     r5.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r6.7<1>:d     r5.4<0;1,0>:d     2:w              
(W)     shl (1|M0)               r17.6<1>:d    r5.4<0;1,0>:d     3:w              
        add (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r8.0<8;8,1>:d   
        mad (8|M0)               r23.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       3:w              
        mad (8|M0)               r31.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       5:w              
        mad (8|M0)               r35.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       6:w              
        mad (8|M0)               r39.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       7:w              
        add (8|M0)               r18.0<1>:d    r5.7<0;1,0>:d     r8.0<8;8,1>:d    {Compacted,@7}
        add (8|M0)               r27.0<1>:d    r6.7<0;1,0>:d     r8.0<8;8,1>:d    {Compacted,@7}
        add (8|M0)               r43.0<1>:d    r17.6<0;1,0>:d    r8.0<8;8,1>:d    {Compacted,@7}
        shl (8|M0)               r14.0<1>:d    acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r23.0<1>:d    r23.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (8|M0)               r31.0<1>:d    r31.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (8|M0)               r35.0<1>:d    r35.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (8|M0)               r39.0<1>:d    r39.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (8|M0)               r18.0<1>:d    r18.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (8|M0)               r27.0<1>:d    r27.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (8|M0)               r43.0<1>:d    r43.0<8;8,1>:d    2:w               {Compacted,@7}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r21.0<1>:f    r10.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (8|M0)               r25.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r29.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r32.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r36.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r40.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r22.1<1>:f    r21.0<4;4,1>:f                   {@6}
(W)     mov (2|M0)               r22.5<1>:f    r21.4<2;2,1>:f                  
(W)     mov (1|M0)               r22.7<1>:f    r21.6<0;1,0>:f                  
(W)     mov (4|M0)               r26.1<1>:f    r25.0<4;4,1>:f                   {@7}
(W)     mov (2|M0)               r26.5<1>:f    r25.4<2;2,1>:f                  
(W)     mov (1|M0)               r26.7<1>:f    r25.6<0;1,0>:f                  
(W)     mov (4|M0)               r30.1<1>:f    r29.0<4;4,1>:f                   {@7}
(W)     mov (2|M0)               r30.5<1>:f    r29.4<2;2,1>:f                  
(W)     mov (1|M0)               r30.7<1>:f    r29.6<0;1,0>:f                  
(W)     mov (4|M0)               r33.1<1>:f    r32.0<4;4,1>:f                  
(W)     mov (2|M0)               r33.5<1>:f    r32.4<2;2,1>:f                  
(W)     mov (1|M0)               r33.7<1>:f    r32.6<0;1,0>:f                  
(W)     mov (4|M0)               r37.1<1>:f    r36.0<4;4,1>:f                  
(W)     mov (2|M0)               r37.5<1>:f    r36.4<2;2,1>:f                  
(W)     mov (1|M0)               r37.7<1>:f    r36.6<0;1,0>:f                  
(W)     mov (4|M0)               r41.1<1>:f    r40.0<4;4,1>:f                  
(W)     mov (2|M0)               r41.5<1>:f    r40.4<2;2,1>:f                  
(W)     mov (1|M0)               r41.7<1>:f    r40.6<0;1,0>:f                  
        mov (8|M0)               r11.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r13.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     add (4|M0)               r22.1<2>:f    r22.0<2;1,0>:f    r22.1<2;1,0>:f  
(W)     sel (4|M0)    (lt)f0.0   r26.1<2>:f    r26.0<2;1,0>:f    r26.1<2;1,0>:f  
(W)     sel (4|M0)    (ge)f0.0   r30.1<2>:f    r30.0<2;1,0>:f    r30.1<2;1,0>:f  
(W)     add (4|M0)               r33.1<2>:f    r33.0<2;1,0>:f    r33.1<2;1,0>:f  
(W)     sel (4|M0)    (lt)f0.0   r37.1<2>:f    r37.0<2;1,0>:f    r37.1<2;1,0>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r41.1<2>:f    r41.0<2;1,0>:f    r41.1<2;1,0>:f   {@7}
(W)     add (4|M0)               r3.2<1>:f     r11.0<4;4,1>:f    r11.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r6.3<1>:f     r13.0<4;4,1>:f    r13.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r17.0<1>:f    r16.0<4;4,1>:f    r16.4<4;4,1>:f   {@7}
(W)     add (2|M0)               r22.2<4>:f    r22.2<4;1,0>:f    r22.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (lt)f0.0   r26.2<4>:f    r26.2<4;1,0>:f    r26.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (ge)f0.0   r30.2<4>:f    r30.2<4;1,0>:f    r30.1<4;1,0>:f   {@7}
(W)     add (2|M0)               r33.2<4>:f    r33.2<4;1,0>:f    r33.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (lt)f0.0   r37.2<4>:f    r37.2<4;1,0>:f    r37.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (ge)f0.0   r41.2<4>:f    r41.2<4;1,0>:f    r41.1<4;1,0>:f   {@7}
(W)     add (2|M0)               r3.6<1>:f     r3.2<2;2,1>:f     r3.4<2;2,1>:f    {@7}
(W)     sel (2|M0)    (lt)f0.0   r5.1<1>:f     r6.3<2;2,1>:f     r6.5<2;2,1>:f    {@7}
(W)     sel (2|M0)    (ge)f0.0   r17.4<1>:f    r17.0<2;2,1>:f    r17.2<2;2,1>:f   {@7}
(W)     add (2|M0)               r22.3<4>:f    r22.3<4;1,0>:f    r22.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (lt)f0.0   r26.3<4>:f    r26.3<4;1,0>:f    r26.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (ge)f0.0   r30.3<4>:f    r30.3<4;1,0>:f    r30.1<4;1,0>:f   {@7}
(W)     add (2|M0)               r33.3<4>:f    r33.3<4;1,0>:f    r33.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (lt)f0.0   r37.3<4>:f    r37.3<4;1,0>:f    r37.1<4;1,0>:f   {@7}
(W)     sel (2|M0)    (ge)f0.0   r41.3<4>:f    r41.3<4;1,0>:f    r41.1<4;1,0>:f   {@7}
(W)     add (1|M0)               r3.1<1>:f     r3.6<0;1,0>:f     r3.7<0;1,0>:f    {@7}
(W)     sel (1|M0)    (lt)f0.0   r5.0<1>:f     r5.1<0;1,0>:f     r5.2<0;1,0>:f    {@7}
(W)     sel (1|M0)    (ge)f0.0   r5.3<1>:f     r17.4<0;1,0>:f    r17.5<0;1,0>:f   {@7}
(W)     add (4|M0)               r22.4<1>:f    r22.3<0;1,0>:f    r22.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r26.4<1>:f    r26.3<0;1,0>:f    r26.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r30.4<1>:f    r30.3<0;1,0>:f    r30.4<4;4,1>:f   {@7}
(W)     add (4|M0)               r33.4<1>:f    r33.3<0;1,0>:f    r33.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r37.4<1>:f    r37.3<0;1,0>:f    r37.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r41.4<1>:f    r41.3<0;1,0>:f    r41.4<4;4,1>:f   {@7}
        mov (8|M0)               r12.0<1>:f    r3.1<0;1,0>:f                    {Compacted,@7}
        mov (8|M0)               r15.0<1>:f    r5.0<0;1,0>:f                    {Compacted,@7}
        mov (8|M0)               r19.0<1>:f    r5.3<0;1,0>:f                    {Compacted,@7}
        mov (8|M0)               r20.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r24.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r28.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@7}
        add (8|M0)               r34.0<1>:f    r33.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@7}
        sel (8|M0)    (lt)f0.0   r38.0<1>:f    r10.0<8;8,1>:f    r37.0<8;8,1>:f   {Compacted,@7}
        sel (8|M0)    (ge)f0.0   r42.0<1>:f    r10.0<8;8,1>:f    r41.0<8;8,1>:f   {Compacted,@7}
        send.dc1 (8|M0)          null     r9      r12     0x40            0x02026E01           {@7,$1} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r14     r15     0x40            0x02026E01           {@7,$2} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r18     r19     0x40            0x02026E01           {@7,$3} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r23     r20     0x40            0x02026E01           {@6,$4} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r27     r24     0x40            0x02026E01           {@5,$5} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r31     r28     0x40            0x02026E01           {@4,$6} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r35     r34     0x40            0x02026E01           {@3,$7} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r39     r38     0x40            0x02026E01           {@2,$8} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r43     r42     0x40            0x02026E01           {@1,$9} // wr:1+1, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r44      r2      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r44.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1600:
