L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               r5.0<1>:d     r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (8|M0)               r7.0<1>:d     r5.0<8;8,1>:d     2:w              
        send (8|M0)              r10:d    r7      0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r8:d     r7      0xC            0x02106E01           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r9:d     r7      0xC            0x02106E02           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        cmp (8|M0)    (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    0:w              
(~f0.0) if (8|M0)                            L224                  L320                
L160:
        shl (8|M0)               r12.0<1>:uw   r8.0<2;1,0>:uw    0x2:uw             
        add (8|M0)               a0.0<1>:uw    r12.0<8;8,1>:uw   0x120:uw             
        mov (8|M0)               r11.0<1>:d    r[a0.0]<1,0>:d                  
        else (8|M0)                          L320                  L320                
L224:
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        xor (8|M0)               r13.0<1>:d    r9.0<8;8,1>:d     1515870810:d              
        xor (8|M0)               r14.0<1>:d    r8.0<8;8,1>:d     r3.8<8;8,1>:w   
        shl (8|M0)               r15.0<1>:uw   r14.0<2;1,0>:uw   0x2:uw             
        add (8|M0)               a0.0<1>:uw    r15.0<8;8,1>:uw   0x1A0:uw             
        mov (8|M0)               r11.0<1>:d    r[a0.0]<1,0>:d                  
L320:
        endif (8|M0)                         L336                                
L336:
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (8|M0)             null:ud  r7      r11     0x4C            0x02026E03           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L376:
