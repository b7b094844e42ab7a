L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d   
        shl (16|M0)              r20.0<1>:d    r1.0<16;16,1>:uw  2:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r22.0<1>:d    r2.0<16;16,1>:uw  2:w              
        send.dc1 (16|M0)         null     r20     r16     0x80            0x04025EFE           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r22     r18     0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r8       r3      null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r24.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$2.dst}
(W)     send.gtwy (1|M0)         null     r24     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        not (16|M0)              r25.0<1>:d    r1.0<16;16,1>:uw                
        not (16|M16)             r27.0<1>:d    r2.0<16;16,1>:uw                
        add (16|M0)              r25.0<1>:d    r9.0<0;1,0>:d     r25.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r27.0<1>:d    r9.0<0;1,0>:d     r27.0<8;8,1>:d   {Compacted,@2}
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r29      r25     null    0x0            0x04205EFE           {@2,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r31      r27     null    0x0            0x04205EFE           {@1,$5} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        send.dc1 (16|M0)         null     r12     r29     0x80            0x04025E01           {$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r31     0x80            0x04025E01           {$5} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r33      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r33.0<8;8,1>:ud                  {$6.dst}
(W)     send.dc0 (8|M0)          r34      r3      null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {$7.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L520:
