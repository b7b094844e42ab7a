L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r5.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r6.0<1>:d     r8.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r8.1<0;1,0>:d     r5.12<0;1,0>:uw 
        add (16|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r17.0<1>:d    r8.1<0;1,0>:d     r5.6<0;1,0>:d   
        add (16|M16)             r11.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M0)              r18.0<1>:d    r17.0<0;1,0>:d    r3.0<16;16,1>:uw
        add (16|M16)             r20.0<1>:d    r17.0<0;1,0>:d    r4.0<16;16,1>:uw
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r7.1<0;1,0>:d   
        sends (16|M0)            r26:w    r13     r22     0x82            0x0485A000           // wr:2+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0
        mov (8|M0)               r58.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           r34:w    r15     r24     0x82            0x0485A000           // wr:2+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0
        mov (8|M8)               r63.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r68.0<1>:f    r24.0<8;8,1>:f                  
        mov (8|M24)              r73.0<1>:f    r25.0<8;8,1>:f                  
        add (16|M0)              r42.0<1>:d    r26.0<8;8,1>:d    1:w              
        add (16|M0)              r46.0<1>:d    r28.0<8;8,1>:d    2:w              
        add (16|M0)              r50.0<1>:d    r30.0<8;8,1>:d    3:w              
        add (16|M0)              r54.0<1>:d    r32.0<8;8,1>:d    4:w              
        add (16|M16)             r44.0<1>:d    r34.0<8;8,1>:d    1:w              
        add (16|M16)             r48.0<1>:d    r36.0<8;8,1>:d    2:w              
        add (16|M16)             r52.0<1>:d    r38.0<8;8,1>:d    3:w              
        add (16|M16)             r56.0<1>:d    r40.0<8;8,1>:d    4:w              
        mov (8|M0)               r59.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r60.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r61.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r62.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r64.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r65.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r66.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r67.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r69.0<1>:f    r44.0<8;8,1>:f                  
        mov (8|M16)              r70.0<1>:f    r48.0<8;8,1>:f                  
        mov (8|M16)              r71.0<1>:f    r52.0<8;8,1>:f                  
        mov (8|M16)              r72.0<1>:f    r56.0<8;8,1>:f                  
        mov (8|M24)              r74.0<1>:f    r45.0<8;8,1>:f                  
        mov (8|M24)              r75.0<1>:f    r49.0<8;8,1>:f                  
        mov (8|M24)              r76.0<1>:f    r53.0<8;8,1>:f                  
        mov (8|M24)              r77.0<1>:f    r57.0<8;8,1>:f                  
        sends (8|M0)             null:ud  r13     r58     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
        sends (8|M8)             null:ud  r14     r63     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
        sends (8|M16)            null:ud  r15     r68     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r16     r73     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L704:
