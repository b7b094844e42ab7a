L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   2:w              
        send (8|M0)              r10:d    r7:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r8:d     r7:f    0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r9:d     r7:f    0xC            0x02106E02           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        cmp (8|M0)    (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    0:w              
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}
(~f0.0) if (8|M0)                            L280                  L376                
L216:
        shl (8|M0)               r12.0<1>:uw   r8.0<2;1,0>:uw    0x2:uw             
        add (8|M0)               a0.0<1>:uw    r12.0<8;8,1>:uw   0x120:uw             
        mov (8|M0)               r11.0<1>:d    r[a0.0]<1,0>:d                  
        else (8|M0)                          L376                  L376                
L280:
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        xor (8|M0)               r13.0<1>:d    r9.0<8;8,1>:d     1515870810:d              
        xor (8|M0)               r14.0<1>:d    r8.0<8;8,1>:d     r3.8<8;8,1>:w   
        shl (8|M0)               r15.0<1>:uw   r14.0<2;1,0>:uw   0x2:uw             
        add (8|M0)               a0.0<1>:uw    r15.0<8;8,1>:uw   0x1A0:uw             
        mov (8|M0)               r11.0<1>:d    r[a0.0]<1,0>:d                  
L376:
        endif (8|M0)                         L392                                
L392:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r7      r11     0x4C            0x02026E03           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L432:
