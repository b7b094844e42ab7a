L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r8.2<0;1,0>:uw  
(W)     mov (1|M0)               r127.0<1>:f   0xBF317200:f                              
(W)     mov (1|M0)               r22.4<1>:hf   0x1:hf                             
(W)     mov (1|M0)               r127.4<1>:f   0x35BFBE8E:f                              
(W)     mov (1|M0)               r60.7<1>:f    -0.5:f                              
(W)     mach (1|M0)              r6.0<1>:d     r9.3<0;1,0>:d     r8.1<0;1,0>:d    {Compacted}
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r3.0<1>:d     r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r30.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r66.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r30.0<8;8,1>:d    2:w              
        shl (16|M16)             r14.0<1>:d    r66.0<8;8,1>:d    2:w              
        send (16|M0)             r42:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r64:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r122:w   r16:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r113:w   r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              acc0.0<1>:f   r42.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M16)             r4.0<1>:f     r64.0<8;8,1>:f    1.442695e+00:f              
        cmp (16|M0)   (lt)f0.0   null<1>:f     r42.0<8;8,1>:f    -105.0:f              
        cmp (16|M16)  (lt)f0.0   null<1>:f     r64.0<8;8,1>:f    -105.0:f              
        rndz (16|M0)             r2.0<1>:f     acc0.0<8;8,1>:f                 
        rndz (16|M16)            r10.0<1>:f    r4.0<8;8,1>:f                   
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r64.0<8;8,1>:f  inf:f           
        mad (16|M0)              acc0.0<1>:f   r42.0<8;1>:f      r2.0<8;1>:f       r127.0<0>:f     
        mad (16|M16)             r4.0<1>:f     r64.0<8;1>:f      r10.0<8;1>:f      r127.0<0>:f     
(W)     mov (1|M0)               r127.0<1>:f   0xB5BFBE8E:f                              
(W)     mov (1|M0)               r22.1<1>:ud   f1.0<0;1,0>:ud                  
        cmp (16|M16)  (gt)f1.0   null<1>:f     r64.0<8;8,1>:f    0.0:f              
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r42.0<8;8,1>:f  inf:f           
        mac (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     r127.0<0;1,0>:f  {Compacted}
        mad (16|M16)             acc0.0<1>:f   r4.0<8;1>:f       r10.0<8;1>:f      r127.0<0>:f     
        math.exp (16|M0)         r4.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M16)             r6.0<1>:f     acc0.0<8;8,1>:f   1.442695e+00:f              
        math.exp (16|M16)        r2.0<1>:f     r10.0<8;8,1>:f                  
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r22.4<0;1,0>:uw   0x0:uw             
        math.exp (16|M0)         r18.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r42.0<8;8,1>:f    0.0:f              
        math.exp (16|M16)        r10.0<1>:f    r6.0<8;8,1>:f                   
        math.sqt (16|M16)        r12.0<1>:f    r64.0<8;8,1>:f                  
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted}
        math.sqt (16|M0)         r18.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
(f0.0)  mov (16|M0)              r4.0<1>:f     0.0:f                              
        cmp (16|M0)   (gt)f0.0   null<1>:f     r42.0<8;8,1>:f    105.0:f              
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r10.0<8;8,1>:f  
        add (16|M0)              r10.0<1>:d    r9.0<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}
(f0.0)  mov (16|M16)             r2.0<1>:f     0.0:f                              
(W)     mov (1|M0)               r22.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        add (16|M16)             r6.0<1>:d     r9.0<0;1,0>:d     r66.0<8;8,1>:d  
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        sends (16|M0)            null:w   r16     r18     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               f0.0<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r64.0<8;8,1>:f    105.0:f              
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     2:w              
        sends (16|M16)           null:w   r14     r12     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               r22.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r22.1<0;1,0>:ud                  {Compacted}
(f0.0)  sel (16|M16)             r20.0<1>:uw   r22.4<0;1,0>:uw   0x0:uw             
(W)     mov (1|M0)               f0.0<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r20.0<16;16,1>:uw
(f0.0)  mov (16|M0)              r4.0<1>:f     inf:f                              
(f0.0)  mov (16|M16)             r2.0<1>:f     inf:f                              
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r10     r4      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
(~f1.0) if (32|M0)                           L1048                  L1912                
L1008:
        math.log (16|M0)         r2.0<1>:f     r42.0<8;8,1>:f                   {Compacted}
        math.log (16|M16)        r6.0<1>:f     r64.0<8;8,1>:f                  
        else (32|M0)                         L1912                  L1912                
L1048:
        cmp (16|M0)   (lt)f1.0   null<1>:f     r42.0<8;8,1>:f    0x800000:f              
        cmp (16|M16)  (lt)f1.0   null<1>:f     r64.0<8;8,1>:f    0x800000:f              
        mul (16|M0)              r4.0<1>:f     r42.0<8;8,1>:f    8.388608e+06:f              
        mul (16|M16)             r10.0<1>:f    r64.0<8;8,1>:f    8.388608e+06:f              
(~f1.0) mov (16|M0)              r4.0<1>:f     r42.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r10.0<1>:f    r64.0<8;8,1>:f                  
(W)     mov (1|M0)               r12.0<1>:f    -23.0:f                              
(W)     mov (1|M0)               r127.0<1>:f   0x3F317200:f                              
        add (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     -1059760811:d              
        add (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    -1059760811:d              
(f1.0)  sel (16|M0)              acc0.0<1>:f   r12.0<0;1,0>:f    0.0:f              
(f1.0)  sel (16|M16)             r18.0<1>:f    r12.0<0;1,0>:f    0.0:f              
        and (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     8388607:d              
        and (16|M16)             r12.0<1>:d    r4.0<8;8,1>:d     8388607:d              
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w              
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1059760811:d              
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    1059760811:d              
        mov (16|M0)              r10.0<1>:f    r2.0<8;8,1>:d                    {Compacted}
        mov (16|M16)             r16.0<1>:f    r4.0<8;8,1>:d                   
        add (16|M0)              r124.0<1>:f   r14.0<8;8,1>:f    -1.0:f              
        add (16|M16)             r119.0<1>:f   r12.0<8;8,1>:f    -1.0:f              
(W)     mov (1|M0)               r14.1<1>:f    0xBE0402C8:f                              
(W)     mov (1|M0)               r14.0<1>:f    0x3E0F335D:f                              
        add (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted}
        add (16|M16)             r10.0<1>:f    r18.0<8;8,1>:f    r16.0<8;8,1>:f  
(W)     mov (1|M0)               r18.0<1>:f    0xBDF9889E:f                              
        mad (16|M0)              r2.0<1>:f     r14.0<0;0>:f      r124.0<8;1>:f     r14.1<0>:f      
        mad (16|M16)             r12.0<1>:f    r14.0<0;0>:f      r119.0<8;1>:f     r14.1<0>:f      
        mad (16|M0)              r14.0<1>:f    r18.0<0;0>:f      r124.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r16.0<1>:f    r18.0<0;0>:f      r119.0<8;1>:f     r12.0<1>:f      
(W)     mov (1|M0)               r18.0<1>:f    1.400587e-01:f                              
        mad (16|M0)              r12.0<1>:f    r18.0<0;0>:f      r124.0<8;1>:f     r14.0<1>:f      
        mad (16|M16)             r14.0<1>:f    r18.0<0;0>:f      r119.0<8;1>:f     r16.0<1>:f      
(W)     mov (1|M0)               r16.0<1>:f    0xBE2ACEE6:f                              
(W)     mov (1|M0)               r18.0<1>:f    0x3E4CE814:f                              
        mad (16|M0)              r2.0<1>:f     r16.0<0;0>:f      r124.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r12.0<1>:f    r16.0<0;0>:f      r119.0<8;1>:f     r14.0<1>:f      
        mad (16|M0)              r16.0<1>:f    r18.0<0;0>:f      r124.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r18.0<0;0>:f      r119.0<8;1>:f     r12.0<1>:f      
(W)     mov (1|M0)               r18.0<1>:f    0xBE7FFF78:f                              
        mad (16|M0)              r2.0<1>:f     r18.0<0;0>:f      r124.0<8;1>:f     r16.0<1>:f      
        mad (16|M16)             r12.0<1>:f    r18.0<0;0>:f      r119.0<8;1>:f     r14.0<1>:f      
(W)     mov (1|M0)               r18.0<1>:f    0x3EAAAA83:f                              
        mad (16|M0)              r16.0<1>:f    r18.0<0;0>:f      r124.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r18.0<0;0>:f      r119.0<8;1>:f     r12.0<1>:f      
        mad (16|M0)              r2.0<1>:f     r60.7<0;0>:f      r124.0<8;1>:f     r16.0<1>:f      
        mad (16|M16)             r12.0<1>:f    r60.7<0;0>:f      r119.0<8;1>:f     r14.0<1>:f      
        mul (16|M0)              r2.0<1>:f     r124.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r12.0<1>:f    r119.0<8;8,1>:f   r12.0<8;8,1>:f  
        mad (16|M0)              acc0.0<1>:f   r124.0<8;1>:f     r124.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r119.0<8;1>:f     r119.0<8;1>:f     r12.0<1>:f      
        mac (16|M0)              r16.0<1>:f    r4.0<8;8,1>:f     r127.4<0;1,0>:f  {Compacted}
        mad (16|M16)             acc0.0<1>:f   r14.0<8;1>:f      r10.0<8;1>:f      r127.4<0>:f     
        mad (16|M0)              r2.0<1>:f     r16.0<8;1>:f      r4.0<8;1>:f       r127.0<0>:f     
        mac (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    r127.0<0;1,0>:f 
L1912:
        endif (32|M0)                        L1928                                
L1928:
(W)     shl (1|M0)               r12.0<1>:d    r9.0<0;1,0>:d     1:w              
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r42.0<8;8,1>:f  10000.0:f           
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r64.0<8;8,1>:f  10000.0:f           
(W)     mov (1|M0)               r52.0<1>:f    0x4B400000:f                              
        add (16|M0)              r10.0<1>:d    r12.0<0;1,0>:d    r30.0<8;8,1>:d   {Compacted}
        add (16|M16)             r4.0<1>:d     r12.0<0;1,0>:d    r66.0<8;8,1>:d  
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r10     r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r4      r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(~f1.0) if (32|M0)                           L3280                  L19176                
L2112:
(W)     mov (1|M0)               r127.0<1>:f   0x3EA2F983:f                              
(W)     mov (1|M0)               r52.3<1>:f    -3.140625e+00:f                              
(W)     mov (1|M0)               r14.0<1>:f    -9.675026e-04:f                              
(W)     mov (1|M0)               r52.7<1>:f    0xB4222000:f                              
(W)     mov (1|M0)               r52.6<1>:f    -5.126688e-12:f                              
(W)     mov (1|M0)               r52.2<1>:f    0x362EDEF8:f                              
(W)     mov (1|M0)               r52.1<1>:f    0xB94FB7FF:f                              
        mad (16|M0)              r120.0<1>:f   r52.0<0;0>:f      r42.0<8;1>:f      r127.0<0>:f     
        mad (16|M16)             r125.0<1>:f   r52.0<0;0>:f      r64.0<8;1>:f      r127.0<0>:f     
(W)     mov (1|M0)               r52.5<1>:f    0x3C08876A:f                              
(W)     mov (1|M0)               r52.4<1>:f    -1.666666e-01:f                              
        shl (16|M0)              r12.0<1>:d    r120.0<8;8,1>:d   31:w              
        shl (16|M16)             r10.0<1>:d    r125.0<8;8,1>:d   31:w              
        add (16|M0)              acc0.0<1>:f   r120.0<8;8,1>:f   0xCB400000:f              
        add (16|M16)             r125.0<1>:f   r125.0<8;8,1>:f   0xCB400000:f              
        mad (16|M0)              r4.0<1>:f     r42.0<8;1>:f      acc0.0<8;1>:f     r52.3<0>:f      
        mad (16|M16)             r2.0<1>:f     r64.0<8;1>:f      r125.0<8;1>:f     r52.3<0>:f      
        mad (16|M0)              r6.0<1>:f     r4.0<8;1>:f       acc0.0<8;1>:f     r14.0<0>:f      
        mad (16|M16)             r4.0<1>:f     r2.0<8;1>:f       r125.0<8;1>:f     r14.0<0>:f      
        mad (16|M0)              r2.0<1>:f     r6.0<8;1>:f       acc0.0<8;1>:f     r52.7<0>:f      
        mad (16|M16)             r6.0<1>:f     r4.0<8;1>:f       r125.0<8;1>:f     r52.7<0>:f      
        mad (16|M0)              r4.0<1>:f     r2.0<8;1>:f       acc0.0<8;1>:f     r52.6<0>:f      
        mad (16|M16)             r2.0<1>:f     r6.0<8;1>:f       r125.0<8;1>:f     r52.6<0>:f      
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r125.0<1>:f   r2.0<8;8,1>:f     r2.0<8;8,1>:f   
        xor (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    r2.0<8;8,1>:d   
        mad (16|M0)              r10.0<1>:f    r52.1<0;0>:f      acc0.0<8;1>:f     r52.2<0>:f      
        mad (16|M16)             r2.0<1>:f     r52.1<0;0>:f      r125.0<8;1>:f     r52.2<0>:f      
        mad (16|M0)              r12.0<1>:f    r52.5<0;0>:f      acc0.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r10.0<1>:f    r52.5<0;0>:f      r125.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r2.0<1>:d     r66.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M0)              r110.0<1>:f   r52.4<0;0>:f      acc0.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r117.0<1>:f   r52.4<0;0>:f      r125.0<8;1>:f     r10.0<1>:f      
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        mul (16|M0)              r110.0<1>:f   acc0.0<8;8,1>:f   r110.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r117.0<1>:f   r125.0<8;8,1>:f   r117.0<8;8,1>:f 
        mad (16|M0)              r10.0<1>:f    r6.0<8;1>:f       r6.0<8;1>:f       r110.0<1>:f     
        mad (16|M16)             r6.0<1>:f     r4.0<8;1>:f       r4.0<8;1>:f       r117.0<1>:f     
        mad (16|M0)              r4.0<1>:d     r30.0<8;1>:d      r9.0<0;0>:d       3:w              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r4      r10     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r6      0x8C            0x04025E02           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              acc0.0<1>:f   r42.0<8;8,1>:f    0x3FC90FDB:f              
        add (16|M16)             r2.0<1>:f     r64.0<8;8,1>:f    0x3FC90FDB:f              
        mad (16|M0)              r120.0<1>:f   r52.0<0;0>:f      acc0.0<8;1>:f     r127.0<0>:f     
        mad (16|M16)             r125.0<1>:f   r52.0<0;0>:f      r2.0<8;1>:f       r127.0<0>:f     
        shl (16|M0)              r12.0<1>:d    r120.0<8;8,1>:d   31:w              
        shl (16|M16)             r10.0<1>:d    r125.0<8;8,1>:d   31:w              
        add (16|M0)              acc0.0<1>:f   r120.0<8;8,1>:f   0xCB400000:f              
        add (16|M16)             r125.0<1>:f   r125.0<8;8,1>:f   0xCB400000:f              
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -0.5:f              
        add (16|M16)             r125.0<1>:f   r125.0<8;8,1>:f   -0.5:f              
        mad (16|M0)              r4.0<1>:f     r42.0<8;1>:f      acc0.0<8;1>:f     r52.3<0>:f      
        mad (16|M16)             r2.0<1>:f     r64.0<8;1>:f      r125.0<8;1>:f     r52.3<0>:f      
        mad (16|M0)              r6.0<1>:f     r4.0<8;1>:f       acc0.0<8;1>:f     r14.0<0>:f      
        mad (16|M16)             r4.0<1>:f     r2.0<8;1>:f       r125.0<8;1>:f     r14.0<0>:f      
        mad (16|M0)              r2.0<1>:f     r6.0<8;1>:f       acc0.0<8;1>:f     r52.7<0>:f      
        mad (16|M16)             r6.0<1>:f     r4.0<8;1>:f       r125.0<8;1>:f     r52.7<0>:f      
        mad (16|M0)              r4.0<1>:f     r2.0<8;1>:f       acc0.0<8;1>:f     r52.6<0>:f      
        mad (16|M16)             r2.0<1>:f     r6.0<8;1>:f       r125.0<8;1>:f     r52.6<0>:f      
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r125.0<1>:f   r2.0<8;8,1>:f     r2.0<8;8,1>:f   
        xor (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    r2.0<8;8,1>:d   
        mad (16|M0)              r2.0<1>:f     r52.1<0;0>:f      acc0.0<8;1>:f     r52.2<0>:f      
        mad (16|M16)             r10.0<1>:f    r52.1<0;0>:f      r125.0<8;1>:f     r52.2<0>:f      
        mad (16|M0)              r12.0<1>:f    r52.5<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r2.0<1>:f     r52.5<0;0>:f      r125.0<8;1>:f     r10.0<1>:f      
        mad (16|M0)              r110.0<1>:f   r52.4<0;0>:f      acc0.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r117.0<1>:f   r52.4<0;0>:f      r125.0<8;1>:f     r2.0<1>:f       
        mul (16|M0)              r110.0<1>:f   acc0.0<8;8,1>:f   r110.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r117.0<1>:f   r125.0<8;8,1>:f   r117.0<8;8,1>:f 
        mad (16|M0)              r2.0<1>:f     r6.0<8;1>:f       r6.0<8;1>:f       r110.0<1>:f     
        mad (16|M16)             r32.0<1>:f    r4.0<8;1>:f       r4.0<8;1>:f       r117.0<1>:f     
        else (32|M0)                         L19176                  L19176                
L3280:
        and (16|M0)              r120.0<1>:d   r42.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r125.0<1>:d   r64.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               r127.2<1>:f   0x27C234C4:f                              
(W)     mov (1|M0)               r127.1<1>:f   0x33A22168:f                              
(W)     mov (1|M0)               r60.6<1>:f    0x3F22F983:f                              
        cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r120.0<8;8,1>:f  2.0:f          
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r125.0<8;8,1>:f  2.0:f          
(W)     mov (1|M0)               r127.0<1>:f   0x3FC90FDA:f                              
(W)     mov (1|M0)               r52.6<1>:f    0.5:f                              
(~f0.0) if (32|M0)                           L9416                  L10072                
L3440:
        and (16|M0)              r2.0<1>:d     r42.0<8;8,1>:d    8388607:d              
        and (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    8388607:d              
        shr (16|M0)              r18.0<1>:d    r120.0<8;8,1>:ud  23:w              
        shr (16|M16)             r44.0<1>:d    r125.0<8;8,1>:ud  23:w              
        or (16|M0)               r16.0<1>:d    r2.0<8;8,1>:d     8388608:d              
        or (16|M16)              r46.0<1>:d    r4.0<8;8,1>:d     8388608:d              
(W)     mov (1|M0)               r52.2<1>:hf   -qnan(0x1E0):hf                             
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0x63AB:uw             
        mach (8|M0)              r14.0<1>:d    r16.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0x63AB:uw             
        mach (8|M8)              r15.0<1>:d    r17.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x63AB:uw             
        mach (8|M16)             r40.0<1>:d    r46.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x63AB:uw             
        mach (8|M24)             r41.0<1>:d    r47.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M0)              r20.0<1>:d    r16.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M8)              r21.0<1>:d    r17.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M16)             r6.0<1>:d     r46.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M24)             r7.0<1>:d     r47.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0x9041:uw             
        mach (8|M0)              r10.0<1>:d    r16.0<8;8,1>:d    1011060801:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0x9041:uw             
        mach (8|M8)              r11.0<1>:d    r17.0<8;8,1>:d    1011060801:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x9041:uw             
        mach (8|M16)             r4.0<1>:d     r46.0<8;8,1>:d    1011060801:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x9041:uw             
        mach (8|M24)             r5.0<1>:d     r47.0<8;8,1>:d    1011060801:d              
        addc (8|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r11.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r38.0<1>:ud   r4.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn}
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r39.0<1>:ud   r5.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn}
        mov (8|M24)              r11.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0x9041:uw             
        mach (8|M0)              r20.0<1>:d    r16.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x9041:uw             
        mach (8|M8)              r21.0<1>:d    r17.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x9041:uw             
        add (16|M0)              r4.0<1>:d     r20.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r6.0<1>:d     r46.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x9041:uw             
        mach (8|M24)             r7.0<1>:d     r47.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0x9599:uw             
        add (16|M16)             r22.0<1>:d    r6.0<8;8,1>:d     r10.0<8;8,1>:d  
        mach (8|M0)              r20.0<1>:d    r16.0<8;8,1>:d    -614296167:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0x9599:uw             
        mach (8|M8)              r21.0<1>:d    r17.0<8;8,1>:d    -614296167:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x9599:uw             
        mach (8|M16)             r6.0<1>:d     r46.0<8;8,1>:d    -614296167:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x9599:uw             
        mach (8|M24)             r7.0<1>:d     r47.0<8;8,1>:d    -614296167:d              
        addc (8|M0)              r10.0<1>:ud   r4.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r5.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r36.0<1>:ud   r22.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn}
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r37.0<1>:ud   r23.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn}
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0x9599:uw             
        mach (8|M0)              r22.0<1>:d    r16.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x9599:uw             
        mach (8|M8)              r23.0<1>:d    r17.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x9599:uw             
        add (16|M0)              r4.0<1>:d     r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r6.0<1>:d     r46.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x9599:uw             
        mach (8|M24)             r7.0<1>:d     r47.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0xDDC0:uw             
        add (16|M16)             r26.0<1>:d    r6.0<8;8,1>:d     r20.0<8;8,1>:d  
        mach (8|M0)              r20.0<1>:d    r16.0<8;8,1>:d    -181084736:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M8)              r21.0<1>:d    r17.0<8;8,1>:d    -181084736:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M16)             r22.0<1>:d    r46.0<8;8,1>:d    -181084736:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M24)             r23.0<1>:d    r47.0<8;8,1>:d    -181084736:d              
        addc (8|M0)              r6.0<1>:ud    r4.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r7.0<1>:ud    r5.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r34.0<1>:ud   r26.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r35.0<1>:ud   r27.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r25.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M0)              r4.0<1>:d     r16.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M8)              r5.0<1>:d     r17.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0xDDC0:uw             
        add (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r22.0<1>:d    r46.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M24)             r23.0<1>:d    r47.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0x57D1:uw             
        add (16|M16)             r48.0<1>:d    r22.0<8;8,1>:d    r24.0<8;8,1>:d  
        mach (8|M0)              r22.0<1>:d    r16.0<8;8,1>:d    -64530479:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0x57D1:uw             
        mach (8|M8)              r23.0<1>:d    r17.0<8;8,1>:d    -64530479:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x57D1:uw             
        mach (8|M16)             r24.0<1>:d    r46.0<8;8,1>:d    -64530479:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x57D1:uw             
        mach (8|M24)             r25.0<1>:d    r47.0<8;8,1>:d    -64530479:d              
        addc (8|M0)              r4.0<1>:ud    r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r28.0<1>:ud   r48.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r29.0<1>:ud   r49.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r27.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M0)              r20.0<1>:d    r16.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M8)              r21.0<1>:d    r17.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x57D1:uw             
        add (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r24.0<1>:d    r46.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M24)             r25.0<1>:d    r47.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0x1529:uw             
        add (16|M16)             r50.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d  
        mach (8|M0)              r24.0<1>:d    r16.0<8;8,1>:d    1313084713:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0x1529:uw             
        mach (8|M8)              r25.0<1>:d    r17.0<8;8,1>:d    1313084713:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x1529:uw             
        mach (8|M16)             r26.0<1>:d    r46.0<8;8,1>:d    1313084713:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x1529:uw             
        mach (8|M24)             r27.0<1>:d    r47.0<8;8,1>:d    1313084713:d              
        addc (8|M0)              r2.0<1>:ud    r22.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r3.0<1>:ud    r23.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r48.0<1>:ud   r50.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r53.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r49.0<1>:ud   r51.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r54.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0x1529:uw             
        mach (8|M0)              r22.0<1>:d    r16.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x1529:uw             
        mach (8|M8)              r23.0<1>:d    r17.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x1529:uw             
        add (16|M0)              r24.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r26.0<1>:d    r46.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x1529:uw             
        mach (8|M24)             r27.0<1>:d    r47.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r16.0<8;8,1>:d    0x836E:uw             
        add (16|M16)             r50.0<1>:d    r26.0<8;8,1>:d    r53.0<8;8,1>:d  
        mach (8|M0)              r26.0<1>:d    r16.0<8;8,1>:d    -1560706194:d              
(W)     mul (8|M8)               acc0.0<1>:d   r17.0<8;8,1>:d    0x836E:uw             
        mach (8|M8)              r27.0<1>:d    r17.0<8;8,1>:d    -1560706194:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x836E:uw             
        mach (8|M16)             r55.0<1>:d    r46.0<8;8,1>:d    -1560706194:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x836E:uw             
        mach (8|M24)             r56.0<1>:d    r47.0<8;8,1>:d    -1560706194:d              
        addc (8|M0)              r22.0<1>:ud   r24.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r23.0<1>:ud   r25.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r50.0<8;8,1>:ud   r55.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r53.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r27.0<1>:ud   r51.0<8;8,1>:ud   r56.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r54.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0x836E:uw             
        mach (8|M0)              r24.0<1>:d    r16.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x836E:uw             
        mach (8|M8)              r25.0<1>:d    r17.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x836E:uw             
        add (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    -120:w              
        mach (8|M16)             r50.0<1>:d    r46.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x836E:uw             
        add (16|M16)             r24.0<1>:d    r44.0<8;8,1>:d    -120:w              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw             
        mach (8|M24)             r51.0<1>:d    r47.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r22.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r22.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
        add (16|M16)             r46.0<1>:d    r50.0<8;8,1>:d    r53.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    r10.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r44.0<1>:d    r26.0<8;8,1>:d    r46.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r46.0<1>:d    r48.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r14.0<1>:d    r52.2<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r48.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r48.0<1>:d    r34.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r28.0<1>:d    r36.0<8;8,1>:d    r34.0<8;8,1>:d  
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r34.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r36.0<1>:d    r40.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r40.0<1>:d    r52.2<0;1,0>:w    0:w              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r12.0<8;8,1>:ud   0x1F:uw             
        add (16|M16)             r38.0<1>:d    r40.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r22.0<8;8,1>:d  
        cmp (16|M16)  (gt)f1.0   null<1>:d     r38.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r10.0<1>:d    r52.2<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r24.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    r46.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r44.0<1>:d    r34.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r48.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r28.0<1>:d    r36.0<8;8,1>:d    r34.0<8;8,1>:d  
        add (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r34.0<1>:d    r52.2<0;1,0>:w    0:w              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0x1F:uw             
        add (16|M16)             r48.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d  
        cmp (16|M16)  (gt)f1.0   null<1>:d     r48.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r18.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r14.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r4.0<1>:d     r52.2<0;1,0>:w    0:w              
(f1.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r20.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r20.0<1>:d    r52.2<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r46.0<1>:d    r40.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r40.0<8;8,1>:d  
        add (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
(f1.0)  sel (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r40.0<1>:d    r28.0<8;8,1>:d    r44.0<8;8,1>:d  
        add (16|M16)             r44.0<1>:d    r20.0<8;8,1>:d    r48.0<8;8,1>:d  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0x1F:uw             
(f1.0)  sel (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d  
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r14.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r22.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r14.0<1>:d    r52.2<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r10.0<1>:d    r52.2<0;1,0>:w    0:w              
(f1.0)  sel (16|M0)              r4.0<1>:d     r18.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r24.0<1>:d    r38.0<8;8,1>:d    r46.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r26.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r28.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r18.0<1>:d    r40.0<8;8,1>:d    r34.0<8;8,1>:d  
        add (16|M0)   (eq)f1.0   r12.0<1>:d    r14.0<8;8,1>:d    r2.0<8;8,1>:d   
        add (16|M16)  (eq)f1.0   r14.0<1>:d    r10.0<8;8,1>:d    r44.0<8;8,1>:d  
        mov (16|M0)              r10.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r34.0<1>:d    -r14.0<8;8,1>:d                 
        and (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    31:w              
        and (16|M16)             r38.0<1>:d    r14.0<8;8,1>:d    31:w              
        and (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    31:w              
        and (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    31:w              
        shl (16|M0)              r14.0<1>:d    r22.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r44.0<1>:d    r24.0<8;8,1>:d    r38.0<8;8,1>:d  
        shr (16|M0)              r12.0<1>:d    r20.0<8;8,1>:ud   r2.0<8;8,1>:d   
        shr (16|M16)             r34.0<1>:d    r26.0<8;8,1>:ud   r36.0<8;8,1>:d  
        shl (16|M16)             r46.0<1>:d    r26.0<8;8,1>:d    r38.0<8;8,1>:d  
        or (16|M0)               r10.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        or (16|M16)              r40.0<1>:d    r44.0<8;8,1>:d    r34.0<8;8,1>:d  
        shr (16|M0)              r12.0<1>:d    r6.0<8;8,1>:ud    r2.0<8;8,1>:d   
        shl (16|M0)              r34.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r44.0<1>:d    r28.0<8;8,1>:ud   r36.0<8;8,1>:d  
        or (16|M0)               r14.0<1>:d    r34.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        or (16|M16)              r34.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        shl (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r44.0<1>:d    r28.0<8;8,1>:d    r38.0<8;8,1>:d  
        shr (16|M0)              r16.0<1>:d    r4.0<8;8,1>:ud    r2.0<8;8,1>:d   
        shr (16|M16)             r38.0<1>:d    r18.0<8;8,1>:ud   r36.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r22.0<8;8,1>:d    r10.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d  
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        or (16|M16)              r44.0<1>:d    r44.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    r34.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r10.0<1>:d    r24.0<8;8,1>:d    r40.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r14.0<1>:d    r6.0<8;8,1>:d     r12.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d    r44.0<8;8,1>:d  
        shr (16|M0)              r24.0<1>:d    r22.0<8;8,1>:ud   30:w              
        shl (16|M0)              r28.0<1>:d    r2.0<8;8,1>:d     2:w              
        shr (16|M16)             r6.0<1>:d     r36.0<8;8,1>:ud   30:w              
        shl (16|M16)             r26.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M16)             r38.0<1>:d    r36.0<8;8,1>:d    2:w              
        or (16|M0)               r16.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r28.0<1>:d    r14.0<8;8,1>:ud   30:w              
        or (16|M16)              r24.0<1>:d    r26.0<8;8,1>:d    r6.0<8;8,1>:d   
        shl (16|M0)              r6.0<1>:d     r22.0<8;8,1>:d    2:w              
        shr (16|M16)             r26.0<1>:d    r12.0<8;8,1>:ud   30:w              
        shr (16|M0)              r20.0<1>:d    r2.0<8;8,1>:ud    29:w              
        shr (16|M16)             r34.0<1>:d    r10.0<8;8,1>:ud   29:w              
        or (16|M0)               r22.0<1>:d    r6.0<8;8,1>:d     r28.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    2:w              
        shl (16|M16)             r14.0<1>:d    r12.0<8;8,1>:d    2:w              
        shr (16|M0)              r12.0<1>:d    r4.0<8;8,1>:ud    30:w              
        shr (16|M16)             r4.0<1>:d     r18.0<8;8,1>:ud   30:w              
        or (16|M16)              r28.0<1>:d    r38.0<8;8,1>:d    r26.0<8;8,1>:d  
        or (16|M0)               r26.0<1>:d    r6.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        and (16|M0)              r6.0<1>:d     r20.0<8;8,1>:d    1:w              
        or (16|M16)              r40.0<1>:d    r14.0<8;8,1>:d    r4.0<8;8,1>:d   
        and (16|M16)             r14.0<1>:d    r34.0<8;8,1>:d    1:w              
        shl (16|M0)              r12.0<1>:d    r20.0<8;8,1>:d    31:w              
        mov (16|M0)              r4.0<1>:d     -r6.0<8;8,1>:d                   {Compacted}
        shl (16|M16)             r20.0<1>:d    r34.0<8;8,1>:d    31:w              
        mov (16|M16)             r36.0<1>:d    -r14.0<8;8,1>:d                 
        xor (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M0)              r16.0<1>:d    r22.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r46.0<1>:d    r24.0<8;8,1>:d    r36.0<8;8,1>:d  
        xor (16|M0)              r24.0<1>:d    r26.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        lzd (16|M0)              r4.0<1>:ud    r18.0<8;8,1>:ud                  {Compacted}
        xor (16|M16)             r38.0<1>:d    r28.0<8;8,1>:d    r36.0<8;8,1>:d  
        xor (16|M16)             r48.0<1>:d    r40.0<8;8,1>:d    r36.0<8;8,1>:d  
        lzd (16|M16)             r36.0<1>:ud   r46.0<8;8,1>:ud                 
        add (16|M0)              r34.0<1>:d    r4.0<8;8,1>:d     1:w              
        add (16|M0)              r28.0<1>:d    -r4.0<8;8,1>:d    31:w              
(W)     mul (8|M0)               acc0.0<1>:d   r4.0<8;8,1>:d     0x0:uw             
        add (16|M16)             r44.0<1>:d    r36.0<8;8,1>:d    1:w              
        and (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    31:w              
        and (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    31:w              
        add (16|M16)             r40.0<1>:d    -r36.0<8;8,1>:d   31:w              
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    31:w              
        shl (16|M0)              r26.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r18.0<1>:d    r16.0<8;8,1>:ud   r28.0<8;8,1>:d  
        shl (16|M0)              r34.0<1>:d    r16.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        mach (8|M0)              r16.0<1>:d    r4.0<8;8,1>:d     -8388608:d              
(W)     mul (8|M8)               acc0.0<1>:d   r5.0<8;8,1>:d     0x0:uw             
        shr (16|M0)              r28.0<1>:d    r24.0<8;8,1>:ud   r28.0<8;8,1>:d  
        or (16|M0)               r22.0<1>:d    r26.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        and (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    31:w              
        mach (8|M8)              r17.0<1>:d    r5.0<8;8,1>:d     -8388608:d              
(W)     mul (8|M16)              acc0.0<1>:d   r36.0<8;8,1>:d    0x0:uw             
        or (16|M0)               r18.0<1>:d    r34.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r50.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1056964608:d              
        mach (8|M16)             r34.0<1>:d    r36.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M24)              acc0.0<1>:d   r37.0<8;8,1>:d    0x0:uw             
        shr (16|M16)             r46.0<1>:d    r38.0<8;8,1>:ud   r40.0<8;8,1>:d  
        shr (16|M0)              r24.0<1>:d    r22.0<8;8,1>:ud   9:w              
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        mach (8|M24)             r35.0<1>:d    r37.0<8;8,1>:d    -8388608:d              
        shl (16|M16)             r44.0<1>:d    r38.0<8;8,1>:d    r44.0<8;8,1>:d  
        shr (16|M16)             r40.0<1>:d    r48.0<8;8,1>:ud   r40.0<8;8,1>:d  
        or (16|M16)              r26.0<1>:d    r50.0<8;8,1>:d    r46.0<8;8,1>:d  
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    1056964608:d              
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        or (16|M16)              r38.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d  
        shl (16|M0)              r24.0<1>:d    r22.0<8;8,1>:d    23:w              
        shr (16|M16)             r28.0<1>:d    r26.0<8;8,1>:ud   9:w              
        or (16|M16)              r34.0<1>:d    r34.0<8;8,1>:d    r20.0<8;8,1>:d  
        shr (16|M0)              r22.0<1>:d    r18.0<8;8,1>:ud   9:w              
        shl (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    23:w              
        shr (16|M16)             r26.0<1>:d    r38.0<8;8,1>:ud   9:w              
        or (16|M16)              r34.0<1>:d    r34.0<8;8,1>:d    r28.0<8;8,1>:d  
        or (16|M0)               r28.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        or (16|M16)              r46.0<1>:d    r40.0<8;8,1>:d    r26.0<8;8,1>:d  
        lzd (16|M0)              r26.0<1>:ud   r28.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r40.0<1>:ud   r46.0<8;8,1>:ud                 
        not (16|M0)              r24.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        add (16|M0)              r22.0<1>:d    r26.0<8;8,1>:d    1:w              
        add (16|M0)              r26.0<1>:d    -r26.0<8;8,1>:d   31:w              
        not (16|M16)             r48.0<1>:d    r40.0<8;8,1>:d                  
        add (16|M16)             r44.0<1>:d    r40.0<8;8,1>:d    1:w              
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    31:w              
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    31:w              
        add (16|M16)             r40.0<1>:d    -r40.0<8;8,1>:d   31:w              
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    31:w              
        shl (16|M0)              r22.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r26.0<1>:d    r18.0<8;8,1>:ud   r26.0<8;8,1>:d  
        and (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    31:w              
        shl (16|M16)             r44.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        or (16|M0)               r18.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        add (16|M0)              r22.0<1>:d    -r4.0<8;8,1>:d    488:w              
        add (16|M16)             r4.0<1>:d     -r36.0<8;8,1>:d   488:w              
        shr (16|M16)             r40.0<1>:d    r38.0<8;8,1>:ud   r40.0<8;8,1>:d  
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r48.0<8;8,1>:d  
        or (16|M16)              r26.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d  
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    23:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    1065353216:d              
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d              
        or (16|M0)               r22.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     r20.0<8;8,1>:d  
        shr (16|M16)             r12.0<1>:d    r26.0<8;8,1>:ud   9:w              
        shr (16|M0)              r20.0<1>:d    r18.0<8;8,1>:ud   9:w              
        mul (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     r12.0<8;8,1>:d  
        mul (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M0)               r22.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mad (16|M0)              acc0.0<1>:f   -r18.0<8;1>:f     r16.0<8;1>:f      r127.0<0>:f     
        mad (16|M16)             r20.0<1>:f    -r12.0<8;1>:f     r34.0<8;1>:f      r127.0<0>:f     
        mac (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f    r127.1<0;1,0>:f  {Compacted}
        mad (16|M16)             acc0.0<1>:f   r20.0<8;1>:f      r34.0<8;1>:f      r127.1<0>:f     
        mad (16|M0)              r12.0<1>:f    r24.0<8;1>:f      r22.0<8;1>:f      r127.0<0>:f     
        mac (16|M16)             r20.0<1>:f    r4.0<8;8,1>:f     r127.0<0;1,0>:f 
        mad (16|M0)              r4.0<1>:f     r12.0<8;1>:f      r16.0<8;1>:f      r127.0<0>:f     
        mad (16|M16)             r18.0<1>:f    r20.0<8;1>:f      r34.0<8;1>:f      r127.0<0>:f     
        mad (16|M0)              r22.0<1>:f    r4.0<8;1>:f       -r16.0<8;1>:f     r127.0<0>:f     
        mad (16|M16)             r16.0<1>:f    r18.0<8;1>:f      -r34.0<8;1>:f     r127.0<0>:f     
        add (16|M0)              r116.0<1>:f   r12.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}
        shr (16|M16)             r12.0<1>:d    r10.0<8;8,1>:ud   30:w              
        add (16|M16)             r109.0<1>:f   r20.0<8;8,1>:f    -r16.0<8;8,1>:f 
        shr (16|M0)              r16.0<1>:d    r2.0<8;8,1>:ud    30:w              
        add (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
        else (32|M0)                         L10072                  L10072                
L9416:
        mad (16|M16)             acc0.0<1>:f   r52.6<0;0>:f      r125.0<8;1>:f     r60.6<0>:f      
        mad (16|M0)              r2.0<1>:f     r52.6<0;0>:f      r120.0<8;1>:f     r60.6<0>:f      
        rndz (16|M16)            r12.0<1>:f    acc0.0<8;8,1>:f                 
        rndz (16|M0)             r6.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        mul (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f    0x3FC90FDA:f              
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0x3FC90FDA:f              
        mad (16|M0)              r4.0<1>:f     r120.0<8;1>:f     -r6.0<8;1>:f      r127.0<0>:f     
        mov (16|M16)             r16.0<1>:d    r12.0<8;8,1>:f                  
        mad (16|M16)             r20.0<1>:f    -r10.0<8;1>:f     r12.0<8;1>:f      r127.0<0>:f     
        mad (16|M16)             r10.0<1>:f    r125.0<8;1>:f     -r12.0<8;1>:f     r127.0<0>:f     
        mad (16|M0)              r22.0<1>:f    -r2.0<8;1>:f      r6.0<8;1>:f       r127.0<0>:f     
        add (16|M0)              acc0.0<1>:f   r120.0<8;8,1>:f   -r4.0<8;8,1>:f   {Compacted}
        add (16|M16)             r14.0<1>:f    r125.0<8;8,1>:f   -r10.0<8;8,1>:f 
        mac (16|M0)              r2.0<1>:f     -r6.0<8;8,1>:f    r127.0<0;1,0>:f  {Compacted}
        mad (16|M16)             acc0.0<1>:f   r14.0<8;1>:f      -r12.0<8;1>:f     r127.0<0>:f     
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r14.0<1>:f    acc0.0<8;8,1>:f   -r20.0<8;8,1>:f 
        add (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0x33A22168:f              
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r14.0<8;8,1>:f  
        mul (16|M16)             r14.0<1>:f    r12.0<8;8,1>:f    0x33A22168:f              
        mad (16|M0)              r22.0<1>:f    -r2.0<8;1>:f      r6.0<8;1>:f       r127.1<0>:f     
        mac (16|M0)              r2.0<1>:f     -r6.0<8;8,1>:f    r127.1<0;1,0>:f  {Compacted}
        mad (16|M16)             r20.0<1>:f    -r14.0<8;1>:f     r12.0<8;1>:f      r127.1<0>:f     
        mad (16|M16)             r14.0<1>:f    r10.0<8;1>:f      -r12.0<8;1>:f     r127.1<0>:f     
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r2.0<8;8,1>:f  
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r14.0<8;8,1>:f 
        mac (16|M0)              r4.0<1>:f     -r6.0<8;8,1>:f    r127.1<0;1,0>:f  {Compacted}
        mad (16|M16)             acc0.0<1>:f   r10.0<8;1>:f      -r12.0<8;1>:f     r127.1<0>:f     
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r10.0<1>:f    acc0.0<8;8,1>:f   -r20.0<8;8,1>:f 
        mul (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    0x27C234C4:f              
        add (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r4.0<1>:f     r6.0<8;8,1>:f     0x27C234C4:f              
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r10.0<8;8,1>:f  
        mad (16|M16)             r24.0<1>:f    -r20.0<8;1>:f     r12.0<8;1>:f      r127.2<0>:f     
        mac (16|M0)              r22.0<1>:f    -r6.0<8;8,1>:f    r127.2<0;1,0>:f  {Compacted}
        mad (16|M0)              r10.0<1>:f    -r4.0<8;1>:f      r6.0<8;1>:f       r127.2<0>:f     
        mad (16|M16)             r20.0<1>:f    r14.0<8;1>:f      -r12.0<8;1>:f     r127.2<0>:f     
        mov (16|M16)             r109.0<1>:f   -r24.0<8;8,1>:f                 
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r22.0<8;8,1>:f 
        mov (16|M0)              r116.0<1>:f   -r10.0<8;8,1>:f                  {Compacted}
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f 
        mac (16|M0)              r2.0<1>:f     -r6.0<8;8,1>:f    r127.2<0;1,0>:f  {Compacted}
        mad (16|M16)             r14.0<1>:f    r14.0<8;1>:f      -r12.0<8;1>:f     r127.2<0>:f     
        add (16|M0)              r4.0<1>:f     r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mov (16|M0)              r2.0<1>:d     r6.0<8;8,1>:f                    {Compacted}
        add (16|M16)             r18.0<1>:f    r20.0<8;8,1>:f    r14.0<8;8,1>:f  
L10072:
        endif (32|M0)                        L10088                                
L10088:
        and (16|M0)   (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     1:w              
        and (16|M16)  (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    1:w              
        mul (16|M0)              r118.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r111.0<1>:f   r18.0<8;8,1>:f    r18.0<8;8,1>:f  
(W)     mov (1|M0)               r127.3<1>:f   0x3E2AAAAB:f                              
(W)     mov (1|M0)               r52.5<1>:f    8.333332e-03:f                              
(W)     mov (1|M0)               r52.4<1>:f    0xB95009D4:f                              
(W)     mov (1|M0)               r52.3<1>:f    2.725e-06:f                              
(W)     mov (1|M0)               r52.2<1>:f    1.589691e-10:f                              
(W)     mov (1|M0)               r60.5<1>:f    0x3D2AAAAB:f                              
(W)     mov (1|M0)               r52.1<1>:f    -2.505076e-08:f                              
(W)     mov (1|M0)               r60.4<1>:f    0xBAB60B60:f                              
(W)     mov (1|M0)               r60.3<1>:f    2.48006e-05:f                              
(W)     mov (1|M0)               r60.2<1>:f    0xB492923A:f                              
(W)     mov (1|M0)               r60.0<1>:f    0x2D47D74E:f                              
(W)     mov (1|M0)               r52.7<1>:f    0x310F74F6:f                              
(~f1.0) if (32|M0)                           L10944                  L11240                
L10352:
        mad (16|M0)              r6.0<1>:f     r52.7<0;0>:f      -r118.0<8;1>:f    r60.0<0>:f      
        mad (16|M16)             r12.0<1>:f    r52.7<0;0>:f      -r111.0<8;1>:f    r60.0<0>:f      
        and (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    2147483647:d              
        mad (16|M0)              r10.0<1>:f    r60.2<0;0>:f      r118.0<8;1>:f     r6.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r60.2<0;0>:f      r111.0<8;1>:f     r12.0<1>:f      
        add (16|M16)             r20.0<1>:d    r26.0<8;8,1>:d    -1050253722:d              
        add (16|M16)             r24.0<1>:d    r26.0<8;8,1>:d    -16777216:d              
        mad (16|M0)              r6.0<1>:f     r60.3<0;0>:f      r118.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r12.0<1>:f    r60.3<0;0>:f      r111.0<8;1>:f     r14.0<1>:f      
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0xAE6667:ud             
        mad (16|M0)              r10.0<1>:f    r60.4<0;0>:f      r118.0<8;1>:f     r6.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r60.4<0;0>:f      r111.0<8;1>:f     r12.0<1>:f      
(f1.0)  sel (16|M16)             r20.0<1>:f    r24.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x3F480000:ud             
        mad (16|M0)              r6.0<1>:f     r60.5<0;0>:f      r118.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r12.0<1>:f    r60.5<0;0>:f      r111.0<8;1>:f     r14.0<1>:f      
        and (16|M0)              r14.0<1>:d    r4.0<8;8,1>:d     2147483647:d              
        mul (16|M16)             r26.0<1>:f    r18.0<8;8,1>:f    r109.0<8;8,1>:f 
        mul (16|M0)              r10.0<1>:f    r118.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r22.0<1>:f    r111.0<8;8,1>:f   r12.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    -1050253722:d              
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    -16777216:d              
(f1.0)  mov (16|M16)             r20.0<1>:f    0.28125:f                              
        mad (16|M16)             r26.0<1>:f    -r26.0<8;1>:f     r111.0<8;1>:f     r22.0<1>:f      
        cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xAE6667:ud             
        mad (16|M16)             acc0.0<1>:f   -r20.0<8;1>:f     r111.0<8;1>:f     r52.6<0>:f      
        add (16|M16)             r20.0<1>:f    -r20.0<8;8,1>:f   1.0:f              
(f1.0)  sel (16|M0)              r6.0<1>:f     r12.0<8;8,1>:f    0.0:f              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0x3F480000:ud             
        mul (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f     r116.0<8;8,1>:f  {Compacted}
        add (16|M16)             r24.0<1>:f    acc0.0<8;8,1>:f   -r26.0<8;8,1>:f 
(f1.0)  mov (16|M0)              r6.0<1>:f     0.28125:f                              
        mad (16|M0)              r12.0<1>:f    -r12.0<8;1>:f     r118.0<8;1>:f     r10.0<1>:f      
        mad (16|M0)              acc0.0<1>:f   -r6.0<8;1>:f      r118.0<8;1>:f     r52.6<0>:f      
        add (16|M0)              r6.0<1>:f     -r6.0<8;8,1>:f    1.0:f              
        add (16|M0)              r14.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted}
        add (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     -r14.0<8;8,1>:f  {Compacted}
        add (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    -r24.0<8;8,1>:f 
        else (32|M0)                         L11240                  L11240                
L10944:
        mad (16|M0)              r10.0<1>:f    r52.1<0;0>:f      r118.0<8;1>:f     r52.2<0>:f      
        mad (16|M16)             r22.0<1>:f    r52.1<0;0>:f      r111.0<8;1>:f     r52.2<0>:f      
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     r118.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f    r111.0<8;8,1>:f 
        mad (16|M0)              r12.0<1>:f    r52.3<0;0>:f      r118.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r26.0<1>:f    r52.3<0;0>:f      r111.0<8;1>:f     r22.0<1>:f      
        mad (16|M0)              r10.0<1>:f    r52.4<0;0>:f      r118.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r24.0<1>:f    r52.4<0;0>:f      r111.0<8;1>:f     r26.0<1>:f      
        mad (16|M0)              r12.0<1>:f    r52.5<0;0>:f      r118.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r22.0<1>:f    r52.5<0;0>:f      r111.0<8;1>:f     r24.0<1>:f      
        mul (16|M0)              r12.0<1>:f    acc0.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r22.0<1>:f    r20.0<8;8,1>:f    r22.0<8;8,1>:f  
        mad (16|M0)              r12.0<1>:f    -r12.0<8;1>:f     r116.0<8;1>:f     r52.6<0>:f      
        mad (16|M16)             r22.0<1>:f    -r22.0<8;1>:f     r109.0<8;1>:f     r52.6<0>:f      
        mad (16|M0)              r10.0<1>:f    -r116.0<8;1>:f    r118.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r24.0<1>:f    -r109.0<8;1>:f    r111.0<8;1>:f     r22.0<1>:f      
        mad (16|M0)              r10.0<1>:f    r10.0<8;1>:f      acc0.0<8;1>:f     r127.3<0>:f     
        mad (16|M16)             r24.0<1>:f    r24.0<8;1>:f      r20.0<8;1>:f      r127.3<0>:f     
        add (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        add (16|M16)             r14.0<1>:f    r18.0<8;8,1>:f    -r24.0<8;8,1>:f 
L11240:
        endif (32|M0)                        L11256                                
L11256:
        shl (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     30:w              
        shl (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    30:w              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r120.0<8;8,1>:ud  0x7F7FFFFF:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<8;8,1>:ud  0x7F7FFFFF:ud             
        xor (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r42.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r64.0<8;8,1>:d  
        mad (16|M0)              r2.0<1>:d     r30.0<8;1>:d      r9.0<0;0>:d       3:w              
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d              
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     -2147483648:d              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        xor (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r14.0<8;8,1>:d  
(~f1.0) sel (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     qnan(0x0):f              
(~f1.0) sel (16|M16)             r117.0<1>:f   r6.0<8;8,1>:f     qnan(0x0):f              
        mad (16|M16)             r4.0<1>:d     r66.0<8;1>:d      r9.0<0;0>:d       3:w              
        csel (16|M0)  (eq)f0.0   r110.0<1>:f   r42.0<8;1>:f      acc0.0<8;1>:f     r42.0<1>:f      
        csel (16|M16) (eq)f0.0   r117.0<1>:f   r64.0<8;1>:f      r117.0<8;1>:f     r64.0<1>:f      
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r2      r110    0x8C            0x04025E02           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r4      r117    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(~f0.0) if (32|M0)                           L17352                  L18040                
L11592:
        and (16|M0)              r2.0<1>:d     r42.0<8;8,1>:d    8388607:d              
        and (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    8388607:d              
        shr (16|M0)              r18.0<1>:d    r120.0<8;8,1>:ud  23:w              
        shr (16|M16)             r36.0<1>:d    r125.0<8;8,1>:ud  23:w              
        or (16|M0)               r20.0<1>:d    r2.0<8;8,1>:d     8388608:d              
        or (16|M16)              r46.0<1>:d    r4.0<8;8,1>:d     8388608:d              
(W)     mov (1|M0)               r60.2<1>:hf   -qnan(0x1E0):hf                             
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0x63AB:uw             
        mach (8|M0)              r14.0<1>:d    r20.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0x63AB:uw             
        mach (8|M8)              r15.0<1>:d    r21.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x63AB:uw             
        mach (8|M16)             r28.0<1>:d    r46.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x63AB:uw             
        mach (8|M24)             r29.0<1>:d    r47.0<8;8,1>:d    -28220501:d              
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M0)              r6.0<1>:d     r20.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M8)              r7.0<1>:d     r21.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M16)             r16.0<1>:d    r46.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M24)             r17.0<1>:d    r47.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0x9041:uw             
        mach (8|M0)              r4.0<1>:d     r20.0<8;8,1>:d    1011060801:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0x9041:uw             
        mach (8|M8)              r5.0<1>:d     r21.0<8;8,1>:d    1011060801:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x9041:uw             
        mach (8|M16)             r10.0<1>:d    r46.0<8;8,1>:d    1011060801:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x9041:uw             
        mach (8|M24)             r11.0<1>:d    r47.0<8;8,1>:d    1011060801:d              
        addc (8|M0)              r12.0<1>:ud   r4.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r5.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r10.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r27.0<1>:ud   r11.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r23.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0x9041:uw             
        mach (8|M0)              r4.0<1>:d     r20.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0x9041:uw             
        mach (8|M8)              r5.0<1>:d     r21.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x9041:uw             
        add (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r10.0<1>:d    r46.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x9041:uw             
        mach (8|M24)             r11.0<1>:d    r47.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0x9599:uw             
        add (16|M16)             r16.0<1>:d    r10.0<8;8,1>:d    r22.0<8;8,1>:d  
        mach (8|M0)              r4.0<1>:d     r20.0<8;8,1>:d    -614296167:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0x9599:uw             
        mach (8|M8)              r5.0<1>:d     r21.0<8;8,1>:d    -614296167:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x9599:uw             
        mach (8|M16)             r22.0<1>:d    r46.0<8;8,1>:d    -614296167:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x9599:uw             
        mach (8|M24)             r23.0<1>:d    r47.0<8;8,1>:d    -614296167:d              
        addc (8|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r7.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r24.0<1>:ud   r16.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r25.0<1>:ud   r17.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r7.0<1>:ud    acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0x9599:uw             
        mach (8|M0)              r4.0<1>:d     r20.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0x9599:uw             
        mach (8|M8)              r5.0<1>:d     r21.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x9599:uw             
        add (16|M0)              r16.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r22.0<1>:d    r46.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x9599:uw             
        mach (8|M24)             r23.0<1>:d    r47.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0xDDC0:uw             
        add (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r6.0<8;8,1>:d   
        mach (8|M0)              r4.0<1>:d     r20.0<8;8,1>:d    -181084736:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M8)              r5.0<1>:d     r21.0<8;8,1>:d    -181084736:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M16)             r34.0<1>:d    r46.0<8;8,1>:d    -181084736:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M24)             r35.0<1>:d    r47.0<8;8,1>:d    -181084736:d              
        addc (8|M0)              r6.0<1>:ud    r16.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r7.0<1>:ud    r17.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r22.0<1>:ud   r38.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r23.0<1>:ud   r39.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r17.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M0)              r4.0<1>:d     r20.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M8)              r5.0<1>:d     r21.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0xDDC0:uw             
        add (16|M0)              r34.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r38.0<1>:d    r46.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M24)             r39.0<1>:d    r47.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0x57D1:uw             
        add (16|M16)             r44.0<1>:d    r38.0<8;8,1>:d    r16.0<8;8,1>:d  
        mach (8|M0)              r16.0<1>:d    r20.0<8;8,1>:d    -64530479:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0x57D1:uw             
        mach (8|M8)              r17.0<1>:d    r21.0<8;8,1>:d    -64530479:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x57D1:uw             
        mach (8|M16)             r38.0<1>:d    r46.0<8;8,1>:d    -64530479:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x57D1:uw             
        mach (8|M24)             r39.0<1>:d    r47.0<8;8,1>:d    -64530479:d              
        addc (8|M0)              r4.0<1>:ud    r34.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r35.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r34.0<1>:ud   r44.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r35.0<1>:ud   r45.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M0)              r16.0<1>:d    r20.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M8)              r17.0<1>:d    r21.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x57D1:uw             
        add (16|M0)              r38.0<1>:d    r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mach (8|M16)             r44.0<1>:d    r46.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M24)             r45.0<1>:d    r47.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0x1529:uw             
        add (16|M16)             r50.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d  
        mach (8|M0)              r40.0<1>:d    r20.0<8;8,1>:d    1313084713:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0x1529:uw             
        mach (8|M8)              r41.0<1>:d    r21.0<8;8,1>:d    1313084713:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x1529:uw             
        mach (8|M16)             r44.0<1>:d    r46.0<8;8,1>:d    1313084713:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x1529:uw             
        mach (8|M24)             r45.0<1>:d    r47.0<8;8,1>:d    1313084713:d              
        addc (8|M0)              r2.0<1>:ud    r38.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r3.0<1>:ud    r39.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r38.0<1>:ud   r50.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r39.0<1>:ud   r51.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r49.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0x1529:uw             
        mach (8|M0)              r40.0<1>:d    r20.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0x1529:uw             
        mach (8|M8)              r41.0<1>:d    r21.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x1529:uw             
        add (16|M0)              r44.0<1>:d    r40.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r50.0<1>:d    r46.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x1529:uw             
        mach (8|M24)             r51.0<1>:d    r47.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r20.0<8;8,1>:d    0x836E:uw             
        add (16|M16)             r57.0<1>:d    r50.0<8;8,1>:d    r48.0<8;8,1>:d  
        mach (8|M0)              r48.0<1>:d    r20.0<8;8,1>:d    -1560706194:d              
(W)     mul (8|M8)               acc0.0<1>:d   r21.0<8;8,1>:d    0x836E:uw             
        mach (8|M8)              r49.0<1>:d    r21.0<8;8,1>:d    -1560706194:d              
(W)     mul (8|M16)              acc0.0<1>:d   r46.0<8;8,1>:d    0x836E:uw             
        mach (8|M16)             r55.0<1>:d    r46.0<8;8,1>:d    -1560706194:d              
(W)     mul (8|M24)              acc0.0<1>:d   r47.0<8;8,1>:d    0x836E:uw             
        mach (8|M24)             r56.0<1>:d    r47.0<8;8,1>:d    -1560706194:d              
        addc (8|M0)              r16.0<1>:ud   r44.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r45.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r50.0<1>:ud   r57.0<8;8,1>:ud   r55.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r53.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r51.0<1>:ud   r58.0<8;8,1>:ud   r56.0<8;8,1>:ud  {AccWrEn}
        mov (8|M24)              r54.0<1>:ud   acc0.0<8;8,1>:ud                
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0x836E:uw             
        mach (8|M0)              r48.0<1>:d    r20.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0x836E:uw             
        mach (8|M8)              r49.0<1>:d    r21.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   0x836E:uw             
        add (16|M0)              r44.0<1>:d    r48.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r20.0<1>:d    r46.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   0x836E:uw             
        add (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    -120:w              
        mach (8|M24)             r21.0<1>:d    r47.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r40.0<8;8,1>:ud   0x1F:uw             
        add (16|M16)             r46.0<1>:d    r20.0<8;8,1>:d    r53.0<8;8,1>:d  
        add (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    -120:w              
(f0.0)  sel (16|M16)             r48.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d  
        cmp (16|M0)   (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r36.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r16.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r44.0<1>:d    r50.0<8;8,1>:d    r46.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r46.0<1>:d    r38.0<8;8,1>:d    r50.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r34.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r22.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r14.0<1>:d    r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r24.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r28.0<1>:d    r60.2<0;1,0>:w    0:w              
        add (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r40.0<8;8,1>:d  
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x1F:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M0)              r14.0<1>:d    r36.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r28.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r16.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r40.0<1>:d    r38.0<8;8,1>:d    r48.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r44.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r34.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r10.0<1>:d    r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r24.0<1>:d    r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r36.0<1>:d    r48.0<8;8,1>:d    r46.0<8;8,1>:d  
        add (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d  
        cmp (16|M0)   (gt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x1F:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r12.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r24.0<1>:d    r36.0<8;8,1>:d    r28.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r26.0<1>:d    r40.0<8;8,1>:d    r36.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r18.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r28.0<1>:d    r38.0<8;8,1>:d    r44.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r16.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r38.0<1>:d    r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M0)              r4.0<1>:d     r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r20.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d  
        add (16|M16)             r34.0<1>:d    r38.0<8;8,1>:d    r22.0<8;8,1>:d  
        add (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r34.0<8;8,1>:ud   0x1F:uw             
        cmp (16|M0)   (gt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x1F:uw             
(f0.0)  sel (16|M16)             r22.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r26.0<1>:d    r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M0)              r18.0<1>:d    r60.2<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r38.0<1>:d    r36.0<8;8,1>:d    r28.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r14.0<1>:d    r28.0<8;8,1>:d    r20.0<8;8,1>:d  
        add (16|M16)  (eq)f0.0   r20.0<1>:d    r26.0<8;8,1>:d    r34.0<8;8,1>:d  
        add (16|M0)   (eq)f0.0   r16.0<1>:d    r18.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mov (16|M16)             r26.0<1>:d    -r20.0<8;8,1>:d                 
        mov (16|M0)              r18.0<1>:d    -r16.0<8;8,1>:d                  {Compacted}
        and (16|M16)             r40.0<1>:d    r20.0<8;8,1>:d    31:w              
        and (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d    31:w              
        and (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    31:w              
        and (16|M0)              r28.0<1>:d    r18.0<8;8,1>:d    31:w              
        shl (16|M16)             r20.0<1>:d    r22.0<8;8,1>:d    r40.0<8;8,1>:d  
        shl (16|M0)              r16.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r44.0<1>:d    r24.0<8;8,1>:ud   r36.0<8;8,1>:d  
        shr (16|M0)              r18.0<1>:d    r6.0<8;8,1>:ud    r28.0<8;8,1>:d  
        shl (16|M16)             r48.0<1>:d    r24.0<8;8,1>:d    r40.0<8;8,1>:d  
        shr (16|M16)             r46.0<1>:d    r14.0<8;8,1>:ud   r36.0<8;8,1>:d  
        or (16|M16)              r34.0<1>:d    r20.0<8;8,1>:d    r44.0<8;8,1>:d  
        or (16|M0)               r26.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r20.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r18.0<1>:d    r10.0<8;8,1>:ud   r28.0<8;8,1>:d  
        or (16|M16)              r44.0<1>:d    r48.0<8;8,1>:d    r46.0<8;8,1>:d  
        or (16|M0)               r16.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r2.0<1>:d     r12.0<8;8,1>:ud   r28.0<8;8,1>:d  
        shl (16|M16)             r20.0<1>:d    r14.0<8;8,1>:d    r40.0<8;8,1>:d  
        shr (16|M16)             r28.0<1>:d    r38.0<8;8,1>:ud   r36.0<8;8,1>:d  
        or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r26.0<8;8,1>:d   {Compacted}
        or (16|M16)              r20.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r4.0<1>:d     r22.0<8;8,1>:d    r34.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    r44.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r24.0<1>:d    r10.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    r20.0<8;8,1>:d  
        shl (16|M16)             r36.0<1>:d    r4.0<8;8,1>:d     2:w              
        shl (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     2:w              
        shr (16|M0)              r6.0<1>:d     r22.0<8;8,1>:ud   30:w              
        shr (16|M16)             r14.0<1>:d    r34.0<8;8,1>:ud   30:w              
        shr (16|M0)              r16.0<1>:d    r2.0<8;8,1>:ud    29:w              
        shr (16|M16)             r26.0<1>:d    r4.0<8;8,1>:ud    29:w              
        or (16|M0)               r20.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        or (16|M16)              r28.0<1>:d    r36.0<8;8,1>:d    r14.0<8;8,1>:d  
        shl (16|M0)              r10.0<1>:d    r22.0<8;8,1>:d    2:w              
        shr (16|M0)              r14.0<1>:d    r24.0<8;8,1>:ud   30:w              
        shl (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    2:w              
        shr (16|M16)             r34.0<1>:d    r18.0<8;8,1>:ud   30:w              
        or (16|M0)               r6.0<1>:d     r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r14.0<1>:d    r24.0<8;8,1>:d    2:w              
        shr (16|M0)              r10.0<1>:d    r12.0<8;8,1>:ud   30:w              
        shl (16|M16)             r24.0<1>:d    r18.0<8;8,1>:d    2:w              
        shr (16|M16)             r12.0<1>:d    r38.0<8;8,1>:ud   30:w              
        or (16|M16)              r22.0<1>:d    r36.0<8;8,1>:d    r34.0<8;8,1>:d  
        and (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    1:w              
        or (16|M0)               r18.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        or (16|M16)              r44.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d  
        and (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    1:w              
        mov (16|M16)             r40.0<1>:d    -r36.0<8;8,1>:d                 
        shl (16|M16)             r34.0<1>:d    r26.0<8;8,1>:d    31:w              
        shl (16|M0)              r10.0<1>:d    r16.0<8;8,1>:d    31:w              
        mov (16|M0)              r14.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}
        xor (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r40.0<8;8,1>:d  
        xor (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r40.0<8;8,1>:d  
        xor (16|M16)             r48.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d  
        xor (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r24.0<1>:d    r6.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        lzd (16|M16)             r28.0<1>:ud   r26.0<8;8,1>:ud                 
        xor (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        lzd (16|M0)              r6.0<1>:ud    r16.0<8;8,1>:ud                  {Compacted}
        add (16|M16)             r46.0<1>:d    r28.0<8;8,1>:d    1:w              
        add (16|M16)             r44.0<1>:d    -r28.0<8;8,1>:d   31:w              
        add (16|M0)              r20.0<1>:d    r6.0<8;8,1>:d     1:w              
        add (16|M0)              r18.0<1>:d    -r6.0<8;8,1>:d    31:w              
        and (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    31:w              
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<8;8,1>:d     0x0:uw             
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    31:w              
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    31:w              
        shl (16|M16)             r50.0<1>:d    r26.0<8;8,1>:d    r46.0<8;8,1>:d  
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    31:w              
        shl (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r26.0<1>:d    r24.0<8;8,1>:ud   r18.0<8;8,1>:d  
        shl (16|M0)              r20.0<1>:d    r24.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mach (8|M0)              r24.0<1>:d    r6.0<8;8,1>:d     -8388608:d              
(W)     mul (8|M8)               acc0.0<1>:d   r7.0<8;8,1>:d     0x0:uw             
        or (16|M0)               r16.0<1>:d    r14.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r18.0<1>:d    r22.0<8;8,1>:ud   r18.0<8;8,1>:d  
        shr (16|M16)             r53.0<1>:d    r38.0<8;8,1>:ud   r44.0<8;8,1>:d  
        mach (8|M8)              r25.0<1>:d    r7.0<8;8,1>:d     -8388608:d              
(W)     mul (8|M16)              acc0.0<1>:d   r28.0<8;8,1>:d    0x0:uw             
        or (16|M0)               r14.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        or (16|M16)              r40.0<1>:d    r50.0<8;8,1>:d    r53.0<8;8,1>:d  
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    1056964608:d              
        mach (8|M16)             r26.0<1>:d    r28.0<8;8,1>:d    -8388608:d              
(W)     mul (8|M24)              acc0.0<1>:d   r29.0<8;8,1>:d    0x0:uw             
        shr (16|M0)              r18.0<1>:d    r16.0<8;8,1>:ud   9:w              
        or (16|M0)               r24.0<1>:d    r24.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r46.0<1>:d    r38.0<8;8,1>:d    r46.0<8;8,1>:d  
        mach (8|M24)             r27.0<1>:d    r29.0<8;8,1>:d    -8388608:d              
        shr (16|M16)             r44.0<1>:d    r48.0<8;8,1>:ud   r44.0<8;8,1>:d  
        shr (16|M16)             r20.0<1>:d    r40.0<8;8,1>:ud   9:w              
        or (16|M0)               r24.0<1>:d    r24.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1056964608:d              
        shl (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    23:w              
        or (16|M16)              r38.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        shr (16|M0)              r16.0<1>:d    r14.0<8;8,1>:ud   9:w              
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r34.0<8;8,1>:d  
        or (16|M0)               r22.0<1>:d    r18.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r20.0<8;8,1>:d  
        shl (16|M16)             r20.0<1>:d    r40.0<8;8,1>:d    23:w              
        shr (16|M16)             r40.0<1>:d    r38.0<8;8,1>:ud   9:w              
        or (16|M16)              r48.0<1>:d    r20.0<8;8,1>:d    r40.0<8;8,1>:d  
        lzd (16|M0)              r20.0<1>:ud   r22.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r46.0<1>:ud   r48.0<8;8,1>:ud                 
        not (16|M0)              r18.0<1>:d    r20.0<8;8,1>:d                   {Compacted}
        add (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    1:w              
        add (16|M0)              r20.0<1>:d    -r20.0<8;8,1>:d   31:w              
        not (16|M16)             r40.0<1>:d    r46.0<8;8,1>:d                  
        add (16|M16)             r44.0<1>:d    r46.0<8;8,1>:d    1:w              
        and (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    31:w              
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    31:w              
        add (16|M16)             r46.0<1>:d    -r46.0<8;8,1>:d   31:w              
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    31:w              
        shl (16|M0)              r16.0<1>:d    r22.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r20.0<1>:d    r14.0<8;8,1>:ud   r20.0<8;8,1>:d  
        and (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    31:w              
        shl (16|M16)             r44.0<1>:d    r48.0<8;8,1>:d    r44.0<8;8,1>:d  
        or (16|M0)               r14.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M0)              r16.0<1>:d    -r6.0<8;8,1>:d    488:w              
        add (16|M16)             r20.0<1>:d    -r28.0<8;8,1>:d   488:w              
        shr (16|M16)             r46.0<1>:d    r38.0<8;8,1>:ud   r46.0<8;8,1>:d  
        shr (16|M0)              r6.0<1>:d     r14.0<8;8,1>:ud   9:w              
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r40.0<8;8,1>:d  
        or (16|M16)              r22.0<1>:d    r44.0<8;8,1>:d    r46.0<8;8,1>:d  
        mul (16|M16)             r14.0<1>:f    r26.0<8;8,1>:f    0x3FC90FDA:f              
        shl (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    23:w              
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    23:w              
        mad (16|M16)             acc0.0<1>:f   -r14.0<8;1>:f     r26.0<8;1>:f      r127.0<0>:f     
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1065353216:d              
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1065353216:d              
        mac (16|M16)             r14.0<1>:f    r26.0<8;8,1>:f    r127.1<0;1,0>:f 
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        or (16|M16)              r20.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d  
        shr (16|M16)             r10.0<1>:d    r22.0<8;8,1>:ud   9:w              
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        mul (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M16)              r20.0<1>:d    r20.0<8;8,1>:d    r10.0<8;8,1>:d  
        mad (16|M0)              acc0.0<1>:f   -r6.0<8;1>:f      r24.0<8;1>:f      r127.0<0>:f     
        mad (16|M16)             r18.0<1>:f    r14.0<8;1>:f      r20.0<8;1>:f      r127.0<0>:f     
        mac (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f    r127.1<0;1,0>:f  {Compacted}
        mad (16|M0)              acc0.0<1>:f   r6.0<8;1>:f       r16.0<8;1>:f      r127.0<0>:f     
        mad (16|M16)             r16.0<1>:f    r18.0<8;1>:f      r26.0<8;1>:f      r127.0<0>:f     
        mac (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f    r127.0<0;1,0>:f  {Compacted}
        mad (16|M16)             r20.0<1>:f    r16.0<8;1>:f      -r26.0<8;1>:f     r127.0<0>:f     
        mad (16|M0)              r6.0<1>:f     r14.0<8;1>:f      -r24.0<8;1>:f     r127.0<0>:f     
        add (16|M16)             r117.0<1>:f   r18.0<8;8,1>:f    -r20.0<8;8,1>:f 
        add (16|M0)              r120.0<1>:f   acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted}
        shr (16|M0)              r6.0<1>:d     r2.0<8;8,1>:ud    30:w              
        shr (16|M16)             r10.0<1>:d    r4.0<8;8,1>:ud    30:w              
        add (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r36.0<8;8,1>:d    r10.0<8;8,1>:d  
        else (32|M0)                         L18040                  L18040                
L17352:
        mad (16|M0)              acc0.0<1>:f   r52.6<0;0>:f      r120.0<8;1>:f     r60.6<0>:f      
        mad (16|M16)             r6.0<1>:f     r52.6<0;0>:f      r125.0<8;1>:f     r60.6<0>:f      
        rndz (16|M0)             r4.0<1>:f     acc0.0<8;8,1>:f                 
        rndz (16|M16)            r18.0<1>:f    r6.0<8;8,1>:f                   
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0x3FC90FDA:f              
        mad (16|M16)             r20.0<1>:f    r125.0<8;1>:f     -r18.0<8;1>:f     r127.0<0>:f     
        mul (16|M16)             r10.0<1>:f    r18.0<8;8,1>:f    0x3FC90FDA:f              
        mov (16|M16)             r12.0<1>:d    r18.0<8;8,1>:f                  
        mad (16|M0)              r2.0<1>:f     -r6.0<8;1>:f      r4.0<8;1>:f       r127.0<0>:f     
        mad (16|M0)              r6.0<1>:f     r120.0<8;1>:f     -r4.0<8;1>:f      r127.0<0>:f     
        add (16|M16)             acc0.0<1>:f   r125.0<8;8,1>:f   -r20.0<8;8,1>:f 
        mad (16|M16)             r24.0<1>:f    -r10.0<8;1>:f     r18.0<8;1>:f      r127.0<0>:f     
        add (16|M0)              r10.0<1>:f    r120.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted}
        mac (16|M16)             r22.0<1>:f    -r18.0<8;8,1>:f   r127.0<0;1,0>:f 
        mad (16|M0)              acc0.0<1>:f   r10.0<8;1>:f      -r4.0<8;1>:f      r127.0<0>:f     
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r24.0<8;8,1>:f 
        add (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted}
        add (16|M16)             acc0.0<1>:f   r20.0<8;8,1>:f    r22.0<8;8,1>:f  
        mul (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    0x33A22168:f              
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     0x33A22168:f              
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r24.0<1>:f    -r22.0<8;1>:f     r18.0<8;1>:f      r127.1<0>:f     
        mad (16|M0)              r10.0<1>:f    -r2.0<8;1>:f      r4.0<8;1>:f       r127.1<0>:f     
        mac (16|M16)             r22.0<1>:f    -r18.0<8;8,1>:f   r127.1<0;1,0>:f 
        mad (16|M0)              r2.0<1>:f     r6.0<8;1>:f       -r4.0<8;1>:f      r127.1<0>:f     
        add (16|M16)             acc0.0<1>:f   acc0.0<8;8,1>:f   -r22.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}
        mac (16|M16)             r20.0<1>:f    -r18.0<8;8,1>:f   r127.1<0;1,0>:f 
        mad (16|M0)              acc0.0<1>:f   r6.0<8;1>:f       -r4.0<8;1>:f      r127.1<0>:f     
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r24.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     acc0.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted}
        mul (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     0x27C234C4:f              
        add (16|M16)             acc0.0<1>:f   r22.0<8;8,1>:f    r20.0<8;8,1>:f  
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f    0x27C234C4:f              
        mad (16|M0)              r6.0<1>:f     -r10.0<8;1>:f     r4.0<8;1>:f       r127.2<0>:f     
        mad (16|M0)              r10.0<1>:f    r2.0<8;1>:f       -r4.0<8;1>:f      r127.2<0>:f     
        mad (16|M16)             r24.0<1>:f    -r20.0<8;1>:f     r18.0<8;1>:f      r127.2<0>:f     
        mac (16|M16)             r20.0<1>:f    -r18.0<8;8,1>:f   r127.2<0;1,0>:f 
        mov (16|M0)              r120.0<1>:f   -r6.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        mov (16|M16)             r117.0<1>:f   -r24.0<8;8,1>:f                 
        add (16|M16)             acc0.0<1>:f   acc0.0<8;8,1>:f   -r20.0<8;8,1>:f 
        mad (16|M0)              r2.0<1>:f     r2.0<8;1>:f       -r4.0<8;1>:f      r127.2<0>:f     
        mac (16|M16)             r22.0<1>:f    -r18.0<8;8,1>:f   r127.2<0;1,0>:f 
        add (16|M0)              r14.0<1>:f    r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mov (16|M0)              r2.0<1>:d     r4.0<8;8,1>:f                    {Compacted}
        add (16|M16)             r16.0<1>:f    r20.0<8;8,1>:f    r22.0<8;8,1>:f  
L18040:
        endif (32|M0)                        L18056                                
L18056:
        and (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w              
        and (16|M16)  (eq)f0.0   null<1>:d     r12.0<8;8,1>:d    1:w              
        mul (16|M0)              r124.0<1>:f   r14.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r115.0<1>:f   r16.0<8;8,1>:f    r16.0<8;8,1>:f  
(~f0.0) if (32|M0)                           L18472                  L19040                
L18128:
        mad (16|M0)              r6.0<1>:f     r52.1<0;0>:f      r124.0<8;1>:f     r52.2<0>:f      
        mad (16|M16)             r10.0<1>:f    r52.1<0;0>:f      r115.0<8;1>:f     r52.2<0>:f      
        mul (16|M0)              acc0.0<1>:f   r14.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f    r115.0<8;8,1>:f 
        mad (16|M0)              r18.0<1>:f    r52.3<0;0>:f      r124.0<8;1>:f     r6.0<1>:f       
        mad (16|M16)             r6.0<1>:f     r52.3<0;0>:f      r115.0<8;1>:f     r10.0<1>:f      
        mad (16|M0)              r10.0<1>:f    r52.4<0;0>:f      r124.0<8;1>:f     r18.0<1>:f      
        mad (16|M16)             r20.0<1>:f    r52.4<0;0>:f      r115.0<8;1>:f     r6.0<1>:f       
        mad (16|M0)              r6.0<1>:f     r52.5<0;0>:f      r124.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r18.0<1>:f    r52.5<0;0>:f      r115.0<8;1>:f     r20.0<1>:f      
        mul (16|M0)              r6.0<1>:f     acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r18.0<1>:f    r22.0<8;8,1>:f    r18.0<8;8,1>:f  
        mad (16|M0)              r6.0<1>:f     -r6.0<8;1>:f      r120.0<8;1>:f     r52.6<0>:f      
        mad (16|M16)             r18.0<1>:f    -r18.0<8;1>:f     r117.0<8;1>:f     r52.6<0>:f      
        mad (16|M0)              r20.0<1>:f    -r120.0<8;1>:f    r124.0<8;1>:f     r6.0<1>:f       
        mad (16|M16)             r10.0<1>:f    -r117.0<8;1>:f    r115.0<8;1>:f     r18.0<1>:f      
        mad (16|M0)              r20.0<1>:f    r20.0<8;1>:f      acc0.0<8;1>:f     r127.3<0>:f     
        mad (16|M16)             r10.0<1>:f    r10.0<8;1>:f      r22.0<8;1>:f      r127.3<0>:f     
        add (16|M0)              acc0.0<1>:f   r14.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted}
        add (16|M16)             r10.0<1>:f    r16.0<8;8,1>:f    -r10.0<8;8,1>:f 
        mov (16|M0)              r4.0<1>:f     -acc0.0<8;8,1>:f                
        mov (16|M16)             r6.0<1>:f     -r10.0<8;8,1>:f                 
        else (32|M0)                         L19040                  L19040                
L18472:
        mad (16|M0)              r4.0<1>:f     r52.7<0;0>:f      -r124.0<8;1>:f    r60.0<0>:f      
        mad (16|M16)             r10.0<1>:f    r52.7<0;0>:f      -r115.0<8;1>:f    r60.0<0>:f      
        mad (16|M0)              r22.0<1>:f    r60.2<0;0>:f      r124.0<8;1>:f     r4.0<1>:f       
        mad (16|M16)             r18.0<1>:f    r60.2<0;0>:f      r115.0<8;1>:f     r10.0<1>:f      
        mad (16|M0)              r20.0<1>:f    r60.3<0;0>:f      r124.0<8;1>:f     r22.0<1>:f      
        mad (16|M16)             r10.0<1>:f    r60.3<0;0>:f      r115.0<8;1>:f     r18.0<1>:f      
        and (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    2147483647:d              
        mad (16|M0)              r4.0<1>:f     r60.4<0;0>:f      r124.0<8;1>:f     r20.0<1>:f      
        mad (16|M16)             r18.0<1>:f    r60.4<0;0>:f      r115.0<8;1>:f     r10.0<1>:f      
        add (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    -16777216:d              
        mad (16|M0)              r20.0<1>:f    r60.5<0;0>:f      r124.0<8;1>:f     r4.0<1>:f       
        mad (16|M16)             r10.0<1>:f    r60.5<0;0>:f      r115.0<8;1>:f     r18.0<1>:f      
        add (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d    -1050253722:d              
        mul (16|M0)              r4.0<1>:f     r124.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted}
        and (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    2147483647:d              
        mul (16|M16)             r26.0<1>:f    r115.0<8;8,1>:f   r10.0<8;8,1>:f  
        cmp (16|M0)   (lt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0xAE6667:ud             
        add (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    -1050253722:d              
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    -16777216:d              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0xAE6667:ud             
(f0.0)  sel (16|M0)              r10.0<1>:f    r28.0<8;8,1>:f    0.0:f               {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x3F480000:ud             
        mul (16|M0)              r22.0<1>:f    r14.0<8;8,1>:f    r120.0<8;8,1>:f  {Compacted}
(f0.0)  sel (16|M16)             r18.0<1>:f    r24.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x3F480000:ud             
        mul (16|M16)             r14.0<1>:f    r16.0<8;8,1>:f    r117.0<8;8,1>:f 
(f0.0)  mov (16|M0)              r10.0<1>:f    0.28125:f                              
        mad (16|M0)              r22.0<1>:f    -r22.0<8;1>:f     r124.0<8;1>:f     r4.0<1>:f       
(f0.0)  mov (16|M16)             r18.0<1>:f    0.28125:f                              
        mad (16|M16)             r14.0<1>:f    -r14.0<8;1>:f     r115.0<8;1>:f     r26.0<1>:f      
        mad (16|M0)              acc0.0<1>:f   -r10.0<8;1>:f     r124.0<8;1>:f     r52.6<0>:f      
        add (16|M0)              r10.0<1>:f    -r10.0<8;8,1>:f   1.0:f              
        mad (16|M16)             r20.0<1>:f    -r18.0<8;1>:f     r115.0<8;1>:f     r52.6<0>:f      
        add (16|M16)             r18.0<1>:f    -r18.0<8;8,1>:f   1.0:f              
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r14.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r10.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}
        add (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f    -r20.0<8;8,1>:f 
L19040:
        endif (32|M0)                        L19056                                
L19056:
        shl (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     30:w              
        shl (16|M16)             r10.0<1>:d    r12.0<8;8,1>:d    30:w              
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    -2147483648:d              
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    -2147483648:d              
        xor (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d   
(~f1.0) sel (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    qnan(0x0):f              
(~f1.0) sel (16|M16)             r32.0<1>:f    r10.0<8;8,1>:f    qnan(0x0):f              
L19176:
        endif (32|M0)                        L19192                                
L19192:
(W)     shl (1|M0)               r52.1<1>:d    r9.0<0;1,0>:d     2:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   987371264:d              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   987371264:d              
        add (16|M0)              r6.0<1>:d     r52.1<0;1,0>:d    r30.0<8;8,1>:d   {Compacted}
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   969974724:d              
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   969974724:d              
        add (16|M16)             r4.0<1>:d     r52.1<0;1,0>:d    r66.0<8;8,1>:d  
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w              
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   998371128:d              
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   998371128:d              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r6      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   992228577:d              
        add (16|M16)             r2.0<1>:d     r64.0<8;8,1>:d    -1065350751:d              
(W)     mov (1|M0)               r52.2<1>:hf   0x1:hf                             
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   992228577:d              
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   1030953463:d              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x9A1:uw             
        sends (16|M16)           null:w   r4      r32     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   1030953463:d              
        add (16|M0)              r4.0<1>:d     r42.0<8;8,1>:d    -1065350751:d              
(f1.0)  sel (16|M16)             r2.0<1>:uw    r52.2<0;1,0>:uw   0x0:uw             
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r52.2<0;1,0>:uw   0x0:uw             
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x9A1:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r2.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L30272                  L30304                
L19600:
        and (16|M16)             r2.0<1>:d     r64.0<8;8,1>:d    8323072:d              
        and (16|M0)              r16.0<1>:d    r42.0<8;8,1>:d    8323072:d              
        and (16|M16)             r18.0<1>:d    r64.0<8;8,1>:d    8388607:d              
(W)     mov (1|M0)               r52.1<1>:f    -1.0:f                              
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     65536:d              
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    65536:d              
        or (16|M16)              r20.0<1>:d    r18.0<8;8,1>:d    1065353216:d              
(W)     mov (1|M0)               r52.3<1>:f    0.25:f                              
        shr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:ud    17:w              
        shr (16|M0)              r16.0<1>:d    r16.0<8;8,1>:ud   17:w              
        and (16|M16)             r125.0<1>:d   r20.0<8;8,1>:d    1073725440:d              
(W)     mov (1|M0)               r52.2<1>:f    0x3EAAAAAB:f                              
        mul (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     12:w              
        mul (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    12:w              
        add (16|M16)             acc0.0<1>:f   r20.0<8;8,1>:f    -r125.0<8;8,1>:f
        shr (16|M16)             r20.0<1>:d    r64.0<8;8,1>:ud   23:w              
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     20:w              
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    20:w              
(W)     mov (1|M0)               r127.0<1>:f   0x3805FDF4:f                              
(W)     mov (1|M0)               r127.1<1>:f   0x3F317000:f                              
(W)     mov (1|M0)               r121.0<1>:f   4097.0:f                              
        send (16|M16)            r10:w    r2:f    0xC            0x04605803           {NoPreempt} // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M0)             r2:w     r16:f   0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        and (16|M0)              r16.0<1>:d    r42.0<8;8,1>:d    8388607:d              
        or (16|M0)               r22.0<1>:d    r16.0<8;8,1>:d    1065353216:d              
        and (16|M0)              r116.0<1>:d   r22.0<8;8,1>:d    1073725440:d              
        mad (16|M16)             r119.0<1>:f   r52.1<0;0>:f      r14.0<8;1>:f      r125.0<1>:f     
        mul (16|M16)             r24.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f  
        add (16|M16)             r14.0<1>:d    r20.0<8;8,1>:d    -127:w              
        add (16|M0)              acc0.0<1>:f   r22.0<8;8,1>:f    -r116.0<8;8,1>:f {Compacted}
        add (16|M16)             r36.0<1>:f    r10.0<8;8,1>:f    r119.0<8;8,1>:f 
        add (16|M16)             r119.0<1>:f   r24.0<8;8,1>:f    r119.0<8;8,1>:f 
        add (16|M16)             r22.0<1>:d    r64.0<8;8,1>:d    1081999360:d              
        mad (16|M0)              r124.0<1>:f   r52.1<0;0>:f      r6.0<8;1>:f       r116.0<1>:f     
        shr (16|M0)              r10.0<1>:d    r42.0<8;8,1>:ud   23:w              
        mov (16|M16)             r28.0<1>:f    r14.0<8;8,1>:d                  
        mul (16|M0)              r14.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r32.0<1>:f    r52.2<0;0>:f      -r119.0<8;1>:f    r52.3<0>:f      
        cmp (16|M16)  (gt)f0.0   r26.0<1>:d    r22.0<8;8,1>:d    2147221504:d              
        add (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    -127:w              
        add (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r124.0<8;8,1>:f  {Compacted}
        add (16|M0)              r124.0<1>:f   r14.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}
        mad (16|M16)             r34.0<1>:f    r60.7<0;0>:f      r119.0<8;1>:f     r32.0<1>:f      
        mul (16|M16)             r119.0<1>:f   r119.0<8;8,1>:f   r119.0<8;8,1>:f 
        mad (16|M16)             r32.0<1>:f    r12.0<8;1>:f      r28.0<8;1>:f      r127.0<0>:f     
        mov (16|M0)              r2.0<1>:f     r6.0<8;8,1>:d                    {Compacted}
        add (16|M0)              r12.0<1>:d    r42.0<8;8,1>:d    1081999360:d              
        mad (16|M0)              r6.0<1>:f     r52.2<0;0>:f      -r124.0<8;1>:f    r52.3<0>:f      
        mad (16|M16)             r38.0<1>:f    r36.0<8;1>:f      r28.0<8;1>:f      r127.1<0>:f     
        mad (16|M16)             r36.0<1>:f    r32.0<8;1>:f      r119.0<8;1>:f     r34.0<1>:f      
        cmp (16|M0)   (gt)f1.0   r28.0<1>:d    r12.0<8;8,1>:d    2147221504:d              
        and (16|M16)             r32.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d  
        and (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    ~r26.0<8;8,1>:d 
        mad (16|M0)              r12.0<1>:f    r60.7<0;0>:f      r124.0<8;1>:f     r6.0<1>:f       
        mad (16|M0)              r40.0<1>:f    r4.0<8;1>:f       r2.0<8;1>:f       r127.0<0>:f     
        mul (16|M0)              r124.0<1>:f   r124.0<8;8,1>:f   r124.0<8;8,1>:f  {Compacted}
        add (16|M16)             r24.0<1>:f    r38.0<8;8,1>:f    r32.0<8;8,1>:f  
        add (16|M16)             r26.0<1>:f    r36.0<8;8,1>:f    r34.0<8;8,1>:f  
        mac (16|M0)              r32.0<1>:f    r2.0<8;8,1>:f     r127.1<0;1,0>:f  {Compacted}
        and (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        mad (16|M0)              acc0.0<1>:f   r40.0<8;1>:f      r124.0<8;1>:f     r12.0<1>:f      
        and (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    ~r28.0<8;8,1>:d  {Compacted}
        add (16|M16)             r2.0<1>:f     r24.0<8;8,1>:f    r26.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r28.0<1>:f    -r113.0<8;1>:f    r113.0<8;1>:f     r121.0<0>:f     
        add (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}
        mad (16|M16)             acc0.0<1>:f   r2.0<8;1>:f       r2.0<8;1>:f       r121.0<0>:f     
        mad (16|M0)              r34.0<1>:f    -r122.0<8;1>:f    r122.0<8;1>:f     r121.0<0>:f     
        mad (16|M16)             r115.0<1>:f   -r28.0<8;1>:f     r113.0<8;1>:f     r121.0<0>:f     
        add (16|M0)              r14.0<1>:f    r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mac (16|M16)             r12.0<1>:f    -r2.0<8;8,1>:f    r121.0<0;1,0>:f 
        and (16|M16)             r2.0<1>:d     r113.0<8;8,1>:d   2139095040:d              
        and (16|M0)              r36.0<1>:d    r122.0<8;8,1>:d   2139095040:d              
        mad (16|M0)              acc0.0<1>:f   r14.0<8;1>:f      r14.0<8;1>:f      r121.0<0>:f     
        mul (16|M16)             r22.0<1>:f    r115.0<8;8,1>:f   r12.0<8;8,1>:f  
        cmp (16|M16)  (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     2139095040:d              
        add (16|M16)             r32.0<1>:d    r64.0<8;8,1>:d    2139095040:d              
        mac (16|M0)              r2.0<1>:f     -r14.0<8;8,1>:f   r121.0<0;1,0>:f  {Compacted}
        mad (16|M0)              r124.0<1>:f   -r34.0<8;1>:f     r122.0<8;1>:f     r121.0<0>:f     
        and (16|M16)             r28.0<1>:d    r22.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               r52.2<1>:hf   0x1:hf                             
        cmp (16|M0)   (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    2139095040:d              
        add (16|M0)              r34.0<1>:d    r42.0<8;8,1>:d    2139095040:d              
(~f1.0) cmp (16|M16)  (gt)f1.0   null<1>:d     r32.0<8;8,1>:d    -16777218:d              
        mul (16|M0)              r14.0<1>:f    r124.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x42819F00:ud             
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r34.0<8;8,1>:d    -16777218:d              
(f1.0)  sel (16|M16)             r32.0<1>:uw   r52.2<0;1,0>:uw   0x0:uw             
        and (16|M0)              r28.0<1>:d    r14.0<8;8,1>:d    2147483647:d              
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r52.2<0;1,0>:uw   0x0:uw             
        add (16|M16)             r117.0<1>:f   r113.0<8;8,1>:f   -r115.0<8;8,1>:f
        add (16|M0)              r110.0<1>:f   r122.0<8;8,1>:f   -r124.0<8;8,1>:f {Compacted}
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x42819F00:ud             
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r32.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L21656                  L30240                
L21000:
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}
        add (16|M16)             r6.0<1>:f     r24.0<8;8,1>:f    -r12.0<8;8,1>:f 
(W)     mov (1|M0)               r127.0<1>:f   1.442695e+00:f                              
        add (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        add (16|M16)             r6.0<1>:f     r26.0<8;8,1>:f    r6.0<8;8,1>:f   
        mad (16|M16)             r26.0<1>:f    r52.0<0;0>:f      r22.0<8;1>:f      r127.0<0>:f     
        mul (16|M0)              acc0.0<1>:f   r110.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r24.0<1>:f    r117.0<8;8,1>:f   r6.0<8;8,1>:f   
        mac (16|M0)              r16.0<1>:f    r110.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        mad (16|M16)             acc0.0<1>:f   r24.0<8;1>:f      r117.0<8;1>:f     r12.0<1>:f      
        mad (16|M0)              r4.0<1>:f     r16.0<8;1>:f      r124.0<8;1>:f     r10.0<1>:f      
        mad (16|M0)              r10.0<1>:f    r52.0<0;0>:f      r14.0<8;1>:f      r127.0<0>:f     
        mac (16|M16)             r28.0<1>:f    r115.0<8;8,1>:f   r6.0<8;8,1>:f   
        add (16|M16)             r24.0<1>:f    r26.0<8;8,1>:f    0xCB400000:f              
        shl (16|M16)             r14.0<1>:d    r26.0<8;8,1>:d    23:w              
        add (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f    0xCB400000:f              
        shl (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    23:w              
        mul (16|M16)             r22.0<1>:f    r24.0<8;8,1>:f    0x3F317200:f              
        mul (16|M0)              r10.0<1>:f    r16.0<8;8,1>:f    0x3F317200:f              
        mad (16|M16)             acc0.0<1>:f   -r22.0<8;1>:f     r115.0<8;1>:f     r12.0<1>:f      
(W)     mov (1|M0)               r12.1<1>:f    0x3C07D9FE:f                              
        mad (16|M0)              r10.0<1>:f    -r10.0<8;1>:f     r124.0<8;1>:f     r2.0<1>:f       
(W)     mov (1|M0)               r12.0<1>:f    0x3D2B8392:f                              
        mac (16|M16)             r22.0<1>:f    -r24.0<8;8,1>:f   r127.4<0;1,0>:f 
        mad (16|M0)              r10.0<1>:f    r10.0<8;1>:f      -r16.0<8;1>:f     r127.4<0>:f     
        add (16|M16)             acc0.0<1>:f   r28.0<8;8,1>:f    r22.0<8;8,1>:f  
(W)     mov (1|M0)               r22.0<1>:f    0x3E2AACAC:f                              
        add (16|M0)              r126.0<1>:f   r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r2.0<1>:f     r12.0<0;0>:f      acc0.0<8;1>:f     r12.1<0>:f      
        mad (16|M0)              r4.0<1>:f     r12.0<0;0>:f      r126.0<8;1>:f     r12.1<0>:f      
        mad (16|M0)              r12.0<1>:f    r22.0<0;0>:f      r126.0<8;1>:f     r4.0<1>:f       
        mad (16|M16)             r4.0<1>:f     r22.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f       
(W)     mov (1|M0)               r22.0<1>:f    0x3EFFFF34:f                              
        mad (16|M0)              r10.0<1>:f    r22.0<0;0>:f      r126.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r2.0<1>:f     r22.0<0;0>:f      acc0.0<8;1>:f     r4.0<1>:f       
(W)     mov (1|M0)               r22.0<1>:f    9.999999e-01:f                              
        mad (16|M0)              r12.0<1>:f    r22.0<0;0>:f      r126.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r4.0<1>:f     r22.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f       
(W)     mov (1|M0)               r22.0<1>:f    1.0:f                              
        mad (16|M0)              r10.0<1>:f    r22.0<0;0>:f      r126.0<8;1>:f     r12.0<1>:f      
        mad (16|M16)             r2.0<1>:f     r22.0<0;0>:f      acc0.0<8;1>:f     r4.0<1>:f       
        add (16|M0)              r40.0<1>:d    r6.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        add (16|M16)             r62.0<1>:d    r14.0<8;8,1>:d    r2.0<8;8,1>:d   
        else (32|M0)                         L30240                  L30240                
L21656:
        and (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    255:w              
        shr (16|M0)              r10.0<1>:d    r122.0<8;8,1>:ud  23:w              
        cmp (16|M0)   (eq)f0.0   r12.0<1>:d    r16.0<8;8,1>:d    0:w              
        and (16|M0)              r26.0<1>:d    r122.0<8;8,1>:d   2147483647:d              
        and (16|M16)             r24.0<1>:d    r113.0<8;8,1>:d   2147483647:d              
        shr (16|M16)             r2.0<1>:d     r113.0<8;8,1>:ud  23:w              
        and (16|M0)              r46.0<1>:d    r10.0<8;8,1>:d    255:w              
        mov (16|M0)              r10.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}
        add (16|M0)              r22.0<1>:d    r26.0<8;8,1>:d    -2139095040:d              
        add (16|M16)             r12.0<1>:d    r24.0<8;8,1>:d    -2139095040:d              
        and (16|M16)             r72.0<1>:d    r2.0<8;8,1>:d     255:w              
        cmp (16|M16)  (eq)f1.0   r2.0<1>:d     r18.0<8;8,1>:d    0:w              
        cmp (16|M0)   (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0xC0000000:ud             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0xC0000000:ud             
        and (16|M16)             r6.0<1>:d     r20.0<8;8,1>:d    255:w              
        mov (16|M16)             r20.0<1>:d    -r2.0<8;8,1>:d                  
        and (16|M16)             r14.0<1>:d    r113.0<8;8,1>:d   8388607:d              
        and (16|M0)              r2.0<1>:d     r122.0<8;8,1>:d   8388607:d              
(~f0.0) if (32|M0)                           L22520                  L22568                
L21952:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x4B7FFFFF:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x4B7FFFFF:ud             
(~f1.0) if (32|M0)                           L22440                  L22488                
L22000:
        and (16|M0)              r22.0<1>:d    r122.0<8;8,1>:d   260046848:d              
        and (16|M16)             r12.0<1>:d    r113.0<8;8,1>:d   260046848:d              
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    8388608:d              
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    8388608:d              
        shr (16|M0)              r22.0<1>:d    r22.0<8;8,1>:ud   23:w              
        shr (16|M16)             r12.0<1>:d    r12.0<8;8,1>:ud   23:w              
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    31:w              
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    31:w              
        shl (16|M0)              r28.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d  
        and (16|M0)   (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    8388607:d              
        and (16|M16)  (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    8388607:d              
(f0.0)  if (32|M0)                           L22360                  L22408                
L22200:
        and (16|M0)              r24.0<1>:d    r28.0<8;8,1>:d    16777215:d              
        and (16|M16)             r12.0<1>:d    r22.0<8;8,1>:d    16777215:d              
(W)     mov (1|M0)               r32.8<1>:hf   0x1:hf                             
        cmp (16|M0)   (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    8388608:d              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r12.0<8;8,1>:d    8388608:d              
(f0.0)  sel (16|M0)              r12.0<2>:b    r32.8<0;1,0>:w    2:w              
        mov (16|M0)              r32.0<1>:b    r12.0<2;1,0>:b                  
(f0.0)  sel (16|M16)             r12.0<2>:b    r32.8<0;1,0>:w    2:w              
        mov (16|M16)             r28.0<1>:b    r12.0<2;1,0>:b                  
        else (32|M0)                         L22408                  L22408                
L22360:
(W)     mov (1|M0)               r28.16<2>:b   0:w                              
        mov (16|M0)              r32.0<1>:b    r28.16<0;1,0>:b                 
        mov (16|M16)             r28.0<1>:b    r28.16<0;1,0>:b                 
L22408:
        endif (32|M0)                        L22424                                
L22424:
        else (32|M0)                         L22488                  L22488                
L22440:
(W)     mov (1|M0)               r28.16<2>:b   2:w                              
        mov (16|M0)              r32.0<1>:b    r28.16<0;1,0>:b                 
        mov (16|M16)             r28.0<1>:b    r28.16<0;1,0>:b                 
L22488:
        endif (32|M0)                        L22504                                
L22504:
        else (32|M0)                         L22568                  L22568                
L22520:
(W)     mov (1|M0)               r28.16<2>:b   0:w                              
        mov (16|M0)              r32.0<1>:b    r28.16<0;1,0>:b                 
        mov (16|M16)             r28.0<1>:b    r28.16<0;1,0>:b                 
L22568:
        endif (32|M0)                        L22584                                
L22584:
        not (16|M16)             r22.0<1>:d    r64.0<8;8,1>:d                  
        not (16|M0)              r12.0<1>:d    r42.0<8;8,1>:d                   {Compacted}
        cmp (16|M16)  (eq)f0.0   r24.0<1>:d    r6.0<8;8,1>:d     127:w              
        cmp (16|M0)   (eq)f1.0   r26.0<1>:d    r4.0<8;8,1>:d     127:w              
        shr (16|M16)             r22.0<1>:d    r22.0<8;8,1>:ud   31:w              
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   31:w              
        mov (16|M16)             r24.0<1>:d    -r24.0<8;8,1>:d                 
        mov (16|M0)              r26.0<1>:d    -r26.0<8;8,1>:d                  {Compacted}
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d  
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        or (16|M0)               r10.0<1>:d    r46.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    r24.0<8;8,1>:d  
        or (16|M16)              r24.0<1>:d    r72.0<8;8,1>:d    r14.0<8;8,1>:d  
        cmp (16|M0)   (ne)f0.0   r20.0<1>:d    r10.0<8;8,1>:d    0:w              
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (ne)f1.0   r10.0<1>:d    r24.0<8;8,1>:d    0:w              
        mov (16|M0)              r20.0<1>:d    -r20.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r10.0<1>:d    -r10.0<8;8,1>:d                 
        and (16|M0)   (eq)f1.0   null<1>:d     ~r12.0<8;8,1>:d   r20.0<8;8,1>:d  
        and (16|M16)  (eq)f1.0   null<1>:d     ~r22.0<8;8,1>:d   r10.0<8;8,1>:d  
(~f1.0) if (32|M0)                           L30112                  L30224                
L22872:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r4.0<8;8,1>:d     255:w              
(W)     mov (1|M0)               r28.12<1>:hf  0x1:hf                             
(W)     mov (1|M0)               r28.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r6.0<8;8,1>:d     255:w              
(W)     mov (1|M0)               r28.4<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r28.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r28.4<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<8;8,1>:d    255:w              
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<8;8,1>:d    255:w              
(W)     mov (1|M0)               f1.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     0:w              
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r14.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              acc0.0<1>:uw  r28.12<0;1,0>:uw  0x0:uw             
(f0.0)  sel (16|M0)              r2.0<1>:uw    r28.12<0;1,0>:uw  0x0:uw             
        and (16|M0)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r2.0<16;16,1>:uw
(f0.0)  sel (16|M16)             r2.0<1>:uw    r28.12<0;1,0>:uw  0x0:uw             
(W)     mov (1|M0)               r28.5<1>:ud   f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.5<0;1,0>:ud                  {Compacted}
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r28.12<0;1,0>:uw  0x0:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r2.0<16;16,1>:uw
(W)     mov (1|M0)               r28.5<1>:ud   f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r28.5<0;1,0>:ud                  {Compacted}
(~f1.0) if (32|M0)                           L23288                  L30080                
L23248:
        add (16|M0)              r40.0<1>:f    r42.0<8;8,1>:f    r122.0<8;8,1>:f  {Compacted}
        add (16|M16)             r62.0<1>:f    r64.0<8;8,1>:f    r113.0<8;8,1>:f 
        else (32|M0)                         L30080                  L30080                
L23288:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r42.0<8;8,1>:f    0.0:f               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r64.0<8;8,1>:f    0.0:f              
        shr (16|M0)              r10.0<1>:d    r42.0<8;8,1>:ud   31:w              
        shr (16|M16)             r12.0<1>:d    r64.0<8;8,1>:ud   31:w              
        mov (16|M0)              r2.0<1>:d     r32.0<8;8,1>:ub                 
        mov (16|M16)             r60.0<1>:d    r28.0<8;8,1>:ub                 
(~f0.0) if (32|M0)                           L23656                  L30064                
L23392:
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r122.0<8;8,1>:d   -1:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r113.0<8;8,1>:d   -1:w              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        mul (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     2408:w              
        or (16|M16)              r14.0<1>:d    r14.0<8;8,1>:d    2408:w              
        send (16|M0)             r10:w    r4:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r16:w    r14:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r14.0<1>:f    r64.0<8;8,1>:f    r64.0<8;8,1>:f  
(~f1.0) math.fdiv (16|M0)        r40.0<1>:f    r10.0<8;8,1>:f    r2.0<8;8,1>:f   
(~f1.0) math.fdiv (16|M16)       r62.0<1>:f    r16.0<8;8,1>:f    r14.0<8;8,1>:f  
(f1.0)  mul (16|M0)              r40.0<1>:f    r2.0<8;8,1>:f     r10.0<8;8,1>:f  
(f1.0)  mul (16|M16)             r62.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f  
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        else (32|M0)                         L30064                  L30064                
L23656:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<8;8,1>:d    255:w              
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<8;8,1>:d    255:w              
        cmp (16|M16)  (eq)f1.0   null<1>:f     r64.0<8;8,1>:f    -1.0:f              
(W)     mov (1|M0)               r14.0<1>:hf   0x1:hf                             
(W)     not (1|M16)              f0.1<1>:uw    f0.1<0;1,0>:uw                  
(W)     not (1|M0)               f1.0<1>:uw    f0.0<0;1,0>:uw                  
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r14.0<0;1,0>:uw   0x0:uw             
(~f0.0) cmp (16|M16)  (ne)f0.0   null<1>:d     r60.0<8;8,1>:d    0:w              
(~f1.0) cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     0:w              
(f0.0)  sel (16|M16)             r14.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:f     r42.0<8;8,1>:f    -1.0:f              
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r14.0<16;16,1>:uw
(~f1.0) if (32|M0)                           L29936                  L30048                
L23864:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r6.0<8;8,1>:d     255:w              
(W)     mov (1|M0)               r14.0<1>:hf   0x1:hf                             
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<8;8,1>:d    255:w              
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<8;8,1>:d    255:w              
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r14.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M16)             r14.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw             
(f0.0)  cmp (16|M0)   (ne)f0.0   null<1>:d     r4.0<8;8,1>:d     255:w              
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r14.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L24632                  L29904                
L24008:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x7F:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x7F:uw             
        cmp (16|M0)   (gt)f1.0   null<1>:d     r122.0<8;8,1>:d   -1:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r113.0<8;8,1>:d   -1:w              
(f0.0)  if (32|M0)                           L24160                  L24600                
L24088:
        mul (16|M0)              acc0.0<1>:f   r122.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r14.0<1>:f    r113.0<8;8,1>:f   r113.0<8;8,1>:f 
(~f1.0) sel (16|M0)              r40.0<1>:f    acc0.0<8;8,1>:f   0.0:f              
(~f1.0) sel (16|M16)             r62.0<1>:f    r14.0<8;8,1>:f    0.0:f              
        else (32|M0)                         L24600                  L24600                
L24160:
(~f1.0) if (32|M0)                           L24328                  L24584                
L24176:
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2436:w              
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2436:w              
        send (16|M0)             r40:w    r4:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r62:w    r14:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        else (32|M0)                         L24584                  L24584                
L24328:
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        mul (16|M0)              acc0.0<1>:f   r42.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r42.0<8;8,1>:f  inf:f           
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r64.0<8;8,1>:f  inf:f           
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     2408:w              
        or (16|M16)              r14.0<1>:d    r14.0<8;8,1>:d    2408:w              
        send (16|M0)             r10:w    r4:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r14:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             acc0.0<1>:f   r64.0<8;8,1>:f    r64.0<8;8,1>:f  
(f1.0)  sel (16|M0)              r4.0<1>:f     (abs)r42.0<8;8,1>:f  r2.0<8;8,1>:f
        mul (16|M16)             r14.0<1>:f    acc0.0<8;8,1>:f   r113.0<8;8,1>:f 
(f1.0)  sel (16|M16)             acc0.0<1>:f   (abs)r64.0<8;8,1>:f  r14.0<8;8,1>:f
        mul (16|M0)              r40.0<1>:f    r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r62.0<1>:f    acc0.0<8;8,1>:f   r18.0<8;8,1>:f  
L24584:
        endif (32|M0)                        L24600                                
L24600:
        endif (32|M0)                        L24616                                
L24616:
        else (32|M0)                         L29904                  L29904                
L24632:
        cmp (16|M0)   (gt)f1.0   r16.0<1>:f    r42.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (gt)f0.0   r14.0<1>:f    r64.0<8;8,1>:f    0.0:f              
        mov (16|M0)              r16.0<1>:d    -r16.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r14.0<1>:d    -r14.0<8;8,1>:d                 
        or (16|M0)    (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
        or (16|M16)   (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r14.0<8;8,1>:d  
(~f0.0) if (32|M0)                           L29856                  L29888                
L24728:
        and (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r10.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        cmp (16|M0)   (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     0:w              
        and (16|M16)             r12.0<1>:d    r64.0<8;8,1>:d    2147483647:d              
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     0:w              
(W)     mov (1|M0)               r4.0<1>:hf    -qnan(0x1C0):hf                             
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    2408:w              
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    2408:w              
(f0.0)  sel (16|M0)              r18.0<1>:d    r4.0<0;1,0>:w     0:w              
        send (16|M0)             r40:w    r14:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r14.0<1>:d    r42.0<8;8,1>:d    2147483647:d              
        send (16|M16)            r62:w    r10:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f    0x5F800000:f              
(~f0.0) mov (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f                  
        mul (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    0x5F800000:f              
(~f0.0) mov (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f                  
(f0.0)  sel (16|M16)             r16.0<1>:d    r4.0<0;1,0>:w     0:w              
        and (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r58.0<1>:d    r10.0<8;8,1>:d    -2139095041:d              
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     2147483647:d              
        and (16|M0)              r38.0<1>:d    r2.0<8;8,1>:d     -2139095041:d              
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -1060634624:d              
        or (16|M16)              r58.0<1>:d    r58.0<8;8,1>:d    1065353216:d              
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     -1060634624:d              
        or (16|M0)               r38.0<1>:d    r38.0<8;8,1>:d    1065353216:d              
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        asr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w              
        add (16|M16)             r34.0<1>:d    r4.0<8;8,1>:d     r16.0<8;8,1>:d  
        and (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    7864320:d              
        add (16|M0)              r44.0<1>:d    r6.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     7864320:d              
        mov (16|M16)             r74.0<1>:f    r34.0<8;8,1>:d                  
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     524288:d              
        mov (16|M0)              r84.0<1>:f    r44.0<8;8,1>:d                   {Compacted}
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     524288:d              
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    20:w              
        shr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:ud    20:w              
        shl (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     3:w              
        shl (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     2:w              
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     3:w              
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    924:w              
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     960:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     924:w              
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     960:w              
        send (16|M16)            r80:w    r10:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r26:w    r4:f    0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r90:w    r2:f    0xC            0x04205E03           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r14:w    r6:f    0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (16|M16)             r20.0<1>:f    r80.0<8;8,1>:f    r58.0<8;8,1>:f  
        add (16|M16)             r68.0<1>:f    r26.0<8;8,1>:f    r74.0<8;8,1>:f  
        mul (16|M0)              r2.0<1>:f     r90.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted}
        add (16|M0)              r48.0<1>:f    r14.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}
        and (16|M16)             r18.0<1>:d    r20.0<8;8,1>:d    1966080:d              
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     1966080:d              
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    131072:d              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     131072:d              
        shr (16|M16)             r18.0<1>:d    r18.0<8;8,1>:ud   18:w              
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    18:w              
        shl (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    3:w              
        shl (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     3:w              
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1032:w              
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1068:w              
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1032:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1068:w              
        send (16|M16)            r78:w    r10:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18:f   0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r88:w    r6:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r10:w    r4:f    0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (16|M16)             r32.0<1>:f    r20.0<8;8,1>:f    r78.0<8;8,1>:f  
        add (16|M16)             r56.0<1>:f    r68.0<8;8,1>:f    r22.0<8;8,1>:f  
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     r88.0<8;8,1>:f   {Compacted}
        and (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    507904:d              
        and (16|M0)              r18.0<1>:d    r6.0<8;8,1>:d     507904:d              
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    16384:w              
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    16384:w              
        shr (16|M16)             r36.0<1>:d    r36.0<8;8,1>:ud   15:w              
        shr (16|M0)              r18.0<1>:d    r18.0<8;8,1>:ud   15:w              
        shl (16|M16)             r4.0<1>:d     r36.0<8;8,1>:d    2:w              
        shl (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    3:w              
        shl (16|M0)              r2.0<1>:d     r18.0<8;8,1>:d    2:w              
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    3:w              
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1140:w              
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    1208:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1140:w              
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1208:w              
        send (16|M16)            r119:w   r4:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r126:w   r2:f    0xC            0x04205E03           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r2:w     r18:f   0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r18:w    r36:f   0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M0)              r36.0<1>:f    r48.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r82.0<1>:f    r32.0<8;8,1>:f    r119.0<8;8,1>:f 
        mul (16|M0)              r92.0<1>:f    r6.0<8;8,1>:f     r126.0<8;8,1>:f  {Compacted}
        add (16|M0)              r34.0<1>:f    r36.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M16)             r54.0<1>:f    r56.0<8;8,1>:f    r18.0<8;8,1>:f  
        add (16|M16)             r52.0<1>:f    r82.0<8;8,1>:f    0xBFB88000:f              
        add (16|M0)              r32.0<1>:f    r92.0<8;8,1>:f    0xBFB88000:f              
        add (16|M16)             r50.0<1>:f    r54.0<8;8,1>:f    r52.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:f     r34.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}
        shr (16|M16)             r70.0<1>:d    r50.0<8;8,1>:ud   23:w              
        shr (16|M0)              r44.0<1>:d    r6.0<8;8,1>:ud    23:w              
        and (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    255:w              
        and (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    255:w              
        add (16|M0)              r76.0<1>:d    r44.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
        add (16|M16)             r44.0<1>:d    r70.0<8;8,1>:d    r72.0<8;8,1>:d  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r76.0<8;8,1>:ud   0x109:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x109:uw             
(~f1.0) if (32|M0)                           L26656                  L29824                
L26440:
        xor (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r122.0<8;8,1>:d  {Compacted}
        xor (16|M16)             r70.0<1>:d    r50.0<8;8,1>:d    r113.0<8;8,1>:d 
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    29:w              
        shr (16|M16)             r70.0<1>:d    r70.0<8;8,1>:ud   29:w              
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     4:w              
        and (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    4:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2396:w              
        add (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    2396:w              
        send (16|M0)             r2:w     r4:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r46:w    r70:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r46.0<1>:f    r46.0<8;8,1>:f    r46.0<8;8,1>:f  
        mul (16|M0)              r40.0<1>:f    r40.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    r46.0<8;8,1>:f  
        else (32|M0)                         L29824                  L29824                
L26656:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r76.0<8;8,1>:ud   0xC0:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r44.0<8;8,1>:ud   0xC0:uw             
(f0.0)  if (32|M0)                           L29808                  L29808                
L26704:
        add (16|M0)              r46.0<1>:f    r84.0<8;8,1>:f    -r48.0<8;8,1>:f  {Compacted}
        add (16|M0)              r44.0<1>:f    r48.0<8;8,1>:f    -r36.0<8;8,1>:f  {Compacted}
        add (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}
        add (16|M16)             r70.0<1>:f    r74.0<8;8,1>:f    -r68.0<8;8,1>:f 
        add (16|M0)              acc0.0<1>:f   r14.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        add (16|M0)              r44.0<1>:f    r10.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}
        add (16|M16)             r72.0<1>:f    r68.0<8;8,1>:f    -r56.0<8;8,1>:f 
        add (16|M0)              r48.0<1>:f    r2.0<8;8,1>:f     r48.0<8;8,1>:f   {Compacted}
        add (16|M16)             r36.0<1>:f    r56.0<8;8,1>:f    -r54.0<8;8,1>:f 
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r44.0<8;8,1>:f  
        add (16|M16)             r70.0<1>:f    r26.0<8;8,1>:f    r70.0<8;8,1>:f  
        add (16|M16)             r72.0<1>:f    r22.0<8;8,1>:f    r72.0<8;8,1>:f  
        add (16|M16)             r36.0<1>:f    r18.0<8;8,1>:f    r36.0<8;8,1>:f  
        add (16|M0)              r46.0<1>:f    acc0.0<8;8,1>:f   r48.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r90.0<8;8,1>:f    r88.0<8;8,1>:f   {Compacted}
        add (16|M16)             r70.0<1>:f    r70.0<8;8,1>:f    r72.0<8;8,1>:f  
        mul (16|M16)             r76.0<1>:f    r80.0<8;8,1>:f    r78.0<8;8,1>:f  
        add (16|M0)              r46.0<1>:f    r16.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r10.0<1>:f    -r38.0<8;1>:f     r38.0<8;1>:f      r121.0<0>:f     
        add (16|M16)             r70.0<1>:f    r70.0<8;8,1>:f    r36.0<8;8,1>:f  
        mul (16|M16)             r18.0<1>:f    r76.0<8;8,1>:f    r119.0<8;8,1>:f 
        add (16|M0)              r46.0<1>:f    r12.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r108.0<1>:f   -r10.0<8;1>:f     r38.0<8;1>:f      r121.0<0>:f     
        add (16|M16)             r70.0<1>:f    r28.0<8;8,1>:f    r70.0<8;8,1>:f  
        mad (16|M16)             r16.0<1>:f    -r18.0<8;1>:f     r18.0<8;1>:f      r121.0<0>:f     
        add (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f     r46.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   r126.0<8;8,1>:f  {Compacted}
        add (16|M16)             r70.0<1>:f    r24.0<8;8,1>:f    r70.0<8;8,1>:f  
        mad (16|M16)             r16.0<1>:f    -r16.0<8;1>:f     r18.0<8;1>:f      r121.0<0>:f     
        add (16|M0)              r106.0<1>:f   r38.0<8;8,1>:f    -r108.0<8;8,1>:f {Compacted}
        mad (16|M0)              r2.0<1>:f     -r4.0<8;1>:f      r4.0<8;1>:f       r121.0<0>:f     
        add (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    r70.0<8;8,1>:f  
        mad (16|M16)             r20.0<1>:f    -r58.0<8;1>:f     r58.0<8;1>:f      r121.0<0>:f     
        mad (16|M16)             r22.0<1>:f    -r16.0<8;1>:f     r76.0<8;1>:f      r119.0<1>:f     
        mad (16|M0)              r2.0<1>:f     -r2.0<8;1>:f      r4.0<8;1>:f       r121.0<0>:f     
(W)     mov (1|M0)               r26.0<1>:f    0xBEB1C35D:f                              
        mad (16|M16)             r103.0<1>:f   -r20.0<8;1>:f     r58.0<8;1>:f      r121.0<0>:f     
(W)     mov (1|M0)               r36.0<1>:f    98304.0:f                              
        mad (16|M0)              r4.0<1>:f     -r92.0<8;1>:f     r108.0<8;1>:f     r2.0<1>:f       
        mad (16|M0)              r10.0<1>:f    -r2.0<8;1>:f      acc0.0<8;1>:f     r126.0<1>:f     
        add (16|M16)             acc0.0<1>:f   r58.0<8;8,1>:f    -r103.0<8;8,1>:f
        mad (16|M16)             r20.0<1>:f    -r82.0<8;1>:f     r103.0<8;1>:f     r16.0<1>:f      
        mad (16|M0)              r4.0<1>:f     r4.0<8;1>:f       r106.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r20.0<1>:f    r20.0<8;1>:f      acc0.0<8;1>:f     r16.0<1>:f      
        mad (16|M0)              r4.0<1>:f     r4.0<8;1>:f       r108.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             r20.0<1>:f    r20.0<8;1>:f      r103.0<8;1>:f     r22.0<1>:f      
        mad (16|M0)              r2.0<1>:f     r4.0<8;1>:f       r106.0<8;1>:f     r10.0<1>:f      
(W)     mov (1|M0)               r10.1<1>:f    0x3DAB1EA1:f                              
(W)     mov (1|M0)               r10.0<1>:f    0x3E246F69:f                              
        add (16|M0)              r4.0<1>:f     r34.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r18.0<1>:f    r20.0<8;1>:f      acc0.0<8;1>:f     r22.0<1>:f      
        add (16|M0)              r126.0<1>:f   r32.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M16)             r20.0<1>:f    r54.0<8;8,1>:f    -r50.0<8;8,1>:f 
        add (16|M16)             r119.0<1>:f   r52.0<8;8,1>:f    r18.0<8;8,1>:f  
        mad (16|M0)              r16.0<1>:f    r10.0<0;0>:f      -r126.0<8;1>:f    r10.1<0>:f      
        add (16|M16)             acc0.0<1>:f   r52.0<8;8,1>:f    r20.0<8;8,1>:f  
        mad (16|M16)             r22.0<1>:f    r10.0<0;0>:f      -r119.0<8;1>:f    r10.1<0>:f      
        mad (16|M0)              r20.0<1>:f    r26.0<0;0>:f      r126.0<8;1>:f     r16.0<1>:f      
        add (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r16.0<1>:f    r26.0<0;0>:f      r119.0<8;1>:f     r22.0<1>:f      
(W)     mov (1|M0)               r26.0<1>:f    8.941205e-04:f                              
        mad (16|M0)              r4.0<1>:f     r26.0<0;0>:f      r126.0<8;1>:f     r20.0<1>:f      
        add (16|M0)              r20.0<1>:f    r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M16)             r10.0<1>:f    acc0.0<8;8,1>:f   r18.0<8;8,1>:f  
        mad (16|M16)             r22.0<1>:f    r26.0<0;0>:f      r119.0<8;1>:f     r16.0<1>:f      
        add (16|M0)              acc0.0<1>:f   r12.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        add (16|M16)             r34.0<1>:f    r14.0<8;8,1>:f    r10.0<8;8,1>:f  
        mad (16|M0)              r14.0<1>:f    r6.0<8;1>:f       r126.0<8;1>:f     r4.0<1>:f       
        mad (16|M16)             r24.0<1>:f    r50.0<8;1>:f      r119.0<8;1>:f     r22.0<1>:f      
        add (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}
        add (16|M16)             r26.0<1>:f    r34.0<8;8,1>:f    r24.0<8;8,1>:f  
        add (16|M16)             r28.0<1>:f    r50.0<8;8,1>:f    -r24.0<8;8,1>:f 
        mad (16|M0)              r10.0<1>:f    -r20.0<8;1>:f     r20.0<8;1>:f      r121.0<0>:f     
        mad (16|M16)             r12.0<1>:f    -r26.0<8;1>:f     r26.0<8;1>:f      r121.0<0>:f     
        mad (16|M16)             r28.0<1>:f    r28.0<8;1>:f      r119.0<8;1>:f     r22.0<1>:f      
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    -r26.0<8;8,1>:f 
        mad (16|M0)              r2.0<1>:f     -r10.0<8;1>:f     r20.0<8;1>:f      r121.0<0>:f     
        mad (16|M16)             r10.0<1>:f    -r12.0<8;1>:f     r26.0<8;1>:f      r121.0<0>:f     
        add (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     -r14.0<8;8,1>:f  {Compacted}
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted}
        add (16|M0)              r18.0<1>:f    r20.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted}
        add (16|M16)             r32.0<1>:f    r26.0<8;8,1>:f    -r10.0<8;8,1>:f 
        mad (16|M0)              r12.0<1>:f    r12.0<8;1>:f      r126.0<8;1>:f     r4.0<1>:f       
        add (16|M0)              r14.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r124.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r20.0<1>:f    r115.0<8;8,1>:f   r32.0<8;8,1>:f  
        add (16|M16)             r24.0<1>:f    r34.0<8;8,1>:f    r24.0<8;8,1>:f  
        add (16|M0)              r4.0<1>:f     r12.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        mac (16|M0)              r6.0<1>:f     r110.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r14.0<1>:f    r36.0<0;0>:f      r115.0<8;1>:f     r10.0<1>:f      
        mad (16|M16)             acc0.0<1>:f   r20.0<8;1>:f      r117.0<8;1>:f     r32.0<1>:f      
        add (16|M16)             r26.0<1>:f    r28.0<8;8,1>:f    r24.0<8;8,1>:f  
        mad (16|M0)              r12.0<1>:f    r6.0<8;1>:f       r110.0<8;1>:f     r2.0<1>:f       
        mad (16|M0)              r6.0<1>:f     r36.0<0;0>:f      r124.0<8;1>:f     r2.0<1>:f       
        shl (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    3:w              
        mac (16|M16)             r22.0<1>:f    r117.0<8;8,1>:f   r10.0<8;8,1>:f  
        add (16|M16)             r105.0<1>:f   r14.0<8;8,1>:f    -98304.0:f              
        shl (16|M0)              r18.0<1>:d    r6.0<8;8,1>:d     3:w              
        and (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1016:w              
        add (16|M0)              r126.0<1>:f   r6.0<8;8,1>:f     -98304.0:f              
        mad (16|M16)             acc0.0<1>:f   -r105.0<8;1>:f    r115.0<8;1>:f     r10.0<1>:f      
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1016:w              
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1344:w              
        mad (16|M0)              r126.0<1>:f   -r126.0<8;1>:f    r124.0<8;1>:f     r2.0<1>:f       
        mad (16|M0)              r2.0<1>:f     r12.0<8;1>:f      r4.0<8;1>:f       r122.0<1>:f     
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1344:w              
        send (16|M16)            r117:w   r16:f   0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mad (16|M16)             r4.0<1>:f     r22.0<8;1>:f      r26.0<8;1>:f      r113.0<1>:f     
(W)     mov (1|M0)               r10.1<1>:f    5.550411e-02:f                              
        send (16|M0)             r108:w   r18:f   0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (1|M0)               r10.0<1>:f    2.402265e-01:f                              
        add (16|M0)              r126.0<1>:f   r126.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        add (16|M16)             acc0.0<1>:f   acc0.0<8;8,1>:f   r4.0<8;8,1>:f   
(W)     mov (1|M0)               r12.0<1>:f    6.931472e-01:f                              
        mad (16|M0)              r2.0<1>:f     r10.0<0;0>:f      r126.0<8;1>:f     r10.1<0>:f      
        mad (16|M16)             r4.0<1>:f     r10.0<0;0>:f      acc0.0<8;1>:f     r10.1<0>:f      
        mad (16|M0)              r16.0<1>:f    r12.0<0;0>:f      r126.0<8;1>:f     r2.0<1>:f       
        mad (16|M16)             r10.0<1>:f    r12.0<0;0>:f      acc0.0<8;1>:f     r4.0<1>:f       
        mul (16|M0)              r12.0<1>:f    r126.0<8;8,1>:f   r16.0<8;8,1>:f   {Compacted}
        mul (16|M16)             acc0.0<1>:f   acc0.0<8;8,1>:f   r10.0<8;8,1>:f  
        shl (16|M16)             r10.0<1>:d    r14.0<8;8,1>:d    10:w              
        mad (16|M16)             r18.0<1>:f    r119.0<8;1>:f     acc0.0<8;1>:f     r117.0<1>:f     
        mad (16|M0)              r2.0<1>:f     r110.0<8;1>:f     r12.0<8;1>:f      r108.0<1>:f     
        shl (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     10:w              
        add (16|M16)             r16.0<1>:f    r117.0<8;8,1>:f   r18.0<8;8,1>:f  
        add (16|M0)              r4.0<1>:f     r108.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        asr (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    17:w              
        asr (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    17:w              
        shr (16|M16)             r14.0<1>:d    r16.0<8;8,1>:ud   23:w              
        shr (16|M0)              r10.0<1>:d    r4.0<8;8,1>:ud    23:w              
        add (16|M0)              r20.0<1>:d    r6.0<8;8,1>:d     -127:w              
        add (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    -127:w              
        and (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    255:w              
        and (16|M0)              r28.0<1>:d    r10.0<8;8,1>:d    255:w              
        add (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    128:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:d    128:w              
(~f1.0) if (32|M0)                           L28736                  L29792                
L28688:
        mul (16|M0)              r40.0<1>:f    r40.0<8;8,1>:f    inf:f              
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    inf:f              
        else (32|M0)                         L29792                  L29792                
L28736:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    -127:w              
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:d    -127:w              
(~f0.0) if (32|M0)                           L29608                  L29776                
L28784:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0xFFFFFF77:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0xFFFFFF77:ud             
(~f1.0) if (32|M0)                           L29152                  L29576                
L28832:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0xFFFFFF60:ud             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0xFFFFFF60:ud             
(~f0.0) if (32|M0)                           L28920                  L29120                
L28880:
        mul (16|M0)              r40.0<1>:f    r40.0<8;8,1>:f    0.0:f               {Compacted}
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    0.0:f              
        else (32|M0)                         L29120                  L29120                
L28920:
        shl (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    23:w              
        shl (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     23:w              
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    5.421011e-20:f              
        mul (16|M16)             r125.0<1>:f   r62.0<8;8,1>:f    5.421011e-20:f              
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1602224128:d              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1602224128:d              
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2139095040:d              
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d              
        mul (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f    r20.0<8;8,1>:f  
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
(W)     mov (1|M0)               r20.0<1>:f    0.0:f                              
        mad (16|M0)              r40.0<1>:f    r20.0<0;0>:f      acc0.0<8;1>:f     r6.0<1>:f       
        mad (16|M16)             r62.0<1>:f    r20.0<0;0>:f      r125.0<8;1>:f     r22.0<1>:f      
L29120:
        endif (32|M0)                        L29136                                
L29136:
        else (32|M0)                         L29576                  L29576                
L29152:
        mad (16|M16)             r20.0<1>:f    -r16.0<8;1>:f     r16.0<8;1>:f      r121.0<0>:f     
        mad (16|M0)              r22.0<1>:f    -r4.0<8;1>:f      r4.0<8;1>:f       r121.0<0>:f     
        shl (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    23:w              
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    5.421011e-20:f              
        mad (16|M16)             r26.0<1>:f    -r20.0<8;1>:f     r16.0<8;1>:f      r121.0<0>:f     
        mad (16|M0)              r10.0<1>:f    -r22.0<8;1>:f     r4.0<8;1>:f       r121.0<0>:f     
        shl (16|M0)              r20.0<1>:d    r6.0<8;8,1>:d     23:w              
        add (16|M16)             r22.0<1>:f    r117.0<8;8,1>:f   -r16.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r108.0<8;8,1>:f   -r4.0<8;8,1>:f   {Compacted}
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    1602224128:d              
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1602224128:d              
        add (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    r22.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
        add (16|M16)             r18.0<1>:f    r16.0<8;8,1>:f    -r26.0<8;8,1>:f 
        add (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        and (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    2139095040:d              
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    2139095040:d              
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r18.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r115.0<1>:f   r62.0<8;8,1>:f    5.421011e-20:f              
        mul (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f    r24.0<8;8,1>:f  
        mul (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r24.0<8;8,1>:f  
        mul (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r22.0<1>:f    r115.0<8;8,1>:f   r22.0<8;8,1>:f  
        mul (16|M0)              r6.0<1>:f     acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r22.0<1>:f    r22.0<8;1>:f      r115.0<8;1>:f     r28.0<1>:f      
        mad (16|M0)              acc0.0<1>:f   r6.0<8;1>:f       acc0.0<8;1>:f     r32.0<1>:f      
        add (16|M16)             r62.0<1>:f    r22.0<8;8,1>:f    0.0:f              
        add (16|M0)              r40.0<1>:f    acc0.0<8;8,1>:f   0.0:f              
L29576:
        endif (32|M0)                        L29592                                
L29592:
        else (32|M0)                         L29776                  L29776                
L29608:
        and (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     -2139095041:d              
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        add (16|M16)             r4.0<1>:d     r14.0<8;8,1>:d    r12.0<8;8,1>:d  
        and (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    -2139095041:d              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d              
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     r18.0<8;8,1>:d  
        mul (16|M0)              r40.0<1>:f    r40.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    r4.0<8;8,1>:f   
L29776:
        endif (32|M0)                        L29792                                
L29792:
        endif (32|M0)                        L29808                                
L29808:
        endif (32|M0)                        L29824                                
L29824:
        endif (32|M0)                        L29840                                
L29840:
        else (32|M0)                         L29888                  L29888                
L29856:
        mov (16|M0)              r40.0<1>:f    qnan(0x0):f                              
        mov (16|M16)             r62.0<1>:f    qnan(0x0):f                              
L29888:
        endif (32|M0)                        L29904                                
L29904:
        endif (32|M0)                        L29920                                
L29920:
        else (32|M0)                         L30048                  L30048                
L29936:
        shl (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r60.0<8;8,1>:d    2:w              
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     2408:w              
        or (16|M16)              r2.0<1>:d     r2.0<8;8,1>:d     2408:w              
        send (16|M0)             r40:w    r4:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r62:w    r2:f    0xC            0x04205E03           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
L30048:
        endif (32|M0)                        L30064                                
L30064:
        endif (32|M0)                        L30080                                
L30080:
        endif (32|M0)                        L30096                                
L30096:
        else (32|M0)                         L30224                  L30224                
L30112:
        add (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f    r122.0<8;8,1>:f  {Compacted}
        add (16|M16)             r6.0<1>:f     r64.0<8;8,1>:f    r113.0<8;8,1>:f 
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     -2147483648:d              
        and (16|M16)             r2.0<1>:d     r6.0<8;8,1>:d     -2147483648:d              
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d              
        or (16|M16)              r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d              
        mul (16|M0)              r40.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r62.0<1>:f    r2.0<8;8,1>:f     r2.0<8;8,1>:f   
L30224:
        endif (32|M0)                        L30240                                
L30240:
        endif (32|M0)                        L30256                                
L30256:
        else (32|M0)                         L30304                  L30304                
L30272:
        mov (16|M0)              r40.0<1>:f    0x3F7FFFFF:f                              
        mov (16|M16)             r62.0<1>:f    0x3F7FFFFF:f                              
L30304:
        endif (32|M0)                        L30320                                
L30320:
        mad (16|M0)              r4.0<1>:d     r30.0<8;1>:d      r9.0<0;0>:d       5:w              
        mad (16|M16)             r2.0<1>:d     r66.0<8;1>:d      r9.0<0;0>:d       5:w              
        math.fdiv (16|M0)        r10.0<1>:f    r42.0<8;8,1>:f    r122.0<8;8,1>:f  {Compacted}
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        math.fdiv (16|M16)       r6.0<1>:f     r64.0<8;8,1>:f    r113.0<8;8,1>:f 
        sends (16|M0)            null:w   r4      r40     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M0)              r4.0<1>:d     r30.0<8;1>:d      r9.0<0;0>:d       6:w              
        sends (16|M16)           null:w   r2      r62     0x8C            0x04025E02           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mad (16|M16)             r2.0<1>:d     r66.0<8;1>:d      r9.0<0;0>:d       6:w              
(W)     mov (8|M0)               r112.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r4      r10     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r6      0x8C            0x04025E02           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L30560:
