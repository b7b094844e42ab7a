L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        shl (16|M0)              r20.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@3}
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted,@4}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted}
        send.dc1 (16|M0)         null     r20     r16     0x80            0x04025EFE           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r22     r18     0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r24      r3      null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r25.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {$2.dst}
(W)     send.gtwy (1|M0)         null     r25     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.4<0;1,0>:ud    0x2:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.4<0;1,0>:ud    0x2:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L1504                  L1504                
L352:
        mov (16|M0)              r26.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r28.0<1>:d    r2.0<16;16,1>:uw                
(W)     shr (1|M0)               r4.1<1>:d     r8.4<0;1,0>:ud    1:w              
(W)     mov (1|M0)               r4.2<1>:f     0.0:f                               {Compacted}
L408:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.1<0;1,0>:ud    r26.0<8;8,1>:ud  {@2}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw              {@2}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r4.2<0;1,0>:d     0:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r28.0<8;8,1>:ud  {@6}
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw             
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r4.10<1>:hf   0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {@4}
(f1.0)  sel (16|M16)             r47.0<1>:uw   r4.10<0;1,0>:uw   0x0:uw              {@2}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r4.10<0;1,0>:uw   0x0:uw             
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r47.0<16;16,1>:uw {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L816                  L816                
L656:
        add (16|M0)              r30.0<1>:d    r4.1<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r32.0<1>:d    r4.1<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r38      r20     null    0x0            0x04205EFE           {$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r40      r22     null    0x0            0x04205EFE           {$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r34      r30     null    0x0            0x04205EFE           {@2,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r36      r32     null    0x0            0x04205EFE           {@1,$10} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$9.dst}
        add (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,$8.dst}
        send.dc1 (16|M0)         null     r20     r38     0x80            0x04025EFE           {@2,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r22     r40     0x80            0x04025EFE           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
L816:
        endif (32|M0)                        L832                                
L832:
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r8.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(W&f1.0) send.dc0 (8|M0)         r42      r3      null    0x0            0x0219E0FE           {$11} // wr:1h+0, rd:1; synchronized SLM fence
(W&f1.0) and (8|M0)              r43.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud              {$6.src}
(W)     mov (8|M0)               null<1>:ud    r42.0<8;8,1>:ud                  {$11.dst}
(W&f1.0) send.gtwy (1|M0)        null     r43     null    0x0            0x02000004           {@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               r4.6<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw             
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r4.6<0;1,0>:ud                   {@2}
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {@7}
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r8.2<0;1,0>:ud                   {@7}
(W)     mov (1|M0)               r4.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.6<0;1,0>:ud                   {@2}
(W)     mov (1|M0)               r4.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.6<0;1,0>:ud                   {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {@7}
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r8.2<0;1,0>:ud                  
(W&f1.0) mov (1|M0)              r4.11<1>:uw   f0.1<0;1,0>:uw                  
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {@3}
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r8.2<0;1,0>:ud                  
(W)     mov (1|M0)               r4.6<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r4.6<0;1,0>:ud                   {@3}
(W&f0.0) and (1|M16)             f1.1<1>:uw    f1.1<0;1,0>:uw    r4.11<0;1,0>:uw  {@7}
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  break (32|M0)                        L1488                  L1488                
L1368:
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) shl (1|M0)       r4.3<1>:d     r4.2<0;1,0>:d     31:w              
(W&f0.0.any32h) shr (1|M0)       r4.4<1>:d     r4.1<0;1,0>:ud    1:w              
(W&f0.0.any32h) shr (1|M0)       r4.2<1>:d     r4.2<0;1,0>:ud    1:w              
(W&f0.0.any32h) or (1|M0)        r4.1<1>:d     r4.4<0;1,0>:d     r4.3<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {@7}
L1488:
        while (32|M0)                        L408                                
L1504:
        endif (32|M0)                        L1520                                
L1520:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L1632                  L1632                
L1584:
(W)     mov (1|M0)               r44.0<1>:f    0.0:f                               {Compacted}
(W)     shl (1|M0)               r45.0<1>:d    r3.1<0;1,0>:d     2:w               {Compacted}
(W)     send.dc0 (1|M0)          r8       r44     null    0x0            0x021108FE           {@2,$12} // wr:1+0, rd:1; byte gathering read 32b
(W)     send.dc0 (1|M0)          null     r45     r8      0x40            0x02030801           {@1,$12} // wr:1+1, rd:0; byte scattering write 32b
L1632:
        endif (32|M0)                        L1648                                
L1648:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r48      r3      null    0x0            0x0219E000           {$13} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r48.0<8;8,1>:ud                  {$13.dst}
(W)     send.dc0 (8|M0)          r49      r3      null    0x0            0x0219E0FE           {$14} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r49.0<8;8,1>:ud                  {$14.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1736:
