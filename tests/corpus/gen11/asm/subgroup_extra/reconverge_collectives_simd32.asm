L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    2:w              
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    2:w              
        send (16|M0)             r19:w    r15:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r21:w    r17:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r19.0<8;8,1>:d    1:w              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r21.0<8;8,1>:d    1:w              
(f0.0)  if (32|M0)                           L280                  L640                
L232:
        mov (16|M0)              r23.0<1>:f    0.0:f                              
        mov (16|M16)             r25.0<1>:f    0.0:f                              
        else (32|M0)                         L640                  L640                
L280:
(W)     mov (1|M0)               r4.1<1>:f     0.0:f                              
L296:
        mul (16|M16)             r29.0<1>:d    r21.0<8;8,1>:d    3:w              
        mul (16|M0)              r27.0<1>:d    r19.0<8;8,1>:d    3:w              
        shr (16|M16)             r33.0<1>:d    r21.0<8;8,1>:ud   1:w              
        and (16|M16)  (eq)f1.0   null<1>:d     r21.0<8;8,1>:d    1:w              
        add (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w              
        shr (16|M0)              r31.0<1>:d    r19.0<8;8,1>:ud   1:w              
        and (16|M0)   (eq)f1.0   null<1>:d     r19.0<8;8,1>:d    1:w              
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w              
        add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1:w              
(f1.0)  sel (16|M16)             r21.0<1>:d    r33.0<8;8,1>:d    r29.0<8;8,1>:d  
(W)     mov (1|M0)               r8.4<1>:hf    0x1:hf                             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x40:uw             
(f1.0)  sel (16|M0)              r19.0<1>:d    r31.0<8;8,1>:d    r27.0<8;8,1>:d  
        cmp (16|M16)  (ne)f1.0   null<1>:d     r21.0<8;8,1>:d    1:w              
        mov (16|M0)              r23.0<1>:f    r4.1<0;1,0>:f                    {Compacted}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r8.4<0;1,0>:uw    0x0:uw             
        cmp (16|M0)   (ne)f0.0   null<1>:d     r19.0<8;8,1>:d    1:w              
(f1.0)  sel (16|M16)             r76.0<1>:uw   r8.4<0;1,0>:uw    0x0:uw             
        mov (16|M16)             r25.0<1>:f    r4.1<0;1,0>:f                   
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x40:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r76.0<16;16,1>:uw
(f0.0)  while (32|M0)                        L296                                
L640:
        endif (32|M0)                        L656                                
L656:
(W)     mov (16|M0)              r50.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r54.0<1>:f    0.0:f                              
        mov (16|M0)              r50.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r54.0<1>:f    r25.0<8;8,1>:f                  
(W)     mov (16|M0)              r35.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r37.0<1>:f    0.0:f                              
        mov (16|M0)              r35.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r37.0<1>:f    r25.0<8;8,1>:f                  
(W)     mov (1|M0)               r52.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r52.1<1>:f    r50.0<8;8,1>:f                  
(W)     mov (4|M0)               r53.1<1>:f    r51.0<4;4,1>:f                  
(W)     mov (2|M0)               r53.5<1>:f    r51.4<2;2,1>:f                  
(W)     mov (1|M16)              r56.0<1>:f    r51.7<0;1,0>:f                  
(W)     mov (1|M0)               r53.7<1>:f    r51.6<0;1,0>:f                  
(W)     mov (8|M16)              r56.1<1>:f    r54.0<8;8,1>:f                  
(W)     mov (4|M16)              r57.1<1>:f    r55.0<4;4,1>:f                  
(W)     mov (2|M16)              r57.5<1>:f    r55.4<2;2,1>:f                  
(W)     add (16|M0)              r39.0<1>:d    r35.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}
(W)     mov (1|M16)              r57.7<1>:f    r55.6<0;1,0>:f                  
(W)     sel (8|M16)   (ge)f0.0   r52.1<2>:ud   r52.0<2;1,0>:ud   r52.1<2;1,0>:ud 
        mul (16|M0)              r42.0<1>:ud   r11.0<8;8,1>:ud   0x3:uw             
        mul (16|M16)             r44.0<1>:ud   r13.0<8;8,1>:ud   0x3:uw             
(W)     add (8|M0)               r41.0<1>:d    r39.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (ge)f0.0   r56.1<2>:ud   r56.0<2;1,0>:ud   r56.1<2;1,0>:ud 
(W)     sel (4|M16)   (ge)f0.0   r52.2<4>:ud   r52.2<4;1,0>:ud   r52.1<4;1,0>:ud 
(W)     shl (1|M0)               r62.0<1>:uw   r8.8<0;1,0>:uw    0x2:uw             
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    2:w              
        shl (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    2:w              
(W)     sel (4|M16)   (ge)f0.0   r56.2<4>:ud   r56.2<4;1,0>:ud   r56.1<4;1,0>:ud 
(W)     add (4|M0)               r4.3<1>:d     r41.0<4;4,1>:d    r41.4<4;4,1>:d  
(W)     sel (4|M16)   (ge)f0.0   r52.3<4>:ud   r52.3<4;1,0>:ud   r52.1<4;1,0>:ud 
(W)     add (1|M0)               a0.0<1>:uw    r62.0<0;1,0>:uw   0x7E0:uw             
        mov (16|M0)              r63.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r65.0<1>:f    r25.0<8;8,1>:f                  
(W)     sel (4|M16)   (ge)f0.0   r56.3<4>:ud   r56.3<4;1,0>:ud   r56.1<4;1,0>:ud 
(W)     add (2|M0)               r8.0<1>:d     r4.3<2;2,1>:d     r4.5<2;2,1>:d   
(W)     sel (4|M16)   (ge)f0.0   r52.4<1>:ud   r52.3<0;1,0>:ud   r52.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r53.4<1>:ud   r53.3<0;1,0>:ud   r53.4<4;4,1>:ud 
        add (16|M0)              r58.0<1>:d    r42.0<8;8,1>:d    4:w              
        add (16|M16)             r60.0<1>:d    r44.0<8;8,1>:d    4:w              
(W)     sel (4|M16)   (ge)f0.0   r56.4<1>:ud   r56.3<0;1,0>:ud   r56.4<4;4,1>:ud 
(W)     sel (4|M16)   (ge)f0.0   r57.4<1>:ud   r57.3<0;1,0>:ud   r57.4<4;4,1>:ud 
(W)     add (1|M0)               r4.2<1>:d     r8.0<0;1,0>:d     r8.1<0;1,0>:d   
(W)     sel (8|M16)   (ge)f0.0   r53.0<1>:ud   r52.7<0;1,0>:ud   r53.0<8;8,1>:ud 
(W)     sel (8|M16)   (ge)f0.0   r57.0<1>:ud   r56.7<0;1,0>:ud   r57.0<8;8,1>:ud 
        mov (16|M0)              r46.0<1>:f    r4.2<0;1,0>:f                    {Compacted}
        mov (16|M16)             r48.0<1>:f    r4.2<0;1,0>:f                   
        mov (16|M0)              r67.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     sel (16|M16)  (ge)f0.0   r56.0<1>:ud   r53.7<0;1,0>:ud   r56.0<8;8,1>:ud 
        sends (16|M0)            null:w   r42     r46     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r44     r48     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mov (16|M16)             r71.0<1>:f    r56.0<8;8,1>:f                  
(W)     mov (1|M0)               r4.7<1>:d     r[a0.0]<0;1,0>:d                
(W)     add (1|M16)              a0.0<1>:uw    r62.0<0;1,0>:uw   0x7E0:uw             
        mov (16|M0)              r69.0<1>:d    r[a0.0]<0;1,0>:d                
        mov (16|M16)             r73.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r58     r67     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r60     r71     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1568:
