L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r8.0<1>:uw    r8.8<0;1,0>:uw    0x2:uw             
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (1|M0)               a0.0<1>:uw    r8.0<0;1,0>:uw    0x300:uw             
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d                  
(W)     mov (1|M0)               r4.1<1>:d     r[a0.0]<0;1,0>:d                
        shl (8|M0)               r28.0<1>:d    r12.0<8;8,1>:ud   2:w              
        shl (8|M8)               r29.0<1>:d    r13.0<8;8,1>:ud   2:w              
        shl (8|M16)              r30.0<1>:d    r14.0<8;8,1>:ud   2:w              
        shl (8|M24)              r31.0<1>:d    r15.0<8;8,1>:ud   2:w              
(W)     add (1|M16)              a0.0<1>:uw    r8.0<0;1,0>:uw    0x300:uw             
        shl (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d    2:w              
        shl (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    2:w              
        mov (16|M0)              r36.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M0)            null:w   r32     r36     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r38.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (16|M16)           null:w   r34     r38     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r40.0<1>:d    r12.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}
        add (16|M16)             r42.0<1>:d    r14.0<8;8,1>:d    r8.5<0;1,0>:d   
(W)     mov (8|M0)               r4.8<1>:w     0x76543210:v                              
(W)     mov (16|M0)              r52.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        shl (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    2:w              
        shl (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r92.0<1>:ud   r4.8<8;8,1>:w                   
(W)     mov (16|M16)             r54.0<1>:d    r22.0<8;8,1>:d                  
(W)     add (8|M0)               r93.0<1>:ud   r92.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r96.0<1>:ud   r92.0<8;8,1>:ud   1:w              
(W)     add (16|M0)              r94.0<1>:ud   r92.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r100.0<1>:ud  r96.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r98.0<1>:ud   r94.0<8;8,1>:ud   1:w              
(W)     add (16|M0)              a0.0<1>:uw    r100.0<2;1,0>:uw  0x680:uw             
(W)     shl (16|M0)              r102.0<1>:ud  r98.0<8;8,1>:ud   0x2:uw             
        send (16|M0)             r44:w    r40     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r46:w    r42     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r56.0<1>:d    r44.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r58.0<1>:d    r46.0<8;8,1>:d                  
        mov (16|M0)              r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r102.0<2;1,0>:uw  0x680:uw             
        mov (16|M16)             r50.0<1>:d    r[a0.0]<1,0>:d                  
        or (16|M0)               r60.0<1>:d    r32.0<8;8,1>:d    4:w              
        or (16|M16)              r62.0<1>:d    r34.0<8;8,1>:d    4:w              
(W)     mov (8|M0)               r104.0<1>:ud  r4.8<8;8,1>:w                   
(W)     mov (16|M0)              r72.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r60     r48     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r62     r50     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r105.0<1>:ud  r104.0<8;8,1>:ud  0x8:uw             
(W)     mov (16|M16)             r74.0<1>:d    r22.0<8;8,1>:d                  
(W)     add (16|M0)              r108.0<1>:ud  r104.0<8;8,1>:ud  29:w              
(W)     add (16|M0)              r106.0<1>:ud  r104.0<8;8,1>:ud  0x10:uw             
(W)     shl (16|M0)              r112.0<1>:ud  r108.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M16)             r110.0<1>:ud  r106.0<8;8,1>:ud  29:w              
(W)     add (16|M0)              a0.0<1>:uw    r112.0<2;1,0>:uw  0x880:uw             
(W)     shl (16|M0)              r114.0<1>:ud  r110.0<8;8,1>:ud  0x2:uw             
        send (16|M0)             r64:w    r40     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r66:w    r42     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r68.0<1>:d    r64.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M16)             r70.0<1>:d    r66.0<8;8,1>:d                  
        mov (16|M0)              r84.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r114.0<2;1,0>:uw  0x880:uw             
        mov (16|M16)             r88.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r80.0<2>:d    r20.1<2;1,0>:d                  
(W)     mov (8|M16)              r82.0<2>:d    r22.1<2;1,0>:d                  
(W)     mov (8|M0)               r80.1<2>:d    r20.0<2;1,0>:d                  
(W)     mov (8|M16)              r82.1<2>:d    r22.0<2;1,0>:d                  
        or (16|M0)               r76.0<1>:d    r32.0<8;8,1>:d    8:w              
        or (16|M16)              r78.0<1>:d    r34.0<8;8,1>:d    8:w              
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        mov (16|M0)              r86.0<1>:d    r80.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r90.0<1>:d    r82.0<8;8,1>:d                  
        sends (16|M0)            null:w   r76     r84     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r78     r88     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1232:
