L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r5.2<0;1,0>:uw  
        mul (8|M0)               r20.0<1>:d    r6.2<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     shl (1|M0)               r8.1<1>:d     r6.0<0;1,0>:d     2:w              
(W)     shl (1|M0)               r8.2<1>:d     r6.0<0;1,0>:d     4:w              
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r126.0<1>:d   r6.4<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r6.2<0;1,0>:uw  
        add (8|M0)               r123.0<1>:d   r20.0<8;8,1>:d    r2.0<8;8,1>:uw  
(W)     and (1|M0)               r126.2<1>:d   r8.2<0;1,0>:d     48:w              
        add (8|M0)               r7.0<1>:d     r126.0<0;1,0>:d   r1.0<8;8,1>:uw  
(W)     mach (1|M0)              r8.0<1>:d     r6.2<0;1,0>:d     r6.1<0;1,0>:d   
        add (8|M0)               r125.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r6.6<0;1,0>:uw  
        mul (8|M0)               r15.0<1>:ud   r125.0<8;8,1>:ud  0x5:uw             
        shl (8|M0)               r115.0<1>:d   r125.0<8;8,1>:d   3:w              
(W)     mach (1|M0)              r124.0<1>:d   r8.0<0;1,0>:d     r6.3<0;1,0>:d    {Compacted}
        shl (8|M0)               r15.0<1>:d    r15.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r6.7<1>:d     r124.0<0;1,0>:d   7:w              
        add (8|M0)               r16.0<1>:d    r15.0<8;8,1>:d    16:w              
(W)     shr (1|M0)               r126.1<1>:d   r6.7<0;1,0>:ud    3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r126.2<0;1,0>:uw
(W)     mach (1|M0)              r9.0<1>:d     r5.1<0;1,0>:d     r126.1<0;1,0>:d 
(W)     mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r123.0<2;1,0>:uw
        mach (8|M0)              r123.0<1>:d   r6.1<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        add (8|M0)               r123.0<1>:d   r123.0<8;8,1>:d   r1.0<8;8,1>:uw  
        shr (8|M0)               r123.0<1>:d   r123.0<8;8,1>:ud  3:w              
        add (8|M0)               r123.0<1>:d   r9.0<0;1,0>:d     r123.0<8;8,1>:d  {Compacted}
        mad (8|M0)               r122.0<1>:d   r8.1<0;0>:d       r123.0<8;1>:d     160:w              
        mad (8|M0)               r19.0<1>:d    r126.2<0;0>:d     r123.0<8;1>:d     160:w              
(W)     mov (1|M0)               r121.2<1>:f   r122.0<0;1,0>:f                  {Compacted}
        add (8|M0)               r122.0<1>:d   r122.0<8;8,1>:d   32:w              
(W)     shr (1|M0)               r112.2<1>:ud  r19.0<0;1,0>:ud   0x4:uw             
(W)     send (8|M0)              r10:d    r121:f  0xA            0x02184200           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W)     mov (1|M0)               r120.2<1>:f   r122.0<0;1,0>:f                  {Compacted}
(W)     send (16|M0)             r11:w    r120:f  0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        mov (8|M0)               r116.0<1>:f   r10.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r117.0<1>:f   r11.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r118.0<1>:f   r12.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r119.0<1>:f   r13.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r15     r116    0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r16     r14     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        send (8|M0)              r17:d    r115:f  0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        xor (8|M0)               r113.0<1>:d   r17.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r114.0<1>:d   r18.0<8;8,1>:d    -1515870811:d              
(W)     sends (16|M0)            null:uw  r112    r113    0x8A            0x020A0303           // wr:1h+2, rd:0; hdc.dc0; oword block write x4
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L688:
