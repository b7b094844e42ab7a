L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
        shl (16|M0)              r15.0<1>:d    r1.0<16;16,1>:uw  2:w              
        xor (16|M0)              r5.0<1>:w     r1.0<16;16,1>:w   1:w              
        xor (16|M0)              r21.0<1>:w    r1.0<16;16,1>:w   3:w              
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r17.0<1>:d    r5.0<16;16,1>:uw  2:w              
        shl (16|M0)              r22.0<1>:d    r21.0<16;16,1>:uw  2:w             
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w              
        shl (16|M0)              r24.0<1>:d    r9.0<8;8,1>:d     1:w              
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r26.0<1>:d    r24.0<8;8,1>:d    2:w              
        or (16|M0)               r32.0<1>:d    r26.0<8;8,1>:d    4:w              
        sends (16|M0)            null:w   r15     r13     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r19:w    r17:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r26     r19     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r28:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r15     r28     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r30:w    r22:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r32     r30     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L400:
