L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r6.0<1>:d     r9.3<0;1,0>:d     r8.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r127.0<1>:f   0xBF317200:f                              
(W)     mov (1|M0)               r22.4<1>:uw   0x1:uw                             
(W)     mov (1|M0)               r127.4<1>:f   0x35BFBE8E:f                              
(W)     mov (1|M0)               r58.7<1>:f    -0.5:f                              
        add (16|M0)              r4.0<1>:d     r6.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r2.0<1>:d     r6.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r30.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r66.0<1>:d    r2.0<8;8,1>:d     r7.0<0;1,0>:d   
        shl (16|M0)              r14.0<1>:d    r30.0<8;8,1>:d    2:w              
        shl (16|M16)             r12.0<1>:d    r66.0<8;8,1>:d    2:w              
        send (16|M0)             r40:w    r14     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r64:w    r12     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r121:w   r14     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r113:w   r12     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r4.0<1>:f     r40.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M16)             r2.0<1>:f     r64.0<8;8,1>:f    1.442695e+00:f              
        cmp (16|M0)   (lt)f0.0   null<1>:f     r40.0<8;8,1>:f    -105.0:f              
        cmp (16|M16)  (lt)f0.0   null<1>:f     r64.0<8;8,1>:f    -105.0:f              
        rndz (16|M0)             r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        rndz (16|M16)            r2.0<1>:f     r2.0<8;8,1>:f                   
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r64.0<8;8,1>:f  inf:f           
        math.sqt (16|M0)         r18.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        mad (16|M0)              r10.0<1>:f    r40.0<2;1>:f      r127.0<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r64.0<2;1>:f      r127.0<0;0>:f     r2.0<1>:f        {Compacted}
(W)     mov (1|M0)               r127.0<1>:f   0xB5BFBE8E:f                              
(W)     mov (1|M0)               r22.1<1>:ud   f1.0<0;1,0>:ud                  
        cmp (16|M16)  (gt)f1.0   null<1>:f     r64.0<8;8,1>:f    0.0:f              
        math.sqt (16|M16)        r16.0<1>:f    r64.0<8;8,1>:f                  
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r127.0<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f        {Compacted}
        math.exp (16|M0)         r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        mul (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    1.442695e+00:f              
        mul (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     1.442695e+00:f              
        math.exp (16|M16)        r2.0<1>:f     r2.0<8;8,1>:f                   
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r40.0<8;8,1>:f  inf:f           
        math.exp (16|M0)         r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(f1.0)  sel (16|M16)             r21.0<1>:uw   r22.4<0;1,0>:uw   0x0:uw             
        math.exp (16|M16)        r6.0<1>:f     r6.0<8;8,1>:f                   
        sends (16|M0)            null:w   r14     r18     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        add (16|M0)              r10.0<1>:d    r9.0<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}
(f0.0)  mov (16|M0)              r4.0<1>:f     0.0:f                              
        cmp (16|M0)   (gt)f0.0   null<1>:f     r40.0<8;8,1>:f    105.0:f              
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f   
        add (16|M16)             r6.0<1>:d     r9.0<0;1,0>:d     r66.0<8;8,1>:d  
(f0.0)  mov (16|M16)             r2.0<1>:f     0.0:f                              
(W)     mov (1|M0)               r22.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     2:w              
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r40.0<8;8,1>:f    0.0:f              
(W)     mov (1|M0)               f0.0<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r64.0<8;8,1>:f    105.0:f              
        sends (16|M16)           null:w   r12     r16     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               r22.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r22.1<0;1,0>:ud                  {Compacted}
(f0.0)  sel (16|M16)             r20.0<1>:uw   r22.4<0;1,0>:uw   0x0:uw             
(W)     mov (1|M0)               f0.0<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        and (16|M16)  (ne)f1.0   null<1>:uw    r21.0<16;16,1>:uw  r20.0<16;16,1>:uw
(f0.0)  mov (16|M0)              r4.0<1>:f     inf:f                              
(f0.0)  mov (16|M16)             r2.0<1>:f     inf:f                              
        sends (16|M0)            null:w   r10     r4      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f1.0) if (32|M0)                           L960                  L1656                
L920:
        math.log (16|M0)         r2.0<1>:f     r40.0<8;8,1>:f                   {Compacted}
        math.log (16|M16)        r4.0<1>:f     r64.0<8;8,1>:f                  
        else (32|M0)                         L1656                  L1656                
L960:
        cmp (16|M16)  (lt)f1.0   null<1>:f     r64.0<8;8,1>:f    0x800000:f              
        cmp (16|M0)   (lt)f1.0   null<1>:f     r40.0<8;8,1>:f    0x800000:f              
        mul (16|M16)             r6.0<1>:f     r64.0<8;8,1>:f    8.388608e+06:f              
        mul (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f    8.388608e+06:f              
(~f1.0) mov (16|M16)             r6.0<1>:f     r64.0<8;8,1>:f                  
(~f1.0) mov (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f                  
(W)     mov (1|M0)               r10.0<1>:f    -23.0:f                              
(W)     mov (1|M0)               r127.0<1>:f   0x3F317200:f                              
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     -1059760811:d              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -1059760811:d              
(f1.0)  sel (16|M0)              r16.0<1>:f    r10.0<0;1,0>:f    0.0:f              
(f1.0)  sel (16|M16)             r14.0<1>:f    r10.0<0;1,0>:f    0.0:f              
        and (16|M16)             r10.0<1>:d    r6.0<8;8,1>:d     8388607:d              
        and (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d     8388607:d              
        asr (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     23:w              
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w              
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1059760811:d              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    1059760811:d              
        mov (16|M16)             r6.0<1>:f     r6.0<8;8,1>:d                   
        mov (16|M0)              r2.0<1>:f     r2.0<8;8,1>:d                    {Compacted}
        add (16|M16)             r123.0<1>:f   r10.0<8;8,1>:f    -1.0:f              
        add (16|M0)              r125.0<1>:f   r12.0<8;8,1>:f    -1.0:f              
(W)     mov (1|M0)               r10.1<1>:f    0xBE0402C8:f                              
        add (16|M16)             r6.0<1>:f     r14.0<8;8,1>:f    r6.0<8;8,1>:f   
(W)     mov (1|M0)               r10.0<1>:f    0x3E0F335D:f                              
(W)     mov (1|M0)               r14.0<1>:f    0xBDF9889E:f                              
        add (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mad (16|M0)              r12.0<1>:f    r10.0<0;0>:f      r10.1<0;0>:f      r125.0<1>:f      {Compacted}
        mad (16|M16)             r10.0<1>:f    r10.0<0;0>:f      r10.1<0;0>:f      r123.0<1>:f      {Compacted}
        mad (16|M0)              r12.0<1>:f    r14.0<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    1.400587e-01:f                              
        mad (16|M0)              r12.0<1>:f    r14.0<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    0xBE2ACEE6:f                              
        mad (16|M0)              r12.0<1>:f    r14.0<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    0x3E4CE814:f                              
        mad (16|M0)              r12.0<1>:f    r14.0<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    0xBE7FFF78:f                              
        mad (16|M0)              r12.0<1>:f    r14.0<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    0x3EAAAA83:f                              
        mad (16|M0)              r12.0<1>:f    r14.0<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r12.0<1>:f    r58.7<0;0>:f      r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r58.7<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mul (16|M0)              r12.0<1>:f    r125.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r10.0<1>:f    r123.0<8;8,1>:f   r10.0<8;8,1>:f  
        mad (16|M0)              r12.0<1>:f    r125.0<2;1>:f     r125.0<2;1>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r123.0<2;1>:f     r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r12.0<1>:f    r12.0<2;1>:f      r127.4<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r10.0<1>:f    r10.0<2;1>:f      r127.4<0;0>:f     r6.0<1>:f        {Compacted}
        mad (16|M0)              r2.0<1>:f     r12.0<2;1>:f      r127.0<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r4.0<1>:f     r10.0<2;1>:f      r127.0<0;0>:f     r6.0<1>:f        {Compacted}
L1656:
        endif (32|M0)                        L1672                                
L1672:
(W)     shl (1|M0)               r6.0<1>:d     r9.0<0;1,0>:d     1:w              
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r40.0<8;8,1>:f  10000.0:f           
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r64.0<8;8,1>:f  10000.0:f           
(W)     mov (1|M0)               r50.0<1>:f    0x4B400000:f                              
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}
        add (16|M16)             r6.0<1>:d     r6.0<0;1,0>:d     r66.0<8;8,1>:d  
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w              
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r10     r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r6      r4      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f1.0) if (32|M0)                           L2728                  L16184                
L1840:
(W)     mov (1|M0)               r127.0<1>:f   0x3EA2F983:f                              
(W)     mov (1|M0)               r127.1<1>:f   -3.140625e+00:f                              
(W)     mov (1|M0)               r127.5<1>:f   -9.675026e-04:f                              
(W)     mov (1|M0)               r127.3<1>:f   0xB4222000:f                              
(W)     mov (1|M0)               r50.2<1>:f    0x362EDEF8:f                              
(W)     mov (1|M0)               r127.2<1>:f   -5.126688e-12:f                              
(W)     mov (1|M0)               r50.1<1>:f    0xB94FB7FF:f                              
        mad (16|M0)              r4.0<1>:f     r50.0<0;0>:f      r127.0<0;0>:f     r40.0<1>:f       {Compacted}
        mad (16|M16)             r2.0<1>:f     r50.0<0;0>:f      r127.0<0;0>:f     r64.0<1>:f       {Compacted}
(W)     mov (1|M0)               r50.4<1>:f    0x3C08876A:f                              
(W)     mov (1|M0)               r50.3<1>:f    -1.666666e-01:f                              
(W)     mul (1|M0)               r50.5<1>:d    r9.0<0;1,0>:d     3:w              
        shl (16|M0)              r14.0<1>:d    r4.0<8;8,1>:d     31:w              
        shl (16|M16)             r12.0<1>:d    r2.0<8;8,1>:d     31:w              
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0xCB400000:f              
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     0xCB400000:f              
        mad (16|M0)              r10.0<1>:f    r40.0<2;1>:f      r127.1<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r64.0<2;1>:f      r127.1<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r127.5<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.5<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r127.3<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.3<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r4.0<1>:f     r10.0<2;1>:f      r127.2<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r6.0<2;1>:f       r127.2<0;0>:f     r2.0<1>:f        {Compacted}
        mul (16|M0)              r123.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r125.0<1>:f   r2.0<8;8,1>:f     r2.0<8;8,1>:f   
        xor (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r2.0<1>:d     r12.0<8;8,1>:d    r2.0<8;8,1>:d   
        mad (16|M0)              r10.0<1>:f    r50.1<0;0>:f      r50.2<0;0>:f      r123.0<1>:f      {Compacted}
        mad (16|M16)             r6.0<1>:f     r50.1<0;0>:f      r50.2<0;0>:f      r125.0<1>:f      {Compacted}
        mad (16|M0)              r10.0<1>:f    r50.4<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r50.4<0;0>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mad (16|M0)              r117.0<1>:f   r50.3<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r119.0<1>:f   r50.3<0;0>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mul (16|M0)              r117.0<1>:f   r123.0<8;8,1>:f   r117.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r119.0<1>:f   r125.0<8;8,1>:f   r119.0<8;8,1>:f 
        mad (16|M0)              r10.0<1>:f    r4.0<2;1>:f       r4.0<2;1>:f       r117.0<1>:f      {Compacted}
        mad (16|M16)             r6.0<1>:f     r2.0<2;1>:f       r2.0<2;1>:f       r119.0<1>:f      {Compacted}
        add (16|M0)              r4.0<1>:d     r50.5<0;1,0>:d    r30.0<8;8,1>:d   {Compacted}
        add (16|M16)             r2.0<1>:d     r50.5<0;1,0>:d    r66.0<8;8,1>:d  
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r4      r10     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r4.0<1>:f     r40.0<8;8,1>:f    0x3FC90FDB:f              
        add (16|M16)             r2.0<1>:f     r64.0<8;8,1>:f    0x3FC90FDB:f              
        mad (16|M0)              r4.0<1>:f     r50.0<0;0>:f      r127.0<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r50.0<0;0>:f      r127.0<0;0>:f     r2.0<1>:f        {Compacted}
        shl (16|M0)              r14.0<1>:d    r4.0<8;8,1>:d     31:w              
        shl (16|M16)             r12.0<1>:d    r2.0<8;8,1>:d     31:w              
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0xCB400000:f              
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     0xCB400000:f              
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -0.5:f              
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     -0.5:f              
        mad (16|M0)              r10.0<1>:f    r40.0<2;1>:f      r127.1<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r64.0<2;1>:f      r127.1<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r127.5<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.5<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r127.3<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.3<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r4.0<1>:f     r10.0<2;1>:f      r127.2<0;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r6.0<2;1>:f       r127.2<0;0>:f     r2.0<1>:f        {Compacted}
        mul (16|M0)              r123.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r125.0<1>:f   r2.0<8;8,1>:f     r2.0<8;8,1>:f   
        xor (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r4.0<1>:d     r12.0<8;8,1>:d    r2.0<8;8,1>:d   
        mad (16|M0)              r10.0<1>:f    r50.1<0;0>:f      r50.2<0;0>:f      r123.0<1>:f      {Compacted}
        mad (16|M16)             r2.0<1>:f     r50.1<0;0>:f      r50.2<0;0>:f      r125.0<1>:f      {Compacted}
        mad (16|M0)              r10.0<1>:f    r50.4<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r2.0<1>:f     r50.4<0;0>:f      r125.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r117.0<1>:f   r50.3<0;0>:f      r123.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r119.0<1>:f   r50.3<0;0>:f      r125.0<2;1>:f     r2.0<1>:f        {Compacted}
        mul (16|M0)              r117.0<1>:f   r123.0<8;8,1>:f   r117.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r119.0<1>:f   r125.0<8;8,1>:f   r119.0<8;8,1>:f 
        mad (16|M0)              r2.0<1>:f     r6.0<2;1>:f       r6.0<2;1>:f       r117.0<1>:f      {Compacted}
        mad (16|M16)             r34.0<1>:f    r4.0<2;1>:f       r4.0<2;1>:f       r119.0<1>:f      {Compacted}
        else (32|M0)                         L16184                  L16184                
L2728:
        and (16|M0)              r123.0<1>:d   r40.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r125.0<1>:d   r64.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               r127.3<1>:f   0x27C234C4:f                              
(W)     mov (1|M0)               r127.2<1>:f   0x33A22168:f                              
(W)     mov (1|M0)               r58.6<1>:f    0x3F22F983:f                              
        cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r123.0<8;8,1>:f  2.0:f          
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r125.0<8;8,1>:f  2.0:f          
(W)     mov (1|M0)               r127.1<1>:f   0x3FC90FDA:f                              
(W)     mov (1|M0)               r50.7<1>:f    0.5:f                              
(~f0.0) if (32|M0)                           L8024                  L8544                
L2888:
        and (16|M0)              r2.0<1>:d     r40.0<8;8,1>:d    8388607:d              
        and (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    8388607:d              
        shr (16|M0)              r18.0<1>:d    r123.0<8;8,1>:ud  23:w              
        shr (16|M16)             r44.0<1>:d    r125.0<8;8,1>:ud  23:w              
        or (16|M0)               r16.0<1>:d    r2.0<8;8,1>:d     8388608:d              
        or (16|M16)              r46.0<1>:d    r4.0<8;8,1>:d     8388608:d              
        mul (8|M0)               r4.0<1>:q     r16.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    1011060801:d              
        mul (8|M16)              r6.0<1>:q     r46.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M24)              r12.0<1>:q    r47.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M8)               r10.0<1>:q    r17.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M24)              r22.0<1>:q    r47.0<8;8,1>:ud   0x3C439041:ud             
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mul (8|M24)              r24.0<1>:q    r47.0<8;8,1>:ud   0xDB629599:ud             
        mul (8|M24)              r53.0<1>:q    r47.0<8;8,1>:ud   0x4E441529:ud             
        mov (8|M16)              r6.0<1>:d     r6.1<2;1,0>:d                   
        mov (8|M24)              r7.0<1>:d     r12.1<2;1,0>:d                  
        mov (8|M8)               r5.0<1>:d     r10.1<2;1,0>:d                  
        mul (16|M16)             r10.0<1>:d    r46.0<8;8,1>:d    1011060801:d              
        addc (8|M0)              r12.0<1>:ud   r20.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mul (8|M0)               r59.0<1>:q    r16.0<8;8,1>:ud   0xA2F9836E:ud             
        mul (8|M8)               r55.0<1>:q    r17.0<8;8,1>:ud   0xA2F9836E:ud             
        mul (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    -28220501:d              
        mul (16|M16)             r42.0<1>:d    r46.0<8;8,1>:d    -28220501:d              
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r21.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mul (8|M0)               r4.0<1>:q     r16.0<8;8,1>:ud   0x3C439041:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r38.0<1>:ud   r10.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn}
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r39.0<1>:ud   r11.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn}
        mul (8|M8)               r10.0<1>:q    r17.0<8;8,1>:ud   0x3C439041:ud             
        mul (8|M16)              r6.0<1>:q     r46.0<8;8,1>:ud   0x3C439041:ud             
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r5.0<1>:d     r10.1<2;1,0>:d                  
        mov (8|M16)              r6.0<1>:d     r6.1<2;1,0>:d                   
        mov (8|M24)              r7.0<1>:d     r22.1<2;1,0>:d                  
        mul (16|M0)              r22.0<1>:d    r16.0<8;8,1>:d    -614296167:d              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r6.0<8;8,1>:d     r20.0<8;8,1>:d  
        mul (16|M16)             r6.0<1>:d     r46.0<8;8,1>:d    -614296167:d              
        addc (8|M0)              r10.0<1>:ud   r4.0<8;8,1>:ud    r22.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r5.0<8;8,1>:ud    r23.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (8|M0)               r4.0<1>:q     r16.0<8;8,1>:ud   0xDB629599:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r36.0<1>:ud   r20.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn}
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r37.0<1>:ud   r21.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn}
        mul (8|M8)               r20.0<1>:q    r17.0<8;8,1>:ud   0xDB629599:ud             
        mul (8|M16)              r6.0<1>:q     r46.0<8;8,1>:ud   0xDB629599:ud             
        mov (8|M24)              r23.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r5.0<1>:d     r20.1<2;1,0>:d                  
        mov (8|M16)              r6.0<1>:d     r6.1<2;1,0>:d                   
        mov (8|M24)              r7.0<1>:d     r24.1<2;1,0>:d                  
        mul (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    -181084736:d              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r24.0<1>:d    r6.0<8;8,1>:d     r22.0<8;8,1>:d  
        mul (16|M16)             r22.0<1>:d    r46.0<8;8,1>:d    -181084736:d              
        addc (8|M0)              r6.0<1>:ud    r4.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r7.0<1>:ud    r5.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (8|M0)               r4.0<1>:q     r16.0<8;8,1>:ud   0xF534DDC0:ud             
        mul (8|M16)              r20.0<1>:q    r46.0<8;8,1>:ud   0xF534DDC0:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r32.0<1>:ud   r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r33.0<1>:ud   r25.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
        mul (8|M8)               r22.0<1>:q    r17.0<8;8,1>:ud   0xF534DDC0:ud             
        mul (8|M24)              r24.0<1>:q    r47.0<8;8,1>:ud   0xF534DDC0:ud             
        mov (8|M24)              r27.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r5.0<1>:d     r22.1<2;1,0>:d                  
        mov (8|M16)              r22.0<1>:d    r20.1<2;1,0>:d                  
        mov (8|M24)              r23.0<1>:d    r24.1<2;1,0>:d                  
        mul (16|M16)             r24.0<1>:d    r46.0<8;8,1>:d    -64530479:d              
        add (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
        mul (16|M0)              r22.0<1>:d    r16.0<8;8,1>:d    -64530479:d              
        addc (8|M0)              r4.0<1>:ud    r20.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r21.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (8|M16)              r22.0<1>:q    r46.0<8;8,1>:ud   0xFC2757D1:ud             
        mul (8|M0)               r20.0<1>:q    r16.0<8;8,1>:ud   0xFC2757D1:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r28.0<1>:ud   r26.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r22.0<1>:d    r22.1<2;1,0>:d                  
        mov (8|M0)               r20.0<1>:d    r20.1<2;1,0>:d                  
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r29.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}
        mul (8|M24)              r26.0<1>:q    r47.0<8;8,1>:ud   0xFC2757D1:ud             
        mul (8|M8)               r24.0<1>:q    r17.0<8;8,1>:ud   0xFC2757D1:ud             
        mov (8|M24)              r49.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M24)              r23.0<1>:d    r26.1<2;1,0>:d                  
        mov (8|M8)               r21.0<1>:d    r24.1<2;1,0>:d                  
        mul (16|M16)             r26.0<1>:d    r46.0<8;8,1>:d    1313084713:d              
        add (16|M16)             r51.0<1>:d    r22.0<8;8,1>:d    r48.0<8;8,1>:d  
        add (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        mul (16|M0)              r22.0<1>:d    r16.0<8;8,1>:d    1313084713:d              
        addc (8|M0)              r2.0<1>:ud    r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r3.0<1>:ud    r25.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (8|M0)               r22.0<1>:q    r16.0<8;8,1>:ud   0x4E441529:ud             
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r48.0<1>:ud   r51.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r22.0<1>:d    r22.1<2;1,0>:d                  
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r49.0<1>:ud   r52.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}
        mul (8|M8)               r51.0<1>:q    r17.0<8;8,1>:ud   0x4E441529:ud             
        mul (8|M16)              r26.0<1>:q    r46.0<8;8,1>:ud   0x4E441529:ud             
        mov (8|M24)              r25.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r23.0<1>:d    r51.1<2;1,0>:d                  
        mov (8|M16)              r51.0<1>:d    r26.1<2;1,0>:d                  
        mov (8|M24)              r52.0<1>:d    r53.1<2;1,0>:d                  
        add (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M16)             r53.0<1>:d    r51.0<8;8,1>:d    r24.0<8;8,1>:d  
        mul (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    -1560706194:d              
        mul (16|M16)             r51.0<1>:d    r46.0<8;8,1>:d    -1560706194:d              
        mov (8|M0)               r16.0<1>:d    r59.1<2;1,0>:d                  
        mov (8|M8)               r17.0<1>:d    r55.1<2;1,0>:d                  
        addc (8|M0)              r22.0<1>:ud   r26.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r23.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r24.0<1>:ud   r53.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn}
        add (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r25.0<1>:ud   r54.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn}
        mul (8|M16)              r53.0<1>:q    r46.0<8;8,1>:ud   0xA2F9836E:ud             
        mul (8|M24)              r51.0<1>:q    r47.0<8;8,1>:ud   0xA2F9836E:ud             
        add (16|M0)              r16.0<1>:d    r18.0<8;8,1>:d    -120:w              
        mov (8|M24)              r27.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M16)              r46.0<1>:d    r53.1<2;1,0>:d                  
        mov (8|M24)              r47.0<1>:d    r51.1<2;1,0>:d                  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r16.0<8;8,1>:ud   0x1F:uw             
        add (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    r26.0<8;8,1>:d  
        add (16|M16)             r26.0<1>:d    r44.0<8;8,1>:d    -120:w              
(f1.0)  sel (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     r22.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d   
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r44.0<1>:d    r24.0<8;8,1>:d    r46.0<8;8,1>:d  
(W)     mov (1|M0)               r46.0<1>:w    -32:w                              
(f1.0)  sel (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r24.0<1>:d    r28.0<8;8,1>:d    r48.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r14.0<1>:d    r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r28.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r36.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d  
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r38.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r42.0<1>:d    r46.0<0;1,0>:w    0:w              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0x1F:uw             
        add (16|M16)             r26.0<1>:d    r42.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r18.0<1>:d    r2.0<8;8,1>:d     r20.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d  
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r12.0<1>:d    r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r42.0<1>:d    r22.0<8;8,1>:d    r44.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r20.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r22.0<1>:d    r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r24.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r28.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r12.0<8;8,1>:ud   0x1F:uw             
        add (16|M16)             r44.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r36.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    r16.0<8;8,1>:d  
        cmp (16|M16)  (gt)f1.0   null<1>:d     r44.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r14.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r18.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d   
(f1.0)  sel (16|M16)             r6.0<1>:d     r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    r42.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r38.0<1>:d    r24.0<8;8,1>:d    r20.0<8;8,1>:d  
        add (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M16)             r18.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r24.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d  
        add (16|M16)             r28.0<1>:d    r6.0<8;8,1>:d     r44.0<8;8,1>:d  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M16)             r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d  
        cmp (16|M16)  (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x1F:uw             
(f1.0)  sel (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r14.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d    r22.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    r4.0<8;8,1>:d   
(f1.0)  sel (16|M0)              r22.0<1>:d    r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M16)             r10.0<1>:d    r46.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r16.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r14.0<1>:d    r18.0<8;8,1>:d    r24.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r26.0<1>:d    r38.0<8;8,1>:d    r26.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r16.0<1>:d    r24.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r18.0<1>:d    r32.0<8;8,1>:d    r18.0<8;8,1>:d  
        add (16|M0)   (eq)f1.0   r20.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d  
        add (16|M16)  (eq)f1.0   r10.0<1>:d    r10.0<8;8,1>:d    r28.0<8;8,1>:d  
        mov (16|M0)              r22.0<1>:d    -r20.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r28.0<1>:d    -r10.0<8;8,1>:d                 
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    31:w              
        and (16|M16)             r36.0<1>:d    r10.0<8;8,1>:d    31:w              
        and (16|M0)              r24.0<1>:d    r22.0<8;8,1>:d    31:w              
        and (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    31:w              
        shl (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r38.0<1>:d    r26.0<8;8,1>:d    r36.0<8;8,1>:d  
        shr (16|M0)              r22.0<1>:d    r6.0<8;8,1>:ud    r24.0<8;8,1>:d  
        shr (16|M16)             r28.0<1>:d    r16.0<8;8,1>:ud   r32.0<8;8,1>:d  
        shl (16|M16)             r42.0<1>:d    r16.0<8;8,1>:d    r36.0<8;8,1>:d  
        or (16|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        or (16|M16)              r44.0<1>:d    r38.0<8;8,1>:d    r28.0<8;8,1>:d  
        shr (16|M0)              r22.0<1>:d    r12.0<8;8,1>:ud   r24.0<8;8,1>:d  
        shl (16|M0)              r28.0<1>:d    r6.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r38.0<1>:d    r14.0<8;8,1>:ud   r32.0<8;8,1>:d  
        shr (16|M0)              r24.0<1>:d    r4.0<8;8,1>:ud    r24.0<8;8,1>:d  
        shl (16|M0)              r20.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        or (16|M0)               r22.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r32.0<1>:d    r18.0<8;8,1>:ud   r32.0<8;8,1>:d  
        shl (16|M16)             r28.0<1>:d    r14.0<8;8,1>:d    r36.0<8;8,1>:d  
        or (16|M16)              r38.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d  
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
(f1.0)  sel (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     r22.0<8;8,1>:d  
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r32.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r10.0<1>:d    r26.0<8;8,1>:d    r44.0<8;8,1>:d  
(f1.0)  sel (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r38.0<8;8,1>:d  
(f1.0)  sel (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    r20.0<8;8,1>:d  
        shl (16|M0)              r26.0<1>:d    r2.0<8;8,1>:d     2:w              
        shr (16|M0)              r16.0<1>:d    r22.0<8;8,1>:ud   30:w              
(f1.0)  sel (16|M16)             r36.0<1>:d    r14.0<8;8,1>:d    r28.0<8;8,1>:d  
        shr (16|M16)             r12.0<1>:d    r24.0<8;8,1>:ud   30:w              
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w              
        or (16|M0)               r16.0<1>:d    r26.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    2:w              
        shr (16|M0)              r20.0<1>:d    r2.0<8;8,1>:ud    29:w              
        or (16|M16)              r26.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
        shl (16|M0)              r12.0<1>:d    r22.0<8;8,1>:d    2:w              
        shr (16|M16)             r22.0<1>:d    r36.0<8;8,1>:ud   30:w              
        shr (16|M0)              r14.0<1>:d    r6.0<8;8,1>:ud    30:w              
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w              
        shr (16|M16)             r28.0<1>:d    r10.0<8;8,1>:ud   29:w              
        or (16|M16)              r32.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
        or (16|M0)               r14.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r22.0<1>:d    r4.0<8;8,1>:ud    30:w              
        shl (16|M16)             r12.0<1>:d    r36.0<8;8,1>:d    2:w              
        shr (16|M16)             r4.0<1>:d     r18.0<8;8,1>:ud   30:w              
        shl (16|M16)             r18.0<1>:d    r28.0<8;8,1>:d    31:w              
        or (16|M0)               r24.0<1>:d    r6.0<8;8,1>:d     r22.0<8;8,1>:d   {Compacted}
        and (16|M0)              r6.0<1>:d     r20.0<8;8,1>:d    1:w              
        or (16|M16)              r42.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d   
        and (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d    1:w              
        shl (16|M0)              r4.0<1>:d     r20.0<8;8,1>:d    31:w              
        mov (16|M0)              r22.0<1>:d    -r6.0<8;8,1>:d                   {Compacted}
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    30:w              
        mov (16|M16)             r38.0<1>:d    -r12.0<8;8,1>:d                 
        shr (16|M16)             r10.0<1>:d    r10.0<8;8,1>:ud   30:w              
        xor (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        xor (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r44.0<1>:d    r26.0<8;8,1>:d    r38.0<8;8,1>:d  
        xor (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        lzd (16|M0)              r14.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}
        xor (16|M16)             r48.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d  
        lzd (16|M16)             r24.0<1>:ud   r44.0<8;8,1>:ud                 
        xor (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    r38.0<8;8,1>:d  
        add (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    1:w              
        add (16|M0)              r22.0<1>:d    -r14.0<8;8,1>:d   31:w              
        add (16|M16)             r42.0<1>:d    r24.0<8;8,1>:d    1:w              
        add (16|M16)             r38.0<1>:d    -r24.0<8;8,1>:d   31:w              
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    31:w              
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    31:w              
        and (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    31:w              
        and (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    31:w              
        shl (16|M0)              r32.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r20.0<1>:d    r16.0<8;8,1>:ud   r22.0<8;8,1>:d  
        shl (16|M16)             r46.0<1>:d    r44.0<8;8,1>:d    r42.0<8;8,1>:d  
        shl (16|M0)              r26.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r44.0<1>:d    r36.0<8;8,1>:ud   r38.0<8;8,1>:d  
        shl (16|M16)             r42.0<1>:d    r36.0<8;8,1>:d    r42.0<8;8,1>:d  
        mul (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    -8388608:d              
        mul (16|M16)             r36.0<1>:d    r24.0<8;8,1>:d    -8388608:d              
        shr (16|M0)              r22.0<1>:d    r28.0<8;8,1>:ud   r22.0<8;8,1>:d  
        or (16|M0)               r20.0<1>:d    r32.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1056964608:d              
        or (16|M16)              r32.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    1056964608:d              
        shr (16|M16)             r38.0<1>:d    r48.0<8;8,1>:ud   r38.0<8;8,1>:d  
        or (16|M0)               r22.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        shr (16|M16)             r28.0<1>:d    r32.0<8;8,1>:ud   9:w              
        shr (16|M0)              r26.0<1>:d    r20.0<8;8,1>:ud   9:w              
        or (16|M16)              r36.0<1>:d    r36.0<8;8,1>:d    r18.0<8;8,1>:d  
        or (16|M16)              r38.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d  
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    23:w              
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        or (16|M16)              r36.0<1>:d    r36.0<8;8,1>:d    r28.0<8;8,1>:d  
        shl (16|M16)             r42.0<1>:d    r32.0<8;8,1>:d    23:w              
        shr (16|M0)              r26.0<1>:d    r22.0<8;8,1>:ud   9:w              
        shr (16|M16)             r28.0<1>:d    r38.0<8;8,1>:ud   9:w              
        add (16|M16)             r24.0<1>:d    -r24.0<8;8,1>:d   488:w              
        add (16|M0)              r14.0<1>:d    -r14.0<8;8,1>:d   488:w              
        or (16|M0)               r32.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        or (16|M16)              r46.0<1>:d    r42.0<8;8,1>:d    r28.0<8;8,1>:d  
        add (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        lzd (16|M0)              r28.0<1>:ud   r32.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r42.0<1>:ud   r46.0<8;8,1>:ud                 
        not (16|M0)              r20.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
        add (16|M0)              r26.0<1>:d    r28.0<8;8,1>:d    1:w              
        not (16|M16)             r48.0<1>:d    r42.0<8;8,1>:d                  
        add (16|M16)             r44.0<1>:d    r42.0<8;8,1>:d    1:w              
        add (16|M0)              r28.0<1>:d    -r28.0<8;8,1>:d   31:w              
        add (16|M16)             r42.0<1>:d    -r42.0<8;8,1>:d   31:w              
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    r48.0<8;8,1>:d  
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    31:w              
        and (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    31:w              
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    31:w              
        and (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    31:w              
        shl (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    23:w              
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    23:w              
        shl (16|M0)              r26.0<1>:d    r32.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r28.0<1>:d    r22.0<8;8,1>:ud   r28.0<8;8,1>:d  
        shl (16|M16)             r44.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        shr (16|M16)             r42.0<1>:d    r38.0<8;8,1>:ud   r42.0<8;8,1>:d  
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    1065353216:d              
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1065353216:d              
        or (16|M0)               r22.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}
        or (16|M16)              r26.0<1>:d    r44.0<8;8,1>:d    r42.0<8;8,1>:d  
        or (16|M16)              r24.0<1>:d    r24.0<8;8,1>:d    r18.0<8;8,1>:d  
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r18.0<1>:d    r22.0<8;8,1>:ud   9:w              
        shr (16|M16)             r4.0<1>:d     r26.0<8;8,1>:ud   9:w              
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        or (16|M16)              r24.0<1>:d    r24.0<8;8,1>:d    r4.0<8;8,1>:d   
        mul (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    0x3FC90FDA:f              
        mul (16|M16)             r4.0<1>:f     r36.0<8;8,1>:f    0x3FC90FDA:f              
        mad (16|M0)              r18.0<1>:f    -r18.0<2;1>:f     r127.1<0;0>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r4.0<1>:f     -r4.0<2;1>:f      r127.1<0;0>:f     r36.0<1>:f       {Compacted}
        mad (16|M0)              r18.0<1>:f    r18.0<2;1>:f      r127.2<0;0>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r4.0<1>:f     r4.0<2;1>:f       r127.2<0;0>:f     r36.0<1>:f       {Compacted}
        mad (16|M0)              r20.0<1>:f    r18.0<2;1>:f      r127.1<0;0>:f     r14.0<1>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    r4.0<2;1>:f       r127.1<0;0>:f     r24.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r20.0<2;1>:f      r16.0<2;1>:f      r127.1<0>:f      {Compacted}
        mad (16|M16)             r18.0<1>:f    r14.0<2;1>:f      r36.0<2;1>:f      r127.1<0>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    r4.0<2;1>:f       -r16.0<2;1>:f     r127.1<0>:f      {Compacted}
        mad (16|M16)             r16.0<1>:f    r18.0<2;1>:f      -r36.0<2;1>:f     r127.1<0>:f      {Compacted}
        add (16|M0)              r117.0<1>:f   r20.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r111.0<1>:f   r14.0<8;8,1>:f    -r16.0<8;8,1>:f 
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d  
        else (32|M0)                         L8544                  L8544                
L8024:
        mad (16|M16)             r6.0<1>:f     r50.7<0;0>:f      r125.0<2;1>:f     r58.6<0>:f       {Compacted}
        mad (16|M0)              r2.0<1>:f     r50.7<0;0>:f      r123.0<2;1>:f     r58.6<0>:f       {Compacted}
        rndz (16|M16)            r10.0<1>:f    r6.0<8;8,1>:f                   
        rndz (16|M0)             r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        mul (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    0x3FC90FDA:f              
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0x3FC90FDA:f              
        mad (16|M16)             r12.0<1>:f    r125.0<2;1>:f     -r10.0<2;1>:f     r127.1<0>:f      {Compacted}
        mov (16|M16)             r16.0<1>:d    r10.0<8;8,1>:f                  
        mad (16|M16)             r20.0<1>:f    -r6.0<2;1>:f      r127.1<0;0>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r123.0<2;1>:f     -r2.0<2;1>:f      r127.1<0>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    -r4.0<2;1>:f      r127.1<0;0>:f     r2.0<1>:f        {Compacted}
        add (16|M16)             r14.0<1>:f    r125.0<8;8,1>:f   -r12.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r123.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r14.0<1>:f    r14.0<2;1>:f      -r10.0<2;1>:f     r127.1<0>:f      {Compacted}
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       -r2.0<2;1>:f      r127.1<0>:f      {Compacted}
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r14.0<8;8,1>:f  
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    0x33A22168:f              
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0x33A22168:f              
        mad (16|M16)             r20.0<1>:f    -r14.0<2;1>:f     r127.2<0;0>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r14.0<1>:f    r12.0<2;1>:f      -r10.0<2;1>:f     r127.2<0>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    -r4.0<2;1>:f      r127.2<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r4.0<1>:f     r6.0<2;1>:f       -r2.0<2;1>:f      r127.2<0>:f      {Compacted}
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r14.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r4.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r12.0<1>:f    r12.0<2;1>:f      -r10.0<2;1>:f     r127.2<0>:f      {Compacted}
        mad (16|M0)              r6.0<1>:f     r6.0<2;1>:f       -r2.0<2;1>:f      r127.2<0>:f      {Compacted}
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r20.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r12.0<8;8,1>:f  
        mul (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     0x27C234C4:f              
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    0x27C234C4:f              
        mad (16|M0)              r22.0<1>:f    -r12.0<2;1>:f     r127.3<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r12.0<1>:f    r4.0<2;1>:f       -r2.0<2;1>:f      r127.3<0>:f      {Compacted}
        mad (16|M16)             r20.0<1>:f    -r6.0<2;1>:f      r127.3<0;0>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r14.0<2;1>:f      -r10.0<2;1>:f     r127.3<0>:f      {Compacted}
        mov (16|M0)              r117.0<1>:f   -r22.0<8;8,1>:f                  {Compacted}
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}
        mov (16|M16)             r111.0<1>:f   -r20.0<8;8,1>:f                 
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r6.0<8;8,1>:f  
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       -r2.0<2;1>:f      r127.3<0>:f      {Compacted}
        mov (16|M0)              r2.0<1>:d     r2.0<8;8,1>:f                    {Compacted}
        mad (16|M16)             r14.0<1>:f    r14.0<2;1>:f      -r10.0<2;1>:f     r127.3<0>:f      {Compacted}
        add (16|M0)              r4.0<1>:f     r12.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        add (16|M16)             r18.0<1>:f    r6.0<8;8,1>:f     r14.0<8;8,1>:f  
L8544:
        endif (32|M0)                        L8560                                
L8560:
        and (16|M0)   (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     1:w              
        and (16|M16)  (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    1:w              
        mul (16|M0)              r119.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r115.0<1>:f   r18.0<8;8,1>:f    r18.0<8;8,1>:f  
(W)     mov (1|M0)               r127.0<1>:f   0x3E2AAAAB:f                              
(W)     mov (1|M0)               r50.6<1>:f    8.333332e-03:f                              
(W)     mov (1|M0)               r50.5<1>:f    0xB95009D4:f                              
(W)     mov (1|M0)               r50.4<1>:f    2.725e-06:f                              
(W)     mov (1|M0)               r50.3<1>:f    1.589691e-10:f                              
(W)     mov (1|M0)               r58.5<1>:f    0x3D2AAAAB:f                              
(W)     mov (1|M0)               r50.2<1>:f    -2.505076e-08:f                              
(W)     mov (1|M0)               r58.4<1>:f    0xBAB60B60:f                              
(W)     mov (1|M0)               r58.3<1>:f    2.48006e-05:f                              
(W)     mov (1|M0)               r58.1<1>:f    0xB492923A:f                              
(W)     mov (1|M0)               r58.0<1>:f    0x2D47D74E:f                              
(W)     mov (1|M0)               r50.1<1>:f    0x310F74F6:f                              
(~f1.0) if (32|M0)                           L9304                  L9488                
L8824:
        mad (16|M16)             r10.0<1>:f    r50.1<0;0>:f      -r115.0<2;1>:f    r58.0<0>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r50.1<0;0>:f      -r119.0<2;1>:f    r58.0<0>:f       {Compacted}
        and (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     2147483647:d              
        and (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    2147483647:d              
        mad (16|M16)             r10.0<1>:f    r58.1<0;0>:f      r115.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r58.1<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted}
        add (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    -16777216:d              
        add (16|M16)             r24.0<1>:d    r22.0<8;8,1>:d    -1050253722:d              
        mad (16|M16)             r10.0<1>:f    r58.3<0;0>:f      r115.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r58.3<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted}
        add (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    -16777216:d              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0xAE6667:ud             
        mad (16|M16)             r10.0<1>:f    r58.4<0;0>:f      r115.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r58.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted}
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r117.0<8;8,1>:f  {Compacted}
        mad (16|M16)             r10.0<1>:f    r58.5<0;0>:f      r115.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r58.5<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted}
        mul (16|M16)             r20.0<1>:f    r115.0<8;8,1>:f   r10.0<8;8,1>:f  
        add (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    -1050253722:d              
        mul (16|M0)              r6.0<1>:f     r119.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0xAE6667:ud             
        mad (16|M0)              r4.0<1>:f     -r4.0<2;1>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted}
(f1.0)  sel (16|M0)              r10.0<1>:f    r14.0<8;8,1>:f    0.0:f              
(f1.0)  sel (16|M16)             r14.0<1>:f    r26.0<8;8,1>:f    0.0:f              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r12.0<8;8,1>:ud   0x3F480000:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0x3F480000:ud             
        mul (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    r111.0<8;8,1>:f 
(f1.0)  mov (16|M0)              r10.0<1>:f    0.28125:f                              
(f1.0)  mov (16|M16)             r14.0<1>:f    0.28125:f                              
        mad (16|M16)             r22.0<1>:f    -r22.0<2;1>:f     r115.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r12.0<1>:f    -r10.0<2;1>:f     r119.0<2;1>:f     r50.7<0>:f       {Compacted}
        mad (16|M16)             r24.0<1>:f    -r14.0<2;1>:f     r115.0<2;1>:f     r50.7<0>:f       {Compacted}
        add (16|M0)              r10.0<1>:f    -r10.0<8;8,1>:f   1.0:f              
        add (16|M16)             r14.0<1>:f    -r14.0<8;8,1>:f   1.0:f              
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    -r22.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r10.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted}
        add (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    -r24.0<8;8,1>:f 
        else (32|M0)                         L9488                  L9488                
L9304:
        mad (16|M0)              r10.0<1>:f    r50.2<0;0>:f      r119.0<2;1>:f     r50.3<0>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r50.2<0;0>:f      r115.0<2;1>:f     r50.3<0>:f       {Compacted}
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     r119.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r14.0<1>:f    r18.0<8;8,1>:f    r115.0<8;8,1>:f 
        mad (16|M0)              r10.0<1>:f    r50.4<0;0>:f      r119.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r50.4<0;0>:f      r115.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r10.0<1>:f    r50.5<0;0>:f      r119.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r50.5<0;0>:f      r115.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r10.0<1>:f    r50.6<0;0>:f      r119.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r50.6<0;0>:f      r115.0<2;1>:f     r20.0<1>:f       {Compacted}
        mul (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f    r20.0<8;8,1>:f  
        mad (16|M0)              r10.0<1>:f    -r10.0<2;1>:f     r117.0<2;1>:f     r50.7<0>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    -r20.0<2;1>:f     r111.0<2;1>:f     r50.7<0>:f       {Compacted}
        mad (16|M0)              r10.0<1>:f    -r117.0<2;1>:f    r119.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    -r111.0<2;1>:f    r115.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r6.0<2;1>:f       r127.0<0>:f      {Compacted}
        mad (16|M16)             r20.0<1>:f    r20.0<2;1>:f      r14.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        add (16|M16)             r12.0<1>:f    r18.0<8;8,1>:f    -r20.0<8;8,1>:f 
L9488:
        endif (32|M0)                        L9504                                
L9504:
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     30:w              
        shl (16|M16)             r6.0<1>:d     r16.0<8;8,1>:d    30:w              
        cmp (16|M0)   (gt)f1.0   null<1>:d     r123.0<8;8,1>:ud  0x7F7FFFFF:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r125.0<8;8,1>:ud  0x7F7FFFFF:ud             
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r40.0<8;8,1>:d   {Compacted}
        xor (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r64.0<8;8,1>:d  
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d              
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     -2147483648:d              
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     3:w              
        xor (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r12.0<8;8,1>:d  
(~f1.0) sel (16|M0)              r117.0<1>:f   r2.0<8;8,1>:f     qnan(0x0):f              
        add (16|M0)              r2.0<1>:d     r4.0<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}
(~f1.0) sel (16|M16)             r119.0<1>:f   r6.0<8;8,1>:f     qnan(0x0):f              
        add (16|M16)             r4.0<1>:d     r4.0<0;1,0>:d     r66.0<8;8,1>:d  
        csel (16|M0)  (eq)f0.0   r117.0<1>:f   r40.0<2;1>:f      r117.0<2;1>:f     r40.0<1>:f      
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        csel (16|M16) (eq)f0.0   r119.0<1>:f   r64.0<2;1>:f      r119.0<2;1>:f     r64.0<1>:f      
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r2      r117    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r4      r119    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f0.0) if (32|M0)                           L14760                  L15280                
L9832:
        and (16|M0)              r2.0<1>:d     r40.0<8;8,1>:d    8388607:d              
        and (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    8388607:d              
        shr (16|M0)              r18.0<1>:d    r123.0<8;8,1>:ud  23:w              
        shr (16|M16)             r36.0<1>:d    r125.0<8;8,1>:ud  23:w              
        or (16|M0)               r20.0<1>:d    r2.0<8;8,1>:d     8388608:d              
        or (16|M16)              r42.0<1>:d    r4.0<8;8,1>:d     8388608:d              
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    -120:w              
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    -120:w              
        mul (8|M0)               r4.0<1>:q     r20.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M8)               r12.0<1>:q    r21.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M24)              r22.0<1>:q    r43.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M16)              r10.0<1>:q    r42.0<8;8,1>:ud   0xFE5163AB:ud             
        mul (8|M8)               r24.0<1>:q    r21.0<8;8,1>:ud   0xDB629599:ud             
        mul (8|M8)               r44.0<1>:q    r21.0<8;8,1>:ud   0xF534DDC0:ud             
        mul (8|M8)               r48.0<1>:q    r21.0<8;8,1>:ud   0xFC2757D1:ud             
        mov (8|M0)               r6.0<1>:d     r4.1<2;1,0>:d                   
        mul (16|M0)              r4.0<1>:d     r20.0<8;8,1>:d    1011060801:d              
        mov (8|M8)               r7.0<1>:d     r12.1<2;1,0>:d                  
        mov (8|M24)              r17.0<1>:d    r22.1<2;1,0>:d                  
        mov (8|M16)              r16.0<1>:d    r10.1<2;1,0>:d                  
        mul (16|M16)             r22.0<1>:d    r42.0<8;8,1>:d    1011060801:d              
        addc (8|M0)              r12.0<1>:ud   r4.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn,Compacted}
        mul (8|M8)               r53.0<1>:q    r21.0<8;8,1>:ud   0x4E441529:ud             
        mul (8|M0)               r55.0<1>:q    r20.0<8;8,1>:ud   0xA2F9836E:ud             
        mul (16|M0)              r14.0<1>:d    r20.0<8;8,1>:d    -28220501:d              
        cmp (16|M0)   (gt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x1F:uw             
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r5.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        mul (8|M0)               r4.0<1>:q     r20.0<8;8,1>:ud   0x3C439041:ud             
        mul (8|M16)              r6.0<1>:q     r42.0<8;8,1>:ud   0x3C439041:ud             
        mul (16|M16)             r32.0<1>:d    r42.0<8;8,1>:d    -28220501:d              
(W)     mov (1|M0)               r58.4<1>:w    -32:w                              
        cmp (16|M16)  (gt)f0.0   null<1>:d     r36.0<8;8,1>:ud   0x1F:uw             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r28.0<1>:ud   r22.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r29.0<1>:ud   r23.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        mul (8|M8)               r16.0<1>:q    r21.0<8;8,1>:ud   0x3C439041:ud             
        mul (8|M24)              r22.0<1>:q    r43.0<8;8,1>:ud   0x3C439041:ud             
        mov (8|M24)              r11.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r5.0<1>:d     r16.1<2;1,0>:d                  
        mov (8|M16)              r16.0<1>:d    r6.1<2;1,0>:d                   
        mov (8|M24)              r17.0<1>:d    r22.1<2;1,0>:d                  
        add (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        mul (16|M0)              r4.0<1>:d     r20.0<8;8,1>:d    -614296167:d              
        add (16|M16)             r22.0<1>:d    r16.0<8;8,1>:d    r10.0<8;8,1>:d  
        mul (16|M16)             r16.0<1>:d    r42.0<8;8,1>:d    -614296167:d              
        addc (8|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r11.0<1>:ud   r7.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mul (8|M0)               r4.0<1>:q     r20.0<8;8,1>:ud   0xDB629599:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r22.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mov (8|M8)               r5.0<1>:d     r24.1<2;1,0>:d                  
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                
        addc (8|M24)             r27.0<1>:ud   r23.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}
        mul (8|M16)              r22.0<1>:q    r42.0<8;8,1>:ud   0xDB629599:ud             
        mul (8|M24)              r16.0<1>:q    r43.0<8;8,1>:ud   0xDB629599:ud             
        mov (8|M24)              r7.0<1>:ud    acc0.0<8;8,1>:ud                
        mov (8|M16)              r22.0<1>:d    r22.1<2;1,0>:d                  
        mov (8|M24)              r23.0<1>:d    r16.1<2;1,0>:d                  
        add (16|M0)              r16.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        mul (16|M0)              r4.0<1>:d     r20.0<8;8,1>:d    -181084736:d              
        add (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r6.0<8;8,1>:d   
        mul (16|M16)             r22.0<1>:d    r42.0<8;8,1>:d    -181084736:d              
        addc (8|M0)              r6.0<1>:ud    r16.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r7.0<1>:ud    r17.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn,Compacted}
        mul (8|M0)               r4.0<1>:q     r20.0<8;8,1>:ud   0xF534DDC0:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r24.0<1>:ud   r38.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r4.0<1>:d     r4.1<2;1,0>:d                   
        mov (8|M8)               r5.0<1>:d     r44.1<2;1,0>:d                  
        mul (16|M16)             r44.0<1>:d    r42.0<8;8,1>:d    -64530479:d              
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r25.0<1>:ud   r39.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}
        mul (8|M16)              r38.0<1>:q    r42.0<8;8,1>:ud   0xF534DDC0:ud             
        mul (8|M24)              r22.0<1>:q    r43.0<8;8,1>:ud   0xF534DDC0:ud             
        mov (8|M24)              r17.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M16)              r38.0<1>:d    r38.1<2;1,0>:d                  
        mov (8|M24)              r39.0<1>:d    r22.1<2;1,0>:d                  
        add (16|M0)              r22.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r46.0<1>:d    r38.0<8;8,1>:d    r16.0<8;8,1>:d  
        mul (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    -64530479:d              
        addc (8|M0)              r4.0<1>:ud    r22.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r5.0<1>:ud    r23.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (8|M0)               r16.0<1>:q    r20.0<8;8,1>:ud   0xFC2757D1:ud             
        mov (8|M8)               r3.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r22.0<1>:ud   r46.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r16.0<1>:d    r16.1<2;1,0>:d                  
        mov (8|M8)               r17.0<1>:d    r48.1<2;1,0>:d                  
        mul (16|M16)             r48.0<1>:d    r42.0<8;8,1>:d    1313084713:d              
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r23.0<1>:ud   r47.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn}
        mul (8|M16)              r46.0<1>:q    r42.0<8;8,1>:ud   0xFC2757D1:ud             
        mul (8|M24)              r44.0<1>:q    r43.0<8;8,1>:ud   0xFC2757D1:ud             
        mov (8|M24)              r39.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M16)              r46.0<1>:d    r46.1<2;1,0>:d                  
        mov (8|M24)              r47.0<1>:d    r44.1<2;1,0>:d                  
        add (16|M0)              r44.0<1>:d    r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r51.0<1>:d    r46.0<8;8,1>:d    r38.0<8;8,1>:d  
        mul (16|M0)              r38.0<1>:d    r20.0<8;8,1>:d    1313084713:d              
        addc (8|M0)              r2.0<1>:ud    r44.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r3.0<1>:ud    r45.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn,Compacted}
        mul (8|M0)               r38.0<1>:q    r20.0<8;8,1>:ud   0x4E441529:ud             
        mov (8|M8)               r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r44.0<1>:ud   r51.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r38.0<1>:d    r38.1<2;1,0>:d                  
        mov (8|M8)               r39.0<1>:d    r53.1<2;1,0>:d                  
        mov (8|M16)              r46.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r45.0<1>:ud   r52.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn}
        mul (8|M16)              r51.0<1>:q    r42.0<8;8,1>:ud   0x4E441529:ud             
        mul (8|M24)              r48.0<1>:q    r43.0<8;8,1>:ud   0x4E441529:ud             
        mov (8|M24)              r47.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M16)              r51.0<1>:d    r51.1<2;1,0>:d                  
        mov (8|M24)              r52.0<1>:d    r48.1<2;1,0>:d                  
        add (16|M0)              r48.0<1>:d    r38.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        add (16|M16)             r53.0<1>:d    r51.0<8;8,1>:d    r46.0<8;8,1>:d  
        mul (16|M0)              r46.0<1>:d    r20.0<8;8,1>:d    -1560706194:d              
        mul (16|M16)             r51.0<1>:d    r42.0<8;8,1>:d    -1560706194:d              
        mov (8|M0)               r20.0<1>:d    r55.1<2;1,0>:d                  
        addc (8|M0)              r16.0<1>:ud   r48.0<8;8,1>:ud   r46.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r49.0<8;8,1>:ud   r47.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r46.0<1>:ud   r53.0<8;8,1>:ud   r51.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r47.0<1>:ud   r54.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn}
        mul (8|M8)               r53.0<1>:q    r21.0<8;8,1>:ud   0xA2F9836E:ud             
        mul (8|M16)              r51.0<1>:q    r42.0<8;8,1>:ud   0xA2F9836E:ud             
        mul (8|M24)              r42.0<1>:q    r43.0<8;8,1>:ud   0xA2F9836E:ud             
        mov (8|M24)              r49.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r21.0<1>:d    r53.1<2;1,0>:d                  
        mov (8|M16)              r51.0<1>:d    r51.1<2;1,0>:d                  
        mov (8|M24)              r52.0<1>:d    r42.1<2;1,0>:d                  
(f0.0)  sel (16|M16)             r42.0<1>:d    r44.0<8;8,1>:d    r46.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r44.0<1>:d    r22.0<8;8,1>:d    r44.0<8;8,1>:d  
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r24.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r14.0<1>:d    r58.4<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r28.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r32.0<1>:d    r58.4<0;1,0>:w    0:w              
        add (16|M16)             r38.0<1>:d    r51.0<8;8,1>:d    r48.0<8;8,1>:d  
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r36.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r38.0<1>:d    r46.0<8;8,1>:d    r38.0<8;8,1>:d  
        cmp (16|M0)   (gt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0x1F:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M0)              r18.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r20.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r12.0<1>:d    r58.4<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r44.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r24.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d  
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r28.0<1>:d    r58.4<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r36.0<1>:d    r44.0<8;8,1>:d    r42.0<8;8,1>:d  
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x1F:uw             
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r32.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r16.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r18.0<1>:d    r36.0<8;8,1>:d    r20.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r10.0<1>:d    r58.4<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r32.0<1>:d    r22.0<8;8,1>:d    r38.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r20.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r24.0<1>:d    r58.4<0;1,0>:w    0:w              
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r38.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d  
        cmp (16|M0)   (gt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x1F:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r38.0<8;8,1>:ud   0x1F:uw             
(f0.0)  sel (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
(f0.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r16.0<1>:d    r58.4<0;1,0>:w    0:w              
(f0.0)  sel (16|M0)              r6.0<1>:d     r58.4<0;1,0>:w    0:w              
(f0.0)  sel (16|M16)             r18.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r24.0<1>:d    r32.0<8;8,1>:d    r20.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    r32.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r28.0<1>:d    r36.0<8;8,1>:d    r22.0<8;8,1>:d  
        add (16|M0)   (eq)f0.0   r6.0<1>:d     r6.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        add (16|M16)  (eq)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    r38.0<8;8,1>:d  
        mov (16|M0)              r10.0<1>:d    -r6.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r32.0<1>:d    -r16.0<8;8,1>:d                 
        and (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     31:w              
        and (16|M16)             r36.0<1>:d    r16.0<8;8,1>:d    31:w              
        and (16|M0)              r20.0<1>:d    r10.0<8;8,1>:d    31:w              
        and (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    31:w              
        shl (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r16.0<1>:d    r18.0<8;8,1>:d    r36.0<8;8,1>:d  
        shr (16|M0)              r10.0<1>:d    r12.0<8;8,1>:ud   r20.0<8;8,1>:d  
        shr (16|M16)             r38.0<1>:d    r24.0<8;8,1>:ud   r32.0<8;8,1>:d  
        shl (16|M16)             r44.0<1>:d    r24.0<8;8,1>:d    r36.0<8;8,1>:d  
        or (16|M0)               r10.0<1>:d    r6.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        or (16|M16)              r42.0<1>:d    r16.0<8;8,1>:d    r38.0<8;8,1>:d  
        shr (16|M0)              r6.0<1>:d     r2.0<8;8,1>:ud    r20.0<8;8,1>:d  
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r20.0<1>:d    r4.0<8;8,1>:ud    r20.0<8;8,1>:d  
        shr (16|M16)             r38.0<1>:d    r26.0<8;8,1>:ud   r32.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     r22.0<8;8,1>:d   {Compacted}
        shr (16|M16)             r32.0<1>:d    r28.0<8;8,1>:ud   r32.0<8;8,1>:d  
        shl (16|M16)             r22.0<1>:d    r26.0<8;8,1>:d    r36.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}
        or (16|M16)              r38.0<1>:d    r44.0<8;8,1>:d    r38.0<8;8,1>:d  
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w              
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    r32.0<8;8,1>:d  
(f0.0)  sel (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r6.0<1>:d     r12.0<8;8,1>:ud   30:w              
(f0.0)  sel (16|M16)             r36.0<1>:d    r18.0<8;8,1>:d    r42.0<8;8,1>:d  
(f0.0)  sel (16|M16)             r32.0<1>:d    r24.0<8;8,1>:d    r38.0<8;8,1>:d  
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w              
        or (16|M0)               r16.0<1>:d    r14.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
(f0.0)  sel (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d  
        shr (16|M0)              r6.0<1>:d     r2.0<8;8,1>:ud    30:w              
        shl (16|M16)             r24.0<1>:d    r36.0<8;8,1>:d    2:w              
        shr (16|M16)             r22.0<1>:d    r32.0<8;8,1>:ud   30:w              
        shl (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    2:w              
        or (16|M0)               r14.0<1>:d    r12.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     2:w              
        or (16|M16)              r24.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d  
        shr (16|M0)              r2.0<1>:d     r4.0<8;8,1>:ud    30:w              
        shr (16|M16)             r22.0<1>:d    r26.0<8;8,1>:ud   30:w              
        shr (16|M0)              r18.0<1>:d    r10.0<8;8,1>:ud   29:w              
        shr (16|M16)             r20.0<1>:d    r36.0<8;8,1>:ud   29:w              
        shr (16|M16)             r4.0<1>:d     r28.0<8;8,1>:ud   30:w              
        shl (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    2:w              
        or (16|M0)               r12.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        or (16|M16)              r22.0<1>:d    r32.0<8;8,1>:d    r22.0<8;8,1>:d  
        and (16|M0)              r6.0<1>:d     r18.0<8;8,1>:d    1:w              
        and (16|M16)             r32.0<1>:d    r20.0<8;8,1>:d    1:w              
        or (16|M16)              r38.0<1>:d    r26.0<8;8,1>:d    r4.0<8;8,1>:d   
        shl (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    31:w              
        mov (16|M0)              r2.0<1>:d     -r6.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r26.0<1>:d    -r32.0<8;8,1>:d                 
        shl (16|M0)              r4.0<1>:d     r18.0<8;8,1>:d    31:w              
        xor (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d  
        xor (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r46.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d  
        xor (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r48.0<1>:d    r38.0<8;8,1>:d    r26.0<8;8,1>:d  
        lzd (16|M0)              r2.0<1>:ud    r20.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r26.0<1>:ud   r24.0<8;8,1>:ud                 
        add (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     1:w              
        add (16|M16)             r44.0<1>:d    r26.0<8;8,1>:d    1:w              
        add (16|M16)             r38.0<1>:d    -r26.0<8;8,1>:d   31:w              
        add (16|M0)              r12.0<1>:d    -r2.0<8;8,1>:d    31:w              
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    31:w              
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    31:w              
        and (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    31:w              
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    31:w              
        shl (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r51.0<1>:d    r24.0<8;8,1>:d    r44.0<8;8,1>:d  
        shr (16|M16)             r42.0<1>:d    r46.0<8;8,1>:ud   r38.0<8;8,1>:d  
        shl (16|M16)             r44.0<1>:d    r46.0<8;8,1>:d    r44.0<8;8,1>:d  
        shr (16|M0)              r20.0<1>:d    r18.0<8;8,1>:ud   r12.0<8;8,1>:d  
        shr (16|M16)             r38.0<1>:d    r48.0<8;8,1>:ud   r38.0<8;8,1>:d  
        shl (16|M0)              r14.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r12.0<1>:d    r16.0<8;8,1>:ud   r12.0<8;8,1>:d  
        or (16|M0)               r24.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}
        or (16|M16)              r44.0<1>:d    r44.0<8;8,1>:d    r38.0<8;8,1>:d  
        mul (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     -8388608:d              
        mul (16|M16)             r38.0<1>:d    r26.0<8;8,1>:d    -8388608:d              
        or (16|M16)              r42.0<1>:d    r51.0<8;8,1>:d    r42.0<8;8,1>:d  
        or (16|M0)               r22.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1056964608:d              
        add (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    1056964608:d              
        shr (16|M0)              r12.0<1>:d    r24.0<8;8,1>:ud   9:w              
        shr (16|M16)             r14.0<1>:d    r42.0<8;8,1>:ud   9:w              
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}
        or (16|M16)              r38.0<1>:d    r38.0<8;8,1>:d    r28.0<8;8,1>:d  
        shr (16|M16)             r16.0<1>:d    r44.0<8;8,1>:ud   9:w              
        add (16|M0)              r2.0<1>:d     -r2.0<8;8,1>:d    488:w              
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        or (16|M16)              r38.0<1>:d    r38.0<8;8,1>:d    r14.0<8;8,1>:d  
        shr (16|M0)              r12.0<1>:d    r22.0<8;8,1>:ud   9:w              
        shl (16|M0)              r14.0<1>:d    r24.0<8;8,1>:d    23:w              
        shl (16|M16)             r24.0<1>:d    r42.0<8;8,1>:d    23:w              
        or (16|M0)               r18.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        or (16|M16)              r48.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d  
        lzd (16|M0)              r16.0<1>:ud   r18.0<8;8,1>:ud                  {Compacted}
        lzd (16|M16)             r46.0<1>:ud   r48.0<8;8,1>:ud                 
        not (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        add (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    1:w              
        add (16|M0)              r16.0<1>:d    -r16.0<8;8,1>:d   31:w              
        not (16|M16)             r24.0<1>:d    r46.0<8;8,1>:d                  
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    31:w              
        and (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    31:w              
        add (16|M16)             r42.0<1>:d    r46.0<8;8,1>:d    1:w              
        add (16|M16)             r46.0<1>:d    -r46.0<8;8,1>:d   31:w              
        shl (16|M0)              r12.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        shr (16|M0)              r16.0<1>:d    r22.0<8;8,1>:ud   r16.0<8;8,1>:d  
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w              
        and (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    31:w              
        and (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    31:w              
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        add (16|M16)             r16.0<1>:d    -r26.0<8;8,1>:d   488:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d              
        shl (16|M16)             r42.0<1>:d    r48.0<8;8,1>:d    r42.0<8;8,1>:d  
        shr (16|M16)             r46.0<1>:d    r44.0<8;8,1>:ud   r46.0<8;8,1>:d  
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r24.0<8;8,1>:d  
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
        shr (16|M0)              r4.0<1>:d     r12.0<8;8,1>:ud   9:w              
        or (16|M16)              r18.0<1>:d    r42.0<8;8,1>:d    r46.0<8;8,1>:d  
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    23:w              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
        mul (16|M0)              r4.0<1>:f     r20.0<8;8,1>:f    0x3FC90FDA:f              
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1065353216:d              
        shr (16|M16)             r12.0<1>:d    r18.0<8;8,1>:ud   9:w              
        mad (16|M0)              r4.0<1>:f     -r4.0<2;1>:f      r127.1<0;0>:f     r20.0<1>:f       {Compacted}
        or (16|M16)              r16.0<1>:d    r16.0<8;8,1>:d    r28.0<8;8,1>:d  
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r127.2<0;0>:f     r20.0<1>:f       {Compacted}
        or (16|M16)              r16.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d  
        mul (16|M16)             r12.0<1>:f    r38.0<8;8,1>:f    0x3FC90FDA:f              
        mad (16|M0)              r2.0<1>:f     r4.0<2;1>:f       r127.1<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r12.0<1>:f    -r12.0<2;1>:f     r127.1<0;0>:f     r38.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r2.0<2;1>:f       r20.0<2;1>:f      r127.1<0>:f      {Compacted}
        mad (16|M16)             r12.0<1>:f    r12.0<2;1>:f      r127.2<0;0>:f     r38.0<1>:f       {Compacted}
        mad (16|M16)             r16.0<1>:f    r12.0<2;1>:f      r127.1<0;0>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r12.0<1>:f    r4.0<2;1>:f       -r20.0<2;1>:f     r127.1<0>:f      {Compacted}
        mad (16|M16)             r14.0<1>:f    r16.0<2;1>:f      r38.0<2;1>:f      r127.1<0>:f      {Compacted}
        add (16|M0)              r123.0<1>:f   r2.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}
        shr (16|M0)              r2.0<1>:d     r10.0<8;8,1>:ud   30:w              
        shr (16|M16)             r10.0<1>:d    r36.0<8;8,1>:ud   30:w              
        mad (16|M16)             r18.0<1>:f    r14.0<2;1>:f      -r38.0<2;1>:f     r127.1<0>:f      {Compacted}
        add (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}
        add (16|M16)             r12.0<1>:d    r32.0<8;8,1>:d    r10.0<8;8,1>:d  
        add (16|M16)             r119.0<1>:f   r16.0<8;8,1>:f    -r18.0<8;8,1>:f 
        else (32|M0)                         L15280                  L15280                
L14760:
        mad (16|M0)              r2.0<1>:f     r50.7<0;0>:f      r123.0<2;1>:f     r58.6<0>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r50.7<0;0>:f      r125.0<2;1>:f     r58.6<0>:f       {Compacted}
        rndz (16|M0)             r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        rndz (16|M16)            r16.0<1>:f    r6.0<8;8,1>:f                   
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0x3FC90FDA:f              
        mul (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    0x3FC90FDA:f              
        mad (16|M16)             r18.0<1>:f    r125.0<2;1>:f     -r16.0<2;1>:f     r127.1<0>:f      {Compacted}
        mov (16|M16)             r12.0<1>:d    r16.0<8;8,1>:f                  
        mad (16|M0)              r10.0<1>:f    -r4.0<2;1>:f      r127.1<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r4.0<1>:f     r123.0<2;1>:f     -r2.0<2;1>:f      r127.1<0>:f      {Compacted}
        mad (16|M16)             r22.0<1>:f    -r6.0<2;1>:f      r127.1<0;0>:f     r16.0<1>:f       {Compacted}
        add (16|M16)             r20.0<1>:f    r125.0<8;8,1>:f   -r18.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r123.0<8;8,1>:f   -r4.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r20.0<1>:f    r20.0<2;1>:f      -r16.0<2;1>:f     r127.1<0>:f      {Compacted}
        mad (16|M0)              r6.0<1>:f     r6.0<2;1>:f       -r2.0<2;1>:f      r127.1<0>:f      {Compacted}
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r22.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    r20.0<8;8,1>:f  
        mul (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f    0x33A22168:f              
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0x33A22168:f              
        mad (16|M16)             r22.0<1>:f    -r20.0<2;1>:f     r127.2<0;0>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r18.0<2;1>:f      -r16.0<2;1>:f     r127.2<0>:f      {Compacted}
        mad (16|M0)              r10.0<1>:f    -r6.0<2;1>:f      r127.2<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r6.0<1>:f     r4.0<2;1>:f       -r2.0<2;1>:f      r127.2<0>:f      {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r20.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r6.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r18.0<1>:f    r18.0<2;1>:f      -r16.0<2;1>:f     r127.2<0>:f      {Compacted}
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       -r2.0<2;1>:f      r127.2<0>:f      {Compacted}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r22.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r18.0<8;8,1>:f  
        mul (16|M16)             r18.0<1>:f    r16.0<8;8,1>:f    0x27C234C4:f              
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0x27C234C4:f              
        mad (16|M16)             r22.0<1>:f    -r18.0<2;1>:f     r127.3<0;0>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r20.0<2;1>:f      -r16.0<2;1>:f     r127.3<0>:f      {Compacted}
        mad (16|M0)              r10.0<1>:f    -r4.0<2;1>:f      r127.3<0;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r4.0<1>:f     r6.0<2;1>:f       -r2.0<2;1>:f      r127.3<0>:f      {Compacted}
        mov (16|M16)             r119.0<1>:f   -r22.0<8;8,1>:f                 
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r18.0<8;8,1>:f 
        mov (16|M0)              r123.0<1>:f   -r10.0<8;8,1>:f                  {Compacted}
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r4.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r20.0<1>:f    r20.0<2;1>:f      -r16.0<2;1>:f     r127.3<0>:f      {Compacted}
        mad (16|M0)              r6.0<1>:f     r6.0<2;1>:f       -r2.0<2;1>:f      r127.3<0>:f      {Compacted}
        mov (16|M0)              r2.0<1>:d     r2.0<8;8,1>:f                    {Compacted}
        add (16|M16)             r14.0<1>:f    r18.0<8;8,1>:f    r20.0<8;8,1>:f  
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
L15280:
        endif (32|M0)                        L15296                                
L15296:
        and (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w              
        and (16|M16)  (eq)f0.0   null<1>:d     r12.0<8;8,1>:d    1:w              
        mul (16|M0)              r125.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r117.0<1>:f   r14.0<8;8,1>:f    r14.0<8;8,1>:f  
(~f0.0) if (32|M0)                           L15592                  L16048                
L15368:
        mad (16|M0)              r10.0<1>:f    r50.2<0;0>:f      r125.0<2;1>:f     r50.3<0>:f       {Compacted}
        mad (16|M16)             r16.0<1>:f    r50.2<0;0>:f      r117.0<2;1>:f     r50.3<0>:f       {Compacted}
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     r125.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f    r117.0<8;8,1>:f 
        mad (16|M0)              r10.0<1>:f    r50.4<0;0>:f      r125.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r16.0<1>:f    r50.4<0;0>:f      r117.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r20.0<1>:f    r50.5<0;0>:f      r125.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r50.5<0;0>:f      r117.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    r50.6<0;0>:f      r125.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    r50.6<0;0>:f      r117.0<2;1>:f     r10.0<1>:f       {Compacted}
        mul (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r10.0<1>:f    r18.0<8;8,1>:f    r10.0<8;8,1>:f  
        mad (16|M0)              r16.0<1>:f    -r16.0<2;1>:f     r123.0<2;1>:f     r50.7<0>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    -r10.0<2;1>:f     r119.0<2;1>:f     r50.7<0>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    -r123.0<2;1>:f    r125.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r10.0<1>:f    -r119.0<2;1>:f    r117.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    r16.0<2;1>:f      r6.0<2;1>:f       r127.0<0>:f      {Compacted}
        mad (16|M16)             r10.0<1>:f    r10.0<2;1>:f      r18.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M0)              r16.0<1>:f    r4.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}
        add (16|M16)             r10.0<1>:f    r14.0<8;8,1>:f    -r10.0<8;8,1>:f 
        mov (16|M0)              r4.0<1>:f     -r16.0<8;8,1>:f                  {Compacted}
        mov (16|M16)             r10.0<1>:f    -r10.0<8;8,1>:f                 
        else (32|M0)                         L16048                  L16048                
L15592:
        mad (16|M0)              r16.0<1>:f    r50.1<0;0>:f      -r125.0<2;1>:f    r58.0<0>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r50.1<0;0>:f      -r117.0<2;1>:f    r58.0<0>:f       {Compacted}
        and (16|M0)              r22.0<1>:d    r4.0<8;8,1>:d     2147483647:d              
        and (16|M16)             r20.0<1>:d    r14.0<8;8,1>:d    2147483647:d              
        mad (16|M0)              r16.0<1>:f    r58.1<0;0>:f      r125.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r58.1<0;0>:f      r117.0<2;1>:f     r6.0<1>:f        {Compacted}
        add (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    -1050253722:d              
        add (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    -16777216:d              
        mad (16|M0)              r16.0<1>:f    r58.3<0;0>:f      r125.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r58.3<0;0>:f      r117.0<2;1>:f     r6.0<1>:f        {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0xAE6667:ud             
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r123.0<8;8,1>:f  {Compacted}
        mad (16|M0)              r16.0<1>:f    r58.4<0;0>:f      r125.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r6.0<1>:f     r58.4<0;0>:f      r117.0<2;1>:f     r6.0<1>:f        {Compacted}
        mul (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r119.0<8;8,1>:f 
        mad (16|M0)              r18.0<1>:f    r58.5<0;0>:f      r125.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M16)             r16.0<1>:f    r58.5<0;0>:f      r117.0<2;1>:f     r6.0<1>:f        {Compacted}
        mul (16|M0)              r6.0<1>:f     r125.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r24.0<1>:f    r117.0<8;8,1>:f   r16.0<8;8,1>:f  
        add (16|M16)             r16.0<1>:d    r20.0<8;8,1>:d    -1050253722:d              
        add (16|M16)             r18.0<1>:d    r20.0<8;8,1>:d    -16777216:d              
        mad (16|M0)              r4.0<1>:f     -r4.0<2;1>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mad (16|M16)             r14.0<1>:f    -r14.0<2;1>:f     r117.0<2;1>:f     r24.0<1>:f       {Compacted}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r16.0<8;8,1>:ud   0xAE6667:ud             
(f0.0)  sel (16|M0)              r16.0<1>:f    r28.0<8;8,1>:f    0.0:f               {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x3F480000:ud             
(f0.0)  sel (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x3F480000:ud             
(f0.0)  mov (16|M0)              r16.0<1>:f    0.28125:f                              
(f0.0)  mov (16|M16)             r18.0<1>:f    0.28125:f                              
        mad (16|M0)              r22.0<1>:f    -r16.0<2;1>:f     r125.0<2;1>:f     r50.7<0>:f       {Compacted}
        add (16|M0)              r16.0<1>:f    -r16.0<8;8,1>:f   1.0:f              
        mad (16|M16)             r20.0<1>:f    -r18.0<2;1>:f     r117.0<2;1>:f     r50.7<0>:f       {Compacted}
        add (16|M16)             r18.0<1>:f    -r18.0<8;8,1>:f   1.0:f              
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r14.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r16.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}
        add (16|M16)             r10.0<1>:f    r18.0<8;8,1>:f    -r20.0<8;8,1>:f 
L16048:
        endif (32|M0)                        L16064                                
L16064:
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     30:w              
        shl (16|M16)             r6.0<1>:d     r12.0<8;8,1>:d    30:w              
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d              
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     -2147483648:d              
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}
        xor (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r10.0<8;8,1>:d  
(~f1.0) sel (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     qnan(0x0):f              
(~f1.0) sel (16|M16)             r34.0<1>:f    r6.0<8;8,1>:f     qnan(0x0):f              
L16184:
        endif (32|M0)                        L16200                                
L16200:
(W)     shl (1|M0)               r50.1<1>:d    r9.0<0;1,0>:d     2:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   987371264:d              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r121.0<8;8,1>:d   987371264:d              
        add (16|M0)              r6.0<1>:d     r50.1<0;1,0>:d    r30.0<8;8,1>:d   {Compacted}
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   969974724:d              
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r121.0<8;8,1>:d   969974724:d              
        add (16|M16)             r4.0<1>:d     r50.1<0;1,0>:d    r66.0<8;8,1>:d  
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w              
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   998371128:d              
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r121.0<8;8,1>:d   998371128:d              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r6      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   992228577:d              
        add (16|M16)             r2.0<1>:d     r64.0<8;8,1>:d    -1065350751:d              
(W)     mov (1|M0)               r50.2<1>:uw   0x1:uw                             
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r121.0<8;8,1>:d   992228577:d              
(~f1.0) cmp (16|M16)  (eq)f1.0   null<1>:d     r113.0<8;8,1>:d   1030953463:d              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x9A1:uw             
        sends (16|M16)           null:w   r4      r34     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r121.0<8;8,1>:d   1030953463:d              
        add (16|M0)              r4.0<1>:d     r40.0<8;8,1>:d    -1065350751:d              
(f1.0)  sel (16|M16)             r2.0<1>:uw    r50.2<0;1,0>:uw   0x0:uw             
(f0.0)  sel (16|M16)             r3.0<1>:uw    r50.2<0;1,0>:uw   0x0:uw             
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x9A1:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    r3.0<16;16,1>:uw  r2.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L26512                  L26544                
L16608:
        and (16|M16)             r2.0<1>:d     r64.0<8;8,1>:d    8323072:d              
        and (16|M0)              r4.0<1>:d     r40.0<8;8,1>:d    8323072:d              
        and (16|M16)             r18.0<1>:d    r64.0<8;8,1>:d    8388607:d              
        and (16|M0)              r10.0<1>:d    r40.0<8;8,1>:d    8388607:d              
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     65536:d              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     65536:d              
        or (16|M16)              r20.0<1>:d    r18.0<8;8,1>:d    1065353216:d              
        or (16|M0)               r22.0<1>:d    r10.0<8;8,1>:d    1065353216:d              
        shr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:ud    17:w              
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    17:w              
        and (16|M16)             r123.0<1>:d   r20.0<8;8,1>:d    1073725440:d              
(W)     mov (1|M0)               r50.1<1>:f    -1.0:f                              
        mul (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     12:w              
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     12:w              
        add (16|M16)             r24.0<1>:f    r20.0<8;8,1>:f    -r123.0<8;8,1>:f
        and (16|M0)              r125.0<1>:d   r22.0<8;8,1>:d    1073725440:d              
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     20:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     20:w              
        shr (16|M16)             r20.0<1>:d    r64.0<8;8,1>:ud   23:w              
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    -r125.0<8;8,1>:f {Compacted}
        send (16|M16)            r12:w    r2      0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (1|M0)               r50.3<1>:f    0.25:f                              
        send (16|M0)             r2:w     r4      0xC            0x04605803           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
(W)     mov (1|M0)               r50.2<1>:f    0x3EAAAAAB:f                              
(W)     mov (1|M0)               r127.0<1>:f   0x3805FDF4:f                              
        add (16|M16)             r26.0<1>:d    r64.0<8;8,1>:d    1081999360:d              
(W)     mov (1|M0)               r127.1<1>:f   0x3F317000:f                              
        cmp (16|M16)  (gt)f0.0   r26.0<1>:d    r26.0<8;8,1>:d    2147221504:d              
        mad (16|M16)             r123.0<1>:f   r50.1<0;0>:f      r16.0<2;1>:f      r123.0<1>:f      {Compacted}
        mul (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    r16.0<8;8,1>:f  
        add (16|M16)             r16.0<1>:d    r20.0<8;8,1>:d    -127:w              
        mad (16|M0)              r125.0<1>:f   r50.1<0;0>:f      r6.0<2;1>:f       r125.0<1>:f      {Compacted}
        add (16|M16)             r34.0<1>:f    r12.0<8;8,1>:f    r123.0<8;8,1>:f 
        add (16|M16)             r123.0<1>:f   r24.0<8;8,1>:f    r123.0<8;8,1>:f 
        shr (16|M0)              r12.0<1>:d    r40.0<8;8,1>:ud   23:w              
        mul (16|M0)              r6.0<1>:f     r22.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}
        mov (16|M16)             r28.0<1>:f    r16.0<8;8,1>:d                  
        mad (16|M16)             r22.0<1>:f    r50.2<0;0>:f      -r123.0<2;1>:f    r50.3<0>:f       {Compacted}
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r125.0<8;8,1>:f  {Compacted}
        add (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    -127:w              
        add (16|M0)              r125.0<1>:f   r6.0<8;8,1>:f     r125.0<8;8,1>:f  {Compacted}
        mad (16|M16)             r32.0<1>:f    r14.0<2;1>:f      r28.0<2;1>:f      r127.0<0>:f      {Compacted}
        mad (16|M16)             r36.0<1>:f    r58.7<0;0>:f      r123.0<2;1>:f     r22.0<1>:f       {Compacted}
        mov (16|M0)              r14.0<1>:f    r16.0<8;8,1>:d                   {Compacted}
        mul (16|M16)             r123.0<1>:f   r123.0<8;8,1>:f   r123.0<8;8,1>:f 
        mad (16|M0)              r16.0<1>:f    r50.2<0;0>:f      -r125.0<2;1>:f    r50.3<0>:f       {Compacted}
        mad (16|M16)             r34.0<1>:f    r34.0<2;1>:f      r28.0<2;1>:f      r127.1<0>:f      {Compacted}
        add (16|M0)              r22.0<1>:d    r40.0<8;8,1>:d    1081999360:d              
        and (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d  
        mad (16|M16)             r32.0<1>:f    r32.0<2;1>:f      r123.0<2;1>:f     r36.0<1>:f       {Compacted}
        and (16|M16)             r26.0<1>:d    r24.0<8;8,1>:d    ~r26.0<8;8,1>:d 
        mad (16|M0)              r36.0<1>:f    r58.7<0;0>:f      r125.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r14.0<2;1>:f      r127.0<0>:f      {Compacted}
        mul (16|M0)              r125.0<1>:f   r125.0<8;8,1>:f   r125.0<8;8,1>:f  {Compacted}
        cmp (16|M0)   (gt)f1.0   r24.0<1>:d    r22.0<8;8,1>:d    2147221504:d              
        add (16|M16)             r16.0<1>:f    r32.0<8;8,1>:f    r26.0<8;8,1>:f  
        add (16|M16)             r22.0<1>:f    r34.0<8;8,1>:f    r28.0<8;8,1>:f  
        mad (16|M0)              r26.0<1>:f    r4.0<2;1>:f       r125.0<2;1>:f     r36.0<1>:f       {Compacted}
        mad (16|M0)              r28.0<1>:f    r2.0<2;1>:f       r14.0<2;1>:f      r127.1<0>:f      {Compacted}
        and (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     ~r24.0<8;8,1>:d  {Compacted}
        and (16|M0)              r14.0<1>:d    r6.0<8;8,1>:d     r24.0<8;8,1>:d   {Compacted}
(W)     mov (1|M0)               r127.0<1>:f   4097.0:f                              
        add (16|M16)             r2.0<1>:f     r22.0<8;8,1>:f    r16.0<8;8,1>:f  
        add (16|M0)              r4.0<1>:f     r26.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        add (16|M0)              r6.0<1>:f     r28.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r26.0<1>:f    -r113.0<2;1>:f    r113.0<2;1>:f     r127.0<0>:f      {Compacted}
        mad (16|M16)             r14.0<1>:f    r2.0<2;1>:f       r2.0<2;1>:f       r127.0<0>:f      {Compacted}
        mad (16|M0)              r34.0<1>:f    -r121.0<2;1>:f    r121.0<2;1>:f     r127.0<0>:f      {Compacted}
        add (16|M0)              r24.0<1>:f    r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r115.0<1>:f   -r26.0<2;1>:f     r113.0<2;1>:f     r127.0<0>:f      {Compacted}
        mad (16|M16)             r14.0<1>:f    r14.0<2;1>:f      -r2.0<2;1>:f      r127.0<0>:f      {Compacted}
        and (16|M16)             r2.0<1>:d     r113.0<8;8,1>:d   2139095040:d              
        mad (16|M0)              r28.0<1>:f    r24.0<2;1>:f      r24.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M16)             r32.0<1>:d    r64.0<8;8,1>:d    2139095040:d              
        mul (16|M16)             r26.0<1>:f    r115.0<8;8,1>:f   r14.0<8;8,1>:f  
        cmp (16|M16)  (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     2139095040:d              
        mad (16|M0)              r2.0<1>:f     r28.0<2;1>:f      -r24.0<2;1>:f     r127.0<0>:f      {Compacted}
        and (16|M0)              r36.0<1>:d    r121.0<8;8,1>:d   2139095040:d              
        mad (16|M0)              r123.0<1>:f   -r34.0<2;1>:f     r121.0<2;1>:f     r127.0<0>:f      {Compacted}
        and (16|M16)             r28.0<1>:d    r26.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               r50.2<1>:uw   0x1:uw                             
(~f1.0) cmp (16|M16)  (gt)f1.0   null<1>:d     r32.0<8;8,1>:d    -16777218:d              
        add (16|M0)              r34.0<1>:d    r40.0<8;8,1>:d    2139095040:d              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    2139095040:d              
        mul (16|M0)              r24.0<1>:f    r123.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x42819F00:ud             
(f1.0)  sel (16|M16)             r32.0<1>:uw   r50.2<0;1,0>:uw   0x0:uw             
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r34.0<8;8,1>:d    -16777218:d              
        and (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    2147483647:d              
(f0.0)  sel (16|M16)             r33.0<1>:uw   r50.2<0;1,0>:uw   0x0:uw             
        add (16|M16)             r117.0<1>:f   r113.0<8;8,1>:f   -r115.0<8;8,1>:f
        add (16|M0)              r111.0<1>:f   r121.0<8;8,1>:f   -r123.0<8;8,1>:f {Compacted}
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x42819F00:ud             
        or (16|M16)   (ne)f0.0   null<1>:uw    r33.0<16;16,1>:uw  r32.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L18368                  L26480                
L17864:
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r14.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}
(W)     mov (1|M0)               r127.1<1>:f   1.442695e+00:f                              
        add (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f    r22.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r16.0<1>:f    r50.0<0;0>:f      r26.0<2;1>:f      r127.1<0>:f      {Compacted}
        mul (16|M16)             r4.0<1>:f     r117.0<8;8,1>:f   r22.0<8;8,1>:f  
        mul (16|M0)              r10.0<1>:f    r111.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mad (16|M16)             r4.0<1>:f     r4.0<2;1>:f       r117.0<2;1>:f     r14.0<1>:f       {Compacted}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r111.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r28.0<1>:f    r4.0<2;1>:f       r115.0<2;1>:f     r22.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r50.0<0;0>:f      r24.0<2;1>:f      r127.1<0>:f      {Compacted}
        add (16|M16)             r24.0<1>:f    r16.0<8;8,1>:f    0xCB400000:f              
        mad (16|M0)              r6.0<1>:f     r10.0<2;1>:f      r123.0<2;1>:f     r6.0<1>:f        {Compacted}
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    23:w              
        add (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f     0xCB400000:f              
        mul (16|M16)             r22.0<1>:f    r24.0<8;8,1>:f    0x3F317200:f              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        mul (16|M0)              r10.0<1>:f    r12.0<8;8,1>:f    0x3F317200:f              
        mad (16|M16)             r22.0<1>:f    -r22.0<2;1>:f     r115.0<2;1>:f     r14.0<1>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    0x3E2AACAC:f                              
        mad (16|M0)              r10.0<1>:f    -r10.0<2;1>:f     r123.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r22.0<1>:f    r22.0<2;1>:f      -r24.0<2;1>:f     r127.4<0>:f      {Compacted}
(W)     mov (1|M0)               r2.1<1>:f     0x3C07D9FE:f                              
(W)     mov (1|M0)               r2.0<1>:f     0x3D2B8392:f                              
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      -r12.0<2;1>:f     r127.4<0>:f      {Compacted}
        add (16|M16)             r119.0<1>:f   r28.0<8;8,1>:f    r22.0<8;8,1>:f  
        add (16|M0)              r125.0<1>:f   r6.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r6.0<1>:f     r2.0<0;0>:f       r125.0<2;1>:f     r2.1<0>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r2.0<0;0>:f       r119.0<2;1>:f     r2.1<0>:f        {Compacted}
        mad (16|M0)              r6.0<1>:f     r14.0<0;0>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r14.0<0;0>:f      r119.0<2;1>:f     r2.0<1>:f        {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    0x3EFFFF34:f                              
        mad (16|M0)              r6.0<1>:f     r14.0<0;0>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r14.0<0;0>:f      r119.0<2;1>:f     r2.0<1>:f        {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    9.999999e-01:f                              
        mad (16|M0)              r6.0<1>:f     r14.0<0;0>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r14.0<0;0>:f      r119.0<2;1>:f     r2.0<1>:f        {Compacted}
(W)     mov (1|M0)               r14.0<1>:f    1.0:f                              
        mad (16|M0)              r6.0<1>:f     r14.0<0;0>:f      r125.0<2;1>:f     r6.0<1>:f        {Compacted}
        mad (16|M16)             r2.0<1>:f     r14.0<0;0>:f      r119.0<2;1>:f     r2.0<1>:f        {Compacted}
        add (16|M0)              r38.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}
        add (16|M16)             r62.0<1>:d    r16.0<8;8,1>:d    r2.0<8;8,1>:d   
        else (32|M0)                         L26480                  L26480                
L18368:
        and (16|M0)              r26.0<1>:d    r121.0<8;8,1>:d   2147483647:d              
        and (16|M16)             r24.0<1>:d    r113.0<8;8,1>:d   2147483647:d              
        and (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    255:w              
        shr (16|M16)             r2.0<1>:d     r113.0<8;8,1>:ud  23:w              
        shr (16|M0)              r12.0<1>:d    r121.0<8;8,1>:ud  23:w              
        add (16|M0)              r22.0<1>:d    r26.0<8;8,1>:d    -2139095040:d              
        add (16|M16)             r14.0<1>:d    r24.0<8;8,1>:d    -2139095040:d              
        and (16|M16)             r72.0<1>:d    r2.0<8;8,1>:d     255:w              
        and (16|M0)              r48.0<1>:d    r12.0<8;8,1>:d    255:w              
        cmp (16|M16)  (eq)f1.0   r2.0<1>:d     r18.0<8;8,1>:d    0:w              
        cmp (16|M0)   (eq)f0.0   r12.0<1>:d    r10.0<8;8,1>:d    0:w              
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0xC0000000:ud             
        cmp (16|M0)   (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0xC0000000:ud             
        and (16|M16)             r6.0<1>:d     r20.0<8;8,1>:d    255:w              
        mov (16|M16)             r20.0<1>:d    -r2.0<8;8,1>:d                  
        and (16|M16)             r16.0<1>:d    r113.0<8;8,1>:d   8388607:d              
        mov (16|M0)              r12.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}
        and (16|M0)              r2.0<1>:d     r121.0<8;8,1>:d   8388607:d              
(~f0.0) if (32|M0)                           L19232                  L19280                
L18664:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x4B7FFFFF:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x4B7FFFFF:ud             
(~f1.0) if (32|M0)                           L19152                  L19200                
L18712:
        and (16|M0)              r22.0<1>:d    r121.0<8;8,1>:d   260046848:d              
        and (16|M16)             r14.0<1>:d    r113.0<8;8,1>:d   260046848:d              
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    8388608:d              
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    8388608:d              
        shr (16|M0)              r22.0<1>:d    r22.0<8;8,1>:ud   23:w              
        shr (16|M16)             r14.0<1>:d    r14.0<8;8,1>:ud   23:w              
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    31:w              
        and (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    31:w              
        shl (16|M0)              r22.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r14.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d  
        and (16|M0)   (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    8388607:d              
        and (16|M16)  (eq)f0.0   null<1>:d     r14.0<8;8,1>:d    8388607:d              
(f0.0)  if (32|M0)                           L19072                  L19120                
L18912:
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    16777215:d              
        and (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    16777215:d              
(W)     mov (1|M0)               r32.8<1>:w    1:w                              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    8388608:d              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r14.0<8;8,1>:d    8388608:d              
(f0.0)  sel (16|M0)              r14.0<2>:b    r32.8<0;1,0>:w    2:w              
        mov (16|M0)              r32.0<1>:b    r14.0<2;1,0>:b                  
(f0.0)  sel (16|M16)             r14.0<2>:b    r32.8<0;1,0>:w    2:w              
        mov (16|M16)             r28.0<1>:b    r14.0<2;1,0>:b                  
        else (32|M0)                         L19120                  L19120                
L19072:
(W)     mov (1|M0)               r28.16<2>:b   0:w                              
        mov (16|M0)              r32.0<1>:b    r28.16<0;1,0>:b                 
        mov (16|M16)             r28.0<1>:b    r28.16<0;1,0>:b                 
L19120:
        endif (32|M0)                        L19136                                
L19136:
        else (32|M0)                         L19200                  L19200                
L19152:
(W)     mov (1|M0)               r28.16<2>:b   2:w                              
        mov (16|M0)              r32.0<1>:b    r28.16<0;1,0>:b                 
        mov (16|M16)             r28.0<1>:b    r28.16<0;1,0>:b                 
L19200:
        endif (32|M0)                        L19216                                
L19216:
        else (32|M0)                         L19280                  L19280                
L19232:
(W)     mov (1|M0)               r28.16<2>:b   0:w                              
        mov (16|M0)              r32.0<1>:b    r28.16<0;1,0>:b                 
        mov (16|M16)             r28.0<1>:b    r28.16<0;1,0>:b                 
L19280:
        endif (32|M0)                        L19296                                
L19296:
        not (16|M0)              r14.0<1>:d    r40.0<8;8,1>:d                   {Compacted}
        not (16|M16)             r22.0<1>:d    r64.0<8;8,1>:d                  
        cmp (16|M0)   (eq)f1.0   r26.0<1>:d    r4.0<8;8,1>:d     127:w              
        cmp (16|M16)  (eq)f0.0   r24.0<1>:d    r6.0<8;8,1>:d     127:w              
        shr (16|M0)              r14.0<1>:d    r14.0<8;8,1>:ud   31:w              
        shr (16|M16)             r22.0<1>:d    r22.0<8;8,1>:ud   31:w              
        mov (16|M0)              r26.0<1>:d    -r26.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r24.0<1>:d    -r24.0<8;8,1>:d                 
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d  
        or (16|M16)              r12.0<1>:d    r72.0<8;8,1>:d    r16.0<8;8,1>:d  
        or (16|M0)               r20.0<1>:d    r48.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    r24.0<8;8,1>:d  
        cmp (16|M16)  (ne)f1.0   r12.0<1>:d    r12.0<8;8,1>:d    0:w              
        cmp (16|M0)   (ne)f0.0   r20.0<1>:d    r20.0<8;8,1>:d    0:w              
        mov (16|M16)             r12.0<1>:d    -r12.0<8;8,1>:d                 
        mov (16|M0)              r20.0<1>:d    -r20.0<8;8,1>:d                  {Compacted}
        and (16|M16)  (eq)f1.0   null<1>:d     ~r22.0<8;8,1>:d   r12.0<8;8,1>:d  
        and (16|M0)   (eq)f1.0   null<1>:d     ~r14.0<8;8,1>:d   r20.0<8;8,1>:d  
(~f1.0) if (32|M0)                           L26352                  L26464                
L19584:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r4.0<8;8,1>:d     255:w              
(W)     mov (1|M0)               r28.12<1>:uw  0x1:uw                             
(W)     mov (1|M0)               r28.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r6.0<8;8,1>:d     255:w              
(W)     mov (1|M0)               r28.4<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r28.4<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r28.4<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r48.0<8;8,1>:d    255:w              
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<8;8,1>:d    255:w              
(W)     mov (1|M0)               f1.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(~f0.0) cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     0:w              
(~f0.0) cmp (16|M16)  (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              r3.0<1>:uw    r28.12<0;1,0>:uw  0x0:uw             
(f0.0)  sel (16|M0)              r2.0<1>:uw    r28.12<0;1,0>:uw  0x0:uw             
        and (16|M0)   (ne)f1.0   null<1>:uw    r3.0<16;16,1>:uw  r2.0<16;16,1>:uw
(f0.0)  sel (16|M16)             r2.0<1>:uw    r28.12<0;1,0>:uw  0x0:uw             
(W)     mov (1|M0)               r28.5<1>:ud   f1.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r28.4<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r28.5<0;1,0>:ud                  {Compacted}
(f1.0)  sel (16|M16)             r3.0<1>:uw    r28.12<0;1,0>:uw  0x0:uw             
        and (16|M16)  (ne)f0.0   null<1>:uw    r3.0<16;16,1>:uw  r2.0<16;16,1>:uw
(W)     mov (1|M0)               r28.5<1>:ud   f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               f1.0<1>:ud    r28.5<0;1,0>:ud                  {Compacted}
(~f1.0) if (32|M0)                           L20000                  L26320                
L19960:
        add (16|M0)              r38.0<1>:f    r40.0<8;8,1>:f    r121.0<8;8,1>:f  {Compacted}
        add (16|M16)             r62.0<1>:f    r64.0<8;8,1>:f    r113.0<8;8,1>:f 
        else (32|M0)                         L26320                  L26320                
L20000:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r40.0<8;8,1>:f    0.0:f               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:f     r64.0<8;8,1>:f    0.0:f              
        shr (16|M0)              r10.0<1>:d    r40.0<8;8,1>:ud   31:w              
        shr (16|M16)             r12.0<1>:d    r64.0<8;8,1>:ud   31:w              
        mov (16|M0)              r2.0<1>:d     r32.0<8;8,1>:ub                 
        mov (16|M16)             r60.0<1>:d    r28.0<8;8,1>:ub                 
(~f0.0) if (32|M0)                           L20392                  L26304                
L20104:
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        cmp (16|M0)   (gt)f1.0   null<1>:d     r121.0<8;8,1>:d   -1:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r113.0<8;8,1>:d   -1:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        mul (16|M16)             r16.0<1>:f    r64.0<8;8,1>:f    r64.0<8;8,1>:f  
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w              
        or (16|M16)              r14.0<1>:d    r14.0<8;8,1>:d    2408:w              
        send (16|M0)             r4:w     r2      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r14:w    r14     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
(~f1.0) math.fdiv (16|M0)        r38.0<1>:f    r4.0<8;8,1>:f     r2.0<8;8,1>:f   
        nop                    
(~f1.0) math.fdiv (16|M16)       r62.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f  
        nop                    
(f1.0)  mul (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f     r4.0<8;8,1>:f   
(f1.0)  mul (16|M16)             r62.0<1>:f    r16.0<8;8,1>:f    r14.0<8;8,1>:f  
        else (32|M0)                         L26304                  L26304                
L20392:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<8;8,1>:d    255:w              
        cmp (16|M0)   (ne)f0.0   null<1>:d     r48.0<8;8,1>:d    255:w              
        cmp (16|M16)  (eq)f1.0   null<1>:f     r64.0<8;8,1>:f    -1.0:f              
(W)     mov (1|M0)               r14.0<1>:uw   0x1:uw                             
(W)     not (1|M16)              f0.1<1>:uw    f0.1<0;1,0>:uw                  
(W)     not (1|M0)               f1.0<1>:uw    f0.0<0;1,0>:uw                  
(f1.0)  sel (16|M16)             r15.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw             
(~f0.0) cmp (16|M16)  (ne)f0.0   null<1>:d     r60.0<8;8,1>:d    0:w              
(~f1.0) cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     0:w              
(f0.0)  sel (16|M16)             r14.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw             
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:f     r40.0<8;8,1>:f    -1.0:f              
        and (16|M16)  (ne)f1.0   null<1>:uw    r15.0<16;16,1>:uw  r14.0<16;16,1>:uw
(~f1.0) if (32|M0)                           L26192                  L26288                
L20600:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r6.0<8;8,1>:d     255:w              
(W)     mov (1|M0)               r14.0<1>:uw   0x1:uw                             
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<8;8,1>:d    255:w              
        cmp (16|M0)   (ne)f0.0   null<1>:d     r48.0<8;8,1>:d    255:w              
(f0.0)  sel (16|M16)             r15.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M16)             r14.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw             
(f0.0)  cmp (16|M0)   (ne)f0.0   null<1>:d     r4.0<8;8,1>:d     255:w              
        and (16|M16)  (ne)f0.0   null<1>:uw    r15.0<16;16,1>:uw  r14.0<16;16,1>:uw
(~f0.0) if (32|M0)                           L21352                  L26160                
L20744:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x7F:uw             
        cmp (16|M16)  (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x7F:uw             
        cmp (16|M0)   (gt)f1.0   null<1>:d     r121.0<8;8,1>:d   -1:w              
        cmp (16|M16)  (gt)f1.0   null<1>:d     r113.0<8;8,1>:d   -1:w              
(f0.0)  if (32|M0)                           L20896                  L21320                
L20824:
        mul (16|M0)              r2.0<1>:f     r121.0<8;8,1>:f   r121.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r14.0<1>:f    r113.0<8;8,1>:f   r113.0<8;8,1>:f 
(~f1.0) sel (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f     0.0:f              
(~f1.0) sel (16|M16)             r62.0<1>:f    r14.0<8;8,1>:f    0.0:f              
        else (32|M0)                         L21320                  L21320                
L20896:
(~f1.0) if (32|M0)                           L21048                  L21304                
L20912:
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2436:w              
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2436:w              
        send (16|M0)             r38:w    r2      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r62:w    r14     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        else (32|M0)                         L21304                  L21304                
L21048:
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r40.0<8;8,1>:f  inf:f           
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r64.0<8;8,1>:f  inf:f           
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w              
        or (16|M16)              r14.0<1>:d    r14.0<8;8,1>:d    2408:w              
        send (16|M0)             r4:w     r2      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r16:w    r14     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r14.0<1>:f    r64.0<8;8,1>:f    r64.0<8;8,1>:f  
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r121.0<8;8,1>:f  {Compacted}
        mul (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r113.0<8;8,1>:f 
(f1.0)  sel (16|M0)              r2.0<1>:f     (abs)r40.0<8;8,1>:f  r2.0<8;8,1>:f
(f1.0)  sel (16|M16)             r14.0<1>:f    (abs)r64.0<8;8,1>:f  r14.0<8;8,1>:f
        mul (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r62.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f  
L21304:
        endif (32|M0)                        L21320                                
L21320:
        endif (32|M0)                        L21336                                
L21336:
        else (32|M0)                         L26160                  L26160                
L21352:
        cmp (16|M0)   (gt)f1.0   r16.0<1>:f    r40.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (gt)f0.0   r14.0<1>:f    r64.0<8;8,1>:f    0.0:f              
        mov (16|M0)              r16.0<1>:d    -r16.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r14.0<1>:d    -r14.0<8;8,1>:d                 
        or (16|M0)    (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}
        or (16|M16)   (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r14.0<8;8,1>:d  
(~f0.0) if (32|M0)                           L26112                  L26144                
L21448:
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}
        and (16|M16)             r10.0<1>:d    r60.0<8;8,1>:d    r12.0<8;8,1>:d  
        and (16|M16)             r12.0<1>:d    r64.0<8;8,1>:d    2147483647:d              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     0:w              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     0:w              
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r4.0<1>:w     -64:w                              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        and (16|M0)              r14.0<1>:d    r40.0<8;8,1>:d    2147483647:d              
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    2408:w              
(f0.0)  sel (16|M0)              r18.0<1>:d    r4.0<0;1,0>:w     0:w              
(f0.0)  sel (16|M16)             r16.0<1>:d    r4.0<0;1,0>:w     0:w              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     2408:w              
        send (16|M16)            r62:w    r10     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f    0x5F800000:f              
(~f0.0) mov (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f                  
        send (16|M0)             r38:w    r2      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    0x5F800000:f              
(~f0.0) mov (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f                  
        and (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r58.0<1>:d    r10.0<8;8,1>:d    -2139095041:d              
        and (16|M0)              r36.0<1>:d    r2.0<8;8,1>:d     -2139095041:d              
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -1060634624:d              
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     2147483647:d              
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     7864320:d              
        or (16|M0)               r36.0<1>:d    r36.0<8;8,1>:d    1065353216:d              
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     -1060634624:d              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     524288:d              
        or (16|M16)              r58.0<1>:d    r58.0<8;8,1>:d    1065353216:d              
        add (16|M16)             r34.0<1>:d    r4.0<8;8,1>:d     r16.0<8;8,1>:d  
        and (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    7864320:d              
        asr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w              
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    20:w              
        mov (16|M16)             r74.0<1>:f    r34.0<8;8,1>:d                  
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     524288:d              
        add (16|M0)              r42.0<1>:d    r6.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     2:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    20:w              
        mov (16|M0)              r84.0<1>:f    r42.0<8;8,1>:d                   {Compacted}
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    924:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     960:w              
        shl (16|M16)             r6.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     3:w              
        send (16|M0)             r88:w    r10     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r14:w    r2      0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     924:w              
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     960:w              
        send (16|M16)            r80:w    r6      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r26:w    r4      0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (16|M0)              r2.0<1>:f     r88.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        add (16|M0)              r46.0<1>:f    r14.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     1966080:d              
        mul (16|M16)             r20.0<1>:f    r80.0<8;8,1>:f    r58.0<8;8,1>:f  
        add (16|M16)             r68.0<1>:f    r26.0<8;8,1>:f    r74.0<8;8,1>:f  
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     131072:d              
        and (16|M16)             r18.0<1>:d    r20.0<8;8,1>:d    1966080:d              
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    18:w              
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    131072:d              
        shl (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     3:w              
        shr (16|M16)             r18.0<1>:d    r18.0<8;8,1>:ud   18:w              
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1032:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1068:w              
        shl (16|M16)             r10.0<1>:d    r18.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    3:w              
        send (16|M0)             r86:w    r6      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1032:w              
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1068:w              
        send (16|M16)            r76:w    r10     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r22:w    r18     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M0)             r10:w    r4      0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     r86.0<8;8,1>:f   {Compacted}
        and (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     507904:d              
        mul (16|M16)             r32.0<1>:f    r20.0<8;8,1>:f    r76.0<8;8,1>:f  
        add (16|M16)             r56.0<1>:f    r68.0<8;8,1>:f    r22.0<8;8,1>:f  
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     16384:w              
        add (16|M0)              r44.0<1>:f    r46.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        and (16|M16)             r18.0<1>:d    r32.0<8;8,1>:d    507904:d              
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    15:w              
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    16384:w              
        shl (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w              
        shr (16|M16)             r18.0<1>:d    r18.0<8;8,1>:ud   15:w              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1140:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1208:w              
        shl (16|M16)             r20.0<1>:d    r18.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    3:w              
        send (16|M0)             r125:w   r4      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r2:w     r2      0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1140:w              
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1208:w              
        send (16|M16)            r119:w   r20     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r18     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mul (16|M0)              r90.0<1>:f    r6.0<8;8,1>:f     r125.0<8;8,1>:f  {Compacted}
        add (16|M0)              r34.0<1>:f    r44.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r82.0<1>:f    r32.0<8;8,1>:f    r119.0<8;8,1>:f 
        add (16|M0)              r32.0<1>:f    r90.0<8;8,1>:f    0xBFB88000:f              
        add (16|M16)             r54.0<1>:f    r56.0<8;8,1>:f    r18.0<8;8,1>:f  
        add (16|M16)             r52.0<1>:f    r82.0<8;8,1>:f    0xBFB88000:f              
        add (16|M0)              r6.0<1>:f     r34.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}
        add (16|M16)             r50.0<1>:f    r54.0<8;8,1>:f    r52.0<8;8,1>:f  
        shr (16|M0)              r42.0<1>:d    r6.0<8;8,1>:ud    23:w              
        shr (16|M16)             r70.0<1>:d    r50.0<8;8,1>:ud   23:w              
        and (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    255:w              
        and (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    255:w              
        add (16|M0)              r78.0<1>:d    r42.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        add (16|M16)             r42.0<1>:d    r70.0<8;8,1>:d    r72.0<8;8,1>:d  
        cmp (16|M0)   (lt)f1.0   null<1>:d     r78.0<8;8,1>:ud   0x109:uw             
        cmp (16|M16)  (lt)f1.0   null<1>:d     r42.0<8;8,1>:ud   0x109:uw             
(~f1.0) if (32|M0)                           L23368                  L26080                
L23152:
        xor (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     r121.0<8;8,1>:d  {Compacted}
        xor (16|M16)             r48.0<1>:d    r50.0<8;8,1>:d    r113.0<8;8,1>:d 
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    29:w              
        shr (16|M16)             r48.0<1>:d    r48.0<8;8,1>:ud   29:w              
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     4:w              
        and (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    4:w              
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2396:w              
        add (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    2396:w              
        send (16|M0)             r2:w     r2      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r48:w    r48     0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r48.0<1>:f    r48.0<8;8,1>:f    r48.0<8;8,1>:f  
        mul (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    r48.0<8;8,1>:f  
        else (32|M0)                         L26080                  L26080                
L23368:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r78.0<8;8,1>:ud   0xC0:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r42.0<8;8,1>:ud   0xC0:uw             
(f0.0)  if (32|M0)                           L26064                  L26064                
L23416:
        add (16|M0)              r42.0<1>:f    r84.0<8;8,1>:f    -r46.0<8;8,1>:f  {Compacted}
        add (16|M0)              r46.0<1>:f    r46.0<8;8,1>:f    -r44.0<8;8,1>:f  {Compacted}
        add (16|M16)             r48.0<1>:f    r74.0<8;8,1>:f    -r68.0<8;8,1>:f 
        add (16|M0)              r44.0<1>:f    r44.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}
        add (16|M0)              r42.0<1>:f    r14.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        add (16|M0)              r46.0<1>:f    r10.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        add (16|M16)             r68.0<1>:f    r68.0<8;8,1>:f    -r56.0<8;8,1>:f 
        add (16|M0)              r44.0<1>:f    r2.0<8;8,1>:f     r44.0<8;8,1>:f   {Compacted}
        add (16|M16)             r48.0<1>:f    r26.0<8;8,1>:f    r48.0<8;8,1>:f  
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        add (16|M16)             r56.0<1>:f    r56.0<8;8,1>:f    -r54.0<8;8,1>:f 
        add (16|M16)             r68.0<1>:f    r22.0<8;8,1>:f    r68.0<8;8,1>:f  
        mul (16|M0)              r72.0<1>:f    r88.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted}
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}
        add (16|M16)             r56.0<1>:f    r18.0<8;8,1>:f    r56.0<8;8,1>:f  
        add (16|M16)             r48.0<1>:f    r48.0<8;8,1>:f    r68.0<8;8,1>:f  
        mul (16|M16)             r70.0<1>:f    r80.0<8;8,1>:f    r76.0<8;8,1>:f  
        add (16|M0)              r42.0<1>:f    r16.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r10.0<1>:f    -r36.0<2;1>:f     r36.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M16)             r48.0<1>:f    r48.0<8;8,1>:f    r56.0<8;8,1>:f  
        mul (16|M16)             r18.0<1>:f    r70.0<8;8,1>:f    r119.0<8;8,1>:f 
        add (16|M0)              r42.0<1>:f    r12.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r109.0<1>:f   -r10.0<2;1>:f     r36.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M16)             r48.0<1>:f    r28.0<8;8,1>:f    r48.0<8;8,1>:f  
        mad (16|M16)             r16.0<1>:f    -r18.0<2;1>:f     r18.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f     r42.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r4.0<1>:f     r72.0<8;8,1>:f    r125.0<8;8,1>:f  {Compacted}
        add (16|M16)             r48.0<1>:f    r24.0<8;8,1>:f    r48.0<8;8,1>:f  
        mad (16|M16)             r16.0<1>:f    -r16.0<2;1>:f     r18.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M0)              r107.0<1>:f   r36.0<8;8,1>:f    -r109.0<8;8,1>:f {Compacted}
        mad (16|M0)              r2.0<1>:f     -r4.0<2;1>:f      r4.0<2;1>:f       r127.0<0>:f      {Compacted}
        add (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    r48.0<8;8,1>:f  
        mad (16|M16)             r20.0<1>:f    -r58.0<2;1>:f     r58.0<2;1>:f      r127.0<0>:f      {Compacted}
(W)     mov (1|M0)               r24.0<1>:f    0xBEB1C35D:f                              
        mad (16|M0)              r2.0<1>:f     -r2.0<2;1>:f      r4.0<2;1>:f       r127.0<0>:f      {Compacted}
        mad (16|M16)             r105.0<1>:f   -r20.0<2;1>:f     r58.0<2;1>:f      r127.0<0>:f      {Compacted}
        mad (16|M16)             r20.0<1>:f    -r16.0<2;1>:f     r70.0<2;1>:f      r119.0<1>:f      {Compacted}
        mad (16|M0)              r4.0<1>:f     -r90.0<2;1>:f     r109.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    -r2.0<2;1>:f      r72.0<2;1>:f      r125.0<1>:f      {Compacted}
        add (16|M16)             r103.0<1>:f   r58.0<8;8,1>:f    -r105.0<8;8,1>:f
        mad (16|M16)             r18.0<1>:f    -r82.0<2;1>:f     r105.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r107.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r18.0<1>:f    r18.0<2;1>:f      r103.0<2;1>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r109.0<2;1>:f     r10.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r18.0<2;1>:f      r105.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r2.0<1>:f     r4.0<2;1>:f       r107.0<2;1>:f     r10.0<1>:f       {Compacted}
        add (16|M0)              r10.0<1>:f    r34.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}
(W)     mov (1|M0)               r34.0<1>:f    98304.0:f                              
        mad (16|M16)             r16.0<1>:f    r18.0<2;1>:f      r103.0<2;1>:f     r20.0<1>:f       {Compacted}
        add (16|M0)              r125.0<1>:f   r32.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
(W)     mov (1|M0)               r20.1<1>:f    0x3DAB1EA1:f                              
        add (16|M16)             r18.0<1>:f    r54.0<8;8,1>:f    -r50.0<8;8,1>:f 
(W)     mov (1|M0)               r20.0<1>:f    0x3E246F69:f                              
        add (16|M16)             r119.0<1>:f   r52.0<8;8,1>:f    r16.0<8;8,1>:f  
        add (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        add (16|M16)             r22.0<1>:f    r52.0<8;8,1>:f    r18.0<8;8,1>:f  
        mad (16|M0)              r4.0<1>:f     r20.0<0;0>:f      -r125.0<2;1>:f    r20.1<0>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r20.0<0;0>:f      -r119.0<2;1>:f    r20.1<0>:f       {Compacted}
        add (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M16)             r16.0<1>:f    r22.0<8;8,1>:f    r16.0<8;8,1>:f  
        mad (16|M0)              r4.0<1>:f     r24.0<0;0>:f      r125.0<2;1>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r18.0<1>:f    r24.0<0;0>:f      r119.0<2;1>:f     r20.0<1>:f       {Compacted}
(W)     mov (1|M0)               r20.0<1>:f    8.941205e-04:f                              
        add (16|M16)             r32.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f  
        add (16|M0)              r10.0<1>:f    r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mad (16|M0)              r4.0<1>:f     r20.0<0;0>:f      r125.0<2;1>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r20.0<1>:f    r20.0<0;0>:f      r119.0<2;1>:f     r18.0<1>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    r6.0<2;1>:f       r125.0<2;1>:f     r4.0<1>:f        {Compacted}
        mad (16|M16)             r22.0<1>:f    r50.0<2;1>:f      r119.0<2;1>:f     r20.0<1>:f       {Compacted}
        add (16|M0)              r18.0<1>:f    r10.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        add (16|M16)             r24.0<1>:f    r32.0<8;8,1>:f    r22.0<8;8,1>:f  
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}
        add (16|M16)             r26.0<1>:f    r50.0<8;8,1>:f    -r22.0<8;8,1>:f 
        mad (16|M0)              r2.0<1>:f     -r18.0<2;1>:f     r18.0<2;1>:f      r127.0<0>:f      {Compacted}
        mad (16|M16)             r12.0<1>:f    -r24.0<2;1>:f     r24.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}
        mad (16|M0)              r6.0<1>:f     r6.0<2;1>:f       r125.0<2;1>:f     r4.0<1>:f        {Compacted}
        mad (16|M0)              r2.0<1>:f     -r2.0<2;1>:f      r18.0<2;1>:f      r127.0<0>:f      {Compacted}
        mad (16|M16)             r14.0<1>:f    -r12.0<2;1>:f     r24.0<2;1>:f      r127.0<0>:f      {Compacted}
        add (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r24.0<8;8,1>:f 
        add (16|M0)              r12.0<1>:f    r18.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted}
        add (16|M16)             r28.0<1>:f    r24.0<8;8,1>:f    -r14.0<8;8,1>:f 
        add (16|M0)              r4.0<1>:f     r6.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r6.0<1>:f     r34.0<0;0>:f      r123.0<2;1>:f     r2.0<1>:f        {Compacted}
        mul (16|M0)              r18.0<1>:f    r123.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r16.0<1>:f    r34.0<0;0>:f      r115.0<2;1>:f     r14.0<1>:f       {Compacted}
        mul (16|M16)             r24.0<1>:f    r115.0<8;8,1>:f   r28.0<8;8,1>:f  
        mad (16|M16)             r26.0<1>:f    r26.0<2;1>:f      r119.0<2;1>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r18.0<1>:f    r18.0<2;1>:f      r111.0<2;1>:f     r12.0<1>:f       {Compacted}
        shl (16|M16)             r10.0<1>:d    r16.0<8;8,1>:d    3:w              
        shl (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     3:w              
        add (16|M16)             r22.0<1>:f    r32.0<8;8,1>:f    r22.0<8;8,1>:f  
        mad (16|M16)             r24.0<1>:f    r24.0<2;1>:f      r117.0<2;1>:f     r28.0<1>:f       {Compacted}
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1016:w              
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    1016:w              
        add (16|M16)             r20.0<1>:f    r26.0<8;8,1>:f    r22.0<8;8,1>:f  
        mad (16|M0)              r22.0<1>:f    r18.0<2;1>:f      r111.0<2;1>:f     r2.0<1>:f        {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1344:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    1344:w              
        mad (16|M16)             r18.0<1>:f    r24.0<2;1>:f      r117.0<2;1>:f     r14.0<1>:f       {Compacted}
        add (16|M0)              r125.0<1>:f   r6.0<8;8,1>:f     -98304.0:f              
        send (16|M16)            r109:w   r10     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (16|M16)             r107.0<1>:f   r16.0<8;8,1>:f    -98304.0:f              
        send (16|M0)             r117:w   r12     0xC            0x04405C03           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mad (16|M0)              r125.0<1>:f   -r125.0<2;1>:f    r123.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r2.0<1>:f     r22.0<2;1>:f      r4.0<2;1>:f       r121.0<1>:f      {Compacted}
        mad (16|M16)             r107.0<1>:f   -r107.0<2;1>:f    r115.0<2;1>:f     r14.0<1>:f       {Compacted}
        mad (16|M16)             r4.0<1>:f     r18.0<2;1>:f      r20.0<2;1>:f      r113.0<1>:f      {Compacted}
(W)     mov (1|M0)               r10.0<1>:f    6.931472e-01:f                              
        add (16|M0)              r125.0<1>:f   r125.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     10:w              
        add (16|M16)             r107.0<1>:f   r107.0<8;8,1>:f   r4.0<8;8,1>:f   
(W)     mov (1|M0)               r4.1<1>:f     5.550411e-02:f                              
(W)     mov (1|M0)               r4.0<1>:f     2.402265e-01:f                              
        asr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     17:w              
        mad (16|M0)              r2.0<1>:f     r4.0<0;0>:f       r125.0<2;1>:f     r4.1<0>:f        {Compacted}
        mad (16|M16)             r4.0<1>:f     r4.0<0;0>:f       r107.0<2;1>:f     r4.1<0>:f        {Compacted}
        add (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     -127:w              
        mad (16|M0)              r2.0<1>:f     r10.0<0;0>:f      r125.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r4.0<1>:f     r10.0<0;0>:f      r107.0<2;1>:f     r4.0<1>:f        {Compacted}
        mul (16|M0)              r2.0<1>:f     r125.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r10.0<1>:f    r107.0<8;8,1>:f   r4.0<8;8,1>:f   
        mad (16|M16)             r18.0<1>:f    r111.0<2;1>:f     r10.0<2;1>:f      r109.0<1>:f      {Compacted}
        shl (16|M16)             r10.0<1>:d    r16.0<8;8,1>:d    10:w              
        mad (16|M0)              r4.0<1>:f     r119.0<2;1>:f     r2.0<2;1>:f       r117.0<1>:f      {Compacted}
        add (16|M16)             r16.0<1>:f    r109.0<8;8,1>:f   r18.0<8;8,1>:f  
        asr (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    17:w              
        add (16|M0)              r2.0<1>:f     r117.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted}
        shr (16|M16)             r12.0<1>:d    r16.0<8;8,1>:ud   23:w              
        add (16|M16)             r20.0<1>:d    r14.0<8;8,1>:d    -127:w              
        shr (16|M0)              r10.0<1>:d    r2.0<8;8,1>:ud    23:w              
        and (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    255:w              
        and (16|M0)              r26.0<1>:d    r10.0<8;8,1>:d    255:w              
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d  
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r20.0<8;8,1>:d    128:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    128:w              
(~f1.0) if (32|M0)                           L25064                  L26048                
L25016:
        mul (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    inf:f              
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    inf:f              
        else (32|M0)                         L26048                  L26048                
L25064:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    -127:w              
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:d    -127:w              
(~f0.0) if (32|M0)                           L25864                  L26032                
L25112:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0xFFFFFF77:ud             
        cmp (16|M16)  (gt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0xFFFFFF77:ud             
(~f1.0) if (32|M0)                           L25464                  L25832                
L25160:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0xFFFFFF60:ud             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0xFFFFFF60:ud             
(~f0.0) if (32|M0)                           L25248                  L25432                
L25208:
        mul (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    0.0:f               {Compacted}
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    0.0:f              
        else (32|M0)                         L25432                  L25432                
L25248:
        shl (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     23:w              
        shl (16|M16)             r20.0<1>:d    r14.0<8;8,1>:d    23:w              
        mul (16|M0)              r123.0<1>:f   r38.0<8;8,1>:f    5.421011e-20:f              
        mul (16|M16)             r125.0<1>:f   r62.0<8;8,1>:f    5.421011e-20:f              
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1602224128:d              
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1602224128:d              
(W)     mov (1|M0)               r22.0<1>:f    0.0:f                              
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d              
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2139095040:d              
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f    r20.0<8;8,1>:f  
        mad (16|M0)              r38.0<1>:f    r22.0<0;0>:f      r123.0<2;1>:f     r2.0<1>:f        {Compacted}
        mad (16|M16)             r62.0<1>:f    r22.0<0;0>:f      r125.0<2;1>:f     r20.0<1>:f       {Compacted}
L25432:
        endif (32|M0)                        L25448                                
L25448:
        else (32|M0)                         L25832                  L25832                
L25464:
        mad (16|M16)             r20.0<1>:f    -r16.0<2;1>:f     r16.0<2;1>:f      r127.0<0>:f      {Compacted}
        mad (16|M0)              r10.0<1>:f    -r2.0<2;1>:f      r2.0<2;1>:f       r127.0<0>:f      {Compacted}
        shl (16|M0)              r24.0<1>:d    r6.0<8;8,1>:d     23:w              
        add (16|M0)              r6.0<1>:f     r117.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r26.0<1>:f    -r20.0<2;1>:f     r16.0<2;1>:f      r127.0<0>:f      {Compacted}
        shl (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    23:w              
        mad (16|M0)              r10.0<1>:f    -r10.0<2;1>:f     r2.0<2;1>:f       r127.0<0>:f      {Compacted}
        add (16|M16)             r20.0<1>:f    r109.0<8;8,1>:f   -r16.0<8;8,1>:f 
        add (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted}
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    1602224128:d              
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1602224128:d              
        add (16|M16)             r4.0<1>:f     r16.0<8;8,1>:f    -r26.0<8;8,1>:f 
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}
        add (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f    r20.0<8;8,1>:f  
        and (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    2139095040:d              
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    2139095040:d              
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r4.0<8;8,1>:f   
        mul (16|M0)              r125.0<1>:f   r38.0<8;8,1>:f    5.421011e-20:f              
        mul (16|M16)             r123.0<1>:f   r62.0<8;8,1>:f    5.421011e-20:f              
        mul (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r24.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r22.0<8;8,1>:f  
        mul (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f    r22.0<8;8,1>:f  
        mul (16|M0)              r6.0<1>:f     r125.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r20.0<1>:f    r123.0<8;8,1>:f   r20.0<8;8,1>:f  
        mad (16|M0)              r6.0<1>:f     r6.0<2;1>:f       r125.0<2;1>:f     r32.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r20.0<2;1>:f      r123.0<2;1>:f     r28.0<1>:f       {Compacted}
        add (16|M0)              r38.0<1>:f    r6.0<8;8,1>:f     0.0:f               {Compacted}
        add (16|M16)             r62.0<1>:f    r20.0<8;8,1>:f    0.0:f              
L25832:
        endif (32|M0)                        L25848                                
L25848:
        else (32|M0)                         L26032                  L26032                
L25864:
        and (16|M0)              r18.0<1>:d    r2.0<8;8,1>:d     -2139095041:d              
        add (16|M16)             r4.0<1>:d     r12.0<8;8,1>:d    r14.0<8;8,1>:d  
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}
        and (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    -2139095041:d              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w              
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d              
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d              
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     r16.0<8;8,1>:d  
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}
        mul (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    r4.0<8;8,1>:f   
        mul (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
L26032:
        endif (32|M0)                        L26048                                
L26048:
        endif (32|M0)                        L26064                                
L26064:
        endif (32|M0)                        L26080                                
L26080:
        endif (32|M0)                        L26096                                
L26096:
        else (32|M0)                         L26144                  L26144                
L26112:
        mov (16|M0)              r38.0<1>:f    qnan(0x0):f                              
        mov (16|M16)             r62.0<1>:f    qnan(0x0):f                              
L26144:
        endif (32|M0)                        L26160                                
L26160:
        endif (32|M0)                        L26176                                
L26176:
        else (32|M0)                         L26288                  L26288                
L26192:
        shl (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r60.0<8;8,1>:d    2:w              
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     2408:w              
        or (16|M16)              r2.0<1>:d     r2.0<8;8,1>:d     2408:w              
        send (16|M0)             r38:w    r4      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r62:w    r2      0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
L26288:
        endif (32|M0)                        L26304                                
L26304:
        endif (32|M0)                        L26320                                
L26320:
        endif (32|M0)                        L26336                                
L26336:
        else (32|M0)                         L26464                  L26464                
L26352:
        add (16|M0)              r4.0<1>:f     r40.0<8;8,1>:f    r121.0<8;8,1>:f  {Compacted}
        add (16|M16)             r2.0<1>:f     r64.0<8;8,1>:f    r113.0<8;8,1>:f 
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d              
        and (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d              
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d              
        or (16|M16)              r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d              
        mul (16|M0)              r38.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
        mul (16|M16)             r62.0<1>:f    r2.0<8;8,1>:f     r2.0<8;8,1>:f   
L26464:
        endif (32|M0)                        L26480                                
L26480:
        endif (32|M0)                        L26496                                
L26496:
        else (32|M0)                         L26544                  L26544                
L26512:
        mov (16|M0)              r38.0<1>:f    0x3F7FFFFF:f                              
        mov (16|M16)             r62.0<1>:f    0x3F7FFFFF:f                              
L26544:
        endif (32|M0)                        L26560                                
L26560:
(W)     mul (1|M0)               r2.0<1>:d     r9.0<0;1,0>:d     5:w              
        math.fdiv (16|M0)        r10.0<1>:f    r40.0<8;8,1>:f    r121.0<8;8,1>:f  {Compacted}
        nop                    
        add (16|M0)              r4.0<1>:d     r2.0<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}
        add (16|M16)             r2.0<1>:d     r2.0<0;1,0>:d     r66.0<8;8,1>:d  
        math.fdiv (16|M16)       r6.0<1>:f     r64.0<8;8,1>:f    r113.0<8;8,1>:f 
        nop                    
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
(W)     mov (8|M0)               r112.0<1>:ud  r8.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r4      r38     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r62     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mul (1|M0)               r2.0<1>:d     r9.0<0;1,0>:d     6:w              
        add (16|M0)              r4.0<1>:d     r2.0<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}
        add (16|M16)             r2.0<1>:d     r2.0<0;1,0>:d     r66.0<8;8,1>:d  
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        shl (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r4      r10     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                  
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L26880:
