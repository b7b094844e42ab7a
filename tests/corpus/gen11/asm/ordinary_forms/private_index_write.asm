L0:
(W)     mov (8|M0)               r34.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r34.2<0;1,0>:uw 
(W)     mach (1|M0)              r126.0<1>:d   r9.2<0;1,0>:d     r34.1<0;1,0>:d  
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw
        add (16|M0)              r3.0<1>:d     r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d   
        shl (16|M0)              r118.0<1>:d   r3.0<8;8,1>:d     2:w              
        shl (16|M0)              r116.0<1>:d   r3.0<8;8,1>:d     5:w              
        shl (16|M16)             r5.0<1>:d     r120.0<8;8,1>:d   5:w              
        shl (16|M16)             r114.0<1>:d   r120.0<8;8,1>:d   2:w              
        add (16|M0)              r10.0<1>:d    r118.0<8;8,1>:d   r9.1<0;1,0>:d    {Compacted}
        add (16|M0)              r12.0<1>:d    r116.0<8;8,1>:d   16:w              
        add (16|M16)             r14.0<1>:d    r5.0<8;8,1>:d     16:w              
        add (16|M16)             r110.0<1>:d   r114.0<8;8,1>:d   r9.1<0;1,0>:d   
        send (16|M0)             r112:w   r10:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r108.0<1>:d   r116.0<8;8,1>:d   r9.1<0;1,0>:d    {Compacted}
        add (16|M16)             r125.0<1>:d   r5.0<8;8,1>:d     r9.1<0;1,0>:d   
        send (16|M16)            r16:w    r110:f  0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r9.1<0;1,0>:d   
        send (16|M0)             r18:w    r108:f  0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     r8.4<0;1,0>:d    {Compacted}
        send (16|M16)            r100:w   r125:f  0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r110.0<1>:f   r110.0<8;8,1>:f                  {Compacted}
        send (16|M0)             r92:w    r12:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r108.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r26:w    r14:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    7:w              
        add (16|M16)             r5.0<1>:d     r120.0<8;8,1>:d   r8.4<0;1,0>:d   
        mul (16|M0)              acc0.0<1>:uw  r10.0<2;1,0>:uw   0x40:uw             
        and (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     7:w              
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x460:uw           
        mul (16|M0)              r112.0<1>:d   r112.0<8;8,1>:d   3:w              
        mul (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    3:w              
        add (16|M0)              r112.0<1>:d   r112.0<8;8,1>:d   1:w              
        mov (16|M0)              r35.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r37.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r39.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r41.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1:w              
        mov (16|M16)             r51.0<1>:f    r100.0<8;8,1>:f                 
        mov (16|M16)             r53.0<1>:f    r102.0<8;8,1>:f                 
        mov (16|M16)             r55.0<1>:f    r104.0<8;8,1>:f                 
        mov (16|M16)             r57.0<1>:f    r106.0<8;8,1>:f                 
        mov (16|M0)              r43.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r45.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r47.0<1>:f    r96.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r49.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r59.0<1>:f    r26.0<8;8,1>:f                  
        mov (16|M16)             r61.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M16)             r63.0<1>:f    r30.0<8;8,1>:f                  
        mov (16|M16)             r65.0<1>:f    r32.0<8;8,1>:f                  
        smov (16|M0)             r[a0.0]<1>:d  r112.0<0;1,0>:d   0x1:uw             
        smov (16|M0)             r[a0.1]<1>:d  r112.1<0;1,0>:d   0x2:uw             
        smov (16|M0)             r[a0.2]<1>:d  r112.2<0;1,0>:d   0x4:uw             
        smov (16|M0)             r[a0.3]<1>:d  r112.3<0;1,0>:d   0x8:uw             
        smov (16|M0)             r[a0.4]<1>:d  r112.4<0;1,0>:d   0x10:uw             
        smov (16|M0)             r[a0.5]<1>:d  r112.5<0;1,0>:d   0x20:uw             
        smov (16|M0)             r[a0.6]<1>:d  r112.6<0;1,0>:d   0x40:uw             
        smov (16|M0)             r[a0.7]<1>:d  r112.7<0;1,0>:d   0x80:uw             
        smov (16|M0)             r[a0.8]<1>:d  r113.0<0;1,0>:d   0x100:uw             
        smov (16|M0)             r[a0.9]<1>:d  r113.1<0;1,0>:d   0x200:uw             
        smov (16|M0)             r[a0.10]<1>:d  r113.2<0;1,0>:d  0x400:uw             
        smov (16|M0)             r[a0.11]<1>:d  r113.3<0;1,0>:d  0x800:uw             
        smov (16|M0)             r[a0.12]<1>:d  r113.4<0;1,0>:d  0x1000:uw             
        smov (16|M0)             r[a0.13]<1>:d  r113.5<0;1,0>:d  0x2000:uw             
        smov (16|M0)             r[a0.14]<1>:d  r113.6<0;1,0>:d  0x4000:uw             
        smov (16|M0)             r[a0.15]<1>:d  r113.7<0;1,0>:d  0x8000:uw             
        mul (16|M16)             acc0.0<1>:uw  r5.0<2;1,0>:uw    0x40:uw             
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x660:uw           
        smov (16|M16)            r[a0.0]<1>:d  r16.0<0;1,0>:d    0x1:uw             
        smov (16|M16)            r[a0.1]<1>:d  r16.1<0;1,0>:d    0x2:uw             
        smov (16|M16)            r[a0.2]<1>:d  r16.2<0;1,0>:d    0x4:uw             
        smov (16|M16)            r[a0.3]<1>:d  r16.3<0;1,0>:d    0x8:uw             
        smov (16|M16)            r[a0.4]<1>:d  r16.4<0;1,0>:d    0x10:uw             
        smov (16|M16)            r[a0.5]<1>:d  r16.5<0;1,0>:d    0x20:uw             
        smov (16|M16)            r[a0.6]<1>:d  r16.6<0;1,0>:d    0x40:uw             
        smov (16|M16)            r[a0.7]<1>:d  r16.7<0;1,0>:d    0x80:uw             
        smov (16|M16)            r[a0.8]<1>:d  r17.0<0;1,0>:d    0x100:uw             
        smov (16|M16)            r[a0.9]<1>:d  r17.1<0;1,0>:d    0x200:uw             
        smov (16|M16)            r[a0.10]<1>:d  r17.2<0;1,0>:d   0x400:uw             
        smov (16|M16)            r[a0.11]<1>:d  r17.3<0;1,0>:d   0x800:uw             
        smov (16|M16)            r[a0.12]<1>:d  r17.4<0;1,0>:d   0x1000:uw             
        smov (16|M16)            r[a0.13]<1>:d  r17.5<0;1,0>:d   0x2000:uw             
        smov (16|M16)            r[a0.14]<1>:d  r17.6<0;1,0>:d   0x4000:uw             
        smov (16|M16)            r[a0.15]<1>:d  r17.7<0;1,0>:d   0x8000:uw             
        mad (16|M0)              r2.0<1>:d     r37.0<8;1>:d      r35.0<8;1>:d      31:w              
        mad (16|M16)             r125.0<1>:d   r53.0<8;1>:d      r51.0<8;1>:d      31:w              
        add (16|M0)              r22.0<1>:d    r118.0<8;8,1>:d   r9.0<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r34.0<8;8,1>:f                   {Compacted}
        mad (16|M0)              r4.0<1>:d     r39.0<8;1>:d      r2.0<8;1>:d       31:w              
        mad (16|M16)             r6.0<1>:d     r55.0<8;1>:d      r125.0<8;1>:d     31:w              
        add (16|M16)             r2.0<1>:d     r114.0<8;8,1>:d   r9.0<0;1,0>:d   
        mad (16|M0)              r123.0<1>:d   r41.0<8;1>:d      r4.0<8;1>:d       31:w              
        mad (16|M16)             r10.0<1>:d    r57.0<8;1>:d      r6.0<8;1>:d       31:w              
        mad (16|M0)              r12.0<1>:d    r43.0<8;1>:d      r123.0<8;1>:d     31:w              
        mad (16|M16)             r121.0<1>:d   r59.0<8;1>:d      r10.0<8;1>:d      31:w              
        mad (16|M0)              r14.0<1>:d    r45.0<8;1>:d      r12.0<8;1>:d      31:w              
        mad (16|M16)             r18.0<1>:d    r61.0<8;1>:d      r121.0<8;1>:d     31:w              
        mad (16|M0)              r116.0<1>:d   r47.0<8;1>:d      r14.0<8;1>:d      31:w              
        mad (16|M16)             r16.0<1>:d    r63.0<8;1>:d      r18.0<8;1>:d      31:w              
        mad (16|M0)              r20.0<1>:d    r49.0<8;1>:d      r116.0<8;1>:d     31:w              
        mad (16|M16)             r112.0<1>:d   r65.0<8;1>:d      r16.0<8;1>:d      31:w              
        sends (16|M0)            null:w   r22     r20     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r2      r112    0x8C            0x04025E00           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1592:
