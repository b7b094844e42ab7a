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
        shl (8|M0)               r26.0<1>:d    r9.0<8;8,1>:ud    2:w              
        shl (8|M8)               r27.0<1>:d    r10.0<8;8,1>:ud   2:w              
(W)     mul (1|M0)               r11.3<1>:d    r5.1<0;1,0>:d     r11.2<0;1,0>:d  
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   4:w              
        shl (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r11.3<0;1,0>:d    r12.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    8:w              
(W)     mov (1|M0)               r24.2<1>:ud   r14.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r25.2<1>:ud   r14.0<0;1,0>:ud   0x80:uw             
(W)     shr (1|M0)               r11.4<1>:ud   r14.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r16:w    r24     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r44.2<1>:ud   r11.4<0;1,0>:ud                 
(W)     send (16|M0)             r20:w    r25     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     add (1|M0)               r45.2<1>:ud   r11.4<0;1,0>:ud   0x8:uw             
        sends (16|M0)            null:w   r26     r16     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r28:w    r26     0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r36.0<1>:d    r28.0<8;8,1>:d    1:w              
        add (16|M0)              r38.0<1>:d    r30.0<8;8,1>:d    1:w              
        add (16|M0)              r40.0<1>:d    r32.0<8;8,1>:d    1:w              
        add (16|M0)              r42.0<1>:d    r34.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r44     r36     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     sends (16|M0)            null:uw  r45     r40     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L552:
