L0:
(W)     mov (8|M0)               r96.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r11.3<0;1,0>:d    r96.2<0;1,0>:uw 
(W)     mov (8|M0)               r113.0<1>:w   0x76543210:v                              
(W)     mach (1|M0)              r8.0<1>:d     r11.3<0;1,0>:d    r96.1<0;1,0>:d   {Compacted}
(W)     mov (8|M0)               r10.0<1>:ud   r113.0<8;8,1>:w                 
        add (16|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r5.0<1>:d     r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r111.0<1>:d   r3.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r109.0<1>:d   r5.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r2.0<1>:d     r111.0<8;8,1>:d   2:w              
        add (16|M0)              r118.0<1>:d   r111.0<8;8,1>:d   r11.0<0;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r109.0<8;8,1>:d   2:w              
        add (16|M16)             r120.0<1>:d   r109.0<8;8,1>:d   r11.0<0;1,0>:d  
        send (16|M0)             r8:w     r2:f    0xC            0x04205E00           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r2.0<1>:d     r118.0<8;8,1>:d   3:w              
        send (16|M16)            r6:w     r4:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M16)             r4.0<1>:d     r120.0<8;8,1>:d   3:w              
        shl (16|M0)              r32.0<1>:d    r111.0<8;8,1>:d   3:w              
        send (16|M0)             r12:w    r2:f    0xC            0x04405C01           {NoPreempt} // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M16)             r30.0<1>:d    r109.0<8;8,1>:d   3:w              
        send (16|M16)            r16:w    r4:f    0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r26:w    r32:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r22:w    r30:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r99.0<1>:d    -r8.0<8;8,1>:d    32:w              
        add (16|M16)             r97.0<1>:d    -r6.0<8;8,1>:d    32:w              
(W)     add (16|M0)              r20.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     mov (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M16)             r4.0<1>:f     r16.0<8;8,1>:f                  
(W)     mov (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f                   {Compacted}
(W)     add (16|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw             
(W)     mov (16|M16)             r8.0<1>:f     r22.0<8;8,1>:f                  
(W)     shl (16|M0)              r12.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r10.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r14.0<1>:ud   r113.0<8;8,1>:w                 
(W)     mov (16|M16)             r8.0<1>:f     r24.0<8;8,1>:f                  
        mov (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f                  
(W)     mov (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f                  
(W)     add (8|M0)               r15.0<1>:ud   r14.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r6.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r24.0<1>:ud   r14.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r16.0<1>:ud   r14.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r14.0<1>:ud   r24.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r16.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x40:uw             
(W)     shl (16|M0)              r16.0<1>:ud   r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r16.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r12.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r22.0<1>:f    r14.0<8;8,1>:f                  
        sends (16|M0)            null:w   r32     r10     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r50.0<1>:d    r118.0<8;8,1>:d   4:w              
        shl (16|M16)             r48.0<1>:d    r120.0<8;8,1>:d   4:w              
        sends (16|M16)           null:w   r30     r20     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r58.0<1>:d    r111.0<8;8,1>:d   4:w              
        shl (16|M16)             r56.0<1>:d    r109.0<8;8,1>:d   4:w              
(W)     mov (8|M0)               r10.0<1>:ud   r113.0<8;8,1>:w                 
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
        send (16|M0)             r38:w    r50:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M16)            r32:w    r48:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M0)             r26:w    r58:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r20:w    r56:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (16|M0)              r2.0<1>:f     r38.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f                  
(W)     mov (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r8.0<1>:f     r20.0<8;8,1>:f                  
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r8.0<1>:f     r22.0<8;8,1>:f                  
(W)     mov (8|M0)               r22.0<1>:ud   r113.0<8;8,1>:w                 
        mov (16|M16)             r10.0<1>:f    r26.0<8;8,1>:f                  
(W)     mov (16|M0)              r6.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r23.0<1>:ud   r22.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                  
(W)     add (16|M0)              r32.0<1>:ud   r22.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r26.0<1>:ud   r22.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r22.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r28.0<1>:ud   r26.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0x40:uw             
(W)     shl (16|M0)              r26.0<1>:ud   r28.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r26.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r18.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r12.0<1>:f    r22.0<8;8,1>:f                  
(W)     mov (8|M0)               r22.0<1>:ud   r113.0<8;8,1>:w                 
(W)     mov (16|M16)             r8.0<1>:f     r24.0<8;8,1>:f                  
(W)     mov (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r4.0<1>:f     r36.0<8;8,1>:f                  
(W)     add (8|M0)               r23.0<1>:ud   r22.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r28.0<1>:ud   r22.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r24.0<1>:ud   r22.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r22.0<1>:ud   r28.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r26.0<1>:ud   r24.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0x40:uw             
(W)     shl (16|M0)              r24.0<1>:ud   r26.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r24.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r20.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r14.0<1>:f    r22.0<8;8,1>:f                  
        sends (16|M0)            null:w   r58     r16     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        sends (16|M16)           null:w   r56     r10     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
(W)     mov (8|M0)               r10.0<1>:ud   r113.0<8;8,1>:w                 
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r12.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
        send (16|M16)            r16:w    r56:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r40:w    r50:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r32:w    r48:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r56.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r24:w    r58:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M16)             r8.0<1>:f     r16.0<8;8,1>:f                  
(W)     add (16|M0)              r16.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     mov (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f                  
(W)     mov (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r10.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r10.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r54.0<1>:f    r18.0<8;8,1>:f                  
(W)     mov (8|M0)               r18.0<1>:ud   r113.0<8;8,1>:w                 
        mov (16|M16)             r2.0<1>:f     r24.0<8;8,1>:f                  
(W)     mov (16|M0)              r52.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r48.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r50.0<1>:f    r34.0<8;8,1>:f                  
(W)     add (16|M0)              r32.0<1>:ud   r18.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r24.0<1>:ud   r18.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r32.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r26.0<1>:ud   r24.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x600:uw             
(W)     shl (16|M0)              r24.0<1>:ud   r26.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r24.0<2;1,0>:uw   0x600:uw             
        mov (16|M0)              r12.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f                  
(W)     mov (8|M0)               r18.0<1>:ud   r113.0<8;8,1>:w                 
(W)     mov (16|M16)             r54.0<1>:f    r20.0<8;8,1>:f                  
(W)     mov (16|M0)              r48.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r50.0<1>:f    r36.0<8;8,1>:f                  
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r52.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r26.0<1>:ud   r18.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r26.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r24.0<1>:ud   r20.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x600:uw             
(W)     shl (16|M0)              r20.0<1>:ud   r24.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x600:uw             
        mov (16|M0)              r14.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                  
(W)     mov (8|M0)               r18.0<1>:ud   r113.0<8;8,1>:w                 
(W)     mov (16|M16)             r54.0<1>:f    r22.0<8;8,1>:f                  
(W)     mov (16|M0)              r48.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r50.0<1>:f    r38.0<8;8,1>:f                  
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r52.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r24.0<1>:ud   r18.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r24.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r22.0<1>:ud   r20.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x600:uw             
(W)     shl (16|M0)              r20.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x600:uw             
        mov (16|M0)              r16.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r18.0<8;8,1>:f                  
        sends (16|M0)            null:w   r58     r10     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r114.0<1>:d   r111.0<8;8,1>:d   5:w              
        shl (16|M16)             r116.0<1>:d   r109.0<8;8,1>:d   5:w              
        sends (16|M16)           null:w   r56     r2      0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r4.0<1>:d     r118.0<8;8,1>:d   5:w              
        shl (16|M16)             r6.0<1>:d     r120.0<8;8,1>:d   5:w              
(W)     mov (8|M0)               r10.0<1>:ud   r113.0<8;8,1>:w                 
        add (16|M0)              r2.0<1>:ud    r4.0<8;8,1>:ud    0x10:uw             
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r16.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r16.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw             
(W)     shl (16|M0)              r12.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
        send (16|M0)             r80:w    r4:f    0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r64:w    r6:f    0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r48:w    r114:f  0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r32:w    r116:f  0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r88:w    r2:f    0xC            0x04805007           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw             
        send (16|M16)            r72:w    r2:f    0xC            0x04805007           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r114.0<8;8,1>:ud  0x10:uw             
        send (16|M0)             r56:w    r2:f    0xC            0x04805007           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r116.0<8;8,1>:ud  0x10:uw             
        send (16|M16)            r40:w    r2:f    0xC            0x04805007           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (16|M0)              r2.0<1>:f     r80.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r4.0<1>:f     r64.0<8;8,1>:f                  
(W)     mov (16|M0)              r6.0<1>:f     r48.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r8.0<1>:f     r32.0<8;8,1>:f                  
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r18.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (16|M16)             r107.0<1>:f   r34.0<8;8,1>:f                  
(W)     mov (8|M0)               r34.0<1>:ud   r113.0<8;8,1>:w                 
        mov (16|M16)             r2.0<1>:f     r48.0<8;8,1>:f                  
(W)     mov (16|M0)              r105.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r101.0<1>:f   r82.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r103.0<1>:f   r66.0<8;8,1>:f                  
(W)     add (16|M0)              r64.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r48.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r64.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r50.0<1>:ud   r48.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r50.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                  
(W)     mov (8|M0)               r34.0<1>:ud   r113.0<8;8,1>:w                 
(W)     mov (16|M16)             r107.0<1>:f   r36.0<8;8,1>:f                  
(W)     mov (16|M0)              r101.0<1>:f   r84.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r103.0<1>:f   r68.0<8;8,1>:f                  
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r105.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r50.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r50.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r48.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r22.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f                  
(W)     mov (8|M0)               r34.0<1>:ud   r113.0<8;8,1>:w                 
(W)     mov (16|M16)             r107.0<1>:f   r38.0<8;8,1>:f                  
(W)     mov (16|M0)              r101.0<1>:f   r86.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r103.0<1>:f   r70.0<8;8,1>:f                  
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M0)              r105.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r48.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r24.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r80.0<1>:w    0x76543210:v                              
        mov (16|M16)             r8.0<1>:f     r34.0<8;8,1>:f                  
(W)     mov (16|M16)             r107.0<1>:f   r40.0<8;8,1>:f                  
(W)     mov (16|M0)              r101.0<1>:f   r88.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M16)             r103.0<1>:f   r72.0<8;8,1>:f                  
(W)     mov (16|M0)              r105.0<1>:f   r56.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r26.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                  
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r101.0<1>:f   r90.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r103.0<1>:f   r74.0<8;8,1>:f                  
(W)     mov (16|M0)              r105.0<1>:f   r58.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r107.0<1>:f   r42.0<8;8,1>:f                  
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r28.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                  
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r101.0<1>:f   r92.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r103.0<1>:f   r76.0<8;8,1>:f                  
(W)     mov (16|M0)              r105.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r107.0<1>:f   r44.0<8;8,1>:f                  
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f                  
(W)     mov (8|M0)               r34.0<1>:ud   r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r101.0<1>:f   r94.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r103.0<1>:f   r78.0<8;8,1>:f                  
(W)     mov (16|M0)              r105.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw             
(W)     mov (16|M16)             r107.0<1>:f   r46.0<8;8,1>:f                  
(W)     add (16|M0)              r40.0<1>:ud   r34.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M0)              r36.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r34.0<1>:ud   r40.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r38.0<1>:ud   r36.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r34.0<2;1,0>:uw   0xCA0:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r38.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0xCA0:uw             
        mov (16|M0)              r32.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f                  
        add (16|M0)              r34.0<1>:ud   r114.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r114    r18     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r116.0<8;8,1>:ud  0x10:uw             
        shl (16|M16)             r90.0<1>:d    r109.0<8;8,1>:d   6:w              
        sends (16|M0)            null:w   r34     r26     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r116    r2      0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r18     r10     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r12.0<1>:d    r118.0<8;8,1>:d   6:w              
        shl (16|M16)             r14.0<1>:d    r120.0<8;8,1>:d   6:w              
        shl (16|M0)              r92.0<1>:d    r111.0<8;8,1>:d   6:w              
        add (16|M16)             r66.0<1>:ud   r90.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r2.0<1>:ud    r12.0<8;8,1>:ud   0x10:uw             
        add (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    32:w              
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    32:w              
        add (16|M0)              r94.0<1>:d    r92.0<8;8,1>:d    32:w              
        add (16|M0)              r74.0<1>:ud   r92.0<8;8,1>:d    48:w              
        add (16|M16)             r117.0<1>:d   r90.0<8;8,1>:d    32:w              
        send (16|M0)             r58:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r14.0<8;8,1>:ud   0x10:uw             
        send (16|M0)             r50:w    r12:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r34:w    r14:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r18:w    r92:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r42:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r2:w     r10:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r10.0<1>:ud   r12.0<8;8,1>:d    48:w              
(W)     sends (16|M0)            null:uw  r96     r2      0x20A            0x020F3000           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r10:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r10.0<1>:ud   r14.0<8;8,1>:d    48:w              
(W)     sends (16|M0)            null:uw  r96     r2      0x20A            0x020F3008           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M16)            r2:w     r16:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r96     r2      0x20A            0x020F3010           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M16)            r2:w     r10:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r10:w    r66:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r66:w    r94:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r96     r2      0x20A            0x020F3018           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        add (16|M0)              r2.0<1>:ud    r92.0<8;8,1>:ud   0x10:uw             
(W)     sends (16|M0)            null:uw  r96     r66     0x20A            0x020F3020           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r66:w    r74:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r74.0<1>:ud   r90.0<8;8,1>:d    48:w              
        send (16|M0)             r26:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r2:w     r90:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r96     r66     0x20A            0x020F3028           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M16)            r66:w    r117:f  0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r96     r66     0x20A            0x020F3030           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M16)            r66:w    r74:f   0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r96     r66     0x20A            0x020F3038           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
(W)     mov (16|M16)             r72.0<1>:f    r2.0<8;8,1>:f                   
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r66.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r70.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r34.0<8;8,1>:f                  
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw             
(W)     add (16|M0)              r50.0<1>:ud   r2.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M0)              r18.0<1>:ud   r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r50.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r34.0<1>:ud   r18.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
(W)     shl (16|M0)              r18.0<1>:ud   r34.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x840:uw             
        mov (16|M0)              r119.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r103.0<1>:f   r2.0<8;8,1>:f                   
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r70.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r4.0<8;8,1>:f                   
(W)     mov (16|M0)              r66.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M16)             r68.0<1>:f    r36.0<8;8,1>:f                  
(W)     add (16|M0)              r20.0<1>:ud   r2.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r20.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r18.0<1>:ud   r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
(W)     shl (16|M0)              r4.0<1>:ud    r18.0<8;8,1>:ud   0x2:uw             
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r76.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r105.0<1>:f   r2.0<8;8,1>:f                   
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M16)             r72.0<1>:f    r6.0<8;8,1>:f                   
(W)     mov (16|M0)              r66.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r38.0<8;8,1>:f                  
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M0)              r70.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              r18.0<1>:ud   r2.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r18.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
(W)     shl (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r74.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                  
        mov (16|M16)             r107.0<1>:f   r2.0<8;8,1>:f                   
(W)     mov (16|M0)              r66.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r40.0<8;8,1>:f                  
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M0)              r70.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r8.0<8;8,1>:f                   
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw             
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r56.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                  
        mov (16|M16)             r54.0<1>:f    r2.0<8;8,1>:f                   
(W)     mov (16|M0)              r66.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r42.0<8;8,1>:f                  
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M0)              r70.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r10.0<8;8,1>:f                  
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw             
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r52.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                  
        mov (16|M16)             r50.0<1>:f    r2.0<8;8,1>:f                   
(W)     mov (16|M0)              r66.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r44.0<8;8,1>:f                  
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M0)              r70.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r12.0<8;8,1>:f                  
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw             
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r44.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r6.0<1>:ud    r80.0<8;8,1>:w                  
        mov (16|M16)             r42.0<1>:f    r2.0<8;8,1>:f                   
(W)     mov (16|M0)              r66.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r68.0<1>:f    r46.0<8;8,1>:f                  
(W)     add (8|M0)               r7.0<1>:ud    r6.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M0)              r70.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r72.0<1>:f    r14.0<8;8,1>:f                  
(W)     add (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x10:uw             
(W)     add (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     shl (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x2:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0x840:uw             
        mov (16|M0)              r113.0<1>:f   r4.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r78.0<1>:f    r2.0<8;8,1>:f                   
(W)     mov (8|M0)               r2.0<1>:ud    r80.0<8;8,1>:w                  
(W)     mov (16|M0)              r82.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M16)             r84.0<1>:f    r48.0<8;8,1>:f                  
(W)     mov (16|M0)              r86.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw             
(W)     mov (16|M16)             r88.0<1>:f    r16.0<8;8,1>:f                  
(W)     add (16|M0)              r8.0<1>:ud    r2.0<8;8,1>:ud    r99.0<8;8,1>:d  
(W)     add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     shl (16|M0)              r2.0<1>:ud    r8.0<8;8,1>:ud    0x2:uw             
(W)     add (16|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r97.0<8;8,1>:d  
(W)     add (16|M0)              a0.0<1>:uw    r2.0<2;1,0>:uw    0xA40:uw             
(W)     shl (16|M0)              r4.0<1>:ud    r6.0<8;8,1>:ud    0x2:uw             
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r4.0<2;1,0>:uw    0xA40:uw             
        mov (16|M0)              r115.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
(W)     send (16|M0)             r10:uw   r96:f   0xA            0x022C1000           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        mov (16|M16)             r80.0<1>:f    r2.0<8;8,1>:f                   
(W)     mov (8|M0)               r16.0<1>:w    0x76543210:v                              
(W)     mov (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r10:uw   r96:f   0xA            0x022C1010           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f                  
(W)     send (16|M0)             r10:uw   r96:f   0xA            0x022C1020           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r6.0<1>:f     r10.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r10:uw   r96:f   0xA            0x022C1030           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r8.0<1>:f     r10.0<8;8,1>:f                  
(W)     mov (8|M0)               r10.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r17.0<1>:ud   r10.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r14.0<1>:ud   r12.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r12.0<1>:ud   r17.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r10.0<1>:ud   r14.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r10.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r18.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1002           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        mov (16|M16)             r2.0<1>:f     r34.0<8;8,1>:f                  
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1012           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1022           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1032           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r20.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r4.0<1>:f     r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1004           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1014           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1024           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1034           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r22.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1006           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1016           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1026           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1036           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r24.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1008           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1018           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1028           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C1038           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r26.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r10.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C100A           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C101A           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C102A           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C103A           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r28.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r12.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C100C           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C101C           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C102C           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C103C           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r46.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r47.0<1>:ud   r46.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud   0x10:uw             
(W)     add (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r58.0<1>:ud   r48.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r58.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r46.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r30.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r14.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C100E           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (8|M0)               r58.0<1>:ud   r16.0<8;8,1>:w                  
(W)     add (8|M0)               r59.0<1>:ud   r58.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r48.0<1>:ud   r58.0<8;8,1>:ud   0x10:uw             
(W)     mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C101E           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r36.0<1>:f    r46.0<8;8,1>:f                  
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C102E           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M0)              r38.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r46:uw   r96:f   0xA            0x022C103E           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     mov (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f                  
(W)     add (16|M0)              r46.0<1>:ud   r58.0<8;8,1>:ud   r99.0<8;8,1>:d  
(W)     add (16|M16)             r58.0<1>:ud   r48.0<8;8,1>:ud   r97.0<8;8,1>:d  
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     shl (16|M0)              r46.0<1>:ud   r58.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r48.0<1>:d    r[a0.0]<1,0>:d                  
(W)     add (16|M0)              a0.0<1>:uw    r46.0<2;1,0>:uw   0x440:uw             
        mov (16|M0)              r32.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r66.0<1>:f    r103.0<8;8,1>:f                 
        mov (16|M16)             r68.0<1>:f    r105.0<8;8,1>:f                 
        mov (16|M16)             r70.0<1>:f    r107.0<8;8,1>:f                 
        mov (16|M0)              r101.0<1>:f   r119.0<8;8,1>:f                  {Compacted}
        mov (16|M0)              r103.0<1>:f   r76.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r105.0<1>:f   r74.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r107.0<1>:f   r56.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r109.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r111.0<1>:f   r44.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r34.0<1>:ud   r92.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r92     r101    0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M16)             r72.0<1>:f    r54.0<8;8,1>:f                  
        mov (16|M16)             r76.0<1>:f    r42.0<8;8,1>:f                  
        sends (16|M0)            null:w   r34     r109    0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M16)             r74.0<1>:f    r50.0<8;8,1>:f                  
        add (16|M16)             r34.0<1>:ud   r90.0<8;8,1>:ud   0x10:uw             
        sends (16|M16)           null:w   r90     r66     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mov (16|M16)             r16.0<1>:f    r46.0<8;8,1>:f                  
(W)     mov (8|M0)               r112.0<1>:f   r96.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r34     r74     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r34.0<1>:ud   r92.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r94     r18     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r90.0<8;8,1>:d    48:w              
        sends (16|M0)            null:w   r34     r26     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r92.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r117    r2      0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r90.0<1>:f    r90.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r18     r10     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L10832:
