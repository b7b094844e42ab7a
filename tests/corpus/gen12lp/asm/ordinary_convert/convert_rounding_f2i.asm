L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r19      r15     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r21      r17     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        mul (16|M0)              r27.0<1>:ud   r11.0<8;8,1>:ud   0x6:uw             
        mul (16|M16)             r29.0<1>:ud   r13.0<8;8,1>:ud   0x6:uw             
        shl (16|M0)              r31.0<1>:d    r27.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r33.0<1>:d    r29.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M0)              r67.0<1>:d    r31.0<8;8,1>:d    16:w               {Compacted,@2}
        add (16|M16)             r69.0<1>:d    r33.0<8;8,1>:d    16:w               {Compacted,@2}
        rnde (16|M0)             r23.0<1>:f    r19.0<8;8,1>:f                   {Compacted,$0.dst}
        rnde (16|M16)            r25.0<1>:f    r21.0<8;8,1>:f                   {Compacted,$1.dst}
        cmp (16|M0)   (le)f0.0   null<1>:f     r23.0<8;8,1>:f    0xCF000000:f               {@2}
        cmp (16|M16)  (le)f0.0   null<1>:f     r25.0<8;8,1>:f    0xCF000000:f               {@2}
        rndd (16|M0)             r39.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        rndd (16|M16)            r41.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
(~f0.0) sel (16|M0)              r59.0<1>:f    r23.0<8;8,1>:f    0xCF000000:f              
(~f0.0) sel (16|M16)             r61.0<1>:f    r25.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M0)   (gt)f0.0   null<1>:f     r23.0<8;8,1>:f    0x4F000000:f               {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r25.0<8;8,1>:f    0x4F000000:f              
        cmp (16|M0)   (eq)f1.0   null<1>:f     r23.0<8;8,1>:f    r23.0<8;8,1>:f  
        cmp (16|M16)  (eq)f1.0   null<1>:f     r25.0<8;8,1>:f    r25.0<8;8,1>:f  
        mov (16|M0)              (sat)r80.0<4>:ub  r39.0<8;8,1>:f               {@7}
        mov (16|M16)             (sat)r82.0<4>:ub  r41.0<8;8,1>:f               {@7}
        rndu (16|M0)             r35.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        rndu (16|M16)            r37.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r63.0<1>:d    r59.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r65.0<1>:d    r61.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r8.0<1>:ub    r80.0<4;1,0>:ub                  {@6}
        mov (16|M16)             r71.0<1>:ub   r82.0<4;1,0>:ub                  {@6}
(f0.0)  mov (16|M0)              r63.0<1>:f    qnan(0x3FFFFF):f                              
(f0.0)  mov (16|M16)             r65.0<1>:f    qnan(0x3FFFFF):f                              
        mov (16|M0)              r45.0<1>:d    r19.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r53.0<1>:d    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r43.0<1>:d    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r51.0<1>:d    r25.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r49.0<1>:d    r39.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r57.0<1>:d    r41.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r47.0<1>:d    r35.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r55.0<1>:d    r37.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r74.0<1>:d    r8.0<8;8,1>:ub                  
        mov (16|M16)             r78.0<1>:d    r71.0<8;8,1>:ub                 
(f1.0)  sel (16|M0)              r72.0<1>:d    r63.0<8;8,1>:d    0:w               {Compacted}
(f1.0)  sel (16|M16)             r76.0<1>:d    r65.0<8;8,1>:d    0:w              
        send.dc1 (16|M0)         null     r31     r43     0x200            0x04025001           {@6,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r33     r51     0x200            0x04025001           {@5,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r67     r72     0x100            0x04025C01           {@2,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r69     r76     0x100            0x04025C01           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r84      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r84.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L744:
