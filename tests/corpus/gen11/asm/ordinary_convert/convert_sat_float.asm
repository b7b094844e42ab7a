L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    1:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r41.0<1>:d    r24.0<8;8,1>:d    1:w              
        shl (16|M16)             r43.0<1>:d    r26.0<8;8,1>:d    1:w              
        shl (16|M0)              r61.0<1>:d    r24.0<8;8,1>:d    2:w              
        shl (16|M16)             r63.0<1>:d    r26.0<8;8,1>:d    2:w              
        cmp (16|M0)   (le)f1.0   null<1>:f     r20.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M16)  (le)f1.0   null<1>:f     r22.0<8;8,1>:f    0xCF000000:f              
        mov (16|M0)              r57.0<1>:ud   r20.0<8;8,1>:f                   {Compacted}
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r20.0<8;8,1>:f    -128.0:f              
(~f1.0) sel (16|M0)              r65.0<1>:f    r20.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M0)   (gt)f1.0   null<1>:f     r20.0<8;8,1>:f    0x4F800000:f              
(~f1.0) sel (16|M16)             r67.0<1>:f    r22.0<8;8,1>:f    0xCF000000:f              
        cmp (16|M0)   (eq)f0.0   null<1>:f     r20.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        sel (16|M16)  (ge)f0.0   r30.0<1>:f    r22.0<8;8,1>:f    -128.0:f              
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                  
        cmp (16|M16)  (eq)f0.0   null<1>:f     r22.0<8;8,1>:f    r22.0<8;8,1>:f  
        sel (16|M0)   (lt)f0.0   r32.0<1>:f    acc0.0<8;8,1>:f   127.0:f              
        mov (16|M16)             r59.0<1>:ud   r22.0<8;8,1>:f                  
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (gt)f1.0   null<1>:f     r22.0<8;8,1>:f    0x4F800000:f              
        sel (16|M16)  (lt)f0.0   r34.0<1>:f    r30.0<8;8,1>:f    127.0:f              
(~f0.0) mov (16|M0)              r32.0<1>:f    0.0:f                              
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r20.0<8;8,1>:f    -32768.0:f              
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                  
        cmp (16|M0)   (gt)f1.0   null<1>:f     r20.0<8;8,1>:f    0x4F000000:f              
(~f0.0) mov (16|M16)             r34.0<1>:f    0.0:f                              
        sel (16|M16)  (ge)f0.0   r47.0<1>:f    r22.0<8;8,1>:f    -32768.0:f              
        mov (16|M0)              (sat)r81.0<4>:ub  r20.0<8;8,1>:f              
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                  
        mov (16|M16)             (sat)r83.0<4>:ub  r22.0<8;8,1>:f              
        mov (16|M0)              r85.0<4>:b    r32.0<8;8,1>:f                  
        sel (16|M0)   (lt)f0.0   r49.0<1>:f    acc0.0<8;8,1>:f   32767.0:f              
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (gt)f1.0   null<1>:f     r22.0<8;8,1>:f    0x4F000000:f              
        mov (16|M16)             r87.0<4>:b    r34.0<8;8,1>:f                  
        sel (16|M16)  (lt)f0.0   r51.0<1>:f    r47.0<8;8,1>:f    32767.0:f              
(~f0.0) mov (16|M0)              r49.0<1>:f    0.0:f                              
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {Compacted}
        mov (16|M0)              r8.0<2>:ub    r81.0<4;1,0>:ub                 
(~f0.0) mov (16|M16)             r51.0<1>:f    0.0:f                              
        mov (16|M16)             r36.0<2>:ub   r83.0<4;1,0>:ub                 
(f1.0)  mov (16|M0)              r57.0<1>:f    -qnan(0x3FFFFF):f                              
        cmp (16|M0)   (ge)f1.0   null<1>:f     r20.0<8;8,1>:f    0.0:f              
(f1.0)  mov (16|M16)             r59.0<1>:f    -qnan(0x3FFFFF):f                              
        mov (16|M0)              r8.1<2>:b     r85.0<4;1,0>:b                  
        mov (16|M16)             r36.1<2>:b    r87.0<4;1,0>:b                  
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        mov (16|M0)              r69.0<1>:d    r65.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r71.0<1>:d    r67.0<8;8,1>:f                  
        mov (16|M0)              r89.0<2>:w    r49.0<8;8,1>:f                  
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (ge)f1.0   null<1>:f     r22.0<8;8,1>:f    0.0:f              
        mov (16|M16)             r91.0<2>:w    r51.0<8;8,1>:f                  
        mov (16|M0)              r37.0<1>:ud   r8.0<16;16,1>:uw                
        mov (16|M0)              (sat)r53.0<2>:uw  r20.0<8;8,1>:f              
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {Compacted}
        mov (16|M16)             r39.0<1>:ud   r36.0<16;16,1>:uw               
        mov (16|M16)             (sat)r55.0<2>:uw  r22.0<8;8,1>:f              
        mov (16|M0)              r53.1<2>:hf   r89.0<2;1,0>:hf                 
(f1.0)  mov (16|M0)              r69.0<1>:f    qnan(0x3FFFFF):f                              
(f1.0)  mov (16|M16)             r71.0<1>:f    qnan(0x3FFFFF):f                              
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {Compacted}
        mov (16|M16)             r55.1<2>:hf   r91.0<2;1,0>:hf                 
        sends (16|M0)            null:w   r24     r37     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(f0.0)  sel (16|M0)              r75.0<1>:d    r69.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              r73.0<1>:d    r57.0<8;8,1>:d    0:w              
        sends (16|M16)           null:w   r26     r39     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(f0.0)  sel (16|M16)             r79.0<1>:d    r71.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M16)             r77.0<1>:d    r59.0<8;8,1>:d    0:w              
        sends (16|M0)            null:w   r41     r53     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r43     r55     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r61     r73     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r41.0<1>:f    r41.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r63     r77     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1360:
