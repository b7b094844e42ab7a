L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r6.1<1>:d     r9.1<0;1,0>:d     r5.6<0;1,0>:d   
(W)     mul (1|M0)               r6.0<1>:d     r9.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
        add (16|M0)              r18.0<1>:d    r6.1<0;1,0>:d     r3.0<16;16,1>:uw
        add (16|M16)             r20.0<1>:d    r6.1<0;1,0>:d     r4.0<16;16,1>:uw
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r12.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r7.1<0;1,0>:d   
        mul (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r8.3<0;1,0>:d    {Compacted}
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r8.3<0;1,0>:d   
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d   
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d  
        mul (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1000:w              
        mul (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1000:w              
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    2:w              
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2:w              
        add (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        add (16|M16)             r28.0<1>:d    r16.0<8;8,1>:d    r24.0<8;8,1>:d  
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r8.2<0;1,0>:d   
        sends (16|M0)            null:w   r18     r26     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r20     r28     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L384:
