L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     shl (1|M0)               r5.0<1>:uw    r5.8<0;1,0>:uw    0x2:uw             
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     add (1|M0)               a0.0<1>:uw    r5.0<0;1,0>:uw    0x120:uw             
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   2:w              
        send (8|M0)              r9:d     r8:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        shl (8|M0)               r10.0<1>:d    r8.0<8;8,1>:d     2:w              
        mov (8|M0)               r11.0<1>:d    r[a0.0]<0;1,0>:d                
        sends (8|M0)             null:ud  r10     r11     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r5.5<0;1,0>:d   
(W)     mov (8|M0)               r14.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        or (8|M0)                r16.0<1>:d    r10.0<8;8,1>:d    4:w              
(W)     mov (4|M0)               r21.0<2>:f    r9.1<2;1,0>:f                   
(W)     mov (8|M0)               r19.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
(W)     mov (4|M0)               r21.1<2>:f    r9.0<2;1,0>:f                   
        or (8|M0)                r20.0<1>:d    r10.0<8;8,1>:d    8:w              
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   2:w              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r23.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r12:d    r7:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r15.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r13.0<1>:f    r14.1<1;1,0>:f                  
        sends (8|M0)             null:ud  r16     r13     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        send (8|M0)              r17:d    r7:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r18.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r22.0<1>:f    r18.5<1;1,0>:f                  
        sends (8|M0)             null:ud  r20     r22     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L464:
