L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               r5.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r6.0<1>:d     r5.0<8;8,1>:d     2:w              
        shl (8|M0)               r9.0<1>:d     r5.0<8;8,1>:d     3:w              
        send (8|M0)              r8:d     r6      0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r10:d    r9      0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        xor (8|M0)               r12.0<1>:d    r8.0<8;8,1>:d     r3.8<8;8,1>:w   
        shl (8|M0)               r13.0<1>:uw   r12.0<2;1,0>:uw   0x2:uw             
        add (8|M0)               a0.0<1>:uw    r13.0<8;8,1>:uw   0x140:uw             
        mov (8|M0)               r14.0<1>:d    r[a0.0]<1,0>:d                  
        add (8|M0)               a0.0<1>:uw    r13.0<8;8,1>:uw   0x160:uw             
        mov (8|M0)               r15.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r9      r14     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        add (8|M0)               a0.0<1>:uw    r13.0<8;8,1>:uw   0x200:uw             
        send (8|M0)              r16:d    r9      0xC            0x02206C03           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r18.0<1>:d    r[a0.0]<1,0>:d                  
        add (8|M0)               a0.0<1>:uw    r13.0<8;8,1>:uw   0x220:uw             
        mov (8|M0)               r19.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r9      r18     0x8C            0x02026C04           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        shl (8|M0)               r26.0<1>:uw   r12.0<2;1,0>:uw   0x3:uw             
        add (8|M0)               a0.0<1>:uw    r26.0<8;8,1>:uw   0x2C0:uw             
        send (8|M0)              r20:d    r9      0xC            0x02206C05           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r22.0<2>:d    r20.0<8;8,1>:d                  
        mov (8|M0)               r22.1<2>:d    r21.0<8;8,1>:d                  
        mov (8|M0)               r24.0<1>:df   r[a0.0]<1,0>:df                 
        mov (8|M0)               r27.0<1>:d    r24.0<2;1,0>:d                  
        mov (8|M0)               r28.0<1>:d    r24.1<2;1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (8|M0)             null:ud  r9      r27     0x8C            0x02026C06           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L520:
