L0:
(W)     mov (8|M0)               r8.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.5<0;1,0>:d     r8.2<0;1,0>:uw  
(W)     shl (1|M0)               r12.0<1>:d    r9.2<0;1,0>:d     1:w              
(W)     shl (1|M0)               r13.0<1>:d    r9.2<0;1,0>:d     2:w              
(W)     shl (1|M0)               r14.0<1>:d    r9.2<0;1,0>:d     3:w              
(W)     mov (1|M0)               r16.0<1>:hf   0x1:hf                             
(W)     mach (1|M0)              r81.0<1>:d    r9.5<0;1,0>:d     r8.1<0;1,0>:d   
        add (16|M0)              r84.0<1>:d    r81.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M16)             r82.0<1>:d    r81.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r48.0<1>:d    r84.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r50.0<1>:d    r82.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r4.0<1>:d     r48.0<8;8,1>:d    2:w              
        shl (16|M16)             r2.0<1>:d     r50.0<8;8,1>:d    2:w              
        add (16|M0)              r17.0<1>:d    r9.2<0;1,0>:d     r48.0<8;8,1>:d   {Compacted}
        add (16|M16)             r19.0<1>:d    r9.2<0;1,0>:d     r50.0<8;8,1>:d  
        send (16|M0)             r52:w    r4:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r87:w    r4:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r6:w     r4:f    0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r54:w    r2:f    0xC            0x04205E00           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r89:w    r2:f    0xC            0x04205E01           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r21.0<1>:d    r12.0<0;1,0>:d    r48.0<8;8,1>:d   {Compacted}
        send (16|M16)            r10:w    r2:f    0xC            0x04205E02           {NoPreempt} // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r23.0<1>:d    r12.0<0;1,0>:d    r50.0<8;8,1>:d  
        shl (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    2:w              
        mad (16|M0)              r91.0<1>:d    r48.0<8;1>:d      r9.2<0;0>:d       3:w              
        shl (16|M16)             r19.0<1>:d    r19.0<8;8,1>:d    2:w              
        mad (16|M16)             r93.0<1>:d    r50.0<8;1>:d      r9.2<0;0>:d       3:w              
        shl (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    2:w              
        add (16|M0)              r95.0<1>:d    r13.0<0;1,0>:d    r48.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r23.0<1>:d    r23.0<8;8,1>:d    2:w              
        add (16|M16)             r97.0<1>:d    r13.0<0;1,0>:d    r50.0<8;8,1>:d  
        shl (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    2:w              
        mad (16|M0)              r99.0<1>:d    r48.0<8;1>:d      r9.2<0;0>:d       5:w              
        shl (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    2:w              
        mad (16|M16)             r101.0<1>:d   r50.0<8;1>:d      r9.2<0;0>:d       5:w              
        shl (16|M0)              r95.0<1>:d    r95.0<8;8,1>:d    2:w              
        mad (16|M0)              r103.0<1>:d   r48.0<8;1>:d      r9.2<0;0>:d       6:w              
        shl (16|M16)             r97.0<1>:d    r97.0<8;8,1>:d    2:w              
        mad (16|M16)             r105.0<1>:d   r50.0<8;1>:d      r9.2<0;0>:d       6:w              
        shl (16|M0)              r99.0<1>:d    r99.0<8;8,1>:d    2:w              
        mad (16|M0)              r107.0<1>:d   r48.0<8;1>:d      r9.2<0;0>:d       7:w              
        shl (16|M16)             r101.0<1>:d   r101.0<8;8,1>:d   2:w              
        mad (16|M16)             r109.0<1>:d   r50.0<8;1>:d      r9.2<0;0>:d       7:w              
        shl (16|M0)              r103.0<1>:d   r103.0<8;8,1>:d   2:w              
        add (16|M0)              r111.0<1>:d   r14.0<0;1,0>:d    r48.0<8;8,1>:d   {Compacted}
        shl (16|M16)             r105.0<1>:d   r105.0<8;8,1>:d   2:w              
        add (16|M16)             r113.0<1>:d   r14.0<0;1,0>:d    r50.0<8;8,1>:d  
        shl (16|M0)              r107.0<1>:d   r107.0<8;8,1>:d   2:w              
        shl (16|M16)             r109.0<1>:d   r109.0<8;8,1>:d   2:w              
        shl (16|M0)              r111.0<1>:d   r111.0<8;8,1>:d   2:w              
        shl (16|M16)             r113.0<1>:d   r113.0<8;8,1>:d   2:w              
        cmp (16|M0)   (le)f1.0   null<1>:f     r52.0<8;8,1>:f    0x7F7FFFFF:f              
        sel (16|M0)   (lt)f0.0   r84.0<1>:f    r52.0<8;8,1>:f    r87.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r125.0<1>:f   r6.0<8;1>:f       r87.0<8;1>:f      r52.0<1>:f      
        cmp (16|M16)  (le)f1.0   null<1>:f     r54.0<8;8,1>:f    0x7F7FFFFF:f              
        sel (16|M16)  (ge)f0.0   r25.0<1>:f    r54.0<8;8,1>:f    r89.0<8;8,1>:f  
        rndd (16|M16)            r27.0<1>:f    r54.0<8;8,1>:f                  
        mad (16|M16)             r82.0<1>:f    r10.0<8;1>:f      r89.0<8;1>:f      r54.0<1>:f      
        sends (16|M0)            null:w   r4      r125    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sel (16|M16)  (lt)f0.0   r125.0<1>:f   r54.0<8;8,1>:f    r89.0<8;8,1>:f  
(W)     not (1|M16)              r15.1<1>:uw   f1.1<0;1,0>:uw                  
        sends (16|M16)           null:w   r2      r82     0x8C            0x04025E03           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sel (16|M0)   (ge)f0.0   r82.0<1>:f    r52.0<8;8,1>:f    r87.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:w   r17     r84     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        rndd (16|M0)             r84.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r19     r125    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        rndu (16|M0)             r29.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r21     r82     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        rndu (16|M16)            r31.0<1>:f    r54.0<8;8,1>:f                  
        sends (16|M16)           null:w   r23     r25     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        rnde (16|M0)             r33.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r91     r84     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     not (1|M0)               f0.0<1>:uw    f1.0<0;1,0>:uw                  
(W)     mov (8|M0)               r21.0<1>:f    r21.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r93     r27     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        cmp (16|M16)  (lt)f0.0   null<1>:f     r54.0<8;8,1>:f    0x800000:f              
        rnde (16|M16)            r35.0<1>:f    r54.0<8;8,1>:f                  
(W)     mov (1|M0)               f1.0<1>:ud    r15.0<0;1,0>:ud                  {Compacted}
(W)     mov (8|M0)               r23.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r95     r29     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.rsqt (16|M0)        r117.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r37.0<1>:f    (abs)r52.0<8;8,1>:f              {Compacted}
(W)     mov (8|M0)               r91.0<1>:f    r91.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r97     r31     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.rsqt (16|M16)       r119.0<1>:f   r54.0<8;8,1>:f                  
        mov (16|M16)             r39.0<1>:f    (abs)r54.0<8;8,1>:f             
(W)     mov (8|M0)               r93.0<1>:f    r93.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r99     r33     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        math.exp (16|M0)         r121.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r95.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r101    r35     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r16.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M16)             r116.0<1>:uw  r16.0<0;1,0>:uw   0x0:uw             
        math.exp (16|M16)        r123.0<1>:f   r54.0<8;8,1>:f                  
(W)     mov (8|M0)               r97.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r103    r37     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:f     r52.0<8;8,1>:f    0x800000:f              
(W)     mov (8|M0)               r99.0<1>:f    r99.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r105    r39     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r101.0<1>:f   r101.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r107    r117    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r116.0<16;16,1>:uw
(W)     mov (8|M0)               r103.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r109    r119    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r105.0<1>:f   r105.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r111    r121    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r107.0<1>:f   r107.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r113    r123    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r109.0<1>:f   r109.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r111.0<1>:f   r111.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r113.0<1>:f   r113.0<8;8,1>:f                  {Compacted}
(~f0.0) if (32|M0)                           L2240                  L4296                
L1600:
        add (16|M0)              r2.0<1>:d     r52.0<8;8,1>:d    -1059760811:d              
        add (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    -1059760811:d              
(W)     mov (1|M0)               r83.0<1>:f    0x3E554012:f                              
(W)     mov (1|M0)               r84.0<1>:f    0xBE638E14:f                              
(W)     mov (1|M0)               r89.0<1>:f    0x3E4D660B:f                              
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     8388607:d              
        and (16|M16)             r10.0<1>:d    r4.0<8;8,1>:d     8388607:d              
(W)     mov (1|M0)               r90.0<1>:f    0xBE727824:f                              
(W)     mov (1|M0)               r95.0<1>:f    0x3E93DD07:f                              
(W)     mov (1|M0)               r96.0<1>:f    0xBEB8B969:f                              
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1059760811:d              
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1059760811:d              
(W)     mov (1|M0)               r105.0<1>:f   4.808941e-01:f                              
(W)     mov (1|M0)               r22.0<1>:f    0xBF38AA2B:f                              
(W)     mov (1|M0)               r27.0<1>:f    1.442695e+00:f                              
        add (16|M0)              r14.0<1>:f    r6.0<8;8,1>:f     -1.0:f              
        add (16|M16)             r16.0<1>:f    r10.0<8;8,1>:f    -1.0:f              
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w              
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w              
        mad (16|M0)              r85.0<1>:f    r84.0<0;0>:f      r14.0<8;1>:f      r83.0<0>:f      
        mad (16|M0)              acc0.0<1>:f   r90.0<0;0>:f      r14.0<8;1>:f      r89.0<0>:f      
        mul (16|M0)              r18.0<1>:f    r14.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r87.0<1>:f    r84.0<0;0>:f      r16.0<8;1>:f      r83.0<0>:f      
        mad (16|M16)             r93.0<1>:f    r90.0<0;0>:f      r16.0<8;1>:f      r89.0<0>:f      
        mul (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f    r16.0<8;8,1>:f  
        mad (16|M0)              r97.0<1>:f    r96.0<0;0>:f      r14.0<8;1>:f      r95.0<0>:f      
        mad (16|M16)             r99.0<1>:f    r96.0<0;0>:f      r16.0<8;1>:f      r95.0<0>:f      
        mac (16|M0)              r101.0<1>:f   r18.0<8;8,1>:f    r85.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r103.0<1>:f   r93.0<8;1>:f      r20.0<8;1>:f      r87.0<1>:f      
        mad (16|M0)              acc0.0<1>:f   r22.0<0;0>:f      r14.0<8;1>:f      r105.0<0>:f     
        mad (16|M16)             r25.0<1>:f    r22.0<0;0>:f      r16.0<8;1>:f      r105.0<0>:f     
        mad (16|M0)              r107.0<1>:f   r97.0<8;1>:f      r18.0<8;1>:f      r101.0<1>:f     
        mad (16|M16)             r109.0<1>:f   r99.0<8;1>:f      r20.0<8;1>:f      r103.0<1>:f     
        mov (16|M0)              r12.0<1>:f    r2.0<8;8,1>:d                    {Compacted}
        mov (16|M16)             r81.0<1>:f    r4.0<8;8,1>:d                   
        mac (16|M0)              r111.0<1>:f   r18.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}
        mad (16|M16)             r113.0<1>:f   r25.0<8;1>:f      r20.0<8;1>:f      r109.0<1>:f     
        mad (16|M0)              r115.0<1>:f   r27.0<0;0>:f      r14.0<8;1>:f      r111.0<1>:f     
        mad (16|M16)             r117.0<1>:f   r27.0<0;0>:f      r16.0<8;1>:f      r113.0<1>:f     
        mad (16|M0)              r56.0<1>:f    r12.0<8;1>:f      r14.0<8;1>:f      r115.0<1>:f     
        mad (16|M16)             r58.0<1>:f    r81.0<8;1>:f      r16.0<8;1>:f      r117.0<1>:f     
        else (32|M0)                         L4296                  L4296                
L2240:
        and (16|M0)              r60.0<1>:d    r52.0<8;8,1>:d    2139095040:d              
        and (16|M16)             r62.0<1>:d    r54.0<8;8,1>:d    2139095040:d              
        cmp (16|M0)   (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    2139095040:d              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r62.0<8;8,1>:d    2139095040:d              
(~f0.0) if (32|M0)                           L4160                  L4280                
L2320:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    0:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r62.0<8;8,1>:d    0:w              
        mul (16|M0)              acc0.0<1>:f   r52.0<8;8,1>:f    0x4D000000:f              
        mul (16|M16)             r4.0<1>:f     r54.0<8;8,1>:f    0x4D000000:f              
(f1.0)  cmp (16|M0)   (ne)f1.0   null<1>:f     r52.0<8;8,1>:f    0.0:f              
(f1.0)  cmp (16|M16)  (ne)f1.0   null<1>:f     r54.0<8;8,1>:f    0.0:f              
(f1.0)  sel (16|M0)              r64.0<1>:f    acc0.0<8;8,1>:f   r52.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r66.0<1>:f    r4.0<8;8,1>:f     r54.0<8;8,1>:f  
        cmp (16|M0)   (gt)f0.0   null<1>:f     r64.0<8;8,1>:f    0.0:f               {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r66.0<8;8,1>:f    0.0:f              
(~f0.0) if (32|M0)                           L2584                  L4128                
L2488:
        cmp (16|M0)   (eq)f1.0   null<1>:f     r64.0<8;8,1>:f    0.0:f              
        cmp (16|M16)  (eq)f1.0   null<1>:f     r66.0<8;8,1>:f    0.0:f              
(W)     mov (1|M0)               r2.0<1>:f     -inf:f                              
(f1.0)  sel (16|M0)              r56.0<1>:f    r2.0<0;1,0>:f     qnan(0x0):f              
(f1.0)  sel (16|M16)             r58.0<1>:f    r2.0<0;1,0>:f     qnan(0x0):f              
        else (32|M0)                         L4128                  L4128                
L2584:
        add (16|M0)              r68.0<1>:f    r64.0<8;8,1>:f    -1.0:f              
        add (16|M16)             r70.0<1>:f    r66.0<8;8,1>:f    -1.0:f              
(W)     mov (1|M0)               r9.0<1>:f     0xBF7F0000:f                              
(W)     mov (1|M0)               r72.0<1>:f    9.545732e-09:f                              
(W)     mov (1|M0)               r9.1<1>:f     0xB6B1720F:f                              
        and (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d    2147483647:d              
        and (16|M16)             r4.0<1>:d     r70.0<8;8,1>:d    2147483647:d              
(W)     mov (1|M0)               r72.1<1>:f    0xADAA8223:f                              
(W)     mov (1|M0)               r72.2<1>:f    0x293D1988:f                              
(W)     mov (1|M0)               r72.3<1>:f    -9.47404e-17:f                              
        cmp (16|M0)   (gt)f0.0   null<1>:f     r2.0<8;8,1>:f     5.859375e-03:f              
        cmp (16|M16)  (gt)f0.0   null<1>:f     r4.0<8;8,1>:f     5.859375e-03:f              
(W)     mov (1|M0)               r72.4<1>:f    5.212061e-22:f                              
(W)     mov (1|M0)               r72.5<1>:f    0x2081CD9D:f                              
(~f0.0) if (32|M0)                           L3160                  L4112                
L2824:
        mul (16|M0)              r81.0<1>:f    r68.0<8;8,1>:f    0x43B8AA40:f              
        mul (16|M16)             r83.0<1>:f    r70.0<8;8,1>:f    0x43B8AA40:f              
(W)     mov (1|M0)               r89.0<1>:f    0x43B8AA40:f                              
        mad (16|M0)              r2.0<1>:f     r72.5<0;0>:f      -r81.0<8;1>:f     r72.4<0>:f      
        mad (16|M16)             r4.0<1>:f     r72.5<0;0>:f      -r83.0<8;1>:f     r72.4<0>:f      
        mad (16|M0)              r6.0<1>:f     r72.3<0;0>:f      r81.0<8;1>:f      r2.0<1>:f       
        mad (16|M16)             r10.0<1>:f    r72.3<0;0>:f      r83.0<8;1>:f      r4.0<1>:f       
        mad (16|M0)              r12.0<1>:f    r72.2<0;0>:f      r81.0<8;1>:f      r6.0<1>:f       
        mad (16|M16)             r14.0<1>:f    r72.2<0;0>:f      r83.0<8;1>:f      r10.0<1>:f      
        mad (16|M0)              r16.0<1>:f    r72.1<0;0>:f      r81.0<8;1>:f      r12.0<1>:f      
        mad (16|M16)             r18.0<1>:f    r72.1<0;0>:f      r83.0<8;1>:f      r14.0<1>:f      
        mad (16|M0)              r20.0<1>:f    r72.0<0;0>:f      r81.0<8;1>:f      r16.0<1>:f      
        mad (16|M16)             r22.0<1>:f    r72.0<0;0>:f      r83.0<8;1>:f      r18.0<1>:f      
        mad (16|M0)              r24.0<1>:f    r9.1<0;0>:f       r81.0<8;1>:f      r20.0<1>:f      
        mad (16|M16)             r26.0<1>:f    r9.1<0;0>:f       r83.0<8;1>:f      r22.0<1>:f      
        mad (16|M0)              r85.0<1>:f    r9.0<0;0>:f       r81.0<8;1>:f      r24.0<1>:f      
        mad (16|M16)             r87.0<1>:f    r9.0<0;0>:f       r83.0<8;1>:f      r26.0<1>:f      
        mul (16|M0)              acc0.0<1>:f   r81.0<8;8,1>:f    r85.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r87.0<1>:f    r83.0<8;8,1>:f    r87.0<8;8,1>:f  
        mac (16|M0)              r56.0<1>:f    r68.0<8;8,1>:f    r89.0<0;1,0>:f   {Compacted}
        mad (16|M16)             r58.0<1>:f    r87.0<8;1>:f      r70.0<8;1>:f      r89.0<0>:f      
        else (32|M0)                         L4112                  L4112                
L3160:
        and (16|M0)              r2.0<1>:d     r64.0<8;8,1>:d    -2139095041:d              
        and (16|M16)             r4.0<1>:d     r66.0<8;8,1>:d    -2139095041:d              
(W)     mov (1|M0)               r93.0<1>:f    0xC3B8AA40:f                              
(W)     mov (1|M0)               r99.0<1>:hf   -qnan(0x166):hf                             
        shr (16|M0)              r100.0<1>:d   r64.0<8;8,1>:ud   23:w              
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d              
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d              
        shr (16|M16)             r102.0<1>:d   r66.0<8;8,1>:ud   23:w              
(f1.0)  sel (16|M0)              r104.0<1>:d   r99.0<0;1,0>:w    -127:w              
        add (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     131073.0:f              
        add (16|M16)             r10.0<1>:f    r4.0<8;8,1>:f     131073.0:f              
        add (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     8192.0:f              
        add (16|M16)             r89.0<1>:f    r4.0<8;8,1>:f     8192.0:f              
        and (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d     127:w              
        and (16|M16)             r81.0<1>:d    r10.0<8;8,1>:d    127:w              
        add (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   -8192.0:f              
        add (16|M16)             r89.0<1>:f    r89.0<8;8,1>:f    -8192.0:f              
        mul (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    12:w              
        mul (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    12:w              
        add (16|M0)              r22.0<1>:f    r2.0<8;8,1>:f     -r20.0<8;8,1>:f  {Compacted}
        add (16|M16)             r91.0<1>:f    r4.0<8;8,1>:f     -r89.0<8;8,1>:f 
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2444:w              
        add (16|M16)             r81.0<1>:d    r81.0<8;8,1>:d    2444:w              
(f1.0)  sel (16|M16)             r106.0<1>:d   r99.0<0;1,0>:w    -127:w              
        and (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   255:w              
        send (16|M0)             r83:w    r12:f   0xC            0x04605804           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        send (16|M16)            r14:w    r81:f   0xC            0x04605804           // wr:2+0, rd:6; hdc.dc1; untyped surface read with xyz
        and (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   255:w              
        add (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   r104.0<8;8,1>:d  {Compacted}
        add (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   r106.0<8;8,1>:d 
        mov (16|M0)              r113.0<1>:f   r100.0<8;8,1>:d                  {Compacted}
        mov (16|M16)             r115.0<1>:f   r102.0<8;8,1>:d                 
        mad (16|M0)              r24.0<1>:f    r93.0<0;0>:f      r20.0<8;1>:f      r83.0<1>:f      
        mul (16|M0)              acc0.0<1>:f   r22.0<8;8,1>:f    r83.0<8;8,1>:f   {Compacted}
        mad (16|M16)             r26.0<1>:f    r93.0<0;0>:f      r89.0<8;1>:f      r14.0<1>:f      
        mul (16|M16)             r30.0<1>:f    r91.0<8;8,1>:f    r14.0<8;8,1>:f  
        add (16|M0)              r121.0<1>:f   r85.0<8;8,1>:f    r113.0<8;8,1>:f  {Compacted}
        add (16|M0)              r95.0<1>:f    acc0.0<8;8,1>:f   r24.0<8;8,1>:f   {Compacted}
        add (16|M16)             r123.0<1>:f   r16.0<8;8,1>:f    r115.0<8;8,1>:f 
        add (16|M16)             r97.0<1>:f    r30.0<8;8,1>:f    r26.0<8;8,1>:f  
        add (16|M0)              r125.0<1>:f   r121.0<8;8,1>:f   r24.0<8;8,1>:f   {Compacted}
        mad (16|M0)              r32.0<1>:f    r72.5<0;0>:f      -r95.0<8;1>:f     r72.4<0>:f      
        add (16|M16)             r12.0<1>:f    r123.0<8;8,1>:f   r26.0<8;8,1>:f  
        mad (16|M16)             r34.0<1>:f    r72.5<0;0>:f      -r97.0<8;1>:f     r72.4<0>:f      
        mad (16|M0)              r36.0<1>:f    r72.3<0;0>:f      r95.0<8;1>:f      r32.0<1>:f      
        mad (16|M16)             r38.0<1>:f    r72.3<0;0>:f      r97.0<8;1>:f      r34.0<1>:f      
        mad (16|M0)              r40.0<1>:f    r72.2<0;0>:f      r95.0<8;1>:f      r36.0<1>:f      
        mad (16|M16)             r42.0<1>:f    r72.2<0;0>:f      r97.0<8;1>:f      r38.0<1>:f      
        mad (16|M0)              r44.0<1>:f    r72.1<0;0>:f      r95.0<8;1>:f      r40.0<1>:f      
        mad (16|M16)             r46.0<1>:f    r72.1<0;0>:f      r97.0<8;1>:f      r42.0<1>:f      
        mad (16|M0)              r2.0<1>:f     r72.0<0;0>:f      r95.0<8;1>:f      r44.0<1>:f      
        mad (16|M16)             r4.0<1>:f     r72.0<0;0>:f      r97.0<8;1>:f      r46.0<1>:f      
        mad (16|M0)              r6.0<1>:f     r9.1<0;0>:f       r95.0<8;1>:f      r2.0<1>:f       
        mad (16|M16)             r10.0<1>:f    r9.1<0;0>:f       r97.0<8;1>:f      r4.0<1>:f       
        mad (16|M0)              r109.0<1>:f   r9.0<0;0>:f       r95.0<8;1>:f      r6.0<1>:f       
        mad (16|M16)             r111.0<1>:f   r9.0<0;0>:f       r97.0<8;1>:f      r10.0<1>:f      
        mad (16|M0)              acc0.0<1>:f   r87.0<8;1>:f      acc0.0<8;1>:f     r109.0<1>:f     
        mad (16|M16)             r119.0<1>:f   r18.0<8;1>:f      r30.0<8;1>:f      r111.0<1>:f     
        mac (16|M0)              r117.0<1>:f   r22.0<8;8,1>:f    r83.0<8;8,1>:f   {Compacted}
        mad (16|M16)             acc0.0<1>:f   r119.0<8;1>:f     r91.0<8;1>:f      r14.0<1>:f      
        mad (16|M0)              r117.0<1>:f   r117.0<8;1>:f     r24.0<8;1>:f      r109.0<1>:f     
        mac (16|M16)             r119.0<1>:f   r26.0<8;8,1>:f    r111.0<8;8,1>:f 
        add (16|M0)              r56.0<1>:f    r125.0<8;8,1>:f   r117.0<8;8,1>:f  {Compacted}
        add (16|M16)             r58.0<1>:f    r12.0<8;8,1>:f    r119.0<8;8,1>:f 
L4112:
        endif (32|M0)                        L4128                                
L4128:
        endif (32|M0)                        L4144                                
L4144:
        else (32|M0)                         L4280                  L4280                
L4160:
        and (16|M0)              r2.0<1>:d     r52.0<8;8,1>:d    -2139095041:d              
        and (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    -2139095041:d              
        mul (16|M0)              acc0.0<1>:f   r52.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}
        mul (16|M16)             r10.0<1>:f    r54.0<8;8,1>:f    r54.0<8;8,1>:f  
        cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     -2147483648:d              
        cmp (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     -2147483648:d              
(~f0.0) sel (16|M0)              r56.0<1>:f    acc0.0<8;8,1>:f   qnan(0x0):f              
(~f0.0) sel (16|M16)             r58.0<1>:f    r10.0<8;8,1>:f    qnan(0x0):f              
L4280:
        endif (32|M0)                        L4296                                
L4296:
        endif (32|M0)                        L4312                                
L4312:
        mad (16|M0)              r2.0<1>:d     r48.0<8;1>:d      r9.2<0;0>:d       9:w              
        mad (16|M16)             r4.0<1>:d     r50.0<8;1>:d      r9.2<0;0>:d       9:w              
(W)     mov (8|M0)               r127.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2:w              
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w              
        sends (16|M0)            null:w   r2      r56     0x8C            0x04025E03           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r4      r58     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4432:
