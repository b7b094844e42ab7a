L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r7.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (8|M0)               r32.0<1>:ud   r3.8<8;8,1>:w                   
        add (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r33.0<1>:ud   r32.0<8;8,1>:ud   0x8:uw             
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     2:w              
        add (16|M0)              r20.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     3:w              
        send (16|M0)             r12:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    3:w              
        send (16|M0)             r16:w    r14     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r24:w    r22     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     add (16|M0)              r34.0<1>:ud   r32.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     mov (16|M0)              r28.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
(W)     shl (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r30.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0x380:uw             
        mov (16|M0)              r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r42.0<1>:ud   r3.8<8;8,1>:w                   
(W)     mov (16|M0)              r38.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r40.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r43.0<1>:ud   r42.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r44.0<1>:ud   r42.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     shl (16|M0)              r46.0<1>:ud   r44.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r46.0<2;1,0>:uw   0x4C0:uw             
        mov (16|M0)              r50.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r14     r48     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r64.0<1>:ud   r3.8<8;8,1>:w                   
(W)     add (8|M0)               r65.0<1>:ud   r64.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r66.0<1>:ud   r64.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     shl (16|M0)              r68.0<1>:ud   r66.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r68.0<2;1,0>:uw   0x780:uw             
        send (16|M0)             r52:w    r14     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r56:w    r22     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (16|M0)              r60.0<1>:d    r52.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r62.0<1>:d    r56.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r80.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r74.0<1>:ud   r3.8<8;8,1>:w                   
(W)     mov (16|M0)              r70.0<1>:d    r54.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:d    r58.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r75.0<1>:ud   r74.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r76.0<1>:ud   r74.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     shl (16|M0)              r78.0<1>:ud   r76.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r78.0<2;1,0>:uw   0x8C0:uw             
        mov (16|M0)              r82.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r14     r80     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r96.0<1>:ud   r3.8<8;8,1>:w                   
(W)     add (8|M0)               r97.0<1>:ud   r96.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r98.0<1>:ud   r96.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     shl (16|M0)              r100.0<1>:ud  r98.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r100.0<2;1,0>:uw  0xB80:uw             
        send (16|M0)             r84:w    r14     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r88:w    r22     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (16|M0)              r92.0<1>:d    r84.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r94.0<1>:d    r88.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r112.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r106.0<1>:ud  r3.8<8;8,1>:w                   
(W)     mov (16|M0)              r102.0<1>:d   r86.0<8;8,1>:d                   {Compacted}
(W)     mov (16|M0)              r104.0<1>:d   r90.0<8;8,1>:d                   {Compacted}
(W)     add (8|M0)               r107.0<1>:ud  r106.0<8;8,1>:ud  0x8:uw             
(W)     add (16|M0)              r108.0<1>:ud  r106.0<8;8,1>:ud  r12.0<8;8,1>:d  
(W)     shl (16|M0)              r110.0<1>:ud  r108.0<8;8,1>:ud  0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r110.0<2;1,0>:uw  0xCC0:uw             
        mov (16|M0)              r114.0<1>:d   r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r14     r112    0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L992:
