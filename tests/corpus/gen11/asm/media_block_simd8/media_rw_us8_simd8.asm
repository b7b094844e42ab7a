L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r12.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r12.2<1>:f    2.7555e-40:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (2|M0)               r12.0<1>:f    r5.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     send (16|M0)             r8:w     r12:f   0xC            0x02490000           // wr:1h+0, rd:4; hdc.dc1; media block read
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r13.0<1>:d    r7.0<8;8,1>:d     3:w              
        shr (8|M0)               r7.0<1>:d     r7.0<8;8,1>:ud    29:w              
        add (8|M0)               acc0.0<1>:d   r13.0<8;8,1>:d    4:w              
        shl (8|M0)               r14.0<1>:d    r13.0<8;8,1>:d    1:w              
        shl (8|M0)               r16.0<1>:d    acc0.0<8;8,1>:d   1:w              
        mov (8|M0)               r17.0<2>:hf   r8.0<8;8,1>:hf                  
        mov (8|M0)               r18.0<2>:hf   r9.0<8;8,1>:hf                  
        mov (8|M0)               r19.0<2>:hf   r10.0<8;8,1>:hf                 
        mov (8|M0)               r20.0<2>:hf   r11.0<8;8,1>:hf                 
        mov (8|M0)               r17.1<2>:hf   r8.8<8;8,1>:hf                  
        mov (8|M0)               r18.1<2>:hf   r9.8<8;8,1>:hf                  
        mov (8|M0)               r19.1<2>:hf   r10.8<8;8,1>:hf                 
        mov (8|M0)               r20.1<2>:hf   r11.8<8;8,1>:hf                 
        sends (8|M0)             null:ud  r14     r17     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        sends (8|M0)             null:ud  r16     r19     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        send (8|M0)              r21:d    r14:f   0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r23:d    r16:f   0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        add (8|M0)               r25.0<1>:w    r21.0<2;1,0>:w    1:w              
        add (8|M0)               r26.0<1>:w    r22.0<2;1,0>:w    1:w              
        add (8|M0)               r25.8<1>:w    r21.1<2;1,0>:w    1:w              
        add (8|M0)               r26.8<1>:w    r22.1<2;1,0>:w    1:w              
        add (8|M0)               r27.0<1>:w    r23.0<2;1,0>:w    1:w              
        add (8|M0)               r28.0<1>:w    r24.0<2;1,0>:w    1:w              
        add (8|M0)               r27.8<1>:w    r23.1<2;1,0>:w    1:w              
        add (8|M0)               r28.8<1>:w    r24.1<2;1,0>:w    1:w              
(W)     sends (8|M0)             null:ud  r12     r25     0x10C            0x020A8003           // wr:1h+4, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L592:
