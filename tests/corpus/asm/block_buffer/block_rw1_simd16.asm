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
        shl (16|M0)              r19.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     mul (1|M0)               r11.3<1>:d    r5.1<0;1,0>:d     r11.2<0;1,0>:d  
(W)     shl (1|M0)               r11.4<1>:d    r11.3<0;1,0>:d    4:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r11.4<0;1,0>:d   {Compacted}
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    -16:w              
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r18.2<1>:ud   r14.0<0;1,0>:ud                  {Compacted}
(W)     shr (1|M0)               r23.2<1>:ud   r14.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r16:w    r18     0xA            0x02284300           // wr:1h+0, rd:2; hdc.dc0; oword aligned block read x4
        sends (16|M0)            null:w   r19     r16     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r21:w    r19     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r23     r21     0x8A            0x020A0303           // wr:1h+2, rd:0; hdc.dc0; oword block write x4
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L408:
