L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r13.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@1}
(W)     mov (1|M0)               r13.2<1>:f    2.7555e-40:f                              
(W)     mov (2|M0)               r13.0<1>:f    r5.4<2;2,1>:f                    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted}
(W)     send.dc1 (8|M0)          r9       r13     null    0x0            0x02490000           {@2,$0} // wr:1h+0, rd:4; media block read
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     3:w               {Compacted,@1}
        mov (16|M0)              r14.0<4>:b    r9.0<8;8,1>:b                    {$0.dst}
        mov (16|M0)              r16.0<4>:b    r11.0<8;8,1>:b                  
        mov (16|M0)              r14.1<4>:b    r9.16<8;8,1>:b                  
        mov (16|M0)              r16.1<4>:b    r11.16<8;8,1>:b                 
        mov (16|M0)              r14.2<4>:b    r10.0<8;8,1>:b                  
        mov (16|M0)              r16.2<4>:b    r12.0<8;8,1>:b                  
        mov (16|M0)              r14.3<4>:b    r10.16<8;8,1>:b                 
        mov (16|M0)              r16.3<4>:b    r12.16<8;8,1>:b                 
        send.dc1 (16|M0)         null     r7      r14     0x100            0x04025C01           {@1,$1} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         r18      r7      null    0x0            0x04405C02           {$2} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M0)              r26.0<2>:b    r18.0<4;1,0>:b    1:w               {$2.dst}
        add (16|M0)              r27.0<2>:b    r18.1<4;1,0>:b    1:w              
        add (16|M0)              r28.0<2>:b    r18.2<4;1,0>:b    1:w              
        add (16|M0)              r29.0<2>:b    r18.3<4;1,0>:b    1:w              
        add (16|M0)              r30.0<2>:b    r20.0<4;1,0>:b    1:w              
        add (16|M0)              r31.0<2>:b    r20.1<4;1,0>:b    1:w              
        add (16|M0)              r32.0<2>:b    r20.2<4;1,0>:b    1:w              
        add (16|M0)              r33.0<2>:b    r20.3<4;1,0>:b    1:w              
        mov (16|M0)              r22.0<1>:b    r26.0<2;1,0>:b                   {@7}
        mov (16|M0)              r22.16<1>:b   r27.0<2;1,0>:b                   {@7}
        mov (16|M0)              r23.0<1>:b    r28.0<2;1,0>:b                   {@7}
        mov (16|M0)              r23.16<1>:b   r29.0<2;1,0>:b                   {@7}
        mov (16|M0)              r24.0<1>:b    r30.0<2;1,0>:b                   {@7}
        mov (16|M0)              r24.16<1>:b   r31.0<2;1,0>:b                   {@7}
        mov (16|M0)              r25.0<1>:b    r32.0<2;1,0>:b                   {@7}
        mov (16|M0)              r25.16<1>:b   r33.0<2;1,0>:b                   {@7}
(W)     send.dc1 (8|M0)          null     r13     r22     0x100            0x020A8003           {@1,$3} // wr:1h+4, rd:0; media block write
(W)     send.dc0 (8|M0)          r34      r2      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r34.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L616:
