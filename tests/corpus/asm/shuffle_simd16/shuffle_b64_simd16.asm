L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     3:w              
        send (16|M0)             r10:w    r8      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r14:w    r12     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r18.0<1>:uw   r10.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r18.0<16;16,1>:uw  0x1C0:uw            
        mov (16|M0)              r19.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r18.0<16;16,1>:uw  0x200:uw            
        mov (16|M0)              r21.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r12     r19     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (16|M0)              a0.0<1>:uw    r18.0<16;16,1>:uw  0x2E0:uw            
        send (16|M0)             r23:w    r12     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r18.0<16;16,1>:uw  0x320:uw            
        mov (16|M0)              r29.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r12     r27     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r39.0<1>:uw   r10.0<2;1,0>:uw   0x3:uw             
        add (16|M0)              a0.0<1>:uw    r39.0<16;16,1>:uw  0x460:uw            
        send (16|M0)             r31:w    r12     0xC            0x04405C05           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r35.0<2>:d    r31.0<8;8,1>:d                  
        mov (8|M8)               r37.0<2>:d    r32.0<8;8,1>:d                  
        mov (8|M0)               r35.1<2>:d    r33.0<8;8,1>:d                  
        mov (8|M8)               r37.1<2>:d    r34.0<8;8,1>:d                  
        mov (8|M0)               r44.0<1>:df   r[a0.0]<1,0>:df                 
        mov (8|M8)               r46.0<1>:df   r[a0.8]<1,0>:df                 
        mov (8|M0)               r40.0<1>:d    r44.0<2;1,0>:d                  
        mov (8|M8)               r41.0<1>:d    r46.0<2;1,0>:d                  
        mov (8|M0)               r42.0<1>:d    r44.1<2;1,0>:d                  
        mov (8|M8)               r43.0<1>:d    r46.1<2;1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r12     r40     0x10C            0x04025C06           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L568:
