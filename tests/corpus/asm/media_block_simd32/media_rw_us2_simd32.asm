L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r16.0<1>:ud   r3.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               r16.2<1>:ud   0x3001F:ud                             
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (2|M0)               r16.0<1>:ud   r8.4<2;2,1>:d                   
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     send (16|M0)             r12:w    r16     0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (8|M0)               r17.0<1>:d    r5.0<8;8,1>:ud    1:w              
        shl (8|M8)               r18.0<1>:d    r6.0<8;8,1>:ud    1:w              
        shl (8|M16)              r19.0<1>:d    r10.0<8;8,1>:ud   1:w              
        shl (8|M24)              r20.0<1>:d    r11.0<8;8,1>:ud   1:w              
        shl (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    1:w              
        shl (16|M16)             r19.0<1>:d    r19.0<8;8,1>:d    1:w              
        mov (16|M0)              r21.0<2>:w    r12.0<16;16,1>:w                
        mov (16|M16)             r23.0<2>:w    r13.0<16;16,1>:w                
        mov (16|M0)              r21.1<2>:w    r14.0<16;16,1>:w                
        mov (16|M16)             r23.1<2>:w    r15.0<16;16,1>:w                
        sends (16|M0)            null:w   r17     r21     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r19     r23     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r25:w    r17     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r27:w    r19     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r29.0<1>:w    r25.0<2;1,0>:w    1:w              
        add (16|M0)              r31.0<1>:w    r25.1<2;1,0>:w    1:w              
        add (16|M16)             r30.0<1>:w    r27.0<2;1,0>:w    1:w              
        add (16|M16)             r32.0<1>:w    r27.1<2;1,0>:w    1:w              
(W)     sends (8|M0)             null:ud  r16     r29     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L480:
