L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         r15      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r17      r13     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0xAAAB:uw              {$0.dst}
        mach (8|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0xAAAB:uw             
        mach (8|M8)              r20.0<1>:ud   r16.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0xAAAB:uw              {$1.dst}
        mach (8|M16)             r21.0<1>:ud   r17.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r18.0<8;8,1>:ud   0xAAAB:uw             
        mach (8|M24)             r22.0<1>:ud   r18.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
        shr (16|M0)              r24.0<1>:d    r19.0<8;8,1>:ud   2:w               {Compacted,@5}
        shr (16|M16)             r26.0<1>:d    r21.0<8;8,1>:ud   2:w               {Compacted,@2}
        mad (16|M0)              r28.0<1>:d    r15.0<8;1>:d      r24.0<8;1>:d      -6:w               {@2}
        mad (16|M16)             r30.0<1>:d    r17.0<8;1>:d      r26.0<8;1>:d      -6:w               {@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x2:uw              {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r30.0<8;8,1>:ud   0x2:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L584                  L664                
L400:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x4:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r30.0<8;8,1>:ud   0x4:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f1.0) if (32|M0)                           L536                  L552                
L464:
        cmp (16|M0)   (eq)f0.0   r36.0<1>:d    r28.0<8;8,1>:d    4:w               {Compacted}
        cmp (16|M16)  (eq)f1.0   r38.0<1>:d    r30.0<8;8,1>:d    4:w              
        shr (16|M0)              r32.0<1>:d    r15.0<8;8,1>:ud   1:w               {Compacted}
        shr (16|M16)             r34.0<1>:d    r17.0<8;8,1>:ud   1:w               {Compacted}
        and (16|M0)              r40.0<1>:d    r32.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,@2}
        and (16|M16)             r42.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@2}
        else (32|M0)                         L552                  L552                
L536:
        xor (16|M0)              r40.0<1>:d    r15.0<8;8,1>:d    255:w               {Compacted}
        xor (16|M16)             r42.0<1>:d    r17.0<8;8,1>:d    255:w               {Compacted}
L552:
        endif (32|M0)                        L568                                
L568:
        else (32|M0)                         L664                  L664                
L584:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    0:w               {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r30.0<8;8,1>:d    0:w              
(~f0.0) add (16|M0)              r40.0<1>:d    r15.0<8;8,1>:d    100:w              
(~f0.0) add (16|M16)             r42.0<1>:d    r17.0<8;8,1>:d    100:w              
(f0.0)  shl (16|M0)              r40.0<1>:d    r15.0<8;8,1>:d    1:w               {Compacted}
(f0.0)  shl (16|M16)             r42.0<1>:d    r17.0<8;8,1>:d    1:w              
L664:
        endif (32|M0)                        L680                                
L680:
        send.dc1 (16|M0)         null     r11     r40     0x80            0x04025E01           {@3,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r42     0x80            0x04025E01           {@2,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r23      r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r23.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L768:
