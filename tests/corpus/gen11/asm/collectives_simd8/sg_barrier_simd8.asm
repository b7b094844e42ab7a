L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
        shl (8|M0)               r5.0<1>:d     r1.0<8;8,1>:uw    2:w              
        xor (8|M0)               r11.0<1>:w    r1.0<8;8,1>:w     1:w              
        xor (8|M0)               r14.0<1>:w    r1.0<8;8,1>:w     3:w              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        shl (8|M0)               r12.0<1>:d    r11.0<8;8,1>:uw   2:w              
        shl (8|M0)               r15.0<1>:d    r14.0<8;8,1>:uw   2:w              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r16.0<1>:d    acc0.0<8;8,1>:d   1:w              
        send (8|M0)              r10:d    r9:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        shl (8|M0)               r16.0<1>:d    r16.0<8;8,1>:d    2:w              
        or (8|M0)                r19.0<1>:d    r16.0<8;8,1>:d    4:w              
        sends (8|M0)             null:ud  r5      r10     0x4C            0x02026EFE           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        send (8|M0)              r13:d    r12:f   0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        sends (8|M0)             null:ud  r16     r13     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        send (8|M0)              r17:d    r9:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        mul (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    3:w              
        sends (8|M0)             null:ud  r5      r17     0x4C            0x02026EFE           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r18:d    r15:f   0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        sends (8|M0)             null:ud  r19     r18     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L408:
