L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r6.7<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d   
        mul (16|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               r6.6<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r11.0<1>:d    r6.7<0;1,0>:d     r6.2<0;1,0>:d   
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r6.6<0;1,0>:d     r1.0<16;16,1>:uw
(W)     add (1|M0)               r11.1<1>:d    r11.0<0;1,0>:d    15:w              
        mul (16|M0)              r12.0<1>:d    r6.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r11.2<1>:d    r11.1<0;1,0>:ud   4:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r1.0<16;16,1>:uw
        shl (8|M0)               r21.0<1>:d    r9.0<8;8,1>:ud    1:w              
        shl (8|M8)               r22.0<1>:d    r10.0<8;8,1>:ud   1:w              
(W)     mul (1|M0)               r11.3<1>:d    r5.1<0;1,0>:d     r11.2<0;1,0>:d  
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   4:w              
        shl (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r11.3<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    7:w              
(W)     mov (1|M0)               r20.2<1>:ud   r14.0<0;1,0>:ud                  {Compacted}
(W)     shr (1|M0)               r31.2<1>:ud   r14.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r16:w    r20     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        sends (16|M0)            null:w   r21     r16     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r23:w    r21     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r27.0<1>:d    r23.0<8;8,1>:d    1:w              
        add (16|M0)              r29.0<1>:d    r25.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r31     r27     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L440:
