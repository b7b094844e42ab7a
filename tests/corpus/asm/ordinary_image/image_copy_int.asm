L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (8|M0)               r6.0<1>:ud    r5.0<8;8,1>:ud                   {Compacted}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r8.3<1>:d     r8.0<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mov (1|M0)               r6.2<1>:ud    0x0:ud                              {Compacted}
(W)     mul (1|M0)               r8.4<1>:d     r8.1<0;1,0>:d     r5.6<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r9.0<1>:d     r8.3<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r17.0<1>:d    r8.4<0;1,0>:d     r3.0<16;16,1>:uw
        add (16|M16)             r11.0<1>:d    r8.3<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M16)             r19.0<1>:d    r8.4<0;1,0>:d     r4.0<16;16,1>:uw
        add (16|M0)              r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M0)              r21.0<1>:d    r17.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (16|M16)             r23.0<1>:d    r19.0<8;8,1>:d    r7.1<0;1,0>:d   
        mov (16|M0)              r41.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r43.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r45.0<1>:d    r15.0<8;8,1>:d                  
        mov (16|M16)             r47.0<1>:d    r23.0<8;8,1>:d                  
        mov (8|M0)               r65.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            r25:w    r6      r41     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0
        mov (8|M8)               r70.0<1>:d    r22.0<8;8,1>:d                   {Compacted}
        mov (8|M16)              r75.0<1>:d    r23.0<8;8,1>:d                  
        sends (16|M16)           r33:w    r6      r45     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0
        mov (8|M24)              r80.0<1>:d    r24.0<8;8,1>:d                  
        add (16|M0)              r49.0<1>:d    r25.0<8;8,1>:d    1:w              
        add (16|M0)              r53.0<1>:d    r27.0<8;8,1>:d    2:w              
        add (16|M0)              r57.0<1>:d    r29.0<8;8,1>:d    3:w              
        add (16|M0)              r61.0<1>:d    r31.0<8;8,1>:d    4:w              
        add (16|M16)             r51.0<1>:d    r33.0<8;8,1>:d    1:w              
        add (16|M16)             r55.0<1>:d    r35.0<8;8,1>:d    2:w              
        add (16|M16)             r59.0<1>:d    r37.0<8;8,1>:d    3:w              
        add (16|M16)             r63.0<1>:d    r39.0<8;8,1>:d    4:w              
        mov (8|M0)               r66.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r67.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r68.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r69.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r71.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r72.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r73.0<1>:f    r58.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r74.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        mov (8|M16)              r76.0<1>:f    r51.0<8;8,1>:f                  
        mov (8|M16)              r77.0<1>:f    r55.0<8;8,1>:f                  
        mov (8|M16)              r78.0<1>:f    r59.0<8;8,1>:f                  
        mov (8|M16)              r79.0<1>:f    r63.0<8;8,1>:f                  
        mov (8|M24)              r81.0<1>:f    r52.0<8;8,1>:f                  
        mov (8|M24)              r82.0<1>:f    r56.0<8;8,1>:f                  
        mov (8|M24)              r83.0<1>:f    r60.0<8;8,1>:f                  
        mov (8|M24)              r84.0<1>:f    r64.0<8;8,1>:f                  
        sends (8|M0)             null:ud  r13     r65     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
        sends (8|M8)             null:ud  r14     r70     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
        sends (8|M16)            null:ud  r15     r75     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
        sends (8|M24)            null:ud  r16     r80     0x14C            0x02035001           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L728:
