L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w              
        send (16|M0)             r11:w    r9:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r11.0<8;8,1>:d    0:w              
(f0.0)  if (16|M0)                           L176                  L320                
L144:
        mov (16|M0)              r13.0<1>:f    0.0:f                              
        else (16|M0)                         L320                  L320                
L176:
(W)     mov (2|M0)               r3.4<1>:f     0.0:f                              
L192:
(W)     shl (1|M0)               r5.0<1>:d     r3.4<0;1,0>:d     2:w              
(W)     add (1|M0)               r3.4<1>:d     r3.4<0;1,0>:d     1:w              
(W)     send (1|M0)              r15      r5:f    0xA            0x02110801           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (lt)f0.1   null<1>:d     r3.4<0;1,0>:ud    r11.0<8;8,1>:ud 
(W)     mul (1|M0)               acc0.0<1>:d   r15.0<0;1,0>:d    r3.8<0;1,0>:uw  
(W)     mach (1|M0)              r16.0<1>:d    r15.0<0;1,0>:d    r3.4<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r3.5<1>:d     r3.5<0;1,0>:d     r16.0<0;1,0>:d  
        mov (16|M0)              r13.0<1>:f    r3.5<0;1,0>:f                    {Compacted}
(f0.1)  while (16|M0)                        L192                                
L320:
        endif (16|M0)                        L336                                
L336:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r9      r13     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L376:
