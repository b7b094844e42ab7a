L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (16|M0)         r15      r9      null    0x0            0x04205E00           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r11      r9      null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r13      r9      null    0x0            0x04205E02           {$2} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r15.0<8;8,1>:d    0:w               {Compacted,$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (16|M0)                           L248                  L360                
L184:
        shl (16|M0)              r5.0<1>:uw    r11.0<2;1,0>:uw   0x2:uw              {Compacted,$1.dst}
        add (16|M0)              a0.0<1>:uw    r5.0<16;16,1>:uw  0x1A0:uw              {@1}
        mov (16|M0)              r25.0<1>:d    r[a0.0]<1,0>:d                   {$2.dst}
        mov (16|M0)              r17.0<1>:f    r25.0<8;8,1>:f                   {Compacted,@1}
        else (16|M0)                         L360                  L360                
L248:
(W)     mov (8|M0)               r21.0<1>:w    0x76543210:v                              
        xor (16|M0)              r19.0<1>:d    r13.0<8;8,1>:d    1515870810:d               {$2.dst}
(W)     add (8|M0)               r21.8<1>:w    r21.0<8;8,1>:w    8:w               {@2}
        xor (16|M0)              r22.0<1>:d    r11.0<8;8,1>:d    r21.0<16;16,1>:uw {@1,$1.dst}
        shl (16|M0)              r24.0<1>:uw   r22.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        add (16|M0)              a0.0<1>:uw    r24.0<16;16,1>:uw  0x260:uw             {@1}
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                   {@5}
        mov (16|M0)              r17.0<1>:f    r27.0<8;8,1>:f                   {Compacted,@1}
L360:
        endif (16|M0)                        L376                                
L376:
        send.dc1 (16|M0)         null     r9      r17     0x80            0x04025E03           {@2,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r29      r2      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L448:
