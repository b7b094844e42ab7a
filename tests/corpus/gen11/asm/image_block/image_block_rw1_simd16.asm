L0:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r7.2<0;1,0>:uw  
        mul (16|M0)              r32.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r23.0<1>:f    r7.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (1|M0)               r23.2<1>:f    4.34403e-44:f                              
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r15.0<1>:d    r32.0<8;8,1>:d    r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (16|M0)              r24.0<1>:d    r10.0<8;8,1>:d    2:w              
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r5.1<1>:d     r13.0<0;1,0>:d    15:w              
(W)     shr (1|M0)               r5.2<1>:d     r5.1<0;1,0>:ud    4:w              
(W)     mul (1|M0)               acc0.0<1>:d   r7.1<0;1,0>:d     r5.4<0;1,0>:uw  
(W)     mach (1|M0)              r14.0<1>:d    r7.1<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.0<2;1,0>:uw 
        mach (8|M0)              r15.0<1>:d    r6.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw
        shr (16|M0)              r15.0<1>:d    r15.0<8;8,1>:ud   4:w              
        add (16|M0)              r15.0<1>:d    r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    6:w              
        add (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    r5.4<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r23.0<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r29.0<1>:d    r17.0<0;1,0>:d    0x20:uw             
(W)     send (8|M0)              r21:d    r23:f   0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read
(W)     add (1|M0)               r23.0<1>:ud   r17.0<0;1,0>:ud   0x20:uw             
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     send (8|M0)              r22:d    r23:f   0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read
(W)     mov (1|M0)               r23.0<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     mov (1|M0)               r23.1<1>:f    r5.5<0;1,0>:f                   
(W)     mov (8|M0)               r19.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r20.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r24     r19     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r26:w    r24:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        xor (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    -1515870811:d              
(W)     mov (8|M0)               r28.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r31.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(W)     sends (8|M0)             null:ud  r23     r28     0x4C            0x020A8003           // wr:1h+1, rd:0; hdc.dc1; media block write
(W)     mov (1|M0)               r23.0<1>:f    r29.0<0;1,0>:f                   {Compacted}
(W)     sends (8|M0)             null:ud  r23     r31     0x4C            0x020A8003           // wr:1h+1, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L648:
