L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (8|M0)               r105.0<1>:uw  0x76543210:v                              
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     add (8|M0)               r105.8<1>:uw  r105.0<8;8,1>:uw  8:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mul (16|M0)              r106.0<1>:uw  r105.0<16;16,1>:uw  0x4:uw           
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r88.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    3:w              
        shl (16|M16)             r90.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r92:w    r88:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    2:w              
        send (16|M16)            r94:w    r90:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        or (16|M0)               r36.0<1>:d    r16.0<8;8,1>:d    16:w              
        or (16|M16)              r38.0<1>:d    r18.0<8;8,1>:d    16:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r88.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r28:w    r18:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r90.0<1>:f    r90.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r40:w    r36:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r48:w    r38:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r96.0<1>:d    r92.0<8;8,1>:d    7:w              
        and (16|M16)             r98.0<1>:d    r94.0<8;8,1>:d    7:w              
        mul (16|M0)              acc0.0<1>:uw  r96.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r56.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r106.0<16;16,1>:uw
        mov (16|M0)              r58.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r60.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r62.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x700:uw           
        mov (16|M16)             r72.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M16)             r74.0<1>:f    r30.0<8;8,1>:f                  
        mov (16|M16)             r76.0<1>:f    r32.0<8;8,1>:f                  
        mov (16|M16)             r78.0<1>:f    r34.0<8;8,1>:f                  
        mov (16|M0)              r64.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r66.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r68.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r70.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r80.0<1>:f    r48.0<8;8,1>:f                  
        mov (16|M16)             r82.0<1>:f    r50.0<8;8,1>:f                  
        mov (16|M16)             r84.0<1>:f    r52.0<8;8,1>:f                  
        mov (16|M16)             r86.0<1>:f    r54.0<8;8,1>:f                  
        mov (16|M0)              r117.0<1>:d   r[a0.0]<1,0>:d                  
        mul (16|M16)             acc0.0<1>:uw  r98.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r100.0<1>:f   r117.0<8;8,1>:f                  {Compacted}
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r106.0<16;16,1>:uw
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x900:uw           
        mov (16|M16)             r119.0<1>:d   r[a0.0]<1,0>:d                  
        add (16|M0)              r92.0<1>:d    r92.0<8;8,1>:d    3:w              
        add (16|M16)             r94.0<1>:d    r94.0<8;8,1>:d    3:w              
        mov (16|M16)             r102.0<1>:f   r119.0<8;8,1>:f                 
        and (16|M0)              r92.0<1>:d    r92.0<8;8,1>:d    7:w              
        and (16|M16)             r94.0<1>:d    r94.0<8;8,1>:d    7:w              
        mul (16|M0)              acc0.0<1>:uw  r92.0<2;1,0>:uw   0x40:uw             
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r106.0<16;16,1>:uw
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x700:uw           
        mov (16|M0)              r121.0<1>:d   r[a0.0]<1,0>:d                  
        mul (16|M16)             acc0.0<1>:uw  r94.0<2;1,0>:uw   0x40:uw             
        mov (16|M0)              r109.0<1>:f   r121.0<8;8,1>:f                  {Compacted}
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r106.0<16;16,1>:uw
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x900:uw           
        mov (16|M16)             r123.0<1>:d   r[a0.0]<1,0>:d                  
        mov (16|M16)             r111.0<1>:f   r123.0<8;8,1>:f                 
        add (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   -r109.0<8;8,1>:d {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   -r111.0<8;8,1>:d
        sends (16|M0)            null:w   r88     r100    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r90     r102    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1096:
