L0:
(W)     mov (8|M0)               r54.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     shl (1|M0)               r5.0<1>:q     r54.6<0;1,0>:ud   3:w              
        mov (8|M0)               r6.0<1>:q     r3.0<8;8,1>:uw                  
        mov (8|M8)               r12.0<1>:q    r3.8<8;8,1>:uw                  
(W)     mov (1|M0)               r5.1<1>:q     r9.0<0;1,0>:ud                  
        mov (8|M16)              r18.0<1>:q    r4.0<8;8,1>:uw                  
        mov (8|M24)              r24.0<1>:q    r4.8<8;8,1>:uw                  
(W)     shl (1|M0)               r5.2<1>:q     r54.1<0;1,0>:ud   3:w              
        mov (8|M16)              r40.0<1>:q    r2.0<8;8,1>:uw                  
        add (8|M0)               r10.0<1>:q    r5.0<0;1,0>:q     r6.0<4;4,1>:q   
        add (8|M8)               r16.0<1>:q    r5.0<0;1,0>:q     r12.0<4;4,1>:q  
        mov (8|M24)              r42.0<1>:q    r2.8<8;8,1>:uw                  
        add (8|M16)              r22.0<1>:q    r5.0<0;1,0>:q     r18.0<4;4,1>:q  
        add (8|M24)              r28.0<1>:q    r5.0<0;1,0>:q     r24.0<4;4,1>:q  
        mov (8|M0)               r14.0<1>:ud   r10.0<2;1,0>:ud                 
        mov (8|M8)               r15.0<1>:ud   r16.0<2;1,0>:ud                 
        mov (8|M0)               r32.0<1>:ud   r10.1<2;1,0>:ud                 
        mov (8|M16)              r26.0<1>:ud   r22.0<2;1,0>:ud                 
        mov (8|M24)              r27.0<1>:ud   r28.0<2;1,0>:ud                 
        mov (8|M8)               r33.0<1>:ud   r16.1<2;1,0>:ud                 
        mov (8|M16)              r36.0<1>:ud   r22.1<2;1,0>:ud                 
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mul (16|M0)              r34.0<1>:d    r14.0<8;8,1>:ud   r5.3<0;1,0>:d   
        mov (8|M24)              r37.0<1>:ud   r28.1<2;1,0>:ud                 
        mul (16|M16)             r38.0<1>:d    r26.0<8;8,1>:ud   r5.3<0;1,0>:d   
        mul (16|M0)              r9.0<1>:ud    r14.0<8;8,1>:ud   r5.2<0;1,0>:ud   {Compacted}
        mach (8|M0)              r20.0<1>:d    r14.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mov (8|M0)               r22.0<1>:q    r1.0<8;8,1>:uw                  
        mov (8|M8)               r28.0<1>:q    r1.8<8;8,1>:uw                  
        mul (16|M16)             r16.0<1>:ud   r26.0<8;8,1>:ud   r5.2<0;1,0>:ud  
        mov (8|M8)               r44.0<2>:ud   r10.0<8;8,1>:ud                 
        add (8|M24)              r46.0<1>:q    r5.2<0;1,0>:q     r42.0<4;4,1>:q  
        mach (8|M8)              r21.0<1>:d    r15.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r26.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mov (8|M16)              r14.0<2>:ud   r16.0<8;8,1>:ud                 
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r30.0<1>:d    r26.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mul (16|M0)              r34.0<1>:d    r32.0<8;8,1>:d    r5.2<0;1,0>:ud  
        mov (8|M0)               r32.0<2>:ud   r9.0<8;8,1>:ud                  
        mach (8|M24)             r31.0<1>:d    r27.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        add (8|M0)               r26.0<1>:q    r5.2<0;1,0>:q     r22.0<4;4,1>:q  
        mov (8|M24)              r34.0<2>:ud   r17.0<8;8,1>:ud                 
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r38.0<8;8,1>:d  
        mul (16|M16)             r38.0<1>:d    r36.0<8;8,1>:d    r5.2<0;1,0>:ud  
        mov (8|M0)               r32.1<2>:d    r20.0<8;8,1>:d                  
        mov (8|M8)               r44.1<2>:d    r21.0<8;8,1>:d                  
        add (8|M8)               r36.0<1>:q    r5.2<0;1,0>:q     r28.0<4;4,1>:q  
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r38.0<8;8,1>:d  
        add (8|M16)              r38.0<1>:q    r5.2<0;1,0>:q     r40.0<4;4,1>:q  
        add (8|M0)               r48.0<2>:d    r32.0<4;4,1>:q    r26.0<4;4,1>:q  
        add (8|M8)               r9.0<2>:d     r44.0<4;4,1>:q    r36.0<4;4,1>:q  
        mov (16|M16)             r32.0<1>:d    r4.0<16;16,1>:uw                
        mov (8|M16)              r14.1<2>:d    r30.0<8;8,1>:d                  
        mov (8|M24)              r34.1<2>:d    r31.0<8;8,1>:d                  
        mov (8|M0)               r52.0<1>:d    r48.0<2;1,0>:d                  
        mov (8|M8)               r53.0<1>:d    r9.0<2;1,0>:d                   
        mov (16|M16)             r9.0<1>:d     r2.0<16;16,1>:uw                
        add (8|M16)              r50.0<2>:d    r14.0<4;4,1>:q    r38.0<4;4,1>:q  
        add (8|M24)              r20.0<2>:d    r34.0<4;4,1>:q    r46.0<4;4,1>:q  
        mov (16|M0)              r14.0<1>:d    r3.0<16;16,1>:uw                
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w              
        mov (16|M0)              r34.0<1>:d    r1.0<16;16,1>:uw                
        mov (8|M16)              r16.0<1>:d    r50.0<2;1,0>:d                  
        mov (8|M24)              r17.0<1>:d    r20.0<2;1,0>:d                  
        mul (16|M0)              r36.0<1>:d    r14.0<8;8,1>:d    36:w              
        add (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        shl (16|M0)              r38.0<1>:d    r34.0<8;8,1>:d    2:w              
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    2:w              
        shl (16|M16)             r44.0<1>:d    r9.0<8;8,1>:d     2:w              
        send (16|M0)             r26:w    r52     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r20.0<1>:d    r32.0<8;8,1>:d    36:w              
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r8.4<0;1,0>:d   
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r44.0<8;8,1>:d  
        send (16|M16)            r30:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r36     r26     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r20     r30     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     and (8|M0)               r3.0<1>:ud    r54.2<0;1,0>:ud   0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r3      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        mul (16|M0)              r16.0<1>:d    r34.0<8;8,1>:d    36:w              
        shl (16|M0)              r48.0<1>:d    r14.0<8;8,1>:d    2:w              
        mul (16|M16)             r46.0<1>:d    r9.0<8;8,1>:d     36:w              
        shl (16|M16)             r50.0<1>:d    r32.0<8;8,1>:d    2:w              
        add (8|M0)               r30.0<1>:q    r5.2<0;1,0>:q     r6.0<4;4,1>:q   
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        add (8|M8)               r2.0<1>:q     r5.2<0;1,0>:q     r12.0<4;4,1>:q  
        add (8|M16)              r14.0<1>:q    r5.2<0;1,0>:q     r18.0<4;4,1>:q  
        add (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    r50.0<8;8,1>:d  
        mov (8|M0)               r36.0<1>:ud   r30.0<2;1,0>:ud                 
        send (16|M0)             r26:w    r16     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (8|M8)               r37.0<1>:ud   r2.0<2;1,0>:ud                  
        mov (8|M16)              r32.0<1>:ud   r14.0<2;1,0>:ud                 
        send (16|M16)            r20:w    r46     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mul (8|M0)               acc0.0<1>:ud  r36.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        add (8|M24)              r16.0<1>:q    r5.2<0;1,0>:q     r24.0<4;4,1>:q  
        mov (8|M0)               r11.0<1>:ud   r30.1<2;1,0>:ud                 
        mul (16|M0)              r34.0<1>:d    r36.0<8;8,1>:ud   r5.3<0;1,0>:d   
        mov (8|M8)               r12.0<1>:ud   r2.1<2;1,0>:ud                  
        mov (8|M16)              r18.0<1>:ud   r14.1<2;1,0>:ud                 
        mach (8|M0)              r9.0<1>:d     r36.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r37.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mov (8|M24)              r33.0<1>:ud   r16.0<2;1,0>:ud                 
        mov (8|M24)              r19.0<1>:ud   r16.1<2;1,0>:ud                 
        mul (16|M0)              r24.0<1>:ud   r36.0<8;8,1>:ud   r5.2<0;1,0>:ud   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r54.0<8;8,1>:ud                  {Compacted}
        mach (8|M8)              r10.0<1>:d    r37.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r32.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mul (16|M16)             r38.0<1>:d    r32.0<8;8,1>:ud   r5.3<0;1,0>:d   
        mul (16|M16)             r2.0<1>:ud    r32.0<8;8,1>:ud   r5.2<0;1,0>:ud  
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r34.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r6.0<1>:d     r32.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r33.0<8;8,1>:ud   r5.4<0;1,0>:uw  
        mul (16|M0)              r34.0<1>:d    r11.0<8;8,1>:d    r5.2<0;1,0>:ud  
        mov (8|M0)               r13.0<2>:ud   r24.0<8;8,1>:ud                 
        mov (8|M8)               r15.0<2>:ud   r25.0<8;8,1>:ud                 
        mov (8|M16)              r30.0<2>:ud   r2.0<8;8,1>:ud                  
        mov (8|M24)              r11.0<2>:ud   r3.0<8;8,1>:ud                  
        mach (8|M24)             r7.0<1>:d     r33.0<8;8,1>:ud   r5.2<0;1,0>:ud   {AccWrEn}
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r34.0<8;8,1>:d   {Compacted}
        add (8|M8)               r34.0<1>:q    r5.0<0;1,0>:q     r28.0<4;4,1>:q  
        add (8|M24)              r36.0<1>:q    r5.0<0;1,0>:q     r42.0<4;4,1>:q  
        add (8|M16)              r32.0<1>:q    r5.0<0;1,0>:q     r40.0<4;4,1>:q  
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r38.0<8;8,1>:d  
        mul (16|M16)             r38.0<1>:d    r18.0<8;8,1>:d    r5.2<0;1,0>:ud  
        mov (8|M0)               r13.1<2>:d    r9.0<8;8,1>:d                   
        mov (8|M8)               r15.1<2>:d    r10.0<8;8,1>:d                  
        add (8|M0)               r17.0<1>:q    r5.0<0;1,0>:q     r22.0<4;4,1>:q  
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r38.0<8;8,1>:d  
        add (8|M8)               r24.0<2>:d    r15.0<4;4,1>:q    r34.0<4;4,1>:q  
        add (8|M0)               r38.0<2>:d    r13.0<4;4,1>:q    r17.0<4;4,1>:q  
        mov (8|M16)              r30.1<2>:d    r6.0<8;8,1>:d                   
        mov (8|M24)              r11.1<2>:d    r7.0<8;8,1>:d                   
        mov (8|M8)               r47.0<1>:d    r24.0<2;1,0>:d                  
        mov (8|M0)               r46.0<1>:d    r38.0<2;1,0>:d                  
        add (8|M16)              r44.0<2>:d    r30.0<4;4,1>:q    r32.0<4;4,1>:q  
        add (8|M24)              r9.0<2>:d     r11.0<4;4,1>:q    r36.0<4;4,1>:q  
        shl (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    2:w              
        mov (8|M16)              r2.0<1>:d     r44.0<2;1,0>:d                  
        mov (8|M24)              r3.0<1>:d     r9.0<2;1,0>:d                   
        add (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r8.5<0;1,0>:d   
        sends (16|M0)            null:w   r46     r26     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r20     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2328:
