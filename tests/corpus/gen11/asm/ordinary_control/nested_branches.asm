L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w              
        send (16|M0)             r15:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r13:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)   (eq)f1.0   null<1>:d     r15.0<8;8,1>:d    1:w              
        and (16|M16)  (eq)f1.0   null<1>:d     r17.0<8;8,1>:d    1:w              
(~f1.0) if (32|M0)                           L376                  L600                
L232:
        mul (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    3:w              
        mul (16|M16)             r21.0<1>:d    r17.0<8;8,1>:d    3:w              
        add (16|M0)              r23.0<1>:d    r15.0<8;8,1>:d    7:w              
        add (16|M16)             r25.0<1>:d    r17.0<8;8,1>:d    7:w              
        and (16|M0)   (eq)f1.0   null<1>:d     r15.0<8;8,1>:d    2:w              
        and (16|M16)  (eq)f1.0   null<1>:d     r17.0<8;8,1>:d    2:w              
(f1.0)  sel (16|M0)              r27.0<1>:d    r23.0<8;8,1>:d    r19.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r29.0<1>:d    r25.0<8;8,1>:d    r21.0<8;8,1>:d  
        else (32|M0)                         L600                  L600                
L376:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r15.0<8;8,1>:d    100:w              
        cmp (16|M16)  (gt)f0.0   null<1>:d     r17.0<8;8,1>:d    100:w              
(~f0.0) if (32|M0)                           L552                  L584                
L424:
        not (16|M0)              r31.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
        not (16|M16)             r33.0<1>:d    r17.0<8;8,1>:d                  
        shl (16|M0)              r35.0<1>:d    r15.0<8;8,1>:d    2:w              
        shl (16|M16)             r37.0<1>:d    r17.0<8;8,1>:d    2:w              
        cmp (16|M0)   (lt)f0.0   null<1>:d     r15.0<8;8,1>:d    10:w              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r17.0<8;8,1>:d    10:w              
(f0.0)  sel (16|M0)              r27.0<1>:d    r31.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r29.0<1>:d    r33.0<8;8,1>:d    r37.0<8;8,1>:d  
        else (32|M0)                         L584                  L584                
L552:
        add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    -100:w              
        add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    -100:w              
L584:
        endif (32|M0)                        L600                                
L600:
        endif (32|M0)                        L616                                
L616:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r11     r27     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r29     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L672:
