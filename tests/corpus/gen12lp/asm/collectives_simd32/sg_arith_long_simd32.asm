L0:
(W)     mov (8|M0)               r47.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r47.2<0;1,0>:uw  {@1}
        mov (16|M0)              r70.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r68.0<1>:d    r2.0<16;16,1>:uw                
(W)     mach (1|M0)              r8.0<1>:d     r9.3<0;1,0>:d     r47.1<0;1,0>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r9.0<0;1,0>:uw   {Compacted}
        add (16|M0)              r12.0<1>:d    r8.0<0;1,0>:d     r70.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r8.0<0;1,0>:d     r68.0<8;8,1>:d   {Compacted,@4}
        add (16|M0)              r74.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r72.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r82.0<1>:d    r74.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r80.0<1>:d    r72.0<8;8,1>:d    3:w               {Compacted,@2}
        send.dc1 (16|M0)         r50      r82     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M16)        r54      r80     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy
(W)     mach (1|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r9.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r9.4<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r2.0<1>:d     r10.0<0;1,0>:d    r9.2<0;1,0>:d    {Compacted}
(W)     and (1|M0)               r46.2<1>:d    r2.0<0;1,0>:d     31:w               {Compacted,@1}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r46.2<0;1,0>:d    0:w               {Compacted,@1}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r46.2<0;1,0>:d    0:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L560                  L560                
L288:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (32|M0)                         L560                  L2664                
L560:
        join (32|M0)                         L2664                                
L576:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) addc (1|M0)      r8.0<1>:ud    r50.1<0;1,0>:ud   r50.0<0;1,0>:ud  {AccWrEn,$0.dst}
(W&f0.0.any32h) add (1|M0)       r8.1<1>:ud    r52.1<0;1,0>:ud   r52.0<0;1,0>:ud 
(W&f0.0.any32h) mov (1|M0)       r10.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {AccWrEn,@3}
(W&f0.0.any32h) add (1|M0)       r8.1<1>:ud    r10.0<0;1,0>:ud   r8.1<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.1<0;1,0>:ud    r52.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r13.0<1>:ud   r11.0<0;1,0>:ud   r50.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.1<1>:ud   r9.6<0;1,0>:ud    r52.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r15.0<1>:ud   r13.0<0;1,0>:ud   r50.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.1<1>:ud   r14.0<0;1,0>:ud   r13.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r16.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.1<1>:ud   r13.1<0;1,0>:ud   r52.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r15.0<0;1,0>:ud   r50.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.1<1>:ud   r16.0<0;1,0>:ud   r15.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.1<0;1,0>:ud   r52.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r50.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r52.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r50.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r52.7<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r51.0<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r53.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r51.1<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r53.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r51.2<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r53.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r51.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r53.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r51.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r53.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r51.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r53.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r51.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r53.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r51.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r53.7<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r54.0<0;1,0>:ud  {AccWrEn,@4,$1.dst}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r56.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r54.1<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r56.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r54.2<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r56.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r54.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r56.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r54.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r56.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r54.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r56.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r54.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r56.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r54.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r56.7<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r55.0<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r57.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r55.1<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r57.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r55.2<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r57.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r55.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r57.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r55.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r57.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r55.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r57.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r55.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r57.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r55.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r57.7<0;1,0>:ud  {@2}
        mov (16|M0)              r66.0<1>:f    r14.0<0;1,0>:f                   {Compacted,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
        mov (16|M16)             r78.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r13.0<0;1,0>:f                   {Compacted,@3}
        mov (16|M16)             r76.0<1>:f    r13.0<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L2664                  L9088                
L2664:
        join (32|M0)                         L9088                                
L2680:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r46.2<0;1,0>:ud   0x10:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r46.2<0;1,0>:ud   0x10:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L4112                  L4112                
L2864:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    16:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    16:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (32|M0)                         L4112                  L4312                
L3048:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) addc (1|M0)      r8.0<1>:ud    r50.1<0;1,0>:ud   r50.0<0;1,0>:ud  {AccWrEn,$0.dst}
(W&f0.0.any32h) add (1|M0)       r8.1<1>:ud    r52.1<0;1,0>:ud   r52.0<0;1,0>:ud 
(W&f0.0.any32h) mov (1|M0)       r10.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {AccWrEn,@3}
(W&f0.0.any32h) add (1|M0)       r8.1<1>:ud    r10.0<0;1,0>:ud   r8.1<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.1<0;1,0>:ud    r52.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r13.0<1>:ud   r11.0<0;1,0>:ud   r50.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.1<1>:ud   r9.6<0;1,0>:ud    r52.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r15.0<1>:ud   r13.0<0;1,0>:ud   r50.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.1<1>:ud   r14.0<0;1,0>:ud   r13.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r16.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.1<1>:ud   r13.1<0;1,0>:ud   r52.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r15.0<0;1,0>:ud   r50.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.1<1>:ud   r16.0<0;1,0>:ud   r15.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.1<0;1,0>:ud   r52.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r50.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r52.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r50.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r52.7<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r51.0<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r53.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r51.1<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r53.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r51.2<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r53.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r51.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r53.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r16.0<1>:ud   r14.0<0;1,0>:ud   r51.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r13.0<0;1,0>:ud   r53.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r16.0<0;1,0>:ud   r51.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.0<1>:ud   r19.0<0;1,0>:ud   r15.0<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.0<0;1,0>:ud   r53.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r51.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r53.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r51.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r53.7<0;1,0>:ud  {@2}
        mov (16|M0)              r66.0<1>:f    r14.0<0;1,0>:f                   {Compacted,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
        mov (16|M16)             r78.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r13.0<0;1,0>:f                   {Compacted,@3}
        mov (16|M16)             r76.0<1>:f    r13.0<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L4112                  L9088                
L4112:
        join (32|M0)                         L4312                                
L4128:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    8:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    8:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L4312                  L8536                
L4312:
        join (32|M0)                         L8536                                
L4328:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W&f0.0) mov (8|M0)              r10.0<1>:w    0x76543210:v                              
(W&f0.0) mov (8|M16)             r11.0<1>:w    0x76543210:v                              
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W&f0.0) add (8|M16)             r11.8<1>:w    r11.0<8;8,1>:w    8:w               {@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r50.0<8;8,1>:f                   {$0.dst}
(W&f0.0) mov (16|M16)            r64.0<1>:f    r54.0<8;8,1>:f                   {$1.dst}
(W&f0.0) add (8|M0)              r10.8<1>:w    r10.0<8;8,1>:w    8:w              
(W&f0.0) add (16|M16)            r11.0<1>:w    r11.0<16;16,1>:w  16:w              
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r52.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r56.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (eq)f1.0   null<1>:w     r10.0<16;16,1>:w  0:w               {@1}
        cmp (16|M16)  (eq)f1.0   null<1>:w     r11.0<16;16,1>:w  0:w              
(~f1.0) sel (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r14.0<1>:d    r28.0<8;8,1>:d    0:w               {@5}
        addc (8|M0)              r18.0<1>:ud   r36.0<8;8,1>:ud   r50.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
        add (8|M0)               r24.0<1>:ud   r14.0<8;8,1>:ud   r52.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mov (8|M0)              r14.0<1>:ud   r10.0<8;8,1>:w                  
        addc (8|M8)              r19.0<1>:ud   r37.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@7}
(~f1.0) sel (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    0:w              
        add (8|M8)               r25.0<1>:ud   r15.0<8;8,1>:ud   r53.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) add (8|M0)              r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw              {@6}
(~f1.0) sel (16|M16)             r16.0<1>:d    r34.0<8;8,1>:d    0:w               {@5}
        addc (8|M16)             r26.0<1>:ud   r12.0<8;8,1>:ud   r54.0<8;8,1>:ud  {AccWrEn,@5}
        add (8|M8)               r25.0<1>:ud   r22.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted,@4}
(W&f0.0) add (16|M0)             r22.0<1>:ud   r14.0<8;8,1>:ud   30:w               {@4}
        add (8|M16)              r28.0<1>:ud   r16.0<8;8,1>:ud   r56.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r24.0<1>:ud   r20.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r28.0<1>:ud   r30.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@2}
(W&f0.0) shl (16|M0)             r30.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@5}
(W&f0.0) add (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud   0x10:uw             
        addc (8|M24)             r27.0<1>:ud   r13.0<8;8,1>:ud   r55.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r30.0<2;1,0>:uw   0x740:uw              {@3}
(W&f0.0) add (16|M16)            r12.0<1>:ud   r20.0<8;8,1>:ud   30:w               {@3}
        add (8|M24)              r29.0<1>:ud   r17.0<8;8,1>:ud   r57.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r18.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r26.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@7}
        add (8|M24)              r29.0<1>:ud   r32.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@6}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@3}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r16.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r14.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r38.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud   30:w               {@2}
(W&f0.0) add (16|M0)             r12.0<1>:ud   r14.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r30.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r22.0<1>:ud   r12.0<8;8,1>:ud   30:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r30.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r24.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r28.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r16.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r16.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r36.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x2:uw             {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x2:uw            
(~f1.0) sel (16|M0)              r12.0<1>:d    r36.0<8;8,1>:d    0:w               {@4}
(~f1.0) sel (16|M0)              r44.0<1>:d    r34.0<8;8,1>:d    0:w              
        add (8|M0)               r32.0<1>:ud   r12.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted,@2}
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                  
        add (8|M8)               r33.0<1>:ud   r13.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted}
        addc (8|M0)              r22.0<1>:ud   r44.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@3}
        mov (8|M0)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r23.0<1>:ud   r45.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M0)             r18.0<1>:ud   r12.0<8;8,1>:ud   28:w               {@3}
(~f1.0) sel (16|M16)             r14.0<1>:d    r38.0<8;8,1>:d    0:w              
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) shl (16|M0)             r24.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@3}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        addc (8|M16)             r34.0<1>:ud   r14.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,@4}
        add (8|M8)               r33.0<1>:ud   r16.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted,@4}
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r24.0<2;1,0>:uw   0x740:uw              {@5}
(~f1.0) sel (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    0:w               {@5}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r35.0<1>:ud   r15.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M16)            r14.0<1>:ud   r16.0<8;8,1>:ud   28:w               {@5}
        add (8|M16)              r36.0<1>:ud   r20.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@4}
        add (8|M24)              r37.0<1>:ud   r21.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
        add (8|M0)               r32.0<1>:ud   r30.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r22.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r34.0<8;8,1>:f                   {@7}
        add (8|M16)              r36.0<1>:ud   r38.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@7}
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@7}
        add (8|M24)              r37.0<1>:ud   r40.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted,@7}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r30.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r38.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   28:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r24.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   28:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r24.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r32.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r36.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r30.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x4:uw             {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x4:uw            
(~f1.0) sel (16|M0)              r14.0<1>:d    r30.0<8;8,1>:d    0:w               {@4}
(~f1.0) sel (16|M0)              r44.0<1>:d    r28.0<8;8,1>:d    0:w              
        add (8|M0)               r26.0<1>:ud   r14.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@2}
(W&f0.0) mov (8|M0)              r14.0<1>:ud   r10.0<8;8,1>:w                  
        add (8|M8)               r27.0<1>:ud   r15.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted}
        addc (8|M0)              r18.0<1>:ud   r44.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
(W&f0.0) add (8|M0)              r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw              {@3}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r19.0<1>:ud   r45.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M0)             r22.0<1>:ud   r14.0<8;8,1>:ud   24:w               {@3}
(~f1.0) sel (16|M16)             r12.0<1>:d    r38.0<8;8,1>:d    0:w              
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r26.0<1>:ud   r24.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@5}
(W&f0.0) shl (16|M0)             r24.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        addc (8|M16)             r28.0<1>:ud   r12.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,@5}
        add (8|M8)               r27.0<1>:ud   r20.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted,@5}
(W&f0.0) add (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r24.0<2;1,0>:uw   0x740:uw              {@5}
(~f1.0) sel (16|M16)             r16.0<1>:d    r42.0<8;8,1>:d    0:w               {@5}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r29.0<1>:ud   r13.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M16)            r12.0<1>:ud   r20.0<8;8,1>:ud   24:w               {@5}
        add (8|M16)              r30.0<1>:ud   r16.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@4}
        add (8|M24)              r31.0<1>:ud   r17.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r18.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r28.0<8;8,1>:f                   {@7}
        add (8|M16)              r30.0<1>:ud   r38.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@7}
(W&f0.0) shl (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@7}
        add (8|M24)              r31.0<1>:ud   r40.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted,@7}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r16.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r14.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r38.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud   24:w               {@2}
(W&f0.0) add (16|M0)             r12.0<1>:ud   r14.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r24.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r22.0<1>:ud   r12.0<8;8,1>:ud   24:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r24.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r26.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r30.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r16.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r16.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r36.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x8:uw             {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x8:uw            
(~f1.0) sel (16|M0)              r12.0<1>:d    r36.0<8;8,1>:d    0:w               {@4}
(~f1.0) sel (16|M0)              r44.0<1>:d    r34.0<8;8,1>:d    0:w              
        add (8|M0)               r32.0<1>:ud   r12.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@2}
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                  
        add (8|M8)               r33.0<1>:ud   r13.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted}
        addc (8|M0)              r22.0<1>:ud   r44.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@3}
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r23.0<1>:ud   r45.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M0)             r18.0<1>:ud   r12.0<8;8,1>:ud   16:w               {@3}
(~f1.0) sel (16|M16)             r14.0<1>:d    r38.0<8;8,1>:d    0:w              
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r32.0<1>:ud   r24.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@5}
(W&f0.0) shl (16|M0)             r24.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        addc (8|M16)             r34.0<1>:ud   r14.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,@5}
        add (8|M8)               r33.0<1>:ud   r16.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted,@5}
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r24.0<2;1,0>:uw   0x740:uw              {@5}
(~f1.0) sel (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    0:w               {@5}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r35.0<1>:ud   r15.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) add (16|M16)            r14.0<1>:ud   r16.0<8;8,1>:ud   16:w               {@5}
        add (8|M16)              r36.0<1>:ud   r20.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@4}
        add (8|M24)              r37.0<1>:ud   r21.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r22.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r34.0<8;8,1>:f                   {@7}
        add (8|M16)              r36.0<1>:ud   r38.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@7}
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@7}
        add (8|M24)              r37.0<1>:ud   r40.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted,@7}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r30.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r8.0<1>:w     0x76543210:v                               {@1}
        mov (16|M16)             r38.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r8.0<8;8,1>:w                    {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   16:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   16:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r32.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r36.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r24.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r24.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r30.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x10:uw             {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x10:uw            
(~f1.0) sel (16|M0)              r44.0<1>:d    r28.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r14.0<1>:d    r30.0<8;8,1>:d    0:w               {@5}
        addc (8|M0)              r18.0<1>:ud   r44.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
(W&f0.0) add (1|M0)              r8.0<1>:d     r46.2<0;1,0>:d    -1:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r38.0<8;8,1>:d    0:w              
        add (8|M0)               r26.0<1>:ud   r14.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@4}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r19.0<1>:ud   r45.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@7}
        add (8|M0)               r26.0<1>:ud   r20.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) shl (1|M0)              r20.0<1>:uw   r8.0<0;1,0>:uw    0x2:uw              {@7}
        addc (8|M16)             r10.0<1>:ud   r12.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,@7}
(~f1.0) sel (16|M16)             r16.0<1>:d    r42.0<8;8,1>:d    0:w               {@5}
(W&f0.0) add (1|M0)              a0.0<1>:uw    r20.0<0;1,0>:uw   0x740:uw              {@3}
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r11.0<1>:ud   r13.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r27.0<1>:ud   r15.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r30.0<1>:ud   r16.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@5}
        add (8|M24)              r31.0<1>:ud   r17.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r58.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r60.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@6}
        add (8|M8)               r27.0<1>:ud   r24.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted,@6}
        add (8|M16)              r30.0<1>:ud   r28.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@6}
        add (8|M24)              r31.0<1>:ud   r38.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted,@5}
(W&f0.0) mov (1|M0)              r9.6<1>:d     r[a0.0]<0;1,0>:d                 {@4}
(W&f0.0) add (1|M16)             a0.0<1>:uw    r20.0<0;1,0>:uw   0x740:uw              {@1}
(W&f0.0) mov (1|M16)             r9.6<1>:d     r[a0.0]<0;1,0>:d                
(W&f0.0) add (1|M0)              a0.0<1>:uw    r20.0<0;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r58.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r60.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@6}
(W&f0.0) mov (1|M0)              r9.7<1>:d     r[a0.0]<0;1,0>:d                 {@1}
(W&f0.0) add (1|M16)             a0.0<1>:uw    r20.0<0;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r66.0<1>:f    r9.6<0;1,0>:f                    {Compacted,@6}
        mov (16|M16)             r78.0<1>:f    r9.6<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r76.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
        goto (32|M0)                         L8536                  L9088                 {@1}
L8536:
        join (32|M0)                         L9088                                
L8552:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) addc (1|M0)      r8.0<1>:ud    r50.1<0;1,0>:ud   r50.0<0;1,0>:ud  {AccWrEn,$0.dst}
(W&f0.0.any32h) add (1|M0)       r8.1<1>:ud    r52.1<0;1,0>:ud   r52.0<0;1,0>:ud 
(W&f0.0.any32h) mov (1|M0)       r10.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {AccWrEn,@3}
(W&f0.0.any32h) add (1|M0)       r8.1<1>:ud    r10.0<0;1,0>:ud   r8.1<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.1<0;1,0>:ud    r52.2<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r13.0<1>:ud   r11.0<0;1,0>:ud   r50.3<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r14.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.1<1>:ud   r9.6<0;1,0>:ud    r52.3<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r15.0<1>:ud   r13.0<0;1,0>:ud   r50.4<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r13.1<1>:ud   r14.0<0;1,0>:ud   r13.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r16.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r15.1<1>:ud   r13.1<0;1,0>:ud   r52.4<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r10.0<1>:ud   r15.0<0;1,0>:ud   r50.5<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r15.1<1>:ud   r16.0<0;1,0>:ud   r15.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r15.1<0;1,0>:ud   r52.5<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   r50.6<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r8.0<1>:ud    r17.0<0;1,0>:ud   r8.0<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r8.0<0;1,0>:ud    r52.6<0;1,0>:ud  {@2}
(W&f0.0.any32h) addc (1|M0)      r14.0<1>:ud   r11.0<0;1,0>:ud   r50.7<0;1,0>:ud  {AccWrEn,@4}
(W&f0.0.any32h) add (1|M0)       r9.6<1>:ud    r12.0<0;1,0>:ud   r9.6<0;1,0>:ud   {@2}
(W&f0.0.any32h) mov (1|M0)       r18.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r9.6<0;1,0>:ud    r52.7<0;1,0>:ud  {@2}
        mov (16|M0)              r66.0<1>:f    r14.0<0;1,0>:f                   {Compacted,@4}
(W&f0.0.any32h) add (1|M0)       r13.0<1>:ud   r18.0<0;1,0>:ud   r13.0<0;1,0>:ud  {@2}
        mov (16|M16)             r78.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r44.0<1>:f    r13.0<0;1,0>:f                   {Compacted,@2}
        mov (16|M16)             r76.0<1>:f    r13.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
L9088:
        join (32|M0)                         L9104                                
L9104:
        mov (16|M0)              r10.0<1>:f    r66.0<0;1,0>:f                   {Compacted,@7}
        mov (16|M0)              r12.0<1>:f    r44.0<0;1,0>:f                   {Compacted,@5}
        mov (16|M16)             r14.0<1>:f    r66.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:f    r44.0<0;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         null     r82     r10     0x100            0x04025C01           {@3,$2} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r80     r14     0x100            0x04025C01           {@1,$3} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L9472                  L9472                
L9200:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$2.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw {$3.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (32|M0)                         L9472                  L22504                
L9472:
        join (32|M0)                         L22504                                
L9488:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r55.6<0;1,0>:ud   r55.7<0;1,0>:ud  {$1.dst}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r55.6<0;1,0>:ud   r55.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r55.6<0;1,0>:d    r55.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r55.5<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r57.5<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r55.4<0;1,0>:d    r9.6<0;1,0>:d    {$2.src}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r57.4<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r55.3<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r57.3<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r55.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r57.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r55.1<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r57.1<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r55.0<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r57.0<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r54.7<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r56.7<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r54.6<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r56.6<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r54.5<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r56.5<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r54.4<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r56.4<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r54.3<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r56.3<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r54.2<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r56.2<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r54.1<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r56.1<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r54.0<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r56.0<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.7<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.7<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r51.6<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r53.6<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r51.5<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r53.5<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.4<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.4<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r51.3<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r53.3<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r51.2<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r53.2<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.1<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.1<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r51.0<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r53.0<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.7<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.7<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.6<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.6<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.5<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.5<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.4<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.4<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.3<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.3<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.1<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.1<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.0<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r66.0<1>:f    r8.0<0;1,0>:f                    {Compacted,@2}
        mov (16|M16)             r78.0<1>:f    r8.0<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.0<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r8.1<0;1,0>:f                    {Compacted,@3}
        mov (16|M16)             r76.0<1>:f    r8.1<0;1,0>:f                    {Compacted}
        goto (32|M0)                         L22504                  L36624                
L22504:
        join (32|M0)                         L36624                                
L22520:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r46.2<0;1,0>:ud   0x10:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r46.2<0;1,0>:ud   0x10:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L29248                  L29248                
L22704:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    16:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    16:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (32|M0)                         L29248                  L29448                
L22888:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r51.6<0;1,0>:ud   r51.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r51.6<0;1,0>:ud   r51.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.6<0;1,0>:d    r51.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r51.5<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r53.5<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r51.4<0;1,0>:d    r9.6<0;1,0>:d    {$2.src}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r53.4<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.3<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.3<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r51.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r53.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r51.1<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r53.1<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.0<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.0<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.7<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.7<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.6<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.6<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.5<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.5<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.4<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.4<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.3<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.3<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.2<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.2<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.1<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.1<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.0<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r66.0<1>:f    r10.0<0;1,0>:f                   {Compacted,@2}
        mov (16|M16)             r78.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.0<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r10.1<0;1,0>:f                   {Compacted,@3}
        mov (16|M16)             r76.0<1>:f    r10.1<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L29248                  L36624                
L29248:
        join (32|M0)                         L29448                                
L29264:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    8:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    8:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L29448                  L33592                
L29448:
        join (32|M0)                         L33592                                
L29464:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W&f0.0) mov (8|M0)              r10.0<1>:w    0x76543210:v                               {$2.src}
(W&f0.0) mov (8|M16)             r11.0<1>:w    0x76543210:v                              
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W&f0.0) add (8|M16)             r11.8<1>:w    r11.0<8;8,1>:w    8:w               {@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -qnan(0x3FFFFF):f                              
        sync.nop                             null                             {Compacted,$3.src}
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r50.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r54.0<8;8,1>:f                   {$1.dst}
(W&f0.0) add (8|M0)              r10.8<1>:w    r10.0<8;8,1>:w    8:w              
(W&f0.0) add (16|M16)            r11.0<1>:w    r11.0<16;16,1>:w  16:w              
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r52.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r56.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (eq)f1.0   null<1>:w     r11.0<16;16,1>:w  0:w               {@1}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
(~f1.0) sel (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    -1:w              
        cmp (16|M0)   (eq)f1.0   null<1>:w     r10.0<16;16,1>:w  0:w              
(~f1.0) sel (16|M16)             r16.0<1>:d    r34.0<8;8,1>:d    2147483647:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r54.0<8;8,1>:ud   r12.0<8;8,1>:ud  {@3}
(~f1.0) sel (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    -1:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r56.0<8;8,1>:d    r16.0<8;8,1>:d   {@3}
(~f1.0) sel (16|M0)              r14.0<1>:d    r28.0<8;8,1>:d    2147483647:d               {@7}
(W&f0.0) mov (8|M0)              r26.0<1>:ud   r10.0<8;8,1>:w                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r50.0<8;8,1>:ud   r36.0<8;8,1>:ud  {@4}
(W&f0.0) add (8|M0)              r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw              {@2}
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r56.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r52.0<8;8,1>:d    r14.0<8;8,1>:d   {@5}
(W&f0.0) add (16|M0)             r30.0<1>:ud   r26.0<8;8,1>:ud   30:w               {@3}
(f1.0)  sel (16|M16)             r20.0<1>:d    r54.0<8;8,1>:d    r12.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r12.0<1>:ud   r30.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M0)             r28.0<1>:ud   r26.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    r14.0<8;8,1>:d  
(W&f0.0) add (16|M0)             a0.0<1>:uw    r12.0<2;1,0>:uw   0x740:uw              {@3}
(W&f0.0) add (16|M16)            r32.0<1>:ud   r28.0<8;8,1>:ud   30:w               {@3}
(f1.0)  sel (16|M0)              r18.0<1>:d    r50.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  sel (16|M16)             r24.0<1>:d    r56.0<8;8,1>:d    r16.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r20.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r22.0<1>:d    r52.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r18.0<8;8,1>:f                   {@6}
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r34.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r26.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r38.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) add (16|M0)             r12.0<1>:ud   r26.0<8;8,1>:ud   30:w               {@2}
(W&f0.0) add (16|M0)             r28.0<1>:ud   r26.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r30.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r16.0<1>:ud   r28.0<8;8,1>:ud   30:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r30.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r22.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r24.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r36.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x2:uw             {@1}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x2:uw            
(~f1.0) sel (16|M16)             r26.0<1>:d    r38.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r42.0<8;8,1>:d    2147483647:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r44.0<1>:d    r34.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M0)              r28.0<1>:d    r36.0<8;8,1>:d    2147483647:d               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    r12.0<8;8,1>:d   {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r18.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@3}
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r24.0<8;8,1>:d    r12.0<8;8,1>:d  
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r28.0<8;8,1>:d   {@6}
(W&f0.0) add (16|M0)             r38.0<1>:ud   r34.0<8;8,1>:ud   28:w               {@2}
(f1.0)  sel (16|M16)             r16.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r28.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@3}
(W&f0.0) add (16|M0)             r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(f1.0)  sel (16|M0)              r14.0<1>:d    r18.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r36.0<8;8,1>:ud   28:w               {@3}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  sel (16|M16)             r32.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r16.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r30.0<1>:d    r22.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r14.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) add (16|M0)             r20.0<1>:ud   r34.0<8;8,1>:ud   28:w               {@2}
(W&f0.0) add (16|M0)             r18.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r36.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r12.0<1>:ud   r18.0<8;8,1>:ud   28:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r36.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r30.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r32.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x4:uw             {@1}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x4:uw            
(~f1.0) sel (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    2147483647:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r34.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r44.0<1>:d    r24.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M0)              r18.0<1>:d    r38.0<8;8,1>:d    2147483647:d               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r20.0<8;8,1>:d   {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@3}
(W&f0.0) mov (8|M0)              r28.0<1>:ud   r10.0<8;8,1>:w                  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r20.0<8;8,1>:d  
(W&f0.0) add (8|M0)              r29.0<1>:ud   r28.0<8;8,1>:ud   0x8:uw              {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d   {@6}
(W&f0.0) add (16|M0)             r38.0<1>:ud   r28.0<8;8,1>:ud   24:w               {@2}
(f1.0)  sel (16|M16)             r22.0<1>:d    r16.0<8;8,1>:d    r34.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r16.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@3}
(W&f0.0) add (16|M0)             r36.0<1>:ud   r28.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r16.0<2;1,0>:uw   0x740:uw              {@2}
(f1.0)  sel (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(W&f0.0) add (16|M16)            r14.0<1>:ud   r36.0<8;8,1>:ud   24:w               {@3}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  sel (16|M16)             r26.0<1>:d    r32.0<8;8,1>:d    r20.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r22.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r24.0<1>:d    r30.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r12.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r20.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r18.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r30.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r28.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r29.0<1>:ud   r28.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r28.0<8;8,1>:ud   24:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r28.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r36.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r20.0<1>:ud   r14.0<8;8,1>:ud   24:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r36.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r24.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r26.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r18.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r18.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x8:uw             {@1}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x8:uw            
(~f1.0) sel (16|M16)             r28.0<1>:d    r34.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r16.0<1>:d    r42.0<8;8,1>:d    2147483647:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:ud   r28.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r44.0<1>:d    r30.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M0)              r14.0<1>:d    r38.0<8;8,1>:d    2147483647:d               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r26.0<8;8,1>:d    r16.0<8;8,1>:d   {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@3}
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    r16.0<8;8,1>:d  
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    r14.0<8;8,1>:d   {@6}
(W&f0.0) add (16|M0)             r38.0<1>:ud   r34.0<8;8,1>:ud   16:w               {@2}
(f1.0)  sel (16|M16)             r20.0<1>:d    r22.0<8;8,1>:d    r28.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:d    r14.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@3}
(W&f0.0) add (16|M0)             r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@2}
(f1.0)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(W&f0.0) add (16|M16)            r12.0<1>:ud   r36.0<8;8,1>:ud   16:w               {@3}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    -qnan(0x3FFFFF):f                              
(f1.0)  sel (16|M16)             r32.0<1>:d    r26.0<8;8,1>:d    r16.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r20.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r30.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r18.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) add (16|M0)             r22.0<1>:ud   r34.0<8;8,1>:ud   16:w               {@2}
(W&f0.0) add (16|M0)             r12.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r36.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r16.0<1>:ud   r12.0<8;8,1>:ud   16:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r36.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    qnan(0x3FFFFF):f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r30.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r32.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x10:uw             {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x10:uw            
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@3}
(~f1.0) sel (16|M0)              r44.0<1>:d    r24.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    -1:w              
(~f1.0) sel (16|M0)              r12.0<1>:d    r38.0<8;8,1>:d    2147483647:d               {@7}
(~f1.0) sel (16|M16)             r22.0<1>:d    r42.0<8;8,1>:d    2147483647:d               {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r18.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@4}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:ud   r34.0<8;8,1>:ud  {@4}
(W&f0.0) add (1|M0)              r8.0<1>:d     r46.2<0;1,0>:d    -1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r12.0<8;8,1>:d   {@5}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r22.0<8;8,1>:d   {@5}
(W&f0.0) shl (1|M0)              r10.0<1>:uw   r8.0<0;1,0>:uw    0x2:uw              {@3}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r12.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r22.0<8;8,1>:d  
(W&f0.0) add (1|M0)              a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@3}
(f1.0)  sel (16|M0)              r58.0<1>:d    r18.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r60.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d  
(W&f0.0) mov (1|M0)              r9.6<1>:d     r[a0.0]<0;1,0>:d                 {@1}
(W&f0.0) add (1|M16)             a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@1}
(W&f0.0) mov (1|M16)             r9.6<1>:d     r[a0.0]<0;1,0>:d                
(W&f0.0) add (1|M0)              a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@1}
(f1.0)  sel (16|M0)              r58.0<1>:d    r30.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r60.0<1>:d    r32.0<8;8,1>:d    r22.0<8;8,1>:d  
(W&f0.0) mov (1|M0)              r9.7<1>:d     r[a0.0]<0;1,0>:d                 {@1}
(W&f0.0) add (1|M16)             a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r66.0<1>:f    r9.6<0;1,0>:f                    {Compacted,@6}
        mov (16|M16)             r78.0<1>:f    r9.6<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r76.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
        goto (32|M0)                         L33592                  L36624                 {@1}
L33592:
        join (32|M0)                         L36624                                
L33608:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r50.6<0;1,0>:ud   r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r50.6<0;1,0>:ud   r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.6<0;1,0>:d    r50.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.5<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.5<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.4<0;1,0>:d    r9.6<0;1,0>:d    {$2.src}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.4<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.3<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.3<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r50.2<0;1,0>:d    r8.0<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r52.2<0;1,0>:d    r8.1<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r50.1<0;1,0>:d    r9.6<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r52.1<0;1,0>:d    r9.7<0;1,0>:d   
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.0<0;1,0>:d    r10.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r66.0<1>:f    r8.0<0;1,0>:f                    {Compacted,@2}
        mov (16|M16)             r78.0<1>:f    r8.0<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.0<0;1,0>:d    r10.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r44.0<1>:f    r8.1<0;1,0>:f                    {Compacted,@2}
        mov (16|M16)             r76.0<1>:f    r8.1<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
L36624:
        join (32|M0)                         L36640                                
L36640:
        add (16|M0)              r10.0<1>:d    r8.4<0;1,0>:d     r74.0<8;8,1>:d   {Compacted,$2.src}
        add (16|M16)             r12.0<1>:d    r8.4<0;1,0>:d     r72.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r14.0<1>:f    r66.0<0;1,0>:f                   {Compacted,$3.src}
        mov (16|M0)              r16.0<1>:f    r44.0<0;1,0>:f                   {Compacted,@7}
        mov (16|M16)             r18.0<1>:f    r66.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r44.0<0;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@3,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$5} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L37048                  L37048                
L36768:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$4.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (32|M0)                         L37048                  L50080                
L37048:
        join (32|M0)                         L50080                                
L37064:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r55.6<0;1,0>:ud   r55.7<0;1,0>:ud  {$1.dst}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r55.6<0;1,0>:ud   r55.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r57.6<0;1,0>:d    r57.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r55.7<0;1,0>:d    r55.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r57.7<0;1,0>:d    r57.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r55.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r57.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r55.4<0;1,0>:d   {$4.src}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r57.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r55.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r57.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r55.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r55.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r57.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r55.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r55.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r57.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r55.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r55.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r57.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r54.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r56.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r54.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r56.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r54.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r56.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r54.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r56.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r54.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r56.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r54.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r54.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r56.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r54.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r54.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r56.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r54.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r54.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r56.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r51.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r51.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r51.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r51.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r51.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r51.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r51.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r51.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r66.0<1>:f    r8.0<0;1,0>:f                    {Compacted,@2}
        mov (16|M16)             r78.0<1>:f    r8.0<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r8.1<0;1,0>:f                    {Compacted,@3}
        mov (16|M16)             r76.0<1>:f    r8.1<0;1,0>:f                    {Compacted}
        goto (32|M0)                         L50080                  L64200                
L50080:
        join (32|M0)                         L64200                                
L50096:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r46.2<0;1,0>:ud   0x10:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r46.2<0;1,0>:ud   0x10:uw             
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L56824                  L56824                
L50280:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    16:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    16:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) goto (32|M0)                         L56824                  L57024                
L50464:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r51.6<0;1,0>:ud   r51.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r51.6<0;1,0>:ud   r51.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r53.6<0;1,0>:d    r53.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r51.7<0;1,0>:d    r51.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r53.7<0;1,0>:d    r53.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r51.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r53.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r51.4<0;1,0>:d   {$4.src}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r53.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r51.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r53.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r51.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r51.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r53.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r51.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r51.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r53.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r51.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r51.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r53.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.7<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.6<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.6<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r66.0<1>:f    r10.0<0;1,0>:f                   {Compacted,@2}
        mov (16|M16)             r78.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r10.1<0;1,0>:f                   {Compacted,@3}
        mov (16|M16)             r76.0<1>:f    r10.1<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L56824                  L64200                
L56824:
        join (32|M0)                         L57024                                
L56840:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    8:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r46.2<0;1,0>:d    8:w              
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L57024                  L61168                
L57024:
        join (32|M0)                         L61168                                
L57040:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W&f0.0) mov (8|M0)              r10.0<1>:w    0x76543210:v                               {$4.src}
(W&f0.0) mov (8|M16)             r11.0<1>:w    0x76543210:v                              
        sync.nop                             null                             {Compacted,$5.src}
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W&f0.0) add (8|M16)             r11.8<1>:w    r11.0<8;8,1>:w    8:w               {@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r50.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r54.0<8;8,1>:f                   {$1.dst}
(W&f0.0) add (8|M0)              r10.8<1>:w    r10.0<8;8,1>:w    8:w              
(W&f0.0) add (16|M16)            r11.0<1>:w    r11.0<16;16,1>:w  16:w              
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@4}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r13.0<1>:ud   r12.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r14.0<8;8,1>:ud   31:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    -0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r52.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r56.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (eq)f1.0   null<1>:w     r11.0<16;16,1>:w  0:w               {@1}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
(~f1.0) sel (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    0:w              
        cmp (16|M0)   (eq)f1.0   null<1>:w     r10.0<16;16,1>:w  0:w              
(~f1.0) sel (16|M16)             r16.0<1>:d    r34.0<8;8,1>:d    -2147483648:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r54.0<8;8,1>:ud   r12.0<8;8,1>:ud  {@3}
(~f1.0) sel (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    0:w              
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r56.0<8;8,1>:d    r16.0<8;8,1>:d   {@3}
(~f1.0) sel (16|M0)              r14.0<1>:d    r28.0<8;8,1>:d    -2147483648:d               {@7}
(W&f0.0) mov (8|M0)              r26.0<1>:ud   r10.0<8;8,1>:w                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r50.0<8;8,1>:ud   r36.0<8;8,1>:ud  {@4}
(W&f0.0) add (8|M0)              r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw              {@2}
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r56.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r52.0<8;8,1>:d    r14.0<8;8,1>:d   {@5}
(W&f0.0) add (16|M0)             r30.0<1>:ud   r26.0<8;8,1>:ud   30:w               {@3}
(f1.0)  sel (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    r54.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r12.0<1>:ud   r30.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M0)             r28.0<1>:ud   r26.0<8;8,1>:ud   0x10:uw             
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    r14.0<8;8,1>:d  
(W&f0.0) add (16|M0)             a0.0<1>:uw    r12.0<2;1,0>:uw   0x740:uw              {@3}
(W&f0.0) add (16|M16)            r32.0<1>:ud   r28.0<8;8,1>:ud   30:w               {@3}
(f1.0)  sel (16|M0)              r18.0<1>:d    r36.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(f1.0)  sel (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r56.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r20.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r18.0<8;8,1>:f                   {@6}
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r34.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r26.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r38.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r27.0<1>:ud   r26.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -0.0:f                              
(W&f0.0) add (16|M0)             r12.0<1>:ud   r26.0<8;8,1>:ud   30:w               {@2}
(W&f0.0) add (16|M0)             r28.0<1>:ud   r26.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r30.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r16.0<1>:ud   r28.0<8;8,1>:ud   30:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r30.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    -0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r22.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r24.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r36.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x2:uw             {@1}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x2:uw            
(~f1.0) sel (16|M16)             r26.0<1>:d    r38.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r12.0<1>:d    r42.0<8;8,1>:d    -2147483648:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r44.0<1>:d    r34.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r28.0<1>:d    r36.0<8;8,1>:d    -2147483648:d               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    r12.0<8;8,1>:d   {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r18.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@3}
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r24.0<8;8,1>:d    r12.0<8;8,1>:d  
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r28.0<8;8,1>:d   {@6}
(W&f0.0) add (16|M0)             r38.0<1>:ud   r34.0<8;8,1>:ud   28:w               {@2}
(f1.0)  sel (16|M16)             r16.0<1>:d    r26.0<8;8,1>:d    r20.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r28.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r20.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@3}
(W&f0.0) add (16|M0)             r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r20.0<2;1,0>:uw   0x740:uw              {@2}
(f1.0)  sel (16|M0)              r14.0<1>:d    r44.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(W&f0.0) add (16|M16)            r18.0<1>:ud   r36.0<8;8,1>:ud   28:w               {@3}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(f1.0)  sel (16|M16)             r32.0<1>:d    r12.0<8;8,1>:d    r24.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r16.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r30.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r14.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -0.0:f                              
(W&f0.0) add (16|M0)             r20.0<1>:ud   r34.0<8;8,1>:ud   28:w               {@2}
(W&f0.0) add (16|M0)             r18.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r36.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r12.0<1>:ud   r18.0<8;8,1>:ud   28:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r36.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    -0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r30.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r32.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x4:uw             {@1}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x4:uw            
(~f1.0) sel (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    -2147483648:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r34.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r44.0<1>:d    r24.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r18.0<1>:d    r38.0<8;8,1>:d    -2147483648:d               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r20.0<8;8,1>:d   {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@3}
(W&f0.0) mov (8|M0)              r28.0<1>:ud   r10.0<8;8,1>:w                  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r20.0<8;8,1>:d  
(W&f0.0) add (8|M0)              r29.0<1>:ud   r28.0<8;8,1>:ud   0x8:uw              {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d   {@6}
(W&f0.0) add (16|M0)             r38.0<1>:ud   r28.0<8;8,1>:ud   24:w               {@2}
(f1.0)  sel (16|M16)             r22.0<1>:d    r34.0<8;8,1>:d    r16.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r18.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r16.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@3}
(W&f0.0) add (16|M0)             r36.0<1>:ud   r28.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r16.0<2;1,0>:uw   0x740:uw              {@2}
(f1.0)  sel (16|M0)              r12.0<1>:d    r44.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W&f0.0) add (16|M16)            r14.0<1>:ud   r36.0<8;8,1>:ud   24:w               {@3}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(f1.0)  sel (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    r32.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r22.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r12.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r20.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r18.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r30.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r28.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r29.0<1>:ud   r28.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -0.0:f                              
(W&f0.0) add (16|M0)             r16.0<1>:ud   r28.0<8;8,1>:ud   24:w               {@2}
(W&f0.0) add (16|M0)             r14.0<1>:ud   r28.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r36.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r20.0<1>:ud   r14.0<8;8,1>:ud   24:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r36.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    -0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r24.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r26.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r18.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r18.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x8:uw             {@1}
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x8:uw            
(~f1.0) sel (16|M16)             r28.0<1>:d    r34.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r16.0<1>:d    r42.0<8;8,1>:d    -2147483648:d               {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:ud   r28.0<8;8,1>:ud  {@2}
(~f1.0) sel (16|M0)              r44.0<1>:d    r30.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r14.0<1>:d    r38.0<8;8,1>:d    -2147483648:d               {@7}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r26.0<8;8,1>:d    r16.0<8;8,1>:d   {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@3}
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    r16.0<8;8,1>:d  
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    r14.0<8;8,1>:d   {@6}
(W&f0.0) add (16|M0)             r38.0<1>:ud   r34.0<8;8,1>:ud   16:w               {@2}
(f1.0)  sel (16|M16)             r20.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d  
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:d    r14.0<8;8,1>:d  
(W&f0.0) shl (16|M0)             r22.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw              {@3}
(W&f0.0) add (16|M0)             r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) add (16|M0)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x740:uw              {@2}
(f1.0)  sel (16|M0)              r18.0<1>:d    r44.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(W&f0.0) add (16|M16)            r12.0<1>:ud   r36.0<8;8,1>:ud   16:w               {@3}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(f1.0)  sel (16|M16)             r32.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r20.0<8;8,1>:f                   {@7}
(f1.0)  sel (16|M0)              r30.0<1>:d    r14.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r18.0<8;8,1>:f                   {@7}
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw              {@7}
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r34.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    -0.0:f                              
(W&f0.0) add (16|M0)             r22.0<1>:ud   r34.0<8;8,1>:ud   16:w               {@2}
(W&f0.0) add (16|M0)             r12.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r36.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r16.0<1>:ud   r12.0<8;8,1>:ud   16:w               {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r36.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    -0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r30.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r32.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r14.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r14.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:w     r10.0<16;16,1>:uw  0x10:uw             {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:w     r11.0<16;16,1>:uw  0x10:uw            
        mov (16|M16)             r42.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@3}
(~f1.0) sel (16|M0)              r44.0<1>:d    r24.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    0:w              
(~f1.0) sel (16|M0)              r12.0<1>:d    r38.0<8;8,1>:d    -2147483648:d               {@7}
(~f1.0) sel (16|M16)             r22.0<1>:d    r42.0<8;8,1>:d    -2147483648:d               {@4}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r18.0<8;8,1>:ud   r44.0<8;8,1>:ud  {@4}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:ud   r34.0<8;8,1>:ud  {@4}
(W&f0.0) add (1|M0)              r8.0<1>:d     r46.2<0;1,0>:d    -1:w              
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r12.0<8;8,1>:d   {@5}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    r22.0<8;8,1>:d   {@5}
(W&f0.0) shl (1|M0)              r10.0<1>:uw   r8.0<0;1,0>:uw    0x2:uw              {@3}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r30.0<8;8,1>:d    r12.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:d    r22.0<8;8,1>:d  
(W&f0.0) add (1|M0)              a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@3}
(f1.0)  sel (16|M0)              r58.0<1>:d    r44.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r60.0<1>:d    r34.0<8;8,1>:d    r20.0<8;8,1>:d  
(W&f0.0) mov (1|M0)              r9.6<1>:d     r[a0.0]<0;1,0>:d                 {@1}
(W&f0.0) add (1|M16)             a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@1}
(W&f0.0) mov (1|M16)             r9.6<1>:d     r[a0.0]<0;1,0>:d                
(W&f0.0) add (1|M0)              a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@1}
(f1.0)  sel (16|M0)              r58.0<1>:d    r12.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r60.0<1>:d    r22.0<8;8,1>:d    r32.0<8;8,1>:d  
(W&f0.0) mov (1|M0)              r9.7<1>:d     r[a0.0]<0;1,0>:d                 {@1}
(W&f0.0) add (1|M16)             a0.0<1>:uw    r10.0<0;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r66.0<1>:f    r9.6<0;1,0>:f                    {Compacted,@6}
        mov (16|M16)             r78.0<1>:f    r9.6<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r76.0<1>:d    r[a0.0]<0;1,0>:d                 {@1}
        goto (32|M0)                         L61168                  L64200                 {@1}
L61168:
        join (32|M0)                         L64200                                
L61184:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r50.6<0;1,0>:ud   r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r50.6<0;1,0>:ud   r50.7<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (lt)f1.0   null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (lt)f1.0  null<1>:d     r52.6<0;1,0>:d    r52.7<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r50.7<0;1,0>:d    r50.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r52.7<0;1,0>:d    r52.6<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.5<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.5<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.4<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.4<0;1,0>:d   {$4.src}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.4<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.3<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.3<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<0;1,0>:ud    r50.2<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.6<1>:d     r8.0<0;1,0>:d     r50.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r9.7<1>:d     r8.1<0;1,0>:d     r52.2<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r9.6<0;1,0>:ud    r50.1<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.0<1>:d    r9.6<0;1,0>:d     r50.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r10.1<1>:d    r9.7<0;1,0>:d     r52.1<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud  {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<0;1,0>:ud   r50.0<0;1,0>:ud 
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&f1.0) cmp (16|M0)  (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d   {@7}
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) and (1|M0)             f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&f1.0) cmp (16|M16) (eq)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF:ud             
(W&~f1.0) cmp (16|M0) (gt)f1.0   null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W&~f0.0) or (1|M0)              f1.0<1>:ud    f1.0<0;1,0>:ud    0xFFFF0000:ud             
(W&~f1.0) cmp (16|M16) (gt)f1.0  null<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r48.0<0;1,0>:ud                  {@3}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.0<1>:d     r10.0<0;1,0>:d    r50.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r66.0<1>:f    r8.0<0;1,0>:f                    {Compacted,@2}
        mov (16|M16)             r78.0<1>:f    r8.0<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               r48.0<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    0x0:uw                             
(W&f1.0) sel (1|M0)              r8.1<1>:d     r10.1<0;1,0>:d    r52.0<0;1,0>:d  
(W&~f0.0) mov (1|M0)             f1.0<1>:uw    r48.0<0;1,0>:uw                  {@3}
        mov (16|M0)              r44.0<1>:f    r8.1<0;1,0>:f                    {Compacted,@2}
        mov (16|M16)             r76.0<1>:f    r8.1<0;1,0>:f                    {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
L64200:
        join (32|M0)                         L64216                                
L64216:
(W)     shl (1|M0)               r8.0<1>:d     r8.4<0;1,0>:d     1:w               {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r14.0<1>:f    r66.0<0;1,0>:f                   {Compacted,@7}
        add (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r74.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r12.0<1>:d    r8.0<0;1,0>:d     r72.0<8;8,1>:d   {Compacted,$5.src}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r16.0<1>:f    r44.0<0;1,0>:f                   {Compacted,@7}
        mov (16|M16)             r18.0<1>:f    r66.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r44.0<0;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@3,$6} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$7} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L64672                  L64672                
L64360:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$6.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L64672                  L64672                
L64640:
        mov (16|M0)              r78.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r76.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L64672                  L64720                
L64672:
        join (32|M0)                         L64720                                
L64688:
        mov (16|M0)              r78.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r76.0<1>:f    4.48416e-44:f                              
L64720:
        join (32|M0)                         L64736                                
L64736:
(W)     mov (8|M0)               r8.0<1>:w     0x76543210:v                              
(W)     mov (16|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$6.src}
(W)     mov (8|M0)               r10.0<1>:ud   r8.0<8;8,1>:w                    {@2}
(W)     mov (16|M16)             r28.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r30.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw              {$7.src}
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x340:uw              {@2}
(W)     mov (16|M16)             r32.0<1>:f    r54.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     shl (16|M0)              r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@3}
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x340:uw              {@1}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r82.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r8.0<8;8,1>:w                    {@1}
        mov (16|M16)             r80.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r26.0<1>:f    0.0:f                               {Compacted}
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x340:uw              {@2}
(W)     mov (16|M16)             r28.0<1>:f    0.0:f                               {Compacted}
(W)     mov (16|M0)              r30.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r32.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x340:uw              {@1}
        mov (16|M0)              r38.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r78.0<8;8,1>:ud   0x1:uw              {@1}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r76.0<8;8,1>:ud   0x1:uw             
        mov (16|M16)             r36.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L65312                  L66240                
L65280:
        mov (16|M0)              r44.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L66240                  L66240                
L65312:
        mov (16|M0)              r40.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r42.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L65344:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W&f0.0) mov (8|M0)              r10.0<1>:w    0x76543210:v                              
(W&f0.0) add (1|M0)              r8.0<1>:d     -r2.1<0;1,0>:d    32:w               {@6}
(W&f0.0) mov (8|M0)              r11.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (8|M0)              r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r19.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r40.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r42.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r21.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r11.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r19.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r38.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r36.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r21.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        addc (8|M0)              r18.0<1>:ud   r40.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        add (8|M0)               r38.0<1>:ud   r38.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r19.0<1>:ud   r41.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) shl (1|M0)              r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        add (8|M0)               r38.0<1>:ud   r10.0<8;8,1>:ud   r38.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r10.0<1>:ud   r42.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@7}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r78.0<8;8,1>:ud  {@5}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r76.0<8;8,1>:ud 
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r11.0<1>:ud   r43.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r39.0<1>:ud   r39.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r36.0<1>:ud   r36.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted,@6}
        add (8|M24)              r37.0<1>:ud   r37.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted}
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M0)              r44.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@7}
        add (8|M8)               r39.0<1>:ud   r12.0<8;8,1>:ud   r39.0<8;8,1>:ud  {Compacted,@7}
        add (8|M16)              r36.0<1>:ud   r14.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r37.0<1>:ud   r16.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted,@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) break (32|M0)                        L66224                  L66224                
L66208:
        mov (16|M0)              r40.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r42.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
L66224:
        while (32|M0)                        L65344                                
L66240:
        endif (32|M0)                        L66256                                
L66256:
        mad (16|M0)              r10.0<1>:d    r74.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M16)             r12.0<1>:d    r72.0<8;1>:d      r8.4<0;0>:d       3:w              
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r14.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@2,$8} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$9} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L66712                  L66712                
L66400:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$8.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$9.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L66712                  L66712                
L66680:
        mov (16|M0)              r64.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r76.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L66712                  L66760                
L66712:
        join (32|M0)                         L66760                                
L66728:
        mov (16|M0)              r64.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r76.0<1>:f    4.48416e-44:f                              
L66760:
        join (32|M0)                         L66776                                
L66776:
(W)     mov (8|M0)               r8.0<1>:w     0x76543210:v                              
(W)     mov (16|M0)              r26.0<1>:f    -qnan(0x3FFFFF):f                              
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r10.0<1>:ud   r8.0<8;8,1>:w                    {@2}
(W)     mov (16|M16)             r28.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r30.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw              {$9.src}
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x340:uw              {@2}
(W)     mov (16|M16)             r32.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@3}
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x340:uw              {@1}
        mov (16|M0)              r62.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r10.0<1>:ud   r8.0<8;8,1>:w                    {@1}
        mov (16|M16)             r60.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r26.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x340:uw              {@2}
(W)     mov (16|M16)             r28.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r30.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r32.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x340:uw              {@1}
        mov (16|M0)              r44.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r64.0<8;8,1>:ud   0x1:uw              {@1}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r76.0<8;8,1>:ud   0x1:uw             
        mov (16|M16)             r58.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  if (32|M0)                           L68096                  L68096                
L67344:
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L67360:
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                              
(W)     add (1|M0)               r8.0<1>:d     -r2.1<0;1,0>:d    32:w               {Compacted,@2}
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W)     mov (16|M0)              r36.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r38.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x480:uw              {@2}
(W)     mov (16|M0)              r40.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r42.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x480:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r36.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x480:uw              {@2}
(W)     mov (16|M16)             r38.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r40.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r42.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x480:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r62.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r60.0<8;8,1>:ud   r30.0<8;8,1>:ud 
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@3}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r44.0<8;8,1>:d    r28.0<8;8,1>:d   {@5}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    r34.0<8;8,1>:d   {@2}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r44.0<8;8,1>:d    r28.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r58.0<8;8,1>:d    r34.0<8;8,1>:d  
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w               {Compacted}
(~f1.0) mov (16|M0)              r62.0<1>:f    r26.0<8;8,1>:f                  
(~f1.0) mov (16|M0)              r44.0<1>:f    r28.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r60.0<1>:f    r30.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r58.0<1>:f    r34.0<8;8,1>:f                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r64.0<8;8,1>:ud  {@5}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r76.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  while (32|M0)                        L67360                                
L68096:
        endif (32|M0)                        L68112                                
L68112:
(W)     shl (1|M0)               r8.0<1>:d     r8.4<0;1,0>:d     2:w               {Compacted}
        mov (16|M0)              r14.0<1>:f    r62.0<8;8,1>:f                   {Compacted,@7}
        add (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r74.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r12.0<1>:d    r8.0<0;1,0>:d     r72.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M16)             r18.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@2,$10} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$11} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L68560                  L68560                
L68248:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$10.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$11.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L68560                  L68560                
L68528:
        mov (16|M0)              r64.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r62.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L68560                  L68608                
L68560:
        join (32|M0)                         L68608                                
L68576:
        mov (16|M0)              r64.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r62.0<1>:f    4.48416e-44:f                              
L68608:
        join (32|M0)                         L68624                                
L68624:
(W)     mov (8|M0)               r8.0<1>:w     0x76543210:v                              
(W)     mov (16|M0)              r26.0<1>:f    -0.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$10.src}
(W)     mov (8|M0)               r10.0<1>:ud   r8.0<8;8,1>:w                    {@2}
(W)     mov (16|M16)             r28.0<1>:f    -0.0:f                               {Compacted}
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r30.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r14.0<1>:ud   r10.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw              {$11.src}
(W)     shl (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   31:w               {@2}
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x340:uw              {@2}
(W)     mov (16|M16)             r32.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r20.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw              {@3}
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x340:uw              {@1}
        mov (16|M0)              r60.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r64.0<8;8,1>:ud   0x1:uw              {@1}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r62.0<8;8,1>:ud   0x1:uw             
        mov (16|M16)             r58.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L68968                  L69688                
L68936:
        mov (16|M0)              r44.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L69688                  L69688                
L68968:
        mov (16|M0)              r44.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L69000:
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                              
(W)     add (1|M0)               r8.0<1>:d     -r2.1<0;1,0>:d    32:w               {Compacted,@2}
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W)     mov (16|M0)              r36.0<1>:f    0.0:f                               {Compacted}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r38.0<1>:f    0.0:f                               {Compacted}
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x480:uw              {@2}
(W)     mov (16|M0)              r40.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r42.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x480:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r36.0<1>:f    -0.0:f                               {Compacted}
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x480:uw              {@2}
(W)     mov (16|M16)             r38.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M0)              r40.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r42.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x480:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r44.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r66.0<8;8,1>:ud   r30.0<8;8,1>:ud 
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@3}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    r28.0<8;8,1>:d   {@5}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    r34.0<8;8,1>:d   {@2}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r60.0<8;8,1>:d    r28.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r58.0<8;8,1>:d    r34.0<8;8,1>:d  
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w               {Compacted}
(f1.0)  mov (16|M0)              r44.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (16|M0)              r60.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (16|M16)             r66.0<1>:f    r30.0<8;8,1>:f                  
(f1.0)  mov (16|M16)             r58.0<1>:f    r34.0<8;8,1>:f                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r64.0<8;8,1>:ud  {@5}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r62.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  while (32|M0)                        L69000                                
L69688:
        endif (32|M0)                        L69704                                
L69704:
        mad (16|M0)              r10.0<1>:d    r74.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M16)             r12.0<1>:d    r72.0<8;1>:d      r8.4<0;0>:d       5:w              
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r14.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@2,$12} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$13} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (32|M0)                         L70160                  L70160                
L69848:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$12.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$13.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L70160                  L70160                
L70128:
        mov (16|M0)              r78.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r76.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L70160                  L70208                
L70160:
        join (32|M0)                         L70208                                
L70176:
        mov (16|M0)              r78.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r76.0<1>:f    4.48416e-44:f                              
L70208:
        join (32|M0)                         L70224                                
L70224:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r78.0<8;8,1>:ud   0x1:uw              {@3}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r76.0<8;8,1>:ud   0x1:uw              {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (32|M0)                           L70336                  L71320                
L70288:
        mov (16|M0)              r42.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L71320                  L71320                
L70336:
        mov (16|M0)              r42.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L70384:
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W&f0.0) mov (8|M0)              r10.0<1>:w    0x76543210:v                               {$12.src}
(W&f0.0) add (1|M0)              r8.0<1>:d     -r2.1<0;1,0>:d    32:w               {@6}
(W&f0.0) mov (8|M0)              r11.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
        sync.nop                             null                             {Compacted,$13.src}
(W&f0.0) add (8|M0)              r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r19.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M0)             r62.0<1>:f    r42.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r66.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r21.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W&f0.0) mov (8|M0)              r11.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W&f0.0) add (8|M0)              r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W&f0.0) mov (16|M0)             r58.0<1>:f    0.0:f                              
(W&f0.0) add (16|M0)             r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W&f0.0) shl (16|M0)             r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W&f0.0) add (16|M16)            r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r19.0<2;1,0>:uw   0x740:uw              {@2}
(W&f0.0) mov (16|M16)            r60.0<1>:f    0.0:f                              
(W&f0.0) mov (16|M0)             r62.0<1>:f    r38.0<8;8,1>:f                  
(W&f0.0) mov (16|M16)            r64.0<1>:f    r44.0<8;8,1>:f                  
(W&f0.0) shl (16|M0)             r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W&f0.0) add (16|M0)             a0.0<1>:uw    r21.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        addc (8|M0)              r20.0<1>:ud   r42.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        add (8|M8)               r19.0<1>:ud   r39.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r21.0<1>:ud   r43.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@5}
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r18.0<1>:ud   r38.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r19.0<1>:ud   r12.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted,@2}
        addc (8|M16)             r12.0<1>:ud   r66.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn}
(W&f0.0) shl (1|M0)              r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r13.0<1>:ud   r67.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}
        add (8|M24)              r11.0<1>:ud   r45.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted,@7}
        add (8|M0)               r18.0<1>:ud   r10.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted,@7}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r78.0<8;8,1>:ud  {@5}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r76.0<8;8,1>:ud 
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M16)              r10.0<1>:ud   r44.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}
        add (8|M24)              r11.0<1>:ud   r16.0<8;8,1>:ud   r11.0<8;8,1>:ud  {Compacted,@2}
        add (8|M16)              r10.0<1>:ud   r14.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,@2}
        mov (16|M0)              r42.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                 
        mov (16|M16)             r40.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r38.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r36.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) break (32|M0)                        L71304                  L71304                
L71272:
        mov (16|M0)              r42.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
L71304:
        while (32|M0)                        L70384                                
L71320:
        endif (32|M0)                        L71336                                
L71336:
        mad (16|M0)              r10.0<1>:d    r74.0<8;1>:d      r8.4<0;0>:d       6:w               {$12.src}
        mad (16|M16)             r12.0<1>:d    r72.0<8;1>:d      r8.4<0;0>:d       6:w               {$13.src}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r14.0<1>:f    r42.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r18.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r38.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M16)             r20.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@2,$14} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$15} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (32|M0)                         L71792                  L71792                
L71480:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$14.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$15.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L71792                  L71792                
L71760:
        mov (16|M0)              r66.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r46.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L71792                  L71840                
L71792:
        join (32|M0)                         L71840                                
L71808:
        mov (16|M0)              r66.0<1>:f    4.48416e-44:f                              
        mov (16|M16)             r44.0<1>:f    4.48416e-44:f                              
L71840:
        join (32|M0)                         L71856                                
L71856:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r66.0<8;8,1>:ud   0x1:uw              {@3}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1:uw              {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (32|M0)                           L71968                  L72760                
L71920:
        mov (16|M0)              r42.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L72760                  L72760                
L71968:
        mov (16|M0)              r42.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r2.1<1>:f     1.4013e-45:f                              
L72016:
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                               {$14.src}
(W)     add (1|M0)               r8.0<1>:d     -r2.1<0;1,0>:d    32:w               {Compacted,@2}
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W)     mov (16|M0)              r58.0<1>:f    -qnan(0x3FFFFF):f                              
        sync.nop                             null                             {Compacted,$15.src}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r60.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x740:uw              {@2}
(W)     mov (16|M0)              r62.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r64.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r58.0<1>:f    qnan(0x3FFFFF):f                              
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x740:uw              {@2}
(W)     mov (16|M16)             r60.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r62.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r64.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x740:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r42.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:ud   r30.0<8;8,1>:ud 
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@3}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r38.0<8;8,1>:d    r28.0<8;8,1>:d   {@5}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    r34.0<8;8,1>:d   {@2}
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r38.0<8;8,1>:d    r28.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r34.0<8;8,1>:d  
(W)     shl (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w               {Compacted}
(~f1.0) mov (16|M0)              r42.0<1>:f    r26.0<8;8,1>:f                  
(~f1.0) mov (16|M0)              r38.0<1>:f    r28.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r40.0<1>:f    r30.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r36.0<1>:f    r34.0<8;8,1>:f                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r66.0<8;8,1>:ud  {@5}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.1<0;1,0>:ud    r44.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  while (32|M0)                        L72016                                
L72760:
        endif (32|M0)                        L72776                                
L72776:
        mad (16|M0)              r10.0<1>:d    r74.0<8;1>:d      r8.4<0;0>:d       7:w               {$14.src}
        mad (16|M16)             r12.0<1>:d    r72.0<8;1>:d      r8.4<0;0>:d       7:w               {$15.src}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M0)              r14.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r16.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@2,$1} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  goto (32|M0)                         L73232                  L73232                
L72920:
        mul (16|M0)              r10.0<1>:d    r9.1<0;1,0>:d     r5.0<16;16,1>:uw {$1.src}
        mul (16|M16)             r14.0<1>:d    r9.1<0;1,0>:d     r6.0<16;16,1>:uw
        sync.nop                             null                             {Compacted,$2.src}
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw {@2}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r4.0<16;16,1>:uw {@2}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r12.0<2;1,0>:uw  {Compacted,@2}
        mach (8|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M8)              r13.0<1>:d    r9.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:d     r16.0<2;1,0>:uw  {@5}
        mach (8|M16)             r16.0<1>:d    r9.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:d     r17.0<2;1,0>:uw 
        mach (8|M24)             r17.0<1>:d    r9.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     add (1|M0)               r8.0<1>:d     r2.0<0;1,0>:d     31:w               {Compacted}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@3}
(W)     shr (1|M0)               r9.6<1>:d     r8.0<0;1,0>:ud    5:w               {Compacted,@3}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   5:w               {Compacted,@3}
        shr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:ud   5:w               {Compacted,@3}
(W)     add (1|M0)               r10.0<1>:d    r9.6<0;1,0>:d     -1:w               {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:ud   r10.0<0;1,0>:ud  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.0)  goto (32|M0)                         L73232                  L73232                
L73200:
        mov (16|M0)              r4.0<1>:f     r46.2<0;1,0>:f                   {Compacted}
        mov (16|M16)             r2.0<1>:f     r46.2<0;1,0>:f                   {Compacted}
        goto (32|M0)                         L73232                  L73280                
L73232:
        join (32|M0)                         L73280                                
L73248:
        mov (16|M0)              r4.0<1>:f     4.48416e-44:f                              
        mov (16|M16)             r2.0<1>:f     4.48416e-44:f                              
L73280:
        join (32|M0)                         L73296                                
L73296:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x1:uw              {@3}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x1:uw              {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.0) if (32|M0)                           L73408                  L74160                
L73360:
        mov (16|M0)              r42.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L74160                  L74160                
L73408:
        mov (16|M0)              r42.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r46.2<1>:f    1.4013e-45:f                              
L73456:
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                               {$1.src}
(W)     add (1|M0)               r8.0<1>:d     -r46.2<0;1,0>:d   32:w               {Compacted,@2}
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@2}
(W)     mov (16|M0)              r50.0<1>:f    0.0:f                               {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$2.src}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M16)             r52.0<1>:f    0.0:f                               {Compacted}
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x640:uw              {@2}
(W)     mov (16|M0)              r54.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r56.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@4}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x640:uw              {@1}
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r28.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:w                   {@1}
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
(W)     add (8|M0)               r12.0<1>:ud   r11.0<8;8,1>:ud   0x8:uw              {@2}
(W)     mov (16|M0)              r50.0<1>:f    -0.0:f                               {Compacted}
(W)     add (16|M0)              r15.0<1>:ud   r11.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0x2:uw              {@2}
(W)     add (16|M16)             r17.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:d    {@2}
(W)     add (16|M0)              a0.0<1>:uw    r19.0<2;1,0>:uw   0x640:uw              {@2}
(W)     mov (16|M16)             r52.0<1>:f    -0.0:f                               {Compacted}
(W)     mov (16|M0)              r54.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r56.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw              {@5}
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r21.0<2;1,0>:uw   0x640:uw              {@1}
        mov (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M16)             r32.0<1>:d    r[a0.0]<1,0>:d                  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r42.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@1}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:ud   r30.0<8;8,1>:ud 
        mov (16|M16)             r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@3}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r38.0<8;8,1>:d    r28.0<8;8,1>:d   {@5}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    r34.0<8;8,1>:d   {@2}
(W)     shl (1|M0)               r46.2<1>:d    r46.2<0;1,0>:d    1:w              
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r38.0<8;8,1>:d    r28.0<8;8,1>:d  
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r34.0<8;8,1>:d  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r46.2<0;1,0>:ud   r4.0<8;8,1>:ud   {@3}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r46.2<0;1,0>:ud   r2.0<8;8,1>:ud  
(f1.0)  mov (16|M0)              r42.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (16|M0)              r38.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (16|M16)             r40.0<1>:f    r30.0<8;8,1>:f                  
(f1.0)  mov (16|M16)             r36.0<1>:f    r34.0<8;8,1>:f                  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  while (32|M0)                        L73456                                
L74160:
        endif (32|M0)                        L74176                                
L74176:
(W)     shl (1|M0)               r8.0<1>:d     r8.4<0;1,0>:d     3:w               {Compacted}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r14.0<1>:f    r42.0<8;8,1>:f                   {Compacted,@7}
        add (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r74.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r12.0<1>:d    r8.0<0;1,0>:d     r72.0<8;8,1>:d   {Compacted,$2.src}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted,@2}
        mov (16|M16)             r18.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r16.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r10     r14     0x100            0x04025C01           {@2,$3} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r12     r18     0x100            0x04025C01           {@1,$4} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r47.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r22      r47     null    0x0            0x0219E000           {$5} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {$5.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L74344:
