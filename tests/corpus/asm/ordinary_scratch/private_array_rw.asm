L0:
(W)     mov (8|M0)               r48.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M16)              r3.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                              
(W)     and (1|M0)               r5.0<1>:d     r48.5<0;1,0>:d    -1024:w              
        mov (16|M0)              r18.0<1>:f    0.0:f                              
        mov (16|M16)             r20.0<1>:f    0.0:f                              
(W)     add (8|M16)              r3.8<1>:w     r3.0<8;8,1>:w     8:w              
(W)     add (8|M0)               r4.8<1>:w     r4.0<8;8,1>:w     8:w              
        mov (16|M0)              r26.0<1>:f    0.5:f                              
        mov (16|M16)             r28.0<1>:f    0.5:f                              
        mov (16|M0)              r30.0<1>:f    1.5:f                              
(W)     add (16|M16)             r3.0<1>:w     r3.0<16;16,1>:w   16:w              
        shl (16|M0)              r10.0<1>:d    r4.0<16;16,1>:uw  2:w              
(W)     mul (1|M0)               r8.0<1>:d     r9.0<0;1,0>:d     r48.1<0;1,0>:d   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r48.0<8;8,1>:ud                  {Compacted}
        shl (16|M16)             r12.0<1>:d    r3.0<16;16,1>:uw  2:w              
        add (16|M0)              r14.0<1>:d    r5.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        mov (16|M0)              r10.0<1>:f    1.0:f                              
        add (16|M16)             r16.0<1>:d    r5.0<0;1,0>:d     r12.0<8;8,1>:d  
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    128:w              
        sends (16|M0)            null:w   r14     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r3.0<1>:d     r14.0<8;8,1>:d    256:w              
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    128:w              
        sends (16|M16)           null:w   r16     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r12.0<1>:f    1.0:f                              
        add (16|M16)             r5.0<1>:d     r16.0<8;8,1>:d    256:w              
        sends (16|M0)            null:w   r22     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    384:w              
        sends (16|M16)           null:w   r24     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    384:w              
        mov (16|M16)             r22.0<1>:f    1.5:f                              
        sends (16|M0)            null:w   r3      r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d    512:w              
        mov (16|M0)              r28.0<1>:f    2.0:f                              
        sends (16|M16)           null:w   r5      r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    512:w              
        mov (16|M16)             r3.0<1>:f     2.0:f                              
        sends (16|M0)            null:w   r18     r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r5.0<1>:d     r14.0<8;8,1>:d    640:w              
        mov (16|M0)              r12.0<1>:f    2.5:f                              
        sends (16|M16)           null:w   r20     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r10.0<1>:d    r16.0<8;8,1>:d    640:w              
        mov (16|M16)             r18.0<1>:f    2.5:f                              
        sends (16|M0)            null:w   r24     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r30.0<1>:f    3.0:f                              
        add (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d    768:w              
        sends (16|M16)           null:w   r26     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r22.0<1>:d    r16.0<8;8,1>:d    768:w              
        mov (16|M16)             r24.0<1>:f    3.0:f                              
        sends (16|M0)            null:w   r5      r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    3.5:f                              
        add (16|M0)              r3.0<1>:d     r14.0<8;8,1>:d    896:w              
        sends (16|M16)           null:w   r10     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    896:w              
        mov (16|M16)             r5.0<1>:f     3.5:f                              
        sends (16|M0)            null:w   r20     r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    1024:w              
        mov (16|M0)              r18.0<1>:f    4.0:f                              
        sends (16|M16)           null:w   r22     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    1024:w              
        mov (16|M16)             r20.0<1>:f    4.0:f                              
        sends (16|M0)            null:w   r3      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r30.0<1>:f    4.5:f                              
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    1152:w              
        sends (16|M16)           null:w   r26     r5      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    1152:w              
        mov (16|M16)             r3.0<1>:f     4.5:f                              
        sends (16|M0)            null:w   r10     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    5.0:f                              
        sends (16|M16)           null:w   r12     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r5.0<1>:d     r14.0<8;8,1>:d    1280:w              
        sends (16|M0)            null:w   r22     r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    1280:w              
        mov (16|M16)             r10.0<1>:f    5.0:f                              
        sends (16|M16)           null:w   r24     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    1408:w              
        mov (16|M0)              r20.0<1>:f    5.5:f                              
        add (16|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r1.0<16;16,1>:uw
        sends (16|M0)            null:w   r5      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r22.0<1>:d    r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        sends (16|M16)           null:w   r26     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    1408:w              
        mov (16|M16)             r5.0<1>:f     5.5:f                              
        sends (16|M0)            null:w   r12     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    6.0:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    1536:w              
        add (16|M0)              r24.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    1536:w              
        mov (16|M16)             r12.0<1>:f    6.0:f                              
        add (16|M16)             r30.0<1>:d    r22.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d    1664:w              
        mov (16|M0)              r2.0<1>:f     6.5:f                              
        sends (16|M16)           null:w   r18     r5      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    1664:w              
        mov (16|M16)             r22.0<1>:f    6.5:f                              
        sends (16|M0)            null:w   r10     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    1792:w              
        mov (16|M0)              r18.0<1>:f    7.0:f                              
        sends (16|M16)           null:w   r26     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    1792:w              
        mov (16|M16)             r10.0<1>:f    7.0:f                              
        sends (16|M0)            null:w   r20     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    7.5:f                              
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    1920:w              
        sends (16|M16)           null:w   r8      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    1920:w              
        mov (16|M16)             r2.0<1>:f     7.5:f                              
        sends (16|M0)            null:w   r4      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    2048:w              
        mov (16|M0)              r22.0<1>:f    8.0:f                              
        sends (16|M16)           null:w   r6      r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    2048:w              
        mov (16|M16)             r4.0<1>:f     8.0:f                              
        sends (16|M0)            null:w   r12     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    8.5:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    2176:w              
        sends (16|M16)           null:w   r26     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r10.0<1>:d    r16.0<8;8,1>:d    2176:w              
        mov (16|M16)             r12.0<1>:f    8.5:f                              
        sends (16|M0)            null:w   r8      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    9.0:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    2304:w              
        sends (16|M16)           null:w   r20     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    2304:w              
        mov (16|M16)             r8.0<1>:f     9.0:f                              
        sends (16|M0)            null:w   r6      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    9.5:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    2432:w              
        sends (16|M16)           null:w   r10     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    2432:w              
        mov (16|M16)             r6.0<1>:f     9.5:f                              
        sends (16|M0)            null:w   r2      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    10.0:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    2560:w              
        sends (16|M16)           null:w   r26     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    2560:w              
        mov (16|M16)             r2.0<1>:f     10.0:f                              
        sends (16|M0)            null:w   r4      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    10.5:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    2688:w              
        sends (16|M16)           null:w   r20     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    2688:w              
        mov (16|M16)             r4.0<1>:f     10.5:f                              
        sends (16|M0)            null:w   r10     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    11.0:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    2816:w              
        sends (16|M16)           null:w   r12     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    2816:w              
        mov (16|M16)             r10.0<1>:f    11.0:f                              
        sends (16|M0)            null:w   r8      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    11.5:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    2944:w              
        sends (16|M16)           null:w   r26     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    2944:w              
        mov (16|M16)             r8.0<1>:f     11.5:f                              
        sends (16|M0)            null:w   r6      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    12.0:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    3072:w              
        sends (16|M16)           null:w   r20     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    3072:w              
        mov (16|M16)             r6.0<1>:f     12.0:f                              
        sends (16|M0)            null:w   r2      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    12.5:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    3200:w              
        sends (16|M16)           null:w   r12     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    3200:w              
        mov (16|M16)             r2.0<1>:f     12.5:f                              
        sends (16|M0)            null:w   r4      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    13.0:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    3328:w              
        sends (16|M16)           null:w   r26     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    3328:w              
        mov (16|M16)             r4.0<1>:f     13.0:f                              
        sends (16|M0)            null:w   r10     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    13.5:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    3456:w              
        sends (16|M16)           null:w   r20     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    3456:w              
        mov (16|M16)             r10.0<1>:f    13.5:f                              
        sends (16|M0)            null:w   r8      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    14.0:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    3584:w              
        sends (16|M16)           null:w   r12     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    3584:w              
        mov (16|M16)             r8.0<1>:f     14.0:f                              
        sends (16|M0)            null:w   r6      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    14.5:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    3712:w              
        sends (16|M16)           null:w   r26     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    3712:w              
        mov (16|M16)             r6.0<1>:f     14.5:f                              
        sends (16|M0)            null:w   r2      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    15.0:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    3840:w              
        sends (16|M16)           null:w   r20     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    3840:w              
        mov (16|M16)             r2.0<1>:f     15.0:f                              
        sends (16|M0)            null:w   r4      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    15.5:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    3968:w              
        sends (16|M16)           null:w   r12     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    3968:w              
        mov (16|M16)             r4.0<1>:f     15.5:f                              
        sends (16|M0)            null:w   r10     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    16.0:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    4096:w              
        sends (16|M16)           null:w   r26     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    4096:w              
        mov (16|M16)             r10.0<1>:f    16.0:f                              
        sends (16|M0)            null:w   r8      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    16.5:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    4224:w              
        sends (16|M16)           null:w   r20     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    4224:w              
        mov (16|M16)             r8.0<1>:f     16.5:f                              
        sends (16|M0)            null:w   r6      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    17.0:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    4352:w              
        sends (16|M16)           null:w   r12     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    4352:w              
        mov (16|M16)             r6.0<1>:f     17.0:f                              
        sends (16|M0)            null:w   r2      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    17.5:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    4480:w              
        sends (16|M16)           null:w   r26     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    4480:w              
        mov (16|M16)             r2.0<1>:f     17.5:f                              
        sends (16|M0)            null:w   r4      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    18.0:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    4608:w              
        sends (16|M16)           null:w   r20     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    4608:w              
        mov (16|M16)             r4.0<1>:f     18.0:f                              
        sends (16|M0)            null:w   r10     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    18.5:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    4736:w              
        sends (16|M16)           null:w   r12     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    4736:w              
        mov (16|M16)             r10.0<1>:f    18.5:f                              
        sends (16|M0)            null:w   r8      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    19.0:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    4864:w              
        sends (16|M16)           null:w   r26     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    4864:w              
        mov (16|M16)             r8.0<1>:f     19.0:f                              
        sends (16|M0)            null:w   r6      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    19.5:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    4992:w              
        sends (16|M16)           null:w   r20     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    4992:w              
        mov (16|M16)             r6.0<1>:f     19.5:f                              
        sends (16|M0)            null:w   r2      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    20.0:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    5120:w              
        sends (16|M16)           null:w   r12     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    5120:w              
        mov (16|M16)             r2.0<1>:f     20.0:f                              
        sends (16|M0)            null:w   r4      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    20.5:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    5248:w              
        sends (16|M16)           null:w   r26     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    5248:w              
        mov (16|M16)             r4.0<1>:f     20.5:f                              
        sends (16|M0)            null:w   r10     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    21.0:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    5376:w              
        sends (16|M16)           null:w   r20     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    5376:w              
        mov (16|M16)             r10.0<1>:f    21.0:f                              
        sends (16|M0)            null:w   r8      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    21.5:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    5504:w              
        sends (16|M16)           null:w   r12     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    5504:w              
        mov (16|M16)             r8.0<1>:f     21.5:f                              
        sends (16|M0)            null:w   r6      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    22.0:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    5632:w              
        sends (16|M16)           null:w   r26     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    5632:w              
        mov (16|M16)             r6.0<1>:f     22.0:f                              
        sends (16|M0)            null:w   r2      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    22.5:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    5760:w              
        sends (16|M16)           null:w   r20     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    5760:w              
        mov (16|M16)             r2.0<1>:f     22.5:f                              
        sends (16|M0)            null:w   r4      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    23.0:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    5888:w              
        sends (16|M16)           null:w   r12     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    5888:w              
        mov (16|M16)             r4.0<1>:f     23.0:f                              
        sends (16|M0)            null:w   r10     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    23.5:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    6016:w              
        sends (16|M16)           null:w   r26     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    6016:w              
        mov (16|M16)             r10.0<1>:f    23.5:f                              
        sends (16|M0)            null:w   r8      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    24.0:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    6144:w              
        sends (16|M16)           null:w   r20     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    6144:w              
        mov (16|M16)             r8.0<1>:f     24.0:f                              
        sends (16|M0)            null:w   r6      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    24.5:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    6272:w              
        sends (16|M16)           null:w   r12     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    6272:w              
        mov (16|M16)             r6.0<1>:f     24.5:f                              
        sends (16|M0)            null:w   r2      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    25.0:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    6400:w              
        sends (16|M16)           null:w   r26     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    6400:w              
        mov (16|M16)             r2.0<1>:f     25.0:f                              
        sends (16|M0)            null:w   r4      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    25.5:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    6528:w              
        sends (16|M16)           null:w   r20     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    6528:w              
        mov (16|M16)             r4.0<1>:f     25.5:f                              
        sends (16|M0)            null:w   r10     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    26.0:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    6656:w              
        sends (16|M16)           null:w   r12     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    6656:w              
        mov (16|M16)             r10.0<1>:f    26.0:f                              
        sends (16|M0)            null:w   r8      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    26.5:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    6784:w              
        sends (16|M16)           null:w   r26     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    6784:w              
        mov (16|M16)             r8.0<1>:f     26.5:f                              
        sends (16|M0)            null:w   r6      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    27.0:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    6912:w              
        sends (16|M16)           null:w   r20     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    6912:w              
        mov (16|M16)             r6.0<1>:f     27.0:f                              
        sends (16|M0)            null:w   r2      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    27.5:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    7040:w              
        sends (16|M16)           null:w   r12     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    7040:w              
        mov (16|M16)             r2.0<1>:f     27.5:f                              
        sends (16|M0)            null:w   r4      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    28.0:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    7168:w              
        sends (16|M16)           null:w   r26     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    7168:w              
        mov (16|M16)             r4.0<1>:f     28.0:f                              
        sends (16|M0)            null:w   r10     r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    28.5:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    7296:w              
        sends (16|M16)           null:w   r20     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    7296:w              
        mov (16|M16)             r10.0<1>:f    28.5:f                              
        sends (16|M0)            null:w   r8      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    29.0:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    7424:w              
        sends (16|M16)           null:w   r12     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    7424:w              
        mov (16|M16)             r8.0<1>:f     29.0:f                              
        sends (16|M0)            null:w   r6      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    29.5:f                              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    7552:w              
        sends (16|M16)           null:w   r26     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    7552:w              
        mov (16|M16)             r6.0<1>:f     29.5:f                              
        sends (16|M0)            null:w   r2      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    30.0:f                              
        add (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    7680:w              
        sends (16|M16)           null:w   r20     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    7680:w              
        mov (16|M16)             r2.0<1>:f     30.0:f                              
        sends (16|M0)            null:w   r4      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r22.0<1>:f    30.5:f                              
        add (16|M0)              r8.0<1>:d     r14.0<8;8,1>:d    7808:w              
        sends (16|M16)           null:w   r12     r6      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    7808:w              
        mov (16|M16)             r4.0<1>:f     30.5:f                              
        sends (16|M0)            null:w   r10     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r18.0<1>:f    31.0:f                              
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    7936:w              
        sends (16|M16)           null:w   r26     r2      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    7936:w              
        mov (16|M16)             r10.0<1>:f    31.0:f                              
        sends (16|M0)            null:w   r8      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M0)              r28.0<1>:f    31.5:f                              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    8064:w              
        sends (16|M16)           null:w   r20     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    8064:w              
        mov (16|M16)             r8.0<1>:f     31.5:f                              
        sends (16|M0)            null:w   r6      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (8|M0)               r4.0<1>:d     r24.0<8;8,1>:ud   3:w              
        sends (16|M16)           null:w   r12     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (8|M8)               r5.0<1>:d     r25.0<8;8,1>:ud   3:w              
        sends (16|M0)            null:w   r2      r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (8|M16)              r20.0<1>:d    r30.0<8;8,1>:ud   3:w              
        sends (16|M16)           null:w   r26     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (8|M24)              r21.0<1>:d    r31.0<8;8,1>:ud   3:w              
        shl (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    2:w              
        send (16|M0)             r32:w    r6      0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r40:w    r10     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    63:w              
        and (16|M16)             r2.0<1>:d     r40.0<8;8,1>:d    63:w              
        and (16|M0)              r4.0<1>:d     r34.0<8;8,1>:d    63:w              
        and (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    63:w              
        mul (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    128:w              
        mul (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     128:w              
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    128:w              
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r2.0<1>:d     r16.0<8;8,1>:d    r2.0<8;8,1>:d   
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d  
        send (16|M0)             r8:w     r12     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r2      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     1.0:f              
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    1.0:f              
        sends (16|M0)            null:w   r12     r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    63:w              
        and (16|M16)             r8.0<1>:d     r44.0<8;8,1>:d    63:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     128:w              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    r8.0<8;8,1>:d   
        send (16|M0)             r22:w    r4      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r26:w    r20     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    2.0:f              
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    2.0:f              
        sends (16|M0)            null:w   r4      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r20     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r4.0<1>:d     r38.0<8;8,1>:d    63:w              
        and (16|M16)             r20.0<1>:d    r46.0<8;8,1>:d    63:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     128:w              
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    128:w              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d  
        send (16|M0)             r12:w    r2      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r8      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    3.0:f              
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    3.0:f              
        sends (16|M0)            null:w   r2      r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r8      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        or (16|M0)               r2.0<1>:d     r6.0<8;8,1>:d     16:w              
        or (16|M16)              r8.0<1>:d     r10.0<8;8,1>:d    16:w              
        send (16|M0)             r22:w    r4      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r26:w    r20     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    4.0:f              
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    4.0:f              
        sends (16|M0)            null:w   r4      r22     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r20     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r32:w    r2      0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r40:w    r8      0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    63:w              
        and (16|M16)             r18.0<1>:d    r40.0<8;8,1>:d    63:w              
        and (16|M0)              r2.0<1>:d     r34.0<8;8,1>:d    63:w              
        and (16|M16)             r6.0<1>:d     r42.0<8;8,1>:d    63:w              
        mul (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    128:w              
        mul (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    128:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     128:w              
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d  
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    r6.0<8;8,1>:d   
        send (16|M0)             r4:w     r12     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r20:w    r18     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     5.0:f              
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    5.0:f              
        sends (16|M0)            null:w   r12     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r4.0<1>:d     r36.0<8;8,1>:d    63:w              
        sends (16|M16)           null:w   r18     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M16)             r12.0<1>:d    r44.0<8;8,1>:d    63:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     128:w              
        mul (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    128:w              
        add (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d  
        send (16|M0)             r8:w     r2      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r10:w    r6      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     6.0:f              
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    6.0:f              
        sends (16|M0)            null:w   r2      r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        and (16|M0)              r2.0<1>:d     r38.0<8;8,1>:d    63:w              
        and (16|M16)             r6.0<1>:d     r46.0<8;8,1>:d    63:w              
        mul (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     128:w              
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     128:w              
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    r6.0<8;8,1>:d   
        send (16|M0)             r18:w    r4      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r20:w    r12     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    7.0:f              
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    7.0:f              
        sends (16|M0)            null:w   r4      r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r12     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M0)              r4.0<1>:d     r24.0<8;8,1>:d    2:w              
        shl (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    2:w              
        send (16|M0)             r8:w     r2      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r10:w    r6      0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     8.0:f              
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    8.0:f              
        sends (16|M0)            null:w   r2      r8      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r18:w    r4      0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r20:w    r12     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    63:w              
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    63:w              
        mul (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    128:w              
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    128:w              
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d  
        send (16|M0)             r2:w     r18     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r6:w     r20     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r4      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r12     r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L8264:
