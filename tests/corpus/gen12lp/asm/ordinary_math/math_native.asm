L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d   
(W)     shl (1|M0)               r4.1<1>:d     r9.0<0;1,0>:d     1:w               {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r13.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r15.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r19.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r21      r17     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r23      r19     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r25      r17     null    0x0            0x04205E01           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r27      r19     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x
(W)     shl (1|M0)               r4.2<1>:d     r9.0<0;1,0>:d     2:w               {Compacted}
(W)     shl (1|M0)               r4.3<1>:d     r9.0<0;1,0>:d     3:w               {Compacted}
        add (16|M0)              r41.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
        add (16|M0)              r49.0<1>:d    r4.1<0;1,0>:d     r13.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r43.0<1>:d    r9.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
        add (16|M16)             r51.0<1>:d    r4.1<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
        add (16|M0)              r65.0<1>:d    r4.2<0;1,0>:d     r13.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r67.0<1>:d    r4.2<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
        add (16|M0)              r101.0<1>:d   r4.3<0;1,0>:d     r13.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r103.0<1>:d   r4.3<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
        mad (16|M0)              r57.0<1>:d    r13.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M0)              r73.0<1>:d    r13.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M0)              r81.0<1>:d    r13.0<8;1>:d      r9.0<0;0>:d       6:w              
        mad (16|M0)              r89.0<1>:d    r13.0<8;1>:d      r9.0<0;0>:d       7:w              
        mad (16|M16)             r59.0<1>:d    r15.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M16)             r75.0<1>:d    r15.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M16)             r83.0<1>:d    r15.0<8;1>:d      r9.0<0;0>:d       6:w              
        mad (16|M16)             r91.0<1>:d    r15.0<8;1>:d      r9.0<0;0>:d       7:w              
        math.log (16|M0)         r97.0<1>:f    (abs)r21.0<8;8,1>:f              {$0}
        mul (16|M0)              r33.0<1>:f    r21.0<8;8,1>:f    1.442695e+00:f              
        math.log (16|M16)        r99.0<1>:f    (abs)r23.0<8;8,1>:f              {$1}
        mul (16|M16)             r35.0<1>:f    r23.0<8;8,1>:f    1.442695e+00:f              
        math.log (16|M0)         r45.0<1>:f    r21.0<8;8,1>:f                   {$4}
        math.log (16|M16)        r47.0<1>:f    r23.0<8;8,1>:f                   {$5}
        sync.nop                             null                             {Compacted,$0.dst}
        mul (16|M0)              r97.0<1>:f    r97.0<8;8,1>:f    r25.0<8;8,1>:f   {Compacted,$2.dst}
        math.inv (16|M0)         r69.0<1>:f    r25.0<8;8,1>:f                   {$6}
        sync.nop                             null                             {Compacted,$1.dst}
        mul (16|M16)             r99.0<1>:f    r99.0<8;8,1>:f    r27.0<8;8,1>:f   {Compacted,$3.dst}
        math.inv (16|M16)        r71.0<1>:f    r27.0<8;8,1>:f                   {$7}
        math.sqt (16|M0)         r29.0<1>:f    r21.0<8;8,1>:f                   {$8}
        math.sin (16|M0)         r53.0<1>:f    r21.0<8;8,1>:f                   {$9}
        math.cos (16|M0)         r61.0<1>:f    r21.0<8;8,1>:f                   {$10}
        math.rsqt (16|M0)        r85.0<1>:f    r21.0<8;8,1>:f                   {$11}
        math.sqt (16|M16)        r31.0<1>:f    r23.0<8;8,1>:f                   {$12}
        math.sin (16|M16)        r55.0<1>:f    r23.0<8;8,1>:f                   {$13}
        math.cos (16|M16)        r63.0<1>:f    r23.0<8;8,1>:f                   {$14}
        math.rsqt (16|M16)       r87.0<1>:f    r23.0<8;8,1>:f                   {$15}
        math.exp (16|M0)         r37.0<1>:f    r33.0<8;8,1>:f                   {@4,$0}
        math.exp (16|M16)        r39.0<1>:f    r35.0<8;8,1>:f                   {@3,$1}
        shl (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    2:w               {Compacted}
        math.exp (16|M0)         r93.0<1>:f    r97.0<8;8,1>:f                   {@3,$2}
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w               {Compacted}
        math.exp (16|M16)        r95.0<1>:f    r99.0<8;8,1>:f                   {@3,$3}
        shl (16|M16)             r43.0<1>:d    r43.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r67.0<1>:d    r67.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r101.0<1>:d   r101.0<8;8,1>:d   2:w               {Compacted}
        shl (16|M16)             r103.0<1>:d   r103.0<8;8,1>:d   2:w               {Compacted}
        shl (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r73.0<1>:d    r73.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r81.0<1>:d    r81.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r89.0<1>:d    r89.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r59.0<1>:d    r59.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r75.0<1>:d    r75.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r83.0<1>:d    r83.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r91.0<1>:d    r91.0<8;8,1>:d    2:w               {Compacted}
        mul (16|M0)              r45.0<1>:f    r45.0<8;8,1>:f    6.931472e-01:f               {$4.dst}
        mul (16|M16)             r47.0<1>:f    r47.0<8;8,1>:f    6.931472e-01:f               {$5.dst}
        mul (16|M0)              r77.0<1>:f    r69.0<8;8,1>:f    r21.0<8;8,1>:f   {Compacted,$6.dst}
        mul (16|M16)             r79.0<1>:f    r71.0<8;8,1>:f    r23.0<8;8,1>:f   {Compacted,$7.dst}
        send.dc1 (16|M0)         null     r17     r29     0x80            0x04025E02           {$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r19     r31     0x80            0x04025E02           {$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r41     r37     0x80            0x04025E02           {$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r43     r39     0x80            0x04025E02           {$1} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r49     r45     0x80            0x04025E02           {@4,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r51     r47     0x80            0x04025E02           {@3,$5} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$9.dst}
        send.dc1 (16|M0)         null     r57     r53     0x80            0x04025E02           {$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r59     r55     0x80            0x04025E02           {@7,$13} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$10.dst}
        send.dc1 (16|M0)         null     r65     r61     0x80            0x04025E02           {$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r67     r63     0x80            0x04025E02           {$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r73     r69     0x80            0x04025E02           {@7,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r75     r71     0x80            0x04025E02           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r81     r77     0x80            0x04025E02           {@2,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r83     r79     0x80            0x04025E02           {@1,$15} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$11.dst}
        send.dc1 (16|M0)         null     r89     r85     0x80            0x04025E02           {@7,$2} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$15.dst}
        send.dc1 (16|M16)        null     r91     r87     0x80            0x04025E02           {@5,$3} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$2.dst}
        send.dc1 (16|M0)         null     r101    r93     0x80            0x04025E02           {$8} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$3.dst}
        send.dc1 (16|M16)        null     r103    r95     0x80            0x04025E02           {$12} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r8       r3      null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$0.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1328:
