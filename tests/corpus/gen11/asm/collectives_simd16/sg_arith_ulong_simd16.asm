L0:
(W)     mov (8|M0)               r86.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r86.2<0;1,0>:uw 
        mov (16|M0)              r64.0<1>:d    r1.0<16;16,1>:uw                
(W)     mach (1|M0)              r126.0<1>:d   r6.3<0;1,0>:d     r86.1<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r64.0<8;8,1>:d   {Compacted}
(W)     mach (1|M0)              r123.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r66.0<1>:d    r124.0<8;8,1>:d   r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r123.0<0;1,0>:d   r6.4<0;1,0>:uw  
        shl (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    3:w              
(W)     mach (1|M0)              r96.0<1>:d    r123.0<0;1,0>:d   r6.2<0;1,0>:d    {Compacted}
        send (16|M0)             r20:w    r70:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     and (1|M0)               r4.0<1>:d     r96.0<0;1,0>:d    15:w              
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r4.0<0;1,0>:d     0:w              
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L424                                
L240:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(~f1.1) goto (16|M0)                         L1152                  L1152                
L424:
(W)     addc (1|M0)              r126.0<1>:ud  r20.1<0;1,0>:ud   r20.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r22.1<0;1,0>:ud   r22.0<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r124.0<1>:ud  r126.0<0;1,0>:ud  r20.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r125.0<0;1,0>:ud  r126.1<0;1,0>:ud
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r122.0<1>:ud  r124.0<0;1,0>:ud  r20.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r126.1<0;1,0>:ud  r22.2<0;1,0>:ud 
(W)     mov (1|M0)               r121.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r7.0<1>:ud    r122.0<0;1,0>:ud  r20.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r123.0<0;1,0>:ud  r124.1<0;1,0>:ud
(W)     mov (1|M0)               r120.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r8.0<1>:ud    r7.0<0;1,0>:ud    r20.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r124.1<0;1,0>:ud  r22.3<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r9.0<1>:ud    r8.0<0;1,0>:ud    r20.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r121.0<0;1,0>:ud  r5.0<0;1,0>:ud   {Compacted}
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r9.0<0;1,0>:ud    r20.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r5.0<0;1,0>:ud    r22.4<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r120.0<0;1,0>:ud  r6.6<0;1,0>:ud  
(W)     addc (1|M0)              r7.0<1>:ud    r10.0<0;1,0>:ud   r21.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r6.6<0;1,0>:ud    r22.5<0;1,0>:ud 
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r11.0<1>:ud   r7.0<0;1,0>:ud    r21.1<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r125.0<0;1,0>:ud  r8.1<0;1,0>:ud  
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r9.1<1>:ud    r8.1<0;1,0>:ud    r22.6<0;1,0>:ud 
(W)     add (1|M0)               r9.1<1>:ud    r126.0<0;1,0>:ud  r9.1<0;1,0>:ud  
(W)     addc (1|M0)              r126.0<1>:ud  r11.0<0;1,0>:ud   r21.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r9.1<0;1,0>:ud    r22.7<0;1,0>:ud 
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r124.0<0;1,0>:ud  r5.0<0;1,0>:ud   {Compacted}
(W)     addc (1|M0)              r124.0<1>:ud  r126.0<0;1,0>:ud  r21.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r5.0<0;1,0>:ud    r23.0<0;1,0>:ud 
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r123.0<0;1,0>:ud  r6.6<0;1,0>:ud  
(W)     addc (1|M0)              r123.0<1>:ud  r124.0<0;1,0>:ud  r21.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r6.6<0;1,0>:ud    r23.1<0;1,0>:ud 
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r7.0<1>:ud    r123.0<0;1,0>:ud  r21.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r125.0<0;1,0>:ud  r8.0<0;1,0>:ud   {Compacted}
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r8.0<0;1,0>:ud    r23.2<0;1,0>:ud 
(W)     addc (1|M0)              r8.0<1>:ud    r7.0<0;1,0>:ud    r21.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r12.0<0;1,0>:ud   r126.1<0;1,0>:ud
(W)     mov (1|M0)               r122.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r126.1<0;1,0>:ud  r23.3<0;1,0>:ud 
(W)     add (1|M0)               r124.1<1>:ud  r9.0<0;1,0>:ud    r124.1<0;1,0>:ud
(W)     addc (1|M0)              r9.0<1>:ud    r8.0<0;1,0>:ud    r21.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.1<1>:ud    r124.1<0;1,0>:ud  r23.4<0;1,0>:ud 
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r52.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
(W)     add (1|M0)               r5.1<1>:ud    r5.0<0;1,0>:ud    r5.1<0;1,0>:ud  
(W)     add (1|M0)               r6.6<1>:ud    r5.1<0;1,0>:ud    r23.5<0;1,0>:ud 
(W)     add (1|M0)               r6.6<1>:ud    r125.0<0;1,0>:ud  r6.6<0;1,0>:ud  
(W)     add (1|M0)               r8.1<1>:ud    r6.6<0;1,0>:ud    r23.6<0;1,0>:ud 
(W)     add (1|M0)               r8.1<1>:ud    r122.0<0;1,0>:ud  r8.1<0;1,0>:ud  
(W)     add (1|M0)               r9.1<1>:ud    r8.1<0;1,0>:ud    r23.7<0;1,0>:ud 
(W)     add (1|M0)               r9.1<1>:ud    r126.0<0;1,0>:ud  r9.1<0;1,0>:ud  
        mov (16|M0)              r50.0<1>:f    r9.1<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L1152                  L2480                
L1152:
        join (16|M0)                         L2480                                
L1168:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<0;1,0>:d     8:w              
(W&f1.0) jmpi                                L2144                                
L1200:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r122.0<1>:f   0.0:f                              
(W)     mov (16|M0)              r124.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r116.0<1>:f   0.0:f                              
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(W)     mov (16|M0)              r118.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r120.0<1>:f   r123.7<1;1,0>:f                 
        mov (8|M0)               r121.0<1>:f   r124.7<1;1,0>:f                 
(W)     mov (16|M0)              r106.0<1>:f   0.0:f                              
        cmp (16|M0)   (eq)f1.1   null<1>:w     r126.0<16;16,1>:w  0:w             
        mov (8|M0)               r8.0<1>:f     r117.7<1;1,0>:f                 
        mov (8|M0)               r9.0<1>:f     r118.7<1;1,0>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x2:uw           
(W)     mov (16|M0)              r118.0<1>:f   0.0:f                              
(~f1.1) sel (16|M0)              r114.0<1>:d   r120.0<8;8,1>:d   0:w              
(~f1.1) sel (16|M0)              r112.0<1>:d   r8.0<8;8,1>:d     0:w              
        cmp (16|M0)   (lt)f0.1   null<1>:w     r126.0<16;16,1>:uw  0x4:uw           
        cmp (16|M0)   (lt)f1.1   null<1>:w     r126.0<16;16,1>:uw  0x8:uw           
        addc (8|M0)              r110.0<1>:ud  r114.0<8;8,1>:ud  r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r12.0<1>:ud   r112.0<8;8,1>:ud  r22.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r13.0<1>:ud   r113.0<8;8,1>:ud  r23.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r111.0<1>:ud  r115.0<8;8,1>:ud  r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r12.0<1>:ud   r10.0<8;8,1>:ud   r12.0<8;8,1>:ud  {Compacted}
(W)     mov (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (8|M8)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r122.0<1>:f   r107.6<2;2,1>:f                 
        mov (8|M0)               r123.0<1>:f   r108.6<2;2,1>:f                 
        add (8|M8)               r13.0<1>:ud   r124.0<8;8,1>:ud  r13.0<8;8,1>:ud  {Compacted}
(W)     mov (16|M0)              r106.0<1>:f   0.0:f                              
(~f1.0) sel (16|M0)              r116.0<1>:d   r122.0<8;8,1>:d   0:w              
(W)     mov (16|M0)              r120.0<1>:f   r12.0<8;8,1>:f                   {Compacted}
        addc (8|M0)              r124.0<1>:ud  r116.0<8;8,1>:ud  r110.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M0)               r8.0<1>:f     r119.6<2;2,1>:f                 
        mov (8|M0)               r9.0<1>:f     r120.6<2;2,1>:f                 
(W)     mov (16|M0)              r118.0<1>:f   0.0:f                              
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r125.0<1>:ud  r117.0<8;8,1>:ud  r111.0<8;8,1>:ud {AccWrEn,Compacted}
(~f1.0) sel (16|M0)              r114.0<1>:d   r8.0<8;8,1>:d     0:w              
        mov (8|M0)               r18.0<1>:f    r119.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r108.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
        mov (8|M8)               r112.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r14.0<1>:ud   r114.0<8;8,1>:ud  r12.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r15.0<1>:ud   r115.0<8;8,1>:ud  r13.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r122.0<1>:f   r107.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r123.0<1>:f   r108.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r108.0<1>:f   r119.0<8;8,1>:f                  {Compacted}
        add (8|M0)               r14.0<1>:ud   r10.0<8;8,1>:ud   r14.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r15.0<1>:ud   r112.0<8;8,1>:ud  r15.0<8;8,1>:ud  {Compacted}
(~f0.1) sel (16|M0)              r116.0<1>:d   r122.0<8;8,1>:d   0:w              
(W)     mov (16|M0)              r120.0<1>:f   r14.0<8;8,1>:f                   {Compacted}
        addc (8|M0)              r114.0<1>:ud  r116.0<8;8,1>:ud  r124.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M0)               r8.0<1>:f     r119.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r9.0<1>:f     r120.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r115.0<1>:ud  r117.0<8;8,1>:ud  r125.0<8;8,1>:ud {AccWrEn,Compacted}
(~f0.1) sel (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     0:w              
(W)     mov (16|M0)              r110.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (8|M8)               r112.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r16.0<1>:ud   r10.0<8;8,1>:ud   r14.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r17.0<1>:ud   r11.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r19.0<1>:f    r110.0<8;8,1>:f                  {Compacted}
        add (8|M0)               r16.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r17.0<1>:ud   r112.0<8;8,1>:ud  r17.0<8;8,1>:ud  {Compacted}
(~f1.1) sel (16|M0)              r106.0<1>:d   r18.0<8;8,1>:d    0:w              
(W)     mov (16|M0)              r122.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
(W)     add (1|M0)               r123.0<1>:d   r4.0<0;1,0>:d     -1:w              
        addc (8|M0)              r72.0<1>:ud   r106.0<8;8,1>:ud  r114.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (8|M0)               r109.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W)     shl (1|M0)               r126.0<1>:uw  r123.0<0;1,0>:uw  0x2:uw             
        mov (8|M0)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r73.0<1>:ud   r107.0<8;8,1>:ud  r115.0<8;8,1>:ud {AccWrEn,Compacted}
(~f1.1) sel (16|M0)              r124.0<1>:d   r108.0<8;8,1>:d   0:w              
(W)     add (1|M0)               a0.1<1>:uw    r126.0<0;1,0>:uw  0x900:uw             
(W)     add (1|M0)               a0.0<1>:uw    r126.0<0;1,0>:uw  0x880:uw             
        mov (8|M8)               r112.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r68.0<1>:ud   r124.0<8;8,1>:ud  r16.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r69.0<1>:ud   r125.0<8;8,1>:ud  r17.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r68.0<1>:ud   r116.0<8;8,1>:ud  r68.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r69.0<1>:ud   r112.0<8;8,1>:ud  r69.0<8;8,1>:ud  {Compacted}
        mov (16|M0)              r52.0<1>:d    r[a0.1]<0;1,0>:d                
        mov (16|M0)              r50.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     jmpi                                 L2480                                
L2144:
(W)     addc (1|M0)              r126.0<1>:ud  r20.1<0;1,0>:ud   r20.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r22.1<0;1,0>:ud   r22.0<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r124.0<1>:ud  r126.0<0;1,0>:ud  r20.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r125.0<0;1,0>:ud  r126.1<0;1,0>:ud
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r122.0<1>:ud  r124.0<0;1,0>:ud  r20.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r126.1<0;1,0>:ud  r22.2<0;1,0>:ud 
(W)     mov (1|M0)               r121.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r7.0<1>:ud    r122.0<0;1,0>:ud  r20.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r123.0<0;1,0>:ud  r124.1<0;1,0>:ud
(W)     mov (1|M0)               r120.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r8.0<1>:ud    r7.0<0;1,0>:ud    r20.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r124.1<0;1,0>:ud  r22.3<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r9.0<1>:ud    r8.0<0;1,0>:ud    r20.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r5.0<1>:ud    r121.0<0;1,0>:ud  r5.0<0;1,0>:ud   {Compacted}
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r9.0<0;1,0>:ud    r20.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r5.0<0;1,0>:ud    r22.4<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r6.6<1>:ud    r120.0<0;1,0>:ud  r6.6<0;1,0>:ud  
        mov (16|M0)              r52.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r6.6<0;1,0>:ud    r22.5<0;1,0>:ud 
(W)     add (1|M0)               r8.1<1>:ud    r125.0<0;1,0>:ud  r8.1<0;1,0>:ud  
(W)     add (1|M0)               r9.1<1>:ud    r8.1<0;1,0>:ud    r22.6<0;1,0>:ud 
(W)     add (1|M0)               r9.1<1>:ud    r126.0<0;1,0>:ud  r9.1<0;1,0>:ud  
(W)     add (1|M0)               r5.0<1>:ud    r9.1<0;1,0>:ud    r22.7<0;1,0>:ud 
(W)     add (1|M0)               r5.0<1>:ud    r124.0<0;1,0>:ud  r5.0<0;1,0>:ud   {Compacted}
        mov (16|M0)              r50.0<1>:f    r5.0<0;1,0>:f                    {Compacted}
L2480:
        join (16|M0)                         L2480                                
L2496:
        mov (16|M0)              r122.0<1>:f   r52.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r124.0<1>:f   r50.0<0;1,0>:f                   {Compacted}
        sends (16|M0)            null:w   r70     r122    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L2736                                
L2552:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(~f0.1) goto (16|M0)                         L3968                  L3968                
L2736:
(W)     cmp (16|M0)   (lt)f1.1   null<1>:d     r21.6<0;1,0>:ud   r21.7<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r23.6<0;1,0>:d    r23.7<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (lt)f1.1   null<1>:d     r23.6<0;1,0>:ud   r23.7<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r126.0<1>:d   r21.6<0;1,0>:d    r21.7<0;1,0>:d  
(W&f1.1) sel (1|M0)              r126.1<1>:d   r23.6<0;1,0>:d    r23.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r21.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r23.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:ud  r23.5<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r125.0<1>:d   r21.5<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r23.5<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r125.0<0;1,0>:ud  r21.4<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r125.1<0;1,0>:d   r23.4<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r125.1<0;1,0>:ud  r23.4<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r124.0<1>:d   r21.4<0;1,0>:d    r125.0<0;1,0>:d 
(W&f0.1) sel (1|M0)              r124.1<1>:d   r23.4<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r124.0<0;1,0>:ud  r21.3<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r124.1<0;1,0>:d   r23.3<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r124.1<0;1,0>:ud  r23.3<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r123.0<1>:d   r21.3<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.1) sel (1|M0)              r123.1<1>:d   r23.3<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r123.0<0;1,0>:ud  r21.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r123.1<0;1,0>:d   r23.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r123.1<0;1,0>:ud  r23.2<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r126.0<1>:d   r21.2<0;1,0>:d    r123.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r23.2<0;1,0>:d    r123.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r126.0<0;1,0>:ud  r21.1<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r126.1<0;1,0>:d   r23.1<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r126.1<0;1,0>:ud  r23.1<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r125.0<1>:d   r21.1<0;1,0>:d    r126.0<0;1,0>:d 
(W&f0.1) sel (1|M0)              r5.0<1>:d     r23.1<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r125.0<0;1,0>:ud  r21.0<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r5.0<0;1,0>:d     r23.0<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r5.0<0;1,0>:ud    r23.0<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r5.1<1>:d     r21.0<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.1) sel (1|M0)              r6.6<1>:d     r23.0<0;1,0>:d    r5.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r5.1<0;1,0>:ud    r20.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r6.6<0;1,0>:d     r22.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r6.6<0;1,0>:ud    r22.7<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r6.7<1>:d     r20.7<0;1,0>:d    r5.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r7.0<1>:d     r22.7<0;1,0>:d    r6.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r6.7<0;1,0>:ud    r20.6<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r7.0<0;1,0>:d     r22.6<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r7.0<0;1,0>:ud    r22.6<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r126.0<1>:d   r20.6<0;1,0>:d    r6.7<0;1,0>:d   
(W&f0.1) sel (1|M0)              r8.0<1>:d     r22.6<0;1,0>:d    r7.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r126.0<0;1,0>:ud  r20.5<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r8.0<0;1,0>:d     r22.5<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r8.0<0;1,0>:ud    r22.5<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r125.0<1>:d   r20.5<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.1) sel (1|M0)              r9.0<1>:d     r22.5<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r20.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.0<0;1,0>:d     r22.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.0<0;1,0>:ud    r22.4<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r124.0<1>:d   r20.4<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r5.0<1>:d     r22.4<0;1,0>:d    r9.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r124.0<0;1,0>:ud  r20.3<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r5.0<0;1,0>:d     r22.3<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    r22.3<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r5.1<1>:d     r20.3<0;1,0>:d    r124.0<0;1,0>:d 
(W&f0.1) sel (1|M0)              r6.6<1>:d     r22.3<0;1,0>:d    r5.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.1<0;1,0>:ud    r20.2<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r6.6<0;1,0>:d     r22.2<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r6.6<0;1,0>:ud    r22.2<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r6.7<1>:d     r20.2<0;1,0>:d    r5.1<0;1,0>:d   
(W&f1.1) sel (1|M0)              r7.0<1>:d     r22.2<0;1,0>:d    r6.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r6.7<0;1,0>:ud    r20.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r7.0<0;1,0>:d     r22.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r7.0<0;1,0>:ud    r22.1<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r126.0<1>:d   r20.1<0;1,0>:d    r6.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r8.0<1>:d     r22.1<0;1,0>:d    r7.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r126.0<0;1,0>:ud  r20.0<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r8.0<0;1,0>:d     r22.0<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r22.0<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r125.0<1>:d   r20.0<0;1,0>:d    r126.0<0;1,0>:d 
(W&f0.1) sel (1|M0)              r9.0<1>:d     r22.0<0;1,0>:d    r8.0<0;1,0>:d   
        mov (16|M0)              r48.0<1>:f    r125.0<0;1,0>:f                  {Compacted}
        mov (16|M0)              r46.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L3968                  L5584                
L3968:
        join (16|M0)                         L5584                                
L3984:
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r4.0<0;1,0>:d     8:w              
(W&f1.1) jmpi                                L5000                                
L4016:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r122.0<1>:f   -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r124.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r116.0<1>:f   -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(W)     mov (16|M0)              r118.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r120.0<1>:f   r123.7<1;1,0>:f                 
        mov (8|M0)               r121.0<1>:f   r124.7<1;1,0>:f                 
(W)     mov (16|M0)              r122.0<1>:f   -qnan(0x3FFFFF):f                              
        cmp (16|M0)   (eq)f1.0   null<1>:w     r126.0<16;16,1>:w  0:w             
        mov (8|M0)               r8.0<1>:f     r117.7<1;1,0>:f                 
        mov (8|M0)               r9.0<1>:f     r118.7<1;1,0>:f                 
        cmp (16|M0)   (lt)f0.1   null<1>:w     r126.0<16;16,1>:uw  0x2:uw           
(W)     mov (16|M0)              r116.0<1>:f   -qnan(0x3FFFFF):f                              
(~f1.0) sel (16|M0)              r114.0<1>:d   r120.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r8.0<8;8,1>:d     -1:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r20.0<8;8,1>:ud   r114.0<8;8,1>:ud
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r22.0<8;8,1>:d    r112.0<8;8,1>:d 
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r22.0<8;8,1>:ud   r112.0<8;8,1>:ud
(f1.1)  sel (16|M0)              r110.0<1>:d   r20.0<8;8,1>:d    r114.0<8;8,1>:d 
(f1.1)  sel (16|M0)              r108.0<1>:d   r22.0<8;8,1>:d    r112.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.1   null<1>:w     r126.0<16;16,1>:uw  0x4:uw           
(W)     mov (16|M0)              r124.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r118.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r10.0<1>:f    r123.6<2;2,1>:f                 
        mov (8|M0)               r11.0<1>:f    r124.6<2;2,1>:f                 
        mov (8|M0)               r8.0<1>:f     r117.6<2;2,1>:f                 
        mov (8|M0)               r9.0<1>:f     r118.6<2;2,1>:f                 
(W)     mov (16|M0)              r122.0<1>:f   -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r116.0<1>:f   -qnan(0x3FFFFF):f                              
(~f0.1) sel (16|M0)              r120.0<1>:d   r10.0<8;8,1>:d    -1:w              
(~f0.1) sel (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     -1:w              
        mov (8|M0)               r18.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r110.0<8;8,1>:ud  r120.0<8;8,1>:ud
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r108.0<8;8,1>:d   r12.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r108.0<8;8,1>:ud  r12.0<8;8,1>:ud 
(f1.0)  sel (16|M0)              r114.0<1>:d   r110.0<8;8,1>:d   r120.0<8;8,1>:d 
(f1.0)  sel (16|M0)              r112.0<1>:d   r108.0<8;8,1>:d   r12.0<8;8,1>:d  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x8:uw           
        mov (8|M0)               r110.0<1>:f   r117.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r118.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r14.0<1>:f    r123.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r15.0<1>:f    r124.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r8.0<1>:f     r117.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r9.0<1>:f     r118.4<4;4,1>:f                  {Compacted}
(~f1.1) sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    -1:w              
(~f1.1) sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     -1:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r114.0<8;8,1>:ud  r10.0<8;8,1>:ud 
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r112.0<8;8,1>:d   r16.0<8;8,1>:d   {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r112.0<8;8,1>:ud  r16.0<8;8,1>:ud 
(f0.1)  sel (16|M0)              r120.0<1>:d   r114.0<8;8,1>:d   r10.0<8;8,1>:d   {Compacted}
(f0.1)  sel (16|M0)              r12.0<1>:d    r112.0<8;8,1>:d   r16.0<8;8,1>:d   {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r12.0<8;8,1>:f                   {Compacted}
(W)     add (1|M0)               r125.0<1>:d   r4.0<0;1,0>:d     -1:w              
        mov (8|M0)               r19.0<1>:f    r124.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r111.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W)     shl (1|M0)               r124.0<1>:uw  r125.0<0;1,0>:uw  0x2:uw             
(~f1.0) sel (16|M0)              r108.0<1>:d   r18.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M0)              r106.0<1>:d   r110.0<8;8,1>:d   -1:w              
(W)     add (1|M0)               a0.1<1>:uw    r124.0<0;1,0>:uw  0xA00:uw             
(W)     add (1|M0)               a0.0<1>:uw    r124.0<0;1,0>:uw  0x9C0:uw             
        cmp (16|M0)   (lt)f1.1   null<1>:d     r120.0<8;8,1>:ud  r108.0<8;8,1>:ud
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r12.0<8;8,1>:d    r106.0<8;8,1>:d 
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r12.0<8;8,1>:ud   r106.0<8;8,1>:ud
(f1.1)  sel (16|M0)              r80.0<1>:d    r120.0<8;8,1>:d   r108.0<8;8,1>:d 
(f1.1)  sel (16|M0)              r78.0<1>:d    r12.0<8;8,1>:d    r106.0<8;8,1>:d 
        mov (16|M0)              r48.0<1>:d    r[a0.1]<0;1,0>:d                
        mov (16|M0)              r46.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     jmpi                                 L5584                                
L5000:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r20.6<0;1,0>:ud   r20.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r22.6<0;1,0>:d    r22.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r22.6<0;1,0>:ud   r22.7<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r126.0<1>:d   r20.6<0;1,0>:d    r20.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r22.6<0;1,0>:d    r22.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r126.0<0;1,0>:ud  r20.5<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r126.1<0;1,0>:d   r22.5<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r126.1<0;1,0>:ud  r22.5<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r125.0<1>:d   r20.5<0;1,0>:d    r126.0<0;1,0>:d 
(W&f0.1) sel (1|M0)              r125.1<1>:d   r22.5<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r125.0<0;1,0>:ud  r20.4<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r125.1<0;1,0>:d   r22.4<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r125.1<0;1,0>:ud  r22.4<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r124.0<1>:d   r20.4<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.1) sel (1|M0)              r124.1<1>:d   r22.4<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r20.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r22.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:ud  r22.3<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r123.0<1>:d   r20.3<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r123.1<1>:d   r22.3<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r123.0<0;1,0>:ud  r20.2<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r123.1<0;1,0>:d   r22.2<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r123.1<0;1,0>:ud  r22.2<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r126.0<1>:d   r20.2<0;1,0>:d    r123.0<0;1,0>:d 
(W&f0.1) sel (1|M0)              r126.1<1>:d   r22.2<0;1,0>:d    r123.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r126.0<0;1,0>:ud  r20.1<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r126.1<0;1,0>:d   r22.1<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r126.1<0;1,0>:ud  r22.1<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r125.0<1>:d   r20.1<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.1) sel (1|M0)              r5.0<1>:d     r22.1<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r20.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r5.0<0;1,0>:d     r22.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r5.0<0;1,0>:ud    r22.0<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r5.1<1>:d     r20.0<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r6.6<1>:d     r22.0<0;1,0>:d    r5.0<0;1,0>:d   
        mov (16|M0)              r48.0<1>:f    r5.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r46.0<1>:f    r6.6<0;1,0>:f                   
L5584:
        join (16|M0)                         L5584                                
L5600:
        add (16|M0)              r124.0<1>:d   r5.4<0;1,0>:d     r66.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r120.0<1>:f   r48.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r46.0<0;1,0>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L5864                                
L5680:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(~f1.0) goto (16|M0)                         L7096                  L7096                
L5864:
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r21.6<0;1,0>:ud   r21.7<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r23.6<0;1,0>:d    r23.7<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (lt)f0.1   null<1>:d     r23.6<0;1,0>:ud   r23.7<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r126.0<1>:d   r21.7<0;1,0>:d    r21.6<0;1,0>:d  
(W&f0.1) sel (1|M0)              r126.1<1>:d   r23.7<0;1,0>:d    r23.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r126.0<0;1,0>:ud  r21.5<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r126.1<0;1,0>:d   r23.5<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r126.1<0;1,0>:ud  r23.5<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r21.5<0;1,0>:d  
(W&f1.1) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r23.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r21.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r23.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:ud  r23.4<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r21.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r23.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r124.0<0;1,0>:ud  r21.3<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r124.1<0;1,0>:d   r23.3<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r124.1<0;1,0>:ud  r23.3<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r123.0<1>:d   r124.0<0;1,0>:d   r21.3<0;1,0>:d  
(W&f0.1) sel (1|M0)              r123.1<1>:d   r124.1<0;1,0>:d   r23.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r123.0<0;1,0>:ud  r21.2<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r123.1<0;1,0>:d   r23.2<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r123.1<0;1,0>:ud  r23.2<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r126.0<1>:d   r123.0<0;1,0>:d   r21.2<0;1,0>:d  
(W&f1.1) sel (1|M0)              r126.1<1>:d   r123.1<0;1,0>:d   r23.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r21.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r23.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:ud  r23.1<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r21.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r5.0<1>:d     r126.1<0;1,0>:d   r23.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r125.0<0;1,0>:ud  r21.0<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r5.0<0;1,0>:d     r23.0<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    r23.0<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r5.1<1>:d     r125.0<0;1,0>:d   r21.0<0;1,0>:d  
(W&f0.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r23.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r5.1<0;1,0>:ud    r20.7<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r6.6<0;1,0>:d     r22.7<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r6.6<0;1,0>:ud    r22.7<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r20.7<0;1,0>:d  
(W&f1.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r22.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r6.7<0;1,0>:ud    r20.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r7.0<0;1,0>:d     r22.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r7.0<0;1,0>:ud    r22.6<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r126.0<1>:d   r6.7<0;1,0>:d     r20.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r22.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r126.0<0;1,0>:ud  r20.5<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r8.0<0;1,0>:d     r22.5<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r22.5<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r20.5<0;1,0>:d  
(W&f0.1) sel (1|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r22.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r125.0<0;1,0>:ud  r20.4<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r9.0<0;1,0>:d     r22.4<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r9.0<0;1,0>:ud    r22.4<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r20.4<0;1,0>:d  
(W&f1.1) sel (1|M0)              r5.0<1>:d     r9.0<0;1,0>:d     r22.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r20.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r5.0<0;1,0>:d     r22.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r5.0<0;1,0>:ud    r22.3<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r5.1<1>:d     r124.0<0;1,0>:d   r20.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r22.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.1<0;1,0>:ud    r20.2<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r6.6<0;1,0>:d     r22.2<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r6.6<0;1,0>:ud    r22.2<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r6.7<1>:d     r5.1<0;1,0>:d     r20.2<0;1,0>:d  
(W&f0.1) sel (1|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r22.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r6.7<0;1,0>:ud    r20.1<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r7.0<0;1,0>:d     r22.1<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r7.0<0;1,0>:ud    r22.1<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r126.0<1>:d   r6.7<0;1,0>:d     r20.1<0;1,0>:d  
(W&f1.1) sel (1|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r22.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r20.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r22.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r22.0<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r20.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r22.0<0;1,0>:d  
        mov (16|M0)              r44.0<1>:f    r125.0<0;1,0>:f                  {Compacted}
        mov (16|M0)              r42.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L7096                  L8680                
L7096:
        join (16|M0)                         L8680                                
L7112:
(W)     cmp (16|M0)   (eq)f0.1   null<1>:d     r4.0<0;1,0>:d     8:w              
(W&f0.1) jmpi                                L8096                                
L7144:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r122.0<1>:f   0.0:f                              
(W)     mov (16|M0)              r124.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r116.0<1>:f   0.0:f                              
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(W)     mov (16|M0)              r118.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r120.0<1>:f   r123.7<1;1,0>:f                 
        mov (8|M0)               r121.0<1>:f   r124.7<1;1,0>:f                 
(W)     mov (16|M0)              r122.0<1>:f   0.0:f                              
        cmp (16|M0)   (eq)f0.1   null<1>:w     r126.0<16;16,1>:w  0:w              {Compacted}
        mov (8|M0)               r8.0<1>:f     r117.7<1;1,0>:f                 
        mov (8|M0)               r9.0<1>:f     r118.7<1;1,0>:f                 
(W)     mov (16|M0)              r116.0<1>:f   0.0:f                              
        cmp (16|M0)   (lt)f1.1   null<1>:w     r126.0<16;16,1>:uw  0x2:uw           
(~f0.1) sel (16|M0)              r114.0<1>:d   r120.0<8;8,1>:d   0:w              
(~f0.1) sel (16|M0)              r112.0<1>:d   r8.0<8;8,1>:d     0:w              
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x4:uw           
        cmp (16|M0)   (lt)f0.1   null<1>:d     r20.0<8;8,1>:ud   r114.0<8;8,1>:ud
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r22.0<8;8,1>:d    r112.0<8;8,1>:d  {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r22.0<8;8,1>:ud   r112.0<8;8,1>:ud
(f0.1)  sel (16|M0)              r110.0<1>:d   r114.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted}
(f0.1)  sel (16|M0)              r108.0<1>:d   r112.0<8;8,1>:d   r22.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (lt)f0.1   null<1>:w     r126.0<16;16,1>:uw  0x8:uw           
(W)     mov (16|M0)              r124.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r118.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r10.0<1>:f    r123.6<2;2,1>:f                 
        mov (8|M0)               r11.0<1>:f    r124.6<2;2,1>:f                 
        mov (8|M0)               r8.0<1>:f     r117.6<2;2,1>:f                 
        mov (8|M0)               r9.0<1>:f     r118.6<2;2,1>:f                 
(W)     mov (16|M0)              r122.0<1>:f   0.0:f                              
(W)     mov (16|M0)              r116.0<1>:f   0.0:f                              
(~f1.1) sel (16|M0)              r120.0<1>:d   r10.0<8;8,1>:d    0:w              
(~f1.1) sel (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     0:w              
        mov (8|M0)               r18.0<1>:f    r117.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r110.0<8;8,1>:ud  r120.0<8;8,1>:ud
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r108.0<8;8,1>:d   r12.0<8;8,1>:d  
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r108.0<8;8,1>:ud  r12.0<8;8,1>:ud 
(f1.1)  sel (16|M0)              r114.0<1>:d   r120.0<8;8,1>:d   r110.0<8;8,1>:d 
(f1.1)  sel (16|M0)              r112.0<1>:d   r12.0<8;8,1>:d    r108.0<8;8,1>:d 
        mov (8|M0)               r110.0<1>:f   r117.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r124.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r118.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r14.0<1>:f    r123.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r15.0<1>:f    r124.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r8.0<1>:f     r117.4<4;4,1>:f                  {Compacted}
        mov (8|M0)               r9.0<1>:f     r118.4<4;4,1>:f                  {Compacted}
(~f1.0) sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     0:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r114.0<8;8,1>:ud  r10.0<8;8,1>:ud 
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r112.0<8;8,1>:d   r16.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r112.0<8;8,1>:ud  r16.0<8;8,1>:ud 
(f1.0)  sel (16|M0)              r120.0<1>:d   r10.0<8;8,1>:d    r114.0<8;8,1>:d 
(f1.0)  sel (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    r112.0<8;8,1>:d 
(W)     mov (16|M0)              r124.0<1>:f   r120.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r122.0<1>:f   r12.0<8;8,1>:f                   {Compacted}
(W)     add (1|M0)               r125.0<1>:d   r4.0<0;1,0>:d     -1:w              
        mov (8|M0)               r19.0<1>:f    r124.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r111.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W)     shl (1|M0)               r124.0<1>:uw  r125.0<0;1,0>:uw  0x2:uw             
(~f0.1) sel (16|M0)              r108.0<1>:d   r18.0<8;8,1>:d    0:w              
(~f0.1) sel (16|M0)              r106.0<1>:d   r110.0<8;8,1>:d   0:w              
(W)     add (1|M0)               a0.1<1>:uw    r124.0<0;1,0>:uw  0x980:uw             
(W)     add (1|M0)               a0.0<1>:uw    r124.0<0;1,0>:uw  0x940:uw             
        cmp (16|M0)   (lt)f0.1   null<1>:d     r120.0<8;8,1>:ud  r108.0<8;8,1>:ud
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r12.0<8;8,1>:d    r106.0<8;8,1>:d  {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r12.0<8;8,1>:ud   r106.0<8;8,1>:ud
(f0.1)  sel (16|M0)              r76.0<1>:d    r108.0<8;8,1>:d   r120.0<8;8,1>:d  {Compacted}
(f0.1)  sel (16|M0)              r74.0<1>:d    r106.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r44.0<1>:d    r[a0.1]<0;1,0>:d                
        mov (16|M0)              r42.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     jmpi                                 L8680                                
L8096:
(W)     cmp (16|M0)   (lt)f1.1   null<1>:d     r20.6<0;1,0>:ud   r20.7<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r22.6<0;1,0>:d    r22.7<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (lt)f1.1   null<1>:d     r22.6<0;1,0>:ud   r22.7<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r126.0<1>:d   r20.7<0;1,0>:d    r20.6<0;1,0>:d  
(W&f1.1) sel (1|M0)              r126.1<1>:d   r22.7<0;1,0>:d    r22.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r20.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r22.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:ud  r22.5<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r20.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r22.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r125.0<0;1,0>:ud  r20.4<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r125.1<0;1,0>:d   r22.4<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r125.1<0;1,0>:ud  r22.4<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r20.4<0;1,0>:d  
(W&f0.1) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r22.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r124.0<0;1,0>:ud  r20.3<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r124.1<0;1,0>:d   r22.3<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r124.1<0;1,0>:ud  r22.3<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r123.0<1>:d   r124.0<0;1,0>:d   r20.3<0;1,0>:d  
(W&f1.1) sel (1|M0)              r123.1<1>:d   r124.1<0;1,0>:d   r22.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r123.0<0;1,0>:ud  r20.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r123.1<0;1,0>:d   r22.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r123.1<0;1,0>:ud  r22.2<0;1,0>:ud 
(W&f1.0) sel (1|M0)              r126.0<1>:d   r123.0<0;1,0>:d   r20.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r123.1<0;1,0>:d   r22.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r126.0<0;1,0>:ud  r20.1<0;1,0>:ud 
(W&f0.1) cmp (16|M0)  (eq)f0.1   null<1>:d     r126.1<0;1,0>:d   r22.1<0;1,0>:d  
(W&~f0.1) cmp (16|M0) (gt)f0.1   null<1>:d     r126.1<0;1,0>:ud  r22.1<0;1,0>:ud 
(W&f0.1) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r20.1<0;1,0>:d  
(W&f0.1) sel (1|M0)              r5.0<1>:d     r126.1<0;1,0>:d   r22.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.1   null<1>:d     r125.0<0;1,0>:ud  r20.0<0;1,0>:ud 
(W&f1.1) cmp (16|M0)  (eq)f1.1   null<1>:d     r5.0<0;1,0>:d     r22.0<0;1,0>:d  
(W&~f1.1) cmp (16|M0) (gt)f1.1   null<1>:d     r5.0<0;1,0>:ud    r22.0<0;1,0>:ud 
(W&f1.1) sel (1|M0)              r5.1<1>:d     r125.0<0;1,0>:d   r20.0<0;1,0>:d  
(W&f1.1) sel (1|M0)              r6.6<1>:d     r5.0<0;1,0>:d     r22.0<0;1,0>:d  
        mov (16|M0)              r44.0<1>:f    r5.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r42.0<1>:f    r6.6<0;1,0>:f                   
L8680:
        join (16|M0)                         L8680                                
L8696:
(W)     shl (1|M0)               r126.0<1>:d   r5.4<0;1,0>:d     1:w              
        mov (16|M0)              r120.0<1>:f   r44.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r42.0<0;1,0>:f                   {Compacted}
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r66.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L9000                                
L8792:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(f1.1)  goto (16|M0)                         L9000                  L9000                
L8976:
        mov (16|M0)              r104.0<1>:f   r4.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L9000                  L9032                
L9000:
        join (16|M0)                         L9032                                
L9016:
        mov (16|M0)              r104.0<1>:f   2.24208e-44:f                              
L9032:
        join (16|M0)                         L9032                                
L9048:
(W)     mov (16|M0)              r123.0<1>:f   0.0:f                              
(W)     mov (16|M0)              r125.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   0.0:f                              
(W)     mov (16|M0)              r121.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r104.0<8;8,1>:ud  0x1:uw             
        mov (8|M0)               r94.0<1>:f    r124.7<1;1,0>:f                 
        mov (8|M0)               r95.0<1>:f    r125.7<1;1,0>:f                 
        mov (8|M0)               r92.0<1>:f    r120.7<1;1,0>:f                 
        mov (8|M0)               r93.0<1>:f    r121.7<1;1,0>:f                 
(~f1.0) if (16|M0)                           L9224                  L9704                
L9192:
        mov (16|M0)              r84.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r82.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L9704                  L9704                
L9224:
        mov (16|M0)              r26.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r24.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L9256:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r60.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r4.1<0;1,0>:d    16:w              
(W)     mov (16|M0)              r62.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r122.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x780:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r114.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r56.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r58.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r115.0<1>:ud  r114.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r112.0<1>:ud  r114.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r110.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x700:uw             
        mov (16|M0)              r108.0<1>:d   r[a0.0]<1,0>:d                  
        addc (8|M0)              r14.0<1>:ud   r26.0<8;8,1>:ud   r116.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (16|M0)              r124.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w              
        mov (8|M0)               r122.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r15.0<1>:ud   r27.0<8;8,1>:ud   r117.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r108.0<1>:ud  r24.0<8;8,1>:ud   r124.0<8;8,1>:ud {Compacted}
        add (8|M8)               r109.0<1>:ud  r25.0<8;8,1>:ud   r125.0<8;8,1>:ud {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r104.0<8;8,1>:ud
        mov (8|M8)               r120.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r108.0<1>:ud  r122.0<8;8,1>:ud  r108.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r84.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r109.0<1>:ud  r120.0<8;8,1>:ud  r109.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r82.0<1>:f    r108.0<8;8,1>:f                  {Compacted}
(~f1.0) break (16|M0)                        L9688                  L9688                
L9672:
        mov (16|M0)              r26.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r24.0<1>:f    r108.0<8;8,1>:f                  {Compacted}
L9688:
        while (16|M0)                        L9256                                
L9704:
        endif (16|M0)                        L9720                                
L9720:
        mad (16|M0)              r124.0<1>:d   r66.0<8;1>:d      r5.4<0;0>:d       3:w              
        mov (16|M0)              r120.0<1>:f   r84.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r82.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L10016                                
L9808:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(f0.1)  goto (16|M0)                         L10016                  L10016                
L9992:
        mov (16|M0)              r36.0<1>:f    r4.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L10016                  L10048                
L10016:
        join (16|M0)                         L10048                                
L10032:
        mov (16|M0)              r36.0<1>:f    2.24208e-44:f                              
L10048:
        join (16|M0)                         L10048                                
L10064:
(W)     mov (16|M0)              r123.0<1>:f   -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r125.0<1>:f   r20.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r119.0<1>:f   -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r121.0<1>:f   r22.0<8;8,1>:f                   {Compacted}
        cmp (16|M0)   (gt)f1.1   null<1>:d     r36.0<8;8,1>:ud   0x1:uw             
        mov (8|M0)               r10.0<1>:f    r124.7<1;1,0>:f                 
        mov (8|M0)               r11.0<1>:f    r125.7<1;1,0>:f                 
        mov (8|M0)               r8.0<1>:f     r120.7<1;1,0>:f                 
        mov (8|M0)               r9.0<1>:f     r121.7<1;1,0>:f                 
(f1.1)  if (16|M0)                           L10640                  L10640                
L10208:
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L10224:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r52.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (1|M0)               r126.0<1>:d   -r4.1<0;1,0>:d    16:w              
(W)     mov (16|M0)              r54.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r122.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x680:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r114.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r48.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r50.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     add (8|M0)               r115.0<1>:ud  r114.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r112.0<1>:ud  r114.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r110.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x600:uw             
        mov (16|M0)              r108.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M0)              r124.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r10.0<8;8,1>:ud   r116.0<8;8,1>:ud
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w              
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r8.0<8;8,1>:d     r124.0<8;8,1>:d 
        cmp (16|M0)   (lt)f0.1   null<1>:d     r4.1<0;1,0>:ud    r36.0<8;8,1>:ud 
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r8.0<8;8,1>:ud    r124.0<8;8,1>:ud
(~f1.1) mov (16|M0)              r10.0<1>:f    r116.0<8;8,1>:f                 
(~f1.1) mov (16|M0)              r8.0<1>:f     r124.0<8;8,1>:f                 
(f0.1)  while (16|M0)                        L10224                                
L10640:
        endif (16|M0)                        L10656                                
L10656:
(W)     shl (1|M0)               r126.0<1>:d   r5.4<0;1,0>:d     2:w              
        mov (16|M0)              r120.0<1>:f   r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r66.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L10960                                
L10752:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(f1.0)  goto (16|M0)                         L10960                  L10960                
L10936:
        mov (16|M0)              r34.0<1>:f    r4.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L10960                  L10992                
L10960:
        join (16|M0)                         L10992                                
L10976:
        mov (16|M0)              r34.0<1>:f    2.24208e-44:f                              
L10992:
        join (16|M0)                         L10992                                
L11008:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r34.0<8;8,1>:ud   0x1:uw             
(~f0.1) if (16|M0)                           L11072                  L11520                
L11040:
        mov (16|M0)              r84.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r82.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L11520                  L11520                
L11072:
        mov (16|M0)              r84.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r82.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L11104:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r44.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r4.1<0;1,0>:d    16:w              
(W)     mov (16|M0)              r46.0<1>:f    r84.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r122.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x580:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r114.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r42.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r115.0<1>:ud  r114.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r112.0<1>:ud  r114.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r110.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r108.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M0)              r124.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r84.0<8;8,1>:ud   r116.0<8;8,1>:ud
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r82.0<8;8,1>:d    r124.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.1   null<1>:d     r4.1<0;1,0>:ud    r34.0<8;8,1>:ud 
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r82.0<8;8,1>:ud   r124.0<8;8,1>:ud
(f1.0)  mov (16|M0)              r84.0<1>:f    r116.0<8;8,1>:f                 
(f1.0)  mov (16|M0)              r82.0<1>:f    r124.0<8;8,1>:f                 
(f1.1)  while (16|M0)                        L11104                                
L11520:
        endif (16|M0)                        L11536                                
L11536:
        mad (16|M0)              r124.0<1>:d   r66.0<8;1>:d      r5.4<0;0>:d       5:w              
        mov (16|M0)              r120.0<1>:f   r84.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r82.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L11832                                
L11624:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f1.1   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(f1.1)  goto (16|M0)                         L11832                  L11832                
L11808:
        mov (16|M0)              r40.0<1>:f    r4.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L11832                  L11864                
L11832:
        join (16|M0)                         L11864                                
L11848:
        mov (16|M0)              r40.0<1>:f    2.24208e-44:f                              
L11864:
        join (16|M0)                         L11864                                
L11880:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r40.0<8;8,1>:ud   0x1:uw             
(~f1.0) if (16|M0)                           L11944                  L12424                
L11912:
        mov (16|M0)              r90.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L12424                  L12424                
L11944:
        mov (16|M0)              r18.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L11976:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r36.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r4.1<0;1,0>:d    16:w              
(W)     mov (16|M0)              r38.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r122.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x480:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r114.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r32.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r34.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r115.0<1>:ud  r114.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r112.0<1>:ud  r114.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r110.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x400:uw             
        mov (16|M0)              r108.0<1>:d   r[a0.0]<1,0>:d                  
        addc (8|M0)              r12.0<1>:ud   r18.0<8;8,1>:ud   r116.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (16|M0)              r124.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w              
        mov (8|M0)               r122.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r19.0<8;8,1>:ud   r117.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r106.0<1>:ud  r16.0<8;8,1>:ud   r124.0<8;8,1>:ud {Compacted}
        add (8|M8)               r107.0<1>:ud  r17.0<8;8,1>:ud   r125.0<8;8,1>:ud {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r4.1<0;1,0>:ud    r40.0<8;8,1>:ud 
        mov (8|M8)               r120.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r106.0<1>:ud  r122.0<8;8,1>:ud  r106.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r90.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r107.0<1>:ud  r120.0<8;8,1>:ud  r107.0<8;8,1>:ud {Compacted}
        mov (16|M0)              r88.0<1>:f    r106.0<8;8,1>:f                  {Compacted}
(~f1.0) break (16|M0)                        L12408                  L12408                
L12392:
        mov (16|M0)              r18.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r106.0<8;8,1>:f                  {Compacted}
L12408:
        while (16|M0)                        L11976                                
L12424:
        endif (16|M0)                        L12440                                
L12440:
        mad (16|M0)              r124.0<1>:d   r66.0<8;1>:d      r5.4<0;0>:d       6:w              
        mov (16|M0)              r120.0<1>:f   r90.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L12736                                
L12528:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(f0.1)  goto (16|M0)                         L12736                  L12736                
L12712:
        mov (16|M0)              r32.0<1>:f    r4.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L12736                  L12768                
L12736:
        join (16|M0)                         L12768                                
L12752:
        mov (16|M0)              r32.0<1>:f    2.24208e-44:f                              
L12768:
        join (16|M0)                         L12768                                
L12784:
        cmp (16|M0)   (gt)f1.1   null<1>:d     r32.0<8;8,1>:ud   0x1:uw             
(~f1.1) if (16|M0)                           L12848                  L13288                
L12816:
        mov (16|M0)              r90.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L13288                  L13288                
L12848:
        mov (16|M0)              r90.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:f     1.4013e-45:f                              
L12880:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r28.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (1|M0)               r126.0<1>:d   -r4.1<0;1,0>:d    16:w              
(W)     mov (16|M0)              r30.0<1>:f    r90.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r122.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x380:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r114.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r24.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r26.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r115.0<1>:ud  r114.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r112.0<1>:ud  r114.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r110.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x300:uw             
        mov (16|M0)              r108.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M0)              r124.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r90.0<8;8,1>:ud   r116.0<8;8,1>:ud
(W)     shl (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w              
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r88.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r88.0<8;8,1>:ud   r124.0<8;8,1>:ud
(~f0.1) mov (16|M0)              r90.0<1>:f    r116.0<8;8,1>:f                 
(~f0.1) mov (16|M0)              r88.0<1>:f    r124.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f0.1   null<1>:d     r4.1<0;1,0>:ud    r32.0<8;8,1>:ud 
(f0.1)  while (16|M0)                        L12880                                
L13288:
        endif (16|M0)                        L13304                                
L13304:
        mad (16|M0)              r124.0<1>:d   r66.0<8;1>:d      r5.4<0;0>:d       7:w              
        mov (16|M0)              r120.0<1>:f   r90.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L13600                                
L13392:
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r96.0<0;1,0>:d    15:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw
(W)     shr (1|M0)               r121.0<1>:d   r126.0<0;1,0>:ud  4:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r120.0<1>:d   r121.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r6.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r6.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  4:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r120.0<0;1,0>:ud
(f1.0)  goto (16|M0)                         L13600                  L13600                
L13576:
        mov (16|M0)              r28.0<1>:f    r4.0<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L13600                  L13632                
L13600:
        join (16|M0)                         L13632                                
L13616:
        mov (16|M0)              r28.0<1>:f    2.24208e-44:f                              
L13632:
        join (16|M0)                         L13632                                
L13648:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r28.0<8;8,1>:ud   0x1:uw             
(~f0.1) if (16|M0)                           L13712                  L14136                
L13680:
        mov (16|M0)              r90.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L14136                  L14136                
L13712:
        mov (16|M0)              r90.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r2.0<1>:f     1.4013e-45:f                              
L13744:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r100.0<1>:f   0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r2.0<0;1,0>:d    16:w              
(W)     mov (16|M0)              r102.0<1>:f   r90.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r122.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0xC80:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r114.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M0)              r96.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r98.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r115.0<1>:ud  r114.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r112.0<1>:ud  r114.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     shl (16|M0)              r110.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0xC00:uw             
        mov (16|M0)              r108.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M0)              r124.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r90.0<8;8,1>:ud   r116.0<8;8,1>:ud
(W)     shl (1|M0)               r2.0<1>:d     r2.0<0;1,0>:d     1:w              
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r88.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r88.0<8;8,1>:ud   r124.0<8;8,1>:ud
(f0.0)  mov (16|M0)              r90.0<1>:f    r116.0<8;8,1>:f                  {Compacted}
(f0.0)  mov (16|M0)              r88.0<1>:f    r124.0<8;8,1>:f                  {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<0;1,0>:ud    r28.0<8;8,1>:ud 
(f0.0)  while (16|M0)                        L13744                                
L14136:
        endif (16|M0)                        L14152                                
L14152:
(W)     shl (1|M0)               r126.0<1>:d   r5.4<0;1,0>:d     3:w              
        mov (16|M0)              r120.0<1>:f   r90.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r122.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r86.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r66.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r120    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L14248:
