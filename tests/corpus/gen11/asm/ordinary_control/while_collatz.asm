L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d   
        add (16|M0)              r6.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     2:w              
        send (16|M0)             r10:w    r8:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    1:w              
(f0.0)  if (16|M0)                           L184                  L352                
L152:
        mov (16|M0)              r12.0<1>:f    0.0:f                              
        else (16|M0)                         L352                  L352                
L184:
(W)     mov (1|M0)               r3.1<1>:f     0.0:f                              
L200:
        mul (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    3:w              
        shr (16|M0)              r16.0<1>:d    r10.0<8;8,1>:ud   1:w              
        and (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    1:w              
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w              
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1:w              
        mov (16|M0)              r12.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
(f1.0)  sel (16|M0)              r10.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d  
        cmp (16|M0)   (ne)f0.1   null<1>:d     r10.0<8;8,1>:d    1:w              
(f0.1)  cmp (16|M0)   (lt)f0.1   null<1>:d     r3.1<0;1,0>:ud    0x3E8:uw             
(f0.1)  while (16|M0)                        L200                                
L352:
        endif (16|M0)                        L368                                
L368:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r8      r12     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L408:
