L0:
(W)     mov (8|M0)               r76.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M16)              r3.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                              
(W)     and (1|M0)               r5.0<1>:d     r76.5<0;1,0>:d    -1024:w              
        mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r5.2<1>:hf    0x20:hf                             
        mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M16)              r3.8<1>:w     r3.0<8;8,1>:w     8:w              
(W)     add (8|M0)               r4.8<1>:w     r4.0<8;8,1>:w     8:w              
        mov (16|M0)              r48.0<1>:f    0.5:f                              
        mul (16|M0)              r18.0<1>:d    r5.2<0;1,0>:w     12:w              
        mov (16|M16)             r50.0<1>:f    0.5:f                              
(W)     add (16|M16)             r3.0<1>:w     r3.0<16;16,1>:w   16:w              
        shl (16|M0)              r10.0<1>:d    r4.0<16;16,1>:uw  2:w              
        mul (16|M16)             r20.0<1>:d    r5.2<0;1,0>:w     12:w              
        mov (16|M0)              r56.0<1>:f    1.0:f                              
        shl (16|M16)             r12.0<1>:d    r3.0<16;16,1>:uw  2:w              
        add (16|M0)              r14.0<1>:d    r5.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r60.0<1>:f    1.5:f                              
        mul (16|M0)              r22.0<1>:d    r5.2<0;1,0>:w     20:w              
        add (16|M16)             r16.0<1>:d    r5.0<0;1,0>:d     r12.0<8;8,1>:d  
        add (16|M0)              r44.0<1>:d    r14.0<8;8,1>:d    128:w              
        sends (16|M0)            null:w   r14     r40     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r52.0<1>:d    r14.0<8;8,1>:d    256:w              
        add (16|M16)             r46.0<1>:d    r16.0<8;8,1>:d    128:w              
        sends (16|M16)           null:w   r16     r42     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r40.0<1>:f    1.0:f                              
        add (16|M16)             r54.0<1>:d    r16.0<8;8,1>:d    256:w              
        sends (16|M0)            null:w   r44     r48     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r42.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r46     r50     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r58.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r44.0<1>:f    1.5:f                              
        sends (16|M0)            null:w   r52     r56     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r24.0<1>:d    r5.2<0;1,0>:w     20:w              
        add (16|M0)              r46.0<1>:d    r14.0<8;8,1>:d    512:w              
        mov (16|M0)              r50.0<1>:f    2.0:f                              
        sends (16|M16)           null:w   r54     r40     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r26.0<1>:d    r5.2<0;1,0>:w     24:w              
        add (16|M16)             r48.0<1>:d    r16.0<8;8,1>:d    512:w              
        mov (16|M16)             r52.0<1>:f    2.0:f                              
        sends (16|M0)            null:w   r42     r60     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r28.0<1>:d    r5.2<0;1,0>:w     24:w              
        mov (16|M0)              r20.0<1>:f    2.5:f                              
        add (16|M0)              r40.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r58     r44     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r30.0<1>:d    r5.2<0;1,0>:w     28:w              
        add (16|M16)             r18.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r42.0<1>:f    2.5:f                              
        sends (16|M0)            null:w   r46     r50     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r32.0<1>:d    r5.2<0;1,0>:w     28:w              
        mov (16|M0)              r56.0<1>:f    3.0:f                              
        add (16|M0)              r44.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r48     r52     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r54.0<1>:d    r28.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r46.0<1>:f    3.0:f                              
        sends (16|M0)            null:w   r40     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r24.0<1>:f    3.5:f                              
        add (16|M0)              r48.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r18     r42     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r34.0<1>:d    r5.2<0;1,0>:w     36:w              
        add (16|M16)             r22.0<1>:d    r32.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r20.0<1>:f    3.5:f                              
        sends (16|M0)            null:w   r44     r56     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r3.0<1>:d     r5.2<0;1,0>:w     36:w              
        mov (16|M0)              r28.0<1>:f    4.0:f                              
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    1024:w              
        sends (16|M16)           null:w   r54     r46     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r36.0<1>:d    r5.2<0;1,0>:w     40:w              
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    1024:w              
        mov (16|M16)             r40.0<1>:f    4.0:f                              
        sends (16|M0)            null:w   r48     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r32.0<1>:f    4.5:f                              
        add (16|M0)              r42.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r22     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r10.0<1>:d    r5.2<0;1,0>:w     40:w              
        add (16|M16)             r30.0<1>:d    r3.0<8;8,1>:d     r16.0<8;8,1>:d  
        mov (16|M16)             r24.0<1>:f    4.5:f                              
        sends (16|M0)            null:w   r18     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r44.0<1>:f    5.0:f                              
        add (16|M0)              r20.0<1>:d    r36.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r26     r40     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r42     r32     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r18.0<1>:f    5.0:f                              
        sends (16|M16)           null:w   r30     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r12.0<1>:d    r5.2<0;1,0>:w     44:w              
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r20     r44     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r38.0<1>:d    r5.2<0;1,0>:w     44:w              
        mul (16|M0)              r20.0<1>:d    r5.2<0;1,0>:w     48:w              
        sends (16|M16)           null:w   r22     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r34.0<1>:d    r5.2<0;1,0>:w     48:w              
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r76.2<0;1,0>:uw 
        mov (16|M0)              r3.0<1>:f     5.5:f                              
        add (16|M0)              r26.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r18.0<1>:d    r5.2<0;1,0>:w     52:w              
        mov (16|M16)             r54.0<1>:f    5.5:f                              
        add (16|M16)             r28.0<1>:d    r38.0<8;8,1>:d    r16.0<8;8,1>:d  
        mul (16|M16)             r12.0<1>:d    r5.2<0;1,0>:w     52:w              
        mov (16|M0)              r60.0<1>:f    6.0:f                              
        add (16|M0)              r56.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r22.0<1>:d    r5.2<0;1,0>:w     56:w              
        mov (16|M16)             r62.0<1>:f    6.0:f                              
        add (16|M16)             r58.0<1>:d    r34.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r26     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r36.0<1>:d    r5.2<0;1,0>:w     56:w              
(W)     mach (1|M0)              r5.0<1>:d     r9.0<0;1,0>:d     r76.1<0;1,0>:d   {Compacted}
        mov (16|M0)              r68.0<1>:f    6.5:f                              
        add (16|M0)              r64.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r28     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r3.0<1>:d     r5.2<0;1,0>:w     60:w              
        mov (16|M16)             r70.0<1>:f    6.5:f                              
        add (16|M16)             r66.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r56     r60     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r8.0<1>:d     r5.2<0;1,0>:w     60:w              
        mov (16|M0)              r34.0<1>:f    7.0:f                              
        add (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r58     r62     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r36.0<8;8,1>:d    r16.0<8;8,1>:d  
        add (16|M0)              r24.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw
        mov (16|M16)             r54.0<1>:f    7.0:f                              
        sends (16|M0)            null:w   r64     r68     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r30.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw
        mov (16|M0)              r12.0<1>:f    7.5:f                              
        add (16|M0)              r56.0<1>:d    r3.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r66     r70     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r26.0<1>:d    r5.2<0;1,0>:w     68:w              
        add (16|M16)             r18.0<1>:d    r8.0<8;8,1>:d     r16.0<8;8,1>:d  
        mov (16|M16)             r58.0<1>:f    7.5:f                              
        sends (16|M0)            null:w   r28     r34     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r38.0<1>:d    r5.2<0;1,0>:w     68:w              
        add (16|M0)              r60.0<1>:d    r14.0<8;8,1>:d    2048:w              
        mov (16|M0)              r36.0<1>:f    8.0:f                              
(W)     mov (8|M0)               r64.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r20     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r40.0<1>:d    r5.2<0;1,0>:w     72:w              
        add (16|M0)              r10.0<1>:d    r24.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r22.0<1>:d    r16.0<8;8,1>:d    2048:w              
        mov (16|M16)             r28.0<1>:f    8.0:f                              
        sends (16|M0)            null:w   r56     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r7.0<0;1,0>:d   
        mul (16|M16)             r24.0<1>:d    r5.2<0;1,0>:w     72:w              
        mov (16|M0)              r8.0<1>:f     8.5:f                              
        add (16|M0)              r20.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r18     r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r6.0<1>:d     r5.2<0;1,0>:w     76:w              
        add (16|M16)             r2.0<1>:d     r38.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    8.5:f                              
        sends (16|M0)            null:w   r60     r36     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r30.0<1>:d    r5.2<0;1,0>:w     76:w              
        mov (16|M0)              r54.0<1>:f    9.0:f                              
        add (16|M0)              r18.0<1>:d    r40.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r22     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r42.0<1>:d    r5.2<0;1,0>:w     80:w              
        add (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r36.0<1>:f    9.0:f                              
        sends (16|M0)            null:w   r20     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r44.0<1>:d    r5.2<0;1,0>:w     80:w              
        add (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r28.0<1>:f    9.5:f                              
        sends (16|M16)           null:w   r2      r12     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r30.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r8.0<1>:f     9.5:f                              
        sends (16|M0)            null:w   r18     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r20.0<1>:f    10.0:f                              
        add (16|M0)              r2.0<1>:d     r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r34     r36     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r46.0<1>:d    r5.2<0;1,0>:w     84:w              
        add (16|M16)             r12.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r18.0<1>:f    10.0:f                              
        sends (16|M0)            null:w   r22     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r48.0<1>:d    r5.2<0;1,0>:w     84:w              
(W)     mov (8|M0)               r66.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r26     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r50.0<1>:d    r5.2<0;1,0>:w     88:w              
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r2      r20     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r52.0<1>:d    r5.2<0;1,0>:w     88:w              
        mov (16|M0)              r30.0<1>:f    10.5:f                              
        add (16|M0)              r24.0<1>:d    r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r12     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r3.0<1>:d     r5.2<0;1,0>:w     92:w              
        mov (16|M16)             r22.0<1>:f    10.5:f                              
        add (16|M16)             r6.0<1>:d     r48.0<8;8,1>:d    r16.0<8;8,1>:d  
        mul (16|M16)             r12.0<1>:d    r5.2<0;1,0>:w     92:w              
        mov (16|M0)              r28.0<1>:f    11.0:f                              
        add (16|M0)              r8.0<1>:d     r50.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r18.0<1>:d    r5.2<0;1,0>:w     96:w              
        mov (16|M16)             r54.0<1>:f    11.0:f                              
        add (16|M16)             r26.0<1>:d    r52.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r24     r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r20.0<1>:d    r5.2<0;1,0>:w     96:w              
        mov (16|M0)              r60.0<1>:f    11.5:f                              
        add (16|M0)              r56.0<1>:d    r3.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r6      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r34.0<1>:d    r5.2<0;1,0>:w     100:w              
        mov (16|M16)             r62.0<1>:f    11.5:f                              
        add (16|M16)             r58.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r8      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r24.0<1>:d    r5.2<0;1,0>:w     100:w              
        mov (16|M0)              r68.0<1>:f    12.0:f                              
        add (16|M0)              r64.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r26     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r30.0<1>:d    r5.2<0;1,0>:w     104:w              
        mov (16|M16)             r70.0<1>:f    12.0:f                              
        add (16|M16)             r66.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r56     r60     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r6.0<1>:d     r5.2<0;1,0>:w     104:w              
        mov (16|M0)              r12.0<1>:f    12.5:f                              
        add (16|M0)              r26.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r58     r62     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r22.0<1>:d    r5.2<0;1,0>:w     108:w              
        add (16|M16)             r3.0<1>:d     r24.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r54.0<1>:f    12.5:f                              
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r64     r68     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r36.0<1>:d    r5.2<0;1,0>:w     108:w              
(W)     mov (1|M0)               r2.0<1>:hf    0x20:hf                             
        mov (16|M0)              r20.0<1>:f    13.0:f                              
        add (16|M0)              r56.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r66     r70     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r38.0<1>:d    r5.2<0;1,0>:w     112:w              
        add (16|M16)             r18.0<1>:d    r6.0<8;8,1>:d     r16.0<8;8,1>:d  
        mov (16|M16)             r58.0<1>:f    13.0:f                              
        sends (16|M0)            null:w   r26     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r8.0<1>:d     r5.2<0;1,0>:w     112:w              
        mov (16|M0)              r24.0<1>:f    13.5:f                              
        add (16|M0)              r60.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r64.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r3      r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r28.0<1>:d    r5.2<0;1,0>:w     116:w              
        add (16|M16)             r34.0<1>:d    r36.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    13.5:f                              
        sends (16|M0)            null:w   r56     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r40.0<1>:d    r2.0<0;1,0>:w     116:w              
        add (16|M0)              r3.0<1>:d     r38.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r5.0<1>:f     14.0:f                              
        sends (16|M16)           null:w   r18     r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r42.0<1>:d    r2.0<0;1,0>:w     120:w              
        add (16|M16)             r26.0<1>:d    r8.0<8;8,1>:d     r16.0<8;8,1>:d  
        mov (16|M16)             r20.0<1>:f    14.0:f                              
        sends (16|M0)            null:w   r60     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r44.0<1>:d    r2.0<0;1,0>:w     120:w              
        mov (16|M0)              r30.0<1>:f    14.5:f                              
        add (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r34     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r46.0<1>:d    r2.0<0;1,0>:w     124:w              
        add (16|M16)             r22.0<1>:d    r40.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r24.0<1>:f    14.5:f                              
        sends (16|M0)            null:w   r3      r5      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r7.0<1>:f     15.0:f                              
        add (16|M0)              r12.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r26     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r48.0<1>:d    r2.0<0;1,0>:w     124:w              
        add (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r3.0<1>:f     15.0:f                              
        sends (16|M0)            null:w   r18     r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r5.0<1>:d     r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r26.0<1>:f    15.5:f                              
        sends (16|M16)           null:w   r22     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r48.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r66.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r12     r7      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r18.0<1>:f    15.5:f                              
        sends (16|M16)           null:w   r34     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r50.0<1>:d    r2.0<0;1,0>:w     132:w              
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r5      r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r52.0<1>:d    r2.0<0;1,0>:w     132:w              
        mov (16|M0)              r28.0<1>:f    16.0:f                              
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    4096:w              
        mul (16|M0)              r5.0<1>:d     r2.0<0;1,0>:w     136:w              
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    4096:w              
        mov (16|M16)             r7.0<1>:f     16.0:f                              
        sends (16|M16)           null:w   r20     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r26.0<1>:d    r2.0<0;1,0>:w     136:w              
        mov (16|M0)              r30.0<1>:f    16.5:f                              
        add (16|M0)              r3.0<1>:d     r50.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r18.0<1>:d    r2.0<0;1,0>:w     140:w              
        mov (16|M16)             r58.0<1>:f    16.5:f                              
        add (16|M16)             r12.0<1>:d    r52.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r22     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r20.0<1>:d    r2.0<0;1,0>:w     140:w              
        mov (16|M0)              r64.0<1>:f    17.0:f                              
        add (16|M0)              r60.0<1>:d    r5.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r24     r7      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r34.0<1>:d    r2.0<0;1,0>:w     144:w              
        mov (16|M16)             r66.0<1>:f    17.0:f                              
        add (16|M16)             r62.0<1>:d    r26.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r3      r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r36.0<1>:d    r2.0<0;1,0>:w     144:w              
        mov (16|M0)              r72.0<1>:f    17.5:f                              
        add (16|M0)              r68.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r12     r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r22.0<1>:d    r2.0<0;1,0>:w     148:w              
        mov (16|M16)             r74.0<1>:f    17.5:f                              
        add (16|M16)             r70.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r60     r64     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r28.0<1>:d    r2.0<0;1,0>:w     148:w              
        mov (16|M0)              r26.0<1>:f    18.0:f                              
        add (16|M0)              r12.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r62     r66     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r7.0<1>:d     r2.0<0;1,0>:w     152:w              
        add (16|M16)             r5.0<1>:d     r36.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r58.0<1>:f    18.0:f                              
(W)     mov (8|M0)               r3.0<1>:f     r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r68     r72     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r24.0<1>:d    r2.0<0;1,0>:w     152:w              
        mov (16|M0)              r20.0<1>:f    18.5:f                              
        add (16|M0)              r60.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r70     r74     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r38.0<1>:d    r2.0<0;1,0>:w     156:w              
        add (16|M16)             r18.0<1>:d    r28.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r62.0<1>:f    18.5:f                              
        sends (16|M0)            null:w   r12     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r40.0<1>:d    r2.0<0;1,0>:w     156:w              
        mov (16|M0)              r36.0<1>:f    19.0:f                              
        add (16|M0)              r64.0<1>:d    r7.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r5      r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r3.0<1>:d     r2.0<0;1,0>:w     160:w              
        add (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    19.0:f                              
        sends (16|M0)            null:w   r60     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r30.0<1>:d    r2.0<0;1,0>:w     160:w              
        mov (16|M0)              r26.0<1>:f    19.5:f                              
        add (16|M0)              r5.0<1>:d     r38.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r18     r62     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r42.0<1>:d    r2.0<0;1,0>:w     164:w              
        add (16|M16)             r22.0<1>:d    r40.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r20.0<1>:f    19.5:f                              
        sends (16|M0)            null:w   r64     r36     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r44.0<1>:d    r2.0<0;1,0>:w     164:w              
        mov (16|M0)              r24.0<1>:f    20.0:f                              
        add (16|M0)              r18.0<1>:d    r3.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r34     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r46.0<1>:d    r2.0<0;1,0>:w     168:w              
        mov (16|M16)             r28.0<1>:f    20.0:f                              
        add (16|M16)             r7.0<1>:d     r30.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r5      r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r48.0<1>:d    r2.0<0;1,0>:w     168:w              
        mov (16|M0)              r36.0<1>:f    20.5:f                              
        add (16|M0)              r12.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r22     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r5.0<1>:f     20.5:f                              
        sends (16|M0)            null:w   r18     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r22.0<1>:f    21.0:f                              
        sends (16|M16)           null:w   r7      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r50.0<1>:d    r2.0<0;1,0>:w     172:w              
        add (16|M16)             r3.0<1>:d     r48.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r18.0<1>:f    21.0:f                              
        sends (16|M0)            null:w   r12     r36     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r52.0<1>:d    r2.0<0;1,0>:w     172:w              
        sends (16|M16)           null:w   r34     r5      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r54.0<1>:d    r2.0<0;1,0>:w     176:w              
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r20     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r56.0<1>:d    r2.0<0;1,0>:w     176:w              
        mov (16|M0)              r26.0<1>:f    21.5:f                              
        add (16|M0)              r7.0<1>:d     r50.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r3      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r20.0<1>:d    r2.0<0;1,0>:w     180:w              
        mov (16|M16)             r12.0<1>:f    21.5:f                              
        add (16|M16)             r24.0<1>:d    r52.0<8;8,1>:d    r16.0<8;8,1>:d  
        mul (16|M16)             r3.0<1>:d     r2.0<0;1,0>:w     180:w              
        mov (16|M0)              r30.0<1>:f    22.0:f                              
        add (16|M0)              r5.0<1>:d     r54.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r18.0<1>:d    r2.0<0;1,0>:w     184:w              
        mov (16|M16)             r58.0<1>:f    22.0:f                              
        add (16|M16)             r28.0<1>:d    r56.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r7      r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r22.0<1>:d    r2.0<0;1,0>:w     184:w              
        mov (16|M0)              r64.0<1>:f    22.5:f                              
        add (16|M0)              r60.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r24     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r34.0<1>:d    r2.0<0;1,0>:w     188:w              
        mov (16|M16)             r66.0<1>:f    22.5:f                              
        add (16|M16)             r62.0<1>:d    r3.0<8;8,1>:d     r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r5      r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r7.0<1>:d     r2.0<0;1,0>:w     188:w              
        mov (16|M0)              r72.0<1>:f    23.0:f                              
        add (16|M0)              r68.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r28     r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r26.0<1>:d    r2.0<0;1,0>:w     192:w              
        mov (16|M16)             r74.0<1>:f    23.0:f                              
        add (16|M16)             r70.0<1>:d    r22.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r60     r64     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r12.0<1>:d    r2.0<0;1,0>:w     192:w              
        mov (16|M0)              r3.0<1>:f     23.5:f                              
        add (16|M0)              r28.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r62     r66     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r24.0<1>:d    r2.0<0;1,0>:w     196:w              
        add (16|M16)             r20.0<1>:d    r7.0<8;8,1>:d     r16.0<8;8,1>:d  
        mov (16|M16)             r58.0<1>:f    23.5:f                              
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r68     r72     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r36.0<1>:d    r2.0<0;1,0>:w     196:w              
        mov (16|M0)              r22.0<1>:f    24.0:f                              
        add (16|M0)              r60.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r70     r74     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r38.0<1>:d    r2.0<0;1,0>:w     200:w              
        add (16|M16)             r18.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r62.0<1>:f    24.0:f                              
        sends (16|M0)            null:w   r28     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r5.0<1>:d     r2.0<0;1,0>:w     200:w              
        mov (16|M0)              r7.0<1>:f     24.5:f                              
        add (16|M0)              r64.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r20     r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r30.0<1>:d    r2.0<0;1,0>:w     204:w              
        add (16|M16)             r34.0<1>:d    r36.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r3.0<1>:f     24.5:f                              
        sends (16|M0)            null:w   r60     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r40.0<1>:d    r2.0<0;1,0>:w     204:w              
        mov (16|M0)              r12.0<1>:f    25.0:f                              
        add (16|M0)              r20.0<1>:d    r38.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r18     r62     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r42.0<1>:d    r2.0<0;1,0>:w     208:w              
        add (16|M16)             r26.0<1>:d    r5.0<8;8,1>:d     r16.0<8;8,1>:d  
        mov (16|M16)             r22.0<1>:f    25.0:f                              
        sends (16|M0)            null:w   r64     r7      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r44.0<1>:d    r2.0<0;1,0>:w     208:w              
        mov (16|M0)              r28.0<1>:f    25.5:f                              
        add (16|M0)              r18.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r34     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r46.0<1>:d    r2.0<0;1,0>:w     212:w              
        add (16|M16)             r24.0<1>:d    r40.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r7.0<1>:f     25.5:f                              
        sends (16|M0)            null:w   r20     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r5.0<1>:f     26.0:f                              
        add (16|M0)              r3.0<1>:d     r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r26     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r48.0<1>:d    r2.0<0;1,0>:w     212:w              
(W)     mov (1|M0)               r2.1<1>:hf    0x20:hf                             
        add (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    26.0:f                              
        sends (16|M0)            null:w   r18     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r26.0<1>:f    26.5:f                              
        sends (16|M16)           null:w   r24     r7      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r50.0<1>:d    r2.0<0;1,0>:w     216:w              
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r3      r5      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r52.0<1>:d    r2.0<0;1,0>:w     216:w              
        add (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r18.0<1>:f    26.5:f                              
        sends (16|M16)           null:w   r34     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r54.0<1>:d    r2.1<0;1,0>:w     220:w              
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r20     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r56.0<1>:d    r2.1<0;1,0>:w     220:w              
        mov (16|M0)              r28.0<1>:f    27.0:f                              
        add (16|M0)              r7.0<1>:d     r50.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r20.0<1>:d    r2.1<0;1,0>:w     224:w              
        mov (16|M16)             r3.0<1>:f     27.0:f                              
        add (16|M16)             r24.0<1>:d    r52.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M16)           null:w   r22     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r26.0<1>:d    r2.1<0;1,0>:w     224:w              
        mov (16|M0)              r30.0<1>:f    27.5:f                              
        add (16|M0)              r5.0<1>:d     r54.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r18.0<1>:d    r2.1<0;1,0>:w     228:w              
        mov (16|M16)             r46.0<1>:f    27.5:f                              
        add (16|M16)             r12.0<1>:d    r56.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r7      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r22.0<1>:d    r2.1<0;1,0>:w     228:w              
        mov (16|M0)              r52.0<1>:f    28.0:f                              
        add (16|M0)              r48.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r24     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r34.0<1>:d    r2.1<0;1,0>:w     232:w              
        mov (16|M16)             r54.0<1>:f    28.0:f                              
        add (16|M16)             r50.0<1>:d    r26.0<8;8,1>:d    r16.0<8;8,1>:d  
        sends (16|M0)            null:w   r5      r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r36.0<1>:d    r2.1<0;1,0>:w     232:w              
        mov (16|M0)              r60.0<1>:f    28.5:f                              
        add (16|M0)              r56.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
        sends (16|M16)           null:w   r12     r46     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r7.0<1>:d     r2.1<0;1,0>:w     236:w              
        mov (16|M16)             r62.0<1>:f    28.5:f                              
        add (16|M16)             r58.0<1>:d    r22.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r48     r52     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r28.0<1>:d    r2.1<0;1,0>:w     236:w              
        mov (16|M0)              r26.0<1>:f    29.0:f                              
        add (16|M0)              r12.0<1>:d    r34.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r50     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r3.0<1>:d     r2.1<0;1,0>:w     240:w              
        add (16|M16)             r20.0<1>:d    r36.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r46.0<1>:f    29.0:f                              
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r56     r60     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r24.0<1>:d    r2.1<0;1,0>:w     240:w              
        mov (16|M0)              r22.0<1>:f    29.5:f                              
        add (16|M0)              r48.0<1>:d    r7.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r58     r62     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r38.0<1>:d    r2.1<0;1,0>:w     244:w              
        add (16|M16)             r18.0<1>:d    r28.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r50.0<1>:f    29.5:f                              
        sends (16|M0)            null:w   r12     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r40.0<1>:d    r2.1<0;1,0>:w     244:w              
        mov (16|M0)              r36.0<1>:f    30.0:f                              
        add (16|M0)              r52.0<1>:d    r3.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r56.0<1>:f    r56.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r20     r46     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r5.0<1>:d     r2.1<0;1,0>:w     248:w              
        add (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r12.0<1>:f    30.0:f                              
        sends (16|M0)            null:w   r48     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r30.0<1>:d    r2.1<0;1,0>:w     248:w              
        mov (16|M0)              r26.0<1>:f    30.5:f                              
        add (16|M0)              r20.0<1>:d    r38.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r18     r50     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r42.0<1>:d    r2.1<0;1,0>:w     252:w              
        add (16|M16)             r7.0<1>:d     r40.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r22.0<1>:f    30.5:f                              
        sends (16|M0)            null:w   r52     r36     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M16)             r44.0<1>:d    r2.1<0;1,0>:w     252:w              
        mov (16|M0)              r24.0<1>:f    31.0:f                              
        add (16|M0)              r18.0<1>:d    r5.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r34     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r28.0<1>:f    31.0:f                              
        add (16|M16)             r2.0<1>:d     r30.0<8;8,1>:d    r16.0<8;8,1>:d  
(W)     mov (8|M0)               r58.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r20     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r36.0<1>:f    31.5:f                              
        add (16|M0)              r12.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        sends (16|M16)           null:w   r7      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d  
        mov (16|M16)             r20.0<1>:f    31.5:f                              
        sends (16|M0)            null:w   r18     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r7.0<1>:d     r10.0<8;8,1>:d    3:w              
        sends (16|M16)           null:w   r2      r28     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r4.0<1>:d     r32.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r12     r36     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r22.0<1>:d    r7.0<8;8,1>:d     2:w              
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r34     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r26.0<1>:d    r4.0<8;8,1>:d     2:w              
(W)     mov (8|M0)               r127.0<1>:f   r76.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r46:w    r22:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r54:w    r26:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r2.0<1>:d     r46.0<8;8,1>:d    63:w              
        and (16|M16)             r18.0<1>:d    r54.0<8;8,1>:d    63:w              
        and (16|M0)              r4.0<1>:d     r48.0<8;8,1>:d    63:w              
        and (16|M16)             r6.0<1>:d     r56.0<8;8,1>:d    63:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    128:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     128:w              
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     128:w              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d  
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    r6.0<8;8,1>:d   
        send (16|M0)             r12:w    r2:f    0xC            0x04205EFF           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r20:w    r18:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    1.0:f              
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    1.0:f              
        sends (16|M0)            null:w   r2      r12     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r2.0<1>:d     r50.0<8;8,1>:d    63:w              
        sends (16|M16)           null:w   r18     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M16)             r12.0<1>:d    r58.0<8;8,1>:d    63:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    128:w              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d  
        send (16|M0)             r8:w     r4:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r24:w    r6:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     2.0:f              
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    2.0:f              
        sends (16|M0)            null:w   r4      r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r4.0<1>:d     r52.0<8;8,1>:d    63:w              
        and (16|M16)             r6.0<1>:d     r60.0<8;8,1>:d    63:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     128:w              
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     128:w              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    r6.0<8;8,1>:d   
        send (16|M0)             r18:w    r2:f    0xC            0x04205EFF           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r20:w    r12:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    3.0:f              
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    3.0:f              
        sends (16|M0)            null:w   r2      r18     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r12     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        or (16|M0)               r2.0<1>:d     r22.0<8;8,1>:d    16:w              
        or (16|M16)              r12.0<1>:d    r26.0<8;8,1>:d    16:w              
        send (16|M0)             r8:w     r4:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r24:w    r6:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     4.0:f              
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    4.0:f              
        sends (16|M0)            null:w   r4      r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r34:w    r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r42:w    r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r18.0<1>:d    r34.0<8;8,1>:d    63:w              
        and (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    63:w              
        and (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    63:w              
        and (16|M16)             r6.0<1>:d     r44.0<8;8,1>:d    63:w              
        mul (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    128:w              
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    128:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     128:w              
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d  
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    r6.0<8;8,1>:d   
        send (16|M0)             r4:w     r18:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r8:w     r20:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     5.0:f              
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     5.0:f              
        sends (16|M0)            null:w   r18     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r20     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r4.0<1>:d     r38.0<8;8,1>:d    63:w              
        and (16|M16)             r8.0<1>:d     r46.0<8;8,1>:d    63:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     128:w              
        mul (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     128:w              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    r8.0<8;8,1>:d   
        send (16|M0)             r12:w    r2:f    0xC            0x04205EFF           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r6:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    6.0:f              
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    6.0:f              
        sends (16|M0)            null:w   r2      r12     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r2.0<1>:d     r40.0<8;8,1>:d    63:w              
        and (16|M16)             r6.0<1>:d     r48.0<8;8,1>:d    63:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     128:w              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    r6.0<8;8,1>:d   
        send (16|M0)             r18:w    r4:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r20:w    r8:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    7.0:f              
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    7.0:f              
        sends (16|M0)            null:w   r4      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r8      r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    2:w              
        shl (16|M16)             r8.0<1>:d     r32.0<8;8,1>:d    2:w              
        send (16|M0)             r12:w    r2:f    0xC            0x04205EFF           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r6:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    8.0:f              
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    8.0:f              
        sends (16|M0)            null:w   r2      r12     0x8C            0x04025EFF           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r18:w    r4:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r20:w    r8:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    63:w              
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    63:w              
        mul (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    128:w              
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    128:w              
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d  
        send (16|M0)             r2:w     r18:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r6:w     r20:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r4      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r8      r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L9944:
