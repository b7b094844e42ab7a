L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw  
        mul (16|M0)              r101.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw  
        add (16|M0)              r15.0<1>:d    r101.0<8;8,1>:d   r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mach (1|M0)              r12.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r12.0<0;1,0>:d    r6.4<0;1,0>:uw  
        shl (16|M0)              r39.0<1>:d    r10.0<8;8,1>:d    3:w              
(W)     mach (1|M0)              r13.0<1>:d    r12.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        shr (16|M0)              r41.0<1>:d    r10.0<8;8,1>:ud   29:w              
        add (16|M0)              r53.0<1>:d    r39.0<8;8,1>:d    4:w              
(W)     add (1|M0)               r6.6<1>:d     r13.0<0;1,0>:d    15:w              
        shl (16|M0)              r43.0<1>:d    r39.0<8;8,1>:d    2:w              
        shl (16|M0)              r55.0<1>:d    r53.0<8;8,1>:d    2:w              
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    4:w              
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw 
(W)     mach (1|M0)              r14.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.0<2;1,0>:uw 
        mach (8|M0)              r15.0<1>:d    r6.0<0;1,0>:d     r15.0<8;8,1>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r16.0<2;1,0>:uw 
        mach (8|M8)              r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r1.0<16;16,1>:uw
        shr (16|M0)              r15.0<1>:d    r15.0<8;8,1>:ud   4:w              
        add (16|M0)              r15.0<1>:d    r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    9:w              
(W)     add (1|M0)               r7.1<1>:ud    r17.0<0;1,0>:ud   0x80:uw             
(W)     mov (1|M0)               r35.2<1>:f    r17.0<0;1,0>:f                   {Compacted}
(W)     add (1|M0)               r38.2<1>:ud   r17.0<0;1,0>:ud   384:w              
(W)     shr (1|M0)               r7.2<1>:ud    r17.0<0;1,0>:ud   0x4:uw             
(W)     mov (1|M0)               r36.2<1>:f    r7.1<0;1,0>:f                   
(W)     add (1|M0)               r7.1<1>:ud    r17.0<0;1,0>:ud   256:w              
(W)     send (16|M0)             r19:w    r35:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     send (16|M0)             r31:w    r38:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r97.2<1>:f    r7.2<0;1,0>:f                   
(W)     send (16|M0)             r23:w    r36:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r37.2<1>:f    r7.1<0;1,0>:f                   
(W)     add (1|M0)               r7.2<1>:ud    r7.2<0;1,0>:ud    0x8:uw             
(W)     mov (8|M0)               r35.0<1>:f    r35.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r27:w    r37:f   0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r98.2<1>:f    r7.2<0;1,0>:f                   
(W)     add (1|M0)               r7.2<1>:ud    r7.2<0;1,0>:ud    0x8:uw             
(W)     mov (1|M0)               r99.2<1>:f    r7.2<0;1,0>:f                   
(W)     add (1|M0)               r100.2<1>:ud  r7.2<0;1,0>:ud    0x8:uw             
        mov (16|M0)              r45.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r47.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r61.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r49.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r51.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r63.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r57.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r59.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r43     r45     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r55     r57     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        send (16|M0)             r65:w    r43:f   0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r73:w    r55:f   0xC            0x04805002           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r81.0<1>:d    r65.0<8;8,1>:d    1:w              
        add (16|M0)              r83.0<1>:d    r67.0<8;8,1>:d    1:w              
        add (16|M0)              r85.0<1>:d    r69.0<8;8,1>:d    1:w              
        add (16|M0)              r87.0<1>:d    r71.0<8;8,1>:d    1:w              
        add (16|M0)              r89.0<1>:d    r73.0<8;8,1>:d    1:w              
        add (16|M0)              r91.0<1>:d    r75.0<8;8,1>:d    1:w              
        add (16|M0)              r93.0<1>:d    r77.0<8;8,1>:d    1:w              
        add (16|M0)              r95.0<1>:d    r79.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r97     r81     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     sends (16|M0)            null:uw  r98     r85     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     mov (8|M0)               r55.0<1>:f    r55.0<8;8,1>:f                   {Compacted}
(W)     sends (16|M0)            null:uw  r99     r89     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     mov (8|M0)               r97.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     sends (16|M0)            null:uw  r100    r93     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     mov (8|M0)               r98.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1056:
