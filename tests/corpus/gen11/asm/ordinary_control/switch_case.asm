L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r126.0<1>:d   r8.4<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r4.0<1>:d     r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d   
        shl (16|M0)              r9.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2:w              
        send (16|M0)             r11:w    r9:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r120:w   r122:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mul (8|M0)               acc0.0<1>:ud  r11.0<8;8,1>:ud   0xAAAB:uw             
        mach (8|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r12.0<8;8,1>:ud   0xAAAB:uw             
        mach (8|M8)              r14.0<1>:ud   r12.0<8;8,1>:ud   0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r120.0<8;8,1>:ud  0xAAAB:uw             
        shr (16|M0)              r15.0<1>:d    r13.0<8;8,1>:ud   2:w              
        mach (8|M16)             r118.0<1>:ud  r120.0<8;8,1>:ud  0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r121.0<8;8,1>:ud  0xAAAB:uw             
        mad (16|M0)              r17.0<1>:d    r11.0<8;1>:d      r15.0<8;1>:d      -6:w              
        mach (8|M24)             r119.0<1>:ud  r121.0<8;8,1>:ud  0xAAAAAAAB:ud              {AccWrEn}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r17.0<8;8,1>:ud   0x2:uw             
        shr (16|M16)             r116.0<1>:d   r118.0<8;8,1>:ud  2:w              
        mad (16|M16)             r114.0<1>:d   r120.0<8;1>:d     r116.0<8;1>:d     -6:w              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r114.0<8;8,1>:ud  0x2:uw             
(~f0.0) if (32|M0)                           L640                  L736                
L424:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r17.0<8;8,1>:ud   0x4:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r114.0<8;8,1>:ud  0x4:uw             
(~f1.0) if (32|M0)                           L576                  L608                
L472:
        shr (16|M0)              r19.0<1>:d    r11.0<8;8,1>:ud   1:w              
        shr (16|M16)             r112.0<1>:d   r120.0<8;8,1>:ud  1:w              
        cmp (16|M0)   (eq)f0.0   r21.0<1>:d    r17.0<8;8,1>:d    4:w              
        cmp (16|M16)  (eq)f1.0   r110.0<1>:d   r114.0<8;8,1>:d   4:w              
        and (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}
        and (16|M16)             r108.0<1>:d   r112.0<8;8,1>:d   r110.0<8;8,1>:d 
        else (32|M0)                         L608                  L608                
L576:
        xor (16|M0)              r23.0<1>:d    r11.0<8;8,1>:d    255:w              
        xor (16|M16)             r108.0<1>:d   r120.0<8;8,1>:d   255:w              
L608:
        endif (32|M0)                        L624                                
L624:
        else (32|M0)                         L736                  L736                
L640:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r17.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r114.0<8;8,1>:d   0:w              
(~f0.0) add (16|M0)              r23.0<1>:d    r11.0<8;8,1>:d    100:w              
(~f0.0) add (16|M16)             r108.0<1>:d   r120.0<8;8,1>:d   100:w              
(f0.0)  shl (16|M0)              r23.0<1>:d    r11.0<8;8,1>:d    1:w              
(f0.0)  shl (16|M16)             r108.0<1>:d   r120.0<8;8,1>:d   1:w              
L736:
        endif (32|M0)                        L752                                
L752:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r9      r23     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r122    r108    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L808:
