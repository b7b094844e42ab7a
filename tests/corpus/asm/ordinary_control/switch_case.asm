L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w              
        send (16|M0)             r15:w    r11     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r17:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0xAAAB:uw             
        mach (8|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0xAAAB:uw             
        mach (8|M8)              r20.0<1>:ud   r16.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0xAAAB:uw             
        shr (16|M0)              r23.0<1>:d    r19.0<8;8,1>:ud   2:w              
        mach (8|M16)             r21.0<1>:ud   r17.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r18.0<8;8,1>:ud   0xAAAB:uw             
        mul (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    -6:w              
        mach (8|M24)             r22.0<1>:ud   r18.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
        add (16|M0)              r27.0<1>:d    r23.0<8;8,1>:d    r15.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r25.0<1>:d    r21.0<8;8,1>:ud   2:w              
        cmp (16|M0)   (lt)f0.0   null<1>:d     r27.0<8;8,1>:ud   0x2:uw             
        mul (16|M16)             r25.0<1>:d    r25.0<8;8,1>:d    -6:w              
        add (16|M16)             r29.0<1>:d    r25.0<8;8,1>:d    r17.0<8;8,1>:d  
        cmp (16|M16)  (lt)f0.0   null<1>:d     r29.0<8;8,1>:ud   0x2:uw             
(~f0.0) if (32|M0)                           L648                  L744                
L432:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r27.0<8;8,1>:ud   0x4:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r29.0<8;8,1>:ud   0x4:uw             
(~f1.0) if (32|M0)                           L584                  L616                
L480:
        shr (16|M0)              r31.0<1>:d    r15.0<8;8,1>:ud   1:w              
        shr (16|M16)             r33.0<1>:d    r17.0<8;8,1>:ud   1:w              
        cmp (16|M0)   (eq)f0.0   r35.0<1>:d    r27.0<8;8,1>:d    4:w              
        cmp (16|M16)  (eq)f1.0   r37.0<1>:d    r29.0<8;8,1>:d    4:w              
        and (16|M0)              r39.0<1>:d    r31.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}
        and (16|M16)             r41.0<1>:d    r33.0<8;8,1>:d    r37.0<8;8,1>:d  
        else (32|M0)                         L616                  L616                
L584:
        xor (16|M0)              r39.0<1>:d    r15.0<8;8,1>:d    255:w              
        xor (16|M16)             r41.0<1>:d    r17.0<8;8,1>:d    255:w              
L616:
        endif (32|M0)                        L632                                
L632:
        else (32|M0)                         L744                  L744                
L648:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r27.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r29.0<8;8,1>:d    0:w              
(~f0.0) add (16|M0)              r39.0<1>:d    r15.0<8;8,1>:d    100:w              
(~f0.0) add (16|M16)             r41.0<1>:d    r17.0<8;8,1>:d    100:w              
(f0.0)  shl (16|M0)              r39.0<1>:d    r15.0<8;8,1>:d    1:w              
(f0.0)  shl (16|M16)             r41.0<1>:d    r17.0<8;8,1>:d    1:w              
L744:
        endif (32|M0)                        L760                                
L760:
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r11     r39     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r13     r41     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L848:
