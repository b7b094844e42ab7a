L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (16|M0)              r19.0<1>:ud   0xFFFFFFFF:ud                              {Compacted}
(W)     mov (16|M16)             r21.0<1>:ud   0xFFFFFFFF:ud                             
(W)     mov (16|M0)              r38.0<1>:ud   0x0:uw                             
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (16|M16)             r40.0<1>:ud   0x0:uw                             
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (8|M0)               r26.0<1>:d    r5.0<8;8,1>:ud    1:w              
        shl (8|M8)               r27.0<1>:d    r6.0<8;8,1>:ud    1:w              
        shl (8|M16)              r28.0<1>:d    r9.0<8;8,1>:ud    1:w              
        shl (8|M24)              r29.0<1>:d    r10.0<8;8,1>:ud   1:w              
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w              
        shl (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    2:w              
        shl (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    2:w              
        send (16|M0)             r11:w    r5      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r13:w    r9      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        or (16|M0)               r46.0<1>:d    r30.0<8;8,1>:d    4:w              
        or (16|M16)              r48.0<1>:d    r32.0<8;8,1>:d    4:w              
        cmp (16|M0)   (ne)f1.0   r15.0<1>:d    r11.0<8;8,1>:d    0:w              
        cmp (16|M16)  (ne)f0.0   r17.0<1>:d    r13.0<8;8,1>:d    0:w              
        mov (16|M0)              r19.0<1>:d    -r15.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r21.0<1>:d    -r17.0<8;8,1>:d                 
        mov (16|M0)              r38.0<1>:d    r19.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r40.0<1>:d    r21.0<8;8,1>:d                  
(W)     sel (16|M0)   (lt)f0.0   r23.0<1>:ud   r19.0<8;8,1>:ud   r21.0<8;8,1>:ud  {Compacted}
(W)     sel (16|M0)   (ge)f0.0   r42.0<1>:ud   r38.0<8;8,1>:ud   r40.0<8;8,1>:ud  {Compacted}
(W)     sel (8|M0)    (lt)f0.0   r25.0<1>:ud   r23.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r44.0<1>:ud   r42.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted}
(W)     sel (4|M0)    (lt)f0.0   r4.2<1>:ud    r25.0<4;4,1>:ud   r25.4<4;4,1>:ud 
(W)     sel (4|M0)    (ge)f0.0   r45.0<1>:ud   r44.0<4;4,1>:ud   r44.4<4;4,1>:ud  {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r4.6<1>:ud    r4.2<2;2,1>:ud    r4.4<2;2,1>:ud  
(W)     sel (2|M0)    (ge)f0.0   r8.2<1>:ud    r45.0<2;2,1>:ud   r45.2<2;2,1>:ud 
(W)     sel (1|M0)    (lt)f0.0   r4.1<1>:d     r4.6<0;1,0>:ud    r4.7<0;1,0>:ud  
(W)     sel (1|M0)    (ge)f0.0   r8.1<1>:d     r8.2<0;1,0>:ud    r8.3<0;1,0>:ud  
(W)     cmp (1|M0)    (ne)f0.0   r8.0<1>:d     r4.1<0;1,0>:d     0:w              
(W)     cmp (1|M0)    (ne)f1.0   r8.7<1>:d     r8.1<0;1,0>:d     0:w              
        mov (16|M0)              r34.0<1>:d    -r8.0<0;1,0>:d                   {Compacted}
        mov (16|M16)             r36.0<1>:d    -r8.0<0;1,0>:d                  
        mov (16|M0)              r50.0<1>:d    -r8.7<0;1,0>:d                  
        mov (16|M16)             r52.0<1>:d    -r8.7<0;1,0>:d                  
        sends (16|M0)            null:w   r30     r34     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r32     r36     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r46     r50     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r48     r52     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L760:
