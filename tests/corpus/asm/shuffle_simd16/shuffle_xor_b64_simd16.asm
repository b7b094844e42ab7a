L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r18.0<1>:w    0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (8|M0)               r18.8<1>:w    r18.0<8;8,1>:w    8:w              
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     3:w              
        send (16|M0)             r10:w    r8      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r14:w    r12     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r19.0<1>:d    r10.0<8;8,1>:d    r18.0<16;16,1>:uw
        shl (16|M0)              r21.0<1>:uw   r19.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r21.0<16;16,1>:uw  0x1C0:uw            
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r21.0<16;16,1>:uw  0x200:uw            
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r12     r22     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (16|M0)              a0.0<1>:uw    r21.0<16;16,1>:uw  0x340:uw            
        send (16|M0)             r26:w    r12     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (16|M0)              r30.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r21.0<16;16,1>:uw  0x380:uw            
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r12     r30     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r42.0<1>:uw   r19.0<2;1,0>:uw   0x3:uw             
        add (16|M0)              a0.0<1>:uw    r42.0<16;16,1>:uw  0x4C0:uw            
        send (16|M0)             r34:w    r12     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r38.0<2>:d    r34.0<8;8,1>:d                  
        mov (8|M8)               r40.0<2>:d    r35.0<8;8,1>:d                  
        mov (8|M0)               r38.1<2>:d    r36.0<8;8,1>:d                  
        mov (8|M8)               r40.1<2>:d    r37.0<8;8,1>:d                  
        mov (8|M0)               r47.0<1>:df   r[a0.0]<1,0>:df                 
        mov (8|M8)               r49.0<1>:df   r[a0.8]<1,0>:df                 
        mov (8|M0)               r43.0<1>:d    r47.0<2;1,0>:d                  
        mov (8|M8)               r44.0<1>:d    r49.0<2;1,0>:d                  
        mov (8|M0)               r45.0<1>:d    r47.1<2;1,0>:d                  
        mov (8|M8)               r46.0<1>:d    r49.1<2;1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r12     r43     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L616:
