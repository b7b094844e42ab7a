L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     shl (1|M0)               r6.2<1>:d     r5.6<0;1,0>:d     3:w               {@1}
        mov (16|M0)              r10.0<1>:d    r3.0<16;16,1>:uw                
        addc (8|M0)              r14.0<1>:ud   r6.2<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        mov (16|M16)             r12.0<1>:d    r4.0<16;16,1>:uw                
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r15.0<1>:ud   r6.2<0;1,0>:ud    r11.0<8;8,1>:ud  {AccWrEn}
(W)     shr (1|M0)               r6.3<1>:d     r5.6<0;1,0>:ud    29:w              
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r16.0<1>:ud   r6.2<0;1,0>:ud    r12.0<8;8,1>:ud  {AccWrEn,@5}
        add (8|M0)               r18.0<1>:ud   r7.0<8;8,1>:ud    r6.3<0;1,0>:ud   {Compacted,@3}
        mov (8|M16)              r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r17.0<1>:ud   r6.2<0;1,0>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r19.0<1>:ud   r22.0<8;8,1>:ud   r6.3<0;1,0>:ud   {Compacted,@5}
        mov (8|M24)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M0)              r109.0<1>:ud  r14.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M16)              r20.0<1>:ud   r23.0<8;8,1>:ud   r6.3<0;1,0>:ud   {Compacted,@6}
        mov (8|M0)               r107.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r110.0<1>:ud  r15.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        add (8|M24)              r21.0<1>:ud   r24.0<8;8,1>:ud   r6.3<0;1,0>:ud   {Compacted,@7}
        mov (8|M8)               r108.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r18.0<2;1,0>:uw 
        mach (8|M0)              r29.0<1>:d    r9.0<0;1,0>:ud    r18.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r19.0<2;1,0>:uw 
        mach (8|M8)              r30.0<1>:d    r9.0<0;1,0>:ud    r19.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r16.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M16)             r113.0<1>:ud  r16.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
(W)     shl (1|M0)               r6.0<1>:d     r5.1<0;1,0>:d     3:w               {Compacted}
        mov (8|M16)              r111.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r17.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r114.0<1>:ud  r17.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (16|M0)              r33.0<1>:d    r1.0<16;16,1>:uw                
        mov (8|M24)              r112.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r20.0<2;1,0>:uw 
        mach (8|M16)             r31.0<1>:d    r9.0<0;1,0>:ud    r20.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r21.0<2;1,0>:uw 
        mach (8|M24)             r32.0<1>:d    r9.0<0;1,0>:ud    r21.0<8;8,1>:d  
        addc (8|M0)              r37.0<1>:ud   r6.0<0;1,0>:ud    r33.0<8;8,1>:ud  {AccWrEn,Compacted,@6}
        mov (16|M16)             r35.0<1>:d    r2.0<16;16,1>:uw                
        mov (8|M0)               r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r38.0<1>:ud   r6.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r57.0<1>:d    r1.0<16;16,1>:uw  2:w              
        mov (8|M8)               r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r39.0<1>:ud   r6.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,@5}
        add (16|M0)              r49.0<1>:d    r107.0<8;8,1>:d   r37.0<8;8,1>:d   {Compacted,@4}
        mov (8|M16)              r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r40.0<1>:ud   r6.0<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w               {Compacted,@3}
        add (16|M16)             r51.0<1>:d    r111.0<8;8,1>:d   r39.0<8;8,1>:d   {Compacted,@2}
        add (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r53      r49     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted,@1}
        shl (16|M16)             r59.0<1>:d    r2.0<16;16,1>:uw  2:w              
        send.dc1 (16|M16)        r55      r51     null    0x0            0x04205E00           {@2,$1} // wr:2+0, rd:2; untyped surface read with x
        mad (16|M0)              r57.0<1>:d    r57.0<8;1>:d      r3.0<8;1>:uw      36:w              
        mad (16|M16)             r59.0<1>:d    r59.0<8;1>:d      r4.0<8;1>:uw      36:w               {@2}
(W)     shr (1|M0)               r6.1<1>:d     r5.1<0;1,0>:ud    29:w               {Compacted}
        mov (8|M24)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (16|M0)              r25.0<1>:d    r109.0<8;8,1>:d   r29.0<8;8,1>:d   {Compacted}
        add (16|M16)             r27.0<1>:d    r113.0<8;8,1>:d   r31.0<8;8,1>:d   {Compacted}
        add (8|M0)               r41.0<1>:ud   r45.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted,@4}
        add (8|M16)              r43.0<1>:ud   r47.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted}
        add (8|M8)               r42.0<1>:ud   r46.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted}
        add (8|M24)              r44.0<1>:ud   r48.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted,@6}
        send.dc1 (16|M0)         null     r57     r53     0x80            0x04025EFE           {@7,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r59     r55     0x80            0x04025EFE           {@7,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r61      r5      null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r62.0<1>:ud   r5.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r61.0<8;8,1>:ud                  {$2.dst}
(W)     send.gtwy (1|M0)         null     r62     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        addc (8|M0)              r71.0<1>:ud   r6.0<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted}
        shl (16|M0)              r63.0<1>:d    r3.0<16;16,1>:uw  2:w              
        mov (8|M0)               r79.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r72.0<1>:ud   r6.0<0;1,0>:ud    r11.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r75.0<1>:ud   r79.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted,@2}
        mov (8|M8)               r80.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r73.0<1>:ud   r6.0<0;1,0>:ud    r12.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r76.0<1>:ud   r80.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted,@2}
        mov (8|M16)              r81.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r74.0<1>:ud   r6.0<0;1,0>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r77.0<1>:ud   r81.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted,@2}
        mov (8|M24)              r82.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r71.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M0)              r117.0<1>:ud  r71.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M24)              r78.0<1>:ud   r82.0<8;8,1>:ud   r6.1<0;1,0>:ud   {Compacted,@3}
        mov (8|M0)               r115.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r72.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r118.0<1>:ud  r72.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        shl (16|M16)             r65.0<1>:d    r4.0<16;16,1>:uw  2:w              
        mov (8|M8)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r75.0<2;1,0>:uw 
        mach (8|M0)              r87.0<1>:d    r9.0<0;1,0>:ud    r75.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r76.0<2;1,0>:uw 
        mach (8|M8)              r88.0<1>:d    r9.0<0;1,0>:ud    r76.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r73.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M16)             r121.0<1>:ud  r73.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mad (16|M0)              r63.0<1>:d    r63.0<8;1>:d      r1.0<8;1>:uw      36:w              
        mov (8|M16)              r119.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r74.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r122.0<1>:ud  r74.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mad (16|M16)             r65.0<1>:d    r65.0<8;1>:d      r2.0<8;1>:uw      36:w              
        mov (8|M24)              r120.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r77.0<2;1,0>:uw 
        mach (8|M16)             r89.0<1>:d    r9.0<0;1,0>:ud    r77.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r78.0<2;1,0>:uw 
        mach (8|M24)             r90.0<1>:d    r9.0<0;1,0>:ud    r78.0<8;8,1>:d  
        addc (8|M0)              r91.0<1>:ud   r6.2<0;1,0>:ud    r33.0<8;8,1>:ud  {AccWrEn,Compacted}
        send.dc1 (16|M0)         r67      r63     null    0x0            0x04205EFE           {@7,$4} // wr:2+0, rd:2; untyped surface read with x
        mov (8|M0)               r99.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r92.0<1>:ud   r6.2<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn}
        send.dc1 (16|M16)        r69      r65     null    0x0            0x04205EFE           {@7,$5} // wr:2+0, rd:2; untyped surface read with x
        mov (8|M8)               r100.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r93.0<1>:ud   r6.2<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn}
        add (16|M0)              r103.0<1>:d   r115.0<8;8,1>:d   r91.0<8;8,1>:d   {Compacted,@3}
        mov (8|M16)              r101.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r94.0<1>:ud   r6.2<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r103.0<1>:d   r103.0<8;8,1>:d   2:w               {Compacted,@3}
        add (16|M16)             r105.0<1>:d   r119.0<8;8,1>:d   r93.0<8;8,1>:d   {Compacted,@2}
        add (16|M0)              r103.0<1>:d   r103.0<8;8,1>:d   r8.5<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r105.0<1>:d   r105.0<8;8,1>:d   2:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r103    r67     0x80            0x04025E01           {@2,$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r105.0<1>:d   r105.0<8;8,1>:d   r8.5<0;1,0>:d    {Compacted,@1}
        mov (8|M24)              r102.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        send.dc1 (16|M16)        null     r105    r69     0x80            0x04025E01           {@2,$5} // wr:2+2, rd:0; untyped surface write with x
        add (16|M0)              r83.0<1>:d    r117.0<8;8,1>:d   r87.0<8;8,1>:d   {Compacted}
        add (16|M16)             r85.0<1>:d    r121.0<8;8,1>:d   r89.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        add (8|M0)               r95.0<1>:ud   r99.0<8;8,1>:ud   r6.3<0;1,0>:ud   {Compacted}
        add (8|M8)               r96.0<1>:ud   r100.0<8;8,1>:ud  r6.3<0;1,0>:ud   {Compacted}
        add (8|M16)              r97.0<1>:ud   r101.0<8;8,1>:ud  r6.3<0;1,0>:ud   {Compacted}
        add (8|M24)              r98.0<1>:ud   r102.0<8;8,1>:ud  r6.3<0;1,0>:ud   {Compacted,@7}
(W)     send.dc0 (8|M0)          r123     r5      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r123.0<8;8,1>:ud                 {$6.dst}
(W)     send.dc0 (8|M0)          r124     r5      null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r124.0<8;8,1>:ud                 {$7.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1736:
