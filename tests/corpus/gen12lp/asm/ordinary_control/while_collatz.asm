L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d   
        add (16|M0)              r6.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (16|M0)         r10      r8      null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    1:w               {Compacted,$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L176                  L312                
L152:
        mov (16|M0)              r12.0<1>:f    0.0:f                               {Compacted}
        else (16|M0)                         L312                  L312                
L176:
(W)     mov (1|M0)               r3.1<1>:f     0.0:f                               {Compacted}
L184:
        mul (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted}
        and (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    1:w              
        shr (16|M0)              r16.0<1>:d    r10.0<8;8,1>:ud   1:w               {Compacted}
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted,@3}
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w               {Compacted,@5}
(f1.0)  sel (16|M0)              r10.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@2}
        cmp (16|M0)   (ne)f0.1   null<1>:d     r10.0<8;8,1>:d    1:w               {@1}
        mov (16|M0)              r12.0<1>:f    r3.1<0;1,0>:f                    {Compacted,@3}
(f0.1)  cmp (16|M0)   (lt)f0.1   null<1>:d     r3.1<0;1,0>:ud    0x3E8:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (16|M0)                        L184                                
L312:
        endif (16|M0)                        L328                                
L328:
        send.dc1 (16|M0)         null     r8      r12     0x80            0x04025E01           {@5,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r18      r2      null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r18.0<8;8,1>:ud                  {$2.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L400:
