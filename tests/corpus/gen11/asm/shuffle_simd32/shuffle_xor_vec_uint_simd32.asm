L0:
(W)     mov (8|M0)               r82.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r11.0<0;1,0>:d    r82.2<0;1,0>:uw 
(W)     mach (1|M0)              r8.0<1>:d     r11.0<0;1,0>:d    r82.1<0;1,0>:d   {Compacted}
        add (16|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r5.0<1>:d     r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r66.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r64.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    2:w              
        shl (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    2:w              
        shl (16|M0)              r24.0<1>:d    r66.0<8;8,1>:d    3:w              
        shl (16|M16)             r22.0<1>:d    r64.0<8;8,1>:d    3:w              
        send (16|M0)             r8:w     r2:f    0xC            0x04205E00           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
        send (16|M16)            r6:w     r4:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r14:w    r24:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r10:w    r22:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M16)              r2.0<1>:w     0x76543210:v                              
(W)     add (8|M0)               r3.8<1>:w     r3.0<8;8,1>:w     8:w              
(W)     add (8|M16)              r2.8<1>:w     r2.0<8;8,1>:w     8:w              
(W)     add (16|M16)             r2.0<1>:w     r2.0<16;16,1>:w   16:w              
        xor (16|M0)              r92.0<1>:d    r8.0<8;8,1>:d     r3.0<16;16,1>:uw
        xor (16|M16)             r94.0<1>:d    r6.0<8;8,1>:d     r2.0<16;16,1>:uw
        mov (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f                   {Compacted}
        shl (16|M0)              r89.0<1>:uw   r92.0<2;1,0>:uw   0x2:uw             
        mov (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f                  
        shl (16|M16)             r91.0<1>:uw   r94.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw            
        mov (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r4.0<1>:f     r2.0<8;8,1>:f                   
        mov (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f                  
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r2.0<8;8,1>:f                   
        sends (16|M0)            null:w   r24     r8      0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r34.0<1>:d    r66.0<8;8,1>:d    4:w              
        shl (16|M16)             r32.0<1>:d    r64.0<8;8,1>:d    4:w              
        sends (16|M16)           null:w   r22     r4      0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        send (16|M0)             r18:w    r34:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M16)            r12:w    r32:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        mov (16|M0)              r4.0<1>:f     r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f                  
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw            
        mov (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x300:uw            
        mov (16|M16)             r2.0<1>:f     r18.0<8;8,1>:f                  
        mov (16|M0)              r24.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r14.0<8;8,1>:f                  
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x300:uw            
        mov (16|M0)              r10.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x300:uw            
        mov (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f                  
        mov (16|M0)              r24.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r16.0<8;8,1>:f                  
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x300:uw            
        mov (16|M0)              r12.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r6.0<1>:f     r14.0<8;8,1>:f                  
        sends (16|M0)            null:w   r34     r8      0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        sends (16|M16)           null:w   r32     r2      0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        send (16|M0)             r24:w    r34:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r16:w    r32:f   0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r4.0<1>:f     r24.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f                  
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw            
        mov (16|M0)              r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x480:uw            
        mov (16|M16)             r2.0<1>:f     r24.0<8;8,1>:f                  
        mov (16|M0)              r36.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x480:uw            
        mov (16|M0)              r12.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x480:uw            
        mov (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f                  
        mov (16|M0)              r36.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r20.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x480:uw            
        mov (16|M0)              r14.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x480:uw            
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                  
        mov (16|M0)              r36.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r22.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x480:uw            
        mov (16|M0)              r16.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r8.0<1>:f     r18.0<8;8,1>:f                  
        sends (16|M0)            null:w   r34     r10     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    5:w              
        shl (16|M16)             r68.0<1>:d    r64.0<8;8,1>:d    5:w              
        sends (16|M16)           null:w   r32     r2      0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x80:uw            
        add (16|M0)              r2.0<1>:ud    r70.0<8;8,1>:ud   0x10:uw             
        send (16|M0)             r48:w    r70:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r32:w    r68:f   0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r56:w    r2:f    0xC            0x04805007           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r68.0<8;8,1>:ud   0x10:uw             
        send (16|M16)            r40:w    r2:f    0xC            0x04805007           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r4.0<1>:f     r48.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r6.0<1>:f     r32.0<8;8,1>:f                  
        mov (16|M0)              r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x80:uw            
        mov (16|M0)              r18.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r48.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r2.0<1>:f     r48.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r36.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r22.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r38.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r24.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r8.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r40.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r26.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r42.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r28.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r44.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x900:uw            
        mov (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r72.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r74.0<1>:f    r46.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x900:uw            
        mov (16|M0)              r32.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f                  
        add (16|M0)              r34.0<1>:ud   r70.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r70     r18     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r68.0<8;8,1>:ud   0x10:uw             
        shl (16|M0)              r103.0<1>:d   r66.0<8;8,1>:d    6:w              
        sends (16|M0)            null:w   r34     r26     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M16)             r101.0<1>:d   r64.0<8;8,1>:d    6:w              
        sends (16|M16)           null:w   r68     r2      0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:ud  0x10:uw             
        sends (16|M16)           null:w   r18     r10     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r109.0<1>:d   r103.0<8;8,1>:d   32:w              
        add (16|M16)             r111.0<1>:d   r101.0<8;8,1>:d   32:w              
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0x40:uw            
        send (16|M0)             r50:w    r103:f  0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r34:w    r101:f  0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r58:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:ud  0x10:uw             
        send (16|M0)             r66:w    r109:f  0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r103.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r18:w    r111:f  0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r101.0<1>:f   r101.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r42:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:d   48:w              
        send (16|M0)             r74:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:d   48:w              
        send (16|M16)            r26:w    r2:f    0xC            0x04805009           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r2.0<1>:f     r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0x40:uw            
        mov (16|M0)              r83.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0xD20:uw            
        mov (16|M16)             r2.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r36.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r85.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0xD20:uw            
        mov (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r38.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r87.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r89.0<16;16,1>:uw  0xD20:uw            
        mov (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r56.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r40.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r91.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r89.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        shl (16|M0)              r100.0<1>:uw  r92.0<2;1,0>:uw   0x2:uw             
        mov (16|M16)             r8.0<1>:f     r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r58.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r42.0<8;8,1>:f                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        shl (16|M16)             r99.0<1>:uw   r94.0<2;1,0>:uw   0x2:uw             
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r91.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r44.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r93.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r46.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r95.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r64.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r48.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r97.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M16)             r36.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r34.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M0)              r50.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r34.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r68.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r20.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r52.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r36.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r70.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r22.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r54.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r38.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r72.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r24.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r56.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r40.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r74.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r26.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r58.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r42.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r76.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r28.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r60.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r44.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r78.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r30.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r62.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0xD20:uw           
        mov (16|M16)             r46.0<1>:f    r18.0<8;8,1>:f                  
        mov (16|M0)              r105.0<1>:f   r80.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r107.0<1>:f   r32.0<8;8,1>:f                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0xD20:uw            
        mov (16|M0)              r64.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r48.0<1>:f    r18.0<8;8,1>:f                  
        add (16|M0)              r18.0<1>:ud   r103.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r103    r83     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r18     r91     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r101.0<8;8,1>:ud  0x10:uw             
        sends (16|M16)           null:w   r101    r2      0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:d   48:w              
        sends (16|M16)           null:w   r18     r10     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r109    r50     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r103.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r2      r58     0x20C            0x0402500A           {NoPreempt} // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r111    r34     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:d   48:w              
(W)     mov (8|M0)               r112.0<1>:f   r82.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r2      r42     0x20C            0x0402500A           {NoPreempt} // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L5064:
