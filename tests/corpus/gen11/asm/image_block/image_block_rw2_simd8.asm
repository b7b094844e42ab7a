L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw  
        mul (8|M0)               r23.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mov (8|M0)               r17.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r17.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (1|M0)               r17.2<1>:f    9.18789e-41:f                              
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (8|M0)               r13.0<1>:d    r23.0<8;8,1>:d    r2.0<8;8,1>:uw  
        add (8|M0)               r8.0<1>:d     r5.0<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (8|M0)               r18.0<1>:d    r9.0<8;8,1>:d     1:w              
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        shl (8|M0)               r18.0<1>:d    r18.0<8;8,1>:d    2:w              
(W)     add (1|M0)               r5.1<1>:d     r11.0<0;1,0>:d    7:w              
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw  
(W)     mach (1|M0)              r12.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw 
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw  
        shr (8|M0)               r13.0<1>:d    r13.0<8;8,1>:ud   3:w              
        add (8|M0)               r13.0<1>:d    r12.0<0;1,0>:d    r13.0<8;8,1>:d   {Compacted}
        shl (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    5:w              
        add (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r17.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     send (8|M0)              r15:d    r17:f   0xC            0x02290000           // wr:1h+0, rd:2; hdc.dc1; media block read
(W)     mov (1|M0)               r17.0<1>:f    r14.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r17.1<1>:f    r5.5<0;1,0>:f                   
        sends (8|M0)             null:ud  r18     r15     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r19:d    r18:f   0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        xor (8|M0)               r21.0<1>:d    r19.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r22.0<1>:d    r20.0<8;8,1>:d    -1515870811:d              
(W)     sends (8|M0)             null:ud  r17     r21     0x8C            0x020A8003           // wr:1h+2, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L536:
