L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r6.7<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d   
        mul (8|M0)               r10.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               r6.6<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r9.0<1>:d     r6.7<0;1,0>:d     r6.2<0;1,0>:d   
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r2.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     r6.6<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     add (1|M0)               r9.1<1>:d     r9.0<0;1,0>:d     7:w              
        mul (8|M0)               r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        add (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r9.2<1>:d     r9.1<0;1,0>:ud    3:w              
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r1.0<8;8,1>:uw  
        shl (8|M0)               r17.0<1>:d    r8.0<8;8,1>:ud    2:w              
(W)     mul (1|M0)               r9.3<1>:d     r5.1<0;1,0>:d     r9.2<0;1,0>:d   
        shr (8|M0)               r10.0<1>:d    r10.0<8;8,1>:ud   3:w              
        shl (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    2:w              
        add (8|M0)               r10.0<1>:d    r9.3<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r11.0<1>:d    r10.0<8;8,1>:d    7:w              
(W)     mov (1|M0)               r16.2<1>:ud   r11.0<0;1,0>:ud                  {Compacted}
(W)     shr (1|M0)               r26.2<1>:ud   r11.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r12:w    r16     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        sends (8|M0)             null:ud  r17     r12     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        send (8|M0)              r18:d    r17     0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               r22.0<1>:d    r18.0<8;8,1>:d    1:w              
        add (8|M0)               r23.0<1>:d    r19.0<8;8,1>:d    1:w              
        add (8|M0)               r24.0<1>:d    r20.0<8;8,1>:d    1:w              
        add (8|M0)               r25.0<1>:d    r21.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r26     r22     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L456:
