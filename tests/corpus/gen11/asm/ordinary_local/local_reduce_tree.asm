L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        shl (16|M0)              r20.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d  
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r20     r16     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r22     r18     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r24      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r25.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     send (1|M0)              null     r25:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.4<0;1,0>:ud    0x2:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.4<0;1,0>:ud    0x2:uw             
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L1136                                
L408:
        mov (16|M0)              r26.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r28.0<1>:d    r2.0<16;16,1>:uw                
(W)     shr (1|M0)               r4.1<1>:d     r8.4<0;1,0>:ud    1:w              
(W)     mov (1|M0)               r4.2<1>:f     0.0:f                              
L472:
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r28.0<8;8,1>:ud 
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.1<0;1,0>:ud    r26.0<8;8,1>:ud 
        cmp (16|M16)  (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw             
(W)     mov (1|M0)               r4.10<1>:hf   0x1:hf                             
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r4.10<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M16)             r47.0<1>:uw   r4.10<0;1,0>:uw   0x0:uw             
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x0:uw             
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r47.0<16;16,1>:uw
(f0.0)  if (32|M0)                           L848                  L848                
L648:
        add (16|M0)              r30.0<1>:d    r4.1<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r32.0<1>:d    r4.1<0;1,0>:d     r10.0<8;8,1>:d  
        send (16|M0)             r38:w    r20:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r40:w    r22:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    2:w              
        shl (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    2:w              
        send (16|M0)             r34:w    r30:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r36:w    r32:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        add (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r36.0<8;8,1>:d  
        sends (16|M0)            null:w   r20     r38     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r22     r40     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
L848:
        endif (32|M0)                        L864                                
L864:
(W)     send (8|M0)              r42      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r42.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r43.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     send (1|M0)              null     r43:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw             
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    0x2:uw             
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W)     mov (1|M0)               r4.11<1>:uw   f0.1<0;1,0>:uw                  
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W)     and (1|M16)              f1.1<1>:uw    f1.1<0;1,0>:uw    r4.11<0;1,0>:uw 
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
(f1.0)  break (32|M0)                        L1120                  L1120                
L1056:
(W)     shl (1|M0)               r4.3<1>:d     r4.2<0;1,0>:d     31:w              
(W)     shr (1|M0)               r4.4<1>:d     r4.1<0;1,0>:ud    1:w              
(W)     shr (1|M0)               r4.2<1>:d     r4.2<0;1,0>:ud    1:w              
(W)     or (1|M0)                r4.1<1>:d     r4.4<0;1,0>:d     r4.3<0;1,0>:d   
L1120:
        while (32|M0)                        L472                                
L1136:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(f1.0)  if (32|M0)                           L1256                  L1256                
L1184:
(W)     mov (1|M0)               r44.0<1>:f    0.0:f                              
(W)     shl (1|M0)               r45.0<1>:d    r3.1<0;1,0>:d     2:w              
(W)     send (1|M0)              r8       r44:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     sends (1|M0)             null:ud  r45     r8      0x4A            0x02030801           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r45.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
L1256:
        endif (32|M0)                        L1272                                
L1272:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1296:
