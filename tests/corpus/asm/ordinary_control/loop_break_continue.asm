L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r5.6<0;1,0>:d     0:w              
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W&~f0.0) jmpi                               L144                                
L96:
        mov (16|M0)              r11.0<1>:d    0:w                              
        mov (16|M0)              r13.0<1>:d    0:w                              
(W)     jmpi                                 L480                                
L144:
        shl (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     mov (2|M0)               r5.4<1>:d     0:w                              
        send (16|M0)             r17:w    r15     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
L192:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     2:w              
        mov (16|M0)              r13.0<1>:d    r5.4<0;1,0>:d                    {Compacted}
        mov (16|M0)              r11.0<1>:d    r5.5<0;1,0>:d                    {Compacted}
(W)     send (1|M0)              r19      r5      0xA            0x02110800           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (eq)f1.1   null<1>:d     r19.0<0;1,0>:d    r17.0<8;8,1>:d  
(~f1.1) goto (16|M0)                         L448                  L480                
L272:
(W)     mul (1|M0)               r3.3<1>:uq    r5.4<0;1,0>:ud    0xAAAAAAAB:ud             
(W)     xor (1|M0)               r3.4<1>:d     r19.0<0;1,0>:d    r5.4<0;1,0>:d   
(W)     mov (1|M0)               r3.1<1>:ud    r3.7<0;1,0>:ud                  
(W)     shr (1|M0)               r3.2<1>:d     r3.1<0;1,0>:ud    1:w              
(W)     mul (1|M0)               r3.3<1>:d     r3.2<0;1,0>:d     -3:w              
(W)     cmp (1|M0)    (eq)f1.0   null<1>:d     r3.3<0;1,0>:d     -r5.4<0;1,0>:d  
(W)     add (1|M0)               r5.4<1>:d     r5.4<0;1,0>:d     1:w              
(W&~f1.0) sel (1|M0)             r3.5<1>:d     r3.4<0;1,0>:d     0:w              
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r5.4<0;1,0>:ud    r5.6<0;1,0>:ud  
(W)     add (1|M0)               r5.5<1>:d     r5.5<0;1,0>:d     r3.5<0;1,0>:d   
(W&f0.1) jmpi                                L192                                
L448:
        join (16|M0)                         L480                                
L464:
        mov (16|M0)              r11.0<1>:d    r5.5<0;1,0>:d                    {Compacted}
        mov (16|M0)              r13.0<1>:d    r5.4<0;1,0>:d                    {Compacted}
L480:
        join (16|M0)                         L480                                
L496:
        shl (16|M0)              r20.0<1>:d    r9.0<8;8,1>:d     3:w              
        mov (16|M0)              r22.0<1>:d    r11.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r24.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r20     r22     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L568:
