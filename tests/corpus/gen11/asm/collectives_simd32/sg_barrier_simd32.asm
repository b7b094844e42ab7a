L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
        shl (16|M0)              r24.0<1>:d    r1.0<16;16,1>:uw  2:w              
        shl (16|M16)             r26.0<1>:d    r2.0<16;16,1>:uw  2:w              
        xor (16|M0)              r8.0<1>:w     r1.0<16;16,1>:w   1:w              
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        xor (16|M16)             r28.0<1>:w    r2.0<16;16,1>:w   1:w              
        xor (16|M0)              r37.0<1>:w    r1.0<16;16,1>:w   3:w              
        shl (16|M0)              r29.0<1>:d    r8.0<16;16,1>:uw  2:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        shl (16|M16)             r31.0<1>:d    r28.0<16;16,1>:uw  2:w             
        xor (16|M16)             r38.0<1>:w    r2.0<16;16,1>:w   3:w              
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r39.0<1>:d    r37.0<16;16,1>:uw  2:w             
        shl (16|M16)             r41.0<1>:d    r38.0<16;16,1>:uw  2:w             
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        shl (16|M0)              r43.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r45.0<1>:d    r14.0<8;8,1>:d    1:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r47.0<1>:d    r43.0<8;8,1>:d    2:w              
        shl (16|M16)             r49.0<1>:d    r45.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        or (16|M0)               r59.0<1>:d    r47.0<8;8,1>:d    4:w              
        or (16|M16)              r61.0<1>:d    r49.0<8;8,1>:d    4:w              
        sends (16|M0)            null:w   r24     r20     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r26     r22     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r33:w    r29:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r35:w    r31:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r47     r33     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r49     r35     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r51:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r47.0<1>:f    r47.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r53:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    3:w              
        mul (16|M16)             r53.0<1>:d    r53.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r24     r51     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r26     r53     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r49.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r55:w    r39:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r57:w    r41:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r59     r55     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r61     r57     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L760:
