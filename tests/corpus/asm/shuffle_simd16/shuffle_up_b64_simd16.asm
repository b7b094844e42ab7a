L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r7.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (8|M0)               r34.0<1>:ud   r3.8<8;8,1>:w                   
        add (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     2:w              
        add (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r22.0<1>:d    r8.0<8;8,1>:d     3:w              
        send (16|M0)             r12:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    3:w              
        send (16|M0)             r24:w    r22     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r18:w    r16     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r28.0<1>:d    -r12.0<8;8,1>:d   16:w              
(W)     mov (16|M0)              r32.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   r28.0<8;8,1>:d  
(W)     mov (16|M0)              r30.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
(W)     shl (16|M0)              r38.0<1>:ud   r36.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r38.0<2;1,0>:uw   0x3C0:uw             
        mov (16|M0)              r50.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r44.0<1>:ud   r3.8<8;8,1>:w                   
(W)     mov (16|M0)              r40.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r42.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r45.0<1>:ud   r44.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r46.0<1>:ud   r44.0<8;8,1>:ud   r28.0<8;8,1>:d  
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x500:uw             
        mov (16|M0)              r52.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r22     r50     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r66.0<1>:ud   r3.8<8;8,1>:w                   
(W)     add (8|M0)               r67.0<1>:ud   r66.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r68.0<1>:ud   r66.0<8;8,1>:ud   r28.0<8;8,1>:d  
(W)     shl (16|M0)              r70.0<1>:ud   r68.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r70.0<2;1,0>:uw   0x7C0:uw             
        send (16|M0)             r54:w    r16     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r58:w    r22     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (16|M0)              r62.0<1>:d    r54.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r64.0<1>:d    r58.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r82.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r76.0<1>:ud   r3.8<8;8,1>:w                   
(W)     mov (16|M0)              r72.0<1>:d    r56.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r74.0<1>:d    r60.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r77.0<1>:ud   r76.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r78.0<1>:ud   r76.0<8;8,1>:ud   r28.0<8;8,1>:d  
(W)     shl (16|M0)              r80.0<1>:ud   r78.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r80.0<2;1,0>:uw   0x900:uw             
        mov (16|M0)              r84.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r22     r82     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r98.0<1>:ud   r3.8<8;8,1>:w                   
(W)     add (8|M0)               r99.0<1>:ud   r98.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r100.0<1>:ud  r98.0<8;8,1>:ud   r28.0<8;8,1>:d  
(W)     shl (16|M0)              r102.0<1>:ud  r100.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r102.0<2;1,0>:uw  0xBC0:uw             
        send (16|M0)             r86:w    r16     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r90:w    r22     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (16|M0)              r94.0<1>:d    r86.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r96.0<1>:d    r90.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r108.0<1>:ud  r3.8<8;8,1>:w                   
(W)     mov (16|M0)              r104.0<1>:d   r88.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r106.0<1>:d   r92.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r109.0<1>:ud  r108.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r110.0<1>:ud  r108.0<8;8,1>:ud  r28.0<8;8,1>:d  
(W)     shl (16|M0)              r112.0<1>:ud  r110.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r112.0<2;1,0>:uw  0xD00:uw             
        mov (16|M0)              r116.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r22     r114    0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1008:
