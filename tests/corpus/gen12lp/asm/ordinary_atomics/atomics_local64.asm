L0:
(W)     mov (8|M0)               r32.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w  {@1}
        or (16|M0)    (eq)f0.0   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     and (1|M0)               r31.0<1>:d    r32.5<0;1,0>:d    -1024:w               {Compacted,@5}
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w               {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L168                  L168                
L136:
(W)     mov (1|M0)               r5.0<1>:f     2.524355e-29:f                               {Compacted}
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                               {Compacted}
(W)     send.dc0 (1|M0)          null     r5      r7      0x40            0x020308FE           {@1,$0} // wr:1+1, rd:0; byte scattering write 32b
L168:
        endif (16|M0)                        L184                                
L184:
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (8|M0)          r5       r32     null    0x0            0x0219E0FE           {$1} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r7.0<1>:ud    r32.2<0;1,0>:ud   0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$1.dst}
(W)     send.gtwy (1|M0)         null     r7      null    0x0            0x02000004           {@2,$2} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r32.2<0;1,0>:uw  {Compacted}
        mov (16|M0)              r123.0<1>:d   r1.0<16;16,1>:uw                
(W)     mach (1|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r32.1<0;1,0>:d   {Compacted}
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w              
        add (16|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted,@2}
        add (16|M0)              r33.0<1>:d    r9.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L560                  L560                
L368:
(W)     mov (1|M0)               r6.6<1>:hf    0x20:hf                             
(W)     mov (1|M0)               r8.0<1>:hf    0x28:hf                             
(W)     mov (1|M0)               r11.0<1>:hf   2.861023e-06:hf                             
(W)     mov (2|M0)               r5.0<1>:f     0.0:f                               {Compacted}
(W)     mov (1|M0)               r10.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r10.1<1>:f    qnan(0x3FFFFF):f                              
        sync.nop                             null                             {Compacted,$2.src}
(W)     add (2|M0)               r7.0<1>:ud    r6.6<0;1,0>:uw    0x400:uv              {@6}
(W)     add (2|M0)               r9.0<1>:ud    r8.0<0;1,0>:uw    0x400:uv              {@6}
(W)     add (2|M0)               r12.0<1>:ud   r11.0<0;1,0>:uw   0x400:uv              {@6}
(W)     send.dc0 (2|M0)          null     r7      r5      0x40            0x020308FE           {@3,$3} // wr:1+1, rd:0; byte scattering write 32b
(W)     send.dc0 (2|M0)          null     r9      r5      0x40            0x020308FE           {@2,$4} // wr:1+1, rd:0; byte scattering write 32b
(W)     send.dc0 (2|M0)          null     r12     r10     0x40            0x020308FE           {@1,$5} // wr:1+1, rd:0; byte scattering write 32b
L560:
        endif (16|M0)                        L576                                
L576:
        sync.allrd                           ($3,$4)                
(W)     send.dc0 (8|M0)          r5       r32     null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r7.0<1>:ud    r32.2<0;1,0>:ud   0x7F000000:ud              {$2.src}
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$6.dst}
(W)     send.gtwy (1|M0)         null     r7      null    0x0            0x02000004           {@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        mov (16|M0)              r35.0<1>:d    r126.0<16;16,1>:uw              
        add (16|M0)              r117.0<1>:d   r35.0<8;8,1>:d    32:w               {Compacted,@1}
        shl (16|M0)              r8.0<1>:d     r33.0<8;8,1>:d    3:w               {Compacted}
        add (16|M0)              r117.0<1>:d   r31.0<0;1,0>:d    r117.0<8;8,1>:d  {Compacted,@2}
        mov (16|M0)              r10.0<1>:f    0.0:f                               {Compacted,$5.src}
        send.dc1 (16|M0)         r119     r8      null    0x0            0x04405C00           {@3,$8} // wr:2+0, rd:4; untyped surface read with xy
        send.dc0 (16|M0)         null     r117    r10     0x80            0x040301FF           {@1,$9} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M0)         r12      r117    null    0x0            0x042101FF           {$10} // wr:2+0, rd:2; byte gathering read 8b
        and (16|M0)   (eq)f1.1   null<2>:b     r12.0<4;1,0>:b    1:w               {$10.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (16|M0)                           L1544                  L1544                
L816:
(W)     mov (1|M0)               r31.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       tm0.4<1>:ud   0x3E0:uw                              {@1}
        sync.nop                             null                             {Compacted,@1}
        sync.allrd                           ($8,$9)                
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                               {@1}
        mov (16|M0)              r11.0<1>:f    2.524355e-29:f                               {Compacted}
        mov (16|M0)              r7.0<1>:f     0.0:f                               {Compacted,$7.src}
        send.dc1 (16|M0)         r13      r11     r7      0x100            0x0420AEFE           {@1,$15} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               f0.0<1>:uw    r31.2<0;1,0>:uw                  {@7}
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w               {$15.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f1.1)  if (16|M0)                           L1464                  L1464                
L1008:
(W)     mov (1|M0)               r31.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (16|M0)              r20.0<1>:f    4.48416e-44:f                               {$11.src}
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:hf    0x20:hf                             
        mov (16|M0)              r23.0<1>:f    1.4013e-45:f                               {$14.src}
(W&f0.0.any16h) add (2|M0)       r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv              {@2}
(W&f0.0.any16h) add (2|M0)       r15.0<1>:ud   r5.0<0;1,0>:uw    0x400:uv              {$13.src}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (2|M0)   r8      r7      null    0x0            0x021108FE           {@3,$0} // wr:1+0, rd:1; byte gathering read 32b
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@1}
(W&f0.0.any16h) send.dc0 (2|M0)   r22     r15     null    0x0            0x021108FE           {@3,$13} // wr:1+0, rd:1; byte gathering read 32b
        send.dc0 (16|M0)         null     r117    r23     0x80            0x040301FF           {@5,$14} // wr:2+2, rd:0; byte scattering write 8b
        sync.nop                             null                             {Compacted,$0.dst}
        addc (8|M0)              r9.0<1>:ud    r8.0<0;1,0>:ud    r119.0<8;8,1>:ud {AccWrEn,Compacted,$8.dst}
        add (8|M0)               r12.0<1>:ud   r8.1<0;1,0>:ud    r121.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r10.0<1>:ud   r8.0<0;1,0>:ud    r120.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r13.0<1>:ud   r8.1<0;1,0>:ud    r122.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   r12.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r13.0<1>:ud   r14.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted,@2}
        mov (16|M0)              r16.0<1>:f    r9.0<8;8,1>:f                    {Compacted,@5}
        mov (16|M0)              r18.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@2}
        send.dc1 (16|M0)         null     r20     r16     0x100            0x04025CFE           {@1,$11} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (8|M0)   r25     r32     null    0x0            0x0219E0FE           {$1} // wr:1h+0, rd:1; synchronized SLM fence
        mov (16|M0)              r26.0<1>:f    2.524355e-29:f                               {Compacted,$12.src}
        mov (16|M0)              r28.0<1>:f    0.0:f                               {Compacted}
(W)     mov (8|M0)               null<1>:ud    r25.0<8;8,1>:ud                  {$1.dst}
        send.dc1 (16|M0)         null     r26     r28     0x80            0x040084FE           {@2,$12} // wr:2+2, rd:0; untyped atomic int32 store
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(W&f0.0.any16h) send.dc0 (8|M0)   r30     r32     null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (1|M0)               f0.0<1>:uw    r31.2<0;1,0>:uw                 
(W)     mov (8|M0)               null<1>:ud    r30.0<8;8,1>:ud                  {$2.dst}
L1464:
        endif (16|M0)                        L1480                                
L1480:
        send.dc0 (16|M0)         r7       r117    null    0x0            0x042101FF           {$3} // wr:2+0, rd:2; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w               {$3.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5}
(f1.0)  while (16|M0)                        L816                                
L1544:
        endif (16|M0)                        L1560                                
L1560:
        add (16|M0)              r37.0<1>:d    r35.0<8;8,1>:d    16:w               {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r7.0<1>:f     0.0:f                               {Compacted,$7.src}
        add (16|M0)              r37.0<1>:d    r31.0<0;1,0>:d    r37.0<8;8,1>:d   {Compacted,@2}
        send.dc0 (16|M0)         null     r37     r7      0x80            0x040301FF           {@1,$4} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M0)         r9       r37     null    0x0            0x042101FF           {$5} // wr:2+0, rd:2; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r9.0<4;1,0>:b     1:w               {$5.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f1.0)  if (16|M0)                           L2344                  L2344                
L1672:
(W)     mov (1|M0)               r31.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       tm0.4<1>:ud   0x3E0:uw                              {@1}
        sync.nop                             null                             {Compacted,@1}
        sync.allrd                           ($6,$9,$10)                
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                               {@1}
        mov (16|M0)              r11.0<1>:f    2.524355e-29:f                               {Compacted}
        mov (16|M0)              r7.0<1>:f     0.0:f                               {Compacted,$4.src}
        send.dc1 (16|M0)         r13      r11     r7      0x100            0x0420AEFE           {@1,$0} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               f0.0<1>:uw    r31.2<0;1,0>:uw                  {@7}
        cmp (16|M0)   (eq)f0.1   null<1>:d     r13.0<8;8,1>:d    0:w               {$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.1)  if (16|M0)                           L2264                  L2264                
L1864:
(W)     mov (1|M0)               r31.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (16|M0)              r14.0<1>:f    5.60519e-44:f                               {$13.src}
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:hf    0x28:hf                             
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M0)              r17.0<1>:f    1.4013e-45:f                               {$11.src}
(W&f0.0.any16h) add (2|M0)       r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv              {@2}
(W&f0.0.any16h) add (2|M0)       r9.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (2|M0)   r8      r7      null    0x0            0x021108FE           {@3,$1} // wr:1+0, rd:1; byte gathering read 32b
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@1}
(W&f0.0.any16h) send.dc0 (2|M0)   r16     r9      null    0x0            0x021108FE           {@3,$6} // wr:1+0, rd:1; byte gathering read 32b
        send.dc0 (16|M0)         null     r37     r17     0x80            0x040301FF           {@5,$7} // wr:2+2, rd:0; byte scattering write 8b
        sync.nop                             null                             {Compacted,$1.dst}
        xor (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r119.0<8;8,1>:d  {Compacted,$8.dst}
        xor (16|M0)              r12.0<1>:d    r8.1<0;1,0>:d     r121.0<8;8,1>:d  {Compacted}
        send.dc1 (16|M0)         null     r14     r10     0x100            0x04025CFE           {@1,$10} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(W&f0.0.any16h) send.dc0 (8|M0)   r19     r32     null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence
        mov (16|M0)              r20.0<1>:f    2.524355e-29:f                               {Compacted,$15.src}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r22.0<1>:f    0.0:f                               {Compacted,$13.dst}
(W)     mov (8|M0)               null<1>:ud    r19.0<8;8,1>:ud                  {$2.dst}
        send.dc1 (16|M0)         null     r20     r22     0x80            0x040084FE           {@2,$15} // wr:2+2, rd:0; untyped atomic int32 store
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(W&f0.0.any16h) send.dc0 (8|M0)   r24     r32     null    0x0            0x0219E0FE           {$3} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (1|M0)               f0.0<1>:uw    r31.2<0;1,0>:uw                 
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {$3.dst}
L2264:
        endif (16|M0)                        L2280                                
L2280:
        send.dc0 (16|M0)         r7       r37     null    0x0            0x042101FF           {$5} // wr:2+0, rd:2; byte gathering read 8b
        and (16|M0)   (eq)f0.0   null<2>:b     r7.0<4;1,0>:b     1:w               {$5.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5}
(f0.0)  while (16|M0)                        L1672                                
L2344:
        endif (16|M0)                        L2360                                
L2360:
        add (16|M0)              r115.0<1>:d   r31.0<0;1,0>:d    r35.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r7.0<1>:f     0.0:f                               {Compacted,$4.src}
        send.dc0 (16|M0)         null     r115    r7      0x80            0x040301FF           {@1,$0} // wr:2+2, rd:0; byte scattering write 8b
        sync.allrd                           ($6,$10)                
        send.dc0 (16|M0)         r9       r115    null    0x0            0x042101FF           {$1} // wr:2+0, rd:2; byte gathering read 8b
        and (16|M0)   (eq)f0.1   null<2>:b     r9.0<4;1,0>:b     1:w               {$1.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(f0.1)  if (16|M0)                           L3168                  L3168                
L2472:
(W)     mov (1|M0)               r31.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       tm0.4<1>:ud   0x3E0:uw                              {@1}
        sync.nop                             null                             {Compacted,@1}
        sync.allrd                           ($3,$9)                
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                               {@1}
        mov (16|M0)              r11.0<1>:f    2.524355e-29:f                               {Compacted}
        mov (16|M0)              r7.0<1>:f     0.0:f                               {Compacted,$0.src}
        send.dc1 (16|M0)         r13      r11     r7      0x100            0x0420AEFE           {@1,$8} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap
(W)     mov (1|M0)               f0.0<1>:uw    r31.2<0;1,0>:uw                  {@7}
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w               {$8.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f1.1)  if (16|M0)                           L3088                  L3088                
L2664:
(W)     mov (1|M0)               r31.2<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (16|M0)              r13.0<1>:f    6.72623e-44:f                              
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:hf    2.861023e-06:hf                             
        sync.nop                             null                             {Compacted,$6.dst}
        sync.allrd                           ($2,$11)                
        mov (16|M0)              r15.0<1>:f    1.4013e-45:f                               {$13.src}
(W&f0.0.any16h) add (2|M0)       r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv              {@2}
        send.dc0 (16|M0)         null     r115    r15     0x80            0x040301FF           {@2,$2} // wr:2+2, rd:0; byte scattering write 8b
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (2|M0)   r8      r7      null    0x0            0x021108FE           {@2,$4} // wr:1+0, rd:1; byte gathering read 32b
        sync.nop                             null                             {Compacted,$4.dst}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r119.0<8;8,1>:ud {$8.dst}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r8.1<0;1,0>:d     r121.0<8;8,1>:d 
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r8.1<0;1,0>:d     r121.0<8;8,1>:d 
(f0.1)  sel (16|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r119.0<8;8,1>:d  {Compacted}
(f0.1)  sel (16|M0)              r11.0<1>:d    r8.1<0;1,0>:d     r121.0<8;8,1>:d  {Compacted}
        send.dc1 (16|M0)         null     r13     r9      0x100            0x04025CFE           {@1,$3} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
        sync.nop                             null                             {Compacted,$7.src}
(W&f0.0.any16h) send.dc0 (8|M0)   r17     r32     null    0x0            0x0219E0FE           {$10} // wr:1h+0, rd:1; synchronized SLM fence
        mov (16|M0)              r18.0<1>:f    2.524355e-29:f                               {Compacted,$5.src}
        mov (16|M0)              r20.0<1>:f    0.0:f                               {Compacted,$15.src}
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {$10.dst}
        send.dc1 (16|M0)         null     r18     r20     0x80            0x040084FE           {@2,$5} // wr:2+2, rd:0; untyped atomic int32 store
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
        sync.nop                             null                             {Compacted,$13.dst}
(W&f0.0.any16h) send.dc0 (8|M0)   r22     r32     null    0x0            0x0219E0FE           {$1} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (1|M0)               f0.0<1>:uw    r31.2<0;1,0>:uw                 
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {$1.dst}
L3088:
        endif (16|M0)                        L3104                                
L3104:
        send.dc0 (16|M0)         r7       r115    null    0x0            0x042101FF           {$4} // wr:2+0, rd:2; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w               {$4.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5}
(f1.0)  while (16|M0)                        L2472                                
L3168:
        endif (16|M0)                        L3184                                
L3184:
(W)     send.dc0 (8|M0)          r5       r32     null    0x0            0x0219E0FE           {$10} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r7.0<1>:ud    r32.2<0;1,0>:ud   0x7F000000:ud              {$0.src}
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$10.dst}
(W)     send.gtwy (1|M0)         null     r7      null    0x0            0x02000004           {@2,$1} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0x3:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(f0.0)  if (16|M0)                           L3448                  L3448                
L3312:
        shl (16|M0)              r7.0<1>:d     r123.0<8;8,1>:d   3:w               {Compacted,$1.src}
        mad (16|M0)              r13.0<1>:d    r123.0<8;1>:d     r32.1<0;0>:d      3:w               {$3.src}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     32:w               {Compacted,@2}
        shl (16|M0)              r13.0<1>:d    r13.0<8;8,1>:d    3:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$9.src}
        send.dc1 (16|M0)         r9       r7      null    0x0            0x04405CFE           {@2,$4} // wr:2+0, rd:4; untyped surface read with xy
        sync.allwr                           ($4,$6)                
        sync.allrd                           ($2,$11)                
        mov (16|M0)              r15.0<1>:f    r9.0<8;8,1>:f                    {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r17.0<1>:f    r11.0<8;8,1>:f                   {Compacted,$7.src}
        send.dc1 (16|M0)         null     r13     r15     0x100            0x04025C01           {@1,$13} // wr:2+4, rd:0; untyped surface write with xy
L3448:
        endif (16|M0)                        L3464                                
L3464:
(W)     mov (8|M0)               r127.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r5       r32     null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$0.dst}
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (8|M0)          r7       r32     null    0x0            0x0219E0FE           {$4} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L3560:
