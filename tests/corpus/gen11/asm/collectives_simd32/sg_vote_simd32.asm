L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (16|M0)              r27.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M16)             r29.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (16|M0)              r46.0<1>:f    0.0:f                              
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (16|M16)             r48.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w              
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    2:w              
        shl (16|M0)              r34.0<1>:d    r11.0<8;8,1>:d    1:w              
        shl (16|M16)             r36.0<1>:d    r13.0<8;8,1>:d    1:w              
        send (16|M0)             r19:w    r15:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r21:w    r17:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r38.0<1>:d    r34.0<8;8,1>:d    2:w              
        shl (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    2:w              
        or (16|M0)               r54.0<1>:d    r38.0<8;8,1>:d    4:w              
        or (16|M16)              r56.0<1>:d    r40.0<8;8,1>:d    4:w              
        cmp (16|M0)   (ne)f1.0   r23.0<1>:d    r19.0<8;8,1>:d    0:w              
        cmp (16|M16)  (ne)f0.0   r25.0<1>:d    r21.0<8;8,1>:d    0:w              
        mov (16|M0)              r27.0<1>:d    -r23.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r29.0<1>:d    -r25.0<8;8,1>:d                 
        mov (16|M0)              r46.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r29.0<8;8,1>:f                  
(W)     sel (16|M0)   (lt)f0.0   r31.0<1>:ud   r27.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r50.0<1>:ud   r46.0<8;8,1>:ud   r48.0<8;8,1>:ud  {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r33.0<1>:ud   r31.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r52.0<1>:ud   r50.0<8;8,1>:ud   r51.0<8;8,1>:ud  {Compacted}
(W)     sel (4|M0)    (lt)f0.0   r4.2<1>:ud    r33.0<4;4,1>:ud   r33.4<4;4,1>:ud 
(W)     sel (4|M0)    (ge)f0.0   r53.0<1>:ud   r52.0<4;4,1>:ud   r52.4<4;4,1>:ud  {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r4.6<1>:ud    r4.2<2;2,1>:ud    r4.4<2;2,1>:ud  
(W)     sel (2|M0)    (ge)f0.0   r8.2<1>:ud    r53.0<2;2,1>:ud   r53.2<2;2,1>:ud 
(W)     sel (1|M0)    (lt)f0.0   r4.1<1>:d     r4.6<0;1,0>:ud    r4.7<0;1,0>:ud  
(W)     sel (1|M0)    (ge)f0.0   r8.1<1>:d     r8.2<0;1,0>:ud    r8.3<0;1,0>:ud  
(W)     cmp (1|M0)    (ne)f0.0   r8.0<1>:d     r4.1<0;1,0>:d     0:w              
(W)     cmp (1|M0)    (ne)f1.0   r8.7<1>:d     r8.1<0;1,0>:d     0:w              
        mov (16|M0)              r42.0<1>:d    -r8.0<0;1,0>:d                   {Compacted}
        mov (16|M16)             r44.0<1>:d    -r8.0<0;1,0>:d                  
        mov (16|M0)              r58.0<1>:d    -r8.7<0;1,0>:d                  
        mov (16|M16)             r60.0<1>:d    -r8.7<0;1,0>:d                  
        sends (16|M0)            null:w   r38     r42     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r40     r44     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r54     r58     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r56     r60     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L736:
