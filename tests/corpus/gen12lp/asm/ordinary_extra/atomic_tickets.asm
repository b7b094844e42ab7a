L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        cmp (16|M16)  (eq)f0.0   null<1>:w     r2.0<16;16,1>:w   0:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@3}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L208                  L208                
L176:
(W)     mov (1|M0)               r8.0<1>:f     2.524355e-29:f                               {Compacted}
(W)     mov (1|M0)               r9.0<1>:f     0.0:f                               {Compacted}
(W)     send.dc0 (1|M0)          null     r8      r9      0x40            0x020308FE           {@1,$0} // wr:1+1, rd:0; byte scattering write 32b
L208:
        endif (32|M0)                        L224                                
L224:
(W)     send.dc0 (8|M0)          r16      r3      null    0x0            0x0219E0FE           {$1} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r17.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r16.0<8;8,1>:ud                  {$1.dst}
(W)     send.gtwy (1|M0)         null     r17     null    0x0            0x02000004           {@2,$2} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (16|M0)              r25.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r27.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r25.0<1>:f    1.4013e-45:f                              
        mov (16|M16)             r27.0<1>:f    1.4013e-45:f                              
(W)     add (8|M16)              r25.1<2>:d    r25.0<2;1,0>:d    r25.1<2;1,0>:d   {@2}
(W)     add (8|M16)              r27.1<2>:d    r27.0<2;1,0>:d    r27.1<2;1,0>:d   {@2}
(W)     add (4|M16)              r25.2<4>:d    r25.2<4;1,0>:d    r25.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r27.2<4>:d    r27.2<4;1,0>:d    r27.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r25.3<4>:d    r25.3<4;1,0>:d    r25.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r27.3<4>:d    r27.3<4;1,0>:d    r27.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r25.4<1>:d    r25.3<0;1,0>:d    r25.4<4;4,1>:d   {@2}
(W)     add (4|M16)              r26.4<1>:d    r26.3<0;1,0>:d    r26.4<4;4,1>:d  
(W)     add (4|M16)              r27.4<1>:d    r27.3<0;1,0>:d    r27.4<4;4,1>:d   {@3}
(W)     add (4|M16)              r28.4<1>:d    r28.3<0;1,0>:d    r28.4<4;4,1>:d  
(W)     add (8|M16)              r26.0<1>:d    r25.7<0;1,0>:d    r26.0<8;8,1>:d   {@3}
(W)     add (8|M16)              r28.0<1>:d    r27.7<0;1,0>:d    r28.0<8;8,1>:d   {@2}
(W)     mov (2|M0)               r22.0<1>:f    r8.2<2;2,1>:f                    {Compacted}
(W)     add (16|M16)             r27.0<1>:d    r26.7<0;1,0>:d    r27.0<8;8,1>:d   {Compacted,@2}
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r24.0<1>:f    r28.7<0;1,0>:f                   {Compacted,@2}
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                               {Compacted}
(W)     send.dc1 (1|M0)          r23      r22     r24     0x40            0x0414A7FF           {@2,$3} // wr:2+1, rd:1; untyped a64 atomic int32 integer add
        mov (16|M0)              r40.0<1>:f    1.4013e-45:f                              
        mov (16|M16)             r42.0<1>:f    1.4013e-45:f                              
(W)     add (8|M16)              r40.1<2>:d    r40.0<2;1,0>:d    r40.1<2;1,0>:d   {@2}
(W)     add (8|M16)              r42.1<2>:d    r42.0<2;1,0>:d    r42.1<2;1,0>:d   {@2}
(W)     add (4|M16)              r40.2<4>:d    r40.2<4;1,0>:d    r40.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r42.2<4>:d    r42.2<4;1,0>:d    r42.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r40.3<4>:d    r40.3<4;1,0>:d    r40.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r42.3<4>:d    r42.3<4;1,0>:d    r42.1<4;1,0>:d   {@2}
(W)     add (4|M16)              r40.4<1>:d    r40.3<0;1,0>:d    r40.4<4;4,1>:d   {@2}
(W)     add (4|M16)              r41.4<1>:d    r41.3<0;1,0>:d    r41.4<4;4,1>:d  
(W)     add (4|M16)              r42.4<1>:d    r42.3<0;1,0>:d    r42.4<4;4,1>:d   {@3}
(W)     add (4|M16)              r43.4<1>:d    r43.3<0;1,0>:d    r43.4<4;4,1>:d  
(W)     add (8|M16)              r41.0<1>:d    r40.7<0;1,0>:d    r41.0<8;8,1>:d   {@3}
(W)     add (8|M16)              r43.0<1>:d    r42.7<0;1,0>:d    r43.0<8;8,1>:d   {@2}
        shl (16|M0)              r29.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted}
(W)     add (16|M16)             r42.0<1>:d    r41.7<0;1,0>:d    r42.0<8;8,1>:d   {Compacted,@2}
        shl (16|M16)             r31.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}
(W)     mov (1|M0)               r38.0<1>:f    2.524355e-29:f                               {Compacted}
(W)     mov (1|M0)               r39.0<1>:f    r43.7<0;1,0>:f                   {Compacted,@3}
(W)     mov (1|M0)               r33.0<1>:f    2.524355e-29:f                               {Compacted}
(W)     add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r23.0<0;1,0>:ud  {$3.dst}
(W)     add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    r23.0<0;1,0>:ud 
        add (16|M0)              r18.0<1>:d    r25.0<8;8,1>:d    -1:w               {Compacted,@2}
        add (16|M16)             r20.0<1>:d    r27.0<8;8,1>:d    -1:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r29     r18     0x80            0x04025E01           {@2,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r31     r20     0x80            0x04025E01           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc1 (1|M0)          r44      r38     r39     0x40            0x0210B7FE           {@6,$6} // wr:1+1, rd:1; untyped atomic int32 integer add
(W)     add (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    r44.0<0;1,0>:ud  {$6.dst}
(W)     add (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    r44.0<0;1,0>:ud 
        add (16|M0)              r34.0<1>:d    r40.0<8;8,1>:d    -1:w               {Compacted,@2}
        add (16|M16)             r36.0<1>:d    r42.0<8;8,1>:d    -1:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r29     r34     0x80            0x04025E02           {@2,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r31     r36     0x80            0x04025E02           {@1,$8} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r45      r3      null    0x0            0x0219E0FE           {$9} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r46.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r45.0<8;8,1>:ud                  {$9.dst}
(W)     send.gtwy (1|M0)         null     r46     null    0x0            0x02000004           {@2,$10} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L1208                  L1208                
L1160:
(W)     mov (1|M0)               r47.0<1>:f    2.524355e-29:f                               {Compacted}
(W)     shl (1|M0)               r49.0<1>:d    r3.1<0;1,0>:d     2:w               {Compacted}
(W)     send.dc0 (1|M0)          r48      r47     null    0x0            0x021108FE           {@2,$11} // wr:1+0, rd:1; byte gathering read 32b
(W)     send.dc0 (1|M0)          null     r49     r48     0x40            0x02030803           {@1,$11} // wr:1+1, rd:0; byte scattering write 32b
L1208:
        endif (32|M0)                        L1224                                
L1224:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r50      r3      null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r50.0<8;8,1>:ud                  {$12.dst}
(W)     send.dc0 (8|M0)          r51      r3      null    0x0            0x0219E0FE           {$13} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r51.0<8;8,1>:ud                  {$13.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1312:
