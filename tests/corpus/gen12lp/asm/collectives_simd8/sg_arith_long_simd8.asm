L0:
(W)     mov (8|M0)               r24.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r24.2<0;1,0>:uw  {@1}
        mov (8|M0)               r25.0<1>:d    r1.0<8;8,1>:uw                  
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r24.1<0;1,0>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
        add (8|M0)               r7.0<1>:d     r5.0<0;1,0>:d     r25.0<8;8,1>:d   {Compacted,@2}
(W)     mach (1|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (8|M0)               r27.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r6.4<0;1,0>:uw   {Compacted,@2}
        shl (8|M0)               r26.0<1>:d    r27.0<8;8,1>:d    3:w               {Compacted,@2}
(W)     mach (1|M0)              r30.0<1>:d    r8.0<0;1,0>:d     r6.2<0;1,0>:d    {Compacted}
        send.dc1 (8|M0)          r28      r26     null    0x0            0x02206C00           {@2,$0} // wr:1+0, rd:2; untyped surface read with xy
(W)     and (1|M0)               r30.1<1>:d    r30.0<0;1,0>:d    7:w               {Compacted,@1}
(W)     cmp (8|M0)    (eq)f0.0   null<1>:d     r30.1<0;1,0>:d    0:w               {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (8|M0)                          L352                  L352                
L224:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.1) goto (8|M0)                          L352                  L904                
L352:
        join (8|M0)                          L904                                
L368:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) addc (1|M0)       r5.0<1>:ud    r28.1<0;1,0>:ud   r28.0<0;1,0>:ud  {AccWrEn,$0.dst}
(W&f0.0.any8h) add (1|M0)        r5.1<1>:ud    r29.1<0;1,0>:ud   r29.0<0;1,0>:ud 
(W&f0.0.any8h) mov (1|M0)        r7.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any8h) addc (1|M0)       r8.0<1>:ud    r5.0<0;1,0>:ud    r28.2<0;1,0>:ud  {AccWrEn,@3}
(W&f0.0.any8h) add (1|M0)        r5.1<1>:ud    r7.0<0;1,0>:ud    r5.1<0;1,0>:ud   {@2}
(W&f0.0.any8h) mov (1|M0)        r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any8h) add (1|M0)        r6.6<1>:ud    r5.1<0;1,0>:ud    r29.2<0;1,0>:ud  {@2}
(W&f0.0.any8h) addc (1|M0)       r10.0<1>:ud   r8.0<0;1,0>:ud    r28.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any8h) add (1|M0)        r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any8h) mov (1|M0)        r11.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any8h) add (1|M0)        r10.1<1>:ud   r6.6<0;1,0>:ud    r29.3<0;1,0>:ud  {@2}
(W&f0.0.any8h) addc (1|M0)       r12.0<1>:ud   r10.0<0;1,0>:ud   r28.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any8h) add (1|M0)        r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud  {@2}
(W&f0.0.any8h) mov (1|M0)        r13.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any8h) add (1|M0)        r12.1<1>:ud   r10.1<0;1,0>:ud   r29.4<0;1,0>:ud  {@2}
(W&f0.0.any8h) addc (1|M0)       r7.0<1>:ud    r12.0<0;1,0>:ud   r28.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any8h) add (1|M0)        r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud  {@2}
(W&f0.0.any8h) mov (1|M0)        r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any8h) add (1|M0)        r5.0<1>:ud    r12.1<0;1,0>:ud   r29.5<0;1,0>:ud  {@2}
(W&f0.0.any8h) addc (1|M0)       r8.0<1>:ud    r7.0<0;1,0>:ud    r28.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any8h) add (1|M0)        r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {@2}
(W&f0.0.any8h) mov (1|M0)        r9.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any8h) add (1|M0)        r6.6<1>:ud    r5.0<0;1,0>:ud    r29.6<0;1,0>:ud  {@2}
(W&f0.0.any8h) addc (1|M0)       r11.0<1>:ud   r8.0<0;1,0>:ud    r28.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any8h) add (1|M0)        r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
(W&f0.0.any8h) mov (1|M0)        r15.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any8h) add (1|M0)        r10.0<1>:ud   r6.6<0;1,0>:ud    r29.7<0;1,0>:ud  {@2}
        mov (8|M0)               r31.0<1>:f    r11.0<0;1,0>:f                   {Compacted,@4}
(W&f0.0.any8h) add (1|M0)        r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {@2}
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
        mov (8|M0)               r32.0<1>:f    r10.0<0;1,0>:f                   {Compacted,@2}
        goto (8|M0)                          L904                  L1520                
L904:
        join (8|M0)                          L1520                                
L920:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        cmp (8|M0)    (eq)f0.1   null<1>:w     r5.0<8;8,1>:w     0:w               {@3}
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r5.0<8;8,1>:w     0x2:uw             
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r5.0<8;8,1>:w     0x4:uw             
(W&f0.0.any8h) mov (8|M0)        r7.0<1>:f     0.0:f                              
(W&f0.0.any8h) mov (8|M0)        r8.0<1>:f     r28.0<8;8,1>:f                   {$0.dst}
(W&f0.0.any8h) mov (8|M0)        r9.0<1>:f     0.0:f                              
(W&f0.0.any8h) mov (8|M0)        r10.0<1>:f    r29.0<8;8,1>:f                  
(~f0.1) sel (8|M0)               r11.0<1>:d    r7.7<1;1,0>:d     0:w               {@3}
(~f0.1) sel (8|M0)               r12.0<1>:d    r9.7<1;1,0>:d     0:w               {@2}
        addc (8|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
        add (8|M0)               r15.0<1>:ud   r12.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0.any8h) mov (8|M0)        r16.0<1>:f    0.0:f                              
(W&f0.0.any8h) mov (8|M0)        r17.0<1>:f    r13.0<8;8,1>:f                   {@4}
        add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted,@3}
(W&f0.0.any8h) mov (8|M0)        r18.0<1>:f    0.0:f                              
(~f1.1) sel (8|M0)               r20.0<1>:d    r16.6<2;2,1>:d    0:w               {@3}
(W&f0.0.any8h) mov (8|M0)        r19.0<1>:f    r15.0<8;8,1>:f                   {@3}
        addc (8|M0)              r7.0<1>:ud    r20.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
(~f1.1) sel (8|M0)               r21.0<1>:d    r18.6<2;2,1>:d    0:w               {@2}
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r9.0<1>:ud    r21.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted,@2}
(W&f0.0.any8h) add (1|M0)        r6.6<1>:d     r30.1<0;1,0>:d    -1:w              
(W&f0.0.any8h) mov (8|M0)        r10.0<1>:f    0.0:f                              
(W&f0.0.any8h) mov (8|M0)        r11.0<1>:f    r7.0<8;8,1>:f                    {@6}
        add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    r9.0<8;8,1>:ud   {Compacted,@4}
(W&f0.0.any8h) mov (8|M0)        r22.0<1>:f    0.0:f                              
(~f1.0) sel (8|M0)               r12.0<1>:d    r10.4<4;4,1>:d    0:w               {@3}
(W&f0.0.any8h) shl (1|M0)        r8.0<1>:uw    r6.12<0;1,0>:uw   0x2:uw              {@6}
(W&f0.0.any8h) mov (8|M0)        r23.0<1>:f    r9.0<8;8,1>:f                    {@4}
        addc (8|M0)              r33.0<1>:ud   r12.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,Compacted,@3}
(W&f0.0.any8h) add (1|M0)        a0.1<1>:uw    r8.0<0;1,0>:uw    0x420:uw              {@3}
(~f1.0) sel (8|M0)               r14.0<1>:d    r22.4<4;4,1>:d    0:w               {@3}
(W&f0.0.any8h) add (1|M0)        a0.0<1>:uw    r8.0<0;1,0>:uw    0x440:uw             
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r34.0<1>:ud   r14.0<8;8,1>:ud   r9.0<8;8,1>:ud   {Compacted,@3}
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
        add (8|M0)               r34.0<1>:ud   r13.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r31.0<1>:d    r[a0.1]<0;1,0>:d                 {@7}
        mov (8|M0)               r32.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
L1520:
        join (8|M0)                          L1536                                
L1536:
        mov (8|M0)               r7.0<1>:f     r31.0<0;1,0>:f                   {Compacted,@3}
        mov (8|M0)               r8.0<1>:f     r32.0<0;1,0>:f                   {Compacted,@3}
        send.dc1 (8|M0)          null     r26     r7      0x80            0x02026C01           {@1,$1} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (8|M0)                          L1728                  L1728                
L1600:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$1.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (8|M0)                          L1728                  L3680                
L1728:
        join (8|M0)                          L3680                                
L1744:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f0.1   null<1>:ud    r28.6<0;1,0>:ud   r28.7<0;1,0>:ud 
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF00:uw             
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF:uw             
(W&~f0.1) cmp (8|M0)  (lt)f0.1   null<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.0<1>:d     r28.6<0;1,0>:d    r28.7<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r5.1<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r5.0<0;1,0>:ud    r28.5<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF00:uw             
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF:uw             
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.6<1>:d     r28.5<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r6.7<1>:d     r29.5<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r6.6<0;1,0>:ud    r28.4<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF00:uw             
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF:uw             
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.0<1>:d     r28.4<0;1,0>:d    r6.6<0;1,0>:d    {$1.src}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r7.1<1>:d     r29.4<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r7.0<0;1,0>:ud    r28.3<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF00:uw             
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF:uw             
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r8.0<1>:d     r28.3<0;1,0>:d    r7.0<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r8.1<1>:d     r29.3<0;1,0>:d    r7.1<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r8.0<0;1,0>:ud    r28.2<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF00:uw             
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF:uw             
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.0<1>:d     r28.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.1<1>:d     r29.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r5.0<0;1,0>:ud    r28.1<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF00:uw             
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF:uw             
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.6<1>:d     r28.1<0;1,0>:d    r5.0<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.7<1>:d     r29.1<0;1,0>:d    r5.1<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r6.6<0;1,0>:ud    r28.0<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF00:uw             
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF:uw             
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.0<1>:d     r28.0<0;1,0>:d    r6.6<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
        mov (8|M0)               r35.0<1>:f    r7.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.1<1>:d     r29.0<0;1,0>:d    r6.7<0;1,0>:d   
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
        mov (8|M0)               r36.0<1>:f    r7.1<0;1,0>:f                    {Compacted,@3}
        goto (8|M0)                          L3680                  L4440                
L3680:
        join (8|M0)                          L4440                                
L3696:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        cmp (8|M0)    (eq)f0.1   null<1>:w     r5.0<8;8,1>:w     0:w               {@3}
(W&f0.0.any8h) mov (8|M0)        r7.0<1>:f     -qnan(0x3FFFFF):f                               {$1.src}
(W&f0.0.any8h) mov (8|M0)        r8.0<1>:f     r28.0<8;8,1>:f                  
(W&f0.0.any8h) mov (8|M0)        r9.0<1>:f     qnan(0x3FFFFF):f                              
(~f0.1) sel (8|M0)               r11.0<1>:d    r7.7<1;1,0>:d     -1:w               {@2}
(W&f0.0.any8h) mov (8|M0)        r10.0<1>:f    r29.0<8;8,1>:f                  
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r28.0<8;8,1>:ud   r11.0<8;8,1>:ud  {@2}
(~f0.1) sel (8|M0)               r12.0<1>:d    r9.7<1;1,0>:d     2147483647:d               {@2}
(W&f0.0.any8h) mov (8|M0)        r15.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0.any8h) mov (8|M0)        r17.0<1>:f    qnan(0x3FFFFF):f                              
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r29.0<8;8,1>:d    r12.0<8;8,1>:d   {@3}
(W&f0.0.any8h) mov (8|M0)        r10.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0.any8h) mov (8|M0)        r20.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0.any8h) add (1|M0)        r6.6<1>:d     r30.1<0;1,0>:d    -1:w              
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:d     r29.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.1)  sel (8|M0)               r13.0<1>:d    r28.0<8;8,1>:d    r11.0<8;8,1>:d  
(f1.1)  sel (8|M0)               r14.0<1>:d    r29.0<8;8,1>:d    r12.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r5.0<8;8,1>:w     0x2:uw             
(W&f0.0.any8h) mov (8|M0)        r16.0<1>:f    r13.0<8;8,1>:f                   {@3}
(W&f0.0.any8h) mov (8|M0)        r18.0<1>:f    r14.0<8;8,1>:f                   {@3}
(~f1.1) sel (8|M0)               r19.0<1>:d    r15.6<2;2,1>:d    -1:w               {@2}
(~f1.1) sel (8|M0)               r7.0<1>:d     r17.6<2;2,1>:d    2147483647:d               {@2}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r13.0<8;8,1>:ud   r19.0<8;8,1>:ud  {@2}
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d    {@2}
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d   
(f1.0)  sel (8|M0)               r8.0<1>:d     r13.0<8;8,1>:d    r19.0<8;8,1>:d  
(f1.0)  sel (8|M0)               r9.0<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d   
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r5.0<8;8,1>:w     0x4:uw             
(W&f0.0.any8h) mov (8|M0)        r11.0<1>:f    r8.0<8;8,1>:f                    {@3}
(W&f0.0.any8h) mov (8|M0)        r21.0<1>:f    r9.0<8;8,1>:f                    {@3}
(W&f0.0.any8h) shl (1|M0)        r7.0<1>:uw    r6.12<0;1,0>:uw   0x2:uw             
(~f1.0) sel (8|M0)               r37.0<1>:d    r10.4<4;4,1>:d    -1:w               {@3}
(~f1.0) sel (8|M0)               r38.0<1>:d    r20.4<4;4,1>:d    2147483647:d               {@3}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r37.0<8;8,1>:ud  {@2}
(W&f0.0.any8h) add (1|M0)        a0.1<1>:uw    r7.0<0;1,0>:uw    0x4A0:uw              {@4}
(W&f0.0.any8h) add (1|M0)        a0.0<1>:uw    r7.0<0;1,0>:uw    0x4C0:uw             
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r9.0<8;8,1>:d     r38.0<8;8,1>:d   {@5}
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:d     r9.0<8;8,1>:d     r38.0<8;8,1>:d  
(f0.1)  mov (8|M0)               r37.0<1>:f    r8.0<8;8,1>:f                   
(f0.1)  mov (8|M0)               r38.0<1>:f    r9.0<8;8,1>:f                   
        mov (8|M0)               r35.0<1>:d    r[a0.1]<0;1,0>:d                 {@2}
        mov (8|M0)               r36.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
L4440:
        join (8|M0)                          L4456                                
L4456:
        add (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r27.0<8;8,1>:d  
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r8.0<1>:f     r35.0<0;1,0>:f                   {Compacted,@4}
        mov (8|M0)               r9.0<1>:f     r36.0<0;1,0>:f                   {Compacted,@4}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$2} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (8|M0)                          L4688                  L4688                
L4560:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$2.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) goto (8|M0)                          L4688                  L6640                
L4688:
        join (8|M0)                          L6640                                
L4704:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (lt)f1.1   null<1>:ud    r28.6<0;1,0>:ud   r28.7<0;1,0>:ud 
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF00:uw             
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF:uw             
(W&~f1.1) cmp (8|M0)  (lt)f1.1   null<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.0<1>:d     r28.7<0;1,0>:d    r28.6<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r5.1<1>:d     r29.7<0;1,0>:d    r29.6<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r5.0<0;1,0>:ud    r28.5<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF00:uw             
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF:uw             
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r28.5<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r6.6<0;1,0>:ud    r28.4<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF00:uw             
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF:uw             
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r28.4<0;1,0>:d   {$2.src}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r7.0<0;1,0>:ud    r28.3<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF00:uw             
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF:uw             
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r28.3<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r8.1<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r8.0<0;1,0>:ud    r28.2<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF00:uw             
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.0<1>:uw    f1.0<0;1,0>:uw    0xFF:uw             
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r28.2<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r5.1<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.0<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r5.0<0;1,0>:ud    r28.1<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF00:uw             
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f0.1<1>:uw    f0.1<0;1,0>:uw    0xFF:uw             
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r28.1<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
(W&f0.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f0.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r6.6<0;1,0>:ud    r28.0<0;1,0>:ud  {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) and (1|M0)       f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF00:uw             
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d   {@7}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) or (1|M0)        f1.1<1>:uw    f1.1<0;1,0>:uw    0xFF:uw             
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r28.0<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
        mov (8|M0)               r39.0<1>:f    r7.0<0;1,0>:f                    {Compacted,@2}
(W)     mov (1|M0)               r87.0<1>:uw   f1.1<0;1,0>:uw                   {Compacted}
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
(W&f1.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d  
(W&~f0.0.any8h) mov (1|M0)       f1.1<1>:uw    r87.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
        mov (8|M0)               r40.0<1>:f    r7.1<0;1,0>:f                    {Compacted,@3}
        goto (8|M0)                          L6640                  L7400                
L6640:
        join (8|M0)                          L7400                                
L6656:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
        mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        cmp (8|M0)    (eq)f0.1   null<1>:w     r5.0<8;8,1>:w     0:w               {@3}
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r5.0<8;8,1>:w     0x2:uw             
(W&f0.0.any8h) mov (8|M0)        r7.0<1>:f     0.0:f                               {$2.src}
(W&f0.0.any8h) mov (8|M0)        r8.0<1>:f     r28.0<8;8,1>:f                  
(W&f0.0.any8h) mov (8|M0)        r9.0<1>:f     -0.0:f                              
(~f0.1) sel (8|M0)               r11.0<1>:d    r7.7<1;1,0>:d     0:w               {@2}
(W&f0.0.any8h) mov (8|M0)        r10.0<1>:f    r29.0<8;8,1>:f                  
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r28.0<8;8,1>:ud   r11.0<8;8,1>:ud  {@2}
(~f0.1) sel (8|M0)               r12.0<1>:d    r9.7<1;1,0>:d     -2147483648:d               {@2}
(W&f0.0.any8h) mov (8|M0)        r15.0<1>:f    0.0:f                              
(W&f0.0.any8h) mov (8|M0)        r17.0<1>:f    -0.0:f                              
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r29.0<8;8,1>:d    r12.0<8;8,1>:d   {@3}
(W&f0.0.any8h) mov (8|M0)        r10.0<1>:f    0.0:f                              
(W&f0.0.any8h) mov (8|M0)        r20.0<1>:f    -0.0:f                              
(W&f0.0.any8h) add (1|M0)        r6.6<1>:d     r30.1<0;1,0>:d    -1:w              
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:d     r29.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (8|M0)               r14.0<1>:d    r12.0<8;8,1>:d    r29.0<8;8,1>:d  
(W&f0.0.any8h) mov (8|M0)        r16.0<1>:f    r13.0<8;8,1>:f                   {@2}
(W&f0.0.any8h) mov (8|M0)        r18.0<1>:f    r14.0<8;8,1>:f                   {@2}
(~f1.1) sel (8|M0)               r19.0<1>:d    r15.6<2;2,1>:d    0:w               {@2}
(~f1.1) sel (8|M0)               r7.0<1>:d     r17.6<2;2,1>:d    -2147483648:d               {@2}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r13.0<8;8,1>:ud   r19.0<8;8,1>:ud  {@2}
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r5.0<8;8,1>:w     0x4:uw             
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d    {@3}
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d   
(f0.1)  sel (8|M0)               r8.0<1>:d     r19.0<8;8,1>:d    r13.0<8;8,1>:d  
(f0.1)  sel (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r14.0<8;8,1>:d  
(W&f0.0.any8h) mov (8|M0)        r11.0<1>:f    r8.0<8;8,1>:f                    {@2}
(W&f0.0.any8h) mov (8|M0)        r21.0<1>:f    r9.0<8;8,1>:f                    {@2}
(~f1.0) sel (8|M0)               r41.0<1>:d    r10.4<4;4,1>:d    0:w               {@2}
(~f1.0) sel (8|M0)               r42.0<1>:d    r20.4<4;4,1>:d    -2147483648:d               {@2}
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r41.0<8;8,1>:ud  {@2}
(W&f0.0.any8h) shl (1|M0)        r7.0<1>:uw    r6.12<0;1,0>:uw   0x2:uw             
(W&f0.0.any8h) add (1|M0)        a0.1<1>:uw    r7.0<0;1,0>:uw    0x520:uw              {@1}
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r9.0<8;8,1>:d     r42.0<8;8,1>:d   {@4}
(W&f0.0.any8h) add (1|M0)        a0.0<1>:uw    r7.0<0;1,0>:uw    0x540:uw             
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:d     r9.0<8;8,1>:d     r42.0<8;8,1>:d  
(~f1.1) mov (8|M0)               r41.0<1>:f    r8.0<8;8,1>:f                   
(~f1.1) mov (8|M0)               r42.0<1>:f    r9.0<8;8,1>:f                   
        mov (8|M0)               r39.0<1>:d    r[a0.1]<0;1,0>:d                 {@2}
        mov (8|M0)               r40.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
L7400:
        join (8|M0)                          L7416                                
L7416:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     1:w               {Compacted}
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r8.0<1>:f     r39.0<0;1,0>:f                   {Compacted,@4}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r27.0<8;8,1>:d   {@2}
        mov (8|M0)               r9.0<1>:f     r40.0<0;1,0>:f                   {Compacted,@5}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$3} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (8|M0)                          L7680                  L7680                
L7528:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$3.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  goto (8|M0)                          L7680                  L7680                
L7656:
        mov (8|M0)               r43.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L7680                  L7712                
L7680:
        join (8|M0)                          L7712                                
L7696:
        mov (8|M0)               r43.0<1>:f    1.12104e-44:f                              
L7712:
        join (8|M0)                          L7728                                
L7728:
        cmp (8|M0)    (gt)f1.0   null<1>:ud    r43.0<8;8,1>:ud   0x1:uw              {@2}
(W)     mov (8|M0)               r7.0<1>:f     0.0:f                               {Compacted,$3.src}
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     0.0:f                               {Compacted}
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r44.0<1>:f    r7.7<1;1,0>:f                    {Compacted,@3}
        mov (8|M0)               r45.0<1>:f    r9.7<1;1,0>:f                    {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (8|M0)                            L7848                  L8280                
L7824:
        mov (8|M0)               r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted,@4}
        else (8|M0)                          L8280                  L8280                
L7848:
        mov (8|M0)               r47.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.2<1>:f    1.4013e-45:f                              
L7872:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r5.0<1>:d     -r30.2<0;1,0>:d   8:w               {@4}
(W&f0.0.any8h) mov (8|M0)        r7.0<1>:w     0x76543210:v                              
(W&f0.0.any8h) mov (8|M0)        r48.0<1>:f    0.0:f                              
(W&f0.0.any8h) add (8|M0)        acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@2}
(W&f0.0.any8h) mov (8|M0)        r49.0<1>:f    r47.0<8;8,1>:f                   {@7}
(W&f0.0.any8h) shl (8|M0)        r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W&f0.0.any8h) add (8|M0)        a0.0<1>:uw    r9.0<2;1,0>:uw    0x600:uw              {@1}
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W&f0.0.any8h) add (8|M0)        acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@1}
(W&f0.0.any8h) mov (8|M0)        r50.0<1>:f    0.0:f                              
(W&f0.0.any8h) shl (8|M0)        r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W&f0.0.any8h) mov (8|M0)        r51.0<1>:f    r45.0<8;8,1>:f                  
(W&f0.0.any8h) add (8|M0)        a0.0<1>:uw    r12.0<2;1,0>:uw   0x640:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0.any8h) shl (1|M0)        r30.2<1>:d    r30.2<0;1,0>:d    1:w               {@1}
        addc (8|M0)              r52.0<1>:ud   r47.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r30.2<0;1,0>:ud   r43.0<8;8,1>:ud  {@2}
        add (8|M0)               r45.0<1>:ud   r45.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
        mov (8|M0)               r46.0<1>:f    r52.0<8;8,1>:f                   {Compacted,@5}
        add (8|M0)               r45.0<1>:ud   r14.0<8;8,1>:ud   r45.0<8;8,1>:ud  {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) break (8|M0)                         L8264                  L8264                
L8256:
        mov (8|M0)               r47.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
L8264:
        while (8|M0)                         L7872                                
L8280:
        endif (8|M0)                         L8296                                
L8296:
        mad (8|M0)               acc0.0<1>:d   r27.0<8;1>:d      r5.4<0;0>:d       3:w              
        mov (8|M0)               r8.0<1>:f     r46.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r9.0<1>:f     r45.0<8;8,1>:f                   {Compacted,@7}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$4} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (8|M0)                          L8544                  L8544                
L8392:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$4.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (8|M0)                          L8544                  L8544                
L8520:
        mov (8|M0)               r53.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L8544                  L8576                
L8544:
        join (8|M0)                          L8576                                
L8560:
        mov (8|M0)               r53.0<1>:f    1.12104e-44:f                              
L8576:
        join (8|M0)                          L8592                                
L8592:
        cmp (8|M0)    (gt)f1.1   null<1>:ud    r53.0<8;8,1>:ud   0x1:uw              {@2}
(W)     mov (8|M0)               r7.0<1>:f     -qnan(0x3FFFFF):f                               {$4.src}
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r54.0<1>:f    r7.7<1;1,0>:f                    {Compacted,@3}
        mov (8|M0)               r55.0<1>:f    r9.7<1;1,0>:f                    {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (8|M0)                            L9056                  L9056                
L8704:
(W)     mov (1|M0)               r30.3<1>:f    1.4013e-45:f                              
L8720:
(W)     add (1|M0)               r5.0<1>:d     -r30.3<0;1,0>:d   8:w               {Compacted,@1}
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r56.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@2}
(W)     mov (8|M0)               r57.0<1>:f    r54.0<8;8,1>:f                   {Compacted,@7}
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x700:uw              {@1}
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@1}
(W)     mov (8|M0)               r58.0<1>:f    qnan(0x3FFFFF):f                              
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     mov (8|M0)               r59.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x740:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r54.0<8;8,1>:ud   r10.0<8;8,1>:ud  {@1}
(W)     shl (1|M0)               r30.3<1>:d    r30.3<0;1,0>:d    1:w               {Compacted}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r30.3<0;1,0>:ud   r53.0<8;8,1>:ud  {@1}
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r55.0<8;8,1>:d    r13.0<8;8,1>:d   {@4}
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:d     r55.0<8;8,1>:d    r13.0<8;8,1>:d  
(~f1.1) mov (8|M0)               r54.0<1>:f    r10.0<8;8,1>:f                  
(~f1.1) mov (8|M0)               r55.0<1>:f    r13.0<8;8,1>:f                  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (8|M0)                         L8720                                
L9056:
        endif (8|M0)                         L9072                                
L9072:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     2:w               {Compacted}
        mov (8|M0)               r8.0<1>:f     r54.0<8;8,1>:f                   {Compacted,@6}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r27.0<8;8,1>:d   {@2}
        mov (8|M0)               r9.0<1>:f     r55.0<8;8,1>:f                   {Compacted,@7}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$5} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (8|M0)                          L9328                  L9328                
L9176:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$5.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (8|M0)                          L9328                  L9328                
L9304:
        mov (8|M0)               r60.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L9328                  L9360                
L9328:
        join (8|M0)                          L9360                                
L9344:
        mov (8|M0)               r60.0<1>:f    1.12104e-44:f                              
L9360:
        join (8|M0)                          L9376                                
L9376:
        cmp (8|M0)    (gt)f0.1   null<1>:ud    r60.0<8;8,1>:ud   0x1:uw              {@2}
(W)     mov (8|M0)               r7.0<1>:f     -0.0:f                               {Compacted,$5.src}
(W)     mov (8|M0)               r8.0<1>:f     r29.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r61.0<1>:f    r7.7<1;1,0>:f                    {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (8|M0)                            L9472                  L9824                
L9448:
        mov (8|M0)               r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L9824                  L9824                
L9472:
        mov (8|M0)               r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.4<1>:f    1.4013e-45:f                              
L9496:
(W)     add (1|M0)               r5.0<1>:d     -r30.4<0;1,0>:d   8:w               {Compacted,@1}
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r62.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@2}
(W)     mov (8|M0)               r63.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@6}
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x7C0:uw              {@1}
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@1}
(W)     mov (8|M0)               r64.0<1>:f    -0.0:f                               {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     mov (8|M0)               r65.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x800:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r46.0<8;8,1>:ud   r10.0<8;8,1>:ud  {@1}
(W)     shl (1|M0)               r30.4<1>:d    r30.4<0;1,0>:d    1:w              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r30.4<0;1,0>:ud   r60.0<8;8,1>:ud  {@1}
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r61.0<8;8,1>:d    r13.0<8;8,1>:d   {@4}
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:d     r61.0<8;8,1>:d    r13.0<8;8,1>:d  
(f1.0)  mov (8|M0)               r46.0<1>:f    r10.0<8;8,1>:f                  
(f1.0)  mov (8|M0)               r61.0<1>:f    r13.0<8;8,1>:f                  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  while (8|M0)                         L9496                                
L9824:
        endif (8|M0)                         L9840                                
L9840:
        mad (8|M0)               acc0.0<1>:d   r27.0<8;1>:d      r5.4<0;0>:d       5:w              
        mov (8|M0)               r8.0<1>:f     r46.0<8;8,1>:f                   {Compacted,@6}
        mov (8|M0)               r9.0<1>:f     r61.0<8;8,1>:f                   {Compacted,@6}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$6} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (8|M0)                          L10088                  L10088                
L9936:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$6.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  goto (8|M0)                          L10088                  L10088                
L10064:
        mov (8|M0)               r66.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L10088                  L10120                
L10088:
        join (8|M0)                          L10120                                
L10104:
        mov (8|M0)               r66.0<1>:f    1.12104e-44:f                              
L10120:
        join (8|M0)                          L10136                                
L10136:
        cmp (8|M0)    (gt)f1.0   null<1>:ud    r66.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (8|M0)                            L10216                  L10672                
L10184:
        mov (8|M0)               r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r68.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L10672                  L10672                
L10216:
        mov (8|M0)               r69.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.5<1>:f    1.4013e-45:f                              
L10248:
(W)     mov (1|M0)               r88.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any8h) add (1|M0)        r5.0<1>:d     -r30.5<0;1,0>:d   8:w               {@4}
(W&f0.0.any8h) mov (8|M0)        r7.0<1>:w     0x76543210:v                               {$6.src}
(W&f0.0.any8h) mov (8|M0)        r71.0<1>:f    0.0:f                              
(W&f0.0.any8h) add (8|M0)        acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@2}
(W&f0.0.any8h) mov (8|M0)        r72.0<1>:f    r69.0<8;8,1>:f                   {@7}
(W&f0.0.any8h) shl (8|M0)        r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W&f0.0.any8h) add (8|M0)        a0.0<1>:uw    r9.0<2;1,0>:uw    0x8E0:uw              {@1}
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W&f0.0.any8h) add (8|M0)        acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@1}
(W&f0.0.any8h) mov (8|M0)        r73.0<1>:f    0.0:f                              
(W&f0.0.any8h) shl (8|M0)        r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W&f0.0.any8h) mov (8|M0)        r74.0<1>:f    r70.0<8;8,1>:f                  
(W&f0.0.any8h) add (8|M0)        a0.0<1>:uw    r12.0<2;1,0>:uw   0x920:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        addc (8|M0)              r75.0<1>:ud   r69.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
(W&f0.0.any8h) shl (1|M0)        r30.5<1>:d    r30.5<0;1,0>:d    1:w              
        add (8|M0)               r76.0<1>:ud   r70.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r30.5<0;1,0>:ud   r66.0<8;8,1>:ud  {@3}
        add (8|M0)               r76.0<1>:ud   r14.0<8;8,1>:ud   r76.0<8;8,1>:ud  {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:uw    r88.0<0;1,0>:uw                 
        mov (8|M0)               r67.0<1>:f    r75.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r68.0<1>:f    r76.0<8;8,1>:f                   {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) break (8|M0)                         L10656                  L10656                
L10640:
        mov (8|M0)               r69.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
L10656:
        while (8|M0)                         L10248                                
L10672:
        endif (8|M0)                         L10688                                
L10688:
        mad (8|M0)               acc0.0<1>:d   r27.0<8;1>:d      r5.4<0;0>:d       6:w              
        sync.nop                             null                             {Compacted,$6.src}
        mov (8|M0)               r8.0<1>:f     r67.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r9.0<1>:f     r68.0<8;8,1>:f                   {Compacted,@7}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$7} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (8|M0)                          L10944                  L10944                
L10792:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$7.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (8|M0)                          L10944                  L10944                
L10920:
        mov (8|M0)               r77.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L10944                  L10976                
L10944:
        join (8|M0)                          L10976                                
L10960:
        mov (8|M0)               r77.0<1>:f    1.12104e-44:f                              
L10976:
        join (8|M0)                          L10992                                
L10992:
        cmp (8|M0)    (gt)f1.1   null<1>:ud    r77.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.1) if (8|M0)                            L11072                  L11448                
L11040:
        mov (8|M0)               r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r68.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L11448                  L11448                
L11072:
        mov (8|M0)               r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r68.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.6<1>:f    1.4013e-45:f                              
L11104:
(W)     add (1|M0)               r5.0<1>:d     -r30.6<0;1,0>:d   8:w               {Compacted,@1}
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                               {$7.src}
(W)     mov (8|M0)               r78.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@2}
(W)     mov (8|M0)               r79.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@7}
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x9C0:uw              {@1}
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@1}
(W)     mov (8|M0)               r80.0<1>:f    qnan(0x3FFFFF):f                              
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     mov (8|M0)               r81.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0xA00:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r67.0<8;8,1>:ud   r10.0<8;8,1>:ud  {@1}
(W)     shl (1|M0)               r30.6<1>:d    r30.6<0;1,0>:d    1:w              
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r68.0<8;8,1>:d    r13.0<8;8,1>:d   {@3}
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:d     r68.0<8;8,1>:d    r13.0<8;8,1>:d  
(~f0.1) mov (8|M0)               r67.0<1>:f    r10.0<8;8,1>:f                  
(~f0.1) mov (8|M0)               r68.0<1>:f    r13.0<8;8,1>:f                  
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r30.6<0;1,0>:ud   r77.0<8;8,1>:ud  {@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (8|M0)                         L11104                                
L11448:
        endif (8|M0)                         L11464                                
L11464:
        mad (8|M0)               acc0.0<1>:d   r27.0<8;1>:d      r5.4<0;0>:d       7:w              
        sync.nop                             null                             {Compacted,$7.src}
        mov (8|M0)               r8.0<1>:f     r67.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M0)               r9.0<1>:f     r68.0<8;8,1>:f                   {Compacted,@7}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@1,$8} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (8|M0)                          L11720                  L11720                
L11568:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w               {Compacted}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw   {$8.src}
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w               {Compacted,@3}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted,@2}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w               {Compacted,@1}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (8|M0)                          L11720                  L11720                
L11696:
        mov (8|M0)               r82.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L11720                  L11752                
L11720:
        join (8|M0)                          L11752                                
L11736:
        mov (8|M0)               r82.0<1>:f    1.12104e-44:f                              
L11752:
        join (8|M0)                          L11768                                
L11768:
        cmp (8|M0)    (gt)f0.1   null<1>:ud    r82.0<8;8,1>:ud   0x1:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.1) if (8|M0)                            L11848                  L12208                
L11816:
        mov (8|M0)               r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r68.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L12208                  L12208                
L11848:
        mov (8|M0)               r67.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r68.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.7<1>:f    1.4013e-45:f                              
L11880:
(W)     add (1|M0)               r5.0<1>:d     -r30.7<0;1,0>:d   8:w               {Compacted,@1}
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                               {$8.src}
(W)     mov (8|M0)               r83.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@2}
(W)     mov (8|M0)               r84.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@7}
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0xA60:uw              {@1}
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w    {@1}
(W)     mov (8|M0)               r85.0<1>:f    -0.0:f                               {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     mov (8|M0)               r86.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0xAA0:uw              {@2}
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                   {@2}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r67.0<8;8,1>:ud   r10.0<8;8,1>:ud  {@1}
(W)     shl (1|M0)               r30.7<1>:d    r30.7<0;1,0>:d    1:w              
(f0.0)  cmp (8|M0)    (eq)f0.0   null<1>:d     r68.0<8;8,1>:d    r13.0<8;8,1>:d   {@3}
(~f0.0) cmp (8|M0)    (lt)f0.0   null<1>:d     r68.0<8;8,1>:d    r13.0<8;8,1>:d  
(f0.0)  mov (8|M0)               r67.0<1>:f    r10.0<8;8,1>:f                  
(f0.0)  mov (8|M0)               r68.0<1>:f    r13.0<8;8,1>:f                  
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r30.7<0;1,0>:ud   r82.0<8;8,1>:ud  {@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  while (8|M0)                         L11880                                
L12208:
        endif (8|M0)                         L12224                                
L12224:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     3:w               {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r8.0<1>:f     r67.0<8;8,1>:f                   {Compacted,@7}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r27.0<8;8,1>:d   {@2}
        mov (8|M0)               r9.0<1>:f     r68.0<8;8,1>:f                   {Compacted,@7}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
(W)     mov (8|M0)               r127.0<1>:f   r24.0<8;8,1>:f                   {Compacted}
        send.dc1 (8|M0)          null     r7      r8      0x80            0x02026C01           {@2,$9} // wr:1+2, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r10      r24     null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L12360:
