L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r5.2<0;1,0>:uw  
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r126.0<1>:d   r9.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r5.12<0;1,0>:uw 
        add (16|M0)              r10.0<1>:d    r126.0<0;1,0>:d   r1.0<16;16,1>:uw
(W)     mach (1|M0)              r6.0<1>:d     r9.1<0;1,0>:d     r5.6<0;1,0>:d   
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M0)              r120.0<1>:d   r6.0<0;1,0>:d     r3.0<16;16,1>:uw
        add (16|M16)             r14.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw
        add (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r120.0<8;8,1>:d   r8.6<0;1,0>:uw  
        add (16|M0)              r118.0<1>:d   r120.0<8;8,1>:d   r7.1<0;1,0>:d    {Compacted}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r7.1<0;1,0>:d   
        mach (8|M0)              r120.0<1>:d   r120.0<8;8,1>:d   r8.3<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r121.0<8;8,1>:d   r8.6<0;1,0>:uw  
        mad (16|M0)              r116.0<1>:d   r118.0<8;1>:d     r12.0<8;1>:d      1000:w              
        mad (16|M16)             r18.0<1>:d    r16.0<8;1>:d      r122.0<8;1>:d     1000:w              
        mach (8|M8)              r121.0<1>:d   r121.0<8;8,1>:d   r8.3<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r14.0<8;8,1>:d    r8.6<0;1,0>:uw  
        add (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   r10.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r8.3<0;1,0>:d   
(W)     mul (8|M24)              acc0.0<1>:d   r15.0<8;8,1>:d    r8.6<0;1,0>:uw  
        shl (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   2:w              
        mach (8|M24)             r15.0<1>:d    r15.0<8;8,1>:d    r8.3<0;1,0>:d   
        add (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   r8.2<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r124.0<8;8,1>:d 
        sends (16|M0)            null:w   r120    r116    0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r8.2<0;1,0>:d   
        sends (16|M16)           null:w   r14     r18     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L480:
