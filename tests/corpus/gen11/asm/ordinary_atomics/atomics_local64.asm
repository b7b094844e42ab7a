L0:
(W)     mov (8|M0)               r19.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w 
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     and (1|M0)               r20.0<1>:d    r19.5<0;1,0>:d    -1024:w              
        or (16|M0)    (eq)f0.0   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(f0.0)  if (16|M0)                           L184                  L184                
L128:
(W)     mov (1|M0)               r5.0<1>:f     2.524355e-29:f                              
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                              
(W)     sends (1|M0)             null:ud  r5      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
L184:
        endif (16|M0)                        L200                                
L200:
(W)     send (8|M0)              r5       r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r74.0<1>:ud   r19.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r74:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r19.2<0;1,0>:uw 
        mov (16|M0)              r124.0<1>:d   r1.0<16;16,1>:uw                
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.0<0;1,0>:d     r19.1<0;1,0>:d   {Compacted}
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r124.0<8;8,1>:d  {Compacted}
        add (16|M0)              r21.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
(f0.0)  if (16|M0)                           L576                  L576                
L360:
(W)     mov (1|M0)               r6.6<1>:hf    0x20:hf                             
(W)     mov (1|M0)               r7.0<1>:hf    0x28:hf                             
(W)     mov (1|M0)               r77.0<1>:hf   2.861023e-06:hf                             
(W)     mov (2|M0)               r5.0<1>:f     0.0:f                              
(W)     mov (1|M0)               r76.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               r76.1<1>:f    qnan(0x3FFFFF):f                              
(W)     add (2|M0)               r74.0<1>:ud   r6.6<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r75.0<1>:ud   r7.0<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r8.0<1>:ud    r77.0<0;1,0>:uw   0x400:uv             
(W)     sends (2|M0)             null:ud  r74     r5      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     sends (2|M0)             null:ud  r75     r5      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     sends (2|M0)             null:ud  r8      r76     0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
L576:
        endif (16|M0)                        L592                                
L592:
(W)     send (8|M0)              r5       r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r74.0<1>:ud   r19.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r74:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        mov (16|M0)              r23.0<1>:d    r126.0<16;16,1>:uw              
        shl (16|M0)              r7.0<1>:d     r21.0<8;8,1>:d    3:w              
        mov (16|M0)              r9.0<1>:f     0.0:f                              
        add (16|M0)              r118.0<1>:d   r23.0<8;8,1>:d    32:w              
        send (16|M0)             r120:w   r7:f    0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r118.0<1>:d   r20.0<0;1,0>:d    r118.0<8;8,1>:d  {Compacted}
        sends (16|M0)            null:w   r118    r9      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r75:w    r118:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.1   null<2>:b     r75.0<4;1,0>:b    1:w              
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r118.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(f1.1)  if (16|M0)                           L1368                  L1368                
L840:
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                              
        mov (16|M0)              r11.0<1>:f    2.524355e-29:f                              
        mov (16|M0)              r7.0<1>:f     0.0:f                              
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w              
(f1.1)  if (16|M0)                           L1304                  L1304                
L952:
(W)     mov (1|M0)               r5.0<1>:hf    0x20:hf                             
        mov (16|M0)              r9.0<1>:f     4.48416e-44:f                              
        mov (16|M0)              r12.0<1>:f    1.4013e-45:f                              
(W)     add (2|M0)               r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r80.0<1>:ud   r5.0<0;1,0>:uw    0x400:uv             
        sends (16|M0)            null:w   r118    r12     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     send (2|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     send (2|M0)              r11      r80:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        addc (8|M0)              r74.0<1>:ud   r8.0<0;1,0>:ud    r120.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r77.0<1>:ud   r8.1<0;1,0>:ud    r122.0<8;8,1>:ud {Compacted}
        add (8|M8)               r78.0<1>:ud   r8.1<0;1,0>:ud    r123.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r76.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r75.0<1>:ud   r8.0<0;1,0>:ud    r121.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r77.0<1>:ud   r76.0<8;8,1>:ud   r77.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r79.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r81.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r78.0<1>:ud   r79.0<8;8,1>:ud   r78.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r83.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r9      r81     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r118.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     send (8|M0)              r14      r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r14.0<8;8,1>:ud                  {Compacted}
        mov (16|M0)              r15.0<1>:f    2.524355e-29:f                              
        mov (16|M0)              r17.0<1>:f    0.0:f                              
        sends (16|M0)            null:w   r15     r17     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              r85      r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r85.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
L1304:
        endif (16|M0)                        L1320                                
L1320:
        send (16|M0)             r7:w     r118:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w              
(f1.0)  while (16|M0)                        L840                                
L1368:
        endif (16|M0)                        L1384                                
L1384:
        add (16|M0)              r25.0<1>:d    r23.0<8;8,1>:d    16:w              
        mov (16|M0)              r7.0<1>:f     0.0:f                              
        add (16|M0)              r25.0<1>:d    r20.0<0;1,0>:d    r25.0<8;8,1>:d   {Compacted}
        sends (16|M0)            null:w   r25     r7      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r74:w    r25:f   0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r74.0<4;1,0>:b    1:w              
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(f1.0)  if (16|M0)                           L1960                  L1960                
L1496:
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                              
        mov (16|M0)              r11.0<1>:f    2.524355e-29:f                              
        mov (16|M0)              r7.0<1>:f     0.0:f                              
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
        cmp (16|M0)   (eq)f0.1   null<1>:d     r13.0<8;8,1>:d    0:w              
(f0.1)  if (16|M0)                           L1896                  L1896                
L1608:
(W)     mov (1|M0)               r5.0<1>:hf    0x28:hf                             
        mov (16|M0)              r79.0<1>:f    5.60519e-44:f                              
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                              
(W)     add (2|M0)               r7.0<1>:ud    r5.0<0;1,0>:uw    0x400:uv             
(W)     add (2|M0)               r74.0<1>:ud   r5.0<0;1,0>:uw    0x400:uv             
        sends (16|M0)            null:w   r25     r9      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     send (2|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     send (2|M0)              r81      r74:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        xor (16|M0)              r75.0<1>:d    r8.0<0;1,0>:d     r120.0<8;8,1>:d  {Compacted}
        xor (16|M0)              r77.0<1>:d    r8.1<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
        sends (16|M0)            null:w   r79     r75     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              r11      r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {Compacted}
        mov (16|M0)              r12.0<1>:f    2.524355e-29:f                              
        mov (16|M0)              r14.0<1>:f    0.0:f                              
        sends (16|M0)            null:w   r12     r14     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              r82      r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r82.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r79.0<1>:f    r79.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
L1896:
        endif (16|M0)                        L1912                                
L1912:
        send (16|M0)             r7:w     r25:f   0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f0.0   null<2>:b     r7.0<4;1,0>:b     1:w              
(f0.0)  while (16|M0)                        L1496                                
L1960:
        endif (16|M0)                        L1976                                
L1976:
        add (16|M0)              r116.0<1>:d   r20.0<0;1,0>:d    r23.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r7.0<1>:f     0.0:f                              
        sends (16|M0)            null:w   r116    r7      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r74:w    r116:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f0.1   null<2>:b     r74.0<4;1,0>:b    1:w              
(W)     mov (8|M0)               r116.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
(f0.1)  if (16|M0)                           L2536                  L2536                
L2072:
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}
        mov (16|M0)              r9.0<1>:f     1.4013e-45:f                              
        mov (16|M0)              r11.0<1>:f    2.524355e-29:f                              
        mov (16|M0)              r7.0<1>:f     0.0:f                              
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w              
(f1.1)  if (16|M0)                           L2472                  L2472                
L2184:
(W)     mov (1|M0)               r5.0<1>:hf    2.861023e-06:hf                             
        mov (16|M0)              r11.0<1>:f    6.72623e-44:f                              
        mov (16|M0)              r76.0<1>:f    1.4013e-45:f                              
(W)     add (2|M0)               r74.0<1>:ud   r5.0<0;1,0>:uw    0x400:uv             
        sends (16|M0)            null:w   r116    r76     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
(W)     send (2|M0)              r75      r74:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (lt)f0.1   null<1>:d     r75.0<0;1,0>:ud   r120.0<8;8,1>:ud
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r75.1<0;1,0>:d    r122.0<8;8,1>:d  {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r75.1<0;1,0>:d    r122.0<8;8,1>:d 
(f0.1)  sel (16|M0)              r7.0<1>:d     r75.0<0;1,0>:d    r120.0<8;8,1>:d  {Compacted}
(f0.1)  sel (16|M0)              r9.0<1>:d     r75.1<0;1,0>:d    r122.0<8;8,1>:d  {Compacted}
        sends (16|M0)            null:w   r11     r7      0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              r78      r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r78.0<8;8,1>:ud                  {Compacted}
        mov (16|M0)              r79.0<1>:f    2.524355e-29:f                              
        mov (16|M0)              r81.0<1>:f    0.0:f                              
        sends (16|M0)            null:w   r79     r81     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store
(W)     mov (8|M0)               r116.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
(W)     send (8|M0)              r13      r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r13.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r79.0<1>:f    r79.0<8;8,1>:f                   {Compacted}
L2472:
        endif (16|M0)                        L2488                                
L2488:
        send (16|M0)             r7:w     r116:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w              
(f1.0)  while (16|M0)                        L2072                                
L2536:
        endif (16|M0)                        L2552                                
L2552:
(W)     send (8|M0)              r5       r19:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r74.0<1>:ud   r19.2<0;1,0>:ud   0x7F000000:ud             
(W)     send (1|M0)              null     r74:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0x3:uw             
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
(f0.0)  if (16|M0)                           L2784                  L2784                
L2664:
        shl (16|M0)              r7.0<1>:d     r124.0<8;8,1>:d   3:w              
        mad (16|M0)              r74.0<1>:d    r124.0<8;1>:d     r19.1<0;0>:d      3:w              
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     32:w              
        shl (16|M0)              r74.0<1>:d    r74.0<8;8,1>:d    3:w              
        send (16|M0)             r9:w     r7:f    0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (16|M0)              r76.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r78.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r74     r76     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
L2784:
        endif (16|M0)                        L2800                                
L2800:
(W)     mov (8|M0)               r127.0<1>:f   r19.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2824:
