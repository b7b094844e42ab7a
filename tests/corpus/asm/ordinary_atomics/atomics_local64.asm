L0:
(W)     mov (8|M0)               r28.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
        or (16|M0)               r5.0<1>:w     r1.0<16;16,1>:w   r2.0<16;16,1>:w 
(W)     mov (8|M0)               r29.0<1>:w    0x76543210:v                              
(W)     and (1|M0)               r30.0<1>:d    r28.5<0;1,0>:d    -1024:w              
        or (16|M0)    (eq)f0.0   null<1>:w     r5.0<16;16,1>:w   r3.0<16;16,1>:w 
(W)     add (8|M0)               r29.8<1>:w    r29.0<8;8,1>:w    8:w              
(f0.0)  if (16|M0)                           L176                  L176                
L128:
(W)     mov (1|M0)               r5.0<1>:ud    0x10000000:ud                             
(W)     mov (1|M0)               r7.0<1>:d     0:w                              
(W)     sends (1|M0)             null:ud  r5      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
L176:
        endif (16|M0)                        L192                                
L192:
(W)     and (8|M0)               r5.0<1>:ud    r28.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r5      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mul (1|M0)               r6.3<1>:d     r6.0<0;1,0>:d     r28.1<0;1,0>:d  
        mov (16|M0)              r31.0<1>:d    r1.0<16;16,1>:uw                
        cmp (16|M0)   (eq)f1.1   null<1>:w     r1.0<16;16,1>:w   0:w              
        add (16|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r31.0<8;8,1>:d   {Compacted}
        add (16|M0)              r33.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(f1.1)  if (16|M0)                           L528                  L528                
L336:
(W)     mov (1|M0)               r6.6<1>:uw    0x20:uw                             
(W)     mov (1|M0)               r8.0<1>:uw    0x28:uw                             
(W)     mov (1|M0)               r11.0<1>:uw   0x30:uw                             
(W)     mov (2|M0)               r5.0<1>:d     0:w                              
(W)     mov (1|M0)               r10.0<1>:d    -1:w                              
(W)     mov (1|M0)               r10.1<1>:d    2147483647:d                              
(W)     add (2|M0)               r7.0<1>:ud    r6.6<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r9.0<1>:ud    r8.0<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r12.0<1>:ud   r11.0<0;1,0>:uw   0x400:uv             
(W)     sends (2|M0)             null:ud  r7      r5      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     sends (2|M0)             null:ud  r9      r5      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     sends (2|M0)             null:ud  r12     r10     0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
L528:
        endif (16|M0)                        L544                                
L544:
(W)     and (8|M0)               r5.0<1>:ud    r28.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r5      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        mov (16|M0)              r35.0<1>:d    r29.0<16;16,1>:uw               
        shl (16|M0)              r7.0<1>:d     r33.0<8;8,1>:d    3:w              
        mov (16|M0)              r9.0<1>:ud    0x0:uw                             
        add (16|M0)              r37.0<1>:d    r35.0<8;8,1>:d    32:w              
        send (16|M0)             r11:w    r7      0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r37.0<1>:d    r30.0<0;1,0>:d    r37.0<8;8,1>:d   {Compacted}
        sends (16|M0)            null:w   r37     r9      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        mov (8|M0)               r43.0<2>:d    r11.0<8;8,1>:d                  
        mov (8|M8)               r45.0<2>:d    r12.0<8;8,1>:d                  
        mov (8|M0)               r43.1<2>:d    r13.0<8;8,1>:d                  
        mov (8|M8)               r45.1<2>:d    r14.0<8;8,1>:d                  
        send (16|M0)             r15:w    r37     0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.1   null<2>:b     r15.0<4;1,0>:b    1:w              
(f1.1)  if (16|M0)                           L1312                  L1312                
L824:
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}
        mov (16|M0)              r9.0<1>:d     1:w                              
        mov (16|M0)              r11.0<1>:d    268435456:d                              
        mov (16|M0)              r7.0<1>:d     0:w                              
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
        cmp (16|M0)   (eq)f1.0   null<1>:d     r13.0<8;8,1>:d    0:w              
(f1.0)  if (16|M0)                           L1248                  L1248                
L936:
(W)     mov (1|M0)               r5.0<1>:uw    0x20:uw                             
        mov (16|M0)              r19.0<1>:ud   0x20:uw                             
        mov (16|M0)              r21.0<1>:ud   0x1:uw                             
(W)     add (2|M0)               r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r14.0<1>:ud   r5.0<0;1,0>:uw    0x400:uv             
        sends (16|M0)            null:w   r37     r21     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     send (2|M0)              r8       r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     send (2|M0)              r23      r14     0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                   
        add (8|M0)               r10.0<1>:q    r9.0<0;1,0>:q     r43.0<4;4,1>:q  
        add (8|M8)               r12.0<1>:q    r9.0<0;1,0>:q     r45.0<4;4,1>:q  
        mov (8|M0)               r15.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M0)               r17.0<1>:d    r10.1<2;1,0>:d                  
        mov (8|M8)               r16.0<1>:d    r12.0<2;1,0>:d                  
        mov (8|M8)               r18.0<1>:d    r12.1<2;1,0>:d                  
        sends (16|M0)            null:w   r19     r15     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (16|M0)              r24.0<1>:d    268435456:d                              
        mov (16|M0)              r26.0<1>:d    0:w                              
        sends (16|M0)            null:w   r24     r26     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store
L1248:
        endif (16|M0)                        L1264                                
L1264:
        send (16|M0)             r7:w     r37     0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f0.1   null<2>:b     r7.0<4;1,0>:b     1:w              
(f0.1)  while (16|M0)                        L824                                
L1312:
        endif (16|M0)                        L1328                                
L1328:
        add (16|M0)              r39.0<1>:d    r35.0<8;8,1>:d    16:w              
        mov (16|M0)              r7.0<1>:ud    0x0:uw                             
        add (16|M0)              r39.0<1>:d    r30.0<0;1,0>:d    r39.0<8;8,1>:d   {Compacted}
        sends (16|M0)            null:w   r39     r7      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r9:w     r39     0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r9.0<4;1,0>:b     1:w              
(f1.0)  if (16|M0)                           L1920                  L1920                
L1432:
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}
        mov (16|M0)              r9.0<1>:d     1:w                              
        mov (16|M0)              r11.0<1>:d    268435456:d                              
        mov (16|M0)              r7.0<1>:d     0:w                              
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
        cmp (16|M0)   (eq)f0.0   null<1>:d     r13.0<8;8,1>:d    0:w              
(f0.0)  if (16|M0)                           L1856                  L1856                
L1544:
(W)     mov (1|M0)               r5.0<1>:uw    0x28:uw                             
        mov (16|M0)              r19.0<1>:ud   0x28:uw                             
        mov (16|M0)              r21.0<1>:ud   0x1:uw                             
(W)     add (2|M0)               r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r14.0<1>:ud   r5.0<0;1,0>:uw    0x400:uv             
        sends (16|M0)            null:w   r39     r21     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     send (2|M0)              r8       r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     send (2|M0)              r23      r14     0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                   
        xor (8|M0)               r10.0<1>:q    r9.0<0;1,0>:q     r43.0<4;4,1>:q  
        xor (8|M8)               r12.0<1>:q    r9.0<0;1,0>:q     r45.0<4;4,1>:q  
        mov (8|M0)               r15.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M0)               r17.0<1>:d    r10.1<2;1,0>:d                  
        mov (8|M8)               r16.0<1>:d    r12.0<2;1,0>:d                  
        mov (8|M8)               r18.0<1>:d    r12.1<2;1,0>:d                  
        sends (16|M0)            null:w   r19     r15     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (16|M0)              r24.0<1>:d    268435456:d                              
        mov (16|M0)              r26.0<1>:d    0:w                              
        sends (16|M0)            null:w   r24     r26     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store
L1856:
        endif (16|M0)                        L1872                                
L1872:
        send (16|M0)             r7:w     r39     0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.1   null<2>:b     r7.0<4;1,0>:b     1:w              
(f1.1)  while (16|M0)                        L1432                                
L1920:
        endif (16|M0)                        L1936                                
L1936:
        add (16|M0)              r41.0<1>:d    r30.0<0;1,0>:d    r35.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r7.0<1>:ud    0x0:uw                             
        sends (16|M0)            null:w   r41     r7      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r9:w     r41     0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f0.1   null<2>:b     r9.0<4;1,0>:b     1:w              
(f0.1)  if (16|M0)                           L2480                  L2480                
L2024:
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}
        mov (16|M0)              r9.0<1>:d     1:w                              
        mov (16|M0)              r11.0<1>:d    268435456:d                              
        mov (16|M0)              r7.0<1>:d     0:w                              
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
        cmp (16|M0)   (eq)f1.0   null<1>:d     r13.0<8;8,1>:d    0:w              
(f1.0)  if (16|M0)                           L2416                  L2416                
L2136:
(W)     mov (1|M0)               r5.0<1>:uw    0x30:uw                             
        mov (16|M0)              r18.0<1>:ud   0x30:uw                             
        mov (16|M0)              r20.0<1>:ud   0x1:uw                             
(W)     add (2|M0)               r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv             
        sends (16|M0)            null:w   r41     r20     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     send (2|M0)              r8       r7      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     mov (1|M0)               r9.0<1>:d     r8.0<0;1,0>:d                    {Compacted}
(W)     mov (1|M0)               r9.1<1>:d     r8.1<0;1,0>:d                   
        sel (8|M0)    (lt)f0.0   r10.0<1>:q    r9.0<0;1,0>:q     r43.0<4;4,1>:q  
        sel (8|M8)    (lt)f0.0   r12.0<1>:q    r9.0<0;1,0>:q     r45.0<4;4,1>:q  
        mov (8|M0)               r14.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M0)               r16.0<1>:d    r10.1<2;1,0>:d                  
        mov (8|M8)               r15.0<1>:d    r12.0<2;1,0>:d                  
        mov (8|M8)               r17.0<1>:d    r12.1<2;1,0>:d                  
        sends (16|M0)            null:w   r18     r14     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (16|M0)              r22.0<1>:d    268435456:d                              
        mov (16|M0)              r24.0<1>:d    0:w                              
        sends (16|M0)            null:w   r22     r24     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store
L2416:
        endif (16|M0)                        L2432                                
L2432:
        send (16|M0)             r7:w     r41     0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f0.1   null<2>:b     r7.0<4;1,0>:b     1:w              
(f0.1)  while (16|M0)                        L2024                                
L2480:
        endif (16|M0)                        L2496                                
L2496:
(W)     and (8|M0)               r5.0<1>:ud    r28.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r5      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0x3:uw             
(f0.0)  if (16|M0)                           L2696                  L2696                
L2592:
        shl (16|M0)              r7.0<1>:d     r31.0<8;8,1>:d    3:w              
(W)     mul (1|M0)               r13.0<1>:d    r28.1<0;1,0>:d    3:w              
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     32:w              
        add (16|M0)              r14.0<1>:d    r13.0<0;1,0>:d    r31.0<8;8,1>:d   {Compacted}
        send (16|M0)             r9:w     r7      0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r14     r9      0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
L2696:
        endif (16|M0)                        L2712                                
L2712:
(W)     mov (8|M0)               r127.0<1>:ud  r28.0<8;8,1>:ud                  {Compacted}
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2736:
