L0:
(W)     mov (8|M0)               r38.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r38.2<0;1,0>:uw 
        mov (16|M0)              r52.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r50.0<1>:d    r2.0<16;16,1>:uw                
(W)     mach (1|M0)              r126.0<1>:d   r9.3<0;1,0>:d     r38.1<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r9.0<0;1,0>:uw  
        add (16|M0)              r122.0<1>:d   r126.0<0;1,0>:d   r52.0<8;8,1>:d   {Compacted}
        add (16|M16)             r120.0<1>:d   r126.0<0;1,0>:d   r50.0<8;8,1>:d  
(W)     mach (1|M0)              r125.0<1>:d   r9.1<0;1,0>:d     r9.0<0;1,0>:d    {Compacted}
        add (16|M0)              r60.0<1>:d    r122.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r58.0<1>:d    r120.0<8;8,1>:d   r7.0<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r125.0<0;1,0>:d   r9.4<0;1,0>:uw  
        shl (16|M0)              r54.0<1>:d    r60.0<8;8,1>:d    3:w              
        shl (16|M16)             r48.0<1>:d    r58.0<8;8,1>:d    3:w              
(W)     mach (1|M0)              r2.0<1>:d     r125.0<0;1,0>:d   r9.2<0;1,0>:d    {Compacted}
        send (16|M0)             r24:w    r54:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r28:w    r48:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     and (1|M0)               r62.0<1>:d    r2.0<0;1,0>:d     31:w              
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r62.0<0;1,0>:d    0:w              
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r62.0<0;1,0>:d    0:w              
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L672                                
L344:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(~f1.0) goto (32|M0)                         L2168                  L2168                
L672:
(W)     addc (1|M0)              r126.0<1>:ud  r24.1<0;1,0>:ud   r24.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r26.1<0;1,0>:ud   r26.0<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r124.0<1>:ud  r126.0<0;1,0>:ud  r24.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r125.0<0;1,0>:ud  r126.1<0;1,0>:ud
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r122.0<1>:ud  r124.0<0;1,0>:ud  r24.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r126.1<0;1,0>:ud  r26.2<0;1,0>:ud 
(W)     mov (1|M0)               r121.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r120.0<1>:ud  r122.0<0;1,0>:ud  r24.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r123.0<0;1,0>:ud  r124.1<0;1,0>:ud
(W)     mov (1|M0)               r119.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r125.0<1>:ud  r120.0<0;1,0>:ud  r24.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r122.1<1>:ud  r124.1<0;1,0>:ud  r26.3<0;1,0>:ud 
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r125.0<0;1,0>:ud  r24.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r122.1<1>:ud  r121.0<0;1,0>:ud  r122.1<0;1,0>:ud
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r11.0<1>:ud   r10.0<0;1,0>:ud   r24.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r120.1<1>:ud  r122.1<0;1,0>:ud  r26.4<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r120.1<1>:ud  r119.0<0;1,0>:ud  r120.1<0;1,0>:ud
(W)     addc (1|M0)              r12.0<1>:ud   r11.0<0;1,0>:ud   r25.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r120.1<0;1,0>:ud  r26.5<0;1,0>:ud 
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r13.0<1>:ud   r12.0<0;1,0>:ud   r25.1<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r8.0<0;1,0>:ud    r8.1<0;1,0>:ud  
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r13.0<0;1,0>:ud   r25.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.1<0;1,0>:ud    r26.6<0;1,0>:ud 
(W)     add (1|M0)               r9.6<1>:ud    r126.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r14.0<1>:ud   r10.0<0;1,0>:ud   r25.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.1<1>:ud   r9.6<0;1,0>:ud    r26.7<0;1,0>:ud 
(W)     add (1|M0)               r11.1<1>:ud   r124.0<0;1,0>:ud  r11.1<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r12.1<1>:ud   r11.1<0;1,0>:ud   r27.0<0;1,0>:ud 
(W)     add (1|M0)               r12.1<1>:ud   r123.0<0;1,0>:ud  r12.1<0;1,0>:ud 
(W)     addc (1|M0)              r123.0<1>:ud  r14.0<0;1,0>:ud   r25.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r12.1<0;1,0>:ud   r27.1<0;1,0>:ud 
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r125.0<0;1,0>:ud  r8.0<0;1,0>:ud   {Compacted}
(W)     addc (1|M0)              r125.0<1>:ud  r123.0<0;1,0>:ud  r25.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.0<0;1,0>:ud    r27.2<0;1,0>:ud 
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r126.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     addc (1|M0)              r126.0<1>:ud  r125.0<0;1,0>:ud  r25.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.0<1>:ud   r9.6<0;1,0>:ud    r27.3<0;1,0>:ud 
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r126.0<0;1,0>:ud  r25.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.0<1>:ud   r124.0<0;1,0>:ud  r11.0<0;1,0>:ud  {Compacted}
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r123.1<1>:ud  r11.0<0;1,0>:ud   r27.4<0;1,0>:ud 
(W)     addc (1|M0)              r11.0<1>:ud   r10.0<0;1,0>:ud   r28.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r123.1<1>:ud  r15.0<0;1,0>:ud   r123.1<0;1,0>:ud
(W)     mov (1|M0)               r122.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r125.1<1>:ud  r123.1<0;1,0>:ud  r27.5<0;1,0>:ud 
(W)     add (1|M0)               r125.1<1>:ud  r12.0<0;1,0>:ud   r125.1<0;1,0>:ud
(W)     addc (1|M0)              r12.0<1>:ud   r11.0<0;1,0>:ud   r28.1<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r125.1<0;1,0>:ud  r27.6<0;1,0>:ud 
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r13.0<1>:ud   r12.0<0;1,0>:ud   r28.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r8.0<0;1,0>:ud    r8.1<0;1,0>:ud  
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r13.0<0;1,0>:ud   r28.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.1<0;1,0>:ud    r27.7<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r14.0<1>:ud   r10.0<0;1,0>:ud   r28.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r124.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r11.1<1>:ud   r9.6<0;1,0>:ud    r30.0<0;1,0>:ud 
(W)     add (1|M0)               r11.1<1>:ud   r122.0<0;1,0>:ud  r11.1<0;1,0>:ud 
(W)     add (1|M0)               r12.1<1>:ud   r11.1<0;1,0>:ud   r30.1<0;1,0>:ud  {Compacted}
(W)     add (1|M0)               r12.1<1>:ud   r123.0<0;1,0>:ud  r12.1<0;1,0>:ud 
(W)     addc (1|M0)              r123.0<1>:ud  r14.0<0;1,0>:ud   r28.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r12.1<0;1,0>:ud   r30.2<0;1,0>:ud 
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r126.0<0;1,0>:ud  r8.0<0;1,0>:ud   {Compacted}
(W)     addc (1|M0)              r126.0<1>:ud  r123.0<0;1,0>:ud  r28.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.0<0;1,0>:ud    r30.3<0;1,0>:ud 
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r125.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     addc (1|M0)              r125.0<1>:ud  r126.0<0;1,0>:ud  r28.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.0<1>:ud   r9.6<0;1,0>:ud    r30.4<0;1,0>:ud 
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r125.0<0;1,0>:ud  r29.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.0<1>:ud   r124.0<0;1,0>:ud  r11.0<0;1,0>:ud  {Compacted}
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r123.1<1>:ud  r11.0<0;1,0>:ud   r30.5<0;1,0>:ud 
(W)     addc (1|M0)              r11.0<1>:ud   r10.0<0;1,0>:ud   r29.1<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r123.1<1>:ud  r15.0<0;1,0>:ud   r123.1<0;1,0>:ud
(W)     mov (1|M0)               r122.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r123.1<0;1,0>:ud  r30.6<0;1,0>:ud 
(W)     add (1|M0)               r126.1<1>:ud  r12.0<0;1,0>:ud   r126.1<0;1,0>:ud
(W)     addc (1|M0)              r12.0<1>:ud   r11.0<0;1,0>:ud   r29.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r126.1<0;1,0>:ud  r30.7<0;1,0>:ud 
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r13.0<1>:ud   r12.0<0;1,0>:ud   r29.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r8.0<0;1,0>:ud    r8.1<0;1,0>:ud  
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r13.0<0;1,0>:ud   r29.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.1<0;1,0>:ud    r31.0<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r14.0<1>:ud   r10.0<0;1,0>:ud   r29.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r124.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r11.1<1>:ud   r9.6<0;1,0>:ud    r31.1<0;1,0>:ud 
(W)     add (1|M0)               r11.1<1>:ud   r122.0<0;1,0>:ud  r11.1<0;1,0>:ud 
(W)     add (1|M0)               r12.1<1>:ud   r11.1<0;1,0>:ud   r31.2<0;1,0>:ud 
(W)     add (1|M0)               r12.1<1>:ud   r123.0<0;1,0>:ud  r12.1<0;1,0>:ud 
(W)     addc (1|M0)              r123.0<1>:ud  r14.0<0;1,0>:ud   r29.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r12.1<0;1,0>:ud   r31.3<0;1,0>:ud 
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r126.0<0;1,0>:ud  r8.0<0;1,0>:ud   {Compacted}
(W)     addc (1|M0)              r126.0<1>:ud  r123.0<0;1,0>:ud  r29.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.0<0;1,0>:ud    r31.4<0;1,0>:ud 
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r20.0<1>:f    r126.0<0;1,0>:f                  {Compacted}
        mov (16|M16)             r32.0<1>:f    r126.0<0;1,0>:f                 
(W)     add (1|M0)               r9.6<1>:ud    r125.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     add (1|M0)               r11.0<1>:ud   r9.6<0;1,0>:ud    r31.5<0;1,0>:ud 
(W)     add (1|M0)               r11.0<1>:ud   r124.0<0;1,0>:ud  r11.0<0;1,0>:ud  {Compacted}
(W)     add (1|M0)               r123.1<1>:ud  r11.0<0;1,0>:ud   r31.6<0;1,0>:ud 
(W)     add (1|M0)               r123.1<1>:ud  r15.0<0;1,0>:ud   r123.1<0;1,0>:ud
(W)     add (1|M0)               r126.1<1>:ud  r123.1<0;1,0>:ud  r31.7<0;1,0>:ud 
(W)     add (1|M0)               r126.1<1>:ud  r12.0<0;1,0>:ud   r126.1<0;1,0>:ud
        mov (16|M0)              r18.0<1>:f    r126.1<0;1,0>:f                  {Compacted}
        mov (16|M16)             r22.0<1>:f    r126.1<0;1,0>:f                 
        goto (32|M0)                         L2168                  L7848                
L2168:
        join (32|M0)                         L7848                                
L2184:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r62.0<0;1,0>:ud   0x10:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r62.0<0;1,0>:ud   0x10:uw             
(W&f1.0) jmpi                                L3056                                
L2232:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    16:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    16:w              
(W&~f1.0) jmpi                               L3104                                
L2280:
(W)     addc (1|M0)              r126.0<1>:ud  r24.1<0;1,0>:ud   r24.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r26.1<0;1,0>:ud   r26.0<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r124.0<1>:ud  r126.0<0;1,0>:ud  r24.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r125.0<0;1,0>:ud  r126.1<0;1,0>:ud
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r122.0<1>:ud  r124.0<0;1,0>:ud  r24.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r126.1<0;1,0>:ud  r26.2<0;1,0>:ud 
(W)     mov (1|M0)               r121.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r120.0<1>:ud  r122.0<0;1,0>:ud  r24.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r123.0<0;1,0>:ud  r124.1<0;1,0>:ud
(W)     mov (1|M0)               r119.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r125.0<1>:ud  r120.0<0;1,0>:ud  r24.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r122.1<1>:ud  r124.1<0;1,0>:ud  r26.3<0;1,0>:ud 
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r125.0<0;1,0>:ud  r24.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r122.1<1>:ud  r121.0<0;1,0>:ud  r122.1<0;1,0>:ud
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r11.0<1>:ud   r10.0<0;1,0>:ud   r24.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r120.1<1>:ud  r122.1<0;1,0>:ud  r26.4<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r120.1<1>:ud  r119.0<0;1,0>:ud  r120.1<0;1,0>:ud
(W)     addc (1|M0)              r12.0<1>:ud   r11.0<0;1,0>:ud   r25.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r120.1<0;1,0>:ud  r26.5<0;1,0>:ud 
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r13.0<1>:ud   r12.0<0;1,0>:ud   r25.1<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.1<1>:ud    r8.0<0;1,0>:ud    r8.1<0;1,0>:ud  
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r13.0<0;1,0>:ud   r25.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.1<0;1,0>:ud    r26.6<0;1,0>:ud 
(W)     add (1|M0)               r9.6<1>:ud    r126.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r14.0<1>:ud   r10.0<0;1,0>:ud   r25.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.1<1>:ud   r9.6<0;1,0>:ud    r26.7<0;1,0>:ud 
(W)     add (1|M0)               r11.1<1>:ud   r124.0<0;1,0>:ud  r11.1<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r12.1<1>:ud   r11.1<0;1,0>:ud   r27.0<0;1,0>:ud 
(W)     add (1|M0)               r12.1<1>:ud   r123.0<0;1,0>:ud  r12.1<0;1,0>:ud 
(W)     addc (1|M0)              r123.0<1>:ud  r14.0<0;1,0>:ud   r25.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r12.1<0;1,0>:ud   r27.1<0;1,0>:ud 
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r8.0<1>:ud    r125.0<0;1,0>:ud  r8.0<0;1,0>:ud   {Compacted}
(W)     addc (1|M0)              r125.0<1>:ud  r123.0<0;1,0>:ud  r25.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r8.0<0;1,0>:ud    r27.2<0;1,0>:ud 
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r9.6<1>:ud    r126.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     addc (1|M0)              r126.0<1>:ud  r125.0<0;1,0>:ud  r25.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.0<1>:ud   r9.6<0;1,0>:ud    r27.3<0;1,0>:ud 
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r126.0<0;1,0>:ud  r25.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r11.0<1>:ud   r124.0<0;1,0>:ud  r11.0<0;1,0>:ud  {Compacted}
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r20.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r32.0<1>:f    r10.0<0;1,0>:f                  
(W)     add (1|M0)               r123.1<1>:ud  r11.0<0;1,0>:ud   r27.4<0;1,0>:ud 
(W)     add (1|M0)               r123.1<1>:ud  r15.0<0;1,0>:ud   r123.1<0;1,0>:ud
(W)     add (1|M0)               r125.1<1>:ud  r123.1<0;1,0>:ud  r27.5<0;1,0>:ud 
(W)     add (1|M0)               r125.1<1>:ud  r12.0<0;1,0>:ud   r125.1<0;1,0>:ud
(W)     add (1|M0)               r8.1<1>:ud    r125.1<0;1,0>:ud  r27.6<0;1,0>:ud 
(W)     add (1|M0)               r8.1<1>:ud    r8.0<0;1,0>:ud    r8.1<0;1,0>:ud  
(W)     add (1|M0)               r9.6<1>:ud    r8.1<0;1,0>:ud    r27.7<0;1,0>:ud 
(W)     add (1|M0)               r9.6<1>:ud    r124.0<0;1,0>:ud  r9.6<0;1,0>:ud  
        mov (16|M0)              r18.0<1>:f    r9.6<0;1,0>:f                   
        mov (16|M16)             r22.0<1>:f    r9.6<0;1,0>:f                   
(W)     jmpi                                 L7848                                
L3056:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    8:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    8:w              
(W&f1.0) jmpi                                L7464                                
L3104:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (8|M16)              r125.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r44.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
(W)     add (8|M16)              r125.8<1>:w   r125.0<8;8,1>:w   8:w              
(W)     mov (16|M16)             r46.0<1>:f    r28.0<8;8,1>:f                  
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M16)             r125.0<1>:w   r125.0<16;16,1>:w  16:w             
(W)     add (16|M0)              r119.0<1>:ud  r123.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r115.0<1>:ud  r119.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r117.0<1>:ud  r121.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r115.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r113.0<1>:ud  r117.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r113.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r106.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r104.0<1>:f   r106.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r30.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r123.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r117.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r119.0<1>:ud  r121.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r117.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r112.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (eq)f1.0   null<1>:w     r126.0<16;16,1>:w  0:w             
        cmp (16|M16)  (eq)f1.0   null<1>:w     r125.0<16;16,1>:w  0:w             
        mov (16|M16)             r106.0<1>:f   r110.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(~f1.0) sel (16|M0)              r102.0<1>:d   r108.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r122.0<1>:d   r112.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r100.0<1>:d   r104.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r98.0<1>:d    r106.0<8;8,1>:d   0:w              
        addc (8|M0)              r10.0<1>:ud   r102.0<8;8,1>:ud  r24.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r14.0<1>:ud   r122.0<8;8,1>:ud  r26.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r15.0<1>:ud   r123.0<8;8,1>:ud  r27.0<8;8,1>:ud  {Compacted}
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
        add (8|M16)              r114.0<1>:ud  r98.0<8;8,1>:ud   r30.0<8;8,1>:ud 
        mov (8|M0)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r103.0<8;8,1>:ud  r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r115.0<1>:ud  r99.0<8;8,1>:ud   r31.0<8;8,1>:ud 
        add (8|M0)               r14.0<1>:ud   r124.0<8;8,1>:ud  r14.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r120.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r118.0<1>:ud  r100.0<8;8,1>:ud  r28.0<8;8,1>:ud  {AccWrEn}
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r15.0<1>:ud   r120.0<8;8,1>:ud  r15.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r116.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
        addc (8|M24)             r119.0<1>:ud  r101.0<8;8,1>:ud  r29.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r114.0<1>:ud  r116.0<8;8,1>:ud  r114.0<8;8,1>:ud
(W)     add (16|M0)              r116.0<1>:ud  r123.0<8;8,1>:ud  30:w              
(W)     add (16|M16)             r110.0<1>:ud  r121.0<8;8,1>:ud  30:w              
        mov (8|M24)              r112.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mov (16|M16)             r46.0<1>:f    r118.0<8;8,1>:f                 
(W)     shl (16|M0)              r108.0<1>:ud  r116.0<8;8,1>:ud  0x2:uw             
(W)     shl (16|M0)              r106.0<1>:ud  r110.0<8;8,1>:ud  0x2:uw             
        add (8|M24)              r115.0<1>:ud  r112.0<8;8,1>:ud  r115.0<8;8,1>:ud
(W)     add (16|M0)              a0.0<1>:uw    r108.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r106.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r104.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r102.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r100.0<1>:f   r102.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r114.0<8;8,1>:f                 
(W)     add (16|M0)              r12.0<1>:ud   r123.0<8;8,1>:ud  30:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r112.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r116.0<1>:ud  r121.0<8;8,1>:ud  30:w              
(W)     add (16|M0)              a0.0<1>:uw    r112.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r16.0<1>:ud   r116.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r106.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x2:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x2:uw           
        mov (16|M16)             r102.0<1>:f   r106.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(~f1.0) sel (16|M0)              r98.0<1>:d    r104.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r122.0<1>:d   r108.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r96.0<1>:d    r100.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r120.0<1>:d   r102.0<8;8,1>:d   0:w              
        addc (8|M0)              r12.0<1>:ud   r98.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r18.0<1>:ud   r122.0<8;8,1>:ud  r14.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r19.0<1>:ud   r123.0<8;8,1>:ud  r15.0<8;8,1>:ud  {Compacted}
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
        add (8|M16)              r16.0<1>:ud   r120.0<8;8,1>:ud  r114.0<8;8,1>:ud
        mov (8|M0)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r99.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M24)              r17.0<1>:ud   r121.0<8;8,1>:ud  r115.0<8;8,1>:ud
        add (8|M0)               r18.0<1>:ud   r124.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r112.0<1>:ud  r96.0<8;8,1>:ud   r118.0<8;8,1>:ud {AccWrEn}
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r19.0<1>:ud   r116.0<8;8,1>:ud  r19.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r110.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     add (16|M0)              r116.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
        addc (8|M24)             r113.0<1>:ud  r97.0<8;8,1>:ud   r119.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r16.0<1>:ud   r110.0<8;8,1>:ud  r16.0<8;8,1>:ud 
(W)     add (16|M0)              r110.0<1>:ud  r123.0<8;8,1>:ud  28:w              
(W)     add (16|M16)             r118.0<1>:ud  r116.0<8;8,1>:ud  28:w              
        mov (8|M24)              r108.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mov (16|M16)             r46.0<1>:f    r112.0<8;8,1>:f                 
(W)     shl (16|M0)              r106.0<1>:ud  r110.0<8;8,1>:ud  0x2:uw             
(W)     shl (16|M0)              r121.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        add (8|M24)              r17.0<1>:ud   r108.0<8;8,1>:ud  r17.0<8;8,1>:ud 
(W)     add (16|M0)              a0.0<1>:uw    r106.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r121.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r108.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r104.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r102.0<1>:f   r104.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r16.0<8;8,1>:f                  
(W)     add (16|M0)              r117.0<1>:ud  r123.0<8;8,1>:ud  28:w              
(W)     add (16|M0)              r119.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r110.0<1>:ud  r117.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r115.0<1>:ud  r119.0<8;8,1>:ud  28:w              
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r121.0<1>:ud  r115.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r106.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r121.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r104.0<1>:f   r106.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r100.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x4:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x4:uw           
        mov (16|M16)             r98.0<1>:f    r100.0<8;8,1>:f                 
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r96.0<1>:d    r108.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r92.0<1>:d    r104.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r94.0<1>:d    r102.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r118.0<1>:d   r98.0<8;8,1>:d    0:w              
        addc (8|M0)              r116.0<1>:ud  r96.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r10.0<1>:ud   r92.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r11.0<1>:ud   r93.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
        add (8|M16)              r14.0<1>:ud   r118.0<8;8,1>:ud  r16.0<8;8,1>:ud 
        add (8|M24)              r15.0<1>:ud   r119.0<8;8,1>:ud  r17.0<8;8,1>:ud 
        mov (8|M0)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r117.0<1>:ud  r97.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted}
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
        add (8|M0)               r10.0<1>:ud   r124.0<8;8,1>:ud  r10.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r122.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r120.0<1>:ud  r94.0<8;8,1>:ud   r112.0<8;8,1>:ud {AccWrEn}
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r116.0<8;8,1>:f                  {Compacted}
        add (8|M8)               r11.0<1>:ud   r122.0<8;8,1>:ud  r11.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r114.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     add (16|M0)              r108.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
        addc (8|M24)             r121.0<1>:ud  r95.0<8;8,1>:ud   r113.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r14.0<1>:ud   r114.0<8;8,1>:ud  r14.0<8;8,1>:ud 
(W)     add (16|M0)              r114.0<1>:ud  r123.0<8;8,1>:ud  24:w              
(W)     add (16|M16)             r112.0<1>:ud  r108.0<8;8,1>:ud  24:w              
        mov (8|M24)              r110.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mov (16|M16)             r46.0<1>:f    r120.0<8;8,1>:f                 
(W)     shl (16|M0)              r106.0<1>:ud  r114.0<8;8,1>:ud  0x2:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r112.0<8;8,1>:ud  0x2:uw             
        add (8|M24)              r15.0<1>:ud   r110.0<8;8,1>:ud  r15.0<8;8,1>:ud 
(W)     add (16|M0)              a0.0<1>:uw    r106.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r104.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r102.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r100.0<1>:f   r102.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r14.0<8;8,1>:f                  
(W)     add (16|M0)              r12.0<1>:ud   r123.0<8;8,1>:ud  24:w              
(W)     add (16|M0)              r114.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r110.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r112.0<1>:ud  r114.0<8;8,1>:ud  24:w              
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r16.0<1>:ud   r112.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r106.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x8:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x8:uw           
        mov (16|M16)             r102.0<1>:f   r106.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(~f1.0) sel (16|M0)              r98.0<1>:d    r104.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r114.0<1>:d   r108.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r122.0<1>:d   r100.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r96.0<1>:d    r102.0<8;8,1>:d   0:w              
        addc (8|M0)              r12.0<1>:ud   r98.0<8;8,1>:ud   r116.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M8)               r19.0<1>:ud   r115.0<8;8,1>:ud  r11.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r18.0<1>:ud   r114.0<8;8,1>:ud  r10.0<8;8,1>:ud  {Compacted}
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
        add (8|M16)              r108.0<1>:ud  r96.0<8;8,1>:ud   r14.0<8;8,1>:ud 
        add (8|M24)              r109.0<1>:ud  r97.0<8;8,1>:ud   r15.0<8;8,1>:ud 
        mov (8|M0)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r99.0<8;8,1>:ud   r117.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r18.0<1>:ud   r124.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r118.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r112.0<1>:ud  r122.0<8;8,1>:ud  r120.0<8;8,1>:ud {AccWrEn}
(W)     mov (16|M0)              r44.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r19.0<1>:ud   r118.0<8;8,1>:ud  r19.0<8;8,1>:ud  {Compacted}
(W)     mov (8|M0)               r118.0<1>:ud  r126.0<8;8,1>:w                 
        mov (8|M16)              r110.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r113.0<1>:ud  r123.0<8;8,1>:ud  r121.0<8;8,1>:ud {AccWrEn}
(W)     add (8|M0)               r119.0<1>:ud  r118.0<8;8,1>:ud  0x8:uw             
        add (8|M16)              r108.0<1>:ud  r110.0<8;8,1>:ud  r108.0<8;8,1>:ud
        mov (8|M24)              r106.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mov (16|M16)             r46.0<1>:f    r112.0<8;8,1>:f                 
(W)     add (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  16:w              
(W)     add (16|M0)              r116.0<1>:ud  r118.0<8;8,1>:ud  0x10:uw             
        add (8|M24)              r109.0<1>:ud  r106.0<8;8,1>:ud  r109.0<8;8,1>:ud
(W)     shl (16|M0)              r121.0<1>:ud  r114.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r123.0<1>:ud  r116.0<8;8,1>:ud  16:w              
(W)     add (16|M0)              a0.0<1>:uw    r121.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r110.0<1>:ud  r123.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r106.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r104.0<1>:f   r106.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r102.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r120.0<1>:w   0x76543210:v                              
        mov (16|M16)             r100.0<1>:f   r102.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r118.0<1>:ud  r120.0<8;8,1>:w                 
(W)     mov (16|M0)              r44.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r108.0<8;8,1>:f                 
(W)     add (8|M0)               r119.0<1>:ud  r118.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r123.0<1>:ud  r118.0<8;8,1>:ud  16:w              
(W)     add (16|M0)              r10.0<1>:ud   r118.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r123.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r121.0<1>:ud  r10.0<8;8,1>:ud   16:w              
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x500:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r121.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r114.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x10:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x10:uw           
        mov (16|M16)             r110.0<1>:f   r114.0<8;8,1>:f                 
(W)     add (1|M0)               r125.0<1>:d   r62.0<0;1,0>:d    -1:w              
(~f1.0) sel (16|M0)              r106.0<1>:d   r104.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r118.0<1>:d   r100.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r102.0<1>:d   r20.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r98.0<1>:d    r110.0<8;8,1>:d   0:w              
        addc (8|M0)              r10.0<1>:ud   r106.0<8;8,1>:ud  r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r122.0<1>:ud  r102.0<8;8,1>:ud  r18.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r123.0<1>:ud  r103.0<8;8,1>:ud  r19.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r120.0<1>:ud  r98.0<8;8,1>:ud   r108.0<8;8,1>:ud
        add (8|M24)              r121.0<1>:ud  r99.0<8;8,1>:ud   r109.0<8;8,1>:ud
        mov (8|M0)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r107.0<8;8,1>:ud  r13.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r122.0<1>:ud  r124.0<8;8,1>:ud  r122.0<8;8,1>:ud {Compacted}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r16.0<1>:ud   r118.0<8;8,1>:ud  r112.0<8;8,1>:ud {AccWrEn}
(W)     shl (1|M0)               r124.0<1>:uw  r125.0<0;1,0>:uw  0x2:uw             
        mov (16|M0)              r34.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r123.0<1>:ud  r14.0<8;8,1>:ud   r123.0<8;8,1>:ud {Compacted}
        mov (8|M16)              r126.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r17.0<1>:ud   r119.0<8;8,1>:ud  r113.0<8;8,1>:ud {AccWrEn}
(W)     add (1|M0)               a0.0<1>:uw    r124.0<0;1,0>:uw  0x440:uw             
        add (8|M16)              r120.0<1>:ud  r126.0<8;8,1>:ud  r120.0<8;8,1>:ud
        mov (8|M24)              r116.0<1>:ud  acc0.0<8;8,1>:ud                
        mov (16|M16)             r36.0<1>:f    r16.0<8;8,1>:f                  
        add (8|M24)              r121.0<1>:ud  r116.0<8;8,1>:ud  r121.0<8;8,1>:ud
(W)     mov (1|M0)               r124.1<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r124.0<0;1,0>:uw  0x440:uw             
(W)     mov (1|M16)              r124.1<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M0)               a0.0<1>:uw    r124.0<0;1,0>:uw  0x440:uw             
        mov (16|M0)              r34.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r36.0<1>:f    r120.0<8;8,1>:f                 
(W)     mov (1|M0)               r126.0<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r124.0<0;1,0>:uw  0x440:uw             
        mov (16|M0)              r20.0<1>:f    r124.1<0;1,0>:f                  {Compacted}
        mov (16|M16)             r32.0<1>:f    r124.1<0;1,0>:f                 
        mov (16|M0)              r18.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r22.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     jmpi                                 L7848                                
L7464:
(W)     addc (1|M0)              r126.0<1>:ud  r24.1<0;1,0>:ud   r24.0<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r26.1<0;1,0>:ud   r26.0<0;1,0>:ud 
(W)     mov (1|M0)               r125.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r124.0<1>:ud  r126.0<0;1,0>:ud  r24.2<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r126.1<1>:ud  r125.0<0;1,0>:ud  r126.1<0;1,0>:ud
(W)     mov (1|M0)               r123.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r122.0<1>:ud  r124.0<0;1,0>:ud  r24.3<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r126.1<0;1,0>:ud  r26.2<0;1,0>:ud 
(W)     mov (1|M0)               r121.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r120.0<1>:ud  r122.0<0;1,0>:ud  r24.4<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r124.1<1>:ud  r123.0<0;1,0>:ud  r124.1<0;1,0>:ud
(W)     mov (1|M0)               r119.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r125.0<1>:ud  r120.0<0;1,0>:ud  r24.5<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r122.1<1>:ud  r124.1<0;1,0>:ud  r26.3<0;1,0>:ud 
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r10.0<1>:ud   r125.0<0;1,0>:ud  r24.6<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r122.1<1>:ud  r121.0<0;1,0>:ud  r122.1<0;1,0>:ud
(W)     mov (1|M0)               r126.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r11.0<1>:ud   r10.0<0;1,0>:ud   r24.7<0;1,0>:ud  {AccWrEn,Compacted}
(W)     add (1|M0)               r120.1<1>:ud  r122.1<0;1,0>:ud  r26.4<0;1,0>:ud 
(W)     mov (1|M0)               r124.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     add (1|M0)               r120.1<1>:ud  r119.0<0;1,0>:ud  r120.1<0;1,0>:ud
        mov (16|M0)              r20.0<1>:f    r11.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r32.0<1>:f    r11.0<0;1,0>:f                  
(W)     add (1|M0)               r8.1<1>:ud    r120.1<0;1,0>:ud  r26.5<0;1,0>:ud 
(W)     add (1|M0)               r8.1<1>:ud    r8.0<0;1,0>:ud    r8.1<0;1,0>:ud  
(W)     add (1|M0)               r9.6<1>:ud    r8.1<0;1,0>:ud    r26.6<0;1,0>:ud 
(W)     add (1|M0)               r9.6<1>:ud    r126.0<0;1,0>:ud  r9.6<0;1,0>:ud  
(W)     add (1|M0)               r11.1<1>:ud   r9.6<0;1,0>:ud    r26.7<0;1,0>:ud 
(W)     add (1|M0)               r11.1<1>:ud   r124.0<0;1,0>:ud  r11.1<0;1,0>:ud 
        mov (16|M0)              r18.0<1>:f    r11.1<0;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r11.1<0;1,0>:f                  
L7848:
        join (32|M0)                         L7848                                
L7864:
        mov (16|M0)              r122.0<1>:f   r20.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r124.0<1>:f   r18.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r118.0<1>:f   r20.0<0;1,0>:f                  
        mov (16|M16)             r120.0<1>:f   r18.0<0;1,0>:f                  
        sends (16|M0)            null:w   r54     r122    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r48     r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L8304                                
L7976:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(~f1.0) goto (32|M0)                         L12344                  L12344                
L8304:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r29.6<0;1,0>:ud   r29.7<0;1,0>:ud 
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r29.6<0;1,0>:ud   r29.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r29.6<0;1,0>:d    r29.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r29.5<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r31.5<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r29.4<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r124.1<1>:d   r31.4<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r29.3<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r31.3<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r29.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r31.2<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r29.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r124.1<1>:d   r31.1<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r29.0<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r31.0<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r28.7<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r30.7<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r28.6<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r30.6<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r28.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r28.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r28.5<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r30.5<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r28.4<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r30.4<0;1,0>:d    r9.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r28.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r28.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r28.3<0;1,0>:d    r9.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r11.0<1>:d    r30.3<0;1,0>:d    r10.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r28.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r30.2<0;1,0>:d    r11.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r28.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r30.1<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r28.0<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r30.0<0;1,0>:d    r9.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r25.7<0;1,0>:d    r9.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r11.0<1>:d    r27.7<0;1,0>:d    r10.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r25.6<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r27.6<0;1,0>:d    r11.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r25.5<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r27.5<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r25.4<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r27.4<0;1,0>:d    r9.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r25.3<0;1,0>:d    r9.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r11.0<1>:d    r27.3<0;1,0>:d    r10.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r25.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r27.2<0;1,0>:d    r11.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r25.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r27.1<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r25.0<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r27.0<0;1,0>:d    r9.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.7<0;1,0>:d    r9.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r11.0<1>:d    r26.7<0;1,0>:d    r10.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r24.6<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r26.6<0;1,0>:d    r11.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r24.5<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r26.5<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r24.4<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r26.4<0;1,0>:d    r9.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.3<0;1,0>:d    r9.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r11.0<1>:d    r26.3<0;1,0>:d    r10.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r24.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r26.2<0;1,0>:d    r11.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r24.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r26.1<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r24.0<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r26.0<0;1,0>:d    r9.6<0;1,0>:d   
        mov (16|M0)              r34.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M16)             r48.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M0)              r32.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r10.0<0;1,0>:f                  
        goto (32|M0)                         L12344                  L19576                
L12344:
        join (32|M0)                         L19576                                
L12360:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r62.0<0;1,0>:ud   0x10:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r62.0<0;1,0>:ud   0x10:uw             
(W&f1.0) jmpi                                L14448                                
L12408:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    16:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    16:w              
(W&~f1.0) jmpi                               L14496                                
L12456:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r25.6<0;1,0>:ud   r25.7<0;1,0>:ud 
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r25.6<0;1,0>:ud   r25.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r25.6<0;1,0>:d    r25.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r25.5<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r27.5<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r25.4<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r124.1<1>:d   r27.4<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r25.3<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r27.3<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r25.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r27.2<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r25.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r124.1<1>:d   r27.1<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r25.0<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r27.0<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r24.7<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r26.7<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r24.6<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r26.6<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r24.5<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r26.5<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r24.4<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r26.4<0;1,0>:d    r9.6<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.3<0;1,0>:d    r9.7<0;1,0>:d   
(W&f1.0) sel (1|M0)              r11.0<1>:d    r26.3<0;1,0>:d    r10.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r24.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r8.0<1>:d     r26.2<0;1,0>:d    r11.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r24.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r9.6<1>:d     r26.1<0;1,0>:d    r8.0<0;1,0>:d   
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r24.0<0;1,0>:d    r8.1<0;1,0>:d   
(W&f1.0) sel (1|M0)              r10.0<1>:d    r26.0<0;1,0>:d    r9.6<0;1,0>:d   
        mov (16|M0)              r34.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M16)             r48.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M0)              r32.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r10.0<0;1,0>:f                  
(W)     jmpi                                 L19576                                
L14448:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    8:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    8:w              
(W&f1.0) jmpi                                L18632                                
L14496:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (8|M16)              r125.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r40.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r42.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r44.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
(W)     add (8|M16)              r125.8<1>:w   r125.0<8;8,1>:w   8:w              
(W)     mov (16|M16)             r46.0<1>:f    r28.0<8;8,1>:f                  
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M16)             r125.0<1>:w   r125.0<16;16,1>:w  16:w             
(W)     add (16|M0)              r119.0<1>:ud  r123.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r115.0<1>:ud  r119.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r117.0<1>:ud  r121.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r115.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r113.0<1>:ud  r117.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r113.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r106.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r104.0<1>:f   r106.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r42.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r30.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r123.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r117.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r119.0<1>:ud  r121.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r117.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r112.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (eq)f1.0   null<1>:w     r126.0<16;16,1>:w  0:w             
        cmp (16|M16)  (eq)f1.0   null<1>:w     r125.0<16;16,1>:w  0:w             
        mov (16|M16)             r106.0<1>:f   r110.0<8;8,1>:f                 
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r102.0<1>:d   r108.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M16)             r100.0<1>:d   r104.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M0)              r122.0<1>:d   r112.0<8;8,1>:d   2147483647:d              
(~f1.0) sel (16|M16)             r98.0<1>:d    r106.0<8;8,1>:d   2147483647:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   r102.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r28.0<8;8,1>:ud   r100.0<8;8,1>:ud
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r40.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r26.0<8;8,1>:d    r122.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r98.0<8;8,1>:d  
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   30:w              
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    r122.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r98.0<8;8,1>:d  
(W)     shl (16|M0)              r110.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r14.0<1>:ud   r112.0<8;8,1>:ud  30:w              
(f1.0)  sel (16|M0)              r120.0<1>:d   r24.0<8;8,1>:d    r102.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r118.0<1>:d   r28.0<8;8,1>:d    r100.0<8;8,1>:d 
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x500:uw             
(W)     mov (16|M16)             r42.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  sel (16|M0)              r116.0<1>:d   r26.0<8;8,1>:d    r122.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r114.0<1>:d   r30.0<8;8,1>:d    r98.0<8;8,1>:d  
(W)     shl (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r120.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r118.0<8;8,1>:f                 
        mov (16|M0)              r122.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r42.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r116.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r114.0<8;8,1>:f                 
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   30:w              
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r123.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r14.0<1>:ud   r112.0<8;8,1>:ud  30:w              
(W)     add (16|M0)              a0.0<1>:uw    r123.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r106.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x2:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x2:uw           
        mov (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r104.0<1>:d   r108.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r106.0<8;8,1>:d   2147483647:d              
(~f1.0) sel (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r22.0<8;8,1>:d    2147483647:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r120.0<8;8,1>:ud  r104.0<8;8,1>:ud
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r10.0<8;8,1>:ud 
(W)     mov (16|M0)              r40.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   28:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r114.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M0)              r106.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     mov (16|M16)             r42.0<1>:f    -qnan(0x3FFFFF):f                              
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r114.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M16)             r18.0<1>:ud   r106.0<8;8,1>:ud  28:w              
(f1.0)  sel (16|M0)              r122.0<1>:d   r120.0<8;8,1>:d   r104.0<8;8,1>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(f1.0)  sel (16|M16)             r110.0<1>:d   r118.0<8;8,1>:d   r10.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r108.0<1>:d   r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r102.0<1>:d   r114.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r110.0<8;8,1>:f                 
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r42.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r108.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r102.0<8;8,1>:f                 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   28:w              
(W)     add (16|M0)              r114.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r114.0<8;8,1>:ud  28:w              
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r112.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x4:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x4:uw           
        mov (16|M16)             r22.0<1>:f    r12.0<8;8,1>:f                  
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r106.0<1>:d   r116.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M0)              r114.0<1>:d   r112.0<8;8,1>:d   2147483647:d              
(~f1.0) sel (16|M16)             r14.0<1>:d    r20.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r16.0<1>:d    r22.0<8;8,1>:d    2147483647:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r106.0<8;8,1>:ud
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r110.0<8;8,1>:ud  r14.0<8;8,1>:ud 
(W)     mov (16|M0)              r40.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r108.0<8;8,1>:d   r114.0<8;8,1>:d 
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   24:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r108.0<8;8,1>:d   r114.0<8;8,1>:d 
(W)     mov (16|M16)             r42.0<1>:f    -qnan(0x3FFFFF):f                              
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (16|M16)             r18.0<1>:ud   r112.0<8;8,1>:ud  24:w              
(f1.0)  sel (16|M0)              r120.0<1>:d   r122.0<8;8,1>:d   r106.0<8;8,1>:d 
(W)     shl (16|M0)              r123.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(f1.0)  sel (16|M16)             r118.0<1>:d   r110.0<8;8,1>:d   r14.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r116.0<1>:d   r108.0<8;8,1>:d   r114.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r104.0<1>:d   r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r123.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r120.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r118.0<8;8,1>:f                 
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r110.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r42.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r116.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r104.0<8;8,1>:f                 
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   24:w              
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r123.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r112.0<8;8,1>:ud  24:w              
(W)     add (16|M0)              a0.0<1>:uw    r123.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x8:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x8:uw           
        mov (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r106.0<1>:d   r110.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r108.0<8;8,1>:d   2147483647:d              
(~f1.0) sel (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r22.0<8;8,1>:d    2147483647:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r120.0<8;8,1>:ud  r106.0<8;8,1>:ud
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r10.0<8;8,1>:ud 
(W)     mov (16|M0)              r40.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   16:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r104.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M0)              r108.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     mov (16|M16)             r42.0<1>:f    -qnan(0x3FFFFF):f                              
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r104.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M16)             r18.0<1>:ud   r108.0<8;8,1>:ud  16:w              
(f1.0)  sel (16|M0)              r122.0<1>:d   r120.0<8;8,1>:d   r106.0<8;8,1>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(f1.0)  sel (16|M16)             r114.0<1>:d   r118.0<8;8,1>:d   r10.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r110.0<1>:d   r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r102.0<1>:d   r104.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r114.0<8;8,1>:f                 
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r42.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r110.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r102.0<8;8,1>:f                 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   16:w              
(W)     add (16|M0)              r112.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r112.0<8;8,1>:ud  16:w              
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x10:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x10:uw           
        mov (16|M16)             r22.0<1>:f    r12.0<8;8,1>:f                  
(W)     add (1|M0)               r126.0<1>:d   r62.0<0;1,0>:d    -1:w              
(~f1.0) sel (16|M0)              r106.0<1>:d   r116.0<8;8,1>:d   -1:w              
(~f1.0) sel (16|M16)             r14.0<1>:d    r20.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r108.0<8;8,1>:d   2147483647:d              
(~f1.0) sel (16|M16)             r16.0<1>:d    r22.0<8;8,1>:d    2147483647:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r106.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r114.0<8;8,1>:ud  r14.0<8;8,1>:ud 
(W)     shl (1|M0)               r125.0<1>:uw  r126.0<0;1,0>:uw  0x2:uw             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r110.0<8;8,1>:d   r112.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (1|M0)               a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r110.0<8;8,1>:d   r112.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r40.0<1>:d    r122.0<8;8,1>:d   r106.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r42.0<1>:d    r114.0<8;8,1>:d   r14.0<8;8,1>:d  
(W)     mov (1|M0)               r125.1<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
(W)     mov (1|M16)              r125.1<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M0)               a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
(f1.0)  sel (16|M0)              r40.0<1>:d    r110.0<8;8,1>:d   r112.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r42.0<1>:d    r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     mov (1|M0)               r125.2<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
        mov (16|M0)              r34.0<1>:f    r125.1<0;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r125.1<0;1,0>:f                 
        mov (16|M0)              r32.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r36.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     jmpi                                 L19576                                
L18632:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r24.6<0;1,0>:ud   r24.7<0;1,0>:ud 
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r24.6<0;1,0>:ud   r24.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.6<0;1,0>:d    r24.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r24.5<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r26.5<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r24.4<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r124.1<1>:d   r26.4<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.3<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r26.3<0;1,0>:d    r124.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r24.2<0;1,0>:d    r126.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r125.1<1>:d   r26.2<0;1,0>:d    r126.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r24.1<0;1,0>:d    r125.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r124.1<1>:d   r26.1<0;1,0>:d    r125.1<0;1,0>:d 
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.0<0;1,0>:d    r124.0<0;1,0>:d 
(W&f1.0) sel (1|M0)              r126.1<1>:d   r26.0<0;1,0>:d    r124.1<0;1,0>:d 
        mov (16|M0)              r34.0<1>:f    r126.0<0;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r126.0<0;1,0>:f                 
        mov (16|M0)              r32.0<1>:f    r126.1<0;1,0>:f                  {Compacted}
        mov (16|M16)             r36.0<1>:f    r126.1<0;1,0>:f                 
L19576:
        join (32|M0)                         L19576                                
L19592:
        add (16|M0)              r124.0<1>:d   r8.4<0;1,0>:d     r60.0<8;8,1>:d   {Compacted}
        add (16|M16)             r122.0<1>:d   r8.4<0;1,0>:d     r58.0<8;8,1>:d  
        mov (16|M0)              r118.0<1>:f   r34.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<0;1,0>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r114.0<1>:f   r34.0<0;1,0>:f                  
        mov (16|M16)             r116.0<1>:f   r32.0<0;1,0>:f                  
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r114    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L20088                                
L19760:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(~f1.0) goto (32|M0)                         L24128                  L24128                
L20088:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r29.6<0;1,0>:ud   r29.7<0;1,0>:ud 
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r29.6<0;1,0>:ud   r29.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r31.6<0;1,0>:d    r31.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r29.7<0;1,0>:d    r29.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r31.7<0;1,0>:d    r31.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r29.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r31.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r29.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r31.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r124.0<0;1,0>:d   r29.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r124.1<0;1,0>:d   r31.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r29.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r29.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r31.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r29.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r29.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r31.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r29.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r124.0<0;1,0>:d   r29.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r124.1<0;1,0>:d   r31.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r28.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r30.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r28.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r125.1<0;1,0>:d   r30.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r28.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r28.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r124.0<0;1,0>:d   r28.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r30.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r28.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r30.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r28.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r28.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r9.7<0;1,0>:d     r28.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r30.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r28.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r28.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r30.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r28.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r125.0<0;1,0>:d   r28.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r30.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r28.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r28.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r30.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r9.7<0;1,0>:d     r25.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r27.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r25.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r27.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r125.0<0;1,0>:d   r25.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r27.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r25.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r27.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r25.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r9.7<0;1,0>:d     r25.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r27.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r25.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r27.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r125.0<0;1,0>:d   r25.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r27.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r25.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r25.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r27.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r9.7<0;1,0>:d     r24.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r26.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r24.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r26.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r125.0<0;1,0>:d   r24.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r24.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r9.7<0;1,0>:d     r24.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r24.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r125.0<0;1,0>:d   r24.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r24.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r26.0<0;1,0>:d  
        mov (16|M0)              r34.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M16)             r48.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M0)              r32.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r10.0<0;1,0>:f                  
        goto (32|M0)                         L24128                  L31360                
L24128:
        join (32|M0)                         L31360                                
L24144:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r62.0<0;1,0>:ud   0x10:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r62.0<0;1,0>:ud   0x10:uw             
(W&f1.0) jmpi                                L26232                                
L24192:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    16:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    16:w              
(W&~f1.0) jmpi                               L26280                                
L24240:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r25.6<0;1,0>:ud   r25.7<0;1,0>:ud 
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r25.6<0;1,0>:ud   r25.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r27.6<0;1,0>:d    r27.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r25.7<0;1,0>:d    r25.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r27.7<0;1,0>:d    r27.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r25.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r27.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r25.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r27.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r124.0<0;1,0>:d   r25.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r124.1<0;1,0>:d   r27.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r25.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r25.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r27.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r25.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r25.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r27.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r25.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r124.0<0;1,0>:d   r25.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r124.1<0;1,0>:d   r27.0<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.7<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r24.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r26.7<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.6<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r24.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r125.1<0;1,0>:d   r26.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r124.0<0;1,0>:d   r24.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r26.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r24.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r26.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.7<0;1,0>:ud    r24.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r9.7<0;1,0>:d     r24.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r26.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r24.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r26.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r8.1<1>:d     r125.0<0;1,0>:d   r24.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r26.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.1<0;1,0>:ud    r24.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.6<0;1,0>:d     r26.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r24.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r26.0<0;1,0>:d  
        mov (16|M0)              r34.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M16)             r48.0<1>:f    r9.7<0;1,0>:f                   
        mov (16|M0)              r32.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r10.0<0;1,0>:f                  
(W)     jmpi                                 L31360                                
L26232:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    8:w              
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    8:w              
(W&f1.0) jmpi                                L30416                                
L26280:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (8|M16)              r125.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r44.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
(W)     add (8|M16)              r125.8<1>:w   r125.0<8;8,1>:w   8:w              
(W)     mov (16|M16)             r46.0<1>:f    r28.0<8;8,1>:f                  
(W)     add (8|M0)               r126.8<1>:w   r126.0<8;8,1>:w   8:w              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M16)             r125.0<1>:w   r125.0<16;16,1>:w  16:w             
(W)     add (16|M0)              r119.0<1>:ud  r123.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r115.0<1>:ud  r119.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r117.0<1>:ud  r121.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r115.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r113.0<1>:ud  r117.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r113.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r106.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r123.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r104.0<1>:f   r106.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r124.0<1>:ud  r123.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r30.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r123.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r121.0<1>:ud  r123.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r117.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r119.0<1>:ud  r121.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r117.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r112.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (eq)f1.0   null<1>:w     r126.0<16;16,1>:w  0:w             
        cmp (16|M16)  (eq)f1.0   null<1>:w     r125.0<16;16,1>:w  0:w             
        mov (16|M16)             r106.0<1>:f   r110.0<8;8,1>:f                 
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r102.0<1>:d   r108.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r100.0<1>:d   r104.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r122.0<1>:d   r112.0<8;8,1>:d   -2147483648:d              
(~f1.0) sel (16|M16)             r98.0<1>:d    r106.0<8;8,1>:d   -2147483648:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   r102.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r28.0<8;8,1>:ud   r100.0<8;8,1>:ud
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r26.0<8;8,1>:d    r122.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r98.0<8;8,1>:d  
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   30:w              
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    r122.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r98.0<8;8,1>:d  
(W)     shl (16|M0)              r110.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r14.0<1>:ud   r112.0<8;8,1>:ud  30:w              
(f1.0)  sel (16|M0)              r120.0<1>:d   r102.0<8;8,1>:d   r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r118.0<1>:d   r100.0<8;8,1>:d   r28.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0x500:uw             
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(f1.0)  sel (16|M0)              r116.0<1>:d   r122.0<8;8,1>:d   r26.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r114.0<1>:d   r98.0<8;8,1>:d    r30.0<8;8,1>:d  
(W)     shl (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r120.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r118.0<8;8,1>:f                 
        mov (16|M0)              r122.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r116.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r114.0<8;8,1>:f                 
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   30:w              
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r123.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r14.0<1>:ud   r112.0<8;8,1>:ud  30:w              
(W)     add (16|M0)              a0.0<1>:uw    r123.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r106.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x2:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x2:uw           
        mov (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r104.0<1>:d   r108.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r106.0<8;8,1>:d   -2147483648:d              
(~f1.0) sel (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r22.0<8;8,1>:d    -2147483648:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r120.0<8;8,1>:ud  r104.0<8;8,1>:ud
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r10.0<8;8,1>:ud 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   28:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r114.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M0)              r106.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r114.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M16)             r18.0<1>:ud   r106.0<8;8,1>:ud  28:w              
(f1.0)  sel (16|M0)              r122.0<1>:d   r104.0<8;8,1>:d   r120.0<8;8,1>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(f1.0)  sel (16|M16)             r110.0<1>:d   r10.0<8;8,1>:d    r118.0<8;8,1>:d 
(f1.0)  sel (16|M0)              r108.0<1>:d   r112.0<8;8,1>:d   r116.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r102.0<1>:d   r12.0<8;8,1>:d    r114.0<8;8,1>:d 
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r110.0<8;8,1>:f                 
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r108.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r102.0<8;8,1>:f                 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   28:w              
(W)     add (16|M0)              r114.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r114.0<8;8,1>:ud  28:w              
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r112.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x4:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x4:uw           
        mov (16|M16)             r22.0<1>:f    r12.0<8;8,1>:f                  
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r106.0<1>:d   r116.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r114.0<1>:d   r112.0<8;8,1>:d   -2147483648:d              
(~f1.0) sel (16|M16)             r14.0<1>:d    r20.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r16.0<1>:d    r22.0<8;8,1>:d    -2147483648:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r106.0<8;8,1>:ud
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r110.0<8;8,1>:ud  r14.0<8;8,1>:ud 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r108.0<8;8,1>:d   r114.0<8;8,1>:d 
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   24:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r108.0<8;8,1>:d   r114.0<8;8,1>:d 
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (16|M16)             r18.0<1>:ud   r112.0<8;8,1>:ud  24:w              
(f1.0)  sel (16|M0)              r120.0<1>:d   r106.0<8;8,1>:d   r122.0<8;8,1>:d 
(W)     shl (16|M0)              r123.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(f1.0)  sel (16|M16)             r118.0<1>:d   r14.0<8;8,1>:d    r110.0<8;8,1>:d 
(f1.0)  sel (16|M0)              r116.0<1>:d   r114.0<8;8,1>:d   r108.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r104.0<1>:d   r16.0<8;8,1>:d    r102.0<8;8,1>:d 
(W)     add (16|M0)              a0.0<1>:uw    r123.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r120.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r118.0<8;8,1>:f                 
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r110.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r116.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r104.0<8;8,1>:f                 
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   24:w              
(W)     add (16|M0)              r112.0<1>:ud  r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r123.0<1>:ud  r12.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r112.0<8;8,1>:ud  24:w              
(W)     add (16|M0)              a0.0<1>:uw    r123.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r114.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x8:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x8:uw           
        mov (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
(~f1.0) sel (16|M0)              r106.0<1>:d   r110.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r108.0<8;8,1>:d   -2147483648:d              
(~f1.0) sel (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r22.0<8;8,1>:d    -2147483648:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r120.0<8;8,1>:ud  r106.0<8;8,1>:ud
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r10.0<8;8,1>:ud 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   16:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r104.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M0)              r108.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r116.0<8;8,1>:d   r112.0<8;8,1>:d 
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r104.0<8;8,1>:d   r12.0<8;8,1>:d  
(W)     add (16|M16)             r18.0<1>:ud   r108.0<8;8,1>:ud  16:w              
(f1.0)  sel (16|M0)              r122.0<1>:d   r106.0<8;8,1>:d   r120.0<8;8,1>:d 
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(f1.0)  sel (16|M16)             r114.0<1>:d   r10.0<8;8,1>:d    r118.0<8;8,1>:d 
(f1.0)  sel (16|M0)              r110.0<1>:d   r112.0<8;8,1>:d   r116.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r102.0<1>:d   r12.0<8;8,1>:d    r104.0<8;8,1>:d 
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r44.0<1>:f    r122.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r114.0<8;8,1>:f                 
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r14.0<1>:ud   r126.0<8;8,1>:w                 
        mov (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f                  
(W)     mov (16|M0)              r40.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r110.0<8;8,1>:f                  {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r102.0<8;8,1>:f                 
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   16:w              
(W)     add (16|M0)              r112.0<1>:ud  r14.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r120.0<1>:ud  r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r112.0<8;8,1>:ud  16:w              
(W)     add (16|M0)              a0.0<1>:uw    r120.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r118.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r108.0<1>:f   r118.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r126.0<16;16,1>:uw  0x10:uw           
        cmp (16|M16)  (lt)f1.0   null<1>:w     r125.0<16;16,1>:uw  0x10:uw           
        mov (16|M16)             r22.0<1>:f    r12.0<8;8,1>:f                  
(W)     add (1|M0)               r126.0<1>:d   r62.0<0;1,0>:d    -1:w              
(~f1.0) sel (16|M0)              r106.0<1>:d   r116.0<8;8,1>:d   0:w              
(~f1.0) sel (16|M16)             r14.0<1>:d    r20.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r112.0<1>:d   r108.0<8;8,1>:d   -2147483648:d              
(~f1.0) sel (16|M16)             r16.0<1>:d    r22.0<8;8,1>:d    -2147483648:d              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r106.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r114.0<8;8,1>:ud  r14.0<8;8,1>:ud 
(W)     shl (1|M0)               r125.0<1>:uw  r126.0<0;1,0>:uw  0x2:uw             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r110.0<8;8,1>:d   r112.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(W)     add (1|M0)               a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r110.0<8;8,1>:d   r112.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r102.0<8;8,1>:d   r16.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r40.0<1>:d    r106.0<8;8,1>:d   r122.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r42.0<1>:d    r14.0<8;8,1>:d    r114.0<8;8,1>:d 
(W)     mov (1|M0)               r125.1<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
(W)     mov (1|M16)              r125.1<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M0)               a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
(f1.0)  sel (16|M0)              r40.0<1>:d    r112.0<8;8,1>:d   r110.0<8;8,1>:d 
(f1.0)  sel (16|M16)             r42.0<1>:d    r16.0<8;8,1>:d    r102.0<8;8,1>:d 
(W)     mov (1|M0)               r125.2<1>:d   r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r125.0<0;1,0>:uw  0x500:uw             
        mov (16|M0)              r34.0<1>:f    r125.1<0;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r125.1<0;1,0>:f                 
        mov (16|M0)              r32.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r36.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     jmpi                                 L31360                                
L30416:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r24.6<0;1,0>:ud   r24.7<0;1,0>:ud 
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r24.6<0;1,0>:ud   r24.7<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r26.6<0;1,0>:d    r26.7<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r24.7<0;1,0>:d    r24.6<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r26.7<0;1,0>:d    r26.6<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.5<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r24.5<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r26.5<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.4<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.4<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r24.4<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r26.4<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.3<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.3<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r124.0<0;1,0>:d   r24.3<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r124.1<0;1,0>:d   r26.3<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r126.0<0;1,0>:ud  r24.2<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.0<1>:d   r126.0<0;1,0>:d   r24.2<0;1,0>:d  
(W&f1.0) sel (1|M0)              r125.1<1>:d   r126.1<0;1,0>:d   r26.2<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<0;1,0>:ud  r24.1<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.0<1>:d   r125.0<0;1,0>:d   r24.1<0;1,0>:d  
(W&f1.0) sel (1|M0)              r124.1<1>:d   r125.1<0;1,0>:d   r26.1<0;1,0>:d  
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.0<0;1,0>:ud 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<0;1,0>:ud  r24.0<0;1,0>:ud 
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r124.1<0;1,0>:d   r26.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.0<1>:d   r124.0<0;1,0>:d   r24.0<0;1,0>:d  
(W&f1.0) sel (1|M0)              r126.1<1>:d   r124.1<0;1,0>:d   r26.0<0;1,0>:d  
        mov (16|M0)              r34.0<1>:f    r126.0<0;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r126.0<0;1,0>:f                 
        mov (16|M0)              r32.0<1>:f    r126.1<0;1,0>:f                  {Compacted}
        mov (16|M16)             r36.0<1>:f    r126.1<0;1,0>:f                 
L31360:
        join (32|M0)                         L31360                                
L31376:
(W)     shl (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     1:w              
        mov (16|M0)              r118.0<1>:f   r34.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r114.0<1>:f   r34.0<0;1,0>:f                  
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r60.0<8;8,1>:d   {Compacted}
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r58.0<8;8,1>:d  
        mov (16|M16)             r116.0<1>:f   r32.0<0;1,0>:f                  
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r114    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L31928                                
L31560:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(f1.0)  goto (32|M0)                         L31928                  L31928                
L31888:
        mov (16|M0)              r46.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r62.0<0;1,0>:f                  
        goto (32|M0)                         L31928                  L31976                
L31928:
        join (32|M0)                         L31976                                
L31944:
        mov (16|M0)              r46.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r44.0<1>:f    4.48416e-44:f                              
L31976:
        join (32|M0)                         L31976                                
L31992:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r10.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r12.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.0<8;8,1>:w                 
(W)     mov (16|M16)             r16.0<1>:f    r28.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x140:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x140:uw             
        mov (16|M0)              r54.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r48.0<1>:f    r110.0<8;8,1>:f                 
(W)     mov (16|M0)              r10.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r12.0<1>:f    0.0:f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r14.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r16.0<1>:f    r30.0<8;8,1>:f                  
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x140:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x140:uw             
        mov (16|M0)              r34.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r46.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1:uw             
        mov (16|M16)             r32.0<1>:f    r110.0<8;8,1>:f                 
(~f1.0) if (32|M0)                           L32608                  L33512                
L32568:
        mov (16|M0)              r36.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r48.0<8;8,1>:f                  
        else (32|M0)                         L33512                  L33512                
L32608:
        mov (16|M0)              r36.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r42.0<1>:f    r48.0<8;8,1>:f                  
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L32648:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r16.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r2.1<0;1,0>:d    32:w              
(W)     mov (16|M16)             r18.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r20.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     mov (16|M16)             r22.0<1>:f    r42.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x200:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x200:uw             
        mov (16|M0)              r110.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r108.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M16)             r106.0<1>:f   r108.0<8;8,1>:f                 
(W)     mov (16|M0)              r16.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r18.0<1>:f    0.0:f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r22.0<1>:f    r32.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r120.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x200:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r120.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x200:uw             
        mov (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r112.0<1>:d   r[a0.0]<1,0>:d                  
        addc (8|M0)              r12.0<1>:ud   r36.0<8;8,1>:ud   r110.0<8;8,1>:ud {AccWrEn,Compacted}
        mov (16|M16)             r108.0<1>:f   r112.0<8;8,1>:f                 
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        add (8|M0)               r34.0<1>:ud   r34.0<8;8,1>:ud   r114.0<8;8,1>:ud {Compacted}
        add (8|M8)               r35.0<1>:ud   r35.0<8;8,1>:ud   r115.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r37.0<8;8,1>:ud   r111.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M16)              r32.0<1>:ud   r32.0<8;8,1>:ud   r108.0<8;8,1>:ud
        add (8|M24)              r33.0<1>:ud   r33.0<8;8,1>:ud   r109.0<8;8,1>:ud
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r46.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r44.0<8;8,1>:ud 
        mov (8|M8)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r10.0<1>:ud   r42.0<8;8,1>:ud   r106.0<8;8,1>:ud {AccWrEn}
        mov (16|M0)              r36.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r34.0<1>:ud   r14.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r35.0<1>:ud   r126.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r124.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r11.0<1>:ud   r43.0<8;8,1>:ud   r107.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r32.0<1>:ud   r124.0<8;8,1>:ud  r32.0<8;8,1>:ud 
        mov (8|M24)              r122.0<1>:ud  acc0.0<8;8,1>:ud                
        mov (16|M16)             r40.0<1>:f    r10.0<8;8,1>:f                  
        add (8|M24)              r33.0<1>:ud   r122.0<8;8,1>:ud  r33.0<8;8,1>:ud 
(~f1.0) break (32|M0)                        L33496                  L33496                
L33472:
        mov (16|M0)              r36.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r42.0<1>:f    r10.0<8;8,1>:f                  
L33496:
        while (32|M0)                        L32648                                
L33512:
        endif (32|M0)                        L33528                                
L33528:
        mad (16|M0)              r124.0<1>:d   r60.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M16)             r122.0<1>:d   r58.0<8;1>:d      r8.4<0;0>:d       3:w              
        mov (16|M0)              r118.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r34.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r114.0<1>:f   r40.0<8;8,1>:f                  
        mov (16|M16)             r116.0<1>:f   r32.0<8;8,1>:f                  
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r114    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L34072                                
L33704:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(f1.0)  goto (32|M0)                         L34072                  L34072                
L34032:
        mov (16|M0)              r42.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r62.0<0;1,0>:f                  
        goto (32|M0)                         L34072                  L34120                
L34072:
        join (32|M0)                         L34120                                
L34088:
        mov (16|M0)              r42.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r44.0<1>:f    4.48416e-44:f                              
L34120:
        join (32|M0)                         L34120                                
L34136:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r10.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r12.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.0<8;8,1>:w                 
(W)     mov (16|M16)             r16.0<1>:f    r28.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x140:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x140:uw             
        mov (16|M0)              r36.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.0<8;8,1>:w                 
        mov (16|M16)             r34.0<1>:f    r110.0<8;8,1>:f                 
(W)     mov (16|M0)              r10.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r12.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r14.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r16.0<1>:f    r30.0<8;8,1>:f                  
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x140:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x140:uw             
        mov (16|M0)              r32.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r42.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1:uw             
        mov (16|M16)             r22.0<1>:f    r110.0<8;8,1>:f                 
(f1.0)  if (32|M0)                           L35496                  L35496                
L34712:
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L34728:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r14.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (1|M0)               r126.0<1>:d   -r2.1<0;1,0>:d    32:w              
(W)     mov (16|M16)             r16.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r18.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     mov (16|M16)             r20.0<1>:f    r34.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x1C0:uw             
        mov (16|M0)              r110.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r108.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M16)             r106.0<1>:f   r108.0<8;8,1>:f                 
(W)     mov (16|M0)              r14.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r16.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r18.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r20.0<1>:f    r22.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r120.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r120.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x1C0:uw             
        mov (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r112.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M16)             r108.0<1>:f   r112.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:ud   r110.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r34.0<8;8,1>:ud   r106.0<8;8,1>:ud
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(~f1.0) mov (16|M0)              r36.0<1>:f    r110.0<8;8,1>:f                 
(~f1.0) mov (16|M0)              r32.0<1>:f    r114.0<8;8,1>:f                 
(~f1.0) mov (16|M16)             r34.0<1>:f    r106.0<8;8,1>:f                 
(~f1.0) mov (16|M16)             r22.0<1>:f    r108.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r42.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r44.0<8;8,1>:ud 
(f1.0)  while (32|M0)                        L34728                                
L35496:
        endif (32|M0)                        L35512                                
L35512:
(W)     shl (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     2:w              
        mov (16|M0)              r118.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                  
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r60.0<8;8,1>:d   {Compacted}
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r58.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    r22.0<8;8,1>:f                  
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r10     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L36064                                
L35696:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(f1.0)  goto (32|M0)                         L36064                  L36064                
L36024:
        mov (16|M0)              r42.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r62.0<0;1,0>:f                  
        goto (32|M0)                         L36064                  L36112                
L36064:
        join (32|M0)                         L36112                                
L36080:
        mov (16|M0)              r42.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r34.0<1>:f    4.48416e-44:f                              
L36112:
        join (32|M0)                         L36112                                
L36128:
(W)     mov (8|M0)               r126.0<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r10.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r12.0<1>:f    -0.0:f                              
(W)     mov (16|M0)              r14.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.0<8;8,1>:w                 
(W)     mov (16|M16)             r16.0<1>:f    r30.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  31:w              
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x140:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x140:uw             
        mov (16|M0)              r32.0<1>:f    r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r110.0<1>:d   r[a0.0]<1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r42.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r34.0<8;8,1>:ud   0x1:uw             
        mov (16|M16)             r22.0<1>:f    r110.0<8;8,1>:f                 
(~f1.0) if (32|M0)                           L36488                  L37296                
L36448:
        mov (16|M0)              r36.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r48.0<8;8,1>:f                  
        else (32|M0)                         L37296                  L37296                
L36488:
        mov (16|M0)              r36.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r48.0<8;8,1>:f                  
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L36528:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r14.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r2.1<0;1,0>:d    32:w              
(W)     mov (16|M16)             r16.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r18.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     mov (16|M16)             r20.0<1>:f    r40.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x1C0:uw             
        mov (16|M0)              r110.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r108.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M16)             r106.0<1>:f   r108.0<8;8,1>:f                 
(W)     mov (16|M0)              r14.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r16.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r18.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r20.0<1>:f    r22.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r120.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r120.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x1C0:uw             
        mov (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r112.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M16)             r108.0<1>:f   r112.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:ud   r110.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:ud   r106.0<8;8,1>:ud
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(f1.0)  mov (16|M0)              r36.0<1>:f    r110.0<8;8,1>:f                 
(f1.0)  mov (16|M0)              r32.0<1>:f    r114.0<8;8,1>:f                 
(f1.0)  mov (16|M16)             r40.0<1>:f    r106.0<8;8,1>:f                 
(f1.0)  mov (16|M16)             r22.0<1>:f    r108.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r42.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r34.0<8;8,1>:ud 
(f1.0)  while (32|M0)                        L36528                                
L37296:
        endif (32|M0)                        L37312                                
L37312:
        mad (16|M0)              r124.0<1>:d   r60.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M16)             r122.0<1>:d   r58.0<8;1>:d      r8.4<0;0>:d       5:w              
        mov (16|M0)              r118.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r114.0<1>:f   r40.0<8;8,1>:f                  
        mov (16|M16)             r116.0<1>:f   r22.0<8;8,1>:f                  
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r114    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L37856                                
L37488:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(f1.0)  goto (32|M0)                         L37856                  L37856                
L37816:
        mov (16|M0)              r56.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r54.0<1>:f    r62.0<0;1,0>:f                  
        goto (32|M0)                         L37856                  L37904                
L37856:
        join (32|M0)                         L37904                                
L37872:
        mov (16|M0)              r56.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r54.0<1>:f    4.48416e-44:f                              
L37904:
        join (32|M0)                         L37904                                
L37920:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r56.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r54.0<8;8,1>:ud   0x1:uw             
(~f1.0) if (32|M0)                           L38032                  L39008                
L37968:
        mov (16|M0)              r36.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r30.0<8;8,1>:f                  
        else (32|M0)                         L39008                  L39008                
L38032:
        mov (16|M0)              r18.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M0)              r16.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r30.0<8;8,1>:f                  
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L38096:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r2.1<0;1,0>:d    32:w              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r44.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     mov (16|M16)             r46.0<1>:f    r48.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x500:uw             
        mov (16|M0)              r110.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r108.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M16)             r106.0<1>:f   r108.0<8;8,1>:f                 
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r44.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r46.0<1>:f    r20.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r120.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x500:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r120.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r112.0<1>:d   r[a0.0]<1,0>:d                  
        addc (8|M0)              r12.0<1>:ud   r18.0<8;8,1>:ud   r110.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M0)               r10.0<1>:ud   r16.0<8;8,1>:ud   r114.0<8;8,1>:ud {Compacted}
        mov (16|M16)             r108.0<1>:f   r112.0<8;8,1>:f                 
        add (8|M8)               r11.0<1>:ud   r17.0<8;8,1>:ud   r115.0<8;8,1>:ud {Compacted}
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r19.0<8;8,1>:ud   r111.0<8;8,1>:ud {AccWrEn,Compacted}
        add (8|M24)              r15.0<1>:ud   r21.0<8;8,1>:ud   r109.0<8;8,1>:ud
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r56.0<8;8,1>:ud 
        add (8|M0)               r10.0<1>:ud   r14.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r40.0<1>:ud   r48.0<8;8,1>:ud   r106.0<8;8,1>:ud {AccWrEn}
        add (8|M16)              r14.0<1>:ud   r20.0<8;8,1>:ud   r108.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r54.0<8;8,1>:ud 
        mov (16|M0)              r36.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        add (8|M8)               r11.0<1>:ud   r126.0<8;8,1>:ud  r11.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r124.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r41.0<1>:ud   r49.0<8;8,1>:ud   r107.0<8;8,1>:ud {AccWrEn}
        mov (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (8|M24)              r122.0<1>:ud  acc0.0<8;8,1>:ud                
        add (8|M16)              r14.0<1>:ud   r124.0<8;8,1>:ud  r14.0<8;8,1>:ud 
        mov (16|M16)             r34.0<1>:f    r40.0<8;8,1>:f                  
        add (8|M24)              r15.0<1>:ud   r122.0<8;8,1>:ud  r15.0<8;8,1>:ud 
        mov (16|M16)             r22.0<1>:f    r14.0<8;8,1>:f                  
(~f1.0) break (32|M0)                        L38992                  L38992                
L38944:
        mov (16|M0)              r18.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r40.0<8;8,1>:f                  
        mov (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f                  
L38992:
        while (32|M0)                        L38096                                
L39008:
        endif (32|M0)                        L39024                                
L39024:
        mad (16|M0)              r124.0<1>:d   r60.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r122.0<1>:d   r58.0<8;1>:d      r8.4<0;0>:d       6:w              
        mov (16|M0)              r118.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r114.0<1>:f   r34.0<8;8,1>:f                  
        mov (16|M16)             r116.0<1>:f   r22.0<8;8,1>:f                  
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r114    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L39568                                
L39200:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(f1.0)  goto (32|M0)                         L39568                  L39568                
L39528:
        mov (16|M0)              r42.0<1>:f    r62.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r62.0<0;1,0>:f                  
        goto (32|M0)                         L39568                  L39616                
L39568:
        join (32|M0)                         L39616                                
L39584:
        mov (16|M0)              r42.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r40.0<1>:f    4.48416e-44:f                              
L39616:
        join (32|M0)                         L39616                                
L39632:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r42.0<8;8,1>:ud   0x1:uw             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r40.0<8;8,1>:ud   0x1:uw             
(~f1.0) if (32|M0)                           L39744                  L40576                
L39680:
        mov (16|M0)              r36.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r30.0<8;8,1>:f                  
        else (32|M0)                         L40576                  L40576                
L39744:
        mov (16|M0)              r36.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r30.0<8;8,1>:f                  
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L39808:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r14.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (1|M0)               r126.0<1>:d   -r2.1<0;1,0>:d    32:w              
(W)     mov (16|M16)             r16.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r18.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     mov (16|M16)             r20.0<1>:f    r34.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x1C0:uw             
        mov (16|M0)              r110.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r108.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M16)             r106.0<1>:f   r108.0<8;8,1>:f                 
(W)     mov (16|M0)              r14.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r16.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r18.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r20.0<1>:f    r22.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r120.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r120.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x1C0:uw             
        mov (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r112.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M16)             r108.0<1>:f   r112.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:ud   r110.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r34.0<8;8,1>:ud   r106.0<8;8,1>:ud
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(~f1.0) mov (16|M0)              r36.0<1>:f    r110.0<8;8,1>:f                 
(~f1.0) mov (16|M0)              r32.0<1>:f    r114.0<8;8,1>:f                 
(~f1.0) mov (16|M16)             r34.0<1>:f    r106.0<8;8,1>:f                 
(~f1.0) mov (16|M16)             r22.0<1>:f    r108.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r42.0<8;8,1>:ud 
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r40.0<8;8,1>:ud 
(f1.0)  while (32|M0)                        L39808                                
L40576:
        endif (32|M0)                        L40592                                
L40592:
        mad (16|M0)              r124.0<1>:d   r60.0<8;1>:d      r8.4<0;0>:d       7:w              
        mad (16|M16)             r122.0<1>:d   r58.0<8;1>:d      r8.4<0;0>:d       7:w              
        mov (16|M0)              r118.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        mov (16|M16)             r114.0<1>:f   r34.0<8;8,1>:f                  
        mov (16|M16)             r116.0<1>:f   r22.0<8;8,1>:f                  
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r114    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}
(W&f0.0) jmpi                                L41136                                
L40768:
        mul (16|M0)              r124.0<1>:d   r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r120.0<1>:d   r9.1<0;1,0>:d     r6.0<16;16,1>:uw
(W)     add (1|M0)               r126.0<1>:d   r2.0<0;1,0>:d     31:w              
        add (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   r3.0<16;16,1>:uw
        add (16|M16)             r118.0<1>:d   r120.0<8;8,1>:d   r4.0<16;16,1>:uw
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  5:w              
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r122.0<2;1,0>:uw
(W)     add (1|M0)               r124.0<1>:d   r125.0<0;1,0>:d   -1:w              
        mach (8|M0)              r122.0<1>:d   r9.0<0;1,0>:d     r122.0<8;8,1>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M8)              r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r118.0<2;1,0>:uw
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r118.0<1>:d   r9.0<0;1,0>:d     r118.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r119.0<2;1,0>:uw
        shr (16|M0)              r122.0<1>:d   r122.0<8;8,1>:ud  5:w              
        mach (8|M24)             r119.0<1>:d   r9.0<0;1,0>:d     r119.0<8;8,1>:d 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  r124.0<0;1,0>:ud
        add (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d  
        shr (16|M16)             r118.0<1>:d   r118.0<8;8,1>:ud  5:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:ud  r124.0<0;1,0>:ud
(f1.0)  goto (32|M0)                         L41136                  L41136                
L41096:
        mov (16|M0)              r4.0<1>:f     r62.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r2.0<1>:f     r62.0<0;1,0>:f                  
        goto (32|M0)                         L41136                  L41184                
L41136:
        join (32|M0)                         L41184                                
L41152:
        mov (16|M0)              r4.0<1>:f     4.48416e-44:f                              
        mov (16|M16)             r2.0<1>:f     4.48416e-44:f                              
L41184:
        join (32|M0)                         L41184                                
L41200:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x1:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x1:uw             
(~f0.0) if (32|M0)                           L41312                  L42144                
L41248:
        mov (16|M0)              r36.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r30.0<8;8,1>:f                  
        else (32|M0)                         L42144                  L42144                
L41312:
        mov (16|M0)              r36.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r30.0<8;8,1>:f                  
(W)     mov (1|M0)               r8.0<1>:f     1.4013e-45:f                              
L41376:
(W)     mov (8|M0)               r126.8<1>:w   0x76543210:v                              
(W)     mov (16|M0)              r14.0<1>:f    0.0:f                              
(W)     add (1|M0)               r126.0<1>:d   -r8.0<0;1,0>:d    32:w              
(W)     mov (16|M16)             r16.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r18.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
(W)     mov (16|M16)             r20.0<1>:f    r34.0<8;8,1>:f                  
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r120.0<1>:ud  r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r116.0<1>:ud  r120.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r118.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r116.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r118.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x1C0:uw             
        mov (16|M0)              r110.0<1>:f   r112.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r108.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r124.0<1>:ud  r126.8<8;8,1>:w                 
        mov (16|M16)             r106.0<1>:f   r108.0<8;8,1>:f                 
(W)     mov (16|M0)              r14.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r16.0<1>:f    -0.0:f                              
(W)     add (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M0)              r18.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r20.0<1>:f    r22.0<8;8,1>:f                  
(W)     add (16|M0)              r10.0<1>:ud   r124.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              r122.0<1>:ud  r124.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r118.0<1>:ud  r10.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r120.0<1>:ud  r122.0<8;8,1>:ud  r126.0<0;1,0>:d 
(W)     add (16|M0)              a0.0<1>:uw    r118.0<2;1,0>:uw  0x1C0:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r120.0<8;8,1>:ud  0x2:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x1C0:uw             
        mov (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r112.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M16)             r108.0<1>:f   r112.0<8;8,1>:f                 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:ud   r110.0<8;8,1>:ud
        cmp (16|M16)  (lt)f1.0   null<1>:d     r34.0<8;8,1>:ud   r106.0<8;8,1>:ud
(W)     shl (1|M0)               r8.0<1>:d     r8.0<0;1,0>:d     1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
        cmp (16|M0)   (lt)f0.0   null<1>:d     r8.0<0;1,0>:ud    r4.0<8;8,1>:ud  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r8.0<0;1,0>:ud    r2.0<8;8,1>:ud  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r114.0<8;8,1>:d 
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r108.0<8;8,1>:d 
(f1.0)  mov (16|M0)              r36.0<1>:f    r110.0<8;8,1>:f                 
(f1.0)  mov (16|M0)              r32.0<1>:f    r114.0<8;8,1>:f                 
(f1.0)  mov (16|M16)             r34.0<1>:f    r106.0<8;8,1>:f                 
(f1.0)  mov (16|M16)             r22.0<1>:f    r108.0<8;8,1>:f                 
(f0.0)  while (32|M0)                        L41376                                
L42144:
        endif (32|M0)                        L42160                                
L42160:
(W)     shl (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     3:w              
        mov (16|M0)              r118.0<1>:f   r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r120.0<1>:f   r32.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                  
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r60.0<8;8,1>:d   {Compacted}
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r58.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    r22.0<8;8,1>:f                  
(W)     mov (8|M0)               r127.0<1>:f   r38.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   3:w              
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   3:w              
        sends (16|M0)            null:w   r124    r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r122    r10     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L42336:
