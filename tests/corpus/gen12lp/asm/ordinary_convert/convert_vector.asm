L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r8.4<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    4:w               {Compacted,@2}
        send.dc1 (16|M0)         r19      r15     null    0x0            0x04805000           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r27      r17     null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        shl (16|M0)              r99.0<1>:d    r11.0<8;8,1>:d    3:w               {Compacted}
        shl (16|M16)             r101.0<1>:d   r13.0<8;8,1>:d    3:w               {Compacted}
        mul (16|M0)              acc0.0<1>:f   r21.0<8;8,1>:f    256.0:f               {Compacted,$0.dst}
        mul (16|M0)              r35.0<1>:f    r19.0<8;8,1>:f    256.0:f               {Compacted}
        rnde (16|M0)             r63.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}
        rnde (16|M0)             r51.0<1>:f    r35.0<8;8,1>:f                   {Compacted,@2}
        cmp (16|M0)   (eq)f1.0   null<1>:f     r63.0<8;8,1>:f    r63.0<8;8,1>:f   {@2}
        mul (16|M16)             acc0.0<1>:f   r27.0<8;8,1>:f    256.0:f               {Compacted,$1.dst}
(W)     mov (1|M0)               r4.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     r51.0<8;8,1>:f    r51.0<8;8,1>:f   {@4}
        rnde (16|M16)            r53.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}
        mul (16|M0)              acc0.0<1>:f   r23.0<8;8,1>:f    256.0:f               {Compacted}
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        rnde (16|M0)             r75.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                   {@2}
        cmp (16|M16)  (eq)f1.0   null<1>:f     r53.0<8;8,1>:f    r53.0<8;8,1>:f   {@5}
        mul (16|M16)             acc0.0<1>:f   r29.0<8;8,1>:f    256.0:f               {Compacted}
        mul (16|M16)             r45.0<1>:f    r31.0<8;8,1>:f    256.0:f               {Compacted}
(W)     mov (1|M0)               r4.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     r75.0<8;8,1>:f    r75.0<8;8,1>:f   {@6}
        rnde (16|M16)            r65.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}
        rnde (16|M16)            r77.0<1>:f    r45.0<8;8,1>:f                   {Compacted,@4}
        mul (16|M0)              acc0.0<1>:f   r25.0<8;8,1>:f    256.0:f               {Compacted}
        mul (16|M16)             r49.0<1>:f    r33.0<8;8,1>:f    256.0:f               {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r4.1<0;1,0>:ud                  
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:f     r65.0<8;8,1>:f    r65.0<8;8,1>:f   {@6}
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                   {@2}
        cmp (16|M16)  (eq)f1.0   null<1>:f     r77.0<8;8,1>:f    r77.0<8;8,1>:f   {@7}
        rnde (16|M0)             r87.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}
        rnde (16|M16)            r89.0<1>:f    r49.0<8;8,1>:f                   {Compacted,@7}
(W)     mov (1|M0)               r4.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r4.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (eq)f0.0   null<1>:f     r87.0<8;8,1>:f    r87.0<8;8,1>:f   {Compacted,@4}
        cmp (16|M16)  (eq)f0.0   null<1>:f     r89.0<8;8,1>:f    r89.0<8;8,1>:f   {@4}
(W)     mov (1|M0)               f1.0<1>:ud    r4.1<0;1,0>:ud                   {@4}
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r63.0<8;8,1>:f    -32768.0:f               {Compacted}
        sel (16|M16)  (ge)f0.0   r69.0<1>:f    r65.0<8;8,1>:f    -32768.0:f              
        sel (16|M0)   (ge)f0.0   r91.0<1>:f    r87.0<8;8,1>:f    -32768.0:f               {Compacted}
        sel (16|M16)  (ge)f0.0   r93.0<1>:f    r89.0<8;8,1>:f    -32768.0:f              
        sel (16|M0)   (lt)f0.0   r71.0<1>:f    acc0.0<8;8,1>:f   32767.0:f              
        sel (16|M16)  (lt)f0.0   r73.0<1>:f    r69.0<8;8,1>:f    32767.0:f               {@4}
        sel (16|M0)   (lt)f0.0   r95.0<1>:f    r91.0<8;8,1>:f    32767.0:f               {@4}
        sel (16|M16)  (lt)f0.0   r97.0<1>:f    r93.0<8;8,1>:f    32767.0:f               {@4}
(~f1.0) mov (16|M0)              r71.0<1>:f    0.0:f                              
(~f1.0) mov (16|M16)             r73.0<1>:f    0.0:f                              
(~f0.0) mov (16|M0)              r95.0<1>:f    0.0:f                              
(~f0.0) mov (16|M16)             r97.0<1>:f    0.0:f                              
(W)     mov (1|M0)               f1.0<1>:ud    r4.2<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r4.2<0;1,0>:ud                  
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r51.0<8;8,1>:f    -32768.0:f               {Compacted}
        sel (16|M16)  (ge)f0.0   r57.0<1>:f    r53.0<8;8,1>:f    -32768.0:f              
        sel (16|M0)   (lt)f0.0   r59.0<1>:f    acc0.0<8;8,1>:f   32767.0:f              
        sel (16|M16)  (lt)f0.0   r61.0<1>:f    r57.0<8;8,1>:f    32767.0:f               {@2}
(~f1.0) mov (16|M0)              r59.0<1>:f    0.0:f                              
(~f0.0) mov (16|M16)             r61.0<1>:f    0.0:f                              
(W)     mov (1|M0)               f1.0<1>:ud    r4.3<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r4.3<0;1,0>:ud                  
        sel (16|M0)   (ge)f0.0   acc0.0<1>:f   r75.0<8;8,1>:f    -32768.0:f               {Compacted}
        sel (16|M16)  (ge)f0.0   r81.0<1>:f    r77.0<8;8,1>:f    -32768.0:f              
        mov (16|M0)              r111.0<2>:w   r71.0<8;8,1>:f                  
        mov (16|M16)             r113.0<2>:w   r73.0<8;8,1>:f                  
        mov (16|M0)              r115.0<2>:w   r95.0<8;8,1>:f                  
        mov (16|M16)             r117.0<2>:w   r97.0<8;8,1>:f                  
        sel (16|M0)   (lt)f0.0   r83.0<1>:f    acc0.0<8;8,1>:f   32767.0:f              
        sel (16|M16)  (lt)f0.0   r85.0<1>:f    r81.0<8;8,1>:f    32767.0:f               {@6}
(~f0.0) mov (16|M0)              r83.0<1>:f    0.0:f                              
(~f1.0) mov (16|M16)             r85.0<1>:f    0.0:f                              
        mov (16|M0)              r103.0<2>:w   r59.0<8;8,1>:f                  
        mov (16|M16)             r107.0<2>:w   r61.0<8;8,1>:f                  
        mov (16|M0)              r105.0<2>:w   r83.0<8;8,1>:f                   {@4}
        mov (16|M16)             r109.0<2>:w   r85.0<8;8,1>:f                   {@4}
        mov (16|M0)              r103.1<2>:hf  r111.0<2;1,0>:hf                
        mov (16|M16)             r107.1<2>:hf  r113.0<2;1,0>:hf                
        mov (16|M0)              r105.1<2>:hf  r115.0<2;1,0>:hf                
        mov (16|M16)             r109.1<2>:hf  r117.0<2;1,0>:hf                
        send.dc1 (16|M0)         null     r99     r103    0x100            0x04025C01           {@2,$2} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r101    r107    0x100            0x04025C01           {@1,$3} // wr:2+4, rd:0; untyped surface write with xy
(W)     send.dc0 (8|M0)          r119     r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r119.0<8;8,1>:ud                 {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1232:
