L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (16|M0)         r11      r9      null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r11.0<8;8,1>:d    0:w               {Compacted,$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L160                  L296                
L136:
        mov (16|M0)              r13.0<1>:f    0.0:f                               {Compacted}
        else (16|M0)                         L296                  L296                
L160:
(W)     mov (2|M0)               r3.4<1>:f     0.0:f                               {Compacted}
L168:
(W)     shl (1|M0)               r5.0<1>:d     r3.4<0;1,0>:d     2:w               {Compacted,@1}
(W)     add (1|M0)               r3.4<1>:d     r3.4<0;1,0>:d     1:w              
(W)     send.dc0 (1|M0)          r15      r5      null    0x0            0x02110801           {@2,$1} // wr:1+0, rd:1; byte gathering read 32b
        cmp (16|M0)   (lt)f0.1   null<1>:d     r3.4<0;1,0>:ud    r11.0<8;8,1>:ud  {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r15.0<0;1,0>:d    r3.8<0;1,0>:uw   {Compacted,$1.dst}
(W)     mach (1|M0)              r16.0<1>:d    r15.0<0;1,0>:d    r3.4<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r3.5<1>:d     r3.5<0;1,0>:d     r16.0<0;1,0>:d   {@1}
        mov (16|M0)              r13.0<1>:f    r3.5<0;1,0>:f                    {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (16|M0)                        L168                                
L296:
        endif (16|M0)                        L312                                
L312:
        send.dc1 (16|M0)         null     r9      r13     0x80            0x04025E02           {@4,$2} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r17      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L384:
