L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r5.5<0;1,0>:d     r2.1<0;1,0>:d   
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     2:w              
        send (8|M0)              r9:d     r8:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        cmp (8|M0)    (eq)f0.0   null<1>:d     r9.0<8;8,1>:d     1:w              
(f0.0)  if (8|M0)                            L192                  L360                
L160:
        mov (8|M0)               r10.0<1>:f    0.0:f                              
        else (8|M0)                          L360                  L360                
L192:
(W)     mov (1|M0)               r3.1<1>:f     0.0:f                              
L208:
        mul (8|M0)               acc0.0<1>:d   r9.0<8;8,1>:d     3:w              
        shr (8|M0)               r12.0<1>:d    r9.0<8;8,1>:ud    1:w              
        and (8|M0)    (eq)f1.0   null<1>:d     r9.0<8;8,1>:d     1:w              
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w              
        add (8|M0)               r11.0<1>:d    acc0.0<8;8,1>:d   1:w              
        mov (8|M0)               r10.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
(f1.0)  sel (8|M0)               r9.0<1>:d     r12.0<8;8,1>:d    r11.0<8;8,1>:d  
        cmp (8|M0)    (ne)f0.1   null<1>:d     r9.0<8;8,1>:d     1:w              
(f0.1)  cmp (8|M0)    (lt)f0.1   null<1>:ud    r3.1<0;1,0>:ud    0x40:uw             
(f0.1)  while (8|M0)                         L208                                
L360:
        endif (8|M0)                         L376                                
L376:
(W)     mov (8|M0)               r16.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r13.0<1>:f    0.0:f                              
        mov (8|M0)               r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r17.0<1>:f    0.0:f                              
        mov (8|M0)               r13.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mul (8|M0)               r14.0<1>:ud   r7.0<8;8,1>:ud    0x3:uw             
(W)     shl (1|M0)               r19.0<1>:uw   r5.8<0;1,0>:uw    0x2:uw             
(W)     mov (4|M0)               r17.1<1>:f    r16.0<4;4,1>:f                  
(W)     mov (2|M0)               r17.5<1>:f    r16.4<2;2,1>:f                  
(W)     mov (1|M0)               r17.7<1>:f    r16.6<0;1,0>:f                  
(W)     add (4|M0)               r3.3<1>:d     r13.0<4;4,1>:d    r13.4<4;4,1>:d  
        shl (8|M0)               r14.0<1>:d    r14.0<8;8,1>:d    2:w              
(W)     add (1|M0)               a0.0<1>:uw    r19.0<0;1,0>:uw   0x140:uw             
(W)     sel (4|M0)    (ge)f0.0   r17.1<2>:ud   r17.0<2;1,0>:ud   r17.1<2;1,0>:ud 
(W)     add (2|M0)               r5.0<1>:d     r3.3<2;2,1>:d     r3.5<2;2,1>:d   
        add (8|M0)               r18.0<1>:d    r14.0<8;8,1>:d    4:w              
(W)     sel (2|M0)    (ge)f0.0   r17.2<4>:ud   r17.2<4;1,0>:ud   r17.1<4;1,0>:ud 
(W)     add (1|M0)               r3.2<1>:d     r5.0<0;1,0>:d     r5.1<0;1,0>:d   
(W)     sel (2|M0)    (ge)f0.0   r17.3<4>:ud   r17.3<4;1,0>:ud   r17.1<4;1,0>:ud 
        mov (8|M0)               r15.0<1>:f    r3.2<0;1,0>:f                    {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r17.4<1>:ud   r17.3<0;1,0>:ud   r17.4<4;4,1>:ud 
        sends (8|M0)             null:ud  r14     r15     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        mov (8|M0)               r20.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r21.0<1>:d    r[a0.0]<0;1,0>:d                
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (8|M0)             null:ud  r18     r20     0x8C            0x02026C01           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L768:
