L0:
(W)     mov (8|M0)               r24.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r24.2<0;1,0>:uw 
        mov (8|M0)               r25.0<1>:d    r1.0<8;8,1>:uw                  
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r24.1<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (8|M0)               r7.0<1>:d     r5.0<0;1,0>:d     r25.0<8;8,1>:d   {Compacted}
(W)     mach (1|M0)              r8.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (8|M0)               r26.0<1>:d    r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r6.4<0;1,0>:uw  
        shl (8|M0)               r27.0<1>:d    r26.0<8;8,1>:d    3:w              
(W)     mach (1|M0)              r30.0<1>:d    r8.0<0;1,0>:d     r6.2<0;1,0>:d    {Compacted}
        send (8|M0)              r28:d    r27:f   0xC            0x02206C00           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
(W)     and (1|M0)               r30.1<1>:d    r30.0<0;1,0>:d    7:w              
(W)     cmp (8|M0)    (eq)f0.0   null<1>:d     r30.1<0;1,0>:d    0:w              
(W)     mov (8|M0)               r27.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L400                                
L240:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(~f1.1) goto (8|M0)                          L752                  L752                
L400:
(W)     addc (1|M0)              r5.0<1>:ud    r28.1<0;1,0>:ud   r28.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.1<1>:ud    r29.1<0;1,0>:ud   r29.0<0;1,0>:ud 
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r8.0<1>:ud    r5.0<0;1,0>:ud    r28.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.1<1>:ud    r7.0<0;1,0>:ud    r5.1<0;1,0>:ud  
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r8.0<0;1,0>:ud    r28.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r5.1<0;1,0>:ud    r29.2<0;1,0>:ud 
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r12.0<1>:ud   r10.0<0;1,0>:ud   r28.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud  
(W)     mov (1|M0)               r13.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r7.0<1>:ud    r12.0<0;1,0>:ud   r28.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r10.1<1>:ud   r6.6<0;1,0>:ud    r29.3<0;1,0>:ud 
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r8.0<1>:ud    r7.0<0;1,0>:ud    r28.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud 
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r28.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r12.1<1>:ud   r10.1<0;1,0>:ud   r29.4<0;1,0>:ud 
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud 
        mov (8|M0)               r31.0<1>:f    r11.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r12.1<0;1,0>:ud   r29.5<0;1,0>:ud 
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r5.0<0;1,0>:ud    r29.6<0;1,0>:ud 
(W)     add (1|M0)               r6.6<1>:ud    r9.0<0;1,0>:ud    r6.6<0;1,0>:ud  
(W)     add (1|M0)               r10.0<1>:ud   r6.6<0;1,0>:ud    r29.7<0;1,0>:ud 
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}
        mov (8|M0)               r32.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L752                  L1264                
L752:
        join (8|M0)                          L1264                                
L768:
        mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r7.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r16.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r18.0<1>:f    0.0:f                              
        cmp (8|M0)    (eq)f0.1   null<1>:w     r5.0<8;8,1>:w     0:w              
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r5.0<8;8,1>:w     0x2:uw             
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r5.0<8;8,1>:w     0x4:uw             
(W)     mov (8|M0)               r22.0<1>:f    0.0:f                              
(W)     add (1|M0)               r6.6<1>:d     r30.1<0;1,0>:d    -1:w              
(~f0.1) sel (8|M0)               r11.0<1>:d    r7.7<1;1,0>:d     0:w              
(~f0.1) sel (8|M0)               r12.0<1>:d    r9.7<1;1,0>:d     0:w              
(W)     mov (8|M0)               r10.0<1>:f    0.0:f                              
        addc (8|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r15.0<1>:ud   r12.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (8|M0)               r17.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted}
(~f1.1) sel (8|M0)               r20.0<1>:d    r16.6<2;2,1>:d    0:w              
(W)     mov (8|M0)               r19.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        addc (8|M0)              r7.0<1>:ud    r20.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted}
(~f1.1) sel (8|M0)               r21.0<1>:d    r18.6<2;2,1>:d    0:w              
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (8|M0)               r11.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
        add (8|M0)               r9.0<1>:ud    r21.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted}
(~f1.0) sel (8|M0)               r12.0<1>:d    r10.4<4;4,1>:d    0:w              
        add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    r9.0<8;8,1>:ud   {Compacted}
(W)     shl (1|M0)               r8.0<1>:uw    r6.12<0;1,0>:uw   0x2:uw             
        addc (8|M0)              r33.0<1>:ud   r12.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,Compacted}
(W)     mov (8|M0)               r23.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
(W)     add (1|M0)               a0.1<1>:uw    r8.0<0;1,0>:uw    0x420:uw             
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x440:uw             
(~f1.0) sel (8|M0)               r14.0<1>:d    r22.4<4;4,1>:d    0:w              
        add (8|M0)               r34.0<1>:ud   r14.0<8;8,1>:ud   r9.0<8;8,1>:ud   {Compacted}
        add (8|M0)               r34.0<1>:ud   r13.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r31.0<1>:d    r[a0.1]<0;1,0>:d                
        mov (8|M0)               r32.0<1>:d    r[a0.0]<0;1,0>:d                
L1264:
        join (8|M0)                          L1264                                
L1280:
        mov (8|M0)               r7.0<1>:f     r31.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r8.0<1>:f     r32.0<0;1,0>:f                   {Compacted}
        sends (8|M0)             null:ud  r27     r7      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r27.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L1496                                
L1336:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(~f1.0) goto (8|M0)                          L2088                  L2088                
L1496:
(W)     cmp (8|M0)    (lt)f0.1   null<1>:ud    r28.6<0;1,0>:ud   r28.7<0;1,0>:ud 
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f0.1) cmp (8|M0)  (lt)f0.1   null<1>:ud    r29.6<0;1,0>:ud   r29.7<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r5.0<1>:d     r28.6<0;1,0>:d    r28.7<0;1,0>:d  
(W&f0.1) sel (1|M0)              r5.1<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r5.0<0;1,0>:ud    r28.5<0;1,0>:ud 
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d  
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:ud    r5.1<0;1,0>:ud    r29.5<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r6.6<1>:d     r28.5<0;1,0>:d    r5.0<0;1,0>:d   
(W&f1.1) sel (1|M0)              r6.7<1>:d     r29.5<0;1,0>:d    r5.1<0;1,0>:d   
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r6.6<0;1,0>:ud    r28.4<0;1,0>:ud 
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d  
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:ud    r6.7<0;1,0>:ud    r29.4<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r7.0<1>:d     r28.4<0;1,0>:d    r6.6<0;1,0>:d   
(W&f1.0) sel (1|M0)              r7.1<1>:d     r29.4<0;1,0>:d    r6.7<0;1,0>:d   
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r7.0<0;1,0>:ud    r28.3<0;1,0>:ud 
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d  
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:ud    r7.1<0;1,0>:ud    r29.3<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r8.0<1>:d     r28.3<0;1,0>:d    r7.0<0;1,0>:d   
(W&f0.1) sel (1|M0)              r8.1<1>:d     r29.3<0;1,0>:d    r7.1<0;1,0>:d   
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r8.0<0;1,0>:ud    r28.2<0;1,0>:ud 
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d  
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:ud    r8.1<0;1,0>:ud    r29.2<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r5.0<1>:d     r28.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&f1.1) sel (1|M0)              r5.1<1>:d     r29.2<0;1,0>:d    r8.1<0;1,0>:d   
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r5.0<0;1,0>:ud    r28.1<0;1,0>:ud 
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d  
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:ud    r5.1<0;1,0>:ud    r29.1<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r6.6<1>:d     r28.1<0;1,0>:d    r5.0<0;1,0>:d   
(W&f1.0) sel (1|M0)              r6.7<1>:d     r29.1<0;1,0>:d    r5.1<0;1,0>:d   
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r6.6<0;1,0>:ud    r28.0<0;1,0>:ud 
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d  
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:ud    r6.7<0;1,0>:ud    r29.0<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r7.0<1>:d     r28.0<0;1,0>:d    r6.6<0;1,0>:d   
(W&f0.1) sel (1|M0)              r7.1<1>:d     r29.0<0;1,0>:d    r6.7<0;1,0>:d   
        mov (8|M0)               r35.0<1>:f    r7.0<0;1,0>:f                    {Compacted}
        mov (8|M0)               r36.0<1>:f    r7.1<0;1,0>:f                    {Compacted}
        goto (8|M0)                          L2088                  L2744                
L2088:
        join (8|M0)                          L2744                                
L2104:
        mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r7.0<1>:f     -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r15.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r17.0<1>:f    -qnan(0x3FFFFF):f                              
        cmp (8|M0)    (eq)f0.1   null<1>:w     r5.0<8;8,1>:w     0:w              
(W)     mov (8|M0)               r20.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (1|M0)               r6.6<1>:d     r30.1<0;1,0>:d    -1:w              
(~f0.1) sel (8|M0)               r11.0<1>:d    r7.7<1;1,0>:d     -1:w              
(~f0.1) sel (8|M0)               r12.0<1>:d    r9.7<1;1,0>:d     -1:w              
(W)     mov (8|M0)               r10.0<1>:f    -qnan(0x3FFFFF):f                              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r28.0<8;8,1>:ud   r11.0<8;8,1>:ud 
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r29.0<8;8,1>:d    r12.0<8;8,1>:d  
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r29.0<8;8,1>:ud   r12.0<8;8,1>:ud 
(f1.1)  sel (8|M0)               r13.0<1>:d    r28.0<8;8,1>:d    r11.0<8;8,1>:d  
(f1.1)  sel (8|M0)               r14.0<1>:d    r29.0<8;8,1>:d    r12.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r5.0<8;8,1>:w     0x2:uw             
(W)     mov (8|M0)               r16.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r18.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(~f1.1) sel (8|M0)               r19.0<1>:d    r15.6<2;2,1>:d    -1:w              
(~f1.1) sel (8|M0)               r7.0<1>:d     r17.6<2;2,1>:d    -1:w              
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r13.0<8;8,1>:ud   r19.0<8;8,1>:ud 
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d   
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r14.0<8;8,1>:ud   r7.0<8;8,1>:ud  
(f1.0)  sel (8|M0)               r8.0<1>:d     r13.0<8;8,1>:d    r19.0<8;8,1>:d  
(f1.0)  sel (8|M0)               r9.0<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d   
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r5.0<8;8,1>:w     0x4:uw             
(W)     shl (1|M0)               r7.0<1>:uw    r6.12<0;1,0>:uw   0x2:uw             
(W)     mov (8|M0)               r11.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r21.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
(W)     add (1|M0)               a0.1<1>:uw    r7.0<0;1,0>:uw    0x4A0:uw             
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x4C0:uw             
(~f1.0) sel (8|M0)               r37.0<1>:d    r10.4<4;4,1>:d    -1:w              
(~f1.0) sel (8|M0)               r38.0<1>:d    r20.4<4;4,1>:d    -1:w              
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r37.0<8;8,1>:ud 
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r9.0<8;8,1>:d     r38.0<8;8,1>:d  
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:ud    r9.0<8;8,1>:ud    r38.0<8;8,1>:ud 
(f0.1)  mov (8|M0)               r37.0<1>:f    r8.0<8;8,1>:f                   
(f0.1)  mov (8|M0)               r38.0<1>:f    r9.0<8;8,1>:f                   
        mov (8|M0)               r35.0<1>:d    r[a0.1]<0;1,0>:d                
        mov (8|M0)               r36.0<1>:d    r[a0.0]<0;1,0>:d                
L2744:
        join (8|M0)                          L2744                                
L2760:
        add (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r26.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r8.0<1>:f     r35.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r36.0<0;1,0>:f                   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L3000                                
L2840:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(~f0.1) goto (8|M0)                          L3592                  L3592                
L3000:
(W)     cmp (8|M0)    (lt)f1.1   null<1>:ud    r28.6<0;1,0>:ud   r28.7<0;1,0>:ud 
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&~f1.1) cmp (8|M0)  (lt)f1.1   null<1>:ud    r29.6<0;1,0>:ud   r29.7<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r5.0<1>:d     r28.7<0;1,0>:d    r28.6<0;1,0>:d  
(W&f1.1) sel (1|M0)              r5.1<1>:d     r29.7<0;1,0>:d    r29.6<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r5.0<0;1,0>:ud    r28.5<0;1,0>:ud 
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d  
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:ud    r5.1<0;1,0>:ud    r29.5<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r28.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r29.5<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r6.6<0;1,0>:ud    r28.4<0;1,0>:ud 
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d  
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:ud    r6.7<0;1,0>:ud    r29.4<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r28.4<0;1,0>:d  
(W&f0.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r29.4<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r7.0<0;1,0>:ud    r28.3<0;1,0>:ud 
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d  
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:ud    r7.1<0;1,0>:ud    r29.3<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r28.3<0;1,0>:d  
(W&f1.1) sel (1|M0)              r8.1<1>:d     r7.1<0;1,0>:d     r29.3<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f1.0   null<1>:ud    r8.0<0;1,0>:ud    r28.2<0;1,0>:ud 
(W&f1.0) cmp (8|M0)   (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d  
(W&~f1.0) cmp (8|M0)  (gt)f1.0   null<1>:ud    r8.1<0;1,0>:ud    r29.2<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r5.0<1>:d     r8.0<0;1,0>:d     r28.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r5.1<1>:d     r8.1<0;1,0>:d     r29.2<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f0.1   null<1>:ud    r5.0<0;1,0>:ud    r28.1<0;1,0>:ud 
(W&f0.1) cmp (8|M0)   (eq)f0.1   null<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d  
(W&~f0.1) cmp (8|M0)  (gt)f0.1   null<1>:ud    r5.1<0;1,0>:ud    r29.1<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r28.1<0;1,0>:d  
(W&f0.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r29.1<0;1,0>:d  
(W)     cmp (8|M0)    (gt)f1.1   null<1>:ud    r6.6<0;1,0>:ud    r28.0<0;1,0>:ud 
(W&f1.1) cmp (8|M0)   (eq)f1.1   null<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d  
(W&~f1.1) cmp (8|M0)  (gt)f1.1   null<1>:ud    r6.7<0;1,0>:ud    r29.0<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r28.0<0;1,0>:d  
(W&f1.1) sel (1|M0)              r7.1<1>:d     r6.7<0;1,0>:d     r29.0<0;1,0>:d  
        mov (8|M0)               r39.0<1>:f    r7.0<0;1,0>:f                    {Compacted}
        mov (8|M0)               r40.0<1>:f    r7.1<0;1,0>:f                    {Compacted}
        goto (8|M0)                          L3592                  L4248                
L3592:
        join (8|M0)                          L4248                                
L3608:
        mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r7.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r15.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r17.0<1>:f    0.0:f                              
        cmp (8|M0)    (eq)f0.1   null<1>:w     r5.0<8;8,1>:w     0:w              
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r5.0<8;8,1>:w     0x2:uw             
(W)     mov (8|M0)               r20.0<1>:f    0.0:f                              
(W)     add (1|M0)               r6.6<1>:d     r30.1<0;1,0>:d    -1:w              
(~f0.1) sel (8|M0)               r11.0<1>:d    r7.7<1;1,0>:d     0:w              
(~f0.1) sel (8|M0)               r12.0<1>:d    r9.7<1;1,0>:d     0:w              
(W)     mov (8|M0)               r10.0<1>:f    0.0:f                              
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r28.0<8;8,1>:ud   r11.0<8;8,1>:ud 
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r29.0<8;8,1>:d    r12.0<8;8,1>:d  
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r29.0<8;8,1>:ud   r12.0<8;8,1>:ud 
(f1.0)  sel (8|M0)               r13.0<1>:d    r11.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (8|M0)               r14.0<1>:d    r12.0<8;8,1>:d    r29.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r5.0<8;8,1>:w     0x4:uw             
(W)     mov (8|M0)               r16.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r18.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(~f1.1) sel (8|M0)               r19.0<1>:d    r15.6<2;2,1>:d    0:w              
(~f1.1) sel (8|M0)               r7.0<1>:d     r17.6<2;2,1>:d    0:w              
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r13.0<8;8,1>:ud   r19.0<8;8,1>:ud 
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r14.0<8;8,1>:d    r7.0<8;8,1>:d   
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:ud    r14.0<8;8,1>:ud   r7.0<8;8,1>:ud  
(f0.1)  sel (8|M0)               r8.0<1>:d     r19.0<8;8,1>:d    r13.0<8;8,1>:d  
(f0.1)  sel (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r14.0<8;8,1>:d  
(W)     shl (1|M0)               r7.0<1>:uw    r6.12<0;1,0>:uw   0x2:uw             
(W)     mov (8|M0)               r11.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r21.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
(W)     add (1|M0)               a0.1<1>:uw    r7.0<0;1,0>:uw    0x520:uw             
(W)     add (1|M0)               a0.0<1>:uw    r7.0<0;1,0>:uw    0x540:uw             
(~f1.0) sel (8|M0)               r41.0<1>:d    r10.4<4;4,1>:d    0:w              
(~f1.0) sel (8|M0)               r42.0<1>:d    r20.4<4;4,1>:d    0:w              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r41.0<8;8,1>:ud 
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r9.0<8;8,1>:d     r42.0<8;8,1>:d  
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r9.0<8;8,1>:ud    r42.0<8;8,1>:ud 
(~f1.1) mov (8|M0)               r41.0<1>:f    r8.0<8;8,1>:f                   
(~f1.1) mov (8|M0)               r42.0<1>:f    r9.0<8;8,1>:f                   
        mov (8|M0)               r39.0<1>:d    r[a0.1]<0;1,0>:d                
        mov (8|M0)               r40.0<1>:d    r[a0.0]<0;1,0>:d                
L4248:
        join (8|M0)                          L4248                                
L4264:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     1:w              
        mov (8|M0)               r8.0<1>:f     r39.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r40.0<0;1,0>:f                   {Compacted}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r26.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L4544                                
L4360:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(f1.1)  goto (8|M0)                          L4544                  L4544                
L4520:
        mov (8|M0)               r43.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L4544                  L4576                
L4544:
        join (8|M0)                          L4576                                
L4560:
        mov (8|M0)               r43.0<1>:f    1.12104e-44:f                              
L4576:
        join (8|M0)                          L4576                                
L4592:
(W)     mov (8|M0)               r7.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     0.0:f                              
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (gt)f1.0   null<1>:ud    r43.0<8;8,1>:ud   0x1:uw             
        mov (8|M0)               r44.0<1>:f    r7.7<1;1,0>:f                   
        mov (8|M0)               r45.0<1>:f    r9.7<1;1,0>:f                   
(~f1.0) if (8|M0)                            L4736                  L5104                
L4704:
        mov (8|M0)               r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r47.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L5104                  L5104                
L4736:
        mov (8|M0)               r48.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r49.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.2<1>:f    1.4013e-45:f                              
L4768:
(W)     add (1|M0)               r5.0<1>:d     -r30.2<0;1,0>:d   8:w              
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r50.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r51.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x640:uw             
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     mov (8|M0)               r52.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r53.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x680:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        addc (8|M0)              r54.0<1>:ud   r48.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r55.0<1>:ud   r49.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}
(W)     shl (1|M0)               r30.2<1>:d    r30.2<0;1,0>:d    1:w              
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r46.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r30.2<0;1,0>:ud   r43.0<8;8,1>:ud 
        add (8|M0)               r55.0<1>:ud   r14.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r47.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
(~f1.0) break (8|M0)                         L5088                  L5088                
L5072:
        mov (8|M0)               r48.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r49.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
L5088:
        while (8|M0)                         L4768                                
L5104:
        endif (8|M0)                         L5120                                
L5120:
        mad (8|M0)               acc0.0<1>:d   r26.0<8;1>:d      r5.4<0;0>:d       3:w              
        mov (8|M0)               r8.0<1>:f     r46.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r47.0<8;8,1>:f                   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L5392                                
L5208:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(f0.1)  goto (8|M0)                          L5392                  L5392                
L5368:
        mov (8|M0)               r56.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L5392                  L5424                
L5392:
        join (8|M0)                          L5424                                
L5408:
        mov (8|M0)               r56.0<1>:f    1.12104e-44:f                              
L5424:
        join (8|M0)                          L5424                                
L5440:
(W)     mov (8|M0)               r7.0<1>:f     -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r8.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r10.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (gt)f1.1   null<1>:ud    r56.0<8;8,1>:ud   0x1:uw             
        mov (8|M0)               r57.0<1>:f    r7.7<1;1,0>:f                   
        mov (8|M0)               r58.0<1>:f    r9.7<1;1,0>:f                   
(f1.1)  if (8|M0)                            L5904                  L5904                
L5552:
(W)     mov (1|M0)               r30.3<1>:f    1.4013e-45:f                              
L5568:
(W)     add (1|M0)               r5.0<1>:d     -r30.3<0;1,0>:d   8:w              
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r59.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r60.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x760:uw             
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     mov (8|M0)               r61.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r62.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x7A0:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r57.0<8;8,1>:ud   r10.0<8;8,1>:ud 
(W)     shl (1|M0)               r30.3<1>:d    r30.3<0;1,0>:d    1:w              
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r58.0<8;8,1>:d    r13.0<8;8,1>:d  
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r30.3<0;1,0>:ud   r56.0<8;8,1>:ud 
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r58.0<8;8,1>:ud   r13.0<8;8,1>:ud 
(~f1.1) mov (8|M0)               r57.0<1>:f    r10.0<8;8,1>:f                  
(~f1.1) mov (8|M0)               r58.0<1>:f    r13.0<8;8,1>:f                  
(f0.1)  while (8|M0)                         L5568                                
L5904:
        endif (8|M0)                         L5920                                
L5920:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     2:w              
        mov (8|M0)               r8.0<1>:f     r57.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r58.0<8;8,1>:f                   {Compacted}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r26.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L6200                                
L6016:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(f1.0)  goto (8|M0)                          L6200                  L6200                
L6176:
        mov (8|M0)               r63.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L6200                  L6232                
L6200:
        join (8|M0)                          L6232                                
L6216:
        mov (8|M0)               r63.0<1>:f    1.12104e-44:f                              
L6232:
        join (8|M0)                          L6232                                
L6248:
        cmp (8|M0)    (gt)f0.1   null<1>:ud    r63.0<8;8,1>:ud   0x1:uw             
(~f0.1) if (8|M0)                            L6312                  L6680                
L6280:
        mov (8|M0)               r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r47.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L6680                  L6680                
L6312:
        mov (8|M0)               r46.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r47.0<1>:f    r45.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.4<1>:f    1.4013e-45:f                              
L6344:
(W)     add (1|M0)               r5.0<1>:d     -r30.4<0;1,0>:d   8:w              
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r64.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r65.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x800:uw             
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     mov (8|M0)               r66.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r67.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x840:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r46.0<8;8,1>:ud   r10.0<8;8,1>:ud 
(W)     shl (1|M0)               r30.4<1>:d    r30.4<0;1,0>:d    1:w              
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r47.0<8;8,1>:d    r13.0<8;8,1>:d  
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r30.4<0;1,0>:ud   r63.0<8;8,1>:ud 
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r47.0<8;8,1>:ud   r13.0<8;8,1>:ud 
(f1.0)  mov (8|M0)               r46.0<1>:f    r10.0<8;8,1>:f                  
(f1.0)  mov (8|M0)               r47.0<1>:f    r13.0<8;8,1>:f                  
(f1.1)  while (8|M0)                         L6344                                
L6680:
        endif (8|M0)                         L6696                                
L6696:
        mad (8|M0)               acc0.0<1>:d   r26.0<8;1>:d      r5.4<0;0>:d       5:w              
        mov (8|M0)               r8.0<1>:f     r46.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r47.0<8;8,1>:f                   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L6968                                
L6784:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(f1.1)  goto (8|M0)                          L6968                  L6968                
L6944:
        mov (8|M0)               r68.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L6968                  L7000                
L6968:
        join (8|M0)                          L7000                                
L6984:
        mov (8|M0)               r68.0<1>:f    1.12104e-44:f                              
L7000:
        join (8|M0)                          L7000                                
L7016:
        cmp (8|M0)    (gt)f1.0   null<1>:ud    r68.0<8;8,1>:ud   0x1:uw             
(~f1.0) if (8|M0)                            L7080                  L7448                
L7048:
        mov (8|M0)               r69.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L7448                  L7448                
L7080:
        mov (8|M0)               r71.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r72.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.5<1>:f    1.4013e-45:f                              
L7112:
(W)     add (1|M0)               r5.0<1>:d     -r30.5<0;1,0>:d   8:w              
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r73.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r74.0<1>:f    r71.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x920:uw             
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     mov (8|M0)               r75.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r76.0<1>:f    r72.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x960:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        addc (8|M0)              r77.0<1>:ud   r71.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r78.0<1>:ud   r72.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}
(W)     shl (1|M0)               r30.5<1>:d    r30.5<0;1,0>:d    1:w              
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r69.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r30.5<0;1,0>:ud   r68.0<8;8,1>:ud 
        add (8|M0)               r78.0<1>:ud   r14.0<8;8,1>:ud   r78.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r70.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
(~f1.0) break (8|M0)                         L7432                  L7432                
L7416:
        mov (8|M0)               r71.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r72.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
L7432:
        while (8|M0)                         L7112                                
L7448:
        endif (8|M0)                         L7464                                
L7464:
        mad (8|M0)               acc0.0<1>:d   r26.0<8;1>:d      r5.4<0;0>:d       6:w              
        mov (8|M0)               r8.0<1>:f     r69.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r70.0<8;8,1>:f                   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L7736                                
L7552:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(f0.1)  goto (8|M0)                          L7736                  L7736                
L7712:
        mov (8|M0)               r79.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L7736                  L7768                
L7736:
        join (8|M0)                          L7768                                
L7752:
        mov (8|M0)               r79.0<1>:f    1.12104e-44:f                              
L7768:
        join (8|M0)                          L7768                                
L7784:
        cmp (8|M0)    (gt)f1.1   null<1>:ud    r79.0<8;8,1>:ud   0x1:uw             
(~f1.1) if (8|M0)                            L7848                  L8216                
L7816:
        mov (8|M0)               r69.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L8216                  L8216                
L7848:
        mov (8|M0)               r69.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.6<1>:f    1.4013e-45:f                              
L7880:
(W)     add (1|M0)               r5.0<1>:d     -r30.6<0;1,0>:d   8:w              
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r80.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r81.0<1>:f    r69.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0xA00:uw             
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     mov (8|M0)               r82.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r83.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0xA40:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r69.0<8;8,1>:ud   r10.0<8;8,1>:ud 
(W)     shl (1|M0)               r30.6<1>:d    r30.6<0;1,0>:d    1:w              
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r70.0<8;8,1>:d    r13.0<8;8,1>:d  
(~f0.1) cmp (8|M0)    (lt)f0.1   null<1>:ud    r70.0<8;8,1>:ud   r13.0<8;8,1>:ud 
(~f0.1) mov (8|M0)               r69.0<1>:f    r10.0<8;8,1>:f                  
(~f0.1) mov (8|M0)               r70.0<1>:f    r13.0<8;8,1>:f                  
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r30.6<0;1,0>:ud   r79.0<8;8,1>:ud 
(f0.1)  while (8|M0)                         L7880                                
L8216:
        endif (8|M0)                         L8232                                
L8232:
        mad (8|M0)               acc0.0<1>:d   r26.0<8;1>:d      r5.4<0;0>:d       7:w              
        mov (8|M0)               r8.0<1>:f     r69.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r70.0<8;8,1>:f                   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W&f0.0) jmpi                                L8504                                
L8320:
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     add (1|M0)               r5.0<1>:d     r30.0<0;1,0>:d    7:w              
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r2.0<8;8,1>:uw  
(W)     shr (1|M0)               r6.6<1>:d     r5.0<0;1,0>:ud    3:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r8.0<2;1,0>:uw  
(W)     add (1|M0)               r9.0<1>:d     r6.6<0;1,0>:d     -1:w              
        mach (8|M0)              r8.0<1>:d     r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
        add (8|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r25.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r8.0<1>:d     r8.0<8;8,1>:ud    3:w              
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r8.0<8;8,1>:ud    r9.0<0;1,0>:ud  
(f1.0)  goto (8|M0)                          L8504                  L8504                
L8480:
        mov (8|M0)               r84.0<1>:f    r30.1<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L8504                  L8536                
L8504:
        join (8|M0)                          L8536                                
L8520:
        mov (8|M0)               r84.0<1>:f    1.12104e-44:f                              
L8536:
        join (8|M0)                          L8536                                
L8552:
        cmp (8|M0)    (gt)f0.1   null<1>:ud    r84.0<8;8,1>:ud   0x1:uw             
(~f0.1) if (8|M0)                            L8616                  L8952                
L8584:
        mov (8|M0)               r69.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        else (8|M0)                          L8952                  L8952                
L8616:
        mov (8|M0)               r69.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r30.7<1>:f    1.4013e-45:f                              
L8648:
(W)     add (1|M0)               r5.0<1>:d     -r30.7<0;1,0>:d   8:w              
(W)     mov (8|M0)               r7.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r85.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r86.0<1>:f    r69.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     shl (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0xAA0:uw             
        mov (8|M0)               r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (8|M0)               acc0.0<1>:ud  r5.0<0;1,0>:d     r7.0<8;8,1>:w   
(W)     mov (8|M0)               r87.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r88.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0xAE0:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r69.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted}
(W)     shl (1|M0)               r30.7<1>:d    r30.7<0;1,0>:d    1:w              
(f0.0)  cmp (8|M0)    (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
(~f0.0) cmp (8|M0)    (lt)f0.0   null<1>:ud    r70.0<8;8,1>:ud   r13.0<8;8,1>:ud 
(f0.0)  mov (8|M0)               r69.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(f0.0)  mov (8|M0)               r70.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r30.7<0;1,0>:ud   r84.0<8;8,1>:ud 
(f0.0)  while (8|M0)                         L8648                                
L8952:
        endif (8|M0)                         L8968                                
L8968:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     3:w              
        mov (8|M0)               r8.0<1>:f     r69.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r9.0<1>:f     r70.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r24.0<8;8,1>:f                   {Compacted}
        add (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r26.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   3:w              
        sends (8|M0)             null:ud  r7      r8      0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L9064:
