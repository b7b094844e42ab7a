L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r11.0<1>:d    r6.2<0;1,0>:d     r6.1<0;1,0>:d   
        mul (16|M0)              r12.0<1>:d    r6.2<0;1,0>:d     r3.0<16;16,1>:uw
(W)     shl (1|M0)               r11.5<1>:d    r6.0<0;1,0>:d     2:w              
(W)     mul (1|M0)               r6.7<1>:d     r6.4<0;1,0>:d     r5.1<0;1,0>:d   
(W)     shl (1|M0)               r11.6<1>:d    r6.0<0;1,0>:d     4:w              
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r11.1<1>:d    r11.0<0;1,0>:d    r6.3<0;1,0>:d   
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r6.7<0;1,0>:d     r1.0<16;16,1>:uw
(W)     and (1|M0)               r11.7<1>:d    r11.6<0;1,0>:d    48:w              
(W)     add (1|M0)               r11.2<1>:d    r11.1<0;1,0>:d    15:w              
        mul (16|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r11.3<1>:d    r11.2<0;1,0>:ud   4:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r1.0<16;16,1>:uw
        mul (8|M0)               r31.0<1>:d    r9.0<8;8,1>:ud    0x5:uw             
        mul (8|M8)               r32.0<1>:d    r10.0<8;8,1>:ud   0x5:uw             
        shl (16|M0)              r45.0<1>:d    r9.0<8;8,1>:d     3:w              
(W)     mul (1|M0)               r11.4<1>:d    r5.1<0;1,0>:d     r11.3<0;1,0>:d  
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   4:w              
        shl (16|M0)              r33.0<1>:d    r31.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r11.4<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r43.0<1>:d    r33.0<8;8,1>:d    16:w              
        mul (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    320:w              
        add (16|M0)              r16.0<1>:d    r11.5<0;1,0>:d    r14.0<8;8,1>:d   {Compacted}
        or (16|M0)               r55.0<1>:d    r11.7<0;1,0>:d    r14.0<8;8,1>:d  
(W)     mov (1|M0)               r20.2<1>:ud   r16.0<0;1,0>:ud                  {Compacted}
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    64:w              
(W)     shr (1|M0)               r57.2<1>:ud   r55.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r18:w    r20     0xA            0x02284300           // wr:1h+0, rd:2; hdc.dc0; oword aligned block read x4
(W)     mov (1|M0)               r29.2<1>:ud   r16.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r30.2<1>:ud   r16.0<0;1,0>:ud   0x80:uw             
(W)     send (16|M0)             r21:w    r29     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     send (16|M0)             r25:w    r30     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        mov (16|M0)              r35.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r37.0<1>:d    r21.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r39.0<1>:d    r23.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r41.0<1>:d    r25.0<8;8,1>:d                   {Compacted}
        sends (16|M0)            null:w   r33     r35     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r43     r27     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r47:w    r45     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        xor (16|M0)              r51.0<1>:d    r47.0<8;8,1>:d    -1515870811:d              
        xor (16|M0)              r53.0<1>:d    r49.0<8;8,1>:d    -1515870811:d              
(W)     sends (16|M0)            null:uw  r57     r51     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L664:
