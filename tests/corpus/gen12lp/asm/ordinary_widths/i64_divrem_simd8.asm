L0:
(W)     mov (8|M0)               r14.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r14.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r14.1<0;1,0>:d   {Compacted}
(W)     mov (1|M0)               r6.3<1>:f     0.0:f                               {Compacted}
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               r15.0<1>:d    acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r5.0<1>:d     r15.0<8;8,1>:d    3:w               {Compacted,@1}
        send.dc1 (8|M0)          r16      r5      null    0x0            0x02206C00           {@1,$0} // wr:1+0, rd:2; untyped surface read with xy
        send.dc1 (8|M0)          r18      r5      null    0x0            0x02206C01           {$1} // wr:1+0, rd:2; untyped surface read with xy
        subb (8|M0)              r7.0<1>:ud    r6.3<0;1,0>:ud    r16.0<8;8,1>:ud  {AccWrEn,Compacted,@4,$0.dst}
        cmp (8|M0)    (lt)f0.1   null<1>:d     r17.0<8;8,1>:d    0:w              
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r9.0<1>:ud    r6.3<0;1,0>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted,$1.dst}
        cmp (8|M0)    (lt)f0.0   null<1>:d     r19.0<8;8,1>:d    0:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r2.0<1>:ud    -r8.0<8;8,1>:ud   -r17.0<8;8,1>:ud {Compacted,@4}
        add (8|M0)               r3.0<1>:ud    -r10.0<8;8,1>:ud  -r19.0<8;8,1>:ud {Compacted,@2}
(f0.1)  sel (8|M0)               r21.0<1>:d    r2.0<8;8,1>:d     r17.0<8;8,1>:d   {@2}
(f0.0)  sel (8|M0)               r23.0<1>:d    r3.0<8;8,1>:d     r19.0<8;8,1>:d   {@2}
(f0.1)  sel (8|M0)               r20.0<1>:d    r7.0<8;8,1>:d     r16.0<8;8,1>:d   {@7}
        or (8|M0)                r11.0<1>:d    r23.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted,@2}
(f0.0)  sel (8|M0)               r22.0<1>:d    r9.0<8;8,1>:d     r18.0<8;8,1>:d   {@7}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r11.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L2024                  L2048                
L312:
(W)     mov (1|M0)               r24.0<1>:f    8.82818e-44:f                              
        mov (8|M0)               r25.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r26.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r27.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r28.0<1>:f    0.0:f                               {Compacted}
L360:
        shr (8|M0)               r2.0<1>:d     r25.0<8;8,1>:ud   31:w               {Compacted,@4}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r52.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
        shl (8|M0)               r3.0<1>:d     r26.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r29.0<1>:d    r25.0<8;8,1>:d    1:w               {Compacted}
(W&f0.0.any8h) and (1|M0)        r24.1<1>:d    r24.0<0;1,0>:d    63:w              
        or (8|M0)                r26.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@3}
(W)     cmp (8|M0)    (ne)f1.1   null<1>:d     r24.1<0;1,0>:d    0:w               {@2}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r52.0<0;1,0>:uw                  {@6}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (8|M0)                            L560                  L920                
L536:
        mov (8|M0)               r30.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L920                  L920                
L560:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f1.0   null<1>:ud    r24.1<0;1,0>:ud   0x20:uw             
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (8|M0)                            L792                  L904                
L688:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     r24.1<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
        shr (8|M0)               r30.0<1>:d    r21.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (8|M0)                          L904                  L904                
L792:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:ud   r24.1<0;1,0>:d  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     -r24.1<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@5}
        shl (8|M0)               r3.0<1>:d     r21.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (8|M0)                r30.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@1}
L904:
        endif (8|M0)                         L920                                
L920:
        endif (8|M0)                         L936                                
L936:
        and (8|M0)               acc0.0<1>:d   r30.0<8;8,1>:d    1:w               {Compacted,@3}
        or (8|M0)                r25.0<1>:d    acc0.0<8;8,1>:d   r29.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r25.0<8;8,1>:ud   r22.0<8;8,1>:ud  {@1}
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r26.0<8;8,1>:d    r23.0<8;8,1>:d  
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r26.0<8;8,1>:ud   r23.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (8|M0)                            L1776                  L1776                
L1040:
        subb (8|M0)              r31.0<1>:ud   r25.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}
(W)     mov (1|M0)               r52.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
        add (8|M0)               r26.0<1>:ud   r26.0<8;8,1>:ud   -r23.0<8;8,1>:ud {Compacted}
(W&f0.0.any8h) and (1|M0)        r24.2<1>:d    r24.0<0;1,0>:d    63:w              
        add (8|M0)               r26.0<1>:ud   -r2.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@2}
(W)     cmp (8|M0)    (ne)f0.1   null<1>:d     r24.2<0;1,0>:d    0:w               {@2}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r52.0<0;1,0>:uw                  {@5}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (8|M0)                            L1320                  L1736                
L1216:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) mov (1|M0)        r24.3<1>:f    1.4013e-45:f                              
(W&f0.0.any8h) mov (1|M0)        r24.4<1>:f    0.0:f                              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@5}
        else (8|M0)                          L1736                  L1736                
L1320:
(W)     mov (1|M0)               r53.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f0.0   null<1>:ud    r24.2<0;1,0>:ud   0x20:uw             
(W&~f0.1.any8h) mov (1|M0)       f0.0<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.1<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (8|M0)                            L1584                  L1720                
L1448:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     r24.2<0;1,0>:d    -32:w              
(W&f0.0.any8h) mov (1|M0)        r2.2<1>:hf    0x1:hf                             
(W&f0.0.any8h) mov (1|M0)        r24.3<1>:f    0.0:f                              
(W&f0.0.any8h) shl (1|M0)        r24.4<1>:d    r2.2<0;1,0>:w     r2.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
        else (8|M0)                          L1720                  L1720                
L1584:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) mov (1|M0)        r2.0<1>:hf    0x1:hf                             
(W&f0.0.any8h) add (1|M0)        r3.0<1>:d     -r24.2<0;1,0>:d   32:w              
(W&f0.0.any8h) mov (1|M0)        r3.2<1>:hf    0x1:hf                             
(W&f0.0.any8h) shl (1|M0)        r24.3<1>:d    r2.0<0;1,0>:w     r24.2<0;1,0>:d   {@3}
(W&f0.0.any8h) shr (1|M0)        r24.4<1>:d    r3.2<0;1,0>:uw    r3.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
L1720:
        endif (8|M0)                         L1736                                
L1736:
        endif (8|M0)                         L1752                                
L1752:
        or (8|M0)                r27.0<1>:d    r24.3<0;1,0>:d    r27.0<8;8,1>:d   {Compacted,@5}
        or (8|M0)                r28.0<1>:d    r24.4<0;1,0>:d    r28.0<8;8,1>:d   {Compacted,@5}
        mov (8|M0)               r25.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
L1776:
        endif (8|M0)                         L1792                                
L1792:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (eq)f1.1   null<1>:d     r24.0<0;1,0>:d    0:w              
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  break (8|M0)                         L1992                  L1992                
L1920:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r24.0<1>:d    r24.0<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
L1992:
        while (8|M0)                         L360                                
L2008:
        else (8|M0)                          L2048                  L2048                
L2024:
        math.iqot (8|M0)         r27.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {$2}
        mov (8|M0)               r28.0<1>:f    0.0:f                               {Compacted}
L2048:
        endif (8|M0)                         L2064                                
L2064:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                               {Compacted}
        cmp (8|M0)    (lt)f0.1   null<1>:d     r17.0<8;8,1>:d    0:w              
        subb (8|M0)              r3.0<1>:ud    r2.0<0;1,0>:ud    r27.0<8;8,1>:ud  {AccWrEn,Compacted,@2,$2.dst}
        xor (8|M0)    (lt)f1.1   null<1>:d     r19.0<8;8,1>:d    r17.0<8;8,1>:d  
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r11.0<1>:ud   r2.0<0;1,0>:ud    r16.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r7.0<1>:ud    -r5.0<8;8,1>:ud   -r28.0<8;8,1>:ud {Compacted,@2}
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        shl (8|M0)               r10.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted}
        add (8|M0)               r13.0<1>:ud   -r12.0<8;8,1>:ud  -r17.0<8;8,1>:ud {Compacted,@2}
(f1.1)  sel (8|M0)               r8.0<1>:d     r3.0<8;8,1>:d     r27.0<8;8,1>:d   {@7}
(f0.1)  sel (8|M0)               r34.0<1>:d    r13.0<8;8,1>:d    r17.0<8;8,1>:d   {@2}
(f1.1)  sel (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r28.0<8;8,1>:d   {@6}
        or (8|M0)                r5.0<1>:d     r23.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@2}
        shl (8|M0)               r32.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@6}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r5.0<8;8,1>:ud    0x1:uw              {@2}
        send.dc1 (8|M0)          null     r32     r8      0x80            0x02026C02           {@2,$3} // wr:1+2, rd:0; untyped surface write with xy
(f0.1)  sel (8|M0)               r33.0<1>:d    r11.0<8;8,1>:d    r16.0<8;8,1>:d   {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L3280                  L3304                
L2304:
(W)     mov (1|M0)               r24.5<1>:f    8.82818e-44:f                              
        mov (8|M0)               r35.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r36.0<1>:f    0.0:f                               {Compacted}
L2336:
        shr (8|M0)               r2.0<1>:d     r35.0<8;8,1>:ud   31:w               {Compacted,@2}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r52.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
        shl (8|M0)               r3.0<1>:d     r36.0<8;8,1>:d    1:w               {Compacted,@6}
        shl (8|M0)               r37.0<1>:d    r35.0<8;8,1>:d    1:w               {Compacted}
(W&f0.0.any8h) and (1|M0)        r24.6<1>:d    r24.5<0;1,0>:d    63:w               {@7}
        or (8|M0)                r38.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@3}
(W)     cmp (8|M0)    (ne)f1.0   null<1>:d     r24.6<0;1,0>:d    0:w               {@2}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r52.0<0;1,0>:uw                  {@6}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L2536                  L2896                
L2512:
        mov (8|M0)               r39.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L2896                  L2896                
L2536:
(W)     mov (1|M0)               r53.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f0.0   null<1>:ud    r24.6<0;1,0>:ud   0x20:uw             
(W&~f0.1.any8h) mov (1|M0)       f0.0<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.1<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.0) if (8|M0)                            L2768                  L2880                
L2664:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     r24.6<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
        shr (8|M0)               r39.0<1>:d    r34.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (8|M0)                          L2880                  L2880                
L2768:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (8|M0)               acc0.0<1>:d   r33.0<8;8,1>:ud   r24.6<0;1,0>:d  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     -r24.6<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@5}
        shl (8|M0)               r3.0<1>:d     r34.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (8|M0)                r39.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@1}
L2880:
        endif (8|M0)                         L2896                                
L2896:
        endif (8|M0)                         L2912                                
L2912:
        and (8|M0)               acc0.0<1>:d   r39.0<8;8,1>:d    1:w               {Compacted,@3}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
        or (8|M0)                r2.0<1>:d     acc0.0<8;8,1>:d   r37.0<8;8,1>:d  
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r2.0<8;8,1>:ud    r22.0<8;8,1>:ud  {@2}
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r38.0<8;8,1>:d    r23.0<8;8,1>:d  
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r38.0<8;8,1>:ud   r23.0<8;8,1>:ud 
(~f1.1) sel (8|M0)               r3.0<1>:d     r22.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r52.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(~f1.1) sel (8|M0)               r5.0<1>:d     r23.0<8;8,1>:d    0:w              
        subb (8|M0)              r35.0<1>:ud   r2.0<8;8,1>:ud    r3.0<8;8,1>:ud   {AccWrEn,Compacted,@3}
(W)     cmp (8|M0)    (eq)f1.1   null<1>:d     r24.5<0;1,0>:d    0:w              
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r52.0<0;1,0>:uw                  {@4}
        add (8|M0)               r36.0<1>:ud   r38.0<8;8,1>:ud   -r5.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                 
        add (8|M0)               r36.0<1>:ud   -r7.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  break (8|M0)                         L3248                  L3248                
L3176:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r24.5<1>:d    r24.5<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
L3248:
        while (8|M0)                         L2336                                
L3264:
        else (8|M0)                          L3304                  L3304                
L3280:
        math.irem (8|M0)         r35.0<1>:ud   r33.0<8;8,1>:ud   r22.0<8;8,1>:ud  {$4}
        mov (8|M0)               r36.0<1>:f    0.0:f                               {Compacted}
L3304:
        endif (8|M0)                         L3320                                
L3320:
(W)     mov (1|M0)               r2.0<1>:f     0.0:f                               {Compacted}
        or (8|M0)                r11.0<1>:d    r19.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
        subb (8|M0)              r3.0<1>:ud    r2.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,Compacted,@2,$4.dst}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r11.0<8;8,1>:ud   0x1:uw              {@2}
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        or (8|M0)                r10.0<1>:d    r32.0<8;8,1>:d    8:w               {Compacted}
        add (8|M0)               r7.0<1>:ud    -r5.0<8;8,1>:ud   -r36.0<8;8,1>:ud {Compacted,@2}
        sync.nop                             null                             {Compacted,$3.src}
(f0.1)  sel (8|M0)               r8.0<1>:d     r3.0<8;8,1>:d     r35.0<8;8,1>:d   {@5}
(f0.1)  sel (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r36.0<8;8,1>:d   {@2}
        send.dc1 (8|M0)          null     r10     r8      0x80            0x02026C02           {@1,$5} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (8|M0)                            L5184                  L5208                
L3472:
(W)     mov (1|M0)               r24.7<1>:f    8.82818e-44:f                              
        mov (8|M0)               r40.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r41.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r42.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r43.0<1>:f    0.0:f                               {Compacted}
L3520:
        shr (8|M0)               r2.0<1>:d     r40.0<8;8,1>:ud   31:w               {Compacted,@4}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r52.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
        shl (8|M0)               r3.0<1>:d     r41.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r44.0<1>:d    r40.0<8;8,1>:d    1:w               {Compacted}
(W&f0.0.any8h) and (1|M0)        r45.0<1>:d    r24.7<0;1,0>:d    63:w              
        or (8|M0)                r41.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@3}
(W)     cmp (8|M0)    (ne)f1.0   null<1>:d     r45.0<0;1,0>:d    0:w               {@2}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r52.0<0;1,0>:uw                  {@6}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L3720                  L4080                
L3696:
        mov (8|M0)               r46.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L4080                  L4080                
L3720:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f0.1   null<1>:ud    r45.0<0;1,0>:ud   0x20:uw             
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (8|M0)                            L3952                  L4064                
L3848:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     r45.0<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
        shr (8|M0)               r46.0<1>:d    r17.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (8|M0)                          L4064                  L4064                
L3952:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:ud   r45.0<0;1,0>:d  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     -r45.0<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@5}
        shl (8|M0)               r3.0<1>:d     r17.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (8|M0)                r46.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@1}
L4064:
        endif (8|M0)                         L4080                                
L4080:
        endif (8|M0)                         L4096                                
L4096:
        and (8|M0)               acc0.0<1>:d   r46.0<8;8,1>:d    1:w               {Compacted,@3}
        or (8|M0)                r40.0<1>:d    acc0.0<8;8,1>:d   r44.0<8;8,1>:d  
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r40.0<8;8,1>:ud   r18.0<8;8,1>:ud  {@1}
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r41.0<8;8,1>:d    r19.0<8;8,1>:d  
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:ud    r41.0<8;8,1>:ud   r19.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (8|M0)                            L4936                  L4936                
L4200:
        subb (8|M0)              r47.0<1>:ud   r40.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}
(W)     mov (1|M0)               r52.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
        add (8|M0)               r41.0<1>:ud   r41.0<8;8,1>:ud   -r19.0<8;8,1>:ud {Compacted}
(W&f0.0.any8h) and (1|M0)        r45.1<1>:d    r24.7<0;1,0>:d    63:w              
        add (8|M0)               r41.0<1>:ud   -r2.0<8;8,1>:ud   r41.0<8;8,1>:ud  {Compacted,@2}
(W)     cmp (8|M0)    (ne)f1.1   null<1>:d     r45.1<0;1,0>:d    0:w               {@2}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r52.0<0;1,0>:uw                  {@5}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (8|M0)                            L4480                  L4896                
L4376:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) mov (1|M0)        r45.2<1>:f    1.4013e-45:f                              
(W&f0.0.any8h) mov (1|M0)        r45.3<1>:f    0.0:f                              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@5}
        else (8|M0)                          L4896                  L4896                
L4480:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f1.0   null<1>:ud    r45.1<0;1,0>:ud   0x20:uw             
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L4744                  L4880                
L4608:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     r45.1<0;1,0>:d    -32:w              
(W&f0.0.any8h) mov (1|M0)        r2.2<1>:hf    0x1:hf                             
(W&f0.0.any8h) mov (1|M0)        r45.2<1>:f    0.0:f                              
(W&f0.0.any8h) shl (1|M0)        r45.3<1>:d    r2.2<0;1,0>:w     r2.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
        else (8|M0)                          L4880                  L4880                
L4744:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) mov (1|M0)        r2.0<1>:hf    0x1:hf                             
(W&f0.0.any8h) add (1|M0)        r3.0<1>:d     -r45.1<0;1,0>:d   32:w              
(W&f0.0.any8h) mov (1|M0)        r3.2<1>:hf    0x1:hf                             
(W&f0.0.any8h) shl (1|M0)        r45.2<1>:d    r2.0<0;1,0>:w     r45.1<0;1,0>:d   {@3}
(W&f0.0.any8h) shr (1|M0)        r45.3<1>:d    r3.2<0;1,0>:uw    r3.0<0;1,0>:d    {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
L4880:
        endif (8|M0)                         L4896                                
L4896:
        endif (8|M0)                         L4912                                
L4912:
        or (8|M0)                r42.0<1>:d    r45.2<0;1,0>:d    r42.0<8;8,1>:d   {Compacted,@5}
        or (8|M0)                r43.0<1>:d    r45.3<0;1,0>:d    r43.0<8;8,1>:d   {Compacted,@5}
        mov (8|M0)               r40.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
L4936:
        endif (8|M0)                         L4952                                
L4952:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (eq)f0.1   null<1>:d     r24.7<0;1,0>:d    0:w              
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  break (8|M0)                         L5152                  L5152                
L5080:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r24.7<1>:d    r24.7<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
L5152:
        while (8|M0)                         L3520                                
L5168:
        else (8|M0)                          L5208                  L5208                
L5184:
        math.iqot (8|M0)         r42.0<1>:ud   r16.0<8;8,1>:ud   r18.0<8;8,1>:ud  {$6}
        mov (8|M0)               r43.0<1>:f    0.0:f                               {Compacted}
L5208:
        endif (8|M0)                         L5224                                
L5224:
        or (8|M0)                r2.0<1>:d     r32.0<8;8,1>:d    16:w               {Compacted}
        mov (8|M0)               r7.0<1>:f     r42.0<8;8,1>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r8.0<1>:f     r43.0<8;8,1>:f                   {Compacted,@4}
        send.dc1 (8|M0)          null     r2      r7      0x80            0x02026C02           {@1,$7} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (8|M0)                            L6288                  L6312                
L5304:
(W)     mov (1|M0)               r45.4<1>:f    8.82818e-44:f                              
        mov (8|M0)               r48.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r49.0<1>:f    0.0:f                               {Compacted}
L5336:
        sync.nop                             null                             {Compacted,$7.src}
        shr (8|M0)               r2.0<1>:d     r48.0<8;8,1>:ud   31:w               {Compacted,@2}
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W)     mov (1|M0)               r52.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
        shl (8|M0)               r3.0<1>:d     r49.0<8;8,1>:d    1:w               {Compacted,@6}
        shl (8|M0)               r50.0<1>:d    r48.0<8;8,1>:d    1:w               {Compacted}
(W&f0.0.any8h) and (1|M0)        r45.5<1>:d    r45.4<0;1,0>:d    63:w               {@7}
        or (8|M0)                r51.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@3}
(W)     cmp (8|M0)    (ne)f1.0   null<1>:d     r45.5<0;1,0>:d    0:w               {@2}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r52.0<0;1,0>:uw                  {@6}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L5544                  L5904                
L5520:
        mov (8|M0)               r46.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L5904                  L5904                
L5544:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f0.1   null<1>:ud    r45.5<0;1,0>:ud   0x20:uw             
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r52.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (8|M0)                            L5776                  L5888                
L5672:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     r45.5<0;1,0>:d    -32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
        shr (8|M0)               r46.0<1>:d    r17.0<8;8,1>:ud   r2.0<0;1,0>:d    {@2}
        else (8|M0)                          L5888                  L5888                
L5776:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        shr (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:ud   r45.5<0;1,0>:d  
(W&f0.0.any8h) add (1|M0)        r2.0<1>:d     -r45.5<0;1,0>:d   32:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@5}
        shl (8|M0)               r3.0<1>:d     r17.0<8;8,1>:d    r2.0<0;1,0>:d    {Compacted,@2}
        or (8|M0)                r46.0<1>:d    acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@1}
L5888:
        endif (8|M0)                         L5904                                
L5904:
        endif (8|M0)                         L5920                                
L5920:
        and (8|M0)               acc0.0<1>:d   r46.0<8;8,1>:d    1:w               {Compacted,@3}
(W)     mov (1|M0)               r53.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
        or (8|M0)                r2.0<1>:d     acc0.0<8;8,1>:d   r50.0<8;8,1>:d  
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r2.0<8;8,1>:ud    r18.0<8;8,1>:ud  {@2}
        cmp (8|M0)    (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r52.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (eq)f0.0   null<1>:d     r45.4<0;1,0>:d    0:w              
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r51.0<8;8,1>:d    r19.0<8;8,1>:d  
(W&~f0.1.any8h) mov (1|M0)       f0.0<1>:uw    r52.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.1<1>:uw    r53.0<0;1,0>:uw                  {@7}
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r51.0<8;8,1>:ud   r19.0<8;8,1>:ud 
(~f1.0) sel (8|M0)               r3.0<1>:d     r18.0<8;8,1>:d    0:w              
(~f1.0) sel (8|M0)               r5.0<1>:d     r19.0<8;8,1>:d    0:w              
        subb (8|M0)              r48.0<1>:ud   r2.0<8;8,1>:ud    r3.0<8;8,1>:ud   {AccWrEn,Compacted,@2}
        add (8|M0)               r49.0<1>:ud   r51.0<8;8,1>:ud   -r5.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r49.0<1>:ud   -r7.0<8;8,1>:ud   r49.0<8;8,1>:ud  {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  break (8|M0)                         L6256                  L6256                
L6184:
(W)     mov (1|M0)               r53.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r45.4<1>:d    r45.4<0;1,0>:d    -1:w              
(W)     mov (1|M0)               f0.0<1>:uw    r53.0<0;1,0>:uw                  {@4}
L6256:
        while (8|M0)                         L5336                                
L6272:
        else (8|M0)                          L6312                  L6312                
L6288:
        math.irem (8|M0)         r48.0<1>:ud   r16.0<8;8,1>:ud   r18.0<8;8,1>:ud  {$8}
        mov (8|M0)               r49.0<1>:f    0.0:f                               {Compacted}
L6312:
        endif (8|M0)                         L6328                                
L6328:
        or (8|M0)                r2.0<1>:d     r32.0<8;8,1>:d    24:w               {Compacted,$7.src}
        mov (8|M0)               r7.0<1>:f     r48.0<8;8,1>:f                   {Compacted,$8.dst}
        mov (8|M0)               r8.0<1>:f     r49.0<8;8,1>:f                   {Compacted,@4}
(W)     mov (8|M0)               r127.0<1>:f   r14.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r2      r7      0x80            0x02026C02           {@2,$9} // wr:1+2, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r3       r14     null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L6424:
