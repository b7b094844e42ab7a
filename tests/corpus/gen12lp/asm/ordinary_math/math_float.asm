L0:
(W)     mov (8|M0)               r65.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r65.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.3<0;1,0>:d     r65.1<0;1,0>:d  
(W)     mov (1|M0)               r6.0<1>:f     0xBF317200:f                              
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw {@2}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r78.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r80.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r78.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r80.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M16)        r66      r14     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r68      r12     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r70      r14     null    0x0            0x04205E01           {$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r72      r12     null    0x0            0x04205E01           {$3} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (1|M0)               r4.0<1>:f     0xB5BFBE8E:f                              
(W)     mov (1|M0)               r85.0<1>:f    0x35BFBE8E:f                              
(W)     mov (1|M0)               r84.7<1>:f    -0.5:f                               {Compacted}
        mul (16|M16)             acc0.0<1>:f   r66.0<8;8,1>:f    1.442695e+00:f               {$0.dst}
        cmp (16|M0)   (lt)f0.0   null<1>:f     r68.0<8;8,1>:f    -105.0:f               {$1.dst}
        rndz (16|M16)            r22.0<1>:f    acc0.0<8;8,1>:f                  {Compacted}
        mul (16|M0)              r16.0<1>:f    r68.0<8;8,1>:f    1.442695e+00:f              
        mad (16|M16)             acc0.0<1>:f   r66.0<8;1>:f      r22.0<8;1>:f      r6.0<0>:f        {Compacted,@2}
        mad (16|M16)             r26.0<1>:f    acc0.0<8;1>:f     r22.0<8;1>:f      r4.0<0>:f        {@7}
(W)     mov (1|M0)               r2.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        rndz (16|M0)             r20.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@4}
(W)     mov (1|M0)               f0.0<1>:ud    r2.0<0;1,0>:ud                   {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:f     r66.0<8;8,1>:f    -105.0:f              
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  inf:f           
(W)     mov (1|M0)               r2.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:f     r68.0<8;8,1>:f    105.0:f              
        mad (16|M0)              acc0.0<1>:f   r68.0<8;1>:f      r20.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
(W)     mov (1|M0)               r2.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r20.0<8;1>:f      r4.0<0>:f       
(W)     mov (1|M0)               f0.0<1>:ud    r2.2<0;1,0>:ud                   {@2}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r66.0<8;8,1>:f    105.0:f              
(W)     mov (1|M0)               r5.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        mul (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   1.442695e+00:f              
(W)     mov (1|M0)               r2.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r5.0<0;1,0>:ud                   {@4}
        math.exp (16|M16)        r30.0<1>:f    r22.0<8;8,1>:f                   {$4}
(W)     mov (1|M0)               r2.2<1>:hf    0x1:hf                             
        math.exp (16|M0)         r28.0<1>:f    r20.0<8;8,1>:f                   {$5}
        cmp (16|M16)  (gt)f1.0   null<1>:f     r66.0<8;8,1>:f    0.0:f              
        math.exp (16|M16)        r18.0<1>:f    r26.0<8;8,1>:f                   {@6,$6}
(f0.0)  sel (16|M16)             r4.0<1>:uw    r2.2<0;1,0>:uw    0x0:uw              {@2}
        math.exp (16|M0)         r16.0<1>:f    r10.0<8;8,1>:f                   {@6,$7}
(W)     mov (1|M0)               f0.0<1>:ud    r2.0<0;1,0>:ud                  
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r68.0<8;8,1>:f  inf:f            {Compacted}
        add (16|M0)              r6.0<1>:d     r9.0<0;1,0>:d     r80.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r2.2<0;1,0>:uw    0x0:uw             
        sync.nop                             null                             {Compacted,$6.dst}
        mul (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$7.dst}
        mul (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,$5.dst}
        add (16|M16)             r10.0<1>:d    r9.0<0;1,0>:d     r78.0<8;8,1>:d   {Compacted}
        math.sqt (16|M16)        r18.0<1>:f    r66.0<8;8,1>:f                   {@3,$8}
(f0.0)  mov (16|M16)             r30.0<1>:f    0.0:f                              
        math.sqt (16|M0)         r16.0<1>:f    r68.0<8;8,1>:f                   {@3,$9}
(f0.0)  mov (16|M0)              r28.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r2.2<0;1,0>:ud                  
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r68.0<8;8,1>:f    0.0:f              
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r4.0<16;16,1>:uw
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@7}
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@7}
(f0.0)  mov (16|M0)              r28.0<1>:f    inf:f                               {Compacted}
(f0.0)  mov (16|M16)             r30.0<1>:f    inf:f                              
        send.dc1 (16|M0)         null     r12     r16     0x80            0x04025E02           {$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r18     0x80            0x04025E02           {$8} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M0)         null     r6      r28     0x80            0x04025E02           {@2,$10} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r10     r30     0x80            0x04025E02           {@1,$11} // wr:2+2, rd:0; untyped surface write with x
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L1040                  L1688                
L984:
        sync.nop                             null                             {Compacted,$8.src}
        math.log (16|M0)         r18.0<1>:f    r68.0<8;8,1>:f                   {$12}
        math.log (16|M16)        r38.0<1>:f    r66.0<8;8,1>:f                   {$13}
        else (32|M0)                         L1688                  L1688                
L1040:
        cmp (16|M0)   (lt)f1.0   null<1>:f     r68.0<8;8,1>:f    0x800000:f               {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:f     r66.0<8;8,1>:f    0x800000:f              
        mul (16|M0)              r2.0<1>:f     r68.0<8;8,1>:f    8.388608e+06:f               {Compacted}
        mul (16|M16)             r4.0<1>:f     r66.0<8;8,1>:f    8.388608e+06:f               {Compacted}
(~f1.0) mov (16|M0)              r2.0<1>:f     r68.0<8;8,1>:f                  
(~f1.0) mov (16|M16)             r4.0<1>:f     r66.0<8;8,1>:f                  
        sync.nop                             null                             {Compacted,$8.src}
        add (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     -1059760811:d               {@2}
        sync.nop                             null                             {Compacted,$9.src}
        add (16|M16)             r16.0<1>:d    r4.0<8;8,1>:d     -1059760811:d               {@2}
        and (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    8388607:d               {@2,$12.dst}
        and (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    8388607:d               {@2}
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1059760811:d               {@2}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1059760811:d               {@2}
        add (16|M0)              r2.0<1>:f     r18.0<8;8,1>:f    -1.0:f               {Compacted,@2}
        add (16|M16)             r4.0<1>:f     r20.0<8;8,1>:f    -1.0:f               {Compacted,@2}
(W)     mov (1|M0)               r8.0<1>:f     0xBE0402C8:f                              
(W)     mov (1|M0)               r8.1<1>:f     0x3E0F335D:f                              
        asr (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    23:w               {Compacted}
        asr (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    23:w               {Compacted}
(W)     mov (1|M0)               r6.0<1>:f     -23.0:f                               {$10.src}
(W)     mov (1|M0)               r9.3<1>:f     0xBDF9889E:f                              
        mad (16|M0)              acc0.0<1>:f   r8.1<0;0>:f       r2.0<8;1>:f       r8.0<0>:f        {Compacted,@5}
        sync.nop                             null                             {Compacted,$11.src}
        mad (16|M16)             r30.0<1>:f    r8.1<0;0>:f       r4.0<8;1>:f       r8.0<0>:f        {Compacted,@7}
        mov (16|M0)              r22.0<1>:f    r14.0<8;8,1>:d                   {Compacted,@6}
        mov (16|M16)             r24.0<1>:f    r16.0<8;8,1>:d                   {Compacted,@6}
(f1.0)  sel (16|M0)              r10.0<1>:f    r6.0<0;1,0>:f     0.0:f               {Compacted,@6}
(f1.0)  sel (16|M16)             r12.0<1>:f    r6.0<0;1,0>:f     0.0:f              
        mad (16|M0)              r32.0<1>:f    r9.3<0;0>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@7}
        mad (16|M16)             r14.0<1>:f    r9.3<0;0>:f       r30.0<8;1>:f      r4.0<1>:f        {Compacted,@6}
(W)     mov (1|M0)               r16.0<1>:f    1.400587e-01:f                              
(W)     mov (1|M0)               r17.0<1>:f    0xBE2ACEE6:f                              
        add (16|M0)              r6.0<1>:f     r10.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@6}
        add (16|M16)             r26.0<1>:f    r12.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@6}
        mad (16|M0)              acc0.0<1>:f   r16.0<0;0>:f      r32.0<8;1>:f      r2.0<1>:f        {Compacted,@4}
        mad (16|M16)             r12.0<1>:f    r16.0<0;0>:f      r14.0<8;1>:f      r4.0<1>:f        {Compacted,@6}
(W)     mov (1|M0)               r22.0<1>:f    0x3E4CE814:f                              
        mad (16|M0)              acc0.0<1>:f   r17.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@6}
        mad (16|M16)             r20.0<1>:f    r17.0<0;0>:f      r12.0<8;1>:f      r4.0<1>:f        {Compacted,@3}
(W)     mov (1|M0)               r8.0<1>:f     0xBE7FFF78:f                              
        mad (16|M0)              acc0.0<1>:f   r22.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@4}
        mad (16|M16)             r34.0<1>:f    r22.0<0;0>:f      r20.0<8;1>:f      r4.0<1>:f        {Compacted,@3}
(W)     mov (1|M0)               r9.3<1>:f     0x3EAAAA83:f                              
        mad (16|M0)              acc0.0<1>:f   r8.0<0;0>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@4}
        mad (16|M16)             r30.0<1>:f    r8.0<0;0>:f       r34.0<8;1>:f      r4.0<1>:f        {Compacted,@3}
        mad (16|M0)              acc0.0<1>:f   r9.3<0;0>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@3}
        mad (16|M16)             r14.0<1>:f    r9.3<0;0>:f       r30.0<8;1>:f      r4.0<1>:f        {Compacted,@2}
        mad (16|M0)              r36.0<1>:f    r84.7<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r10.0<1>:f    r84.7<0;0>:f      r14.0<8;1>:f      r4.0<1>:f        {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r36.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r10.0<1>:f    r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r2.0<8;1>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r16.0<1>:f    r4.0<8;1>:f       r10.0<8;1>:f      r4.0<1>:f        {Compacted,@2}
(W)     mov (1|M0)               r22.0<1>:f    0x3F317200:f                              
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r6.0<8;1>:f       r85.0<0>:f      
        mad (16|M16)             r20.0<1>:f    r16.0<8;1>:f      r26.0<8;1>:f      r85.0<0>:f       {Compacted,@3}
        mad (16|M0)              r18.0<1>:f    acc0.0<8;1>:f     r6.0<8;1>:f       r22.0<0>:f       {@3}
        mad (16|M16)             r38.0<1>:f    r20.0<8;1>:f      r26.0<8;1>:f      r22.0<0>:f       {Compacted,@2,$13.dst}
L1688:
        endif (32|M0)                        L1704                                
L1704:
(W)     shl (1|M0)               r2.0<1>:d     r9.0<0;1,0>:d     1:w               {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:f     (abs)r68.0<8;8,1>:f  10000.0:f           
        add (16|M0)              r4.0<1>:d     r2.0<0;1,0>:d     r80.0<8;8,1>:d   {Compacted,@2}
        add (16|M16)             r6.0<1>:d     r2.0<0;1,0>:d     r78.0<8;8,1>:d   {Compacted,$10.src}
        cmp (16|M16)  (gt)f0.0   null<1>:f     (abs)r66.0<8;8,1>:f  10000.0:f           
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@3}
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@3}
        send.dc1 (16|M0)         null     r4      r18     0x80            0x04025E02           {@2,$12} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r6      r38     0x80            0x04025E02           {@1,$13} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (1|M0)               r64.3<1>:f    0x4B400000:f                               {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L2648                  L16176                
L1848:
(W)     mov (1|M0)               r2.0<1>:f     0x3EA2F983:f                              
(W)     mov (1|M0)               r2.1<1>:f     -3.140625e+00:f                              
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r4.0<1>:f     r64.3<0;0>:f      r68.0<8;1>:f      r2.0<0>:f        {Compacted,@2}
        mad (16|M16)             r6.0<1>:f     r64.3<0;0>:f      r66.0<8;1>:f      r2.0<0>:f        {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$11.src}
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     31:w               {Compacted,@2}
        sync.nop                             null                             {Compacted,$9.src}
        shl (16|M16)             r12.0<1>:d    r6.0<8;8,1>:d     31:w               {Compacted,@2}
        add (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0xCB400000:f               {Compacted}
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0xCB400000:f               {Compacted}
(W)     mov (1|M0)               r2.2<1>:f     -9.675026e-04:f                              
        mad (16|M0)              r14.0<1>:f    r68.0<8;1>:f      acc0.0<8;1>:f     r2.1<0>:f        {Compacted,@7}
        mad (16|M16)             r16.0<1>:f    r66.0<8;1>:f      r6.0<8;1>:f       r2.1<0>:f        {Compacted,@3}
(W)     mov (1|M0)               r2.3<1>:f     0xB4222000:f                              
        mad (16|M0)              r18.0<1>:f    r14.0<8;1>:f      acc0.0<8;1>:f     r2.2<0>:f        {Compacted,@3}
        mad (16|M16)             r20.0<1>:f    r16.0<8;1>:f      r6.0<8;1>:f       r2.2<0>:f        {Compacted,@3}
(W)     mov (1|M0)               r2.4<1>:f     -5.126688e-12:f                              
        mad (16|M0)              r22.0<1>:f    r18.0<8;1>:f      acc0.0<8;1>:f     r2.3<0>:f        {Compacted,@3}
        mad (16|M16)             r24.0<1>:f    r20.0<8;1>:f      r6.0<8;1>:f       r2.3<0>:f        {Compacted,@3}
        mad (16|M0)              r26.0<1>:f    r22.0<8;1>:f      acc0.0<8;1>:f     r2.4<0>:f        {Compacted,@2}
        mad (16|M16)             r28.0<1>:f    r24.0<8;1>:f      r6.0<8;1>:f       r2.4<0>:f        {Compacted,@2}
        mul (16|M0)              r30.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r32.0<1>:f    r28.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@2}
(W)     mov (1|M0)               r2.5<1>:f     0x362EDEF8:f                              
(W)     mov (1|M0)               r2.6<1>:f     0xB94FB7FF:f                              
(W)     mov (1|M0)               r2.7<1>:f     0x3C08876A:f                              
        mad (16|M0)              acc0.0<1>:f   r2.6<0;0>:f       r30.0<8;1>:f      r2.5<0>:f        {@2}
        mad (16|M16)             r16.0<1>:f    r2.6<0;0>:f       r32.0<8;1>:f      r2.5<0>:f        {@5}
(W)     mov (1|M0)               r3.0<1>:f     -1.666666e-01:f                              
        mad (16|M0)              acc0.0<1>:f   r2.7<0;0>:f       acc0.0<8;1>:f     r30.0<1>:f       {Compacted,@4}
        mad (16|M16)             r4.0<1>:f     r2.7<0;0>:f       r16.0<8;1>:f      r32.0<1>:f       {Compacted,@3}
        mad (16|M0)              r6.0<1>:f     r3.0<0;0>:f       acc0.0<8;1>:f     r30.0<1>:f       {Compacted,@3}
        add (16|M0)              r14.0<1>:f    r68.0<8;8,1>:f    0x3FC90FDB:f              
        mad (16|M16)             r20.0<1>:f    r3.0<0;0>:f       r4.0<8;1>:f       r32.0<1>:f       {Compacted,@3}
        add (16|M16)             acc0.0<1>:f   r66.0<8;8,1>:f    0x3FC90FDB:f              
        mul (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@4}
        mul (16|M16)             r20.0<1>:f    r32.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@3}
        xor (16|M0)              r34.0<1>:d    r10.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r36.0<1>:d    r12.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        mad (16|M0)              r16.0<1>:f    r64.3<0;0>:f      r14.0<8;1>:f      r2.0<0>:f        {Compacted,@7}
        mad (16|M16)             r18.0<1>:f    r64.3<0;0>:f      acc0.0<8;1>:f     r2.0<0>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    r34.0<8;1>:f      r6.0<8;1>:f       r34.0<1>:f       {Compacted,@4}
        mad (16|M16)             r12.0<1>:f    r36.0<8;1>:f      r20.0<8;1>:f      r36.0<1>:f       {Compacted,@4}
        shl (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    31:w               {Compacted,@4}
        shl (16|M16)             r20.0<1>:d    r18.0<8;8,1>:d    31:w               {Compacted,@4}
        add (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    0xCB400000:f               {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    0xCB400000:f               {Compacted}
        mad (16|M0)              r22.0<1>:d    r80.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M16)             r24.0<1>:d    r78.0<8;1>:d      r9.0<0;0>:d       3:w              
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -0.5:f               {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -0.5:f               {Compacted,@4}
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    2:w               {Compacted,@4}
        shl (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted,@4}
        send.dc1 (16|M0)         null     r22     r10     0x80            0x04025E02           {@2,$14} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r24     r12     0x80            0x04025E02           {@1,$15} // wr:2+2, rd:0; untyped surface write with x
        mad (16|M0)              r10.0<1>:f    r68.0<8;1>:f      acc0.0<8;1>:f     r2.1<0>:f        {Compacted,$14.src}
        sync.nop                             null                             {Compacted,$15.src}
        mad (16|M16)             r12.0<1>:f    r66.0<8;1>:f      r18.0<8;1>:f      r2.1<0>:f        {Compacted,@4}
        mad (16|M0)              r22.0<1>:f    r10.0<8;1>:f      acc0.0<8;1>:f     r2.2<0>:f        {Compacted,@2}
        mad (16|M16)             r24.0<1>:f    r12.0<8;1>:f      r18.0<8;1>:f      r2.2<0>:f        {Compacted,@2}
        mad (16|M0)              r14.0<1>:f    r22.0<8;1>:f      acc0.0<8;1>:f     r2.3<0>:f        {Compacted,@2}
        mad (16|M16)             r4.0<1>:f     r24.0<8;1>:f      r18.0<8;1>:f      r2.3<0>:f        {Compacted,@2}
        mad (16|M0)              r26.0<1>:f    r14.0<8;1>:f      acc0.0<8;1>:f     r2.4<0>:f        {Compacted,@2}
        mad (16|M16)             r28.0<1>:f    r4.0<8;1>:f       r18.0<8;1>:f      r2.4<0>:f        {Compacted,@2}
        mul (16|M0)              r30.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r32.0<1>:f    r28.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   r2.6<0;0>:f       r30.0<8;1>:f      r2.5<0>:f        {@2}
        mad (16|M16)             r40.0<1>:f    r2.6<0;0>:f       r32.0<8;1>:f      r2.5<0>:f        {@2}
        mad (16|M0)              acc0.0<1>:f   r2.7<0;0>:f       acc0.0<8;1>:f     r30.0<1>:f       {Compacted}
        mad (16|M16)             r12.0<1>:f    r2.7<0;0>:f       r40.0<8;1>:f      r32.0<1>:f       {Compacted,@2}
        mad (16|M0)              r22.0<1>:f    r3.0<0;0>:f       acc0.0<8;1>:f     r30.0<1>:f       {Compacted}
        mad (16|M16)             r24.0<1>:f    r3.0<0;0>:f       r12.0<8;1>:f      r32.0<1>:f       {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r30.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r24.0<1>:f    r32.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2}
        xor (16|M0)              r34.0<1>:d    r6.0<8;8,1>:d     r26.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r36.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        mad (16|M0)              r52.0<1>:f    r34.0<8;1>:f      acc0.0<8;1>:f     r34.0<1>:f       {Compacted,@2}
        mad (16|M16)             r82.0<1>:f    r36.0<8;1>:f      r24.0<8;1>:f      r36.0<1>:f       {Compacted,@2}
        else (32|M0)                         L16176                  L16176                
L2648:
        and (16|M0)              r74.0<1>:d    r68.0<8;8,1>:d    2147483647:d              
        cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r74.0<8;8,1>:f  2.0:f            {Compacted,@1}
        and (16|M16)             r76.0<1>:d    r66.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               r85.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r64.6<1>:f    0x27C234C4:f                              
(W)     mov (1|M0)               f1.0<1>:ud    r85.1<0;1,0>:ud                  {@2}
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r76.0<8;8,1>:f  2.0:f            {@4}
(W)     mov (1|M0)               r64.5<1>:f    0x33A22168:f                              
(W)     mov (1|M0)               r9.7<1>:f     0x3FC90FDA:f                              
(W)     mov (1|M0)               r85.1<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r64.4<1>:f    0x3F22F983:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r85.1<0;1,0>:ud                  {@2}
(W)     mov (1|M0)               r9.3<1>:f     0.5:f                               {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L7968                  L8464                
L2856:
        shr (16|M0)              r2.0<1>:d     r74.0<8;8,1>:ud   23:w               {Compacted}
(W)     mov (1|M0)               r64.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
        and (16|M0)              r6.0<1>:d     r68.0<8;8,1>:d    8388607:d               {$13.src}
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                             
        and (16|M16)             r10.0<1>:d    r66.0<8;8,1>:d    8388607:d               {$11.src}
        sync.nop                             null                             {Compacted,$9.src}
        or (16|M0)               r12.0<1>:d    r6.0<8;8,1>:d     8388608:d               {@3}
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    8388608:d               {@2}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x63AB:uw              {@2}
        mach (8|M0)              r16.0<1>:d    r12.0<8;8,1>:d    -28220501:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x63AB:uw             
        mach (8|M8)              r17.0<1>:d    r13.0<8;8,1>:d    -28220501:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x63AB:uw              {@5}
        mach (8|M16)             r18.0<1>:d    r14.0<8;8,1>:d    -28220501:d               {$12.src}
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x63AB:uw             
        mach (8|M24)             r19.0<1>:d    r15.0<8;8,1>:d    -28220501:d              
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M0)              r20.0<1>:d    r12.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M8)              r21.0<1>:d    r13.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M16)             r6.0<1>:d     r14.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M24)             r7.0<1>:d     r15.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x9041:uw             
        mach (8|M0)              r10.0<1>:d    r12.0<8;8,1>:d    1011060801:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x9041:uw             
        mach (8|M8)              r11.0<1>:d    r13.0<8;8,1>:d    1011060801:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x9041:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    1011060801:d              
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x9041:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    1011060801:d              
        addc (8|M0)              r24.0<1>:ud   r10.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        shr (16|M16)             r4.0<1>:d     r76.0<8;8,1>:ud   23:w               {Compacted}
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r25.0<1>:ud   r11.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,@7}
(W&f1.0) mov (1|M0)              r8.0<1>:hf    -qnan(0x1E0):hf                             
        mov (8|M8)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r28.0<1>:ud   r22.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,@7}
(W)     mov (1|M0)               r64.1<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r29.0<1>:ud   r23.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,@7}
        mov (8|M24)              r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x9041:uw             
        mach (8|M0)              r32.0<1>:d    r12.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x9041:uw             
        mach (8|M8)              r33.0<1>:d    r13.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x9041:uw             
        mach (8|M16)             r34.0<1>:d    r14.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x9041:uw             
        mach (8|M24)             r35.0<1>:d    r15.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x9599:uw             
        add (16|M0)              r10.0<1>:d    r32.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r6.0<1>:d     r12.0<8;8,1>:d    -614296167:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x9599:uw             
        mach (8|M8)              r7.0<1>:d     r13.0<8;8,1>:d    -614296167:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x9599:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -614296167:d              
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x9599:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -614296167:d              
        addc (8|M0)              r36.0<1>:ud   r10.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,Compacted,@7}
        add (16|M16)             r20.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r37.0<1>:ud   r11.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,@7}
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x9599:uw             
        mach (8|M0)              r32.0<1>:d    r12.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x9599:uw             
        mach (8|M8)              r33.0<1>:d    r13.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x9599:uw             
        mach (8|M16)             r34.0<1>:d    r14.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x9599:uw             
        mach (8|M24)             r35.0<1>:d    r15.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0xDDC0:uw             
        add (16|M0)              r6.0<1>:d     r32.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r20.0<1>:d    r12.0<8;8,1>:d    -181084736:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M8)              r21.0<1>:d    r13.0<8;8,1>:d    -181084736:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -181084736:d              
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -181084736:d              
        addc (8|M0)              r40.0<1>:ud   r6.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r41.0<1>:ud   r7.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r30.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r31.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M0)              r34.0<1>:d    r12.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M8)              r35.0<1>:d    r13.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M16)             r38.0<1>:d    r14.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M24)             r39.0<1>:d    r15.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x57D1:uw             
        add (16|M0)              r6.0<1>:d     r34.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r10.0<1>:d    r12.0<8;8,1>:d    -64530479:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x57D1:uw             
        mach (8|M8)              r11.0<1>:d    r13.0<8;8,1>:d    -64530479:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x57D1:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -64530479:d              
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x57D1:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -64530479:d              
        addc (8|M0)              r44.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r20.0<1>:d    r38.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r45.0<1>:ud   r7.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r32.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r33.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r35.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M0)              r38.0<1>:d    r12.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M8)              r39.0<1>:d    r13.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M16)             r42.0<1>:d    r14.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M24)             r43.0<1>:d    r15.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x1529:uw             
        add (16|M0)              r6.0<1>:d     r38.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r20.0<1>:d    r12.0<8;8,1>:d    1313084713:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x1529:uw             
        mach (8|M8)              r21.0<1>:d    r13.0<8;8,1>:d    1313084713:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x1529:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    1313084713:d              
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x1529:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    1313084713:d              
        addc (8|M0)              r48.0<1>:ud   r6.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r10.0<1>:d    r42.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r49.0<1>:ud   r7.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r51.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r34.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r35.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x1529:uw             
        mach (8|M0)              r42.0<1>:d    r12.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x1529:uw             
        mach (8|M8)              r43.0<1>:d    r13.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x1529:uw             
        mach (8|M16)             r46.0<1>:d    r14.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x1529:uw             
        mach (8|M24)             r47.0<1>:d    r15.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x836E:uw             
        add (16|M0)              r6.0<1>:d     r42.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r10.0<1>:d    r12.0<8;8,1>:d    -1560706194:d              
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x836E:uw             
        mach (8|M8)              r11.0<1>:d    r13.0<8;8,1>:d    -1560706194:d              
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x836E:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -1560706194:d              
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x836E:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -1560706194:d              
        addc (8|M0)              r52.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r20.0<1>:d    r46.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r53.0<1>:ud   r7.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r55.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r38.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r39.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        add (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     -120:w               {Compacted}
        mov (8|M24)              r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x836E:uw             
        mach (8|M0)              r46.0<1>:d    r12.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x836E:uw             
        add (16|M16)             r22.0<1>:d    r4.0<8;8,1>:d     -120:w               {Compacted}
        mach (8|M8)              r47.0<1>:d    r13.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x836E:uw             
        mach (8|M16)             r50.0<1>:d    r14.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x836E:uw             
        mach (8|M24)             r51.0<1>:d    r15.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw              {@7}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1F:uw              {@7}
        add (16|M16)             r10.0<1>:d    r50.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@3}
(f0.0)  sel (16|M0)              r58.0<1>:d    r48.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r62.0<1>:d    r44.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r60.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r12.0<1>:d    r38.0<8;8,1>:d    r10.0<8;8,1>:d   {@4}
(f0.0)  sel (16|M16)             r48.0<1>:d    r8.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M0)              r38.0<1>:d    r8.0<0;1,0>:w     0:w              
        add (16|M0)              r6.0<1>:d     r46.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r14.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r46.0<1>:d    r40.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        add (16|M0)              r34.0<1>:d    r38.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r44.0<1>:d    r48.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@6}
(W)     mov (1|M0)               f1.0<1>:ud    r64.0<0;1,0>:ud                 
        cmp (16|M0)   (gt)f1.0   null<1>:d     r34.0<8;8,1>:ud   0x1F:uw              {@3}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1F:uw              {@3}
(f0.0)  sel (16|M16)             r42.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@7}
(f1.0)  sel (16|M0)              r48.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M16)             r32.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r12.0<1>:d    r8.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M16)             r4.0<1>:d     r26.0<8;8,1>:d    r30.0<8;8,1>:d  
        add (16|M0)              r52.0<1>:d    r48.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@4}
(f1.0)  sel (16|M0)              r30.0<1>:d    r58.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r56.0<1>:d    r12.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@4}
(f0.0)  sel (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r50.0<1>:d    r24.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    r28.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r54.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r56.0<8;8,1>:ud   0x1F:uw              {@6}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r52.0<8;8,1>:ud   0x1F:uw              {@7}
(f1.0)  sel (16|M0)              r26.0<1>:d    r62.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r60.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r48.0<1>:d    r8.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M0)              r44.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M16)             r36.0<1>:d    r4.0<8;8,1>:d     r42.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r24.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r14.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@6}
(f0.0)  sel (16|M16)             r42.0<1>:d    r16.0<8;8,1>:d    r32.0<8;8,1>:d   {@6}
        add (16|M0)              r30.0<1>:d    r44.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@5}
        add (16|M16)             r32.0<1>:d    r48.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@7}
(f1.0)  sel (16|M0)              r20.0<1>:d    r50.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
(f1.0)  sel (16|M0)              r18.0<1>:d    r46.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r28.0<1>:d    r2.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r22.0<1>:d    r54.0<8;8,1>:d    r4.0<8;8,1>:d   
(f1.0)  sel (16|M16)             r40.0<1>:d    r10.0<8;8,1>:d    r54.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r38.0<1>:d    r6.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r2.0<1>:d     r18.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@5}
(f0.0)  sel (16|M0)              r46.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@5}
(f0.0)  sel (16|M16)             r4.0<1>:d     r24.0<8;8,1>:d    r16.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r10.0<1>:d    r36.0<8;8,1>:d    r24.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r12.0<1>:d    r40.0<8;8,1>:d    r22.0<8;8,1>:d   {@6}
(f0.0)  sel (16|M0)              r6.0<1>:d     r28.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r50.0<1>:d    r22.0<8;8,1>:d    r36.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r34.0<1>:d    r38.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@7}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x1F:uw             
        cmp (16|M0)   (gt)f0.0   null<1>:d     r30.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M16)             r40.0<1>:d    r8.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M0)              r38.0<1>:d    r8.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M16)             r18.0<1>:d    r4.0<8;8,1>:d     r42.0<8;8,1>:d   {@7}
(f0.0)  sel (16|M16)             r26.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {@7}
(f0.0)  sel (16|M16)             r22.0<1>:d    r50.0<8;8,1>:d    r10.0<8;8,1>:d   {@7}
(f0.0)  sel (16|M16)             r36.0<1>:d    r12.0<8;8,1>:d    r50.0<8;8,1>:d   {@7}
(f0.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r24.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r28.0<1>:d    r34.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
        add (16|M16)  (eq)f0.0   r48.0<1>:d    r40.0<8;8,1>:d    r32.0<8;8,1>:d   {@7}
        add (16|M0)   (eq)f0.0   r44.0<1>:d    r38.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
        mov (16|M16)             r42.0<1>:d    -r48.0<8;8,1>:d                  {@2}
        mov (16|M0)              r14.0<1>:d    -r44.0<8;8,1>:d                  {@2}
        and (16|M16)             r4.0<1>:d     r48.0<8;8,1>:d    31:w               {Compacted}
        and (16|M0)              r2.0<1>:d     r44.0<8;8,1>:d    31:w               {Compacted}
        and (16|M16)             r12.0<1>:d    r42.0<8;8,1>:d    31:w               {Compacted,@4}
        and (16|M0)              r34.0<1>:d    r14.0<8;8,1>:d    31:w               {Compacted,@4}
        shl (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        shl (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M0)              r38.0<1>:d    r24.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r50.0<1>:d    r26.0<8;8,1>:ud   r12.0<8;8,1>:d   {@5}
        shr (16|M0)              r46.0<1>:d    r24.0<8;8,1>:ud   r34.0<8;8,1>:d   {@5}
        shr (16|M0)              r44.0<1>:d    r20.0<8;8,1>:ud   r34.0<8;8,1>:d  
        shl (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r48.0<1>:d    r22.0<8;8,1>:ud   r12.0<8;8,1>:d  
        or (16|M16)              r32.0<1>:d    r10.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@5}
        or (16|M0)               r30.0<1>:d    r6.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted,@5}
        or (16|M0)               r52.0<1>:d    r38.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@5}
        shl (16|M16)             r42.0<1>:d    r22.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r58.0<1>:d    r36.0<8;8,1>:ud   r12.0<8;8,1>:d  
        shl (16|M0)              r14.0<1>:d    r20.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r56.0<1>:d    r28.0<8;8,1>:ud   r34.0<8;8,1>:d  
        or (16|M16)              r54.0<1>:d    r40.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}
(f0.0)  sel (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    r32.0<8;8,1>:d   {@7}
(f0.0)  sel (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
(f0.0)  sel (16|M0)              r46.0<1>:d    r24.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r42.0<1>:d    r42.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted,@7}
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@6}
(f0.0)  sel (16|M16)             r50.0<1>:d    r26.0<8;8,1>:d    r54.0<8;8,1>:d   {@6}
        shr (16|M16)             r4.0<1>:d     r10.0<8;8,1>:ud   29:w               {Compacted,@6}
        shr (16|M0)              r2.0<1>:d     r6.0<8;8,1>:ud    29:w               {Compacted,@6}
        shl (16|M0)              r34.0<1>:d    r6.0<8;8,1>:d     2:w               {Compacted}
        shr (16|M0)              r44.0<1>:d    r46.0<8;8,1>:ud   30:w               {Compacted,@7}
        shl (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted}
(f0.0)  sel (16|M16)             r40.0<1>:d    r22.0<8;8,1>:d    r42.0<8;8,1>:d   {@7}
(f0.0)  sel (16|M0)              r38.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        shr (16|M16)             r48.0<1>:d    r50.0<8;8,1>:ud   30:w               {Compacted,@7}
        shl (16|M0)              r24.0<1>:d    r46.0<8;8,1>:d    2:w               {Compacted}
        or (16|M0)               r16.0<1>:d    r34.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@6}
        and (16|M16)             r46.0<1>:d    r4.0<8;8,1>:d     1:w               {Compacted,@7}
        and (16|M0)              r44.0<1>:d    r2.0<8;8,1>:d     1:w               {Compacted,@7}
        shl (16|M16)             r26.0<1>:d    r50.0<8;8,1>:d    2:w               {Compacted}
        shr (16|M0)              r14.0<1>:d    r38.0<8;8,1>:ud   30:w               {Compacted,@7}
        shr (16|M16)             r20.0<1>:d    r40.0<8;8,1>:ud   30:w               {Compacted,@7}
        or (16|M16)              r18.0<1>:d    r12.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}
        mov (16|M16)             r50.0<1>:d    -r46.0<8;8,1>:d                  {@6}
        mov (16|M0)              r48.0<1>:d    -r44.0<8;8,1>:d                  {@6}
        shr (16|M16)             r54.0<1>:d    r36.0<8;8,1>:ud   30:w               {Compacted}
        shl (16|M16)             r42.0<1>:d    r40.0<8;8,1>:d    2:w               {Compacted}
        or (16|M0)               r22.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r30.0<1>:d    r26.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@7}
        xor (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@5}
        xor (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@7}
        shr (16|M0)              r52.0<1>:d    r28.0<8;8,1>:ud   30:w               {Compacted}
        shl (16|M0)              r32.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted}
        or (16|M16)              r12.0<1>:d    r42.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@7}
        lzd (16|M0)              r40.0<1>:ud   r24.0<8;8,1>:ud                  {@5}
        lzd (16|M16)             r42.0<1>:ud   r26.0<8;8,1>:ud                  {@5}
        shl (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     31:w               {Compacted}
        shl (16|M16)             r20.0<1>:d    r4.0<8;8,1>:d     31:w               {Compacted}
        or (16|M0)               r34.0<1>:d    r32.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r54.0<1>:d    r42.0<8;8,1>:d    1:w               {Compacted,@4}
        add (16|M0)              r2.0<1>:d     -r40.0<8;8,1>:d   31:w               {Compacted,@6}
        add (16|M16)             r4.0<1>:d     -r42.0<8;8,1>:d   31:w               {Compacted}
        add (16|M0)              r52.0<1>:d    r40.0<8;8,1>:d    1:w               {Compacted}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        xor (16|M16)             r36.0<1>:d    r30.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r38.0<1>:d    r12.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r32.0<1>:d    r34.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}
        and (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    31:w               {Compacted,@7}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@7}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@7}
        and (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    31:w               {Compacted,@7}
(W)     mov (1|M0)               f0.0<1>:ud    r64.1<0;1,0>:ud                 
        shl (16|M16)             r18.0<1>:d    r26.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@5}
        shr (16|M0)              r12.0<1>:d    r28.0<8;8,1>:ud   r2.0<8;8,1>:d    {@5}
        shr (16|M16)             r22.0<1>:d    r36.0<8;8,1>:ud   r4.0<8;8,1>:d    {@5}
        shl (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@5}
        shl (16|M16)             r54.0<1>:d    r36.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r2.0<1>:d     r32.0<8;8,1>:ud   r2.0<8;8,1>:d    {@7}
        shr (16|M16)             r4.0<1>:d     r38.0<8;8,1>:ud   r4.0<8;8,1>:d   
        shl (16|M0)              r52.0<1>:d    r28.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r40.0<8;8,1>:d    0x0:uw             
        or (16|M16)              r34.0<1>:d    r18.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@7}
        or (16|M0)               r30.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r26.0<1>:d    r54.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@5}
        or (16|M0)               r24.0<1>:d    r52.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@5}
        mach (8|M0)              r48.0<1>:d    r40.0<8;8,1>:d    -8388608:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r41.0<8;8,1>:d    0x0:uw             
        mach (8|M8)              r49.0<1>:d    r41.0<8;8,1>:d    -8388608:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r42.0<8;8,1>:d    0x0:uw             
        shl (16|M16)             r18.0<1>:d    r34.0<8;8,1>:d    23:w               {Compacted,@7}
        shl (16|M0)              r16.0<1>:d    r30.0<8;8,1>:d    23:w               {Compacted,@7}
        shr (16|M16)             r28.0<1>:d    r26.0<8;8,1>:ud   9:w               {Compacted,@7}
        shr (16|M0)              r22.0<1>:d    r24.0<8;8,1>:ud   9:w               {Compacted,@7}
        mach (8|M16)             r12.0<1>:d    r42.0<8;8,1>:d    -8388608:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r43.0<8;8,1>:d    0x0:uw             
        mach (8|M24)             r13.0<1>:d    r43.0<8;8,1>:d    -8388608:d              
        add (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    1056964608:d               {@7}
        or (16|M16)              r36.0<1>:d    r18.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@6}
        or (16|M0)               r32.0<1>:d    r16.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    1056964608:d               {@4}
        shr (16|M16)             r4.0<1>:d     r34.0<8;8,1>:ud   9:w               {Compacted}
        shr (16|M0)              r2.0<1>:d     r30.0<8;8,1>:ud   9:w               {Compacted}
        lzd (16|M16)             r50.0<1>:ud   r36.0<8;8,1>:ud                  {@5}
        lzd (16|M0)              r38.0<1>:ud   r32.0<8;8,1>:ud                  {@5}
        or (16|M0)               r48.0<1>:d    r48.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r12.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r28.0<1>:d    -r42.0<8;8,1>:d   488:w               {Compacted}
        add (16|M0)              r22.0<1>:d    -r40.0<8;8,1>:d   488:w               {Compacted}
        not (16|M16)             r54.0<1>:d    r50.0<8;8,1>:d                   {@6}
        not (16|M0)              r52.0<1>:d    r38.0<8;8,1>:d                   {@6}
        or (16|M0)               r48.0<1>:d    r48.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}
        or (16|M16)              r12.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}
        add (16|M0)              r2.0<1>:d     r38.0<8;8,1>:d    1:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r50.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r38.0<1>:d    -r38.0<8;8,1>:d   31:w               {Compacted}
        add (16|M16)             r50.0<1>:d    -r50.0<8;8,1>:d   31:w               {Compacted}
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@7}
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@6}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@6}
        and (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    31:w               {Compacted,@6}
        and (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    31:w               {Compacted,@6}
        shl (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    23:w               {Compacted,@6}
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    23:w               {Compacted,@6}
        shl (16|M0)              r2.0<1>:d     r32.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}
        shl (16|M16)             r4.0<1>:d     r36.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}
        shr (16|M0)              r38.0<1>:d    r24.0<8;8,1>:ud   r38.0<8;8,1>:d   {@6}
        shr (16|M16)             r50.0<1>:d    r26.0<8;8,1>:ud   r50.0<8;8,1>:d   {@6}
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1065353216:d               {@6}
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    1065353216:d               {@6}
        mul (16|M0)              r24.0<1>:f    r48.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M0)               r16.0<1>:d    r2.0<8;8,1>:d     r38.0<8;8,1>:d   {Compacted,@5}
        mul (16|M16)             r26.0<1>:f    r12.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M16)              r18.0<1>:d    r4.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted,@6}
        shr (16|M0)              r2.0<1>:d     r16.0<8;8,1>:ud   9:w               {Compacted,@3}
        shr (16|M16)             r4.0<1>:d     r18.0<8;8,1>:ud   9:w               {Compacted,@2}
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@7}
        or (16|M0)               r22.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        mad (16|M0)              acc0.0<1>:f   -r24.0<8;1>:f     r48.0<8;1>:f      r9.7<0>:f        {Compacted,@7}
        mad (16|M16)             r32.0<1>:f    -r26.0<8;1>:f     r12.0<8;1>:f      r9.7<0>:f        {Compacted,@7}
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        or (16|M0)               r22.0<1>:d    r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r48.0<8;1>:f      r64.5<0>:f      
        mad (16|M16)             r36.0<1>:f    r32.0<8;1>:f      r12.0<8;1>:f      r64.5<0>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r22.0<8;1>:f      r9.7<0>:f        {@3}
        mad (16|M16)             r20.0<1>:f    r36.0<8;1>:f      r28.0<8;1>:f      r9.7<0>:f        {Compacted,@2}
        mad (16|M0)              r32.0<1>:f    acc0.0<8;1>:f     r48.0<8;1>:f      r9.7<0>:f       
        mad (16|M16)             r34.0<1>:f    r20.0<8;1>:f      r12.0<8;1>:f      r9.7<0>:f        {Compacted,@2}
        shr (16|M0)              r16.0<1>:d    r6.0<8;8,1>:ud    30:w               {Compacted}
        shr (16|M16)             r18.0<1>:d    r10.0<8;8,1>:ud   30:w               {Compacted}
        mad (16|M0)              r2.0<1>:f     r32.0<8;1>:f      -r48.0<8;1>:f     r9.7<0>:f        {Compacted,@4}
        mad (16|M16)             r4.0<1>:f     r34.0<8;1>:f      -r12.0<8;1>:f     r9.7<0>:f        {Compacted,@4}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
        add (16|M0)              r40.0<1>:f    acc0.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted,@3}
        add (16|M0)              r48.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r42.0<1>:f    r20.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@4}
        add (16|M16)             r44.0<1>:d    r46.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@7}
        else (32|M0)                         L8464                  L8464                
L7968:
        mad (16|M0)              acc0.0<1>:f   r9.3<0;0>:f       r74.0<8;1>:f      r64.4<0>:f      
        mad (16|M16)             r4.0<1>:f     r9.3<0;0>:f       r76.0<8;1>:f      r64.4<0>:f       {$12.src}
        rndz (16|M0)             r6.0<1>:f     acc0.0<8;8,1>:f                  {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$11.src}
        rndz (16|M16)            r10.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mad (16|M0)              r20.0<1>:f    r74.0<8;1>:f      -r6.0<8;1>:f      r9.7<0>:f        {Compacted,@2}
        mad (16|M16)             r22.0<1>:f    r76.0<8;1>:f      -r10.0<8;1>:f     r9.7<0>:f        {Compacted,@2}
        mul (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     0x3FC90FDA:f               {$9.src}
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    0x3FC90FDA:f              
        add (16|M0)              acc0.0<1>:f   r74.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r26.0<1>:f    r76.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted,@4}
        mad (16|M0)              r16.0<1>:f    -r12.0<8;1>:f     r6.0<8;1>:f       r9.7<0>:f        {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    -r14.0<8;1>:f     r10.0<8;1>:f      r9.7<0>:f        {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     -r6.0<8;1>:f      r9.7<0>:f       
        mad (16|M16)             r26.0<1>:f    r26.0<8;1>:f      -r10.0<8;1>:f     r9.7<0>:f        {Compacted,@4}
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   -r16.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted,@2}
        add (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              r28.0<1>:f    acc0.0<8;1>:f     -r6.0<8;1>:f      r64.5<0>:f      
        mad (16|M16)             r30.0<1>:f    r22.0<8;1>:f      -r10.0<8;1>:f     r64.5<0>:f       {Compacted,@2}
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0x33A22168:f              
        mul (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0x33A22168:f              
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r28.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted,@4}
        mad (16|M0)              r12.0<1>:f    -r2.0<8;1>:f      r6.0<8;1>:f       r64.5<0>:f       {Compacted,@4}
        mad (16|M16)             r14.0<1>:f    -r4.0<8;1>:f      r10.0<8;1>:f      r64.5<0>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     -r6.0<8;1>:f      r64.5<0>:f      
        mad (16|M16)             r22.0<1>:f    r22.0<8;1>:f      -r10.0<8;1>:f     r64.5<0>:f       {Compacted,@4}
        add (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@2}
        add (16|M0)              acc0.0<1>:f   r28.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@2}
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              r24.0<1>:f    acc0.0<8;1>:f     -r6.0<8;1>:f      r64.6<0>:f      
        mad (16|M16)             r26.0<1>:f    r30.0<8;1>:f      -r10.0<8;1>:f     r64.6<0>:f       {Compacted,@2}
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0x27C234C4:f              
        mul (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0x27C234C4:f              
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r24.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted,@4}
        mad (16|M0)              r16.0<1>:f    -r2.0<8;1>:f      r6.0<8;1>:f       r64.6<0>:f       {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    -r4.0<8;1>:f      r10.0<8;1>:f      r64.6<0>:f       {Compacted,@4}
        mad (16|M0)              r28.0<1>:f    acc0.0<8;1>:f     -r6.0<8;1>:f      r64.6<0>:f      
        mad (16|M16)             r30.0<1>:f    r30.0<8;1>:f      -r10.0<8;1>:f     r64.6<0>:f       {Compacted,@4}
        mov (16|M0)              r48.0<1>:d    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r44.0<1>:d    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r40.0<1>:f    -r16.0<8;8,1>:f                  {Compacted,@6}
        mov (16|M16)             r42.0<1>:f    -r18.0<8;8,1>:f                  {Compacted,@6}
        add (16|M0)              r32.0<1>:f    r24.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@6}
        add (16|M16)             r34.0<1>:f    r26.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@6}
L8464:
        endif (32|M0)                        L8480                                
L8480:
        and (16|M0)   (eq)f1.0   null<1>:d     r48.0<8;8,1>:d    1:w               {@7}
        and (16|M16)  (eq)f1.0   null<1>:d     r44.0<8;8,1>:d    1:w               {@7}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mul (16|M0)              r38.0<1>:f    r32.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@7}
        mul (16|M16)             r36.0<1>:f    r34.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@7}
(W&f0.0.any32h) mov (1|M0)       r84.0<1>:f    0x3E2AAAAB:f                              
(W&f0.0.any32h) mov (1|M0)       r64.7<1>:f    8.333332e-03:f                              
(W&f0.0.any32h) mov (1|M0)       r9.6<1>:f     0xB95009D4:f                              
(W&f0.0.any32h) mov (1|M0)       r9.5<1>:f     2.725e-06:f                              
(W&f0.0.any32h) mov (1|M0)       r64.2<1>:f    1.589691e-10:f                              
(W&f0.0.any32h) mov (1|M0)       r9.4<1>:f     -2.505076e-08:f                              
(W&f0.0.any32h) mov (1|M0)       r84.6<1>:f    0x3D2AAAAB:f                              
(W&f0.0.any32h) mov (1|M0)       r84.5<1>:f    0xBAB60B60:f                              
(W&f0.0.any32h) mov (1|M0)       r84.4<1>:f    2.48006e-05:f                              
(W&f0.0.any32h) mov (1|M0)       r84.3<1>:f    0xB492923A:f                              
(W&f0.0.any32h) mov (1|M0)       r84.2<1>:f    0x2D47D74E:f                              
(W&f0.0.any32h) mov (1|M0)       r84.1<1>:f    0x310F74F6:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L9224                  L9400                
L8808:
        mad (16|M0)              acc0.0<1>:f   r84.1<0;0>:f      -r38.0<8;1>:f     r84.2<0>:f       {Compacted,@4}
        mad (16|M16)             r4.0<1>:f     r84.1<0;0>:f      -r36.0<8;1>:f     r84.2<0>:f       {Compacted}
        and (16|M0)              r28.0<1>:d    r32.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r30.0<1>:d    r34.0<8;8,1>:d    2147483647:d              
        mad (16|M0)              acc0.0<1>:f   r84.3<0;0>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted,@7}
        mad (16|M16)             r10.0<1>:f    r84.3<0;0>:f      r4.0<8;1>:f       r36.0<1>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   r84.4<0;0>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    r84.4<0;0>:f      r10.0<8;1>:f      r36.0<1>:f       {Compacted,@2}
        add (16|M0)              r6.0<1>:d     r28.0<8;8,1>:d    -1050253722:d               {@6}
        add (16|M16)             r10.0<1>:d    r30.0<8;8,1>:d    -1050253722:d               {@6}
        mad (16|M0)              acc0.0<1>:f   r84.5<0;0>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r84.5<0;0>:f      r14.0<8;1>:f      r36.0<1>:f       {Compacted,@4}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x3F480000:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r30.0<8;8,1>:ud   0x3F480000:ud             
        cmp (16|M0)   (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0xAE6667:ud              {@6}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0xAE6667:ud              {@6}
        add (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    -16777216:d              
        add (16|M16)             r4.0<1>:d     r30.0<8;8,1>:d    -16777216:d              
        mad (16|M0)              r20.0<1>:f    r84.6<0;0>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted}
        mad (16|M16)             r22.0<1>:f    r84.6<0;0>:f      r18.0<8;1>:f      r36.0<1>:f       {Compacted,@7}
        mul (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r38.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@4}
        mul (16|M16)             r26.0<1>:f    r36.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@4}
(f0.0)  sel (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     0.0:f               {Compacted,@7}
(f0.0)  sel (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f     0.0:f               {@7}
(f1.0)  mov (16|M0)              r12.0<1>:f    0.28125:f                               {Compacted}
(f1.0)  mov (16|M16)             r14.0<1>:f    0.28125:f                              
        mad (16|M0)              r6.0<1>:f     -r6.0<8;1>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted,@7}
        mad (16|M16)             r10.0<1>:f    -r10.0<8;1>:f     r26.0<8;1>:f      r36.0<1>:f       {Compacted,@6}
        mad (16|M0)              acc0.0<1>:f   -r12.0<8;1>:f     r38.0<8;1>:f      r9.3<0>:f        {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    -r14.0<8;1>:f     r36.0<8;1>:f      r9.3<0>:f        {Compacted,@4}
        add (16|M0)              r12.0<1>:f    -r12.0<8;8,1>:f   1.0:f               {Compacted}
        add (16|M0)              r16.0<1>:f    acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted,@5}
        add (16|M16)             acc0.0<1>:f   -r14.0<8;8,1>:f   1.0:f               {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r10.0<8;8,1>:f  {Compacted,@4}
        add (16|M0)              r6.0<1>:f     r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted,@3}
        add (16|M16)             r28.0<1>:f    acc0.0<8;8,1>:f   -r18.0<8;8,1>:f  {Compacted,@2}
        else (32|M0)                         L9400                  L9400                
L9224:
        mad (16|M0)              acc0.0<1>:f   r9.4<0;0>:f       r38.0<8;1>:f      r64.2<0>:f      
        mad (16|M16)             r10.0<1>:f    r9.4<0;0>:f       r36.0<8;1>:f      r64.2<0>:f      
        mad (16|M0)              acc0.0<1>:f   r9.5<0;0>:f       acc0.0<8;1>:f     r38.0<1>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    r9.5<0;0>:f       r10.0<8;1>:f      r36.0<1>:f       {Compacted,@2}
        mad (16|M0)              r16.0<1>:f    r9.6<0;0>:f       acc0.0<8;1>:f     r38.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r9.6<0;0>:f       r14.0<8;1>:f      r36.0<1>:f       {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r32.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r20.0<1>:f    r64.7<0;0>:f      r16.0<8;1>:f      r38.0<1>:f       {Compacted,@4}
        mad (16|M16)             r22.0<1>:f    r64.7<0;0>:f      r18.0<8;1>:f      r36.0<1>:f       {Compacted,@4}
        mul (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r22.0<1>:f    r4.0<8;8,1>:f     r22.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              r20.0<1>:f    -r20.0<8;1>:f     r40.0<8;1>:f      r9.3<0>:f        {Compacted,@2}
        mad (16|M16)             r22.0<1>:f    -r22.0<8;1>:f     r42.0<8;1>:f      r9.3<0>:f        {Compacted,@2}
        mad (16|M0)              r24.0<1>:f    -r40.0<8;1>:f     r20.0<8;1>:f      r38.0<1>:f       {Compacted,@2}
        mad (16|M16)             r26.0<1>:f    -r42.0<8;1>:f     r22.0<8;1>:f      r36.0<1>:f       {Compacted,@2}
        mad (16|M0)              r24.0<1>:f    r24.0<8;1>:f      acc0.0<8;1>:f     r84.0<0>:f       {Compacted,@2}
        mad (16|M16)             r26.0<1>:f    r26.0<8;1>:f      r4.0<8;1>:f       r84.0<0>:f       {Compacted,@2}
        add (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted,@2}
        add (16|M16)             r28.0<1>:f    r34.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted,@2}
L9400:
        endif (32|M0)                        L9416                                
L9416:
        shl (16|M0)              r2.0<1>:d     r48.0<8;8,1>:d    30:w               {Compacted}
        shl (16|M16)             r4.0<1>:d     r44.0<8;8,1>:d    30:w               {Compacted}
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r68.0<8;8,1>:d   {Compacted,@2}
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r66.0<8;8,1>:d   {Compacted,@2}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r74.0<8;8,1>:ud   0x7F7FFFFF:ud             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r76.0<8;8,1>:ud   0x7F7FFFFF:ud             
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d               {@4}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d               {@4}
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@2}
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r28.0<8;8,1>:d   {Compacted,@2}
        cmp (16|M0)   (eq)f1.0   null<1>:f     r68.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (eq)f1.0   null<1>:f     r66.0<8;8,1>:f    0.0:f              
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(~f0.0) sel (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     qnan(0x0):f               {@5}
(~f0.0) sel (16|M16)             r10.0<1>:f    r4.0<8;8,1>:f     qnan(0x0):f               {@5}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mad (16|M0)              r12.0<1>:d    r80.0<8;1>:d      r9.0<0;0>:d       3:w              
        mad (16|M16)             r14.0<1>:d    r78.0<8;1>:d      r9.0<0;0>:d       3:w              
(f1.0)  mov (16|M0)              r6.0<1>:f     r68.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (16|M16)             r10.0<1>:f    r66.0<8;8,1>:f                  
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r85.1<0;1,0>:ud                 
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@5}
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@5}
        send.dc1 (16|M0)         null     r12     r6      0x80            0x04025E02           {@2,$0} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r10     0x80            0x04025E02           {@1,$1} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L14864                  L15360                
L9800:
        shr (16|M0)              r2.0<1>:d     r74.0<8;8,1>:ud   23:w               {Compacted}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
        and (16|M0)              r6.0<1>:d     r68.0<8;8,1>:d    8388607:d               {$0.src}
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
        and (16|M16)             r10.0<1>:d    r66.0<8;8,1>:d    8388607:d               {$1.src}
        or (16|M0)               r12.0<1>:d    r6.0<8;8,1>:d     8388608:d               {@3}
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    8388608:d               {@2}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x63AB:uw              {@2}
        mach (8|M0)              r16.0<1>:d    r12.0<8;8,1>:d    -28220501:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x63AB:uw             
        mach (8|M8)              r17.0<1>:d    r13.0<8;8,1>:d    -28220501:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x63AB:uw              {@5}
        mach (8|M16)             r18.0<1>:d    r14.0<8;8,1>:d    -28220501:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x63AB:uw             
        mach (8|M24)             r19.0<1>:d    r15.0<8;8,1>:d    -28220501:d              
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M0)              r20.0<1>:d    r12.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M8)              r21.0<1>:d    r13.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M16)             r6.0<1>:d     r14.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x63AB:uw             
        mach (8|M24)             r7.0<1>:d     r15.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x9041:uw             
        mach (8|M0)              r10.0<1>:d    r12.0<8;8,1>:d    1011060801:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x9041:uw             
        mach (8|M8)              r11.0<1>:d    r13.0<8;8,1>:d    1011060801:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x9041:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    1011060801:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x9041:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    1011060801:d              
        addc (8|M0)              r24.0<1>:ud   r10.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        shr (16|M16)             r4.0<1>:d     r76.0<8;8,1>:ud   23:w               {Compacted}
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r25.0<1>:ud   r11.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,@7}
(W&f0.0) mov (1|M0)              r8.0<1>:hf    -qnan(0x1E0):hf                             
        mov (8|M8)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r28.0<1>:ud   r22.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,@7}
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r29.0<1>:ud   r23.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,@7}
        mov (8|M24)              r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x9041:uw             
        mach (8|M0)              r32.0<1>:d    r12.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x9041:uw             
        mach (8|M8)              r33.0<1>:d    r13.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x9041:uw             
        mach (8|M16)             r34.0<1>:d    r14.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x9041:uw             
        mach (8|M24)             r35.0<1>:d    r15.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x9599:uw             
        add (16|M0)              r10.0<1>:d    r32.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r6.0<1>:d     r12.0<8;8,1>:d    -614296167:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x9599:uw             
        mach (8|M8)              r7.0<1>:d     r13.0<8;8,1>:d    -614296167:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x9599:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -614296167:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x9599:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -614296167:d              
        addc (8|M0)              r36.0<1>:ud   r10.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,Compacted,@7}
        add (16|M16)             r20.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r37.0<1>:ud   r11.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,@7}
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x9599:uw             
        mach (8|M0)              r32.0<1>:d    r12.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x9599:uw             
        mach (8|M8)              r33.0<1>:d    r13.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x9599:uw             
        mach (8|M16)             r34.0<1>:d    r14.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x9599:uw             
        mach (8|M24)             r35.0<1>:d    r15.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0xDDC0:uw             
        add (16|M0)              r6.0<1>:d     r32.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r20.0<1>:d    r12.0<8;8,1>:d    -181084736:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M8)              r21.0<1>:d    r13.0<8;8,1>:d    -181084736:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -181084736:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0xDDC0:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -181084736:d              
        addc (8|M0)              r40.0<1>:ud   r6.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r41.0<1>:ud   r7.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r30.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r31.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M0)              r34.0<1>:d    r12.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M8)              r35.0<1>:d    r13.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M16)             r38.0<1>:d    r14.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0xDDC0:uw             
        mach (8|M24)             r39.0<1>:d    r15.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x57D1:uw             
        add (16|M0)              r6.0<1>:d     r34.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r10.0<1>:d    r12.0<8;8,1>:d    -64530479:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x57D1:uw             
        mach (8|M8)              r11.0<1>:d    r13.0<8;8,1>:d    -64530479:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x57D1:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -64530479:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x57D1:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -64530479:d              
        addc (8|M0)              r44.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r20.0<1>:d    r38.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r45.0<1>:ud   r7.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r32.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r33.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r35.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M0)              r38.0<1>:d    r12.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M8)              r39.0<1>:d    r13.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M16)             r42.0<1>:d    r14.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x57D1:uw             
        mach (8|M24)             r43.0<1>:d    r15.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x1529:uw             
        add (16|M0)              r6.0<1>:d     r38.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r20.0<1>:d    r12.0<8;8,1>:d    1313084713:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x1529:uw             
        mach (8|M8)              r21.0<1>:d    r13.0<8;8,1>:d    1313084713:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x1529:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    1313084713:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x1529:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    1313084713:d              
        addc (8|M0)              r48.0<1>:ud   r6.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r10.0<1>:d    r42.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r49.0<1>:ud   r7.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r51.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r34.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r35.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M24)              r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x1529:uw             
        mach (8|M0)              r42.0<1>:d    r12.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x1529:uw             
        mach (8|M8)              r43.0<1>:d    r13.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x1529:uw             
        mach (8|M16)             r46.0<1>:d    r14.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x1529:uw             
        mach (8|M24)             r47.0<1>:d    r15.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r12.0<8;8,1>:d    0x836E:uw             
        add (16|M0)              r6.0<1>:d     r42.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@6}
        mach (8|M0)              r10.0<1>:d    r12.0<8;8,1>:d    -1560706194:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r13.0<8;8,1>:d    0x836E:uw             
        mach (8|M8)              r11.0<1>:d    r13.0<8;8,1>:d    -1560706194:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r14.0<8;8,1>:d    0x836E:uw             
        mach (8|M16)             r22.0<1>:d    r14.0<8;8,1>:d    -1560706194:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r15.0<8;8,1>:d    0x836E:uw             
        mach (8|M24)             r23.0<1>:d    r15.0<8;8,1>:d    -1560706194:d              
        addc (8|M0)              r52.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (16|M16)             r20.0<1>:d    r46.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r53.0<1>:ud   r7.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,@7}
        mov (8|M8)               r55.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r38.0<1>:ud   r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,@4}
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r39.0<1>:ud   r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,@7}
        add (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     -120:w               {Compacted}
        mov (8|M24)              r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x836E:uw             
        mach (8|M0)              r46.0<1>:d    r12.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x836E:uw             
        add (16|M16)             r22.0<1>:d    r4.0<8;8,1>:d     -120:w               {Compacted}
        mach (8|M8)              r47.0<1>:d    r13.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r14.0<8;8,1>:ud   0x836E:uw             
        mach (8|M16)             r50.0<1>:d    r14.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
(W&f0.0) mul (8|M0)              acc0.0<1>:ud  r15.0<8;8,1>:ud   0x836E:uw             
        mach (8|M24)             r51.0<1>:d    r15.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw              {@7}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0x1F:uw              {@7}
        add (16|M16)             r10.0<1>:d    r50.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@3}
(f1.0)  sel (16|M0)              r58.0<1>:d    r48.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r62.0<1>:d    r44.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r60.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r12.0<1>:d    r38.0<8;8,1>:d    r10.0<8;8,1>:d   {@4}
(f1.0)  sel (16|M16)             r48.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M0)              r38.0<1>:d    r8.0<0;1,0>:w     0:w              
        add (16|M0)              r6.0<1>:d     r46.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r14.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r46.0<1>:d    r40.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}
        add (16|M0)              r34.0<1>:d    r38.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r44.0<1>:d    r48.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@6}
(f1.0)  sel (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r42.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r4.0<1>:d     r26.0<8;8,1>:d    r30.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r50.0<1>:d    r24.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r54.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@7}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1F:uw              {@7}
(f1.0)  sel (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r34.0<8;8,1>:ud   0x1F:uw              {@7}
(f1.0)  sel (16|M16)             r32.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r48.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M16)             r12.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M0)              r30.0<1>:d    r58.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@7}
        add (16|M0)              r52.0<1>:d    r48.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@3}
        add (16|M16)             r56.0<1>:d    r12.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@3}
(f1.0)  sel (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r60.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r24.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r36.0<1>:d    r4.0<8;8,1>:d     r42.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r22.0<1>:d    r54.0<8;8,1>:d    r4.0<8;8,1>:d   
(f1.0)  sel (16|M16)             r40.0<1>:d    r10.0<8;8,1>:d    r54.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r26.0<1>:d    r62.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r18.0<1>:d    r46.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r28.0<1>:d    r2.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r20.0<1>:d    r50.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
(f1.0)  sel (16|M0)              r38.0<1>:d    r6.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r56.0<8;8,1>:ud   0x1F:uw              {@7}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r52.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M16)             r48.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M0)              r44.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M16)             r42.0<1>:d    r16.0<8;8,1>:d    r32.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r14.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
        add (16|M16)             r32.0<1>:d    r48.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@4}
        add (16|M0)              r30.0<1>:d    r44.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@4}
(f1.0)  sel (16|M16)             r4.0<1>:d     r24.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r10.0<1>:d    r36.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r50.0<1>:d    r22.0<8;8,1>:d    r36.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r12.0<1>:d    r40.0<8;8,1>:d    r22.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r18.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r6.0<1>:d     r28.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r46.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r34.0<1>:d    r38.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x1F:uw              {@7}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r30.0<8;8,1>:ud   0x1F:uw              {@7}
(f1.0)  sel (16|M16)             r40.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M0)              r38.0<1>:d    r8.0<0;1,0>:w     0:w              
(f1.0)  sel (16|M16)             r18.0<1>:d    r4.0<8;8,1>:d     r42.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r26.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d   
(f1.0)  sel (16|M16)             r22.0<1>:d    r50.0<8;8,1>:d    r10.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r36.0<1>:d    r12.0<8;8,1>:d    r50.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r24.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f1.0)  sel (16|M0)              r20.0<1>:d    r46.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f1.0)  sel (16|M0)              r28.0<1>:d    r34.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
        add (16|M16)  (eq)f1.0   r48.0<1>:d    r40.0<8;8,1>:d    r32.0<8;8,1>:d   {@7}
        add (16|M0)   (eq)f1.0   r44.0<1>:d    r38.0<8;8,1>:d    r30.0<8;8,1>:d   {@7}
        mov (16|M16)             r42.0<1>:d    -r48.0<8;8,1>:d                  {@2}
        mov (16|M0)              r14.0<1>:d    -r44.0<8;8,1>:d                  {@2}
        and (16|M16)             r4.0<1>:d     r48.0<8;8,1>:d    31:w               {Compacted}
        and (16|M0)              r2.0<1>:d     r44.0<8;8,1>:d    31:w               {Compacted}
        and (16|M16)             r12.0<1>:d    r42.0<8;8,1>:d    31:w               {Compacted,@4}
        and (16|M0)              r34.0<1>:d    r14.0<8;8,1>:d    31:w               {Compacted,@4}
        shl (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        shl (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        shl (16|M0)              r38.0<1>:d    r24.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r50.0<1>:d    r26.0<8;8,1>:ud   r12.0<8;8,1>:d   {@5}
        shr (16|M0)              r46.0<1>:d    r24.0<8;8,1>:ud   r34.0<8;8,1>:d   {@5}
        shr (16|M0)              r44.0<1>:d    r20.0<8;8,1>:ud   r34.0<8;8,1>:d  
        shl (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r48.0<1>:d    r22.0<8;8,1>:ud   r12.0<8;8,1>:d  
        or (16|M16)              r32.0<1>:d    r10.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@5}
        or (16|M0)               r30.0<1>:d    r6.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted,@5}
        or (16|M0)               r52.0<1>:d    r38.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@5}
        shl (16|M16)             r42.0<1>:d    r22.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r58.0<1>:d    r36.0<8;8,1>:ud   r12.0<8;8,1>:d  
        shl (16|M0)              r14.0<1>:d    r20.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r56.0<1>:d    r28.0<8;8,1>:ud   r34.0<8;8,1>:d  
        or (16|M16)              r54.0<1>:d    r40.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}
(f1.0)  sel (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    r32.0<8;8,1>:d   {@7}
(f1.0)  sel (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}
(f1.0)  sel (16|M0)              r46.0<1>:d    r24.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r42.0<1>:d    r42.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted,@7}
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@6}
(f1.0)  sel (16|M16)             r50.0<1>:d    r26.0<8;8,1>:d    r54.0<8;8,1>:d   {@6}
        shr (16|M16)             r4.0<1>:d     r10.0<8;8,1>:ud   29:w               {Compacted,@6}
        shr (16|M0)              r2.0<1>:d     r6.0<8;8,1>:ud    29:w               {Compacted,@6}
        shl (16|M0)              r34.0<1>:d    r6.0<8;8,1>:d     2:w               {Compacted}
        shr (16|M0)              r44.0<1>:d    r46.0<8;8,1>:ud   30:w               {Compacted,@7}
        shl (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted}
(f1.0)  sel (16|M16)             r40.0<1>:d    r22.0<8;8,1>:d    r42.0<8;8,1>:d   {@7}
(f1.0)  sel (16|M0)              r38.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        shr (16|M16)             r48.0<1>:d    r50.0<8;8,1>:ud   30:w               {Compacted,@7}
        shl (16|M0)              r24.0<1>:d    r46.0<8;8,1>:d    2:w               {Compacted}
        or (16|M0)               r16.0<1>:d    r34.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@6}
        and (16|M16)             r46.0<1>:d    r4.0<8;8,1>:d     1:w               {Compacted,@7}
        and (16|M0)              r44.0<1>:d    r2.0<8;8,1>:d     1:w               {Compacted,@7}
        shl (16|M16)             r26.0<1>:d    r50.0<8;8,1>:d    2:w               {Compacted}
        shr (16|M0)              r14.0<1>:d    r38.0<8;8,1>:ud   30:w               {Compacted,@7}
        shr (16|M16)             r20.0<1>:d    r40.0<8;8,1>:ud   30:w               {Compacted,@7}
        or (16|M16)              r18.0<1>:d    r12.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}
        mov (16|M16)             r50.0<1>:d    -r46.0<8;8,1>:d                  {@6}
        mov (16|M0)              r48.0<1>:d    -r44.0<8;8,1>:d                  {@6}
        shr (16|M16)             r54.0<1>:d    r36.0<8;8,1>:ud   30:w               {Compacted}
        shl (16|M16)             r42.0<1>:d    r40.0<8;8,1>:d    2:w               {Compacted}
        or (16|M0)               r22.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r30.0<1>:d    r26.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@7}
        xor (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@5}
        xor (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@7}
        shr (16|M0)              r52.0<1>:d    r28.0<8;8,1>:ud   30:w               {Compacted}
        shl (16|M0)              r32.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted}
        or (16|M16)              r12.0<1>:d    r42.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@7}
        lzd (16|M0)              r40.0<1>:ud   r24.0<8;8,1>:ud                  {@5}
        lzd (16|M16)             r42.0<1>:ud   r26.0<8;8,1>:ud                  {@5}
        shl (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     31:w               {Compacted}
        shl (16|M16)             r20.0<1>:d    r4.0<8;8,1>:d     31:w               {Compacted}
        or (16|M0)               r34.0<1>:d    r32.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r54.0<1>:d    r42.0<8;8,1>:d    1:w               {Compacted,@4}
        add (16|M0)              r2.0<1>:d     -r40.0<8;8,1>:d   31:w               {Compacted,@6}
        add (16|M16)             r4.0<1>:d     -r42.0<8;8,1>:d   31:w               {Compacted}
        add (16|M0)              r52.0<1>:d    r40.0<8;8,1>:d    1:w               {Compacted}
        xor (16|M16)             r36.0<1>:d    r30.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r38.0<1>:d    r12.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r32.0<1>:d    r34.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}
        and (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    31:w               {Compacted,@7}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@7}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@7}
        and (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    31:w               {Compacted,@7}
        shl (16|M16)             r18.0<1>:d    r26.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@4}
        shr (16|M0)              r12.0<1>:d    r28.0<8;8,1>:ud   r2.0<8;8,1>:d    {@4}
        shr (16|M16)             r22.0<1>:d    r36.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}
        shl (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@4}
        shl (16|M16)             r54.0<1>:d    r36.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r2.0<1>:d     r32.0<8;8,1>:ud   r2.0<8;8,1>:d    {@7}
        shr (16|M16)             r4.0<1>:d     r38.0<8;8,1>:ud   r4.0<8;8,1>:d   
        shl (16|M0)              r52.0<1>:d    r28.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r40.0<8;8,1>:d    0x0:uw             
        or (16|M16)              r34.0<1>:d    r18.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@7}
        or (16|M0)               r30.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r26.0<1>:d    r54.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@5}
        or (16|M0)               r24.0<1>:d    r52.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@5}
        mach (8|M0)              r48.0<1>:d    r40.0<8;8,1>:d    -8388608:d              
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r41.0<8;8,1>:d    0x0:uw             
        mach (8|M8)              r49.0<1>:d    r41.0<8;8,1>:d    -8388608:d              
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r42.0<8;8,1>:d    0x0:uw             
        shl (16|M16)             r18.0<1>:d    r34.0<8;8,1>:d    23:w               {Compacted,@7}
        shl (16|M0)              r16.0<1>:d    r30.0<8;8,1>:d    23:w               {Compacted,@7}
        shr (16|M16)             r28.0<1>:d    r26.0<8;8,1>:ud   9:w               {Compacted,@7}
        shr (16|M0)              r22.0<1>:d    r24.0<8;8,1>:ud   9:w               {Compacted,@7}
        mach (8|M16)             r12.0<1>:d    r42.0<8;8,1>:d    -8388608:d              
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r43.0<8;8,1>:d    0x0:uw             
        mach (8|M24)             r13.0<1>:d    r43.0<8;8,1>:d    -8388608:d              
        add (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    1056964608:d               {@7}
        or (16|M16)              r36.0<1>:d    r18.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@6}
        or (16|M0)               r32.0<1>:d    r16.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    1056964608:d               {@4}
        shr (16|M16)             r4.0<1>:d     r34.0<8;8,1>:ud   9:w               {Compacted}
        shr (16|M0)              r2.0<1>:d     r30.0<8;8,1>:ud   9:w               {Compacted}
        lzd (16|M16)             r50.0<1>:ud   r36.0<8;8,1>:ud                  {@5}
        lzd (16|M0)              r38.0<1>:ud   r32.0<8;8,1>:ud                  {@5}
        or (16|M0)               r48.0<1>:d    r48.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        or (16|M16)              r12.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r28.0<1>:d    -r42.0<8;8,1>:d   488:w               {Compacted}
        add (16|M0)              r22.0<1>:d    -r40.0<8;8,1>:d   488:w               {Compacted}
        not (16|M16)             r54.0<1>:d    r50.0<8;8,1>:d                   {@6}
        not (16|M0)              r52.0<1>:d    r38.0<8;8,1>:d                   {@6}
        or (16|M0)               r48.0<1>:d    r48.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}
        or (16|M16)              r12.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}
        add (16|M0)              r2.0<1>:d     r38.0<8;8,1>:d    1:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r50.0<8;8,1>:d    1:w               {Compacted}
        add (16|M0)              r38.0<1>:d    -r38.0<8;8,1>:d   31:w               {Compacted}
        add (16|M16)             r50.0<1>:d    -r50.0<8;8,1>:d   31:w               {Compacted}
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@7}
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@6}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@6}
        and (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    31:w               {Compacted,@6}
        and (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    31:w               {Compacted,@6}
        shl (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    23:w               {Compacted,@6}
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    23:w               {Compacted,@6}
        shl (16|M0)              r2.0<1>:d     r32.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}
        shl (16|M16)             r4.0<1>:d     r36.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}
        shr (16|M0)              r38.0<1>:d    r24.0<8;8,1>:ud   r38.0<8;8,1>:d   {@6}
        shr (16|M16)             r50.0<1>:d    r26.0<8;8,1>:ud   r50.0<8;8,1>:d   {@6}
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1065353216:d               {@6}
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    1065353216:d               {@6}
        mul (16|M0)              r24.0<1>:f    r48.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M0)               r16.0<1>:d    r2.0<8;8,1>:d     r38.0<8;8,1>:d   {Compacted,@5}
        mul (16|M16)             r26.0<1>:f    r12.0<8;8,1>:f    0x3FC90FDA:f              
        or (16|M16)              r18.0<1>:d    r4.0<8;8,1>:d     r50.0<8;8,1>:d   {Compacted,@6}
        shr (16|M0)              r2.0<1>:d     r16.0<8;8,1>:ud   9:w               {Compacted,@3}
        shr (16|M16)             r4.0<1>:d     r18.0<8;8,1>:ud   9:w               {Compacted,@2}
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@7}
        or (16|M0)               r22.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@7}
        mad (16|M0)              acc0.0<1>:f   -r24.0<8;1>:f     r48.0<8;1>:f      r9.7<0>:f        {Compacted,@7}
        mad (16|M16)             r32.0<1>:f    -r26.0<8;1>:f     r12.0<8;1>:f      r9.7<0>:f        {Compacted,@7}
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}
        or (16|M0)               r22.0<1>:d    r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r48.0<8;1>:f      r64.5<0>:f      
        mad (16|M16)             r36.0<1>:f    r32.0<8;1>:f      r12.0<8;1>:f      r64.5<0>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r22.0<8;1>:f      r9.7<0>:f        {@3}
        mad (16|M16)             r20.0<1>:f    r36.0<8;1>:f      r28.0<8;1>:f      r9.7<0>:f        {Compacted,@2}
        mad (16|M0)              r32.0<1>:f    acc0.0<8;1>:f     r48.0<8;1>:f      r9.7<0>:f       
        mad (16|M16)             r34.0<1>:f    r20.0<8;1>:f      r12.0<8;1>:f      r9.7<0>:f        {Compacted,@2}
        shr (16|M0)              r16.0<1>:d    r6.0<8;8,1>:ud    30:w               {Compacted}
        shr (16|M16)             r18.0<1>:d    r10.0<8;8,1>:ud   30:w               {Compacted}
        mad (16|M0)              r2.0<1>:f     r32.0<8;1>:f      -r48.0<8;1>:f     r9.7<0>:f        {Compacted,@4}
        mad (16|M16)             r4.0<1>:f     r34.0<8;1>:f      -r12.0<8;1>:f     r9.7<0>:f        {Compacted,@4}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
        add (16|M0)              r36.0<1>:f    acc0.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted,@3}
        add (16|M0)              r48.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@6}
        add (16|M16)             r42.0<1>:f    r20.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@4}
        add (16|M16)             r44.0<1>:d    r46.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@7}
        else (32|M0)                         L15360                  L15360                
L14864:
        mad (16|M0)              acc0.0<1>:f   r9.3<0;0>:f       r74.0<8;1>:f      r64.4<0>:f      
        mad (16|M16)             r4.0<1>:f     r9.3<0;0>:f       r76.0<8;1>:f      r64.4<0>:f      
        rndz (16|M0)             r6.0<1>:f     acc0.0<8;8,1>:f                  {Compacted,$0.src}
        sync.nop                             null                             {Compacted,$1.src}
        rndz (16|M16)            r10.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mad (16|M0)              r20.0<1>:f    r74.0<8;1>:f      -r6.0<8;1>:f      r9.7<0>:f        {Compacted,@2}
        mad (16|M16)             r22.0<1>:f    r76.0<8;1>:f      -r10.0<8;1>:f     r9.7<0>:f        {Compacted,@2}
        mul (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     0x3FC90FDA:f              
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    0x3FC90FDA:f              
        add (16|M0)              acc0.0<1>:f   r74.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r26.0<1>:f    r76.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted,@4}
        mad (16|M0)              r16.0<1>:f    -r12.0<8;1>:f     r6.0<8;1>:f       r9.7<0>:f        {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    -r14.0<8;1>:f     r10.0<8;1>:f      r9.7<0>:f        {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     -r6.0<8;1>:f      r9.7<0>:f       
        mad (16|M16)             r26.0<1>:f    r26.0<8;1>:f      -r10.0<8;1>:f     r9.7<0>:f        {Compacted,@4}
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   -r16.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted,@2}
        add (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              r28.0<1>:f    acc0.0<8;1>:f     -r6.0<8;1>:f      r64.5<0>:f      
        mad (16|M16)             r30.0<1>:f    r22.0<8;1>:f      -r10.0<8;1>:f     r64.5<0>:f       {Compacted,@2}
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0x33A22168:f              
        mul (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0x33A22168:f              
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r28.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted,@4}
        mad (16|M0)              r12.0<1>:f    -r2.0<8;1>:f      r6.0<8;1>:f       r64.5<0>:f       {Compacted,@4}
        mad (16|M16)             r14.0<1>:f    -r4.0<8;1>:f      r10.0<8;1>:f      r64.5<0>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     -r6.0<8;1>:f      r64.5<0>:f      
        mad (16|M16)             r22.0<1>:f    r22.0<8;1>:f      -r10.0<8;1>:f     r64.5<0>:f       {Compacted,@4}
        add (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@2}
        add (16|M0)              acc0.0<1>:f   r28.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@2}
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              r24.0<1>:f    acc0.0<8;1>:f     -r6.0<8;1>:f      r64.6<0>:f      
        mad (16|M16)             r26.0<1>:f    r30.0<8;1>:f      -r10.0<8;1>:f     r64.6<0>:f       {Compacted,@2}
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0x27C234C4:f              
        mul (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0x27C234C4:f              
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r24.0<8;8,1>:f  {Compacted,@4}
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted,@4}
        mad (16|M0)              r16.0<1>:f    -r2.0<8;1>:f      r6.0<8;1>:f       r64.6<0>:f       {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    -r4.0<8;1>:f      r10.0<8;1>:f      r64.6<0>:f       {Compacted,@4}
        mad (16|M0)              r28.0<1>:f    acc0.0<8;1>:f     -r6.0<8;1>:f      r64.6<0>:f      
        mad (16|M16)             r30.0<1>:f    r30.0<8;1>:f      -r10.0<8;1>:f     r64.6<0>:f       {Compacted,@4}
        mov (16|M0)              r48.0<1>:d    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M16)             r44.0<1>:d    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r36.0<1>:f    -r16.0<8;8,1>:f                  {Compacted,@6}
        mov (16|M16)             r42.0<1>:f    -r18.0<8;8,1>:f                  {Compacted,@6}
        add (16|M0)              r32.0<1>:f    r24.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@6}
        add (16|M16)             r34.0<1>:f    r26.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@6}
L15360:
        endif (32|M0)                        L15376                                
L15376:
        and (16|M0)   (eq)f1.0   null<1>:d     r48.0<8;8,1>:d    1:w               {@7}
        and (16|M16)  (eq)f1.0   null<1>:d     r44.0<8;8,1>:d    1:w               {@7}
        mul (16|M0)              r40.0<1>:f    r32.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@5}
        mul (16|M16)             r38.0<1>:f    r34.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@5}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L15664                  L16064                
L15456:
        mad (16|M0)              acc0.0<1>:f   r9.4<0;0>:f       r40.0<8;1>:f      r64.2<0>:f       {@4}
        mad (16|M16)             r10.0<1>:f    r9.4<0;0>:f       r38.0<8;1>:f      r64.2<0>:f       {@4}
        mad (16|M0)              acc0.0<1>:f   r9.5<0;0>:f       acc0.0<8;1>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    r9.5<0;0>:f       r10.0<8;1>:f      r38.0<1>:f       {Compacted,@2}
        mad (16|M0)              r16.0<1>:f    r9.6<0;0>:f       acc0.0<8;1>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r9.6<0;0>:f       r14.0<8;1>:f      r38.0<1>:f       {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r32.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r20.0<1>:f    r64.7<0;0>:f      r16.0<8;1>:f      r40.0<1>:f       {Compacted,@4}
        mad (16|M16)             r22.0<1>:f    r64.7<0;0>:f      r18.0<8;1>:f      r38.0<1>:f       {Compacted,@4}
        mul (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r22.0<1>:f    r4.0<8;8,1>:f     r22.0<8;8,1>:f   {Compacted,@2}
        mad (16|M0)              r20.0<1>:f    -r20.0<8;1>:f     r36.0<8;1>:f      r9.3<0>:f        {Compacted,@2}
        mad (16|M16)             r22.0<1>:f    -r22.0<8;1>:f     r42.0<8;1>:f      r9.3<0>:f        {Compacted,@2}
        mad (16|M0)              r24.0<1>:f    -r36.0<8;1>:f     r20.0<8;1>:f      r40.0<1>:f       {Compacted,@2}
        mad (16|M16)             r26.0<1>:f    -r42.0<8;1>:f     r22.0<8;1>:f      r38.0<1>:f       {Compacted,@2}
        mad (16|M0)              r24.0<1>:f    r24.0<8;1>:f      acc0.0<8;1>:f     r84.0<0>:f       {Compacted,@2}
        mad (16|M16)             r26.0<1>:f    r26.0<8;1>:f      r4.0<8;1>:f       r84.0<0>:f       {Compacted,@2}
        add (16|M0)              acc0.0<1>:f   r32.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted,@2}
        add (16|M16)             r26.0<1>:f    r34.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted,@2}
        mov (16|M0)              r6.0<1>:f     -acc0.0<8;8,1>:f                 {Compacted}
        mov (16|M16)             r46.0<1>:f    -r26.0<8;8,1>:f                  {Compacted,@2}
        else (32|M0)                         L16064                  L16064                
L15664:
        mad (16|M0)              acc0.0<1>:f   r84.1<0;0>:f      -r40.0<8;1>:f     r84.2<0>:f       {Compacted}
        mad (16|M16)             r4.0<1>:f     r84.1<0;0>:f      -r38.0<8;1>:f     r84.2<0>:f       {Compacted}
        and (16|M0)              r28.0<1>:d    r32.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r30.0<1>:d    r34.0<8;8,1>:d    2147483647:d              
        mad (16|M0)              acc0.0<1>:f   r84.3<0;0>:f      acc0.0<8;1>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r84.3<0;0>:f      r4.0<8;1>:f       r38.0<1>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   r84.4<0;0>:f      acc0.0<8;1>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    r84.4<0;0>:f      r10.0<8;1>:f      r38.0<1>:f       {Compacted,@2}
        add (16|M0)              r6.0<1>:d     r28.0<8;8,1>:d    -1050253722:d               {@6}
        add (16|M16)             r10.0<1>:d    r30.0<8;8,1>:d    -1050253722:d               {@6}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xAE6667:ud              {@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0xAE6667:ud              {@2}
        add (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    -16777216:d              
        add (16|M16)             r4.0<1>:d     r30.0<8;8,1>:d    -16777216:d              
        mad (16|M0)              acc0.0<1>:f   r84.5<0;0>:f      acc0.0<8;1>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r84.5<0;0>:f      r14.0<8;1>:f      r38.0<1>:f       {Compacted,@7}
(f1.0)  sel (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     0.0:f               {Compacted,@4}
(f1.0)  sel (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f     0.0:f               {@4}
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x3F480000:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r30.0<8;8,1>:ud   0x3F480000:ud             
        mad (16|M0)              r20.0<1>:f    r84.6<0;0>:f      acc0.0<8;1>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r22.0<1>:f    r84.6<0;0>:f      r18.0<8;1>:f      r38.0<1>:f       {Compacted,@6}
        mul (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@4}
        mul (16|M16)             r26.0<1>:f    r38.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@4}
(f1.0)  mov (16|M0)              r12.0<1>:f    0.28125:f                               {Compacted}
(f1.0)  mov (16|M16)             r14.0<1>:f    0.28125:f                              
        mad (16|M0)              r6.0<1>:f     -r6.0<8;1>:f      acc0.0<8;1>:f     r40.0<1>:f       {Compacted,@6}
        mad (16|M16)             r10.0<1>:f    -r10.0<8;1>:f     r26.0<8;1>:f      r38.0<1>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   -r12.0<8;1>:f     r40.0<8;1>:f      r9.3<0>:f        {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    -r14.0<8;1>:f     r38.0<8;1>:f      r9.3<0>:f        {Compacted,@4}
        add (16|M0)              r12.0<1>:f    -r12.0<8;8,1>:f   1.0:f               {Compacted}
        add (16|M0)              r16.0<1>:f    acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted,@5}
        add (16|M16)             acc0.0<1>:f   -r14.0<8;8,1>:f   1.0:f               {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r10.0<8;8,1>:f  {Compacted,@4}
        add (16|M0)              r6.0<1>:f     r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted,@3}
        add (16|M16)             r46.0<1>:f    acc0.0<8;8,1>:f   -r18.0<8;8,1>:f  {Compacted,@2}
L16064:
        endif (32|M0)                        L16080                                
L16080:
        shl (16|M0)              r2.0<1>:d     r48.0<8;8,1>:d    30:w               {Compacted}
        shl (16|M16)             r4.0<1>:d     r44.0<8;8,1>:d    30:w               {Compacted}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d               {@2}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d               {@2}
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@2}
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted,@2}
(~f0.0) sel (16|M0)              r52.0<1>:f    r2.0<8;8,1>:f     qnan(0x0):f               {@2}
(~f0.0) sel (16|M16)             r82.0<1>:f    r4.0<8;8,1>:f     qnan(0x0):f               {@2}
L16176:
        endif (32|M0)                        L16192                                
L16192:
        cmp (16|M16)  (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    987371264:d               {$2.dst}
        cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    987371264:d               {$3.dst}
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    969974724:d              
(W)     shl (1|M0)               r2.0<1>:d     r9.0<0;1,0>:d     2:w               {Compacted}
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    969974724:d              
        add (16|M0)              r4.0<1>:d     r2.0<0;1,0>:d     r80.0<8;8,1>:d   {Compacted,@2}
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    998371128:d              
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    998371128:d              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@3}
        add (16|M16)             r6.0<1>:d     r2.0<0;1,0>:d     r78.0<8;8,1>:d   {Compacted}
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    992228577:d              
        send.dc1 (16|M0)         null     r4      r52     0x80            0x04025E02           {@3,$4} // wr:2+2, rd:0; untyped surface write with x
        add (16|M16)             r4.0<1>:d     r66.0<8;8,1>:d    -1065350751:d               {$4.src}
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    992228577:d              
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@4}
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    1030953463:d              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x9A1:uw              {@4}
        send.dc1 (16|M16)        null     r6      r82     0x80            0x04025E02           {@3,$5} // wr:2+2, rd:0; untyped surface write with x
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    1030953463:d              
(W)     mov (1|M0)               r6.0<1>:hf    0x1:hf                              {$5.src}
        add (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d    -1065350751:d              
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r6.0<0;1,0>:uw    0x0:uw              {@2}
(f0.0)  sel (16|M16)             r8.0<1>:uw    r6.0<0;1,0>:uw    0x0:uw             
(f1.0)  cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0x9A1:uw              {@3}
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L26680                  L26728                
L16584:
        and (16|M16)             r2.0<1>:d     r66.0<8;8,1>:d    8323072:d              
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     65536:d               {@1}
        and (16|M0)              r4.0<1>:d     r68.0<8;8,1>:d    8323072:d              
        shr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:ud    17:w               {Compacted,@2}
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     65536:d               {@2}
        mul (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     12:w               {Compacted,@2}
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    17:w               {Compacted,@2}
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     20:w               {Compacted,@2}
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     12:w               {Compacted,@2}
        send.dc1 (16|M16)        r10      r2      null    0x0            0x04605803           {@2,$6} // wr:2+0, rd:6; untyped surface read with xyz
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     20:w               {Compacted,@1}
        and (16|M16)             r62.0<1>:d    r66.0<8;8,1>:d    8388607:d              
        send.dc1 (16|M0)         r16      r4      null    0x0            0x04605803           {@2,$7} // wr:2+0, rd:6; untyped surface read with xyz
        or (16|M16)              r6.0<1>:d     r62.0<8;8,1>:d    1065353216:d               {@1}
        and (16|M16)             r22.0<1>:d    r6.0<8;8,1>:d     1073725440:d               {@1}
        and (16|M0)              r60.0<1>:d    r68.0<8;8,1>:d    8388607:d              
        add (16|M16)             r24.0<1>:f    r6.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted,@2}
(W)     mov (1|M0)               r8.0<1>:f     -1.0:f                               {Compacted}
        or (16|M0)               r26.0<1>:d    r60.0<8;8,1>:d    1065353216:d               {@3}
        shr (16|M16)             r76.0<1>:d    r66.0<8;8,1>:ud   23:w               {Compacted}
        and (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    1073725440:d               {@2}
        add (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted,@1}
(W)     mov (1|M0)               r8.1<1>:f     0.25:f                               {Compacted}
(W)     mov (1|M0)               r8.2<1>:f     0x3EAAAAAB:f                              
        add (16|M16)             r34.0<1>:d    r66.0<8;8,1>:d    1081999360:d              
        add (16|M16)             r32.0<1>:d    r76.0<8;8,1>:d    -127:w               {Compacted,@6}
(W)     mov (1|M0)               r8.3<1>:f     0x3805FDF4:f                              
        shr (16|M0)              r74.0<1>:d    r68.0<8;8,1>:ud   23:w               {Compacted}
        cmp (16|M16)  (gt)f0.0   r38.0<1>:d    r34.0<8;8,1>:d    2147221504:d               {@4}
(W)     mov (1|M0)               r44.0<1>:f    0x3F317000:f                              
        add (16|M0)              r48.0<1>:d    r68.0<8;8,1>:d    1081999360:d              
(W)     mov (1|M0)               r64.2<1>:f    4097.0:f                              
        cmp (16|M0)   (gt)f1.0   r54.0<1>:d    r48.0<8;8,1>:d    2147221504:d               {@2}
        mul (16|M16)             r28.0<1>:f    r24.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,$6.dst}
        mad (16|M16)             r2.0<1>:f     r8.0<0;0>:f       r14.0<8;1>:f      r22.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@1}
        add (16|M16)             r2.0<1>:f     r28.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@3}
        mul (16|M0)              r22.0<1>:f    r6.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted,$7.dst}
        mad (16|M16)             r36.0<1>:f    r8.2<0;0>:f       -r2.0<8;1>:f      r8.1<0>:f        {Compacted,@2}
        mov (16|M16)             acc0.0<1>:f   r32.0<8;8,1>:d                  
        mad (16|M0)              r40.0<1>:f    r8.0<0;0>:f       r20.0<8;1>:f      r30.0<1>:f       {Compacted}
        mad (16|M16)             r42.0<1>:f    r84.7<0;0>:f      r36.0<8;1>:f      r2.0<1>:f        {Compacted,@3}
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r26.0<1>:f    r12.0<8;1>:f      acc0.0<8;1>:f     r8.3<0>:f        {Compacted}
        add (16|M0)              r46.0<1>:f    r16.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted,@4}
        add (16|M0)              r40.0<1>:f    r22.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted,@7}
        add (16|M0)              r32.0<1>:d    r74.0<8;8,1>:d    -127:w               {Compacted}
        and (16|M16)             r50.0<1>:d    r28.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
        mad (16|M16)             r6.0<1>:f     r4.0<8;1>:f       acc0.0<8;1>:f     r44.0<0>:f       {Compacted}
        and (16|M16)             r30.0<1>:d    r28.0<8;8,1>:d    ~r38.0<8;8,1>:d  {Compacted}
        mad (16|M16)             r34.0<1>:f    r26.0<8;1>:f      r2.0<8;1>:f       r42.0<1>:f       {Compacted,@7}
        mad (16|M0)              r36.0<1>:f    r8.2<0;0>:f       -r40.0<8;1>:f     r8.1<0>:f        {Compacted,@6}
        mov (16|M0)              acc0.0<1>:f   r32.0<8;8,1>:d                   {@6}
        add (16|M16)             r42.0<1>:f    r6.0<8;8,1>:f     r50.0<8;8,1>:f   {Compacted,@5}
        add (16|M16)             r38.0<1>:f    r34.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@4}
        mad (16|M0)              r10.0<1>:f    r84.7<0;0>:f      r36.0<8;1>:f      r40.0<1>:f       {Compacted,@4}
        mul (16|M0)              r40.0<1>:f    r40.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r12.0<1>:f    r18.0<8;1>:f      acc0.0<8;1>:f     r8.3<0>:f        {Compacted}
        add (16|M16)             r4.0<1>:f     r42.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted,@4}
        and (16|M0)              r24.0<1>:d    r22.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        and (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    ~r54.0<8;8,1>:d  {Compacted}
        mad (16|M0)              acc0.0<1>:f   r46.0<8;1>:f      acc0.0<8;1>:f     r44.0<0>:f       {Compacted}
        mad (16|M0)              r14.0<1>:f    r12.0<8;1>:f      r40.0<8;1>:f      r10.0<1>:f       {Compacted,@5}
        mad (16|M16)             r6.0<1>:f     -r70.0<8;1>:f     r70.0<8;1>:f      r64.2<0>:f       {Compacted}
        mad (16|M16)             r28.0<1>:f    r4.0<8;1>:f       r4.0<8;1>:f       r64.2<0>:f       {Compacted,@6}
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   r24.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              r24.0<1>:f    r14.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@4}
        mad (16|M16)             r58.0<1>:f    -r6.0<8;1>:f      r70.0<8;1>:f      r64.2<0>:f       {Compacted,@4}
        mad (16|M16)             r32.0<1>:f    r28.0<8;1>:f      -r4.0<8;1>:f      r64.2<0>:f       {Compacted,@4}
        and (16|M16)             r16.0<1>:d    r70.0<8;8,1>:d    2139095040:d              
        add (16|M0)              r18.0<1>:f    r30.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@4}
        mul (16|M16)             r26.0<1>:f    r58.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@3}
        and (16|M0)              r10.0<1>:d    r72.0<8;8,1>:d    2139095040:d              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    2139095040:d               {@4}
        mad (16|M0)              r20.0<1>:f    -r72.0<8;1>:f     r72.0<8;1>:f      r64.2<0>:f       {Compacted}
        add (16|M16)             r22.0<1>:d    r66.0<8;8,1>:d    2139095040:d              
        mad (16|M0)              acc0.0<1>:f   r18.0<8;1>:f      r18.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        and (16|M16)             r2.0<1>:d     r26.0<8;8,1>:d    2147483647:d               {@6}
        cmp (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    2139095040:d               {@6}
        add (16|M0)              r4.0<1>:d     r68.0<8;8,1>:d    2139095040:d              
        mad (16|M0)              r56.0<1>:f    -r20.0<8;1>:f     r72.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        mad (16|M0)              r34.0<1>:f    acc0.0<8;1>:f     -r18.0<8;1>:f     r64.2<0>:f      
(~f0.0) cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    -16777218:d               {@7}
        cmp (16|M16)  (gt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0x42819F00:ud              {@6}
        mul (16|M0)              r16.0<1>:f    r56.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@3}
(W)     mov (1|M0)               r6.0<1>:hf    0x1:hf                             
(~f1.0) cmp (16|M0)   (gt)f1.0   null<1>:d     r4.0<8;8,1>:d     -16777218:d               {@7}
        and (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    2147483647:d               {@3}
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r6.0<0;1,0>:uw    0x0:uw              {@3}
(f0.0)  sel (16|M16)             r8.0<1>:uw    r6.0<0;1,0>:uw    0x0:uw             
(~f1.0) cmp (16|M0)   (gt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0x42819F00:ud              {@3}
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}
        add (16|M16)             r92.0<1>:f    r70.0<8;8,1>:f    -r58.0<8;8,1>:f  {Compacted}
        add (16|M0)              r90.0<1>:f    r72.0<8;8,1>:f    -r56.0<8;8,1>:f  {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L18192                  L26648                
L17688:
        add (16|M0)              r2.0<1>:f     r30.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        add (16|M0)              r2.0<1>:f     r24.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}
(W&f0.0.any32h) mov (1|M0)       r8.0<1>:f     1.442695e+00:f                              
        add (16|M16)             r4.0<1>:f     r42.0<8;8,1>:f    -r32.0<8;8,1>:f  {Compacted}
        mad (16|M0)              r16.0<1>:f    r64.3<0;0>:f      r16.0<8;1>:f      r8.0<0>:f        {Compacted,@2}
        mad (16|M16)             r18.0<1>:f    r64.3<0;0>:f      r26.0<8;1>:f      r8.0<0>:f        {Compacted}
        add (16|M16)             r4.0<1>:f     r38.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@3}
        add (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f    0xCB400000:f               {Compacted,@3}
        add (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    0xCB400000:f               {Compacted,@3}
        mul (16|M0)              acc0.0<1>:f   r90.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r10.0<1>:f    r92.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@4}
        mul (16|M0)              r28.0<1>:f    r20.0<8;8,1>:f    0x3F317200:f               {@4}
        mul (16|M16)             r30.0<1>:f    r22.0<8;8,1>:f    0x3F317200:f               {@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r90.0<8;1>:f      r34.0<1>:f      
        mad (16|M16)             r10.0<1>:f    r10.0<8;1>:f      r92.0<8;1>:f      r32.0<1>:f       {Compacted,@4}
        mad (16|M0)              r28.0<1>:f    -r28.0<8;1>:f     r56.0<8;1>:f      r34.0<1>:f       {Compacted,@4}
        mad (16|M16)             r30.0<1>:f    -r30.0<8;1>:f     r58.0<8;1>:f      r32.0<1>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r56.0<8;1>:f      r2.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r10.0<8;1>:f      r58.0<8;1>:f      r4.0<1>:f        {Compacted,@4}
        mad (16|M0)              r28.0<1>:f    r28.0<8;1>:f      -r20.0<8;1>:f     r85.0<0>:f       {Compacted,@4}
        mad (16|M16)             r30.0<1>:f    r30.0<8;1>:f      -r22.0<8;1>:f     r85.0<0>:f       {Compacted,@4}
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r28.0<8;8,1>:f   {Compacted,@2}
        add (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@2}
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:f     0x3C07D9FE:f                              
(W&f0.0.any32h) mov (1|M0)       r6.1<1>:f     0x3D2B8392:f                              
        shl (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    23:w               {Compacted}
(W&f0.0.any32h) mov (1|M0)       r7.0<1>:f     0x3E2AACAC:f                              
        mad (16|M0)              r10.0<1>:f    r6.1<0;0>:f       r2.0<8;1>:f       r6.0<0>:f        {Compacted,@3}
        mad (16|M16)             acc0.0<1>:f   r6.1<0;0>:f       r4.0<8;1>:f       r6.0<0>:f        {Compacted,@6}
        shl (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    23:w               {Compacted}
(W&f0.0.any32h) mov (1|M0)       r8.0<1>:f     0x3EFFFF34:f                              
        mad (16|M16)             acc0.0<1>:f   r7.0<0;0>:f       acc0.0<8;1>:f     r4.0<1>:f        {Compacted,@5}
        mad (16|M0)              r18.0<1>:f    r7.0<0;0>:f       r10.0<8;1>:f      r2.0<1>:f        {Compacted,@5}
(W&f0.0.any32h) mov (1|M0)       r9.3<1>:f     9.999999e-01:f                              
        mad (16|M16)             acc0.0<1>:f   r8.0<0;0>:f       acc0.0<8;1>:f     r4.0<1>:f        {Compacted,@4}
        mad (16|M0)              r20.0<1>:f    r8.0<0;0>:f       r18.0<8;1>:f      r2.0<1>:f        {Compacted,@3}
(W&f0.0.any32h) mov (1|M0)       r28.0<1>:f    1.0:f                              
        mad (16|M16)             acc0.0<1>:f   r9.3<0;0>:f       acc0.0<8;1>:f     r4.0<1>:f        {Compacted,@4}
        mad (16|M0)              r12.0<1>:f    r9.3<0;0>:f       r20.0<8;1>:f      r2.0<1>:f        {Compacted,@3}
        mad (16|M16)             r34.0<1>:f    r28.0<0;0>:f      acc0.0<8;1>:f     r4.0<1>:f        {Compacted,@3}
        mad (16|M0)              r30.0<1>:f    r28.0<0;0>:f      r12.0<8;1>:f      r2.0<1>:f        {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
        add (16|M16)             r52.0<1>:d    r26.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@3}
        add (16|M0)              r50.0<1>:d    r24.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@3}
        else (32|M0)                         L26648                  L26648                
L18192:
        cmp (16|M0)   (eq)f0.0   r6.0<1>:d     r60.0<8;8,1>:d    0:w               {Compacted}
        cmp (16|M16)  (eq)f1.0   r10.0<1>:d    r62.0<8;8,1>:d    0:w              
        mov (16|M0)              r18.0<1>:d    -r6.0<8;8,1>:d                   {@2}
        mov (16|M16)             r16.0<1>:d    -r10.0<8;8,1>:d                  {@2}
        and (16|M0)              r6.0<1>:d     r72.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r10.0<1>:d    r70.0<8;8,1>:d    2147483647:d              
        add (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     -2139095040:d               {@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    -2139095040:d               {@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0xC0000000:ud              {@2}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0xC0000000:ud              {@2}
        shr (16|M0)              r2.0<1>:d     r72.0<8;8,1>:ud   23:w               {Compacted}
        shr (16|M16)             r4.0<1>:d     r70.0<8;8,1>:ud   23:w               {Compacted}
        and (16|M0)              r20.0<1>:d    r74.0<8;8,1>:d    255:w               {Compacted}
        and (16|M16)             r22.0<1>:d    r76.0<8;8,1>:d    255:w               {Compacted}
        and (16|M0)              r26.0<1>:d    r72.0<8;8,1>:d    8388607:d              
        and (16|M16)             r24.0<1>:d    r70.0<8;8,1>:d    8388607:d              
        and (16|M0)              r30.0<1>:d    r2.0<8;8,1>:d     255:w               {Compacted,@6}
        and (16|M16)             r36.0<1>:d    r4.0<8;8,1>:d     255:w               {Compacted,@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L19184                  L19288                
L18456:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0x4B7FFFFF:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0x4B7FFFFF:ud             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f1.0) if (32|M0)                           L19048                  L19152                
L18520:
        and (16|M0)              r2.0<1>:d     r72.0<8;8,1>:d    260046848:d              
        and (16|M16)             r4.0<1>:d     r70.0<8;8,1>:d    260046848:d              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     8388608:d               {@2}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     8388608:d               {@2}
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    23:w               {Compacted,@2}
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    23:w               {Compacted,@2}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@2}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@2}
        shl (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}
        shl (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}
        and (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     8388607:d               {@2}
        and (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     8388607:d               {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L18912                  L19016                
L18696:
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     16777215:d              
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     16777215:d              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     8388608:d               {@2}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     8388608:d               {@2}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
(f0.0)  sel (16|M0)              r7.0<2>:b     r6.0<0;1,0>:w     2:w               {@2}
(f0.0)  sel (16|M16)             r8.0<2>:b     r6.0<0;1,0>:w     2:w              
        mov (16|M0)              r32.0<1>:b    r7.0<2;1,0>:b                    {@2}
        mov (16|M16)             r8.0<1>:b     r8.0<2;1,0>:b                    {@2}
        else (32|M0)                         L19016                  L19016                
L18912:
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r2.0<2>:b     0:w                              
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
        mov (16|M0)              r32.0<1>:b    r2.0<0;1,0>:b                    {@2}
        mov (16|M16)             r8.0<1>:b     r2.0<0;1,0>:b                   
L19016:
        endif (32|M0)                        L19032                                
L19032:
        else (32|M0)                         L19152                  L19152                
L19048:
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r2.0<2>:b     2:w                              
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
        mov (16|M0)              r32.0<1>:b    r2.0<0;1,0>:b                    {@2}
        mov (16|M16)             r8.0<1>:b     r2.0<0;1,0>:b                   
L19152:
        endif (32|M0)                        L19168                                
L19168:
        else (32|M0)                         L19288                  L19288                
L19184:
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r2.0<2>:b     0:w                              
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
        mov (16|M0)              r32.0<1>:b    r2.0<0;1,0>:b                    {@2}
        mov (16|M16)             r8.0<1>:b     r2.0<0;1,0>:b                   
L19288:
        endif (32|M0)                        L19304                                
L19304:
        not (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d                  
        not (16|M16)             r4.0<1>:d     r66.0<8;8,1>:d                  
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    31:w               {Compacted,@2}
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    31:w               {Compacted,@2}
        cmp (16|M0)   (eq)f1.0   r6.0<1>:d     r20.0<8;8,1>:d    127:w              
        cmp (16|M16)  (eq)f0.0   r10.0<1>:d    r22.0<8;8,1>:d    127:w              
        or (16|M0)               r12.0<1>:d    r30.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        or (16|M16)              r14.0<1>:d    r36.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted,@6}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted,@6}
        cmp (16|M16)  (ne)f1.0   r18.0<1>:d    r14.0<8;8,1>:d    0:w               {@3}
        cmp (16|M0)   (ne)f0.0   r16.0<1>:d    r12.0<8;8,1>:d    0:w               {Compacted,@5}
        mov (16|M0)              r6.0<1>:d     -r6.0<8;8,1>:d                   {@7}
        mov (16|M16)             r10.0<1>:d    -r10.0<8;8,1>:d                  {@7}
        mov (16|M16)             r18.0<1>:d    -r18.0<8;8,1>:d                  {@4}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@3}
        mov (16|M0)              r16.0<1>:d    -r16.0<8;8,1>:d                  {@5}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted,@4}
        and (16|M0)   (eq)f1.0   null<1>:d     ~r2.0<8;8,1>:d    r16.0<8;8,1>:d   {@2}
        and (16|M16)  (eq)f1.0   null<1>:d     ~r4.0<8;8,1>:d    r18.0<8;8,1>:d   {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L26504                  L26632                
L19584:
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        cmp (16|M0)   (ne)f1.0   null<1>:d     r20.0<8;8,1>:d    255:w              
(W)     mov (1|M0)               r64.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:ud    f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@6}
(W)     mov (1|M0)               r64.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r64.1<0;1,0>:ud                  {@4}
(W&f1.0.any32h) mov (1|M0)       f0.0<1>:ud    r2.0<0;1,0>:ud                   {@4}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r22.0<8;8,1>:d    255:w              
(W&f1.0.any32h) mov (1|M0)       r2.0<1>:ud    f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r64.0<0;1,0>:ud                  {@5}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r64.1<0;1,0>:ud                 
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r2.0<0;1,0>:ud                   {@4}
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    0:w              
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:ud    f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@5}
(W)     mov (1|M0)               r64.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r64.1<0;1,0>:ud                 
(W&f1.0.any32h) mov (1|M0)       f0.0<1>:ud    r2.0<0;1,0>:ud                   {@4}
(W&f1.0.any32h) mov (1|M0)       r2.2<1>:hf    0x1:hf                             
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r62.0<8;8,1>:d    0:w              
(W&f1.0.any32h) mov (1|M0)       r2.0<1>:ud    f0.0<0;1,0>:ud                  
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<8;8,1>:d    255:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<8;8,1>:d    255:w              
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    0:w              
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               f1.0<1>:ud    r64.0<0;1,0>:ud                  {@7}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r64.1<0;1,0>:ud                 
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r2.0<0;1,0>:ud                   {@7}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@3}
(f1.0)  sel (16|M0)              acc0.0<1>:uw  r2.2<0;1,0>:uw    0x0:uw             
(f0.0)  sel (16|M0)              r4.0<1>:uw    r2.2<0;1,0>:uw    0x0:uw              {Compacted}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        and (16|M0)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r4.0<16;16,1>:uw {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r64.1<0;1,0>:ud                 
(W&f0.0.any32h) mov (1|M0)       r2.2<1>:ud    f1.0<0;1,0>:ud                  
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r2.0<0;1,0>:ud                  
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@5}
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r2.2<0;1,0>:uw    0x0:uw             
(W)     mov (1|M0)               r64.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r64.1<0;1,0>:ud                 
(f0.0)  sel (16|M16)             r6.0<1>:uw    r2.2<0;1,0>:uw    0x0:uw             
(W&f1.0.any32h) mov (1|M0)       f0.0<1>:ud    r2.2<0;1,0>:ud                   {@7}
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r6.0<16;16,1>:uw {@2}
(W&f1.0.any32h) mov (1|M0)       r2.2<1>:ud    f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r64.0<0;1,0>:ud                  {@6}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r64.1<0;1,0>:ud                 
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r2.2<0;1,0>:ud                   {@4}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@3}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L20424                  L26472                
L20392:
        add (16|M0)              r50.0<1>:f    r68.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted}
        add (16|M16)             r52.0<1>:f    r66.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}
        else (32|M0)                         L26472                  L26472                
L20424:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r68.0<8;8,1>:f    0.0:f               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r66.0<8;8,1>:f    0.0:f              
        shr (16|M0)              r26.0<1>:d    r68.0<8;8,1>:ud   31:w               {Compacted}
        shr (16|M16)             r24.0<1>:d    r66.0<8;8,1>:ud   31:w               {Compacted}
        mov (16|M0)              r28.0<1>:d    r32.0<8;8,1>:ub                 
        mov (16|M16)             r54.0<1>:d    r8.0<8;8,1>:ub                  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.0) if (32|M0)                           L21064                  L26456                
L20528:
        and (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@4}
        and (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@4}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@2}
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w               {@2}
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     2408:w               {@2}
        send.dc1 (16|M0)         r20      r2      null    0x0            0x04205E03           {@2,$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r32      r4      null    0x0            0x04205E03           {@1,$9} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (gt)f1.0   null<1>:d     r72.0<8;8,1>:d    -1:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r70.0<8;8,1>:d    -1:w              
        mul (16|M0)              r14.0<1>:f    r68.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r18.0<1>:f    r66.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L21016                  L21032                
L20704:
        sync.nop                             null                             {Compacted,$8.src}
        and (16|M0)   (eq)f1.0   r2.0<1>:d     r14.0<8;8,1>:d    2139095040:d               {@4}
        sync.nop                             null                             {Compacted,$9.src}
        and (16|M16)  (eq)f1.0   r4.0<1>:d     r18.0<8;8,1>:d    2139095040:d               {@4}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@4}
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:f     0x4F800000:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
        cmp (16|M0)   (ge)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x64000000:ud             
        cmp (16|M16)  (ge)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x64000000:ud              {@7}
(f1.0)  sel (16|M0)              r10.0<1>:f    r6.0<0;1,0>:f     1.0:f               {Compacted,@4}
(f1.0)  sel (16|M16)             r12.0<1>:f    r6.0<0;1,0>:f     1.0:f              
(f0.0)  mov (16|M0)              r10.0<1>:f    0x2F800000:f                               {Compacted}
(f0.0)  mov (16|M16)             r12.0<1>:f    0x2F800000:f                              
        mul (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             r16.0<1>:f    r18.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@2}
        math.inv (16|M0)         r14.0<1>:f    r14.0<8;8,1>:f                   {@2,$10}
        math.inv (16|M16)        r16.0<1>:f    r16.0<8;8,1>:f                   {@1,$11}
        sync.nop                             null                             {Compacted,$10.dst}
        mul (16|M0)              acc0.0<1>:f   r14.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$11.dst}
        mul (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,$9.dst}
        mul (16|M0)              r50.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r52.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@2}
        else (32|M0)                         L21032                  L21032                
L21016:
        mul (16|M0)              r50.0<1>:f    r14.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$8.dst}
        mul (16|M16)             r52.0<1>:f    r18.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,$9.dst}
L21032:
        endif (32|M0)                        L21048                                
L21048:
        else (32|M0)                         L26456                  L26456                
L21064:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<8;8,1>:d    255:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<8;8,1>:d    255:w              
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                             
(W&f0.0) not (1|M0)              f1.0<1>:uw    r64.0<0;1,0>:uw                  {@4}
(W)     mov (1|M0)               r64.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
(W)     mov (1|M0)               r64.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r64.1<0;1,0>:ud                  {@3}
(W&f1.0) not (1|M16)             f0.1<1>:uw    f0.1<0;1,0>:uw                  
(W)     mov (1|M0)               f1.0<1>:ud    r64.0<0;1,0>:ud                  {@3}
        cmp (16|M16)  (eq)f1.0   null<1>:f     r66.0<8;8,1>:f    -1.0:f              
(~f0.0) cmp (16|M16)  (ne)f0.0   null<1>:d     r54.0<8;8,1>:d    0:w              
(~f1.0) cmp (16|M0)   (ne)f1.0   null<1>:d     r28.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r64.1<0;1,0>:ud                 
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:f     r68.0<8;8,1>:f    -1.0:f              
(W&f0.0) mov (1|M0)              r2.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw              {@2}
(f0.0)  sel (16|M16)             r4.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw             
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r4.0<16;16,1>:uw {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L26344                  L26440                
L21440:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<8;8,1>:d    255:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r22.0<8;8,1>:d    255:w              
(f0.0)  cmp (16|M0)   (ne)f0.0   null<1>:d     r20.0<8;8,1>:d    255:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<8;8,1>:d    255:w              
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:hf    0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
(f1.0)  sel (16|M16)             r4.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw              {@2}
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r4.0<16;16,1>:uw {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L22216                  L26312                
L21648:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x7F:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x7F:uw             
        cmp (16|M0)   (gt)f1.0   null<1>:d     r72.0<8;8,1>:d    -1:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r70.0<8;8,1>:d    -1:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(f0.0)  if (32|M0)                           L21808                  L22184                
L21744:
        mul (16|M0)              acc0.0<1>:f   r72.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r4.0<1>:f     r70.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}
(~f1.0) sel (16|M0)              r50.0<1>:f    acc0.0<8;8,1>:f   0.0:f              
(~f1.0) sel (16|M16)             r52.0<1>:f    r4.0<8;8,1>:f     0.0:f               {@2}
        else (32|M0)                         L22184                  L22184                
L21808:
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (32|M0)                           L21952                  L22168                
L21840:
        and (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        and (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@2}
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2436:w               {@2}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2436:w               {@2}
        send.dc1 (16|M0)         r50      r2      null    0x0            0x04205E03           {@2,$12} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r52      r4      null    0x0            0x04205E03           {@1,$13} // wr:2+0, rd:2; untyped surface read with x
        else (32|M0)                         L22168                  L22168                
L21952:
        and (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,$12.src}
        and (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,$13.src}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@2}
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w               {@2}
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     2408:w               {@2}
        send.dc1 (16|M0)         r6       r2      null    0x0            0x04205E03           {@2,$14} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r10      r4      null    0x0            0x04205E03           {@1,$15} // wr:2+0, rd:2; untyped surface read with x
        mul (16|M0)              acc0.0<1>:f   r68.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r14.0<1>:f    r66.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r68.0<8;8,1>:f  inf:f           
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  inf:f           
        mul (16|M0)              r12.0<1>:f    acc0.0<8;8,1>:f   r72.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted,@4}
(f1.0)  sel (16|M0)              acc0.0<1>:f   (abs)r68.0<8;8,1>:f  r12.0<8;8,1>:f {Compacted,@2}
(f1.0)  sel (16|M16)             r18.0<1>:f    (abs)r66.0<8;8,1>:f  r14.0<8;8,1>:f {@2}
        sync.nop                             null                             {Compacted,$14.dst}
        mul (16|M0)              r50.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mul (16|M16)             r52.0<1>:f    r18.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@2,$13.dst}
L22168:
        endif (32|M0)                        L22184                                
L22184:
        endif (32|M0)                        L22200                                
L22200:
        else (32|M0)                         L26312                  L26312                
L22216:
        cmp (16|M0)   (gt)f1.0   r2.0<1>:f     r68.0<8;8,1>:f    0.0:f               {$12.src}
        cmp (16|M16)  (gt)f0.0   r4.0<1>:f     r66.0<8;8,1>:f    0.0:f               {$13.src}
        mov (16|M0)              r2.0<1>:d     -r2.0<8;8,1>:d                   {@2}
        mov (16|M16)             r4.0<1>:d     -r4.0<8;8,1>:d                   {@2}
        or (16|M0)    (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    r2.0<8;8,1>:d    {@2}
        or (16|M16)   (eq)f0.0   null<1>:d     r54.0<8;8,1>:d    r4.0<8;8,1>:d    {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (32|M0)                           L26280                  L26296                
L22344:
        and (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,@1}
        cmp (16|M0)   (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w               {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    0:w              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w               {@3}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}
(W&f0.0.any32h) mov (1|M0)       r8.0<1>:hf    -qnan(0x1C0):hf                             
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@4}
        and (16|M0)              r6.0<1>:d     r68.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r10.0<1>:d    r66.0<8;8,1>:d    2147483647:d              
        mul (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     0x5F800000:f               {Compacted,@2}
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    0x5F800000:f               {Compacted,@2}
(~f0.0) mov (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f                   
(~f0.0) mov (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f                  
        and (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    7864320:d               {@2}
        and (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    7864320:d               {@2}
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    524288:d               {@2}
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    524288:d               {@2}
        shr (16|M0)              r20.0<1>:d    r20.0<8;8,1>:ud   20:w               {Compacted,@2}
        shr (16|M16)             r22.0<1>:d    r22.0<8;8,1>:ud   20:w               {Compacted,@2}
        and (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,@4}
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    924:w               {Compacted,@2}
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    924:w               {Compacted,@2}
        send.dc1 (16|M16)        r110     r26     null    0x0            0x04205E03           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r106     r24     null    0x0            0x04205E03           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@5}
        send.dc1 (16|M0)         r50      r2      null    0x0            0x04205E03           {$12} // wr:2+0, rd:2; untyped surface read with x
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     2408:w               {@1}
        send.dc1 (16|M16)        r52      r4      null    0x0            0x04205E03           {@1,$13} // wr:2+0, rd:2; untyped surface read with x
        and (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    2147483647:d               {$12.src}
        and (16|M16)             r4.0<1>:d     r14.0<8;8,1>:d    2147483647:d               {$13.src}
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -1060634624:d               {@2}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -1060634624:d               {@2}
        and (16|M0)              r34.0<1>:d    r12.0<8;8,1>:d    -2139095041:d              
        and (16|M16)             r32.0<1>:d    r14.0<8;8,1>:d    -2139095041:d              
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w               {Compacted,@4}
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w               {Compacted,@4}
(f0.0)  sel (16|M0)              r16.0<1>:d    r8.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M16)             r18.0<1>:d    r8.0<0;1,0>:w     0:w              
        or (16|M0)               r34.0<1>:d    r34.0<8;8,1>:d    1065353216:d               {@6}
        or (16|M16)              r32.0<1>:d    r32.0<8;8,1>:d    1065353216:d               {@6}
        add (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted,@4}
        add (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted,@4}
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    3:w               {Compacted}
        mul (16|M16)             r4.0<1>:f     r110.0<8;8,1>:f   r32.0<8;8,1>:f   {Compacted,@4,$0.dst}
        mul (16|M0)              r2.0<1>:f     r106.0<8;8,1>:f   r34.0<8;8,1>:f   {Compacted,@6,$1.dst}
        and (16|M16)             r14.0<1>:d    r4.0<8;8,1>:d     1966080:d               {@2}
        and (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d     1966080:d               {@2}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    131072:d               {@2}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    131072:d               {@2}
        shr (16|M16)             r14.0<1>:d    r14.0<8;8,1>:ud   18:w               {Compacted,@2}
        shr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:ud   18:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1032:w               {Compacted,@2}
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1032:w               {Compacted,@2}
        send.dc1 (16|M16)        r108     r18     null    0x0            0x04205E03           {@2,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r28      r16     null    0x0            0x04205E03           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    3:w               {Compacted}
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    960:w               {Compacted}
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    960:w               {Compacted,@2}
        send.dc1 (16|M16)        r86      r22     null    0x0            0x04405C03           {@2,$4} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r74      r20     null    0x0            0x04405C03           {@1,$5} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    3:w               {Compacted}
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    3:w               {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    1068:w               {Compacted,@2}
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    1068:w               {Compacted,@2}
        send.dc1 (16|M16)        r82      r14     null    0x0            0x04405C03           {@2,$6} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r46      r12     null    0x0            0x04405C03           {@1,$7} // wr:2+0, rd:4; untyped surface read with xy
        mov (16|M0)              r6.0<1>:f     r6.0<8;8,1>:d                    {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
        mul (16|M16)             r22.0<1>:f    r4.0<8;8,1>:f     r108.0<8;8,1>:f  {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mul (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f     r28.0<8;8,1>:f   {Compacted,$3.dst}
        and (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    507904:d               {@2}
        and (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    507904:d               {@2}
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    16384:w               {@2}
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    16384:w               {@2}
        shr (16|M16)             r26.0<1>:d    r26.0<8;8,1>:ud   15:w               {Compacted,@2}
        shr (16|M0)              r24.0<1>:d    r24.0<8;8,1>:ud   15:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r26.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    3:w               {Compacted}
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1140:w               {Compacted,@3}
        shl (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    3:w               {Compacted}
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1140:w               {Compacted,@4}
        send.dc1 (16|M16)        r96      r18     null    0x0            0x04205E03           {@3,$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r94      r16     null    0x0            0x04205E03           {@1,$9} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1208:w               {Compacted,@4}
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    1208:w               {Compacted,@3}
        send.dc1 (16|M16)        r38      r26     null    0x0            0x04405C03           {@2,$10} // wr:2+0, rd:4; untyped surface read with xy
        send.dc1 (16|M0)         r42      r24     null    0x0            0x04405C03           {@1,$11} // wr:2+0, rd:4; untyped surface read with xy
        mov (16|M16)             r24.0<1>:f    r10.0<8;8,1>:d                   {Compacted,$11.src}
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M0)              r12.0<1>:f    r74.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$6.src}
        add (16|M16)             r14.0<1>:f    r86.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2,$4.dst}
        sync.nop                             null                             {Compacted,$9.src}
        add (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted,@2,$7.dst}
        sync.nop                             null                             {Compacted,$8.src}
        add (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f    r82.0<8;8,1>:f   {Compacted,@2,$6.dst}
        mul (16|M16)             r114.0<1>:f   r22.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted,$8.dst}
        mul (16|M0)              r112.0<1>:f   r20.0<8;8,1>:f    r94.0<8;8,1>:f   {Compacted,$9.dst}
        add (16|M16)             r102.0<1>:f   r114.0<8;8,1>:f   0xBFB88000:f               {@2}
        add (16|M0)              r98.0<1>:f    r112.0<8;8,1>:f   0xBFB88000:f               {@2}
        add (16|M16)             r104.0<1>:f   r18.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted,@5,$10.dst}
        add (16|M0)              r100.0<1>:f   r16.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,@7,$11.dst}
        add (16|M16)             r62.0<1>:f    r104.0<8;8,1>:f   r102.0<8;8,1>:f  {Compacted,@2}
        add (16|M0)              r60.0<1>:f    r100.0<8;8,1>:f   r98.0<8;8,1>:f   {Compacted,@2}
        shr (16|M16)             r4.0<1>:d     r62.0<8;8,1>:ud   23:w               {Compacted,@2}
        shr (16|M0)              r2.0<1>:d     r60.0<8;8,1>:ud   23:w               {Compacted,@2}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     255:w               {Compacted,@2}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     255:w               {Compacted,@2}
        add (16|M16)             r20.0<1>:d    r4.0<8;8,1>:d     r36.0<8;8,1>:d   {Compacted,@2}
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r30.0<8;8,1>:d   {Compacted,@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0x109:uw              {@2}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0x109:uw              {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L23912                  L26248                
L23752:
        xor (16|M0)              r2.0<1>:d     r60.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r4.0<1>:d     r62.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    29:w               {Compacted,@2}
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    29:w               {Compacted,@2}
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     4:w               {Compacted,@2}
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     4:w               {Compacted,@2}
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2396:w               {@2}
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2396:w               {@2}
        send.dc1 (16|M0)         r6       r2      null    0x0            0x04205E03           {@2,$14} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r10      r4      null    0x0            0x04205E03           {@1,$15} // wr:2+0, rd:2; untyped surface read with x
        mul (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,$14.dst}
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,$15.dst}
        mul (16|M0)              r50.0<1>:f    r50.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2,$12.dst}
        mul (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@2,$13.dst}
        else (32|M0)                         L26248                  L26248                
L23912:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0xC0:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0xC0:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L26232                  L26232                
L23976:
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}
        add (16|M16)             r10.0<1>:f    r24.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted}
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}
        add (16|M0)              acc0.0<1>:f   r74.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@4}
        add (16|M16)             r10.0<1>:f    r86.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@4}
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    -r100.0<8;8,1>:f {Compacted}
        add (16|M0)              r12.0<1>:f    r46.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@5}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r104.0<8;8,1>:f {Compacted}
        add (16|M16)             r14.0<1>:f    r82.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              r16.0<1>:f    r42.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@4}
        add (16|M0)              r6.0<1>:f     acc0.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted,@4}
        add (16|M16)             r18.0<1>:f    r38.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@4}
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@4}
        mul (16|M0)              acc0.0<1>:f   r106.0<8;8,1>:f   r28.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r4.0<1>:f     r110.0<8;8,1>:f   r108.0<8;8,1>:f  {Compacted}
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted,@5}
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@4}
        mul (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   r94.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f     r96.0<8;8,1>:f   {Compacted,@4}
        add (16|M0)              r6.0<1>:f     r76.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@4}
        add (16|M16)             r10.0<1>:f    r88.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@4}
        mad (16|M0)              r12.0<1>:f    -r34.0<8;1>:f     r34.0<8;1>:f      r64.2<0>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    -r32.0<8;1>:f     r32.0<8;1>:f      r64.2<0>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    -r24.0<8;1>:f     r24.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        mad (16|M16)             r18.0<1>:f    -r26.0<8;1>:f     r26.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        add (16|M0)              r6.0<1>:f     r48.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@6}
        add (16|M16)             r10.0<1>:f    r84.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@6}
        mad (16|M0)              r28.0<1>:f    -r12.0<8;1>:f     r34.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        mad (16|M16)             r30.0<1>:f    -r14.0<8;1>:f     r32.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        mad (16|M0)              r16.0<1>:f    -r16.0<8;1>:f     r24.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        mad (16|M16)             r18.0<1>:f    -r18.0<8;1>:f     r26.0<8;1>:f      r64.2<0>:f       {Compacted,@6}
        add (16|M0)              r20.0<1>:f    r44.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@6}
        add (16|M16)             r22.0<1>:f    r40.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              r6.0<1>:f     r34.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted,@6}
        add (16|M16)             r10.0<1>:f    r32.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted,@6}
        mad (16|M16)             r34.0<1>:f    -r114.0<8;1>:f    r30.0<8;1>:f      r18.0<1>:f       {Compacted,@5}
        mad (16|M0)              r32.0<1>:f    -r112.0<8;1>:f    r28.0<8;1>:f      r16.0<1>:f       {Compacted,@7}
        mad (16|M0)              r36.0<1>:f    -r16.0<8;1>:f     acc0.0<8;1>:f     r94.0<1>:f       {Compacted}
        mad (16|M16)             acc0.0<1>:f   -r18.0<8;1>:f     r4.0<8;1>:f       r96.0<1>:f       {Compacted}
        mad (16|M16)             r34.0<1>:f    r34.0<8;1>:f      r10.0<8;1>:f      r18.0<1>:f       {Compacted,@4}
        mad (16|M0)              r32.0<1>:f    r32.0<8;1>:f      r6.0<8;1>:f       r16.0<1>:f       {Compacted,@4}
        mad (16|M16)             r34.0<1>:f    r34.0<8;1>:f      acc0.0<8;1>:f     r30.0<1>:f       {Compacted,@2}
        mad (16|M0)              r32.0<1>:f    r32.0<8;1>:f      r36.0<8;1>:f      r28.0<1>:f       {Compacted,@2}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mad (16|M16)             r14.0<1>:f    r34.0<8;1>:f      acc0.0<8;1>:f     r10.0<1>:f       {Compacted,@5}
        mad (16|M0)              r12.0<1>:f    r32.0<8;1>:f      r36.0<8;1>:f      r6.0<1>:f        {Compacted,@5}
        add (16|M16)             r4.0<1>:f     r104.0<8;8,1>:f   -r62.0<8;8,1>:f  {Compacted}
        add (16|M0)              r2.0<1>:f     r100.0<8;8,1>:f   -r60.0<8;8,1>:f  {Compacted}
        add (16|M16)             r26.0<1>:f    r102.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted,@4}
        add (16|M0)              r24.0<1>:f    r98.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@4}
(W&f0.0.any32h) mov (1|M0)       r8.0<1>:f     0x3DAB1EA1:f                              
(W&f0.0.any32h) mov (1|M0)       r8.1<1>:f     0x3E246F69:f                              
        add (16|M16)             r6.0<1>:f     r102.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted,@6}
        add (16|M0)              r28.0<1>:f    r98.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@6}
(W&f0.0.any32h) mov (1|M0)       r9.3<1>:f     0xBEB1C35D:f                              
        mad (16|M0)              acc0.0<1>:f   r8.1<0;0>:f       -r24.0<8;1>:f     r8.0<0>:f        {Compacted,@4}
        mad (16|M16)             r18.0<1>:f    r8.1<0;0>:f       -r26.0<8;1>:f     r8.0<0>:f        {Compacted,@7}
(W&f0.0.any32h) mov (1|M0)       r32.0<1>:f    8.941205e-04:f                              
        add (16|M16)             r36.0<1>:f    r6.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              r34.0<1>:f    r28.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@6}
        mad (16|M0)              acc0.0<1>:f   r9.3<0;0>:f       acc0.0<8;1>:f     r24.0<1>:f       {Compacted,@6}
        mad (16|M16)             r30.0<1>:f    r9.3<0;0>:f       r18.0<8;1>:f      r26.0<1>:f       {Compacted,@5}
        mad (16|M0)              r38.0<1>:f    r32.0<0;0>:f      acc0.0<8;1>:f     r24.0<1>:f       {Compacted,@5}
        mad (16|M16)             r40.0<1>:f    r32.0<0;0>:f      r30.0<8;1>:f      r26.0<1>:f       {Compacted,@2}
        add (16|M16)             r44.0<1>:f    r22.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@6}
        mad (16|M0)              r46.0<1>:f    r60.0<8;1>:f      r38.0<8;1>:f      r24.0<1>:f       {Compacted,@4}
        mad (16|M16)             r2.0<1>:f     r62.0<8;1>:f      r40.0<8;1>:f      r26.0<1>:f       {Compacted,@4}
        add (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   r46.0<8;8,1>:f   {Compacted,@2}
        add (16|M16)             r16.0<1>:f    r44.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@2}
        mad (16|M0)              r18.0<1>:f    -r4.0<8;1>:f      r4.0<8;1>:f       r64.2<0>:f       {Compacted,@2}
        mad (16|M16)             r48.0<1>:f    -r16.0<8;1>:f     r16.0<8;1>:f      r64.2<0>:f       {Compacted,@2}
(W&f0.0.any32h) mov (1|M0)       r9.3<1>:f     98304.0:f                              
        mad (16|M0)              r12.0<1>:f    -r18.0<8;1>:f     r4.0<8;1>:f       r64.2<0>:f       {Compacted,@3}
        mad (16|M16)             r6.0<1>:f     -r48.0<8;1>:f     r16.0<8;1>:f      r64.2<0>:f       {Compacted,@3}
        add (16|M0)              r20.0<1>:f    r60.0<8;8,1>:f    -r46.0<8;8,1>:f  {Compacted}
        add (16|M16)             r22.0<1>:f    r62.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted}
        add (16|M0)              r46.0<1>:f    r46.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}
        mad (16|M0)              r34.0<1>:f    r9.3<0;0>:f       r56.0<8;1>:f      r12.0<1>:f       {Compacted,@6}
        mad (16|M16)             r36.0<1>:f    r9.3<0;0>:f       r58.0<8;1>:f      r6.0<1>:f        {Compacted,@6}
        add (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}
        add (16|M16)             r14.0<1>:f    r16.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}
        add (16|M0)              r46.0<1>:f    acc0.0<8;8,1>:f   r46.0<8;8,1>:f   {Compacted,@6}
        add (16|M16)             r2.0<1>:f     r44.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@6}
        shl (16|M0)              r42.0<1>:d    r34.0<8;8,1>:d    3:w               {Compacted,@6}
        shl (16|M16)             r44.0<1>:d    r36.0<8;8,1>:d    3:w               {Compacted,@6}
        mul (16|M0)              acc0.0<1>:f   r56.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@6}
        mul (16|M16)             r30.0<1>:f    r58.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@6}
        and (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    1016:w               {Compacted,@4}
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    1016:w               {Compacted,@4}
        add (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    1344:w               {Compacted,@2}
        add (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    1344:w               {Compacted,@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r90.0<8;1>:f      r10.0<1>:f      
        mad (16|M16)             r30.0<1>:f    r30.0<8;1>:f      r92.0<8;1>:f      r14.0<1>:f       {Compacted,@6}
        mad (16|M0)              r20.0<1>:f    r20.0<8;1>:f      r38.0<8;1>:f      r24.0<1>:f       {Compacted}
        mad (16|M16)             r22.0<1>:f    r22.0<8;1>:f      r40.0<8;1>:f      r26.0<1>:f       {Compacted}
        send.dc1 (16|M16)        r38      r44     null    0x0            0x04405C03           {@1,$0} // wr:2+0, rd:4; untyped surface read with xy
        mad (16|M0)              r4.0<1>:f     acc0.0<8;1>:f     r90.0<8;1>:f      r12.0<1>:f      
        mad (16|M16)             r16.0<1>:f    r30.0<8;1>:f      r92.0<8;1>:f      r6.0<1>:f        {Compacted,@4}
        send.dc1 (16|M0)         r28      r42     null    0x0            0x04405C03           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy
        add (16|M16)             r10.0<1>:f    r36.0<8;8,1>:f    -98304.0:f               {Compacted}
        add (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted,@5}
        add (16|M16)             r32.0<1>:f    r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@5}
        add (16|M0)              r2.0<1>:f     r34.0<8;8,1>:f    -98304.0:f               {Compacted}
        mad (16|M16)             r10.0<1>:f    -r10.0<8;1>:f     r58.0<8;1>:f      r6.0<1>:f        {Compacted,@4}
        mad (16|M0)              r14.0<1>:f    r4.0<8;1>:f       acc0.0<8;1>:f     r72.0<1>:f       {Compacted,@7}
        mad (16|M16)             r20.0<1>:f    r16.0<8;1>:f      r32.0<8;1>:f      r70.0<1>:f       {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   -r2.0<8;1>:f      r56.0<8;1>:f      r12.0<1>:f       {Compacted,@4}
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@2}
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted,@4}
(W&f0.0.any32h) mov (1|M0)       r8.0<1>:f     5.550411e-02:f                              
(W&f0.0.any32h) mov (1|M0)       r8.1<1>:f     2.402265e-01:f                              
(W&f0.0.any32h) mov (1|M0)       r9.3<1>:f     6.931472e-01:f                              
        mad (16|M0)              acc0.0<1>:f   r8.1<0;0>:f       r2.0<8;1>:f       r8.0<0>:f        {Compacted,@2}
        mad (16|M16)             r24.0<1>:f    r8.1<0;0>:f       r10.0<8;1>:f      r8.0<0>:f        {Compacted,@6}
        mad (16|M0)              r26.0<1>:f    r9.3<0;0>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@3}
        mad (16|M16)             r12.0<1>:f    r9.3<0;0>:f       r24.0<8;1>:f      r10.0<1>:f       {Compacted,@2}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted,@2}
        mul (16|M16)             acc0.0<1>:f   r10.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@2}
        shl (16|M16)             r16.0<1>:d    r36.0<8;8,1>:d    10:w               {Compacted}
        sync.nop                             null                             {Compacted,$1.src}
        mad (16|M16)             r42.0<1>:f    r40.0<8;1>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted,$0.dst}
        mad (16|M0)              r26.0<1>:f    r30.0<8;1>:f      r6.0<8;1>:f       r28.0<1>:f       {Compacted,@4,$1.dst}
        shl (16|M0)              r14.0<1>:d    r34.0<8;8,1>:d    10:w               {Compacted}
        add (16|M16)             r32.0<1>:f    r38.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,@3}
        add (16|M0)              r24.0<1>:f    r28.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@3}
        asr (16|M16)             r34.0<1>:d    r16.0<8;8,1>:d    17:w               {Compacted,@6}
        asr (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d    17:w               {Compacted,@4}
        shr (16|M16)             r36.0<1>:d    r32.0<8;8,1>:ud   23:w               {Compacted,@4}
        shr (16|M0)              r12.0<1>:d    r24.0<8;8,1>:ud   23:w               {Compacted,@4}
        add (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    -127:w               {Compacted,@4}
        add (16|M0)              r2.0<1>:d     r20.0<8;8,1>:d    -127:w               {Compacted,@4}
        and (16|M16)             r4.0<1>:d     r36.0<8;8,1>:d    255:w               {Compacted,@4}
        and (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    255:w               {Compacted,@4}
        add (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@1}
        add (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@3}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<8;8,1>:d     128:w               {Compacted,@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.0<8;8,1>:d     128:w               {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (32|M0)                           L25312                  L26216                
L25280:
        mul (16|M0)              r50.0<1>:f    r50.0<8;8,1>:f    inf:f               {Compacted,$12.dst}
        mul (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    inf:f               {Compacted,$13.dst}
        else (32|M0)                         L26216                  L26216                
L25312:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r6.0<8;8,1>:d     -127:w               {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r2.0<8;8,1>:d     -127:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.0) if (32|M0)                           L26072                  L26200                
L25368:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFF77:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF77:ud             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f1.0) if (32|M0)                           L25760                  L26040                
L25432:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFF60:ud             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF60:ud             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(~f0.0) if (32|M0)                           L25528                  L25728                
L25496:
        mul (16|M0)              r50.0<1>:f    r50.0<8;8,1>:f    0.0:f               {Compacted,$12.dst}
        mul (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    0.0:f               {Compacted,$13.dst}
        else (32|M0)                         L25728                  L25728                
L25528:
        shl (16|M0)              r6.0<1>:d     r20.0<8;8,1>:d    23:w               {Compacted}
        shl (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    23:w               {Compacted}
        mul (16|M0)              r2.0<1>:f     r50.0<8;8,1>:f    5.421011e-20:f               {Compacted,@5,$12.dst}
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1602224128:d               {@3}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1602224128:d               {@3}
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@5}
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2139095040:d               {@5}
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2139095040:d               {@5}
        mul (16|M16)             r4.0<1>:f     r52.0<8;8,1>:f    5.421011e-20:f               {Compacted,$13.dst}
        mul (16|M0)              acc0.0<1>:f   r24.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@3}
        mul (16|M16)             r14.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@3}
(W&f0.0.any32h) mov (1|M0)       r8.0<1>:f     0.0:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {@7}
        mad (16|M0)              r50.0<1>:f    r8.0<0;0>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@2}
        mad (16|M16)             r52.0<1>:f    r8.0<0;0>:f       r14.0<8;1>:f      r4.0<1>:f        {Compacted,@4}
L25728:
        endif (32|M0)                        L25744                                
L25744:
        else (32|M0)                         L26040                  L26040                
L25760:
        mad (16|M0)              r2.0<1>:f     -r24.0<8;1>:f     r24.0<8;1>:f      r64.2<0>:f       {Compacted}
        mad (16|M16)             r4.0<1>:f     -r32.0<8;1>:f     r32.0<8;1>:f      r64.2<0>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     -r2.0<8;1>:f      r24.0<8;1>:f      r64.2<0>:f       {Compacted,@2}
        mad (16|M16)             r10.0<1>:f    -r4.0<8;1>:f      r32.0<8;1>:f      r64.2<0>:f       {Compacted,@2}
        add (16|M0)              r2.0<1>:f     r28.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}
        add (16|M16)             r4.0<1>:f     r38.0<8;8,1>:f    -r32.0<8;8,1>:f  {Compacted}
        shl (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    23:w               {Compacted}
        shl (16|M16)             r18.0<1>:d    r34.0<8;8,1>:d    23:w               {Compacted}
        add (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              acc0.0<1>:f   r26.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@5}
        add (16|M16)             r4.0<1>:f     r42.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@5}
        add (16|M16)             r26.0<1>:f    r32.0<8;8,1>:f    -r10.0<8;8,1>:f  {Compacted,@7}
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1602224128:d               {@6}
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1602224128:d               {@6}
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r24.0<8;8,1>:f   {Compacted,@6}
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted,@4}
        and (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    2139095040:d               {@4}
        and (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    2139095040:d               {@4}
        mul (16|M0)              r12.0<1>:f    r50.0<8;8,1>:f    5.421011e-20:f               {Compacted,$12.dst}
        mul (16|M16)             r14.0<1>:f    r52.0<8;8,1>:f    5.421011e-20:f               {Compacted,$13.dst}
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r16.0<8;8,1>:f   {Compacted,@4}
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted,@4}
        mul (16|M0)              r20.0<1>:f    r6.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r22.0<1>:f    r10.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@4}
        mul (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r20.0<8;1>:f      r12.0<1>:f       {@4}
        mad (16|M16)             r4.0<1>:f     r4.0<8;1>:f       r22.0<8;1>:f      r14.0<1>:f       {Compacted,@2}
        add (16|M0)              r50.0<1>:f    acc0.0<8;8,1>:f   0.0:f               {Compacted}
        add (16|M16)             r52.0<1>:f    r4.0<8;8,1>:f     0.0:f               {Compacted,@2}
L26040:
        endif (32|M0)                        L26056                                
L26056:
        else (32|M0)                         L26200                  L26200                
L26072:
        add (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M16)             r10.0<1>:d    r36.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w               {Compacted,@2}
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    23:w               {Compacted,@2}
        and (16|M0)              r2.0<1>:d     r24.0<8;8,1>:d    -2139095041:d              
        and (16|M16)             r4.0<1>:d     r32.0<8;8,1>:d    -2139095041:d              
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2139095040:d               {@4}
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2139095040:d               {@4}
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}
        mul (16|M0)              r50.0<1>:f    r50.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2,$12.dst}
        mul (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@2,$13.dst}
L26200:
        endif (32|M0)                        L26216                                
L26216:
        endif (32|M0)                        L26232                                
L26232:
        endif (32|M0)                        L26248                                
L26248:
        endif (32|M0)                        L26264                                
L26264:
        else (32|M0)                         L26296                  L26296                
L26280:
        mov (16|M0)              r50.0<1>:f    qnan(0x0):f                               {Compacted,$12.dst}
        mov (16|M16)             r52.0<1>:f    qnan(0x0):f                               {Compacted,$13.dst}
L26296:
        endif (32|M0)                        L26312                                
L26312:
        endif (32|M0)                        L26328                                
L26328:
        else (32|M0)                         L26440                  L26440                
L26344:
        shl (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    2:w               {Compacted,$12.src}
        shl (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    2:w               {Compacted,$13.src}
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w               {@2}
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     2408:w               {@2}
        sync.nop                             null                             {Compacted,$12.dst}
        send.dc1 (16|M0)         r50      r2      null    0x0            0x04205E03           {@2,$2} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$13.dst}
        send.dc1 (16|M16)        r52      r4      null    0x0            0x04205E03           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
L26440:
        endif (32|M0)                        L26456                                
L26456:
        endif (32|M0)                        L26472                                
L26472:
        endif (32|M0)                        L26488                                
L26488:
        else (32|M0)                         L26632                  L26632                
L26504:
        sync.nop                             null                             {Compacted,$2.src}
        add (16|M0)              r2.0<1>:f     r68.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted,$12.src}
        sync.nop                             null                             {Compacted,$3.src}
        add (16|M16)             r4.0<1>:f     r66.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted,$13.src}
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     -2147483648:d               {@2}
        and (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     -2147483648:d               {@2}
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     1065353216:d               {@2}
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    1065353216:d               {@2}
        sync.nop                             null                             {Compacted,$2.dst}
        mul (16|M0)              r50.0<1>:f    r6.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@2,$12.dst}
        sync.nop                             null                             {Compacted,$3.dst}
        mul (16|M16)             r52.0<1>:f    r10.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@2,$13.dst}
L26632:
        endif (32|M0)                        L26648                                
L26648:
        endif (32|M0)                        L26664                                
L26664:
        else (32|M0)                         L26728                  L26728                
L26680:
        sync.nop                             null                             {Compacted,$2.dst}
        mov (16|M0)              r50.0<1>:f    0x3F7FFFFF:f                               {$12.dst}
        sync.nop                             null                             {Compacted,$3.dst}
        mov (16|M16)             r52.0<1>:f    0x3F7FFFFF:f                               {$13.dst}
L26728:
        endif (32|M0)                        L26744                                
L26744:
        and (16|M0)   (eq)f0.0   r6.0<1>:d     r72.0<8;8,1>:d    2139095040:d              
        and (16|M16)  (eq)f0.0   r10.0<1>:d    r70.0<8;8,1>:d    2139095040:d              
        cmp (16|M0)   (ge)f1.0   null<1>:d     r6.0<8;8,1>:ud    0x64000000:ud              {@2}
        cmp (16|M16)  (ge)f1.0   null<1>:d     r10.0<8;8,1>:ud   0x64000000:ud              {@2}
        sync.nop                             null                             {Compacted,$2.src}
        mad (16|M0)              r2.0<1>:d     r80.0<8;1>:d      r9.0<0;0>:d       5:w               {$12.src}
(W)     mov (1|M0)               r8.0<1>:f     0x4F800000:f                               {Compacted}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w               {Compacted,@2}
(f0.0)  sel (16|M0)              r12.0<1>:f    r8.0<0;1,0>:f     1.0:f               {Compacted,@2}
(f0.0)  sel (16|M16)             r14.0<1>:f    r8.0<0;1,0>:f     1.0:f              
(f1.0)  mov (16|M0)              r12.0<1>:f    0x2F800000:f                               {Compacted}
(f1.0)  mov (16|M16)             r14.0<1>:f    0x2F800000:f                              
        sync.nop                             null                             {Compacted,$12.dst}
        send.dc1 (16|M0)         null     r2      r50     0x80            0x04025E02           {@5,$2} // wr:2+2, rd:0; untyped surface write with x
        mul (16|M0)              r16.0<1>:f    r72.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@2}
        sync.nop                             null                             {Compacted,$2.src}
        mul (16|M16)             r2.0<1>:f     r70.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@2}
        math.inv (16|M0)         r16.0<1>:f    r16.0<8;8,1>:f                   {@2,$4}
        sync.nop                             null                             {Compacted,$3.src}
        mad (16|M16)             r4.0<1>:d     r78.0<8;1>:d      r9.0<0;0>:d       5:w               {$13.src}
        math.inv (16|M16)        r2.0<1>:f     r2.0<8;8,1>:f                    {@2,$5}
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@1}
        mul (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted,$4.dst}
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r66.0<8;8,1>:f   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$13.dst}
        send.dc1 (16|M16)        null     r4      r52     0x80            0x04025E02           {@3,$3} // wr:2+2, rd:0; untyped surface write with x
        mad (16|M16)             r6.0<1>:d     r78.0<8;1>:d      r9.0<0;0>:d       6:w              
        mad (16|M0)              r4.0<1>:d     r80.0<8;1>:d      r9.0<0;0>:d       6:w               {$3.src}
        mul (16|M0)              r16.0<1>:f    acc0.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted,@4}
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@4}
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@4}
(W)     mov (8|M0)               r127.0<1>:f   r65.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r4      r16     0x80            0x04025E02           {@2,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r6      r2      0x80            0x04025E02           {@3,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r8       r65     null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L27200:
