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
        shl (8|M0)               r15.0<1>:d    r8.0<8;8,1>:ud    1:w              
(W)     mul (1|M0)               r9.3<1>:d     r5.1<0;1,0>:d     r9.2<0;1,0>:d   
        shr (8|M0)               r10.0<1>:d    r10.0<8;8,1>:ud   3:w              
        shl (8|M0)               r15.0<1>:d    r15.0<8;8,1>:d    2:w              
        add (8|M0)               r10.0<1>:d    r9.3<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r11.0<1>:d    r10.0<8;8,1>:d    6:w              
(W)     mov (1|M0)               r14.2<1>:ud   r11.0<0;1,0>:ud                  {Compacted}
(W)     shr (1|M0)               r20.2<1>:ud   r11.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r12:w    r14     0xA            0x02284300           // wr:1h+0, rd:2; hdc.dc0; oword aligned block read x4
        sends (8|M0)             null:ud  r15     r12     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r16:d    r15     0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        add (8|M0)               r18.0<1>:d    r16.0<8;8,1>:d    1:w              
        add (8|M0)               r19.0<1>:d    r17.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r20     r18     0x8A            0x020A0303           // wr:1h+2, rd:0; hdc.dc0; oword block write x4
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L424:
