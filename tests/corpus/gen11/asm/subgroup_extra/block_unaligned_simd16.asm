L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r5.2<0;1,0>:uw  
        mul (16|M0)              r61.0<1>:d    r6.2<0;1,0>:d     r3.0<16;16,1>:uw
(W)     shl (1|M0)               r7.2<1>:d     r6.0<0;1,0>:d     2:w              
(W)     shl (1|M0)               r7.3<1>:d     r6.0<0;1,0>:d     4:w              
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.4<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r6.2<0;1,0>:uw  
        add (16|M0)              r15.0<1>:d    r61.0<8;8,1>:d    r2.0<16;16,1>:uw
(W)     and (1|M0)               r7.4<1>:d     r7.3<0;1,0>:d     48:w              
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r12.0<1>:d    r6.2<0;1,0>:d     r6.1<0;1,0>:d   
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.6<0;1,0>:uw  
        mul (16|M0)              r34.0<1>:ud   r10.0<8;8,1>:ud   0x5:uw             
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.3<0;1,0>:d    {Compacted}
        shl (16|M0)              r48.0<1>:d    r10.0<8;8,1>:d    3:w              
        shl (16|M0)              r36.0<1>:d    r34.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r6.7<1>:d     r13.0<0;1,0>:d    15:w              
        add (16|M0)              r46.0<1>:d    r36.0<8;8,1>:d    16:w              
(W)     shr (1|M0)               r7.1<1>:d     r6.7<0;1,0>:ud    4:w              
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r7.2<0;1,0>:uw  
(W)     mach (1|M0)              r14.0<1>:d    r5.1<0;1,0>:d     r7.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r15.0<2;1,0>:uw 
        mach (8|M0)              r15.0<1>:d    r6.1<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.1<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.1<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw
        shr (16|M0)              r15.0<1>:d    r15.0<8;8,1>:ud   4:w              
        add (16|M0)              r15.0<1>:d    r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted}
        mul (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    320:w              
        add (16|M0)              r19.0<1>:d    r7.2<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
        or (16|M0)               r58.0<1>:d    r7.4<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r23.2<1>:f    r19.0<0;1,0>:f                   {Compacted}
        add (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    64:w              
(W)     shr (1|M0)               r60.2<1>:ud   r58.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r21:w    r23:f   0xA            0x02284300           // wr:1h+0, rd:2; hdc.dc0; oword aligned block read x4
(W)     mov (1|M0)               r32.2<1>:f    r19.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r33.2<1>:ud   r19.0<0;1,0>:ud   0x80:uw             
(W)     send (16|M0)             r24:w    r32:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     send (16|M0)             r28:w    r33:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        mov (16|M0)              r38.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r40.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r44.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r36     r38     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r46     r30     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r50:w    r48:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r54.0<1>:d    r50.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d    -1515870811:d              
(W)     sends (16|M0)            null:uw  r60     r54     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L744:
