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
        and (16|M0)   (eq)f1.0   null<1>:d     r15.0<8;8,1>:d    1:w               {$0.dst}
        and (16|M16)  (eq)f1.0   null<1>:d     r17.0<8;8,1>:d    1:w               {$1.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L328                  L528                
L224:
        and (16|M0)   (eq)f1.0   null<1>:d     r15.0<8;8,1>:d    2:w              
        and (16|M16)  (eq)f1.0   null<1>:d     r17.0<8;8,1>:d    2:w              
        mul (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    3:w               {Compacted}
        mul (16|M16)             r21.0<1>:d    r17.0<8;8,1>:d    3:w               {Compacted}
        add (16|M0)              r23.0<1>:d    r15.0<8;8,1>:d    7:w               {Compacted}
        add (16|M16)             r25.0<1>:d    r17.0<8;8,1>:d    7:w               {Compacted}
(f1.0)  sel (16|M0)              r27.0<1>:d    r23.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted,@2}
(f1.0)  sel (16|M16)             r29.0<1>:d    r25.0<8;8,1>:d    r21.0<8;8,1>:d   {@2}
        else (32|M0)                         L528                  L528                
L328:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r15.0<8;8,1>:d    100:w               {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r17.0<8;8,1>:d    100:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L496                  L512                
L384:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r15.0<8;8,1>:d    10:w               {Compacted}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r17.0<8;8,1>:d    10:w              
        shl (16|M0)              r35.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r37.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted}
        not (16|M0)              r31.0<1>:d    r15.0<8;8,1>:d                  
        not (16|M16)             r33.0<1>:d    r17.0<8;8,1>:d                  
(f0.0)  sel (16|M0)              r27.0<1>:d    r31.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted,@2}
(f0.0)  sel (16|M16)             r29.0<1>:d    r33.0<8;8,1>:d    r37.0<8;8,1>:d   {@2}
        else (32|M0)                         L512                  L512                
L496:
        add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    -100:w               {Compacted}
        add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    -100:w               {Compacted}
L512:
        endif (32|M0)                        L528                                
L528:
        endif (32|M0)                        L544                                
L544:
        send.dc1 (16|M0)         null     r11     r27     0x80            0x04025E01           {@4,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r13     r29     0x80            0x04025E01           {@3,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r39      r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r39.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L632:
