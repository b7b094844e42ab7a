L0:
(W)     mov (8|M0)               r120.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r120.2<0;1,0>:uw {@1}
        mov (16|M0)              r88.0<1>:d    r1.0<16;16,1>:uw                
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r120.1<0;1,0>:d 
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r88.0<8;8,1>:d   {Compacted,@2}
(W)     mach (1|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r102.0<1>:d   r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r6.4<0;1,0>:uw   {Compacted,@2}
        shl (16|M0)              r104.0<1>:d   r102.0<8;8,1>:d   3:w               {Compacted,@2}
(W)     mach (1|M0)              r4.0<1>:d     r7.0<0;1,0>:d     r6.2<0;1,0>:d    {Compacted}
        send.dc1 (16|M0)         r44      r104    null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
(W)     and (1|M0)               r40.2<1>:d    r4.0<0;1,0>:d     15:w               {Compacted,@1}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r40.2<0;1,0>:d    0:w               {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (16|M0)                         L376                  L376                
L216:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) goto (16|M0)                         L376                  L1440                
L376:
        join (16|M0)                         L1440                                
L392:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) addc (1|M0)      r5.0<1>:ud    r44.1<0;1,0>:ud   r44.0<0;1,0>:ud  {AccWrEn,$0.dst}
(W&f0.0.any16h) add (1|M0)       r5.1<1>:ud    r46.1<0;1,0>:ud   r46.0<0;1,0>:ud 
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) addc (1|M0)      r8.0<1>:ud    r5.0<0;1,0>:ud    r44.2<0;1,0>:ud  {AccWrEn,@3}
(W&f0.0.any16h) add (1|M0)       r5.1<1>:ud    r7.0<0;1,0>:ud    r5.1<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r5.1<0;1,0>:ud    r46.2<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r10.0<1>:ud   r8.0<0;1,0>:ud    r44.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r11.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.1<1>:ud   r6.6<0;1,0>:ud    r46.3<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r12.0<1>:ud   r10.0<0;1,0>:ud   r44.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r13.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r12.1<1>:ud   r10.1<0;1,0>:ud   r46.4<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r12.0<0;1,0>:ud   r44.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r12.1<0;1,0>:ud   r46.5<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r8.0<1>:ud    r7.0<0;1,0>:ud    r44.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r5.0<0;1,0>:ud    r46.6<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r44.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r15.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r6.6<0;1,0>:ud    r46.7<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r13.0<1>:ud   r11.0<0;1,0>:ud   r45.0<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r16.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r12.0<1>:ud   r10.0<0;1,0>:ud   r47.0<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r13.0<0;1,0>:ud   r45.1<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r12.0<0;1,0>:ud   r47.1<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r8.0<1>:ud    r7.0<0;1,0>:ud    r45.2<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r5.0<0;1,0>:ud    r47.2<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r45.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r15.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r6.6<0;1,0>:ud    r47.3<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r13.0<1>:ud   r11.0<0;1,0>:ud   r45.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r16.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r12.0<1>:ud   r10.0<0;1,0>:ud   r47.4<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r13.0<0;1,0>:ud   r45.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r12.0<0;1,0>:ud   r47.5<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r8.0<1>:ud    r7.0<0;1,0>:ud    r45.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r5.0<0;1,0>:ud    r47.6<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r45.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r15.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r6.6<0;1,0>:ud    r47.7<0;1,0>:ud  {@2}
        mov (16|M0)              r70.0<1>:f    r11.0<0;1,0>:f                   {Compacted,@4}
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r68.0<1>:f    r10.0<0;1,0>:f                   {Compacted,@2}
        goto (16|M0)                         L1440                  L3152                
L1440:
        join (16|M0)                         L3152                                
L1456:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r40.2<0;1,0>:d    8:w              
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L2616                  L3136                
L1584:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (8|M0)       r7.0<1>:w     0x76543210:v                              
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     0.0:f                              
(W&f0.0.any16h) add (8|M0)       r7.8<1>:w     r7.0<8;8,1>:w     8:w               {@2}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r44.0<8;8,1>:f                   {$0.dst}
        cmp (16|M0)   (eq)f1.1   null<1>:w     r7.0<16;16,1>:w   0:w               {@2}
        mov (8|M0)               r12.0<1>:f    r9.7<1;1,0>:f                    {Compacted,@2}
        mov (8|M0)               r13.0<1>:f    r10.7<1;1,0>:f                   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    0.0:f                              
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r46.0<8;8,1>:f                  
(~f1.1) sel (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    0:w               {@3}
        mov (8|M0)               r18.0<1>:f    r15.7<1;1,0>:f                   {Compacted,@2}
        mov (8|M0)               r19.0<1>:f    r16.7<1;1,0>:f                   {Compacted}
        addc (8|M0)              r24.0<1>:ud   r20.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn,Compacted,@3}
(~f1.1) sel (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    0:w               {@2}
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r25.0<1>:ud   r21.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn}
(W&f0.0.any16h) mov (16|M0)      r30.0<1>:f    0.0:f                              
        cmp (16|M0)   (lt)f1.0   null<1>:w     r7.0<16;16,1>:uw  0x2:uw             
        add (8|M0)               r28.0<1>:ud   r22.0<8;8,1>:ud   r46.0<8;8,1>:ud  {Compacted,@5}
        add (8|M8)               r29.0<1>:ud   r23.0<8;8,1>:ud   r47.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0.any16h) mov (16|M0)      r32.0<1>:f    r24.0<8;8,1>:f                   {@6}
        add (8|M0)               r28.0<1>:ud   r26.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r29.0<1>:ud   r8.0<8;8,1>:ud    r29.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M0)               r10.0<1>:f    r31.6<2;2,1>:f                   {Compacted,@3}
        mov (8|M0)               r11.0<1>:f    r32.6<2;2,1>:f                   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r12.0<1>:f    0.0:f                              
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    r28.0<8;8,1>:f                   {@4}
(~f1.0) sel (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    0:w               {@3}
        mov (8|M0)               r16.0<1>:f    r13.6<2;2,1>:f                   {Compacted,@2}
        mov (8|M0)               r17.0<1>:f    r14.6<2;2,1>:f                   {Compacted}
        addc (8|M0)              r8.0<1>:ud    r18.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted,@3}
(~f1.0) sel (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    0:w               {@2}
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r9.0<1>:ud    r19.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        cmp (16|M0)   (lt)f0.1   null<1>:w     r7.0<16;16,1>:uw  0x4:uw             
(W&f0.0.any16h) mov (16|M0)      r31.0<1>:f    0.0:f                              
        add (8|M0)               r26.0<1>:ud   r20.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@5}
        add (8|M8)               r27.0<1>:ud   r21.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0.any16h) mov (16|M0)      r33.0<1>:f    r8.0<8;8,1>:f                    {@6}
        add (8|M0)               r26.0<1>:ud   r22.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r27.0<1>:ud   r30.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M0)               r10.0<1>:f    r32.4<4;4,1>:f                   {Compacted,@3}
        mov (8|M0)               r11.0<1>:f    r33.4<4;4,1>:f                   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r12.0<1>:f    0.0:f                              
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    r26.0<8;8,1>:f                   {@4}
(~f0.1) sel (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    0:w               {@3}
        mov (8|M0)               r16.0<1>:f    r13.4<4;4,1>:f                   {Compacted,@2}
        mov (8|M0)               r17.0<1>:f    r14.4<4;4,1>:f                   {Compacted}
        addc (8|M0)              r22.0<1>:ud   r18.0<8;8,1>:ud   r8.0<8;8,1>:ud   {AccWrEn,Compacted,@3}
(~f0.1) sel (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    0:w               {@2}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r23.0<1>:ud   r19.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn}
        cmp (16|M0)   (lt)f1.1   null<1>:w     r7.0<16;16,1>:uw  0x8:uw             
        add (8|M0)               r28.0<1>:ud   r20.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r29.0<1>:ud   r21.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0.any16h) mov (16|M0)      r31.0<1>:f    r22.0<8;8,1>:f                   {@5}
        mov (8|M0)               r34.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r28.0<1>:ud   r24.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@5}
        add (8|M8)               r29.0<1>:ud   r30.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M0)               r35.0<1>:f    r31.0<8;8,1>:f                   {Compacted,@4}
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     r40.2<0;1,0>:d    -1:w              
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r28.0<8;8,1>:f                   {@3}
(~f1.1) sel (16|M0)              r24.0<1>:d    r34.0<8;8,1>:d    0:w               {@3}
        mov (8|M0)               r16.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W&f0.0.any16h) shl (1|M0)       r7.0<1>:uw    r5.0<0;1,0>:uw    0x2:uw              {@4}
        mov (8|M0)               r17.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@4}
        addc (8|M0)              r108.0<1>:ud  r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
(W&f0.0.any16h) add (1|M0)       a0.1<1>:uw    r7.0<0;1,0>:uw    0xD80:uw              {@3}
(~f1.1) sel (16|M0)              r8.0<1>:d     r16.0<8;8,1>:d    0:w               {@3}
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0.any16h) add (1|M0)       a0.0<1>:uw    r7.0<0;1,0>:uw    0xD40:uw             
        addc (8|M8)              r109.0<1>:ud  r25.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r106.0<1>:ud  r8.0<8;8,1>:ud    r28.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r107.0<1>:ud  r9.0<8;8,1>:ud    r29.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        add (8|M0)               r106.0<1>:ud  r18.0<8;8,1>:ud   r106.0<8;8,1>:ud {Compacted,@4}
        add (8|M8)               r107.0<1>:ud  r20.0<8;8,1>:ud   r107.0<8;8,1>:ud {Compacted,@3}
        mov (16|M0)              r70.0<1>:d    r[a0.1]<0;1,0>:d                 {@7}
        mov (16|M0)              r68.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
        else (16|M0)                         L3136                  L3136                 {@1}
L2616:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) addc (1|M0)      r5.0<1>:ud    r44.1<0;1,0>:ud   r44.0<0;1,0>:ud  {AccWrEn,$0.dst}
(W&f0.0.any16h) add (1|M0)       r5.1<1>:ud    r46.1<0;1,0>:ud   r46.0<0;1,0>:ud 
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) addc (1|M0)      r8.0<1>:ud    r5.0<0;1,0>:ud    r44.2<0;1,0>:ud  {AccWrEn,@3}
(W&f0.0.any16h) add (1|M0)       r5.1<1>:ud    r7.0<0;1,0>:ud    r5.1<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r5.1<0;1,0>:ud    r46.2<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r10.0<1>:ud   r8.0<0;1,0>:ud    r44.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r11.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.1<1>:ud   r6.6<0;1,0>:ud    r46.3<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r12.0<1>:ud   r10.0<0;1,0>:ud   r44.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r13.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r12.1<1>:ud   r10.1<0;1,0>:ud   r46.4<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r12.0<0;1,0>:ud   r44.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud  {@2}
(W&f0.0.any16h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r12.1<0;1,0>:ud   r46.5<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r8.0<1>:ud    r7.0<0;1,0>:ud    r44.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r5.0<0;1,0>:ud    r46.6<0;1,0>:ud  {@2}
(W&f0.0.any16h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r44.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any16h) add (1|M0)       r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any16h) mov (1|M0)       r15.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r6.6<0;1,0>:ud    r46.7<0;1,0>:ud  {@2}
        mov (16|M0)              r70.0<1>:f    r11.0<0;1,0>:f                   {Compacted,@4}
(W&f0.0.any16h) add (1|M0)       r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r68.0<1>:f    r10.0<0;1,0>:f                   {Compacted,@2}
L3136:
        endif (16|M0)                        L3152                                
L3152:
        join (16|M0)                         L3168                                
L3168:
        mov (16|M0)              r8.0<1>:f     r70.0<0;1,0>:f                   {Compacted,@6}
        mov (16|M0)              r10.0<1>:f    r68.0<0;1,0>:f                   {Compacted,@4}
        send.dc1 (16|M0)         null     r104    r8      0x100            0x04025C01           {@1,$1} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (16|M0)                         L3392                  L3392                
L3232:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$1.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) goto (16|M0)                         L3392                  L7456                
L3392:
        join (16|M0)                         L7456                                
L3408:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.1   null<1>:d     r45.6<0;1,0>:ud   r45.7<0;1,0>:ud 
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r47.6<0;1,0>:d    r47.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (lt)f1.1   null<1>:d     r47.6<0;1,0>:d    r47.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.0<1>:d     r45.6<0;1,0>:d    r45.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.1<1>:d     r47.6<0;1,0>:d    r47.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r5.0<0;1,0>:ud    r45.5<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r47.5<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     r47.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.6<1>:d     r45.5<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.7<1>:d     r47.5<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r6.6<0;1,0>:ud    r45.4<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r47.4<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r6.7<0;1,0>:d     r47.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.0<1>:d     r45.4<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.1<1>:d     r47.4<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r7.0<0;1,0>:ud    r45.3<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r7.1<0;1,0>:d     r47.3<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r7.1<0;1,0>:d     r47.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.0<1>:d     r45.3<0;1,0>:d    r7.0<0;1,0>:d    {$1.src}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.1<1>:d     r47.3<0;1,0>:d    r7.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r45.2<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r47.2<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r47.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.0<1>:d     r45.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.1<1>:d     r47.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    r45.1<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     r47.1<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r5.1<0;1,0>:d     r47.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.6<1>:d     r45.1<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.7<1>:d     r47.1<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r6.6<0;1,0>:ud    r45.0<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     r47.0<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r6.7<0;1,0>:d     r47.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.0<1>:d     r45.0<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.1<1>:d     r47.0<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r7.0<0;1,0>:ud    r44.7<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r7.1<0;1,0>:d     r46.7<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r7.1<0;1,0>:d     r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r44.7<0;1,0>:d    r7.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r46.7<0;1,0>:d    r7.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r44.6<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r8.1<0;1,0>:d     r46.6<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r8.1<0;1,0>:d     r46.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.0<1>:d     r44.6<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.1<1>:d     r46.6<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.0<0;1,0>:ud    r44.5<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.6<1>:d     r44.5<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.7<1>:d     r46.5<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r6.6<0;1,0>:ud    r44.4<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.0<1>:d     r44.4<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.1<1>:d     r46.4<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r7.0<0;1,0>:ud    r44.3<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r8.0<1>:d     r44.3<0;1,0>:d    r7.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r8.1<1>:d     r46.3<0;1,0>:d    r7.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r8.0<0;1,0>:ud    r44.2<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.0<1>:d     r44.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.1<1>:d     r46.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r5.0<0;1,0>:ud    r44.1<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.6<1>:d     r44.1<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.7<1>:d     r46.1<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r6.6<0;1,0>:ud    r44.0<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.0<1>:d     r44.0<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r20.0<1>:f    r7.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.1<1>:d     r46.0<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r126.0<1>:f   r7.1<0;1,0>:f                    {Compacted,@3}
        goto (16|M0)                         L7456                  L10536                
L7456:
        join (16|M0)                         L10536                                
L7472:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r40.2<0;1,0>:d    8:w              
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) if (16|M0)                           L8600                  L10520                
L7600:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (8|M0)       r7.0<1>:w     0x76543210:v                              
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     -qnan(0x3FFFFF):f                               {$1.src}
(W&f0.0.any16h) add (8|M0)       r7.8<1>:w     r7.0<8;8,1>:w     8:w               {@2}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r44.0<8;8,1>:f                  
        cmp (16|M0)   (eq)f1.0   null<1>:w     r7.0<16;16,1>:w   0:w               {@2}
        mov (8|M0)               r12.0<1>:f    r9.7<1;1,0>:f                    {Compacted,@2}
        mov (8|M0)               r13.0<1>:f    r10.7<1;1,0>:f                   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r46.0<8;8,1>:f                  
(~f1.0) sel (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    -1:w               {@3}
        mov (8|M0)               r18.0<1>:f    r15.7<1;1,0>:f                   {Compacted,@2}
        mov (8|M0)               r19.0<1>:f    r16.7<1;1,0>:f                   {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r44.0<8;8,1>:ud   r20.0<8;8,1>:ud  {@3}
(~f1.0) sel (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    2147483647:d               {@2}
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r46.0<8;8,1>:d    r22.0<8;8,1>:d   {@1}
        cmp (16|M0)   (lt)f0.1   null<1>:w     r7.0<16;16,1>:uw  0x2:uw             
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r46.0<8;8,1>:d    r22.0<8;8,1>:d  
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     -qnan(0x3FFFFF):f                              
(f1.1)  sel (16|M0)              r24.0<1>:d    r44.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r24.0<8;8,1>:f                   {@1}
(f1.1)  sel (16|M0)              r26.0<1>:d    r46.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r28.0<1>:f    r9.6<2;2,1>:f                    {Compacted,@2}
        mov (8|M0)               r29.0<1>:f    r10.6<2;2,1>:f                   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r26.0<8;8,1>:f                   {@4}
(~f0.1) sel (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d    -1:w               {@3}
        mov (8|M0)               r12.0<1>:f    r15.6<2;2,1>:f                   {Compacted,@2}
        mov (8|M0)               r13.0<1>:f    r16.6<2;2,1>:f                   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   r18.0<8;8,1>:ud  {@3}
(~f0.1) sel (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    2147483647:d               {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r26.0<8;8,1>:d    r20.0<8;8,1>:d   {@1}
        cmp (16|M0)   (lt)f1.1   null<1>:w     r7.0<16;16,1>:uw  0x4:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    r20.0<8;8,1>:d  
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     -qnan(0x3FFFFF):f                              
(f1.0)  sel (16|M0)              r22.0<1>:d    r24.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r22.0<8;8,1>:f                   {@1}
(f1.0)  sel (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r32.0<1>:f    r9.4<4;4,1>:f                    {Compacted,@2}
        mov (8|M0)               r33.0<1>:f    r10.4<4;4,1>:f                   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r30.0<8;8,1>:f                   {@4}
(~f1.1) sel (16|M0)              r28.0<1>:d    r32.0<8;8,1>:d    -1:w               {@3}
        mov (8|M0)               r12.0<1>:f    r15.4<4;4,1>:f                   {Compacted,@2}
        mov (8|M0)               r13.0<1>:f    r16.4<4;4,1>:f                   {Compacted}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r22.0<8;8,1>:ud   r28.0<8;8,1>:ud  {@3}
(~f1.1) sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    2147483647:d               {@2}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d   {@1}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r7.0<16;16,1>:uw  0x8:uw             
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d  
        mov (8|M0)               r34.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r38.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(f0.1)  sel (16|M0)              r20.0<1>:d    r22.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r26.0<1>:f    r20.0<8;8,1>:f                   {@1}
(f0.1)  sel (16|M0)              r24.0<1>:d    r30.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r35.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0.any16h) mov (16|M0)      r36.0<1>:f    r24.0<8;8,1>:f                   {@2}
(~f1.0) sel (16|M0)              r12.0<1>:d    r34.0<8;8,1>:d    -1:w               {@2}
        mov (8|M0)               r39.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r20.0<8;8,1>:ud   r12.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r32.0<1>:d    r38.0<8;8,1>:d    2147483647:d               {@2}
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     r40.2<0;1,0>:d    -1:w              
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r24.0<8;8,1>:d    r32.0<8;8,1>:d   {@2}
(W&f0.0.any16h) shl (1|M0)       r8.0<1>:uw    r5.0<0;1,0>:uw    0x2:uw              {@2}
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r24.0<8;8,1>:d    r32.0<8;8,1>:d  
(W&f0.0.any16h) add (1|M0)       a0.1<1>:uw    r8.0<0;1,0>:uw    0xE80:uw              {@2}
(W&f0.0.any16h) add (1|M0)       a0.0<1>:uw    r8.0<0;1,0>:uw    0xE40:uw             
(f1.1)  sel (16|M0)              r116.0<1>:d   r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(f1.1)  sel (16|M0)              r114.0<1>:d   r24.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r20.0<1>:d    r[a0.1]<0;1,0>:d                 {@3}
        mov (16|M0)              r126.0<1>:d   r[a0.0]<0;1,0>:d                 {@1}
        else (16|M0)                         L10520                  L10520                 {@1}
L8600:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r44.6<0;1,0>:ud   r44.7<0;1,0>:ud 
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r46.6<0;1,0>:d    r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r46.6<0;1,0>:d    r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.0<1>:d     r44.6<0;1,0>:d    r44.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.1<1>:d     r46.6<0;1,0>:d    r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    r44.5<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.6<1>:d     r44.5<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.7<1>:d     r46.5<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r6.6<0;1,0>:ud    r44.4<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.0<1>:d     r44.4<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.1<1>:d     r46.4<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r7.0<0;1,0>:ud    r44.3<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r44.3<0;1,0>:d    r7.0<0;1,0>:d    {$1.src}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r46.3<0;1,0>:d    r7.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r44.2<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.0<1>:d     r44.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.1<1>:d     r46.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.0<0;1,0>:ud    r44.1<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.6<1>:d     r44.1<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.7<1>:d     r46.1<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r6.6<0;1,0>:ud    r44.0<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.0<1>:d     r44.0<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r20.0<1>:f    r7.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.1<1>:d     r46.0<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r126.0<1>:f   r7.1<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
L10520:
        endif (16|M0)                        L10536                                
L10536:
        join (16|M0)                         L10552                                
L10552:
        add (16|M0)              r8.0<1>:d     r5.4<0;1,0>:d     r102.0<8;8,1>:d  {Compacted,$1.src}
        mov (16|M0)              r10.0<1>:f    r20.0<0;1,0>:f                   {Compacted,@7}
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@2}
        mov (16|M0)              r12.0<1>:f    r126.0<0;1,0>:f                  {Compacted,@7}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (16|M0)                         L10792                  L10792                
L10632:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$2.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (16|M0)                         L10792                  L14856                
L10792:
        join (16|M0)                         L14856                                
L10808:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r45.6<0;1,0>:ud   r45.7<0;1,0>:ud 
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r47.6<0;1,0>:d    r47.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (lt)f0.1   null<1>:d     r47.6<0;1,0>:d    r47.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.0<1>:d     r45.7<0;1,0>:d    r45.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.1<1>:d     r47.7<0;1,0>:d    r47.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.0<0;1,0>:ud    r45.5<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r5.1<0;1,0>:d     r47.5<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r5.1<0;1,0>:d     r47.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r45.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r47.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r6.6<0;1,0>:ud    r45.4<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r6.7<0;1,0>:d     r47.4<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r6.7<0;1,0>:d     r47.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r45.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r47.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r7.0<0;1,0>:ud    r45.3<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r7.1<0;1,0>:d     r47.3<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r7.1<0;1,0>:d     r47.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r45.3<0;1,0>:d   {$2.src}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r8.1<1>:d     r7.1<0;1,0>:d     r47.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r8.0<0;1,0>:ud    r45.2<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r8.1<0;1,0>:d     r47.2<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r8.1<0;1,0>:d     r47.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r45.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.1<1>:d     r8.1<0;1,0>:d     r47.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r5.0<0;1,0>:ud    r45.1<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r47.1<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     r47.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r45.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r47.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r6.6<0;1,0>:ud    r45.0<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r47.0<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r6.7<0;1,0>:d     r47.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r45.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r47.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r7.0<0;1,0>:ud    r44.7<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r7.1<0;1,0>:d     r46.7<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r7.1<0;1,0>:d     r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r44.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.1<1>:d     r7.1<0;1,0>:d     r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r44.6<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r46.6<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r46.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r44.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.1<1>:d     r8.1<0;1,0>:d     r46.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    r44.5<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r44.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r6.6<0;1,0>:ud    r44.4<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r44.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r7.0<0;1,0>:ud    r44.3<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r44.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r44.2<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r44.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.1<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.0<0;1,0>:ud    r44.1<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r44.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r6.6<0;1,0>:ud    r44.0<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r44.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r124.0<1>:f   r7.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r122.0<1>:f   r7.1<0;1,0>:f                    {Compacted,@3}
        goto (16|M0)                         L14856                  L17936                
L14856:
        join (16|M0)                         L17936                                
L14872:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r40.2<0;1,0>:d    8:w              
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                  {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (16|M0)                           L16000                  L17920                
L15000:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (8|M0)       r7.0<1>:w     0x76543210:v                              
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     0.0:f                               {$2.src}
(W&f0.0.any16h) add (8|M0)       r7.8<1>:w     r7.0<8;8,1>:w     8:w               {@2}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r44.0<8;8,1>:f                  
        cmp (16|M0)   (eq)f0.1   null<1>:w     r7.0<16;16,1>:w   0:w               {@2}
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    -0.0:f                              
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r46.0<8;8,1>:f                  
        mov (8|M0)               r12.0<1>:f    r9.7<1;1,0>:f                    {Compacted,@4}
        mov (8|M0)               r13.0<1>:f    r10.7<1;1,0>:f                   {Compacted}
        mov (8|M0)               r18.0<1>:f    r15.7<1;1,0>:f                   {Compacted,@3}
        mov (8|M0)               r19.0<1>:f    r16.7<1;1,0>:f                   {Compacted}
(~f0.1) sel (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    0:w               {@3}
(~f0.1) sel (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    -2147483648:d               {@2}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r44.0<8;8,1>:ud   r20.0<8;8,1>:ud  {@2}
        cmp (16|M0)   (lt)f1.1   null<1>:w     r7.0<16;16,1>:uw  0x2:uw             
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r46.0<8;8,1>:d    r22.0<8;8,1>:d   {@3}
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     0.0:f                              
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r46.0<8;8,1>:d    r22.0<8;8,1>:d  
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    -0.0:f                              
(f0.1)  sel (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(f0.1)  sel (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r24.0<8;8,1>:f                   {@2}
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r26.0<8;8,1>:f                   {@2}
        mov (8|M0)               r28.0<1>:f    r9.6<2;2,1>:f                    {Compacted,@2}
        mov (8|M0)               r29.0<1>:f    r10.6<2;2,1>:f                   {Compacted}
        mov (8|M0)               r12.0<1>:f    r15.6<2;2,1>:f                   {Compacted,@3}
        mov (8|M0)               r13.0<1>:f    r16.6<2;2,1>:f                   {Compacted}
(~f1.1) sel (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d    0:w               {@3}
(~f1.1) sel (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    -2147483648:d               {@2}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r24.0<8;8,1>:ud   r18.0<8;8,1>:ud  {@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r7.0<16;16,1>:uw  0x4:uw             
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r26.0<8;8,1>:d    r20.0<8;8,1>:d   {@3}
(W&f0.0.any16h) mov (16|M0)      r8.0<1>:f     0.0:f                              
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r26.0<8;8,1>:d    r20.0<8;8,1>:d  
(W&f0.0.any16h) mov (16|M0)      r14.0<1>:f    -0.0:f                              
(f1.1)  sel (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
(f1.1)  sel (16|M0)              r30.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r10.0<1>:f    r22.0<8;8,1>:f                   {@2}
(W&f0.0.any16h) mov (16|M0)      r16.0<1>:f    r30.0<8;8,1>:f                   {@2}
        mov (8|M0)               r32.0<1>:f    r9.4<4;4,1>:f                    {Compacted,@2}
        mov (8|M0)               r33.0<1>:f    r10.4<4;4,1>:f                   {Compacted}
        mov (8|M0)               r12.0<1>:f    r15.4<4;4,1>:f                   {Compacted,@3}
        mov (8|M0)               r13.0<1>:f    r16.4<4;4,1>:f                   {Compacted}
(~f1.0) sel (16|M0)              r28.0<1>:d    r32.0<8;8,1>:d    0:w               {@3}
(~f1.0) sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    -2147483648:d               {@2}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:ud   r28.0<8;8,1>:ud  {@2}
        cmp (16|M0)   (lt)f0.1   null<1>:w     r7.0<16;16,1>:uw  0x8:uw             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d   {@3}
        mov (8|M0)               r34.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r38.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d  
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     r40.2<0;1,0>:d    -1:w              
(f1.0)  sel (16|M0)              r20.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
(W&f0.0.any16h) mov (16|M0)      r26.0<1>:f    r20.0<8;8,1>:f                   {@2}
(W&f0.0.any16h) mov (16|M0)      r36.0<1>:f    r24.0<8;8,1>:f                   {@2}
        mov (8|M0)               r35.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r39.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
(~f0.1) sel (16|M0)              r12.0<1>:d    r34.0<8;8,1>:d    0:w               {@2}
(~f0.1) sel (16|M0)              r32.0<1>:d    r38.0<8;8,1>:d    -2147483648:d               {@2}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r20.0<8;8,1>:ud   r12.0<8;8,1>:ud  {@2}
(W&f0.0.any16h) shl (1|M0)       r8.0<1>:uw    r5.0<0;1,0>:uw    0x2:uw              {@7}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r24.0<8;8,1>:d    r32.0<8;8,1>:d   {@3}
(W&f0.0.any16h) add (1|M0)       a0.1<1>:uw    r8.0<0;1,0>:uw    0xE00:uw              {@2}
(W&f0.0.any16h) add (1|M0)       a0.0<1>:uw    r8.0<0;1,0>:uw    0xDC0:uw             
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r24.0<8;8,1>:d    r32.0<8;8,1>:d  
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
(f0.1)  sel (16|M0)              r112.0<1>:d   r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(f0.1)  sel (16|M0)              r110.0<1>:d   r32.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r124.0<1>:d   r[a0.1]<0;1,0>:d                 {@2}
        mov (16|M0)              r122.0<1>:d   r[a0.0]<0;1,0>:d                 {@1}
        else (16|M0)                         L17920                  L17920                 {@1}
L16000:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.1   null<1>:d     r44.6<0;1,0>:ud   r44.7<0;1,0>:ud 
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r46.6<0;1,0>:d    r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (lt)f1.1   null<1>:d     r46.6<0;1,0>:d    r46.7<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.0<1>:d     r44.7<0;1,0>:d    r44.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.1<1>:d     r46.7<0;1,0>:d    r46.6<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r5.0<0;1,0>:ud    r44.5<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r44.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r46.5<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r6.6<0;1,0>:ud    r44.4<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r44.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r46.4<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r7.0<0;1,0>:ud    r44.3<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r44.3<0;1,0>:d   {$2.src}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.1<1>:d     r7.1<0;1,0>:d     r46.3<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r44.2<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r44.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.1<1>:d     r8.1<0;1,0>:d     r46.2<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    r44.1<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0xFFFF:uw                             
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r44.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r46.1<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r6.6<0;1,0>:ud    r44.0<0;1,0>:ud  {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d   {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0xFFFF:uw                             
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r44.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r124.0<1>:f   r7.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r42.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r46.0<0;1,0>:d  
(W&~f0.0.any16h) mov (1|M0)      f1.1<1>:uw    r42.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r122.0<1>:f   r7.1<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
L17920:
        endif (16|M0)                        L17936                                
L17936:
        join (16|M0)                         L17952                                
L17952:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     1:w               {Compacted}
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M0)              r10.0<1>:f    r124.0<0;1,0>:f                  {Compacted,@7}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r102.0<8;8,1>:d  {Compacted,@2}
        mov (16|M0)              r12.0<1>:f    r122.0<0;1,0>:f                  {Compacted,@7}
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$3} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (16|M0)                         L18232                  L18232                
L18048:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$3.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  goto (16|M0)                         L18232                  L18232                
L18208:
        mov (16|M0)              r32.0<1>:f    r40.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L18232                  L18264                
L18232:
        join (16|M0)                         L18264                                
L18248:
        mov (16|M0)              r32.0<1>:f    2.24208e-44:f                              
L18264:
        join (16|M0)                         L18280                                
L18280:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x1:uw              {@2}
(W)     mov (16|M0)              r7.0<1>:f     0.0:f                               {Compacted,$3.src}
(W)     mov (16|M0)              r9.0<1>:f     r44.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r11.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r13.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r26.0<1>:f    r8.7<1;1,0>:f                    {Compacted,@3}
        mov (8|M0)               r27.0<1>:f    r9.7<1;1,0>:f                    {Compacted}
        mov (8|M0)               r30.0<1>:f    r12.7<1;1,0>:f                   {Compacted,@3}
        mov (8|M0)               r31.0<1>:f    r13.7<1;1,0>:f                   {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L18416                  L18968                
L18392:
        mov (16|M0)              r118.0<1>:f   r26.0<8;8,1>:f                   {Compacted,@5}
        else (16|M0)                         L18968                  L18968                
L18416:
        mov (16|M0)              r58.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L18440:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (8|M0)       r7.0<1>:w     0x76543210:v                              
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     -r4.1<0;1,0>:d    16:w               {@5}
(W&f0.0.any16h) mov (8|M0)       r8.0<1>:ud    r7.0<8;8,1>:w                    {@2}
(W&f0.0.any16h) mov (16|M0)      r84.0<1>:f    0.0:f                              
(W&f0.0.any16h) add (8|M0)       r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W&f0.0.any16h) mov (16|M0)      r86.0<1>:f    r58.0<8;8,1>:f                   {@7}
(W&f0.0.any16h) add (16|M0)      r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d    {@2}
(W&f0.0.any16h) shl (16|M0)      r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W&f0.0.any16h) add (16|M0)      a0.0<1>:uw    r12.0<2;1,0>:uw   0xA80:uw              {@1}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0.any16h) mov (8|M0)       r18.0<1>:ud   r7.0<8;8,1>:w                    {@1}
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0.any16h) add (8|M0)       r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0.any16h) mov (16|M0)      r80.0<1>:f    0.0:f                              
(W&f0.0.any16h) add (16|M0)      r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d    {@2}
(W&f0.0.any16h) mov (16|M0)      r82.0<1>:f    r30.0<8;8,1>:f                  
(W&f0.0.any16h) shl (16|M0)      r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0.any16h) add (16|M0)      a0.0<1>:uw    r22.0<2;1,0>:uw   0xA00:uw              {@1}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        addc (8|M0)              r50.0<1>:ud   r58.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
(W&f0.0.any16h) shl (1|M0)       r4.1<1>:d     r4.1<0;1,0>:d     1:w              
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@3}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r32.0<8;8,1>:ud  {@3}
        addc (8|M8)              r51.0<1>:ud   r59.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r30.0<1>:ud   r30.0<8;8,1>:ud   r8.0<8;8,1>:ud   {Compacted,@4}
        add (8|M8)               r31.0<1>:ud   r31.0<8;8,1>:ud   r9.0<8;8,1>:ud   {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r118.0<1>:f   r50.0<8;8,1>:f                   {Compacted,@5}
        add (8|M0)               r30.0<1>:ud   r10.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@5}
        add (8|M8)               r31.0<1>:ud   r12.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted,@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) break (16|M0)                        L18952                  L18952                
L18944:
        mov (16|M0)              r58.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
L18952:
        while (16|M0)                        L18440                                
L18968:
        endif (16|M0)                        L18984                                
L18984:
        mad (16|M0)              r8.0<1>:d     r102.0<8;1>:d     r5.4<0;0>:d       3:w              
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@1}
        mov (16|M0)              r10.0<1>:f    r118.0<8;8,1>:f                  {Compacted,@7}
        mov (16|M0)              r12.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$4} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (16|M0)                         L19256                  L19256                
L19072:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$4.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (16|M0)                         L19256                  L19256                
L19232:
        mov (16|M0)              r66.0<1>:f    r40.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L19256                  L19288                
L19256:
        join (16|M0)                         L19288                                
L19272:
        mov (16|M0)              r66.0<1>:f    2.24208e-44:f                              
L19288:
        join (16|M0)                         L19304                                
L19304:
        cmp (16|M0)   (gt)f1.1   null<1>:d     r66.0<8;8,1>:ud   0x1:uw              {@2}
(W)     mov (16|M0)              r7.0<1>:f     -qnan(0x3FFFFF):f                               {$4.src}
(W)     mov (16|M0)              r9.0<1>:f     r44.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r11.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r13.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r48.0<1>:f    r8.7<1;1,0>:f                    {Compacted,@3}
        mov (8|M0)               r49.0<1>:f    r9.7<1;1,0>:f                    {Compacted}
        mov (8|M0)               r38.0<1>:f    r12.7<1;1,0>:f                   {Compacted,@3}
        mov (8|M0)               r39.0<1>:f    r13.7<1;1,0>:f                   {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (16|M0)                           L19864                  L19864                
L19432:
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L19448:
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     add (1|M0)               r5.0<1>:d     -r4.1<0;1,0>:d    16:w               {Compacted,@2}
(W)     mov (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:w                    {@2}
(W)     mov (16|M0)              r76.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r78.0<1>:f    r48.0<8;8,1>:f                   {Compacted,@7}
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d    {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x980:uw              {@1}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W)     mov (8|M0)               r18.0<1>:ud   r7.0<8;8,1>:w                    {@1}
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r72.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d    {@2}
(W)     mov (16|M0)              r74.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0x900:uw              {@1}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r48.0<8;8,1>:ud   r16.0<8;8,1>:ud  {@1}
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@2}
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r38.0<8;8,1>:d    r8.0<8;8,1>:d    {@1}
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r38.0<8;8,1>:d    r8.0<8;8,1>:d   
        cmp (16|M0)   (lt)f0.1   null<1>:d     r4.1<0;1,0>:ud    r66.0<8;8,1>:ud  {@2}
(~f1.1) mov (16|M0)              r48.0<1>:f    r16.0<8;8,1>:f                  
(~f1.1) mov (16|M0)              r38.0<1>:f    r8.0<8;8,1>:f                   
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (16|M0)                        L19448                                
L19864:
        endif (16|M0)                        L19880                                
L19880:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     2:w               {Compacted}
        mov (16|M0)              r10.0<1>:f    r48.0<8;8,1>:f                   {Compacted,@6}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r102.0<8;8,1>:d  {Compacted,@2}
        mov (16|M0)              r12.0<1>:f    r38.0<8;8,1>:f                   {Compacted,@7}
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (16|M0)                         L20152                  L20152                
L19968:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$5.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (16|M0)                         L20152                  L20152                
L20128:
        mov (16|M0)              r64.0<1>:f    r40.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L20152                  L20184                
L20152:
        join (16|M0)                         L20184                                
L20168:
        mov (16|M0)              r64.0<1>:f    2.24208e-44:f                              
L20184:
        join (16|M0)                         L20200                                
L20200:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r64.0<8;8,1>:ud   0x1:uw              {@2}
(W)     mov (16|M0)              r7.0<1>:f     -0.0:f                               {Compacted,$5.src}
(W)     mov (16|M0)              r9.0<1>:f     r46.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r36.0<1>:f    r8.7<1;1,0>:f                    {Compacted,@1}
        mov (8|M0)               r37.0<1>:f    r9.7<1;1,0>:f                    {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (16|M0)                           L20304                  L20712                
L20280:
        mov (16|M0)              r118.0<1>:f   r26.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L20712                  L20712                
L20304:
        mov (16|M0)              r118.0<1>:f   r26.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L20328:
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     add (1|M0)               r5.0<1>:d     -r4.1<0;1,0>:d    16:w               {Compacted,@2}
(W)     mov (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:w                    {@2}
(W)     mov (16|M0)              r60.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r62.0<1>:f    r118.0<8;8,1>:f                  {Compacted,@7}
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d    {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x780:uw              {@1}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W)     mov (8|M0)               r18.0<1>:ud   r7.0<8;8,1>:w                    {@1}
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r56.0<1>:f    -0.0:f                               {Compacted}
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d    {@2}
(W)     mov (16|M0)              r58.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0x700:uw              {@1}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r16.0<8;8,1>:ud  {@1}
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    r8.0<8;8,1>:d    {@1}
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r8.0<8;8,1>:d   
        cmp (16|M0)   (lt)f1.1   null<1>:d     r4.1<0;1,0>:ud    r64.0<8;8,1>:ud  {@2}
(f1.0)  mov (16|M0)              r118.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (16|M0)              r36.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  while (16|M0)                        L20328                                
L20712:
        endif (16|M0)                        L20728                                
L20728:
        mad (16|M0)              r8.0<1>:d     r102.0<8;1>:d     r5.4<0;0>:d       5:w              
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@1}
        mov (16|M0)              r10.0<1>:f    r118.0<8;8,1>:f                  {Compacted,@7}
        mov (16|M0)              r12.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$6} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (16|M0)                         L21000                  L21000                
L20816:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$6.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  goto (16|M0)                         L21000                  L21000                
L20976:
        mov (16|M0)              r28.0<1>:f    r40.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L21000                  L21032                
L21000:
        join (16|M0)                         L21032                                
L21016:
        mov (16|M0)              r28.0<1>:f    2.24208e-44:f                              
L21032:
        join (16|M0)                         L21048                                
L21048:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (16|M0)                           L21128                  L21712                
L21096:
        mov (16|M0)              r100.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r98.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L21712                  L21712                
L21128:
        mov (16|M0)              r56.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r54.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L21160:
(W)     mov (1|M0)               r40.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (8|M0)       r7.0<1>:w     0x76543210:v                              
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     -r4.1<0;1,0>:d    16:w               {@5}
        sync.nop                             null                             {Compacted,$6.src}
(W&f0.0.any16h) mov (8|M0)       r8.0<1>:ud    r7.0<8;8,1>:w                    {@2}
(W&f0.0.any16h) mov (16|M0)      r68.0<1>:f    0.0:f                              
(W&f0.0.any16h) add (8|M0)       r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W&f0.0.any16h) mov (16|M0)      r70.0<1>:f    r56.0<8;8,1>:f                   {@7}
(W&f0.0.any16h) add (16|M0)      r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d    {@2}
(W&f0.0.any16h) shl (16|M0)      r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W&f0.0.any16h) add (16|M0)      a0.0<1>:uw    r12.0<2;1,0>:uw   0x880:uw              {@1}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0.any16h) mov (8|M0)       r18.0<1>:ud   r7.0<8;8,1>:w                    {@1}
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0.any16h) add (8|M0)       r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0.any16h) mov (16|M0)      r64.0<1>:f    0.0:f                              
(W&f0.0.any16h) add (16|M0)      r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d    {@2}
(W&f0.0.any16h) mov (16|M0)      r66.0<1>:f    r54.0<8;8,1>:f                  
(W&f0.0.any16h) shl (16|M0)      r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0.any16h) add (16|M0)      a0.0<1>:uw    r22.0<2;1,0>:uw   0x800:uw              {@1}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        addc (8|M0)              r52.0<1>:ud   r56.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0.any16h) shl (1|M0)       r4.1<1>:d     r4.1<0;1,0>:d     1:w              
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r53.0<1>:ud   r57.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r34.0<1>:ud   r54.0<8;8,1>:ud   r8.0<8;8,1>:ud   {Compacted,@4}
        add (8|M8)               r35.0<1>:ud   r55.0<8;8,1>:ud   r9.0<8;8,1>:ud   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r28.0<8;8,1>:ud  {@5}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r34.0<1>:ud   r10.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted,@4}
        add (8|M8)               r35.0<1>:ud   r12.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:uw    r40.0<0;1,0>:uw                 
        mov (16|M0)              r100.0<1>:f   r52.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r98.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) break (16|M0)                        L21696                  L21696                
L21680:
        mov (16|M0)              r56.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r54.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
L21696:
        while (16|M0)                        L21160                                
L21712:
        endif (16|M0)                        L21728                                
L21728:
        mad (16|M0)              r8.0<1>:d     r102.0<8;1>:d     r5.4<0;0>:d       6:w               {$6.src}
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@1}
        mov (16|M0)              r10.0<1>:f    r100.0<8;8,1>:f                  {Compacted,@7}
        mov (16|M0)              r12.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$7} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (16|M0)                         L22000                  L22000                
L21816:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$7.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (16|M0)                         L22000                  L22000                
L21976:
        mov (16|M0)              r62.0<1>:f    r40.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L22000                  L22032                
L22000:
        join (16|M0)                         L22032                                
L22016:
        mov (16|M0)              r62.0<1>:f    2.24208e-44:f                              
L22032:
        join (16|M0)                         L22048                                
L22048:
        cmp (16|M0)   (gt)f1.1   null<1>:d     r62.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.1) if (16|M0)                           L22128                  L22584                
L22096:
        mov (16|M0)              r100.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r98.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L22584                  L22584                
L22128:
        mov (16|M0)              r100.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r98.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L22160:
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     add (1|M0)               r5.0<1>:d     -r4.1<0;1,0>:d    16:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$7.src}
(W)     mov (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:w                    {@2}
(W)     mov (16|M0)              r52.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r54.0<1>:f    r100.0<8;8,1>:f                  {Compacted,@7}
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d    {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x680:uw              {@1}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W)     mov (8|M0)               r18.0<1>:ud   r7.0<8;8,1>:w                    {@1}
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r48.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d    {@2}
(W)     mov (16|M0)              r50.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0x600:uw              {@1}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r100.0<8;8,1>:ud  r16.0<8;8,1>:ud  {@1}
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@2}
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r98.0<8;8,1>:d    r8.0<8;8,1>:d    {@1}
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r98.0<8;8,1>:d    r8.0<8;8,1>:d   
(~f0.1) mov (16|M0)              r100.0<1>:f   r16.0<8;8,1>:f                  
(~f0.1) mov (16|M0)              r98.0<1>:f    r8.0<8;8,1>:f                   
        cmp (16|M0)   (lt)f0.1   null<1>:d     r4.1<0;1,0>:ud    r62.0<8;8,1>:ud  {@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (16|M0)                        L22160                                
L22584:
        endif (16|M0)                        L22600                                
L22600:
        mad (16|M0)              r8.0<1>:d     r102.0<8;1>:d     r5.4<0;0>:d       7:w               {$7.src}
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@1}
        mov (16|M0)              r10.0<1>:f    r100.0<8;8,1>:f                  {Compacted,@7}
        mov (16|M0)              r12.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@1,$8} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (16|M0)                         L22872                  L22872                
L22688:
        mul (16|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw {$8.src}
(W)     add (1|M0)               r5.0<1>:d     r4.0<0;1,0>:d     15:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    4:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r11.0<2;1,0>:uw 
        mach (8|M8)              r11.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r7.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@5}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@2}
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   4:w               {Compacted,@1}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (16|M0)                         L22872                  L22872                
L22848:
        mov (16|M0)              r60.0<1>:f    r40.2<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L22872                  L22904                
L22872:
        join (16|M0)                         L22904                                
L22888:
        mov (16|M0)              r60.0<1>:f    2.24208e-44:f                              
L22904:
        join (16|M0)                         L22920                                
L22920:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r60.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (16|M0)                           L23000                  L23432                
L22968:
        mov (16|M0)              r100.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r98.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L23432                  L23432                
L23000:
        mov (16|M0)              r100.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r98.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r40.2<1>:f    1.4013e-45:f                              
L23032:
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     add (1|M0)               r5.0<1>:d     -r40.2<0;1,0>:d   16:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:w                    {@2}
(W)     mov (16|M0)              r94.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw              {@2}
(W)     mov (16|M0)              r96.0<1>:f    r100.0<8;8,1>:f                  {Compacted,@7}
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d    {@2}
(W)     shl (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw              {@1}
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0xBC0:uw              {@1}
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W)     mov (8|M0)               r18.0<1>:ud   r7.0<8;8,1>:w                    {@1}
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r90.0<1>:f    -0.0:f                               {Compacted}
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d    {@2}
(W)     mov (16|M0)              r92.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0xB40:uw              {@1}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@3}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r100.0<8;8,1>:ud  r16.0<8;8,1>:ud  {@1}
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@2}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r98.0<8;8,1>:d    r8.0<8;8,1>:d    {@1}
(W)     shl (1|M0)               r40.2<1>:d    r40.2<0;1,0>:d    1:w              
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r98.0<8;8,1>:d    r8.0<8;8,1>:d   
(f0.0)  mov (16|M0)              r100.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
(f0.0)  mov (16|M0)              r98.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r40.2<0;1,0>:ud   r60.0<8;8,1>:ud  {@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  while (16|M0)                        L23032                                
L23432:
        endif (16|M0)                        L23448                                
L23448:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     3:w               {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r10.0<1>:f    r100.0<8;8,1>:f                  {Compacted,@7}
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r102.0<8;8,1>:d  {Compacted,@2}
        mov (16|M0)              r12.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     3:w               {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
        send.dc1 (16|M0)         null     r8      r10     0x100            0x04025C01           {@2,$9} // wr:2+4, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r7       r120    null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L23568:
