L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
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
        send (16|M0)             r20:w    r16     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M0)              r47.0<1>:d    r12.0<8;8,1>:d    4:w              
        send (16|M0)             r32:w    r28     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r24:w    r18     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r36:w    r30     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (16|M16)             r49.0<1>:d    r14.0<8;8,1>:d    4:w              
        mul (16|M0)              r55.0<2>:hf   r20.0<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r57.0<2>:hf   r22.0<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r8.0<1>:hf    r20.0<2;1,0>:hf   r32.0<2;1,0>:hf 
        mul (16|M0)              r43.0<1>:hf   r22.0<2;1,0>:hf   r34.0<2;1,0>:hf 
        mul (16|M0)              r41.0<1>:hf   r20.1<2;1,0>:hf   r32.1<2;1,0>:hf 
        mul (16|M0)              r45.0<1>:hf   r22.1<2;1,0>:hf   r34.1<2;1,0>:hf 
        mul (16|M16)             r40.0<1>:hf   r24.0<2;1,0>:hf   r36.0<2;1,0>:hf 
        mul (16|M16)             r44.0<1>:hf   r26.0<2;1,0>:hf   r38.0<2;1,0>:hf 
        mul (16|M16)             r42.0<1>:hf   r24.1<2;1,0>:hf   r36.1<2;1,0>:hf 
        mul (16|M16)             r46.0<1>:hf   r26.1<2;1,0>:hf   r38.1<2;1,0>:hf 
        add (16|M0)              r51.0<2>:hf   r8.0<16;16,1>:hf  r20.0<2;1,0>:hf 
        add (16|M0)              r53.0<2>:hf   r43.0<16;16,1>:hf  r22.0<2;1,0>:hf
        mul (16|M0)              r55.1<2>:hf   r20.1<2;1,0>:hf   0.5:hf             
        mul (16|M0)              r57.1<2>:hf   r22.1<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r63.0<2>:hf   r24.0<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r65.0<2>:hf   r26.0<2;1,0>:hf   0.5:hf             
        add (16|M16)             r59.0<2>:hf   r40.0<16;16,1>:hf  r24.0<2;1,0>:hf
        add (16|M16)             r61.0<2>:hf   r44.0<16;16,1>:hf  r26.0<2;1,0>:hf
        add (16|M0)              r51.1<2>:hf   r41.0<16;16,1>:hf  r20.1<2;1,0>:hf
        add (16|M0)              r53.1<2>:hf   r45.0<16;16,1>:hf  r22.1<2;1,0>:hf
        mul (16|M16)             r63.1<2>:hf   r24.1<2;1,0>:hf   0.5:hf             
        mul (16|M16)             r65.1<2>:hf   r26.1<2;1,0>:hf   0.5:hf             
        add (16|M16)             r59.1<2>:hf   r42.0<16;16,1>:hf  r24.1<2;1,0>:hf
        add (16|M16)             r61.1<2>:hf   r46.0<16;16,1>:hf  r26.1<2;1,0>:hf
        add (8|M0)               r67.0<1>:f    r20.0<2;1,0>:hf   -r32.0<2;1,0>:hf
        add (8|M8)               r68.0<1>:f    r21.0<2;1,0>:hf   -r33.0<2;1,0>:hf
        add (8|M0)               r69.0<1>:f    r20.1<2;1,0>:hf   -r32.1<2;1,0>:hf
        add (8|M8)               r70.0<1>:f    r21.1<2;1,0>:hf   -r33.1<2;1,0>:hf
        add (8|M0)               r71.0<1>:f    r22.0<2;1,0>:hf   -r34.0<2;1,0>:hf
        add (8|M8)               r72.0<1>:f    r23.0<2;1,0>:hf   -r35.0<2;1,0>:hf
        add (8|M0)               r73.0<1>:f    r22.1<2;1,0>:hf   -r34.1<2;1,0>:hf
        add (8|M8)               r74.0<1>:f    r23.1<2;1,0>:hf   -r35.1<2;1,0>:hf
        add (8|M16)              r75.0<1>:f    r24.0<2;1,0>:hf   -r36.0<2;1,0>:hf
        add (8|M24)              r76.0<1>:f    r25.0<2;1,0>:hf   -r37.0<2;1,0>:hf
        add (8|M16)              r77.0<1>:f    r24.1<2;1,0>:hf   -r36.1<2;1,0>:hf
        add (8|M24)              r78.0<1>:f    r25.1<2;1,0>:hf   -r37.1<2;1,0>:hf
        add (8|M16)              r79.0<1>:f    r26.0<2;1,0>:hf   -r38.0<2;1,0>:hf
        add (8|M24)              r80.0<1>:f    r27.0<2;1,0>:hf   -r39.0<2;1,0>:hf
        add (8|M16)              r81.0<1>:f    r26.1<2;1,0>:hf   -r38.1<2;1,0>:hf
        add (8|M24)              r82.0<1>:f    r27.1<2;1,0>:hf   -r39.1<2;1,0>:hf
        sends (16|M0)            null:w   r47     r51     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r49     r59     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r47     r67     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r49     r75     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1008:
