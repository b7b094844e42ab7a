L0:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     shl (1|M0)               r5.0<1>:d     r126.6<0;1,0>:d   3:w              
        mov (16|M0)              r6.0<1>:d     r3.0<16;16,1>:uw                
        mov (16|M16)             r12.0<1>:d    r4.0<16;16,1>:uw                
(W)     shr (1|M0)               r22.0<1>:d    r126.6<0;1,0>:ud  29:w              
(W)     shl (1|M0)               r35.0<1>:d    r126.1<0;1,0>:d   3:w              
        mov (16|M0)              r38.0<1>:d    r1.0<16;16,1>:uw                
        addc (8|M0)              r10.0<1>:ud   r5.0<0;1,0>:ud    r6.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M16)             r42.0<1>:d    r2.0<16;16,1>:uw                
        mov (16|M0)              r57.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r59.0<1>:d    r2.0<16;16,1>:uw                
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r5.0<0;1,0>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (16|M0)              r61.0<1>:d    r3.0<16;16,1>:uw                
        shl (16|M0)              r65.0<1>:d    r57.0<8;8,1>:d    2:w              
        mov (16|M16)             r63.0<1>:d    r4.0<16;16,1>:uw                
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r16.0<1>:ud   r5.0<0;1,0>:ud    r12.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r25.0<1>:ud   r14.0<8;8,1>:ud   r22.0<0;1,0>:ud  {Compacted}
        shl (16|M16)             r67.0<1>:d    r59.0<8;8,1>:d    2:w              
        mad (16|M0)              r65.0<1>:d    r65.0<8;1>:d      r61.0<8;1>:d      36:w              
        add (8|M8)               r26.0<1>:ud   r15.0<8;8,1>:ud   r22.0<0;1,0>:ud  {Compacted}
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r17.0<1>:ud   r5.0<0;1,0>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        mad (16|M16)             r67.0<1>:d    r67.0<8;1>:d      r63.0<8;1>:d      36:w              
(W)     shr (1|M0)               r69.0<1>:d    r126.1<0;1,0>:ud  29:w              
        add (8|M16)              r33.0<1>:ud   r18.0<8;8,1>:ud   r22.0<0;1,0>:ud 
        mov (8|M24)              r19.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r10.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (8|M24)              r34.0<1>:ud   r19.0<8;8,1>:ud   r22.0<0;1,0>:ud 
        mach (8|M0)              r20.0<1>:ud   r10.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r11.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r21.0<1>:ud   r11.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r25.0<2;1,0>:uw 
        mach (8|M0)              r27.0<1>:d    r9.0<0;1,0>:ud    r25.0<8;8,1>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r26.0<2;1,0>:uw 
        mach (8|M8)              r28.0<1>:d    r9.0<0;1,0>:ud    r26.0<8;8,1>:d  
        mul (8|M16)              acc0.0<1>:ud  r16.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (16|M0)              r75.0<1>:d    r20.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r29.0<1>:ud   r16.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r31.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r17.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r30.0<1>:ud   r17.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r32.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r33.0<2;1,0>:uw 
        mach (8|M16)             r36.0<1>:d    r9.0<0;1,0>:ud    r33.0<8;8,1>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r34.0<2;1,0>:uw 
        mach (8|M24)             r37.0<1>:d    r9.0<0;1,0>:ud    r34.0<8;8,1>:d  
        addc (8|M0)              r40.0<1>:ud   r35.0<0;1,0>:ud   r38.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (16|M16)             r77.0<1>:d    r29.0<8;8,1>:d    r36.0<8;8,1>:d  
        mov (8|M0)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r41.0<1>:ud   r35.0<0;1,0>:ud   r39.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r70.0<1>:ud   r44.0<8;8,1>:ud   r69.0<0;1,0>:ud  {Compacted}
        mov (8|M8)               r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r46.0<1>:ud   r35.0<0;1,0>:ud   r42.0<8;8,1>:ud  {AccWrEn}
        add (16|M0)              r49.0<1>:d    r23.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
        add (8|M8)               r71.0<1>:ud   r45.0<8;8,1>:ud   r69.0<0;1,0>:ud  {Compacted}
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r47.0<1>:ud   r35.0<0;1,0>:ud   r43.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    2:w              
        add (8|M16)              r72.0<1>:ud   r48.0<8;8,1>:ud   r69.0<0;1,0>:ud 
        add (16|M16)             r51.0<1>:d    r31.0<8;8,1>:d    r46.0<8;8,1>:d  
        add (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        mov (8|M24)              r74.0<1>:ud   acc0.0<8;8,1>:ud                
        shl (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    2:w              
        send (16|M0)             r53:w    r49:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (8|M24)              r73.0<1>:ud   r74.0<8;8,1>:ud   r69.0<0;1,0>:ud 
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r8.4<0;1,0>:d   
        send (16|M16)            r55:w    r51:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r65     r53     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r67     r55     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r79      r126:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r79.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r80.0<1>:ud   r126.2<0;1,0>:ud  0x7F000000:ud             
(W)     send (1|M0)              null     r80:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        shl (16|M0)              r81.0<1>:d    r61.0<8;8,1>:d    2:w              
        shl (16|M16)             r83.0<1>:d    r63.0<8;8,1>:d    2:w              
        addc (8|M0)              r89.0<1>:ud   r35.0<0;1,0>:ud   r6.0<8;8,1>:ud   {AccWrEn,Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}
        mad (16|M0)              r81.0<1>:d    r81.0<8;1>:d      r57.0<8;1>:d      36:w              
        mad (16|M16)             r83.0<1>:d    r83.0<8;1>:d      r59.0<8;1>:d      36:w              
        mov (8|M0)               r91.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r90.0<1>:ud   r35.0<0;1,0>:ud   r7.0<8;8,1>:ud   {AccWrEn,Compacted}
(W)     mov (8|M0)               r65.0<1>:f    r65.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r85:w    r81:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r67.0<1>:f    r67.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r87:w    r83:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (8|M0)               r101.0<1>:ud  r91.0<8;8,1>:ud   r69.0<0;1,0>:ud  {Compacted}
        mov (8|M8)               r92.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r93.0<1>:ud   r35.0<0;1,0>:ud   r12.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r102.0<1>:ud  r92.0<8;8,1>:ud   r69.0<0;1,0>:ud  {Compacted}
        mov (8|M16)              r95.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r94.0<1>:ud   r35.0<0;1,0>:ud   r13.0<8;8,1>:ud  {AccWrEn}
        add (8|M16)              r109.0<1>:ud  r95.0<8;8,1>:ud   r69.0<0;1,0>:ud 
        mov (8|M24)              r96.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M0)               acc0.0<1>:ud  r89.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        add (8|M24)              r110.0<1>:ud  r96.0<8;8,1>:ud   r69.0<0;1,0>:ud 
        mach (8|M0)              r97.0<1>:ud   r89.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r99.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r90.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M8)              r98.0<1>:ud   r90.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r100.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r9.0<0;1,0>:ud    r101.0<2;1,0>:uw
        mach (8|M0)              r103.0<1>:d   r9.0<0;1,0>:ud    r101.0<8;8,1>:d 
(W)     mul (8|M8)               acc0.0<1>:d   r9.0<0;1,0>:ud    r102.0<2;1,0>:uw
        mach (8|M8)              r104.0<1>:d   r9.0<0;1,0>:ud    r102.0<8;8,1>:d 
        mul (8|M16)              acc0.0<1>:ud  r93.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M16)             r105.0<1>:ud  r93.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M16)              r107.0<1>:ud  acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r94.0<8;8,1>:ud   r9.0<0;1,0>:uw  
        mach (8|M24)             r106.0<1>:ud  r94.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M24)              r108.0<1>:ud  acc0.0<8;8,1>:ud                
(W)     mul (8|M16)              acc0.0<1>:d   r9.0<0;1,0>:ud    r109.0<2;1,0>:uw
        mach (8|M16)             r111.0<1>:d   r9.0<0;1,0>:ud    r109.0<8;8,1>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r9.0<0;1,0>:ud    r110.0<2;1,0>:uw
        mach (8|M24)             r112.0<1>:d   r9.0<0;1,0>:ud    r110.0<8;8,1>:d 
        addc (8|M0)              r113.0<1>:ud  r5.0<0;1,0>:ud    r38.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r115.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r114.0<1>:ud  r5.0<0;1,0>:ud    r39.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r124.0<1>:ud  r115.0<8;8,1>:ud  r22.0<0;1,0>:ud  {Compacted}
        mov (8|M8)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r117.0<1>:ud  r5.0<0;1,0>:ud    r42.0<8;8,1>:ud  {AccWrEn}
        add (16|M0)              r120.0<1>:d   r99.0<8;8,1>:d    r113.0<8;8,1>:d  {Compacted}
        add (8|M8)               r125.0<1>:ud  r116.0<8;8,1>:ud  r22.0<0;1,0>:ud  {Compacted}
        mov (8|M16)              r119.0<1>:ud  acc0.0<8;8,1>:ud                
        addc (8|M24)             r118.0<1>:ud  r5.0<0;1,0>:ud    r43.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   2:w              
        add (16|M0)              r5.0<1>:d     r97.0<8;8,1>:d    r103.0<8;8,1>:d  {Compacted}
        add (8|M16)              r2.0<1>:ud    r119.0<8;8,1>:ud  r22.0<0;1,0>:ud 
        add (16|M16)             r122.0<1>:d   r107.0<8;8,1>:d   r117.0<8;8,1>:d 
        add (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   r8.5<0;1,0>:d    {Compacted}
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                
        shl (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   2:w              
        add (8|M24)              r3.0<1>:ud    r4.0<8;8,1>:ud    r22.0<0;1,0>:ud 
        add (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   r8.5<0;1,0>:d   
        add (16|M16)             r7.0<1>:d     r105.0<8;8,1>:d   r111.0<8;8,1>:d 
        sends (16|M0)            null:w   r120    r85     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r122    r87     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1960:
