L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d  
        shl (16|M0)              r24.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r26.0<1>:d    r10.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r24     r20     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r26     r22     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     and (8|M0)               r8.0<1>:ud    r3.2<0;1,0>:ud    0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r8      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        not (16|M0)              r28.0<1>:d    r5.0<8;8,1>:d                    {Compacted}
        not (16|M16)             r30.0<1>:d    r10.0<8;8,1>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r28.0<1>:d    r9.0<0;1,0>:d     r28.0<8;8,1>:d   {Compacted}
        add (16|M16)             r30.0<1>:d    r9.0<0;1,0>:d     r30.0<8;8,1>:d  
        shl (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    2:w              
        shl (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    2:w              
        send (16|M0)             r32:w    r28     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r34:w    r30     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r16     r32     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r18     r34     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L480:
