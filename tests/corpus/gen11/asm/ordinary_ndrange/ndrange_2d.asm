L0:
(W)     mov (8|M0)               r108.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (1|M0)               r9.24<4>:b    r8.3<0;1,0>:d                   
(W)     shl (1|M0)               r8.0<2>:b     r9.24<0;1,0>:b    6:w              
(W)     cmp (16|M0)   (lt)f1.0   null<1>:w     r8.0<0;1,0>:b     -64:w              
(W)     cmp (16|M16)  (lt)f1.0   null<1>:w     r8.0<0;1,0>:b     -64:w              
(W&f1.0) jmpi                                L2280                                
L112:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:w     r9.24<0;1,0>:b    3:w              
(W)     cmp (16|M16)  (eq)f0.0   null<1>:w     r9.24<0;1,0>:b    3:w              
(W&f0.0) jmpi                                L552                                
L160:
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r108.2<0;1,0>:uw
        mov (8|M0)               r117.0<1>:f   0.0:f                              
        mov (8|M8)               r118.0<1>:f   0.0:f                              
        mov (8|M16)              r119.0<1>:f   0.0:f                              
        mov (8|M24)              r120.0<1>:f   0.0:f                              
(W)     mach (1|M0)              r8.0<1>:d     r9.3<0;1,0>:d     r108.1<0;1,0>:d  {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r12.0<1>:d    r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r109.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r111.0<1>:d   r12.0<8;8,1>:d    r7.0<0;1,0>:d   
        subb (8|M0)              r113.0<1>:ud  r109.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r114.0<1>:ud  r110.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r117.0<1>:ud  -r14.0<8;8,1>:ud  r117.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r115.0<1>:ud  r111.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M8)               r118.0<1>:ud  -r15.0<8;8,1>:ud  r118.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r116.0<1>:ud  r112.0<8;8,1>:ud  r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r119.0<1>:ud  -r16.0<8;8,1>:ud  r119.0<8;8,1>:ud
        mov (8|M24)              r17.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (1|M0)               acc0.0<1>:d   r9.4<0;1,0>:d     r108.12<0;1,0>:uw
        add (8|M24)              r120.0<1>:ud  -r17.0<8;8,1>:ud  r120.0<8;8,1>:ud
(W)     mach (1|M0)              r18.0<1>:d    r9.4<0;1,0>:d     r108.6<0;1,0>:d 
        add (16|M0)              r19.0<1>:d    r18.0<0;1,0>:d    r3.0<16;16,1>:uw
        add (16|M16)             r21.0<1>:d    r18.0<0;1,0>:d    r4.0<16;16,1>:uw
        add (16|M0)              r121.0<1>:d   r19.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r123.0<1>:d   r21.0<8;8,1>:d    r7.1<0;1,0>:d   
(W)     jmpi                                 L2264                                
L552:
(W)     mul (1|M0)               acc0.0<1>:d   r9.5<0;1,0>:d     r108.14<0;1,0>:uw
        mov (8|M0)               r17.0<1>:f    0.0:f                              
        mov (8|M8)               r18.0<1>:f    0.0:f                              
        mov (8|M16)              r23.0<1>:f    0.0:f                              
        mov (8|M24)              r24.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r8.0<1>:d     r9.5<0;1,0>:d     r108.7<0;1,0>:d 
        add (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r5.0<16;16,1>:uw
        add (16|M16)             r12.0<1>:d    r8.0<0;1,0>:d     r6.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r7.2<0;1,0>:d   
        subb (8|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r15.0<1>:ud   r11.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r17.0<1>:ud   -r16.0<8;8,1>:ud  r17.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r20.0<1>:ud   r12.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn}
        add (8|M8)               r18.0<1>:ud   -r19.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r21.0<1>:ud   r13.0<8;8,1>:ud   r7.2<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r23.0<1>:ud   -r22.0<8;8,1>:ud  r23.0<8;8,1>:ud 
        mov (8|M24)              r25.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        add (8|M24)              r24.0<1>:ud   -r25.0<8;8,1>:ud  r24.0<8;8,1>:ud 
        mach (8|M0)              r26.0<1>:ud   r14.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        mach (8|M8)              r27.0<1>:ud   r15.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.1<0;1,0>:ud    r17.0<2;1,0>:uw 
        mov (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r32.0<1>:d    r9.1<0;1,0>:ud    r17.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.1<0;1,0>:ud    r18.0<2;1,0>:uw 
        mach (8|M8)              r33.0<1>:d    r9.1<0;1,0>:ud    r18.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r20.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        add (16|M0)              r34.0<1>:d    r26.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r36.0<1>:ud   r20.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r21.0<8;8,1>:ud   r9.2<0;1,0>:uw  
        mach (8|M24)             r37.0<1>:ud   r21.0<8;8,1>:ud   r9.1<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r39.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.1<0;1,0>:ud    r23.0<2;1,0>:uw 
        mov (16|M16)             r40.0<1>:f    r38.0<8;8,1>:f                  
        mach (8|M16)             r42.0<1>:d    r9.1<0;1,0>:ud    r23.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.1<0;1,0>:ud    r24.0<2;1,0>:uw 
        mach (8|M24)             r43.0<1>:d    r9.1<0;1,0>:ud    r24.0<8;8,1>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r9.4<0;1,0>:d     r108.12<0;1,0>:uw
        add (16|M16)             r44.0<1>:d    r36.0<8;8,1>:d    r42.0<8;8,1>:d  
(W)     mach (1|M0)              r46.0<1>:d    r9.4<0;1,0>:d     r108.6<0;1,0>:d 
        subb (8|M0)              r51.0<1>:ud   r30.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r47.0<1>:d    r46.0<0;1,0>:d    r3.0<16;16,1>:uw
        mov (8|M0)               r53.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r52.0<1>:ud   r31.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M16)             r49.0<1>:d    r46.0<0;1,0>:d    r4.0<16;16,1>:uw
        add (16|M0)              r121.0<1>:d   r47.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (8|M0)               r54.0<1>:ud   -r53.0<8;8,1>:ud  r34.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r57.0<1>:ud   r40.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn}
        add (16|M16)             r123.0<1>:d   r49.0<8;8,1>:d    r7.1<0;1,0>:d   
        add (8|M8)               r55.0<1>:ud   -r56.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r59.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r58.0<1>:ud   r41.0<8;8,1>:ud   r7.1<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r60.0<1>:ud   -r59.0<8;8,1>:ud  r44.0<8;8,1>:ud 
        mov (8|M24)              r62.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r63.0<1>:ud   r51.0<8;8,1>:ud   r121.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r61.0<1>:ud   -r62.0<8;8,1>:ud  r45.0<8;8,1>:ud 
        mov (8|M0)               r65.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r64.0<1>:ud   r52.0<8;8,1>:ud   r122.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r66.0<1>:ud   r65.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r68.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r69.0<1>:ud   r57.0<8;8,1>:ud   r123.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r67.0<1>:ud   r68.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r71.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r70.0<1>:ud   r58.0<8;8,1>:ud   r124.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r72.0<1>:ud   r71.0<8;8,1>:ud   r60.0<8;8,1>:ud 
        mov (8|M24)              r74.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r63.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (8|M24)              r73.0<1>:ud   r74.0<8;8,1>:ud   r61.0<8;8,1>:ud 
        mach (8|M0)              r75.0<1>:ud   r63.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r77.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r64.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r76.0<1>:ud   r64.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r78.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r66.0<2;1,0>:uw 
        mov (16|M0)              r79.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r81.0<1>:d    r9.0<0;1,0>:ud    r66.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r67.0<2;1,0>:uw 
        mach (8|M8)              r82.0<1>:d    r9.0<0;1,0>:ud    r67.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r69.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (16|M0)              r83.0<1>:d    r75.0<8;8,1>:d    r81.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r85.0<1>:ud   r69.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r87.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r70.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r86.0<1>:ud   r70.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r88.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r72.0<2;1,0>:uw 
        mov (16|M16)             r89.0<1>:f    r87.0<8;8,1>:f                  
        mach (8|M16)             r91.0<1>:d    r9.0<0;1,0>:ud    r72.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r73.0<2;1,0>:uw 
        mach (8|M24)             r92.0<1>:d    r9.0<0;1,0>:ud    r73.0<8;8,1>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r108.2<0;1,0>:uw
        add (16|M16)             r93.0<1>:d    r85.0<8;8,1>:d    r91.0<8;8,1>:d  
(W)     mach (1|M0)              r95.0<1>:d    r9.3<0;1,0>:d     r108.1<0;1,0>:d  {Compacted}
        subb (8|M0)              r100.0<1>:ud  r79.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r96.0<1>:d    r95.0<0;1,0>:d    r1.0<16;16,1>:uw
        mov (8|M0)               r102.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r101.0<1>:ud  r80.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M16)             r98.0<1>:d    r95.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r109.0<1>:d   r96.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (8|M0)               r103.0<1>:ud  -r102.0<8;8,1>:ud  r83.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r105.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r106.0<1>:ud  r89.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (16|M16)             r111.0<1>:d   r98.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (8|M8)               r104.0<1>:ud  -r105.0<8;8,1>:ud  r84.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r5.0<1>:ud    acc0.0<8;8,1>:ud                
        subb (8|M24)             r107.0<1>:ud  r90.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r10.0<1>:ud   -r5.0<8;8,1>:ud   r93.0<8;8,1>:ud 
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r113.0<1>:ud  r100.0<8;8,1>:ud  r109.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r11.0<1>:ud   -r12.0<8;8,1>:ud  r94.0<8;8,1>:ud 
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r114.0<1>:ud  r101.0<8;8,1>:ud  r110.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r117.0<1>:ud  r13.0<8;8,1>:ud   r103.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r115.0<1>:ud  r106.0<8;8,1>:ud  r111.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r118.0<1>:ud  r14.0<8;8,1>:ud   r104.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r15.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r116.0<1>:ud  r107.0<8;8,1>:ud  r112.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r119.0<1>:ud  r15.0<8;8,1>:ud   r10.0<8;8,1>:ud 
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r120.0<1>:ud  r16.0<8;8,1>:ud   r11.0<8;8,1>:ud 
L2264:
(W)     jmpi                                 L3280                                
L2280:
(W)     mul (1|M0)               acc0.0<1>:d   r9.4<0;1,0>:d     r108.12<0;1,0>:uw
        mov (8|M0)               r17.0<1>:f    0.0:f                              
        mov (8|M8)               r18.0<1>:f    0.0:f                              
        mov (8|M16)              r23.0<1>:f    0.0:f                              
        mov (8|M24)              r24.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r5.0<1>:d     r9.4<0;1,0>:d     r108.6<0;1,0>:d 
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r3.0<16;16,1>:uw
        add (16|M16)             r12.0<1>:d    r5.0<0;1,0>:d     r4.0<16;16,1>:uw
        add (16|M0)              r121.0<1>:d   r10.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r123.0<1>:d   r12.0<8;8,1>:d    r7.1<0;1,0>:d   
        subb (8|M0)              r14.0<1>:ud   r121.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r15.0<1>:ud   r122.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r17.0<1>:ud   -r16.0<8;8,1>:ud  r17.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r20.0<1>:ud   r123.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn}
        add (8|M8)               r18.0<1>:ud   -r19.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r21.0<1>:ud   r124.0<8;8,1>:ud  r7.1<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r23.0<1>:ud   -r22.0<8;8,1>:ud  r23.0<8;8,1>:ud 
        mov (8|M24)              r25.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (8|M24)              r24.0<1>:ud   -r25.0<8;8,1>:ud  r24.0<8;8,1>:ud 
        mach (8|M0)              r26.0<1>:ud   r14.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r27.0<1>:ud   r15.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r17.0<2;1,0>:uw 
        mov (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mach (8|M0)              r32.0<1>:d    r9.0<0;1,0>:ud    r17.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r18.0<2;1,0>:uw 
        mach (8|M8)              r33.0<1>:d    r9.0<0;1,0>:ud    r18.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r20.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (16|M0)              r34.0<1>:d    r26.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r36.0<1>:ud   r20.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r21.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r37.0<1>:ud   r21.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r39.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r23.0<2;1,0>:uw 
        mov (16|M16)             r40.0<1>:f    r38.0<8;8,1>:f                  
        mach (8|M16)             r42.0<1>:d    r9.0<0;1,0>:ud    r23.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r24.0<2;1,0>:uw 
        mach (8|M24)             r43.0<1>:d    r9.0<0;1,0>:ud    r24.0<8;8,1>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r108.2<0;1,0>:uw
        add (16|M16)             r44.0<1>:d    r36.0<8;8,1>:d    r42.0<8;8,1>:d  
(W)     mach (1|M0)              r46.0<1>:d    r9.3<0;1,0>:d     r108.1<0;1,0>:d  {Compacted}
        subb (8|M0)              r51.0<1>:ud   r30.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r47.0<1>:d    r46.0<0;1,0>:d    r1.0<16;16,1>:uw
        mov (8|M0)               r53.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r52.0<1>:ud   r31.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M16)             r49.0<1>:d    r46.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r109.0<1>:d   r47.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (8|M0)               r54.0<1>:ud   -r53.0<8;8,1>:ud  r34.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r57.0<1>:ud   r40.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (16|M16)             r111.0<1>:d   r49.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (8|M8)               r55.0<1>:ud   -r56.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r59.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r58.0<1>:ud   r41.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (8|M16)              r60.0<1>:ud   -r59.0<8;8,1>:ud  r44.0<8;8,1>:ud 
        mov (8|M24)              r62.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r113.0<1>:ud  r51.0<8;8,1>:ud   r109.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r61.0<1>:ud   -r62.0<8;8,1>:ud  r45.0<8;8,1>:ud 
        mov (8|M0)               r63.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r114.0<1>:ud  r52.0<8;8,1>:ud   r110.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r117.0<1>:ud  r63.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r64.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r115.0<1>:ud  r57.0<8;8,1>:ud   r111.0<8;8,1>:ud {AccWrEn}
        add (8|M8)               r118.0<1>:ud  r64.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r65.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r116.0<1>:ud  r58.0<8;8,1>:ud   r112.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r119.0<1>:ud  r65.0<8;8,1>:ud   r60.0<8;8,1>:ud 
        mov (8|M24)              r66.0<1>:ud   acc0.0<8;8,1>:ud                
        add (8|M24)              r120.0<1>:ud  r66.0<8;8,1>:ud   r61.0<8;8,1>:ud 
L3280:
        mul (16|M0)              r5.0<1>:ud    r113.0<8;8,1>:ud  0xC:uw             
        mul (16|M16)             r10.0<1>:ud   r115.0<8;8,1>:ud  0xC:uw             
        mov (16|M0)              r16.0<1>:f    r109.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r18.0<1>:f    r7.0<0;1,0>:f                    {Compacted}
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        mov (16|M0)              r20.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
        mov (16|M0)              r22.0<1>:d    r1.0<16;16,1>:uw                
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r8.2<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r8.2<0;1,0>:d   
        mov (16|M16)             r24.0<1>:f    r111.0<8;8,1>:f                 
        mov (16|M16)             r26.0<1>:f    r7.0<0;1,0>:f                   
        mov (16|M16)             r28.0<1>:f    r9.0<0;1,0>:f                   
        mov (16|M16)             r30.0<1>:d    r2.0<16;16,1>:uw                
        mov (16|M0)              r36.0<1>:f    r108.1<0;1,0>:f                  {Compacted}
        mov (16|M0)              r38.0<1>:f    r8.4<0;1,0>:f                    {Compacted}
        mov (16|M0)              r40.0<1>:f    r121.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r42.0<1>:f    r7.1<0;1,0>:f                    {Compacted}
        add (16|M0)              r32.0<1>:d    r12.0<8;8,1>:d    16:w              
        mov (16|M16)             r44.0<1>:f    r108.1<0;1,0>:f                 
        mov (16|M16)             r46.0<1>:f    r8.4<0;1,0>:f                   
        mov (16|M16)             r48.0<1>:f    r123.0<8;8,1>:f                 
        mov (16|M16)             r50.0<1>:f    r7.1<0;1,0>:f                   
        add (16|M16)             r34.0<1>:d    r14.0<8;8,1>:d    16:w              
        sends (16|M0)            null:w   r12     r16     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M0)              r56.0<1>:f    r9.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r58.0<1>:d    r3.0<16;16,1>:uw                
        mov (16|M0)              r60.0<1>:f    r108.6<0;1,0>:f                 
        mov (16|M0)              r62.0<1>:f    r8.5<0;1,0>:f                    {Compacted}
        add (16|M0)              r52.0<1>:d    r12.0<8;8,1>:d    32:w              
        sends (16|M16)           null:w   r14     r24     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M16)             r64.0<1>:f    r9.1<0;1,0>:f                   
        mov (16|M16)             r66.0<1>:d    r4.0<16;16,1>:uw                
        mov (16|M16)             r68.0<1>:f    r108.6<0;1,0>:f                 
        mov (16|M16)             r70.0<1>:f    r8.5<0;1,0>:f                   
        add (16|M16)             r54.0<1>:d    r14.0<8;8,1>:d    32:w              
        sends (16|M0)            null:w   r32     r36     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r34     r44     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r52     r56     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r54     r64     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L3896:
