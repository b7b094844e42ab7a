L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (8|M0)               r11.0<1>:f    -qnan(0x3FFFFF):f                              
(W)     mov (8|M0)               r14.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d   
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r12.0<1>:d    acc0.0<8;8,1>:d   1:w              
        send (8|M0)              r9:d     r8:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        shl (8|M0)               r12.0<1>:d    r12.0<8;8,1>:d    2:w              
        or (8|M0)                r16.0<1>:d    r12.0<8;8,1>:d    4:w              
        cmp (8|M0)    (ne)f1.0   r10.0<1>:d    r9.0<8;8,1>:d     0:w              
        mov (8|M0)               r11.0<1>:d    -r10.0<8;8,1>:d                  {Compacted}
        mov (8|M0)               r14.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
(W)     sel (4|M0)    (lt)f0.0   r3.2<1>:ud    r11.0<4;4,1>:ud   r11.4<4;4,1>:ud 
(W)     sel (4|M0)    (ge)f0.0   r15.0<1>:ud   r14.0<4;4,1>:ud   r14.4<4;4,1>:ud  {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r3.6<1>:ud    r3.2<2;2,1>:ud    r3.4<2;2,1>:ud  
(W)     sel (2|M0)    (ge)f0.0   r5.2<1>:ud    r15.0<2;2,1>:ud   r15.2<2;2,1>:ud 
(W)     sel (1|M0)    (lt)f0.0   r3.1<1>:d     r3.6<0;1,0>:ud    r3.7<0;1,0>:ud  
(W)     sel (1|M0)    (ge)f0.0   r5.1<1>:d     r5.2<0;1,0>:ud    r5.3<0;1,0>:ud  
(W)     cmp (1|M0)    (ne)f0.1   r5.0<1>:d     r3.1<0;1,0>:d     0:w              
(W)     cmp (1|M0)    (ne)f0.0   r5.7<1>:d     r5.1<0;1,0>:d     0:w              
        mov (8|M0)               r13.0<1>:d    -r5.0<0;1,0>:d                   {Compacted}
        mov (8|M0)               r17.0<1>:d    -r5.7<0;1,0>:d                  
        sends (8|M0)             null:ud  r12     r13     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        sends (8|M0)             null:ud  r16     r17     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L440:
