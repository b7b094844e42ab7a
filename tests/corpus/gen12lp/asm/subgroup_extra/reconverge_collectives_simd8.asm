L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r5.5<0;1,0>:d     r2.1<0;1,0>:d   
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@1}
        add (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc1 (8|M0)          r9       r8      null    0x0            0x02106E00           {@1,$0} // wr:1+0, rd:1; untyped surface read with x
        cmp (8|M0)    (eq)f0.0   null<1>:d     r9.0<8;8,1>:d     1:w               {Compacted,$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (8|M0)                            L176                  L328                
L152:
        mov (8|M0)               r10.0<1>:f    0.0:f                               {Compacted}
        else (8|M0)                          L328                  L328                
L176:
(W)     mov (1|M0)               r3.1<1>:f     0.0:f                               {Compacted}
L184:
        mul (8|M0)               acc0.0<1>:d   r9.0<8;8,1>:d     3:w               {Compacted}
        and (8|M0)    (eq)f1.0   null<1>:d     r9.0<8;8,1>:d     1:w              
        shr (8|M0)               r12.0<1>:d    r9.0<8;8,1>:ud    1:w               {Compacted}
        add (8|M0)               r11.0<1>:d    acc0.0<8;8,1>:d   1:w              
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w               {Compacted,@5}
(f1.0)  sel (8|M0)               r9.0<1>:d     r12.0<8;8,1>:d    r11.0<8;8,1>:d   {@2}
        mov (8|M0)               r10.0<1>:f    r3.1<0;1,0>:f                    {Compacted,@2}
        cmp (8|M0)    (ne)f0.1   null<1>:d     r9.0<8;8,1>:d     1:w               {@2}
(f0.1)  cmp (8|M0)    (lt)f0.1   null<1>:ud    r3.1<0;1,0>:ud    0x40:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (8|M0)                         L184                                
L328:
        endif (8|M0)                         L344                                
L344:
(W)     mov (8|M0)               r16.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (8|M0)               r13.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r17.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r13.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (4|M0)               r17.1<1>:f    r16.0<4;4,1>:f                   {@4}
(W)     mov (2|M0)               r17.5<1>:f    r16.4<2;2,1>:f                  
(W)     mov (1|M0)               r17.7<1>:f    r16.6<0;1,0>:f                  
(W)     add (4|M0)               r3.3<1>:d     r13.0<4;4,1>:d    r13.4<4;4,1>:d   {@4}
(W)     sel (4|M0)    (ge)f0.0   r17.1<2>:ud   r17.0<2;1,0>:ud   r17.1<2;1,0>:ud  {@2}
(W)     shl (1|M0)               r19.0<1>:uw   r5.8<0;1,0>:uw    0x2:uw              {Compacted}
(W)     add (2|M0)               r5.0<1>:d     r3.3<2;2,1>:d     r3.5<2;2,1>:d    {@3}
(W)     sel (2|M0)    (ge)f0.0   r17.2<4>:ud   r17.2<4;1,0>:ud   r17.1<4;1,0>:ud  {@3}
        mul (8|M0)               r14.0<1>:ud   r7.0<8;8,1>:ud    0x3:uw             
(W)     add (1|M0)               a0.0<1>:uw    r19.0<0;1,0>:uw   0x140:uw              {@4}
(W)     add (1|M0)               r3.2<1>:d     r5.0<0;1,0>:d     r5.1<0;1,0>:d    {@4}
(W)     sel (2|M0)    (ge)f0.0   r17.3<4>:ud   r17.3<4;1,0>:ud   r17.1<4;1,0>:ud  {@4}
        shl (8|M0)               r14.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@4}
        mov (8|M0)               r15.0<1>:f    r3.2<0;1,0>:f                    {Compacted,@3}
(W)     sel (4|M0)    (ge)f0.0   r17.4<1>:ud   r17.3<0;1,0>:ud   r17.4<4;4,1>:ud  {@3}
        send.dc1 (8|M0)          null     r14     r15     0x40            0x02026E01           {@2,$1} // wr:1+1, rd:0; untyped surface write with x
        add (8|M0)               r18.0<1>:d    r14.0<8;8,1>:d    4:w               {Compacted}
        mov (8|M0)               r20.0<1>:f    r17.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r21.0<1>:d    r[a0.0]<0;1,0>:d                
        send.dc1 (8|M0)          null     r18     r20     0x80            0x02026C01           {@1,$2} // wr:1+2, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r22      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L720:
