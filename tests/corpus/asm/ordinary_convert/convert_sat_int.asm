L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        shl (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w              
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (8|M0)               r44.0<1>:d    r12.0<8;8,1>:ud   1:w              
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r28:w    r24     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (8|M8)               r45.0<1>:d    r13.0<8;8,1>:ud   1:w              
        send (16|M16)            r32:w    r26     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        shl (8|M16)              r46.0<1>:d    r14.0<8;8,1>:ud   1:w              
        shl (8|M24)              r47.0<1>:d    r15.0<8;8,1>:ud   1:w              
        shl (16|M0)              r61.0<1>:d    r44.0<8;8,1>:d    1:w              
        shl (16|M0)              r81.0<1>:d    r44.0<8;8,1>:d    2:w              
        shl (16|M16)             r63.0<1>:d    r46.0<8;8,1>:d    1:w              
        shl (16|M16)             r83.0<1>:d    r46.0<8;8,1>:d    2:w              
        sel (16|M0)   (ge)f0.0   r36.0<1>:d    r20.0<8;8,1>:d    0:w              
        sel (16|M0)   (ge)f0.0   r48.0<1>:d    r20.0<8;8,1>:d    -128:w              
        sel (16|M16)  (ge)f0.0   r38.0<1>:d    r22.0<8;8,1>:d    0:w              
        sel (16|M16)  (ge)f0.0   r50.0<1>:d    r22.0<8;8,1>:d    -128:w              
        mov (8|M0)               r105.0<2>:d   r28.0<8;8,1>:d                  
        mov (8|M8)               r107.0<2>:d   r29.0<8;8,1>:d                  
        sel (16|M0)   (lt)f0.0   r40.0<1>:ud   r36.0<8;8,1>:ud   0xFF:uw             
        mov (8|M0)               r105.1<2>:d   r30.0<8;8,1>:d                  
        mov (8|M8)               r107.1<2>:d   r31.0<8;8,1>:d                  
        mov (8|M16)              r109.0<2>:d   r32.0<8;8,1>:d                  
        mov (8|M24)              r111.0<2>:d   r33.0<8;8,1>:d                  
        sel (16|M0)   (lt)f0.0   r97.0<4>:b    r48.0<8;8,1>:d    127:w              
        sel (16|M16)  (lt)f0.0   r42.0<1>:ud   r38.0<8;8,1>:ud   0xFF:uw             
        mov (8|M16)              r109.1<2>:d   r34.0<8;8,1>:d                  
        mov (8|M24)              r111.1<2>:d   r35.0<8;8,1>:d                  
        sel (16|M16)  (lt)f0.0   r99.0<4>:b    r50.0<8;8,1>:d    127:w              
        sel (16|M0)   (lt)f0.0   r65.0<1>:ud   r36.0<8;8,1>:ud   0xFFFF:uw             
        mov (16|M0)              r8.0<2>:b     r40.0<4;1,0>:b                  
        sel (16|M16)  (lt)f0.0   r67.0<1>:ud   r38.0<8;8,1>:ud   0xFFFF:uw             
        mov (8|M0)               r73.0<1>:d    r105.0<2;1,0>:d                 
        cmp (8|M0)    (gt)f0.0   null<1>:q     r105.0<4;4,1>:q   2147483646:d              
        cmp (8|M0)    (gt)f1.0   null<1>:q     r105.0<4;4,1>:q   0xFFFFFFFE:ud             
        mov (8|M8)               r74.0<1>:d    r107.0<2;1,0>:d                 
        cmp (8|M8)    (gt)f0.0   null<1>:q     r107.0<4;4,1>:q   2147483646:d              
        cmp (8|M8)    (gt)f1.0   null<1>:q     r107.0<4;4,1>:q   0xFFFFFFFE:ud             
        mov (16|M16)             r52.0<2>:b    r42.0<4;1,0>:b                  
        mov (16|M0)              r8.1<2>:b     r97.0<4;1,0>:b                  
        mov (8|M16)              r75.0<1>:d    r109.0<2;1,0>:d                 
        cmp (8|M16)   (gt)f0.0   null<1>:q     r109.0<4;4,1>:q   2147483646:d              
        cmp (8|M16)   (gt)f1.0   null<1>:q     r109.0<4;4,1>:q   0xFFFFFFFE:ud             
        mov (8|M24)              r76.0<1>:d    r111.0<2;1,0>:d                 
        cmp (8|M24)   (gt)f0.0   null<1>:q     r111.0<4;4,1>:q   2147483646:d              
        cmp (8|M24)   (gt)f1.0   null<1>:q     r111.0<4;4,1>:q   0xFFFFFFFE:ud             
        sel (16|M0)   (ge)f0.0   r57.0<1>:d    r20.0<8;8,1>:d    -32768:w              
        mov (16|M16)             r52.1<2>:b    r99.0<4;1,0>:b                  
        sel (16|M16)  (ge)f0.0   r59.0<1>:d    r22.0<8;8,1>:d    -32768:w              
        mov (16|M0)              r101.0<2>:w   r65.0<8;8,1>:d                  
        mov (16|M16)             r103.0<2>:w   r67.0<8;8,1>:d                  
(~f0.0) sel (16|M0)              r77.0<1>:d    r73.0<8;8,1>:d    2147483647:d              
(~f1.0) sel (16|M0)              r85.0<1>:d    r73.0<8;8,1>:d    -1:w              
        mov (16|M0)              r53.0<1>:ud   r8.0<16;16,1>:uw                
(~f0.0) sel (16|M16)             r79.0<1>:d    r75.0<8;8,1>:d    2147483647:d              
(~f1.0) sel (16|M16)             r87.0<1>:d    r75.0<8;8,1>:d    -1:w              
        cmp (8|M0)    (lt)f0.0   null<1>:q     r105.0<4;4,1>:q   -2147483647:d              
        cmp (8|M8)    (lt)f0.0   null<1>:q     r107.0<4;4,1>:q   -2147483647:d              
        cmp (8|M0)    (lt)f1.0   null<1>:q     r105.0<4;4,1>:q   1:w              
        cmp (8|M8)    (lt)f1.0   null<1>:q     r107.0<4;4,1>:q   1:w              
        sel (16|M0)   (lt)f0.0   r69.0<2>:w    r57.0<8;8,1>:d    32767:w              
        mov (16|M16)             r55.0<1>:ud   r52.0<16;16,1>:uw               
        cmp (8|M16)   (lt)f0.0   null<1>:q     r109.0<4;4,1>:q   -2147483647:d              
        cmp (8|M24)   (lt)f0.0   null<1>:q     r111.0<4;4,1>:q   -2147483647:d              
        cmp (8|M16)   (lt)f1.0   null<1>:q     r109.0<4;4,1>:q   1:w              
        cmp (8|M24)   (lt)f1.0   null<1>:q     r111.0<4;4,1>:q   1:w              
        sel (16|M16)  (lt)f0.0   r71.0<2>:w    r59.0<8;8,1>:d    32767:w              
        mov (16|M0)              r69.1<2>:w    r101.0<2;1,0>:w                 
        mov (16|M16)             r71.1<2>:w    r103.0<2;1,0>:w                 
        sends (16|M0)            null:w   r44     r53     0x8A            0x04030502           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(~f0.0) sel (16|M0)              r89.0<1>:d    r77.0<8;8,1>:d    -2147483648:d              
(~f1.0) sel (16|M0)              r91.0<1>:d    r85.0<8;8,1>:d    0:w              
        sends (16|M16)           null:w   r46     r55     0x8A            0x04030502           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(~f0.0) sel (16|M16)             r93.0<1>:d    r79.0<8;8,1>:d    -2147483648:d              
(~f1.0) sel (16|M16)             r95.0<1>:d    r87.0<8;8,1>:d    0:w              
        sends (16|M0)            null:w   r61     r69     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r63     r71     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r81     r89     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r83     r93     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1440:
