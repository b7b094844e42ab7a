L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (16|M0)              r59.0<1>:f    0.0:f                               {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
(W)     mov (16|M0)              r37.0<1>:f    0.0:f                               {Compacted}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     mov (16|M0)              r45.0<1>:f    inf:f                               {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}
(W)     mov (16|M0)              r53.0<1>:f    -inf:f                               {Compacted}
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (16|M0)              r67.0<1>:f    inf:f                               {Compacted}
(W)     mov (16|M0)              r75.0<1>:f    -inf:f                               {Compacted}
(W)     mov (1|M0)               r61.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r39.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r47.0<1>:f    inf:f                               {Compacted}
(W)     mov (1|M0)               r55.0<1>:f    -inf:f                               {Compacted}
(W)     mov (1|M0)               r69.0<1>:f    inf:f                               {Compacted}
(W)     mov (1|M0)               r77.0<1>:f    -inf:f                               {Compacted}
(W)     mov (16|M0)              r15.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r20.0<1>:f    inf:f                               {Compacted}
(W)     mov (16|M0)              r27.0<1>:f    -inf:f                               {Compacted}
(W)     shl (1|M0)               r5.7<1>:d     r5.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r6.7<1>:d     r5.4<0;1,0>:d     2:w              
(W)     shl (1|M0)               r30.6<1>:d    r5.4<0;1,0>:d     3:w              
        add (16|M0)              r23.0<1>:d    r5.4<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
        add (16|M0)              r31.0<1>:d    r5.7<0;1,0>:d     r9.0<8;8,1>:d    {Compacted,@4}
        add (16|M0)              r49.0<1>:d    r6.7<0;1,0>:d     r9.0<8;8,1>:d    {Compacted,@4}
        add (16|M0)              r81.0<1>:d    r30.6<0;1,0>:d    r9.0<8;8,1>:d    {Compacted,@4}
        mad (16|M0)              r41.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       3:w              
        mad (16|M0)              r57.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       5:w              
        mad (16|M0)              r65.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       6:w              
        mad (16|M0)              r73.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       7:w              
        shl (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    2:w               {Compacted,@7}
        shl (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    2:w               {Compacted,@7}
        mov (16|M0)              r59.0<1>:f    r13.0<8;8,1>:f                   {Compacted,$0.dst}
        mov (16|M0)              r37.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r45.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r53.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r67.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r75.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r61.1<1>:f    r59.0<8;8,1>:f                   {Compacted,@6}
(W)     mov (4|M0)               r62.1<1>:f    r60.0<4;4,1>:f                  
(W)     mov (2|M0)               r62.5<1>:f    r60.4<2;2,1>:f                  
(W)     mov (1|M0)               r62.7<1>:f    r60.6<0;1,0>:f                  
(W)     mov (8|M0)               r39.1<1>:f    r37.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (4|M0)               r40.1<1>:f    r38.0<4;4,1>:f                  
(W)     mov (2|M0)               r40.5<1>:f    r38.4<2;2,1>:f                  
(W)     mov (1|M0)               r40.7<1>:f    r38.6<0;1,0>:f                  
(W)     mov (8|M0)               r47.1<1>:f    r45.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r48.1<1>:f    r46.0<4;4,1>:f                  
(W)     mov (2|M0)               r48.5<1>:f    r46.4<2;2,1>:f                  
(W)     mov (1|M0)               r48.7<1>:f    r46.6<0;1,0>:f                  
(W)     mov (8|M0)               r55.1<1>:f    r53.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r56.1<1>:f    r54.0<4;4,1>:f                  
(W)     mov (2|M0)               r56.5<1>:f    r54.4<2;2,1>:f                  
(W)     mov (1|M0)               r56.7<1>:f    r54.6<0;1,0>:f                  
(W)     mov (8|M0)               r69.1<1>:f    r67.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r70.1<1>:f    r68.0<4;4,1>:f                  
(W)     mov (2|M0)               r70.5<1>:f    r68.4<2;2,1>:f                  
(W)     mov (1|M0)               r70.7<1>:f    r68.6<0;1,0>:f                  
(W)     mov (8|M0)               r77.1<1>:f    r75.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r78.1<1>:f    r76.0<4;4,1>:f                  
(W)     mov (2|M0)               r78.5<1>:f    r76.4<2;2,1>:f                  
(W)     mov (1|M0)               r78.7<1>:f    r76.6<0;1,0>:f                  
(W)     add (8|M0)               r61.1<2>:f    r61.0<2;1,0>:f    r61.1<2;1,0>:f  
        mov (16|M0)              r15.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r20.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r27.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r39.1<2>:f    r39.0<2;1,0>:f    r39.1<2;1,0>:f  
(W)     sel (8|M0)    (lt)f0.0   r47.1<2>:f    r47.0<2;1,0>:f    r47.1<2;1,0>:f  
(W)     sel (8|M0)    (ge)f0.0   r55.1<2>:f    r55.0<2;1,0>:f    r55.1<2;1,0>:f  
(W)     sel (8|M0)    (lt)f0.0   r69.1<2>:f    r69.0<2;1,0>:f    r69.1<2;1,0>:f  
(W)     sel (8|M0)    (ge)f0.0   r77.1<2>:f    r77.0<2;1,0>:f    r77.1<2;1,0>:f   {@7}
(W)     add (4|M0)               r61.2<4>:f    r61.2<4;1,0>:f    r61.1<4;1,0>:f   {@7}
(W)     add (8|M0)               r17.0<1>:f    r15.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@7}
(W)     sel (8|M0)    (lt)f0.0   r22.0<1>:f    r20.0<8;8,1>:f    r21.0<8;8,1>:f   {@7}
(W)     sel (8|M0)    (ge)f0.0   r29.0<1>:f    r27.0<8;8,1>:f    r28.0<8;8,1>:f   {@7}
(W)     add (4|M0)               r39.2<4>:f    r39.2<4;1,0>:f    r39.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r47.2<4>:f    r47.2<4;1,0>:f    r47.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r55.2<4>:f    r55.2<4;1,0>:f    r55.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r69.2<4>:f    r69.2<4;1,0>:f    r69.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r77.2<4>:f    r77.2<4;1,0>:f    r77.1<4;1,0>:f   {@7}
(W)     add (4|M0)               r61.3<4>:f    r61.3<4;1,0>:f    r61.1<4;1,0>:f   {@7}
(W)     add (4|M0)               r3.2<1>:f     r17.0<4;4,1>:f    r17.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r6.3<1>:f     r22.0<4;4,1>:f    r22.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r30.0<1>:f    r29.0<4;4,1>:f    r29.4<4;4,1>:f   {@7}
(W)     add (4|M0)               r39.3<4>:f    r39.3<4;1,0>:f    r39.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r47.3<4>:f    r47.3<4;1,0>:f    r47.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r55.3<4>:f    r55.3<4;1,0>:f    r55.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r69.3<4>:f    r69.3<4;1,0>:f    r69.1<4;1,0>:f   {@7}
(W)     sel (4|M0)    (ge)f0.0   r77.3<4>:f    r77.3<4;1,0>:f    r77.1<4;1,0>:f   {@7}
(W)     add (4|M0)               r61.4<1>:f    r61.3<0;1,0>:f    r61.4<4;4,1>:f   {@7}
(W)     add (4|M0)               r62.4<1>:f    r62.3<0;1,0>:f    r62.4<4;4,1>:f  
(W)     add (2|M0)               r3.6<1>:f     r3.2<2;2,1>:f     r3.4<2;2,1>:f    {@7}
(W)     sel (2|M0)    (lt)f0.0   r5.1<1>:f     r6.3<2;2,1>:f     r6.5<2;2,1>:f    {@7}
(W)     sel (2|M0)    (ge)f0.0   r30.4<1>:f    r30.0<2;2,1>:f    r30.2<2;2,1>:f   {@7}
(W)     add (4|M0)               r39.4<1>:f    r39.3<0;1,0>:f    r39.4<4;4,1>:f   {@7}
(W)     add (4|M0)               r40.4<1>:f    r40.3<0;1,0>:f    r40.4<4;4,1>:f  
(W)     sel (4|M0)    (lt)f0.0   r47.4<1>:f    r47.3<0;1,0>:f    r47.4<4;4,1>:f   {@7}
(W)     sel (4|M0)    (lt)f0.0   r48.4<1>:f    r48.3<0;1,0>:f    r48.4<4;4,1>:f  
(W)     sel (4|M0)    (ge)f0.0   r55.4<1>:f    r55.3<0;1,0>:f    r55.4<4;4,1>:f  
(W)     sel (4|M0)    (ge)f0.0   r56.4<1>:f    r56.3<0;1,0>:f    r56.4<4;4,1>:f  
(W)     sel (4|M0)    (lt)f0.0   r69.4<1>:f    r69.3<0;1,0>:f    r69.4<4;4,1>:f  
(W)     sel (4|M0)    (lt)f0.0   r70.4<1>:f    r70.3<0;1,0>:f    r70.4<4;4,1>:f  
(W)     sel (4|M0)    (ge)f0.0   r77.4<1>:f    r77.3<0;1,0>:f    r77.4<4;4,1>:f  
(W)     sel (4|M0)    (ge)f0.0   r78.4<1>:f    r78.3<0;1,0>:f    r78.4<4;4,1>:f  
(W)     add (8|M0)               r62.0<1>:f    r61.7<0;1,0>:f    r62.0<8;8,1>:f   {Compacted}
(W)     add (1|M0)               r3.1<1>:f     r3.6<0;1,0>:f     r3.7<0;1,0>:f   
(W)     sel (1|M0)    (lt)f0.0   r5.0<1>:f     r5.1<0;1,0>:f     r5.2<0;1,0>:f   
(W)     sel (1|M0)    (ge)f0.0   r5.3<1>:f     r30.4<0;1,0>:f    r30.5<0;1,0>:f  
(W)     add (8|M0)               r40.0<1>:f    r39.7<0;1,0>:f    r40.0<8;8,1>:f   {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r48.0<1>:f    r47.7<0;1,0>:f    r48.0<8;8,1>:f  
(W)     sel (8|M0)    (ge)f0.0   r56.0<1>:f    r55.7<0;1,0>:f    r56.0<8;8,1>:f   {@7}
(W)     sel (8|M0)    (lt)f0.0   r70.0<1>:f    r69.7<0;1,0>:f    r70.0<8;8,1>:f   {@7}
(W)     sel (8|M0)    (ge)f0.0   r78.0<1>:f    r77.7<0;1,0>:f    r78.0<8;8,1>:f   {@7}
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r81.0<1>:d    r81.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r73.0<1>:d    r73.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r63.0<1>:f    r61.0<8;8,1>:f    r13.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r18.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r25.0<1>:f    r5.0<0;1,0>:f                    {Compacted}
        mov (16|M0)              r33.0<1>:f    r5.3<0;1,0>:f                    {Compacted}
        mov (16|M0)              r35.0<1>:f    r39.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r43.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r51.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        sel (16|M0)   (lt)f0.0   r71.0<1>:f    r13.0<8;8,1>:f    r69.0<8;8,1>:f   {Compacted}
        sel (16|M0)   (ge)f0.0   r79.0<1>:f    r13.0<8;8,1>:f    r77.0<8;8,1>:f   {Compacted}
        send.dc1 (16|M0)         null     r11     r18     0x80            0x04025E01           {@7,$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r23     r25     0x80            0x04025E01           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r31     r33     0x80            0x04025E01           {@6,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r41     r35     0x80            0x04025E01           {@5,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r49     r43     0x80            0x04025E01           {@4,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r57     r51     0x80            0x04025E01           {@3,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r65     r63     0x80            0x04025E01           {@7,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r73     r71     0x80            0x04025E01           {@2,$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r81     r79     0x80            0x04025E01           {@1,$9} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r83      r2      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r83.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1848:
