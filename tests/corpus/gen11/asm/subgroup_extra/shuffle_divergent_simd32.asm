L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w              
        send (16|M0)             r24:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r26:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r16:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r20:w    r12:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r22:w    r14:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    0:w              
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
(~f0.0) if (32|M0)                           L496                  L760                
L336:
        shl (16|M0)              r8.0<1>:uw    r16.0<2;1,0>:uw   0x2:uw             
        mov (16|M0)              r33.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r35.0<1>:f    r22.0<8;8,1>:f                  
        shl (16|M16)             r32.0<1>:uw   r18.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r8.0<16;16,1>:uw  0x420:uw             
        mov (16|M0)              r49.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r32.0<16;16,1>:uw  0x420:uw            
        mov (16|M0)              r28.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r51.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r30.0<1>:f    r51.0<8;8,1>:f                  
        else (32|M0)                         L760                  L760                
L496:
(W)     mov (8|M0)               r37.0<1>:w    0x76543210:v                              
(W)     mov (8|M16)              r38.0<1>:w    0x76543210:v                              
        xor (16|M0)              r45.0<1>:d    r20.0<8;8,1>:d    1515870810:d              
        xor (16|M16)             r47.0<1>:d    r22.0<8;8,1>:d    1515870810:d              
(W)     add (8|M0)               r37.8<1>:w    r37.0<8;8,1>:w    8:w              
(W)     add (8|M16)              r38.8<1>:w    r38.0<8;8,1>:w    8:w              
        xor (16|M0)              r39.0<1>:d    r16.0<8;8,1>:d    r37.0<16;16,1>:uw
(W)     add (16|M16)             r38.0<1>:w    r38.0<16;16,1>:w  16:w              
        shl (16|M0)              r43.0<1>:uw   r39.0<2;1,0>:uw   0x2:uw             
        xor (16|M16)             r41.0<1>:d    r18.0<8;8,1>:d    r38.0<16;16,1>:uw
        add (16|M0)              a0.0<1>:uw    r43.0<16;16,1>:uw  0x5A0:uw            
        shl (16|M16)             r44.0<1>:uw   r41.0<2;1,0>:uw   0x2:uw             
        mov (16|M0)              r53.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M16)             a0.0<1>:uw    r44.0<16;16,1>:uw  0x5A0:uw            
        mov (16|M0)              r28.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r55.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M16)             r30.0<1>:f    r55.0<8;8,1>:f                  
L760:
        endif (32|M0)                        L776                                
L776:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r12     r28     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r14     r30     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L832:
