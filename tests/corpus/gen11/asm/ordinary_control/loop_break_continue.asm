L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r5.6<0;1,0>:d     0:w              
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W&~f0.0) jmpi                               L160                                
L112:
        mov (16|M0)              r11.0<1>:f    0.0:f                              
        mov (16|M0)              r13.0<1>:f    0.0:f                              
(W)     jmpi                                 L504                                
L160:
        shl (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     2:w              
(W)     mov (2|M0)               r5.4<1>:f     0.0:f                              
        send (16|M0)             r17:w    r15:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r15.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
L216:
(W)     shl (1|M0)               r5.0<1>:d     r5.4<0;1,0>:d     2:w              
        mov (16|M0)              r13.0<1>:f    r5.4<0;1,0>:f                    {Compacted}
        mov (16|M0)              r11.0<1>:f    r5.5<0;1,0>:f                    {Compacted}
(W)     send (1|M0)              r19      r5:f    0xA            0x02110800           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
        cmp (16|M0)   (eq)f1.1   null<1>:d     r19.0<0;1,0>:d    r17.0<8;8,1>:d  
(f1.1)  goto (16|M0)                         L472                  L504                
L296:
(W)     mul (1|M0)               acc0.0<1>:ud  r5.4<0;1,0>:ud    0xAAAB:uw             
(W)     xor (1|M0)               r3.3<1>:d     r19.0<0;1,0>:d    r5.4<0;1,0>:d   
(W)     mach (1|M0)              r20.0<1>:ud   r5.4<0;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     shr (1|M0)               r3.1<1>:d     r20.0<0;1,0>:ud   1:w              
(W)     mul (1|M0)               r3.2<1>:d     r3.1<0;1,0>:d     -3:w              
(W)     cmp (1|M0)    (eq)f1.0   null<1>:d     r3.2<0;1,0>:d     -r5.4<0;1,0>:d  
(W)     add (1|M0)               r5.4<1>:d     r5.4<0;1,0>:d     1:w              
(W&~f1.0) sel (1|M0)             r3.4<1>:d     r3.3<0;1,0>:d     0:w              
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r5.4<0;1,0>:ud    r5.6<0;1,0>:ud  
(W)     add (1|M0)               r5.5<1>:d     r5.5<0;1,0>:d     r3.4<0;1,0>:d   
(W&f0.1) jmpi                                L216                                
L472:
        join (16|M0)                         L504                                
L488:
        mov (16|M0)              r11.0<1>:f    r5.5<0;1,0>:f                    {Compacted}
        mov (16|M0)              r13.0<1>:f    r5.4<0;1,0>:f                    {Compacted}
L504:
        join (16|M0)                         L504                                
L520:
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     3:w              
        mov (16|M0)              r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r25.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r21     r23     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L592:
