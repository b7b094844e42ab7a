L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw  
        mov (8|M0)               r13.0<1>:d    r2.0<8;8,1>:uw                  
        mul (8|M0)               r19.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (8|M0)               r13.0<1>:d    r19.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r8.0<1>:d     r7.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (8|M0)               r16.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r6.6<1>:d     r11.0<0;1,0>:d    7:w              
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw 
(W)     mach (1|M0)              r12.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw 
(W)     shl (1|M0)               r7.1<1>:d     r12.0<0;1,0>:d    3:w              
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw  
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        and (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    -8:w              
        shl (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r15.2<1>:f    r13.0<0;1,0>:f                   {Compacted}
(W)     shr (1|M0)               r18.2<1>:ud   r13.0<0;1,0>:ud   0x4:uw             
(W)     send (8|M0)              r14:d    r15:f   0xA            0x02184200           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
        sends (8|M0)             null:ud  r16     r14     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        send (8|M0)              r17:d    r16:f   0xC            0x02106E02           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        add (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    1:w              
(W)     sends (8|M0)             null:ud  r18     r17     0x4A            0x020A0203           // wr:1h+1, rd:0; hdc.dc0; oword block write x2
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L472:
