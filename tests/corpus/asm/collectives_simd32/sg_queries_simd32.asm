L0:
(W)     mov (8|M0)               r9.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
        mul (16|M0)              r10.0<1>:d    r8.3<0;1,0>:d     r5.0<16;16,1>:uw
        mul (16|M16)             r12.0<1>:d    r8.3<0;1,0>:d     r6.0<16;16,1>:uw
(W)     mul (1|M0)               r8.1<1>:d     r8.3<0;1,0>:d     r8.2<0;1,0>:d   
(W)     mul (1|M0)               r8.0<1>:d     r8.5<0;1,0>:d     r9.1<0;1,0>:d   
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r3.0<16;16,1>:uw
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r4.0<16;16,1>:uw
(W)     mul (1|M0)               r38.0<1>:d    r8.1<0;1,0>:d     r8.4<0;1,0>:d   
        add (16|M0)              r30.0<1>:d    r8.0<0;1,0>:d     r1.0<16;16,1>:uw
        mul (16|M0)              r18.0<1>:d    r8.2<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r20.0<1>:d    r8.2<0;1,0>:d     r16.0<8;8,1>:d  
(W)     and (1|M0)               r38.3<1>:d    r38.0<0;1,0>:d    31:w              
        add (16|M16)             r32.0<1>:d    r8.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r1.0<16;16,1>:uw
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r2.0<16;16,1>:uw
(W)     add (1|M0)               r38.1<1>:d    r38.0<0;1,0>:d    31:w              
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r38.3<0;1,0>:d    0:w              
        add (16|M0)              r34.0<1>:d    r30.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r38.3<0;1,0>:d    0:w              
        add (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    r7.0<0;1,0>:d   
        shr (16|M0)              r26.0<1>:d    r22.0<8;8,1>:ud   5:w              
        shr (16|M16)             r28.0<1>:d    r24.0<8;8,1>:ud   5:w              
(W)     shr (1|M0)               r38.2<1>:d    r38.1<0;1,0>:ud   5:w              
(W&f0.0) jmpi                                L504                                
L384:
(W)     add (1|M0)               r38.4<1>:d    r38.2<0;1,0>:d    -1:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r26.0<8;8,1>:ud   r38.4<0;1,0>:ud 
        cmp (16|M16)  (lt)f1.0   null<1>:d     r28.0<8;8,1>:ud   r38.4<0;1,0>:ud 
(~f1.0) goto (32|M0)                         L504                  L504                
L448:
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                             
        mov (16|M0)              r39.0<1>:d    r38.3<0;1,0>:d                   {Compacted}
        mov (16|M16)             r41.0<1>:d    r38.3<0;1,0>:d                  
(f0.0)  goto (32|M0)                         L504                  L552                
L504:
        join (32|M0)                         L552                                
L520:
        mov (16|M0)              r39.0<1>:d    32:w                              
        mov (16|M16)             r41.0<1>:d    32:w                              
L552:
        join (32|M0)                         L552                                
L568:
(W)     mul (1|M0)               r38.5<1>:d    r8.6<0;1,0>:d     r8.5<0;1,0>:d   
(W)     mov (8|M16)              r73.0<1>:w    0x76543210:v                              
        mul (8|M0)               r43.0<1>:d    r34.0<8;8,1>:ud   0x6:uw             
        mul (8|M8)               r44.0<1>:d    r35.0<8;8,1>:ud   0x6:uw             
        mul (8|M16)              r45.0<1>:d    r36.0<8;8,1>:ud   0x6:uw             
        mul (8|M24)              r46.0<1>:d    r37.0<8;8,1>:ud   0x6:uw             
(W)     mov (8|M0)               r72.0<1>:w    0x76543210:v                              
(W)     mul (1|M0)               r38.6<1>:d    r38.5<0;1,0>:d    r8.7<0;1,0>:d   
(W)     add (8|M16)              r73.8<1>:w    r73.0<8;8,1>:w    8:w              
        mov (16|M0)              r54.0<1>:d    32:w                              
        shl (16|M0)              r47.0<1>:d    r43.0<8;8,1>:d    2:w              
        shl (16|M16)             r49.0<1>:d    r45.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r38.7<1>:d    r38.6<0;1,0>:d    31:w              
        mov (16|M0)              r52.0<1>:d    r39.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r56.0<1>:d    r38.2<0;1,0>:d                   {Compacted}
(W)     add (8|M0)               r72.8<1>:w    r72.0<8;8,1>:w    8:w              
        mov (16|M16)             r62.0<1>:d    32:w                              
(W)     shr (1|M0)               r51.0<1>:d    r38.7<0;1,0>:ud   5:w              
        mov (16|M16)             r60.0<1>:d    r41.0<8;8,1>:d                  
        mov (16|M16)             r64.0<1>:d    r38.2<0;1,0>:d                  
(W)     add (16|M16)             r73.0<1>:w    r73.0<16;16,1>:w  16:w              
        mov (16|M0)              r58.0<1>:d    r51.0<0;1,0>:d                   {Compacted}
        mov (16|M16)             r66.0<1>:d    r51.0<0;1,0>:d                  
        add (16|M0)              r68.0<1>:d    r47.0<8;8,1>:d    16:w              
        add (16|M16)             r70.0<1>:d    r49.0<8;8,1>:d    16:w              
        sends (16|M0)            null:w   r47     r52     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r74.0<1>:d    r47.0<8;8,1>:d    20:w              
        mov (16|M0)              r78.0<1>:d    r72.0<16;16,1>:uw               
        sends (16|M16)           null:w   r49     r60     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r76.0<1>:d    r49.0<8;8,1>:d    20:w              
        mov (16|M16)             r80.0<1>:d    r73.0<16;16,1>:uw               
        sends (16|M0)            null:w   r68     r26     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:ud  r9.0<8;8,1>:ud                   {Compacted}
        sends (16|M16)           null:w   r70     r28     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r74     r78     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r76     r80     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1128:
