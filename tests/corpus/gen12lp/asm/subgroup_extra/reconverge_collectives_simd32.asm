L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r19      r15     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r21      r17     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r19.0<8;8,1>:d    1:w               {Compacted,$0.dst}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r21.0<8;8,1>:d    1:w               {$1.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L248                  L536                
L216:
        mov (16|M0)              r23.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r25.0<1>:f    0.0:f                               {Compacted}
        else (32|M0)                         L536                  L536                
L248:
(W)     mov (1|M0)               r4.1<1>:f     0.0:f                               {Compacted}
L256:
        mul (16|M16)             r29.0<1>:d    r21.0<8;8,1>:d    3:w               {Compacted}
        mul (16|M0)              r27.0<1>:d    r19.0<8;8,1>:d    3:w               {Compacted}
        and (16|M16)  (eq)f1.0   null<1>:d     r21.0<8;8,1>:d    1:w              
        shr (16|M16)             r33.0<1>:d    r21.0<8;8,1>:ud   1:w               {Compacted}
        add (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w               {Compacted,@4}
        and (16|M0)   (eq)f1.0   null<1>:d     r19.0<8;8,1>:d    1:w              
        shr (16|M0)              r31.0<1>:d    r19.0<8;8,1>:ud   1:w               {Compacted}
        add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1:w               {Compacted,@6}
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted,@7}
(f1.0)  sel (16|M16)             r21.0<1>:d    r33.0<8;8,1>:d    r29.0<8;8,1>:d   {@5}
(f1.0)  sel (16|M0)              r19.0<1>:d    r31.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted,@3}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x40:uw              {@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r21.0<8;8,1>:d    1:w               {@3}
(W)     mov (1|M0)               r8.4<1>:hf    0x1:hf                             
        cmp (16|M0)   (ne)f0.0   null<1>:d     r19.0<8;8,1>:d    1:w               {Compacted,@4}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r8.4<0;1,0>:uw    0x0:uw              {@2}
(f1.0)  sel (16|M16)             r76.0<1>:uw   r8.4<0;1,0>:uw    0x0:uw             
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x40:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r76.0<16;16,1>:uw {@2}
        mov (16|M0)              r23.0<1>:f    r4.1<0;1,0>:f                    {Compacted}
        mov (16|M16)             r25.0<1>:f    r4.1<0;1,0>:f                    {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  while (32|M0)                        L256                                
L536:
        endif (32|M0)                        L552                                
L552:
(W)     mov (16|M0)              r50.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r54.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r50.0<1>:f    r23.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r54.0<1>:f    r25.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (16|M0)              r35.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M16)             r37.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r35.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r37.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r52.0<1>:f    0.0:f                               {Compacted}
(W)     mov (8|M0)               r52.1<1>:f    r50.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (4|M0)               r53.1<1>:f    r51.0<4;4,1>:f                  
(W)     mov (2|M0)               r53.5<1>:f    r51.4<2;2,1>:f                  
(W)     mov (1|M0)               r53.7<1>:f    r51.6<0;1,0>:f                  
(W)     mov (1|M16)              r56.0<1>:f    r51.7<0;1,0>:f                  
(W)     mov (8|M16)              r56.1<1>:f    r54.0<8;8,1>:f                   {@7}
(W)     mov (4|M16)              r57.1<1>:f    r55.0<4;4,1>:f                  
(W)     mov (2|M16)              r57.5<1>:f    r55.4<2;2,1>:f                  
(W)     mov (1|M16)              r57.7<1>:f    r55.6<0;1,0>:f                  
(W)     add (16|M0)              r39.0<1>:d    r35.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted,@7}
(W)     sel (8|M16)   (ge)f0.0   r52.1<2>:ud   r52.0<2;1,0>:ud   r52.1<2;1,0>:ud  {@7}
(W)     sel (8|M16)   (ge)f0.0   r56.1<2>:ud   r56.0<2;1,0>:ud   r56.1<2;1,0>:ud  {@3}
(W)     add (8|M0)               r41.0<1>:d    r39.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@3}
(W)     sel (4|M16)   (ge)f0.0   r52.2<4>:ud   r52.2<4;1,0>:ud   r52.1<4;1,0>:ud  {@3}
(W)     sel (4|M16)   (ge)f0.0   r56.2<4>:ud   r56.2<4;1,0>:ud   r56.1<4;1,0>:ud  {@3}
(W)     add (4|M0)               r4.3<1>:d     r41.0<4;4,1>:d    r41.4<4;4,1>:d   {@3}
(W)     sel (4|M16)   (ge)f0.0   r52.3<4>:ud   r52.3<4;1,0>:ud   r52.1<4;1,0>:ud  {@3}
(W)     sel (4|M16)   (ge)f0.0   r56.3<4>:ud   r56.3<4;1,0>:ud   r56.1<4;1,0>:ud  {@3}
        mul (16|M0)              r42.0<1>:ud   r11.0<8;8,1>:ud   0x3:uw             
        mul (16|M16)             r44.0<1>:ud   r13.0<8;8,1>:ud   0x3:uw             
(W)     shl (1|M0)               r62.0<1>:uw   r8.8<0;1,0>:uw    0x2:uw              {Compacted}
(W)     add (2|M0)               r8.0<1>:d     r4.3<2;2,1>:d     r4.5<2;2,1>:d    {@6}
(W)     sel (4|M16)   (ge)f0.0   r52.4<1>:ud   r52.3<0;1,0>:ud   r52.4<4;4,1>:ud  {@6}
(W)     sel (4|M16)   (ge)f0.0   r53.4<1>:ud   r53.3<0;1,0>:ud   r53.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r56.4<1>:ud   r56.3<0;1,0>:ud   r56.4<4;4,1>:ud  {@7}
(W)     sel (4|M16)   (ge)f0.0   r57.4<1>:ud   r57.3<0;1,0>:ud   r57.4<4;4,1>:ud 
(W)     add (1|M0)               a0.0<1>:uw    r62.0<0;1,0>:uw   0x7E0:uw              {@6}
(W)     add (1|M0)               r4.2<1>:d     r8.0<0;1,0>:d     r8.1<0;1,0>:d    {@6}
(W)     sel (8|M16)   (ge)f0.0   r53.0<1>:ud   r52.7<0;1,0>:ud   r53.0<8;8,1>:ud  {@5}
(W)     sel (8|M16)   (ge)f0.0   r57.0<1>:ud   r56.7<0;1,0>:ud   r57.0<8;8,1>:ud  {@4}
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    2:w               {Compacted}
        mov (16|M0)              r46.0<1>:f    r4.2<0;1,0>:f                    {Compacted,@5}
        mov (16|M16)             r48.0<1>:f    r4.2<0;1,0>:f                    {Compacted}
(W)     sel (16|M16)  (ge)f0.0   r56.0<1>:ud   r53.7<0;1,0>:ud   r56.0<8;8,1>:ud  {@5}
        send.dc1 (16|M0)         null     r42     r46     0x80            0x04025E01           {@3,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r44     r48     0x80            0x04025E01           {@2,$3} // wr:2+2, rd:0; untyped surface write with x
        mov (16|M0)              r63.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r65.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r67.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r58.0<1>:d    r42.0<8;8,1>:d    4:w               {Compacted}
        add (16|M16)             r60.0<1>:d    r44.0<8;8,1>:d    4:w               {Compacted}
        mov (16|M16)             r71.0<1>:f    r56.0<8;8,1>:f                   {Compacted,@6}
(W)     mov (1|M0)               r4.7<1>:d     r[a0.0]<0;1,0>:d                 {@5}
(W)     add (1|M16)              a0.0<1>:uw    r62.0<0;1,0>:uw   0x7E0:uw              {@1}
        mov (16|M0)              r69.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r73.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
        send.dc1 (16|M0)         null     r58     r67     0x100            0x04025C01           {@1,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r60     r71     0x100            0x04025C01           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r77      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r77.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1352:
