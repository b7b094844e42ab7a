L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (16|M0)              r28.0<1>:d    r12.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}
        add (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    r9.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    3:w              
        shl (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    3:w              
        shl (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    3:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r47.0<1>:d    r12.0<8;8,1>:d    4:w              
        send (16|M0)             r32:w    r28:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r24:w    r18:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r36:w    r30:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M16)             r49.0<1>:d    r14.0<8;8,1>:d    4:w              
        mov (8|M0)               r67.0<1>:f    r20.0<2;1,0>:hf                 
        mov (8|M8)               r68.0<1>:f    r21.0<2;1,0>:hf                 
        mov (8|M0)               r75.0<1>:f    r20.1<2;1,0>:hf                 
        mov (8|M8)               r76.0<1>:f    r21.1<2;1,0>:hf                 
        mul (16|M0)              r8.0<1>:hf    r20.0<2;1,0>:hf   r32.0<2;1,0>:hf 
        mul (16|M0)              r43.0<1>:hf   r22.0<2;1,0>:hf   r34.0<2;1,0>:hf 
        mul (16|M0)              r41.0<1>:hf   r20.1<2;1,0>:hf   r32.1<2;1,0>:hf 
        mul (16|M0)              r45.0<1>:hf   r22.1<2;1,0>:hf   r34.1<2;1,0>:hf 
        mul (16|M16)             r40.0<1>:hf   r24.0<2;1,0>:hf   r36.0<2;1,0>:hf 
        mul (16|M16)             r44.0<1>:hf   r26.0<2;1,0>:hf   r38.0<2;1,0>:hf 
        mul (16|M16)             r42.0<1>:hf   r24.1<2;1,0>:hf   r36.1<2;1,0>:hf 
        mul (16|M16)             r46.0<1>:hf   r26.1<2;1,0>:hf   r38.1<2;1,0>:hf 
        mov (8|M0)               r83.0<1>:f    r22.0<2;1,0>:hf                 
        mov (8|M8)               r84.0<1>:f    r23.0<2;1,0>:hf                 
        mov (8|M0)               r91.0<1>:f    r22.1<2;1,0>:hf                 
        mov (8|M8)               r92.0<1>:f    r23.1<2;1,0>:hf                 
        mov (8|M0)               r71.0<1>:f    r32.0<2;1,0>:hf                 
        mov (8|M8)               r72.0<1>:f    r33.0<2;1,0>:hf                 
        mov (8|M0)               r79.0<1>:f    r32.1<2;1,0>:hf                 
        mov (8|M8)               r80.0<1>:f    r33.1<2;1,0>:hf                 
        mov (8|M0)               r87.0<1>:f    r34.0<2;1,0>:hf                 
        mov (8|M8)               r88.0<1>:f    r35.0<2;1,0>:hf                 
        mov (8|M0)               r95.0<1>:f    r34.1<2;1,0>:hf                 
        mov (8|M8)               r96.0<1>:f    r35.1<2;1,0>:hf                 
        mul (16|M0)              r55.0<2>:hf   r20.0<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r57.0<2>:hf   r22.0<2;1,0>:hf   0.5:hf             
        add (16|M0)              r51.0<2>:hf   r8.0<16;16,1>:hf  r20.0<2;1,0>:hf 
        add (16|M0)              r53.0<2>:hf   r43.0<16;16,1>:hf  r22.0<2;1,0>:hf
        mov (8|M16)              r69.0<1>:f    r24.0<2;1,0>:hf                 
        mov (8|M24)              r70.0<1>:f    r25.0<2;1,0>:hf                 
        mov (8|M16)              r77.0<1>:f    r24.1<2;1,0>:hf                 
        mov (8|M24)              r78.0<1>:f    r25.1<2;1,0>:hf                 
        mov (8|M16)              r85.0<1>:f    r26.0<2;1,0>:hf                 
        mov (8|M24)              r86.0<1>:f    r27.0<2;1,0>:hf                 
        mov (8|M16)              r93.0<1>:f    r26.1<2;1,0>:hf                 
        mov (8|M24)              r94.0<1>:f    r27.1<2;1,0>:hf                 
        mov (8|M16)              r73.0<1>:f    r36.0<2;1,0>:hf                 
        mov (8|M24)              r74.0<1>:f    r37.0<2;1,0>:hf                 
        mov (8|M16)              r81.0<1>:f    r36.1<2;1,0>:hf                 
        mov (8|M24)              r82.0<1>:f    r37.1<2;1,0>:hf                 
        mov (8|M16)              r89.0<1>:f    r38.0<2;1,0>:hf                 
        mov (8|M24)              r90.0<1>:f    r39.0<2;1,0>:hf                 
        mov (8|M16)              r97.0<1>:f    r38.1<2;1,0>:hf                 
        mov (8|M24)              r98.0<1>:f    r39.1<2;1,0>:hf                 
        mul (16|M16)             r63.0<2>:hf   r24.0<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r65.0<2>:hf   r26.0<2;1,0>:hf   0.5:hf             
        add (16|M16)             r59.0<2>:hf   r40.0<16;16,1>:hf  r24.0<2;1,0>:hf
        add (16|M16)             r61.0<2>:hf   r44.0<16;16,1>:hf  r26.0<2;1,0>:hf
        mul (16|M0)              r55.1<2>:hf   r20.1<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r57.1<2>:hf   r22.1<2;1,0>:hf   0.5:hf             
        add (16|M0)              r51.1<2>:hf   r41.0<16;16,1>:hf  r20.1<2;1,0>:hf
        add (16|M0)              r53.1<2>:hf   r45.0<16;16,1>:hf  r22.1<2;1,0>:hf
        mul (16|M16)             r63.1<2>:hf   r24.1<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r65.1<2>:hf   r26.1<2;1,0>:hf   0.5:hf             
        add (16|M16)             r59.1<2>:hf   r42.0<16;16,1>:hf  r24.1<2;1,0>:hf
        add (16|M16)             r61.1<2>:hf   r46.0<16;16,1>:hf  r26.1<2;1,0>:hf
        add (16|M0)              r99.0<1>:f    r67.0<8;8,1>:f    -r71.0<8;8,1>:f  {Compacted}
        add (16|M0)              r101.0<1>:f   r75.0<8;8,1>:f    -r79.0<8;8,1>:f  {Compacted}
        add (16|M0)              r103.0<1>:f   r83.0<8;8,1>:f    -r87.0<8;8,1>:f  {Compacted}
        add (16|M0)              r105.0<1>:f   r91.0<8;8,1>:f    -r95.0<8;8,1>:f  {Compacted}
        add (16|M16)             r107.0<1>:f   r69.0<8;8,1>:f    -r73.0<8;8,1>:f 
        add (16|M16)             r109.0<1>:f   r77.0<8;8,1>:f    -r81.0<8;8,1>:f 
        add (16|M16)             r111.0<1>:f   r85.0<8;8,1>:f    -r89.0<8;8,1>:f 
        add (16|M16)             r113.0<1>:f   r93.0<8;8,1>:f    -r97.0<8;8,1>:f 
        sends (16|M0)            null:w   r47     r51     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r49     r59     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r47     r99     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r47.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r49     r107    0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1392:
