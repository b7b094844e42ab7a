L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     2:w              
        send (16|M0)             r11:w    r9      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        cmp (16|M0)   (eq)f0.0   null<1>:d     r11.0<8;8,1>:d    0:w              
(f0.0)  if (16|M0)                           L160                  L296                
L128:
        mov (16|M0)              r13.0<1>:d    0:w                              
        else (16|M0)                         L296                  L296                
L160:
(W)     mov (2|M0)               r3.4<1>:d     0:w                              
L176:
(W)     shl (1|M0)               r5.0<1>:d     r3.4<0;1,0>:d     2:w              
(W)     add (1|M0)               r3.4<1>:d     r3.4<0;1,0>:d     1:w              
(W)     send (1|M0)              r15      r5      0xA            0x02110801           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (lt)f0.1   null<1>:d     r3.4<0;1,0>:ud    r11.0<8;8,1>:ud 
(W)     mul (1|M0)               r3.1<1>:d     r15.0<0;1,0>:d    r3.4<0;1,0>:d   
(W)     add (1|M0)               r3.5<1>:d     r3.5<0;1,0>:d     r3.1<0;1,0>:d   
        mov (16|M0)              r13.0<1>:d    r3.5<0;1,0>:d                    {Compacted}
(f0.1)  while (16|M0)                        L176                                
L296:
        endif (16|M0)                        L312                                
L312:
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r9      r13     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L352:
