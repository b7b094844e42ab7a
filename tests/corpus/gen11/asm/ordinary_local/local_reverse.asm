L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw  
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        shl (16|M0)              r24.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r26.0<1>:d    r10.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d  
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r24     r20     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r26     r22     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r8       r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {Compacted}
(W)     and (8|M0)               r28.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     send (1|M0)              null     r28:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        not (16|M0)              r29.0<1>:d    r5.0<8;8,1>:d                    {Compacted}
        not (16|M16)             r31.0<1>:d    r10.0<8;8,1>:d                  
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r29.0<1>:d    r9.0<0;1,0>:d     r29.0<8;8,1>:d   {Compacted}
        add (16|M16)             r31.0<1>:d    r9.0<0;1,0>:d     r31.0<8;8,1>:d  
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    2:w              
        shl (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r33:w    r29:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r35:w    r31:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r16     r33     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r18     r35     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L528:
