L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w              
        send (16|M0)             r15:w    r9:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r11:w    r9:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r13:w    r9:f    0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r15.0<8;8,1>:d    0:w              
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r9.0<1>:f     r9.0<8;8,1>:f                    {Compacted}
(~f0.0) if (16|M0)                           L280                  L400                
L208:
        shl (16|M0)              r5.0<1>:uw    r11.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r5.0<16;16,1>:uw  0x1A0:uw             
        mov (16|M0)              r25.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r17.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        else (16|M0)                         L400                  L400                
L280:
(W)     mov (8|M0)               r21.0<1>:w    0x76543210:v                              
        xor (16|M0)              r19.0<1>:d    r13.0<8;8,1>:d    1515870810:d              
(W)     add (8|M0)               r21.8<1>:w    r21.0<8;8,1>:w    8:w              
        xor (16|M0)              r22.0<1>:d    r11.0<8;8,1>:d    r21.0<16;16,1>:uw
        shl (16|M0)              r24.0<1>:uw   r22.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r24.0<16;16,1>:uw  0x260:uw            
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r17.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
L400:
        endif (16|M0)                        L416                                
L416:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r9      r17     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L456:
