L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r7.3<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r7.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r28.0<1>:ud   r3.8<8;8,1>:w                   
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (8|M0)               r29.0<1>:ud   r28.0<8;8,1>:ud   0x8:uw             
        add (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     2:w              
        add (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        send (16|M0)             r12:w    r10:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    2:w              
        send (16|M0)             r14:w    r10:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r20:w    r18:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     add (16|M0)              r30.0<1>:ud   r28.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     mov (16|M0)              r24.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     shl (16|M0)              r32.0<1>:ud   r30.0<8;8,1>:ud   0x2:uw             
(W)     mov (16|M0)              r26.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
(W)     add (16|M0)              a0.0<1>:uw    r32.0<2;1,0>:uw   0x300:uw             
        mov (16|M0)              r66.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r22.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r44.0<1>:ud   r3.8<8;8,1>:w                   
        sends (16|M0)            null:w   r10     r22     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r45.0<1>:ud   r44.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r46.0<1>:ud   r44.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     shl (16|M0)              r48.0<1>:ud   r46.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r48.0<2;1,0>:uw   0x500:uw             
        send (16|M0)             r34:w    r10:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r36:w    r18:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r40.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r42.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r68.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r38.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r60.0<1>:ud   r3.8<8;8,1>:w                   
        sends (16|M0)            null:w   r10     r38     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               r61.0<1>:ud   r60.0<8;8,1>:ud   0x8:uw             
(W)     add (16|M0)              r62.0<1>:ud   r60.0<8;8,1>:ud   r12.0<8;8,1>:d  
(W)     shl (16|M0)              r64.0<1>:ud   r62.0<8;8,1>:ud   0x2:uw             
(W)     add (16|M0)              a0.0<1>:uw    r64.0<2;1,0>:uw   0x700:uw             
        send (16|M0)             r50:w    r10:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r52:w    r18:f   0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (16|M0)              r56.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     mov (16|M0)              r58.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r70.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r54.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r10     r54     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L704:
