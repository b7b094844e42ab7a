L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r5.5<0;1,0>:d     r2.1<0;1,0>:d   
        add (16|M0)              r6.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     2:w              
        send (16|M0)             r12:w    r10:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r12.0<8;8,1>:d    1:w              
(f0.0)  if (16|M0)                           L184                  L352                
L152:
        mov (16|M0)              r14.0<1>:f    0.0:f                              
        else (16|M0)                         L352                  L352                
L184:
(W)     mov (1|M0)               r3.1<1>:f     0.0:f                              
L200:
        mul (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w              
        shr (16|M0)              r18.0<1>:d    r12.0<8;8,1>:ud   1:w              
        and (16|M0)   (eq)f1.0   null<1>:d     r12.0<8;8,1>:d    1:w              
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w              
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1:w              
        mov (16|M0)              r14.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
(f1.0)  sel (16|M0)              r12.0<1>:d    r18.0<8;8,1>:d    r16.0<8;8,1>:d  
        cmp (16|M0)   (ne)f0.1   null<1>:d     r12.0<8;8,1>:d    1:w              
(f0.1)  cmp (16|M0)   (lt)f0.1   null<1>:d     r3.1<0;1,0>:ud    0x40:uw             
(f0.1)  while (16|M0)                        L200                                
L352:
        endif (16|M0)                        L368                                
L368:
(W)     mov (16|M0)              r27.0<1>:f    0.0:f                              
(W)     mov (16|M0)              r20.0<1>:f    0.0:f                              
        mov (16|M0)              r27.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r29.0<1>:f    0.0:f                              
        mov (16|M0)              r20.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r23.0<1>:ud   r8.0<8;8,1>:ud    0x3:uw             
(W)     mov (8|M0)               r29.1<1>:f    r27.0<8;8,1>:f                  
(W)     mov (4|M0)               r30.1<1>:f    r28.0<4;4,1>:f                  
(W)     mov (2|M0)               r30.5<1>:f    r28.4<2;2,1>:f                  
(W)     add (8|M0)               r22.0<1>:d    r20.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r30.7<1>:f    r28.6<0;1,0>:f                  
(W)     shl (1|M0)               r33.0<1>:uw   r5.8<0;1,0>:uw    0x2:uw             
        shl (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    2:w              
(W)     add (4|M0)               r3.3<1>:d     r22.0<4;4,1>:d    r22.4<4;4,1>:d  
(W)     sel (8|M0)    (ge)f0.0   r29.1<2>:ud   r29.0<2;1,0>:ud   r29.1<2;1,0>:ud 
(W)     add (1|M0)               a0.0<1>:uw    r33.0<0;1,0>:uw   0x1C0:uw             
        add (16|M0)              r31.0<1>:d    r23.0<8;8,1>:d    4:w              
(W)     add (2|M0)               r5.0<1>:d     r3.3<2;2,1>:d     r3.5<2;2,1>:d   
(W)     sel (4|M0)    (ge)f0.0   r29.2<4>:ud   r29.2<4;1,0>:ud   r29.1<4;1,0>:ud 
(W)     add (1|M0)               r3.2<1>:d     r5.0<0;1,0>:d     r5.1<0;1,0>:d   
(W)     sel (4|M0)    (ge)f0.0   r29.3<4>:ud   r29.3<4;1,0>:ud   r29.1<4;1,0>:ud 
        mov (16|M0)              r25.0<1>:f    r3.2<0;1,0>:f                    {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r29.4<1>:ud   r29.3<0;1,0>:ud   r29.4<4;4,1>:ud 
(W)     sel (4|M0)    (ge)f0.0   r30.4<1>:ud   r30.3<0;1,0>:ud   r30.4<4;4,1>:ud 
        sends (16|M0)            null:w   r23     r25     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     sel (8|M0)    (ge)f0.0   r30.0<1>:ud   r29.7<0;1,0>:ud   r30.0<8;8,1>:ud 
        mov (16|M0)              r34.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r36.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r31     r34     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L816:
