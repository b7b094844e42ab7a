L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r5.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r6.0<1>:d     r9.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r5.12<0;1,0>:uw 
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r8.0<1>:d     r9.1<0;1,0>:d     r5.6<0;1,0>:d   
        add (16|M16)             r12.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M0)              r18.0<1>:d    r8.0<0;1,0>:d     r3.0<16;16,1>:uw
        add (16|M16)             r20.0<1>:d    r8.0<0;1,0>:d     r4.0<16;16,1>:uw
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted}
        add (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r7.1<0;1,0>:d   
        add (16|M16)             r28.0<1>:d    r16.0<8;8,1>:d    r8.2<0;1,0>:d   
        mov (16|M0)              acc0.0<1>:f   r26.0<8;8,1>:d                  
        add (16|M0)              r34.0<1>:d    r22.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}
        add (16|M16)             r36.0<1>:d    r24.0<8;8,1>:d    r8.3<0;1,0>:d   
        mov (16|M16)             r32.0<1>:f    r28.0<8;8,1>:d                  
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   0.5:f              
        mov (16|M0)              r38.0<1>:f    r34.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r36.0<8;8,1>:d                  
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    0.5:f              
(W)     mul (8|M0)               acc0.0<1>:d   r22.0<8;8,1>:d    r8.10<0;1,0>:uw 
        add (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    0.5:f              
        add (16|M16)             r40.0<1>:f    r40.0<8;8,1>:f    0.5:f              
        mach (8|M0)              r58.0<1>:d    r22.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}
        sends (16|M0)            r42:w    r30     r38     0x82            0x04858000           // wr:2+2, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0
        sends (16|M16)           r50:w    r32     r40     0x82            0x04858000           // wr:2+2, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0
(W)     mul (8|M8)               acc0.0<1>:d   r23.0<8;8,1>:d    r8.10<0;1,0>:uw 
        mach (8|M8)              r59.0<1>:d    r23.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r24.0<8;8,1>:d    r8.10<0;1,0>:uw 
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r60.0<1>:d    r24.0<8;8,1>:d    r8.5<0;1,0>:d   
(W)     mul (8|M24)              acc0.0<1>:d   r25.0<8;8,1>:d    r8.10<0;1,0>:uw 
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    4:w              
        mach (8|M24)             r61.0<1>:d    r25.0<8;8,1>:d    r8.5<0;1,0>:d   
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    r16.0<8;8,1>:d  
        shl (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    4:w              
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    r8.4<0;1,0>:d   
        sends (16|M0)            null:w   r58     r42     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r60     r50     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L648:
