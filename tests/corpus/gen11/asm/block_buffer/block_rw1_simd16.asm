L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw  
        mul (16|M0)              r27.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r15.0<1>:d    r27.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    2:w              
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r6.6<1>:d     r13.0<0;1,0>:d    15:w              
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    4:w              
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw 
(W)     mach (1|M0)              r14.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.0<2;1,0>:uw 
(W)     shl (1|M0)               r7.1<1>:d     r14.0<0;1,0>:d    4:w              
        mach (8|M0)              r15.0<1>:d    r6.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        and (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    -16:w              
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r21.2<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     shr (1|M0)               r26.2<1>:ud   r17.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r19:w    r21:f   0xA            0x02284300           // wr:1h+0, rd:2; hdc.dc0; oword aligned block read x4
        sends (16|M0)            null:w   r22     r19     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r24:w    r22:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r26     r24     0x8A            0x020A0303           // wr:1h+2, rd:0; hdc.dc0; oword block write x4
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L488:
