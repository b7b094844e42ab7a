L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r92.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    5:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    5:w              
        shl (16|M16)             r94.0<1>:d    r14.0<8;8,1>:d    2:w              
        add (16|M0)              r96.0<1>:d    r92.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}
        add (16|M0)              r72.0<1>:d    r16.0<8;8,1>:d    16:w              
        add (16|M16)             r74.0<1>:d    r18.0<8;8,1>:d    16:w              
        add (16|M16)             r98.0<1>:d    r94.0<8;8,1>:d    r9.1<0;1,0>:d   
        send (16|M0)             r100:w   r96     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}
        add (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    r9.1<0;1,0>:d   
        send (16|M16)            r102:w   r98     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r72.0<1>:d    r72.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}
        add (16|M16)             r74.0<1>:d    r74.0<8;8,1>:d    r9.1<0;1,0>:d   
        send (16|M0)             r24:w    r20     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r104.0<1>:d   r12.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        send (16|M16)            r32:w    r22     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r76:w    r72     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r84:w    r74     0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        and (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   7:w              
        add (16|M16)             r106.0<1>:d   r14.0<8;8,1>:d    r8.4<0;1,0>:d   
        mul (16|M0)              r108.0<1>:uw  r104.0<2;1,0>:uw  0x40:uw             
        and (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   7:w              
        add (16|M0)              a0.0<1>:uw    r108.0<16;16,1>:uw  0x500:uw           
        mul (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   3:w              
        mul (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   3:w              
        add (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   1:w              
        mov (16|M0)              r40.0<1>:d    r24.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r42.0<1>:d    r26.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r44.0<1>:d    r28.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r46.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
        add (16|M16)             r102.0<1>:d   r102.0<8;8,1>:d   1:w              
        mov (16|M16)             r56.0<1>:d    r32.0<8;8,1>:d                  
        mov (16|M16)             r58.0<1>:d    r34.0<8;8,1>:d                  
        mov (16|M16)             r60.0<1>:d    r36.0<8;8,1>:d                  
        mov (16|M16)             r62.0<1>:d    r38.0<8;8,1>:d                  
        mov (16|M0)              r48.0<1>:d    r76.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r50.0<1>:d    r78.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r52.0<1>:d    r80.0<8;8,1>:d                   {Compacted}
        mov (16|M0)              r54.0<1>:d    r82.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r64.0<1>:d    r84.0<8;8,1>:d                  
        mov (16|M16)             r66.0<1>:d    r86.0<8;8,1>:d                  
        mov (16|M16)             r68.0<1>:d    r88.0<8;8,1>:d                  
        mov (16|M16)             r70.0<1>:d    r90.0<8;8,1>:d                  
        smov (16|M0)             r[a0.0]<1>:d  r100.0<0;1,0>:d   0x1:uw             
        smov (16|M0)             r[a0.1]<1>:d  r100.1<0;1,0>:d   0x2:uw             
        smov (16|M0)             r[a0.2]<1>:d  r100.2<0;1,0>:d   0x4:uw             
        smov (16|M0)             r[a0.3]<1>:d  r100.3<0;1,0>:d   0x8:uw             
        smov (16|M0)             r[a0.4]<1>:d  r100.4<0;1,0>:d   0x10:uw             
        smov (16|M0)             r[a0.5]<1>:d  r100.5<0;1,0>:d   0x20:uw             
        smov (16|M0)             r[a0.6]<1>:d  r100.6<0;1,0>:d   0x40:uw             
        smov (16|M0)             r[a0.7]<1>:d  r100.7<0;1,0>:d   0x80:uw             
        smov (16|M0)             r[a0.8]<1>:d  r101.0<0;1,0>:d   0x100:uw             
        smov (16|M0)             r[a0.9]<1>:d  r101.1<0;1,0>:d   0x200:uw             
        smov (16|M0)             r[a0.10]<1>:d  r101.2<0;1,0>:d  0x400:uw             
        smov (16|M0)             r[a0.11]<1>:d  r101.3<0;1,0>:d  0x800:uw             
        smov (16|M0)             r[a0.12]<1>:d  r101.4<0;1,0>:d  0x1000:uw             
        smov (16|M0)             r[a0.13]<1>:d  r101.5<0;1,0>:d  0x2000:uw             
        smov (16|M0)             r[a0.14]<1>:d  r101.6<0;1,0>:d  0x4000:uw             
        smov (16|M0)             r[a0.15]<1>:d  r101.7<0;1,0>:d  0x8000:uw             
        mul (16|M16)             r109.0<1>:uw  r106.0<2;1,0>:uw  0x40:uw             
        add (16|M16)             a0.0<1>:uw    r109.0<16;16,1>:uw  0x700:uw           
        smov (16|M16)            r[a0.0]<1>:d  r102.0<0;1,0>:d   0x1:uw             
        smov (16|M16)            r[a0.1]<1>:d  r102.1<0;1,0>:d   0x2:uw             
        smov (16|M16)            r[a0.2]<1>:d  r102.2<0;1,0>:d   0x4:uw             
        smov (16|M16)            r[a0.3]<1>:d  r102.3<0;1,0>:d   0x8:uw             
        smov (16|M16)            r[a0.4]<1>:d  r102.4<0;1,0>:d   0x10:uw             
        smov (16|M16)            r[a0.5]<1>:d  r102.5<0;1,0>:d   0x20:uw             
        smov (16|M16)            r[a0.6]<1>:d  r102.6<0;1,0>:d   0x40:uw             
        smov (16|M16)            r[a0.7]<1>:d  r102.7<0;1,0>:d   0x80:uw             
        smov (16|M16)            r[a0.8]<1>:d  r103.0<0;1,0>:d   0x100:uw             
        smov (16|M16)            r[a0.9]<1>:d  r103.1<0;1,0>:d   0x200:uw             
        smov (16|M16)            r[a0.10]<1>:d  r103.2<0;1,0>:d  0x400:uw             
        smov (16|M16)            r[a0.11]<1>:d  r103.3<0;1,0>:d  0x800:uw             
        smov (16|M16)            r[a0.12]<1>:d  r103.4<0;1,0>:d  0x1000:uw             
        smov (16|M16)            r[a0.13]<1>:d  r103.5<0;1,0>:d  0x2000:uw             
        smov (16|M16)            r[a0.14]<1>:d  r103.6<0;1,0>:d  0x4000:uw             
        smov (16|M16)            r[a0.15]<1>:d  r103.7<0;1,0>:d  0x8000:uw             
        mul (16|M0)              r110.0<1>:d   r40.0<8;8,1>:d    31:w              
        mul (16|M16)             r112.0<1>:d   r56.0<8;8,1>:d    31:w              
        add (16|M0)              r114.0<1>:d   r92.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}
        add (16|M16)             r116.0<1>:d   r94.0<8;8,1>:d    r9.0<0;1,0>:d   
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r42.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r58.0<8;8,1>:d  
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        mul (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   31:w              
        mul (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   31:w              
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r44.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r60.0<8;8,1>:d  
        mul (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   31:w              
        mul (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   31:w              
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r46.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r62.0<8;8,1>:d  
        mul (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   31:w              
        mul (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   31:w              
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r48.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r64.0<8;8,1>:d  
        mul (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   31:w              
        mul (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   31:w              
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r50.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r66.0<8;8,1>:d  
        mul (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   31:w              
        mul (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   31:w              
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r68.0<8;8,1>:d  
        mul (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   31:w              
        mul (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   31:w              
        add (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r54.0<8;8,1>:d   {Compacted}
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   r70.0<8;8,1>:d  
        sends (16|M0)            null:w   r114    r110    0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r116    r112    0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1728:
