L0:
(W)     mov (8|M0)               r82.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r11.0<0;1,0>:d    r82.1<0;1,0>:d   {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r2.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r66.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r64.0<1>:d    r2.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    2:w              
        shl (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    2:w              
        shl (16|M0)              r16.0<1>:d    r66.0<8;8,1>:d    3:w              
        shl (16|M16)             r14.0<1>:d    r64.0<8;8,1>:d    3:w              
        send (16|M0)             r109:w   r2      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r111:w   r4      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r4:w     r16     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r10:w    r14     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r100.0<1>:uw  r109.0<2;1,0>:uw  0x2:uw             
        shl (16|M16)             r99.0<1>:uw   r111.0<2;1,0>:uw  0x2:uw             
        mov (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d                    {Compacted}
        mov (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x40:uw           
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x40:uw            
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x240:uw           
        mov (16|M0)              r18.0<1>:d    r6.0<8;8,1>:d                    {Compacted}
        mov (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d                  
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r4.0<1>:d     r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r16     r8      0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M0)              r34.0<1>:d    r66.0<8;8,1>:d    4:w              
        sends (16|M16)           null:w   r14     r2      0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        shl (16|M16)             r32.0<1>:d    r64.0<8;8,1>:d    4:w              
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x100:uw           
        send (16|M0)             r12:w    r34     0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M16)            r2:w     r32     0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        mov (16|M0)              r8.0<1>:d     r12.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r10.0<1>:d    r2.0<8;8,1>:d                   
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x100:uw            
        mov (16|M16)             r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x300:uw           
        mov (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r26.0<1>:d    r4.0<8;8,1>:d                   
        mov (16|M0)              r20.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x300:uw            
        mov (16|M16)             r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x40:uw           
        mov (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r4.0<1>:d     r6.0<8;8,1>:d                   
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x40:uw            
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r34     r18     0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        sends (16|M16)           null:w   r32     r8      0x18C            0x04025804           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x40:uw           
        send (16|M0)             r24:w    r34     0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r16:w    r32     0xC            0x04805005           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r2.0<1>:d     r24.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r4.0<1>:d     r16.0<8;8,1>:d                  
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x40:uw            
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x300:uw           
        mov (16|M0)              r24.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d                  
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x300:uw            
        mov (16|M16)             r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x300:uw           
        mov (16|M0)              r24.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d                  
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x300:uw            
        mov (16|M16)             r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x240:uw           
        mov (16|M0)              r18.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r22.0<8;8,1>:d                  
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r8.0<1>:d     r[a0.0]<1,0>:d                  
        sends (16|M0)            null:w   r34     r10     0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    5:w              
        sends (16|M16)           null:w   r32     r2      0x20C            0x04025006           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M16)             r68.0<1>:d    r64.0<8;8,1>:d    5:w              
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x40:uw           
        add (16|M0)              r2.0<1>:ud    r70.0<8;8,1>:ud   0x10:uw             
        send (16|M0)             r48:w    r70     0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r32:w    r68     0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r56:w    r2      0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r68.0<8;8,1>:ud   0x10:uw             
        send (16|M16)            r40:w    r2      0xC            0x04805007           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r2.0<1>:d     r48.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r4.0<1>:d     r32.0<8;8,1>:d                  
        mov (16|M0)              r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x40:uw            
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x600:uw           
        mov (16|M0)              r48.0<1>:d    r50.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r50.0<1>:d    r34.0<8;8,1>:d                  
        mov (16|M0)              r20.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x600:uw            
        mov (16|M16)             r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x600:uw           
        mov (16|M0)              r48.0<1>:d    r52.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r50.0<1>:d    r36.0<8;8,1>:d                  
        mov (16|M0)              r22.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x600:uw            
        mov (16|M16)             r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r54.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r38.0<8;8,1>:d                  
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r56.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r40.0<8;8,1>:d                  
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r58.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r42.0<8;8,1>:d                  
        mov (16|M0)              r28.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r60.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r44.0<8;8,1>:d                  
        mov (16|M0)              r30.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r62.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r46.0<8;8,1>:d                  
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              r34.0<1>:ud   r70.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r70     r18     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r68.0<8;8,1>:ud   0x10:uw             
        shl (16|M0)              r103.0<1>:d   r66.0<8;8,1>:d    6:w              
        sends (16|M0)            null:w   r34     r26     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M16)             r101.0<1>:d   r64.0<8;8,1>:d    6:w              
        sends (16|M16)           null:w   r68     r2      0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:ud  0x10:uw             
        sends (16|M16)           null:w   r18     r10     0x20C            0x04025008           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r105.0<1>:d   r103.0<8;8,1>:d   32:w              
        add (16|M16)             r107.0<1>:d   r101.0<8;8,1>:d   32:w              
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x40:uw           
        send (16|M0)             r50:w    r103    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r34:w    r101    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r58:w    r2      0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:ud  0x10:uw             
        send (16|M0)             r18:w    r105    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r83:w    r107    0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r42:w    r2      0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:d   48:w              
        send (16|M0)             r26:w    r2      0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:d   48:w              
        send (16|M16)            r91:w    r2      0xC            0x04805009           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (16|M0)              r2.0<1>:d     r50.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r4.0<1>:d     r34.0<8;8,1>:d                  
        mov (16|M0)              r66.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x40:uw            
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x640:uw           
        mov (16|M0)              r50.0<1>:d    r52.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r52.0<1>:d    r36.0<8;8,1>:d                  
        mov (16|M0)              r68.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x640:uw            
        mov (16|M16)             r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r54.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r38.0<8;8,1>:d                  
        mov (16|M0)              r70.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r56.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r40.0<8;8,1>:d                  
        mov (16|M0)              r72.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r58.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r42.0<8;8,1>:d                  
        mov (16|M0)              r74.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r10.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r60.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r44.0<8;8,1>:d                  
        mov (16|M0)              r76.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r12.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r62.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r46.0<8;8,1>:d                  
        mov (16|M0)              r78.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r64.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r48.0<8;8,1>:d                  
        mov (16|M0)              r80.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x440:uw           
        mov (16|M0)              r34.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    r83.0<8;8,1>:d                  
        mov (16|M0)              r50.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x440:uw            
        mov (16|M16)             r34.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r100.0<16;16,1>:uw  0x240:uw           
        mov (16|M0)              r18.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r85.0<8;8,1>:d                  
        mov (16|M0)              r52.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r99.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                  
        shl (16|M0)              r83.0<1>:uw   r109.0<2;1,0>:uw  0x2:uw             
        mov (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r87.0<8;8,1>:d                  
        shl (16|M16)             r22.0<1>:uw   r111.0<2;1,0>:uw  0x2:uw             
        add (16|M0)              a0.0<1>:uw    r83.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r54.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r22.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r38.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r83.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r18.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r89.0<8;8,1>:d                  
        mov (16|M0)              r56.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r22.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r40.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r83.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r18.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r91.0<8;8,1>:d                  
        mov (16|M0)              r58.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r22.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r42.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r83.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r93.0<8;8,1>:d                  
        mov (16|M0)              r60.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r22.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r44.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r83.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r18.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r95.0<8;8,1>:d                  
        mov (16|M0)              r62.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r22.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r46.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r83.0<16;16,1>:uw  0x240:uw            
        mov (16|M0)              r18.0<1>:d    r32.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r20.0<1>:d    r97.0<8;8,1>:d                  
        mov (16|M0)              r64.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r22.0<16;16,1>:uw  0x240:uw            
        mov (16|M16)             r48.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              r18.0<1>:ud   r103.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r103    r66     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r112.0<1>:ud  r82.0<8;8,1>:ud                  {Compacted}
        sends (16|M0)            null:w   r18     r74     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r18.0<1>:ud   r101.0<8;8,1>:ud  0x10:uw             
        sends (16|M16)           null:w   r101    r2      0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r2.0<1>:ud    r103.0<8;8,1>:d   48:w              
        sends (16|M16)           null:w   r18     r10     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r105    r50     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r2      r58     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r2.0<1>:ud    r101.0<8;8,1>:d   48:w              
        sends (16|M16)           null:w   r107    r34     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r2      r42     0x20C            0x0402500A           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4080:
