L0:
(W)     mov (8|M0)               r101.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (1|M0)               r9.24<4>:b    r8.3<0;1,0>:d                   
(W)     shl (1|M0)               r8.0<2>:b     r9.24<0;1,0>:b    6:w              
(W)     cmp (16|M0)   (lt)f1.0   null<1>:w     r8.0<0;1,0>:b     -64:w              
(W)     cmp (16|M16)  (lt)f1.0   null<1>:w     r8.0<0;1,0>:b     -64:w              
(W&f1.0) jmpi                                L2376                                
L112:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:w     r9.24<0;1,0>:b    3:w              
(W)     cmp (16|M16)  (eq)f0.0   null<1>:w     r9.24<0;1,0>:b    3:w              
(W&f0.0) jmpi                                L600                                
L160:
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r101.2<0;1,0>:uw
        mov (16|M0)              r102.0<1>:d   r1.0<16;16,1>:uw                
        mov (16|M16)             r104.0<1>:d   r2.0<16;16,1>:uw                
        mov (16|M0)              r118.0<1>:d   r3.0<16;16,1>:uw                
(W)     mach (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r101.1<0;1,0>:d  {Compacted}
        mov (16|M16)             r120.0<1>:d   r4.0<16;16,1>:uw                
        mov (8|M0)               r114.0<1>:f   0.0:f                              
        mov (8|M8)               r115.0<1>:f   0.0:f                              
        mov (8|M16)              r116.0<1>:f   0.0:f                              
        add (16|M0)              r11.0<1>:d    r8.0<0;1,0>:d     r102.0<8;8,1>:d  {Compacted}
        add (16|M16)             r13.0<1>:d    r8.0<0;1,0>:d     r104.0<8;8,1>:d 
        mov (8|M24)              r117.0<1>:f   0.0:f                              
        add (16|M0)              r106.0<1>:d   r11.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r108.0<1>:d   r13.0<8;8,1>:d    r7.0<0;1,0>:d   
        subb (8|M0)              r110.0<1>:ud  r106.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r111.0<1>:ud  r107.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r114.0<1>:ud  -r15.0<8;8,1>:ud  r114.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r112.0<1>:ud  r108.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M8)               r115.0<1>:ud  -r16.0<8;8,1>:ud  r115.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r17.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r113.0<1>:ud  r109.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r116.0<1>:ud  -r17.0<8;8,1>:ud  r116.0<8;8,1>:ud
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (1|M0)               acc0.0<1>:d   r10.1<0;1,0>:d    r101.12<0;1,0>:uw
        add (8|M24)              r117.0<1>:ud  -r18.0<8;8,1>:ud  r117.0<8;8,1>:ud
(W)     mach (1|M0)              r19.0<1>:d    r10.1<0;1,0>:d    r101.6<0;1,0>:d 
        add (16|M0)              r20.0<1>:d    r19.0<0;1,0>:d    r118.0<8;8,1>:d  {Compacted}
        add (16|M16)             r22.0<1>:d    r19.0<0;1,0>:d    r120.0<8;8,1>:d 
        add (16|M0)              r122.0<1>:d   r20.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r124.0<1>:d   r22.0<8;8,1>:d    r7.1<0;1,0>:d   
(W)     jmpi                                 L2360                                
L600:
(W)     mul (1|M0)               acc0.0<1>:d   r10.2<0;1,0>:d    r101.14<0;1,0>:uw
        mov (8|M0)               r18.0<1>:f    0.0:f                              
        mov (8|M8)               r19.0<1>:f    0.0:f                              
        mov (8|M16)              r24.0<1>:f    0.0:f                              
        mov (8|M24)              r25.0<1>:f    0.0:f                              
        mov (16|M0)              r118.0<1>:d   r3.0<16;16,1>:uw                
(W)     mach (1|M0)              r8.0<1>:d     r10.2<0;1,0>:d    r101.7<0;1,0>:d 
        mov (16|M16)             r120.0<1>:d   r4.0<16;16,1>:uw                
        mov (16|M0)              r102.0<1>:d   r1.0<16;16,1>:uw                
        mov (16|M16)             r104.0<1>:d   r2.0<16;16,1>:uw                
        add (16|M0)              r11.0<1>:d    r8.0<0;1,0>:d     r5.0<16;16,1>:uw
        add (16|M16)             r13.0<1>:d    r8.0<0;1,0>:d     r6.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted}
        add (16|M16)             r13.0<1>:d    r13.0<8;8,1>:d    r7.2<0;1,0>:d   
        subb (8|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r16.0<1>:ud   r12.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r18.0<1>:ud   -r17.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r21.0<1>:ud   r13.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn}
        add (8|M8)               r19.0<1>:ud   -r20.0<8;8,1>:ud  r19.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r23.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r22.0<1>:ud   r14.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r24.0<1>:ud   -r23.0<8;8,1>:ud  r24.0<8;8,1>:ud 
        mov (8|M24)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        add (8|M24)              r25.0<1>:ud   -r26.0<8;8,1>:ud  r25.0<8;8,1>:ud 
        mach (8|M0)              r27.0<1>:ud   r15.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r16.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        mach (8|M8)              r28.0<1>:ud   r16.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.1<0;1,0>:ud    r18.0<2;1,0>:uw 
        mov (16|M0)              r31.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r33.0<1>:d    r9.1<0;1,0>:ud    r18.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.1<0;1,0>:ud    r19.0<2;1,0>:uw 
        mach (8|M8)              r34.0<1>:d    r9.1<0;1,0>:ud    r19.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r21.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        add (16|M0)              r35.0<1>:d    r27.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r37.0<1>:ud   r21.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r39.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r22.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        mach (8|M24)             r38.0<1>:ud   r22.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r40.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.1<0;1,0>:ud    r24.0<2;1,0>:uw 
        mov (16|M16)             r41.0<1>:f    r39.0<8;8,1>:f                  
        mach (8|M16)             r43.0<1>:d    r9.1<0;1,0>:ud    r24.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.1<0;1,0>:ud    r25.0<2;1,0>:uw 
        mach (8|M24)             r44.0<1>:d    r9.1<0;1,0>:ud    r25.0<8;8,1>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r10.1<0;1,0>:d    r101.12<0;1,0>:uw
        add (16|M16)             r45.0<1>:d    r37.0<8;8,1>:d    r43.0<8;8,1>:d  
(W)     mach (1|M0)              r47.0<1>:d    r10.1<0;1,0>:d    r101.6<0;1,0>:d 
        subb (8|M0)              r52.0<1>:ud   r31.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r48.0<1>:d    r47.0<0;1,0>:d    r118.0<8;8,1>:d  {Compacted}
        mov (8|M0)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r53.0<1>:ud   r32.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M16)             r50.0<1>:d    r47.0<0;1,0>:d    r120.0<8;8,1>:d 
        add (16|M0)              r122.0<1>:d   r48.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (8|M0)               r55.0<1>:ud   -r54.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r57.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r58.0<1>:ud   r41.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn}
        add (16|M16)             r124.0<1>:d   r50.0<8;8,1>:d    r7.1<0;1,0>:d   
        add (8|M8)               r56.0<1>:ud   -r57.0<8;8,1>:ud  r36.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r60.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r59.0<1>:ud   r42.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r61.0<1>:ud   -r60.0<8;8,1>:ud  r45.0<8;8,1>:ud 
        mov (8|M24)              r63.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r64.0<1>:ud   r52.0<8;8,1>:ud   r122.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r62.0<1>:ud   -r63.0<8;8,1>:ud  r46.0<8;8,1>:ud 
        mov (8|M0)               r66.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r65.0<1>:ud   r53.0<8;8,1>:ud   r123.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r67.0<1>:ud   r66.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r69.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r70.0<1>:ud   r58.0<8;8,1>:ud   r124.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r68.0<1>:ud   r69.0<8;8,1>:ud   r56.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r72.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r71.0<1>:ud   r59.0<8;8,1>:ud   r125.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r73.0<1>:ud   r72.0<8;8,1>:ud   r61.0<8;8,1>:ud 
        mov (8|M24)              r75.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r64.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (8|M24)              r74.0<1>:ud   r75.0<8;8,1>:ud   r62.0<8;8,1>:ud 
        mach (8|M0)              r76.0<1>:ud   r64.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r78.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r65.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r77.0<1>:ud   r65.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r79.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r67.0<2;1,0>:uw 
        mov (16|M0)              r80.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r82.0<1>:d    r9.0<0;1,0>:ud    r67.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r68.0<2;1,0>:uw 
        mach (8|M8)              r83.0<1>:d    r9.0<0;1,0>:ud    r68.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r70.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (16|M0)              r84.0<1>:d    r76.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r86.0<1>:ud   r70.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r88.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r71.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r87.0<1>:ud   r71.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r89.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r73.0<2;1,0>:uw 
        mov (16|M16)             r90.0<1>:f    r88.0<8;8,1>:f                  
        mach (8|M16)             r92.0<1>:d    r9.0<0;1,0>:ud    r73.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r74.0<2;1,0>:uw 
        mach (8|M24)             r93.0<1>:d    r9.0<0;1,0>:ud    r74.0<8;8,1>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r101.2<0;1,0>:uw
        add (16|M16)             r94.0<1>:d    r86.0<8;8,1>:d    r92.0<8;8,1>:d  
(W)     mach (1|M0)              r96.0<1>:d    r10.0<0;1,0>:d    r101.1<0;1,0>:d  {Compacted}
        subb (8|M0)              r11.0<1>:ud   r80.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r97.0<1>:d    r96.0<0;1,0>:d    r102.0<8;8,1>:d  {Compacted}
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r12.0<1>:ud   r81.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M16)             r99.0<1>:d    r96.0<0;1,0>:d    r104.0<8;8,1>:d 
        add (16|M0)              r106.0<1>:d   r97.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (8|M0)               r14.0<1>:ud   -r13.0<8;8,1>:ud  r84.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r17.0<1>:ud   r90.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (16|M16)             r108.0<1>:d   r99.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (8|M8)               r15.0<1>:ud   -r16.0<8;8,1>:ud  r85.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r19.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r18.0<1>:ud   r91.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r20.0<1>:ud   -r19.0<8;8,1>:ud  r94.0<8;8,1>:ud 
        mov (8|M24)              r22.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r110.0<1>:ud  r11.0<8;8,1>:ud   r106.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r21.0<1>:ud   -r22.0<8;8,1>:ud  r95.0<8;8,1>:ud 
        mov (8|M0)               r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r111.0<1>:ud  r12.0<8;8,1>:ud   r107.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r114.0<1>:ud  r23.0<8;8,1>:ud   r14.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r112.0<1>:ud  r17.0<8;8,1>:ud   r108.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r115.0<1>:ud  r24.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r25.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r113.0<1>:ud  r18.0<8;8,1>:ud   r109.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r116.0<1>:ud  r25.0<8;8,1>:ud   r20.0<8;8,1>:ud 
        mov (8|M24)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r117.0<1>:ud  r26.0<8;8,1>:ud   r21.0<8;8,1>:ud 
L2360:
(W)     jmpi                                 L3424                                
L2376:
(W)     mul (1|M0)               acc0.0<1>:d   r10.1<0;1,0>:d    r101.12<0;1,0>:uw
        mov (16|M0)              r118.0<1>:d   r3.0<16;16,1>:uw                
        mov (16|M16)             r120.0<1>:d   r4.0<16;16,1>:uw                
        mov (8|M0)               r18.0<1>:f    0.0:f                              
        mov (8|M8)               r19.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r8.0<1>:d     r10.1<0;1,0>:d    r101.6<0;1,0>:d 
        mov (8|M16)              r24.0<1>:f    0.0:f                              
        mov (8|M24)              r25.0<1>:f    0.0:f                              
        mov (16|M0)              r102.0<1>:d   r1.0<16;16,1>:uw                
        mov (16|M16)             r104.0<1>:d   r2.0<16;16,1>:uw                
        add (16|M0)              r11.0<1>:d    r8.0<0;1,0>:d     r118.0<8;8,1>:d  {Compacted}
        add (16|M16)             r13.0<1>:d    r8.0<0;1,0>:d     r120.0<8;8,1>:d 
        add (16|M0)              r122.0<1>:d   r11.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r124.0<1>:d   r13.0<8;8,1>:d    r7.1<0;1,0>:d   
        subb (8|M0)              r15.0<1>:ud   r122.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r16.0<1>:ud   r123.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r18.0<1>:ud   -r17.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r21.0<1>:ud   r124.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn}
        add (8|M8)               r19.0<1>:ud   -r20.0<8;8,1>:ud  r19.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r23.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r22.0<1>:ud   r125.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r24.0<1>:ud   -r23.0<8;8,1>:ud  r24.0<8;8,1>:ud 
        mov (8|M24)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (8|M24)              r25.0<1>:ud   -r26.0<8;8,1>:ud  r25.0<8;8,1>:ud 
        mach (8|M0)              r27.0<1>:ud   r15.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r16.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r28.0<1>:ud   r16.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r18.0<2;1,0>:uw 
        mov (16|M0)              r31.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r33.0<1>:d    r9.0<0;1,0>:ud    r18.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r19.0<2;1,0>:uw 
        mach (8|M8)              r34.0<1>:d    r9.0<0;1,0>:ud    r19.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r21.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (16|M0)              r35.0<1>:d    r27.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r37.0<1>:ud   r21.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r39.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r22.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r38.0<1>:ud   r22.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r40.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r24.0<2;1,0>:uw 
        mov (16|M16)             r41.0<1>:f    r39.0<8;8,1>:f                  
        mach (8|M16)             r43.0<1>:d    r9.0<0;1,0>:ud    r24.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r25.0<2;1,0>:uw 
        mach (8|M24)             r44.0<1>:d    r9.0<0;1,0>:ud    r25.0<8;8,1>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r101.2<0;1,0>:uw
        add (16|M16)             r45.0<1>:d    r37.0<8;8,1>:d    r43.0<8;8,1>:d  
(W)     mach (1|M0)              r47.0<1>:d    r10.0<0;1,0>:d    r101.1<0;1,0>:d  {Compacted}
        subb (8|M0)              r52.0<1>:ud   r31.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r48.0<1>:d    r47.0<0;1,0>:d    r102.0<8;8,1>:d  {Compacted}
        mov (8|M0)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r53.0<1>:ud   r32.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M16)             r50.0<1>:d    r47.0<0;1,0>:d    r104.0<8;8,1>:d 
        add (16|M0)              r106.0<1>:d   r48.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (8|M0)               r55.0<1>:ud   -r54.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r57.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r58.0<1>:ud   r41.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (16|M16)             r108.0<1>:d   r50.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (8|M8)               r56.0<1>:ud   -r57.0<8;8,1>:ud  r36.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r60.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r59.0<1>:ud   r42.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r61.0<1>:ud   -r60.0<8;8,1>:ud  r45.0<8;8,1>:ud 
        mov (8|M24)              r63.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r110.0<1>:ud  r52.0<8;8,1>:ud   r106.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r62.0<1>:ud   -r63.0<8;8,1>:ud  r46.0<8;8,1>:ud 
        mov (8|M0)               r64.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r111.0<1>:ud  r53.0<8;8,1>:ud   r107.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r114.0<1>:ud  r64.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r65.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r112.0<1>:ud  r58.0<8;8,1>:ud   r108.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r115.0<1>:ud  r65.0<8;8,1>:ud   r56.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r66.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r113.0<1>:ud  r59.0<8;8,1>:ud   r109.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r116.0<1>:ud  r66.0<8;8,1>:ud   r61.0<8;8,1>:ud 
        mov (8|M24)              r67.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r117.0<1>:ud  r67.0<8;8,1>:ud   r62.0<8;8,1>:ud 
L3424:
        mul (16|M0)              r11.0<1>:ud   r110.0<8;8,1>:ud  0x14:uw             
        mul (16|M16)             r13.0<1>:ud   r112.0<8;8,1>:ud  0x14:uw             
        mov (16|M0)              r40.0<1>:f    r106.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r42.0<1>:f    r7.0<0;1,0>:f                    {Compacted}
        shl (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    2:w              
        shl (16|M16)             r13.0<1>:d    r13.0<8;8,1>:d    2:w              
        mov (16|M0)              r44.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
        mov (16|M0)              r46.0<1>:d    r1.0<16;16,1>:uw                
        add (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted}
        add (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    r8.2<0;1,0>:d   
        mul (16|M0)              r12.0<1>:d    r9.4<0;1,0>:d     r5.0<16;16,1>:uw
        mov (16|M16)             r54.0<1>:d    r2.0<16;16,1>:uw                
        mov (16|M0)              r82.0<1>:d    r3.0<16;16,1>:uw                
        sends (16|M0)            null:w   r15     r40     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mul (1|M0)               acc0.0<1>:d   r10.2<0;1,0>:d    r101.14<0;1,0>:uw
        add (16|M0)              r56.0<1>:d    r15.0<8;8,1>:d    16:w              
        add (16|M0)              r76.0<1>:d    r15.0<8;8,1>:d    32:w              
        add (16|M0)              r96.0<1>:d    r15.0<8;8,1>:d    48:w              
        add (16|M0)              r2.0<1>:d     r15.0<8;8,1>:d    64:w              
        add (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r118.0<8;8,1>:d  {Compacted}
        mov (16|M16)             r48.0<1>:f    r108.0<8;8,1>:f                 
        mov (16|M16)             r50.0<1>:f    r7.0<0;1,0>:f                   
        mov (16|M16)             r52.0<1>:f    r9.0<0;1,0>:f                   
(W)     mach (1|M0)              r19.0<1>:d    r10.2<0;1,0>:d    r101.7<0;1,0>:d 
(W)     mul (8|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r14.0<2;1,0>:uw 
        add (16|M16)             r58.0<1>:d    r17.0<8;8,1>:d    16:w              
        sends (16|M16)           null:w   r17     r48     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r78.0<1>:d    r17.0<8;8,1>:d    32:w              
        add (16|M16)             r98.0<1>:d    r17.0<8;8,1>:d    48:w              
        add (16|M16)             r10.0<1>:d    r17.0<8;8,1>:d    64:w              
        mul (16|M16)             r16.0<1>:d    r9.4<0;1,0>:d     r6.0<16;16,1>:uw
        mach (8|M0)              r14.0<1>:d    r9.3<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r20.0<1>:d    r19.0<0;1,0>:d    r5.0<16;16,1>:uw
        add (16|M16)             r22.0<1>:d    r19.0<0;1,0>:d    r6.0<16;16,1>:uw
(W)     mul (8|M8)               acc0.0<1>:d   r9.3<0;1,0>:d     r15.0<2;1,0>:uw 
        add (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    r120.0<8;8,1>:d 
        mov (16|M0)              r60.0<1>:f    r101.1<0;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r8.4<0;1,0>:f                    {Compacted}
        mach (8|M8)              r15.0<1>:d    r9.3<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.3<0;1,0>:d     r18.0<2;1,0>:uw 
        mov (16|M0)              r64.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r66.0<1>:f    r7.1<0;1,0>:f                    {Compacted}
        mov (16|M16)             r68.0<1>:f    r101.1<0;1,0>:f                 
        mov (16|M16)             r70.0<1>:f    r8.4<0;1,0>:f                   
        mov (16|M16)             r72.0<1>:f    r124.0<8;8,1>:f                 
        mov (16|M16)             r74.0<1>:f    r7.1<0;1,0>:f                   
        mach (8|M16)             r18.0<1>:d    r9.3<0;1,0>:d     r18.0<8;8,1>:d  
        mov (16|M0)              r80.0<1>:f    r9.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r84.0<1>:f    r101.6<0;1,0>:f                 
        mov (16|M0)              r86.0<1>:f    r8.5<0;1,0>:f                    {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.3<0;1,0>:d     r19.0<2;1,0>:uw 
        mov (16|M16)             r88.0<1>:f    r9.1<0;1,0>:f                   
        mov (16|M16)             r90.0<1>:d    r4.0<16;16,1>:uw                
        mov (16|M16)             r92.0<1>:f    r101.6<0;1,0>:f                 
        mov (16|M16)             r94.0<1>:f    r8.5<0;1,0>:f                   
        sends (16|M0)            null:w   r56     r60     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M0)              r26.0<1>:f    r7.2<0;1,0>:f                    {Compacted}
        mov (16|M0)              r28.0<1>:f    r9.2<0;1,0>:f                    {Compacted}
        mov (16|M0)              r30.0<1>:d    r5.0<16;16,1>:uw                
        add (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted}
        sends (16|M16)           null:w   r58     r68     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M16)             r34.0<1>:f    r7.2<0;1,0>:f                   
        mov (16|M16)             r36.0<1>:f    r9.2<0;1,0>:f                   
        mov (16|M16)             r38.0<1>:d    r6.0<16;16,1>:uw                
        add (16|M16)             r32.0<1>:d    r22.0<8;8,1>:d    r7.2<0;1,0>:d   
        sends (16|M0)            null:w   r76     r80     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mach (8|M24)             r19.0<1>:d    r9.3<0;1,0>:d     r19.0<8;8,1>:d  
(W)     mov (8|M0)               r56.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r78     r88     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M0)              r20.0<1>:f    r101.7<0;1,0>:f                 
(W)     mov (8|M0)               r58.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r96     r24     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M0)              r22.0<1>:f    r8.6<0;1,0>:f                   
(W)     mov (8|M0)               r76.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r98     r32     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d    r102.0<8;8,1>:d  {Compacted}
        mov (16|M0)              r26.0<1>:f    r8.3<0;1,0>:f                    {Compacted}
        mov (16|M16)             r28.0<1>:f    r101.7<0;1,0>:f                 
        mov (16|M16)             r30.0<1>:f    r8.6<0;1,0>:f                   
        add (16|M16)             r32.0<1>:d    r18.0<8;8,1>:d    r104.0<8;8,1>:d 
        mov (16|M16)             r34.0<1>:f    r8.3<0;1,0>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r101.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r2      r20     0x20C            0x04025000           {NoPreempt} // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r10     r28     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4616:
