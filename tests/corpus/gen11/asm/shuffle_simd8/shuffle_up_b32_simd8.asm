L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r7.3<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r7.3<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   2:w              
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r7.0<0;1,0>:d   
        send (8|M0)              r8:d     r6:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        shl (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   2:w              
        send (8|M0)              r11:d    r6:f    0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r10:d    r9:f    0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        add (8|M0)               r12.0<1>:d    -r8.0<8;8,1>:d    8:w              
(W)     mov (8|M0)               r15.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     mov (8|M0)               r14.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     shl (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r17.0<2;1,0>:uw   0x1C0:uw             
        mov (8|M0)               r13.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r6      r13     0x4C            0x02026E02           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     shl (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r24.0<2;1,0>:uw   0x2A0:uw             
        send (8|M0)              r18:d    r9:f    0xC            0x02106E03           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r19:d    r6:f    0xC            0x02106E03           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r21.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r22.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r20.0<1>:d    r[a0.0]<1,0>:d                  
        sends (8|M0)             null:ud  r6      r20     0x4C            0x02026E04           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     add (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     shl (8|M0)               r31.0<1>:ud   acc0.0<8;8,1>:ud  0x2:uw             
(W)     add (8|M0)               a0.0<1>:uw    r31.0<2;1,0>:uw   0x380:uw             
        send (8|M0)              r25:d    r9:f    0xC            0x02106E05           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        send (8|M0)              r26:d    r6:f    0xC            0x02106E05           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r28.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r29.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r27.0<1>:d    r[a0.0]<1,0>:d                  
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r6      r27     0x4C            0x02026E06           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L616:
