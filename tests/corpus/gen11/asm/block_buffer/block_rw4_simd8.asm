L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw  
        mul (8|M0)               r30.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (8|M0)               r13.0<1>:d    r30.0<8;8,1>:d    r2.0<8;8,1>:uw  
        add (8|M0)               r8.0<1>:d     r7.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (8|M0)               r20.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        shl (8|M0)               r20.0<1>:d    r20.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r6.6<1>:d     r11.0<0;1,0>:d    7:w              
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw 
(W)     mach (1|M0)              r12.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw  
        shr (8|M0)               r13.0<1>:d    r13.0<8;8,1>:ud   3:w              
        add (8|M0)               r13.0<1>:d    r12.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    7:w              
(W)     mov (1|M0)               r19.2<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     shr (1|M0)               r29.2<1>:ud   r14.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r15:w    r19:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        sends (8|M0)             null:ud  r20     r15     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        send (8|M0)              r21:d    r20:f   0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               r25.0<1>:d    r21.0<8;8,1>:d    1:w              
        add (8|M0)               r26.0<1>:d    r22.0<8;8,1>:d    1:w              
        add (8|M0)               r27.0<1>:d    r23.0<8;8,1>:d    1:w              
        add (8|M0)               r28.0<1>:d    r24.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r29     r25     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L512:
