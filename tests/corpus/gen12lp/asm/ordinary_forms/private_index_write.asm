L0:
(W)     mov (8|M0)               r94.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r94.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.2<0;1,0>:d     r94.1<0;1,0>:d  
(W)     mov (1|M0)               f1.0<1>:ud    0x1:uw                             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    5:w               {Compacted}
        shl (16|M16)             r20.0<1>:d    r14.0<8;8,1>:d    5:w               {Compacted,@3}
        shl (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted,@4}
        add (16|M0)              r28.0<1>:d    r18.0<8;8,1>:d    16:w               {Compacted,@4}
        send.dc1 (16|M0)         r26      r24     null    0x0            0x04205E01           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r30.0<1>:d    r20.0<8;8,1>:d    16:w               {Compacted,@4}
        add (16|M16)             r32.0<1>:d    r22.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted,@4}
        add (16|M0)              r36.0<1>:d    r18.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}
        send.dc1 (16|M16)        r34      r32     null    0x0            0x04205E01           {@2,$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r38.0<1>:d    r20.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted}
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted,@5}
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r9.1<0;1,0>:d    {Compacted,@5}
        send.dc1 (16|M0)         r40      r36     null    0x0            0x04805001           {@4,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r48      r38     null    0x0            0x04805001           {@3,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r56      r28     null    0x0            0x04805001           {@2,$4} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r64      r30     null    0x0            0x04805001           {@1,$5} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r72.0<1>:d    r12.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r75.0<1>:d    r14.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}
        and (16|M0)              r72.0<1>:d    r72.0<8;8,1>:d    7:w               {Compacted,@2}
        mul (16|M0)              r74.0<1>:uw   r72.0<2;1,0>:uw   0x40:uw              {Compacted,@1}
        and (16|M16)             r75.0<1>:d    r75.0<8;8,1>:d    7:w               {Compacted,@3}
        add (8|M8)               r74.8<1>:uw   r74.8<8;8,1>:uw   0x20:uw              {@2}
        add (16|M0)              a0.0<1>:uw    r74.0<16;16,1>:uw  0xBE0:uw             {@1}
        mul (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    3:w               {Compacted,$0.dst}
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    1:w               {Compacted,@1}
        mul (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    3:w               {Compacted,$1.dst}
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    1:w               {Compacted,@1}
        mov (16|M0)              r95.0<1>:f    r40.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (16|M0)              r97.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r99.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r101.0<1>:f   r46.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r111.0<1>:f   r48.0<8;8,1>:f                   {Compacted,$3.dst}
        mov (16|M16)             r113.0<1>:f   r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r115.0<1>:f   r52.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r117.0<1>:f   r54.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r103.0<1>:f   r56.0<8;8,1>:f                   {Compacted,$4.dst}
        mov (16|M0)              r105.0<1>:f   r58.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r107.0<1>:f   r60.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r109.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r119.0<1>:f   r64.0<8;8,1>:f                   {Compacted,$5.dst}
        mov (16|M16)             r121.0<1>:f   r66.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r123.0<1>:f   r68.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r125.0<1>:f   r70.0<8;8,1>:f                   {Compacted}
(f1.0)  mov (8|M0)               r[a0.0]<1>:d  r26.0<0;1,0>:d                  
(W)     mov (1|M0)               f1.0<1>:ud    0x2:uw                             
(f1.0)  mov (8|M0)               r[a0.1]<1>:d  r26.1<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:ud    0x4:uw                             
(f0.0)  mov (8|M0)               r[a0.2]<1>:d  r26.2<0;1,0>:d                  
(W)     mov (1|M0)               f1.0<1>:ud    0x8:uw                             
(f1.0)  mov (8|M0)               r[a0.3]<1>:d  r26.3<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:ud    0x10:uw                             
(f0.0)  mov (8|M0)               r[a0.4]<1>:d  r26.4<0;1,0>:d                  
(W)     mov (1|M0)               f1.0<1>:ud    0x20:uw                             
(f1.0)  mov (8|M0)               r[a0.5]<1>:d  r26.5<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:ud    0x40:uw                             
(f0.0)  mov (8|M0)               r[a0.6]<1>:d  r26.6<0;1,0>:d                  
(W)     mov (1|M0)               f1.0<1>:ud    0x80:uw                             
(f1.0)  mov (8|M0)               r[a0.7]<1>:d  r26.7<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:ud    0x100:uw                             
(f0.0)  mov (8|M8)               r[a0.8]<1>:d  r27.0<0;1,0>:d                  
(W)     mov (1|M0)               f1.0<1>:ud    0x200:uw                             
(f1.0)  mov (8|M8)               r[a0.9]<1>:d  r27.1<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:ud    0x400:uw                             
(f0.0)  mov (8|M8)               r[a0.10]<1>:d  r27.2<0;1,0>:d                 
(W)     mov (1|M0)               f1.0<1>:ud    0x800:uw                             
(f1.0)  mov (8|M8)               r[a0.11]<1>:d  r27.3<0;1,0>:d                 
(W)     mov (1|M0)               f0.0<1>:ud    0x1000:uw                             
(f0.0)  mov (8|M8)               r[a0.12]<1>:d  r27.4<0;1,0>:d                 
(W)     mov (1|M0)               f1.0<1>:ud    0x2000:uw                             
(f1.0)  mov (8|M8)               r[a0.13]<1>:d  r27.5<0;1,0>:d                 
(W)     mov (1|M0)               f0.0<1>:ud    0x4000:uw                             
(f0.0)  mov (8|M8)               r[a0.14]<1>:d  r27.6<0;1,0>:d                 
(W)     mov (1|M0)               f1.0<1>:ud    0x8000:uw                             
(f1.0)  mov (8|M8)               r[a0.15]<1>:d  r27.7<0;1,0>:d                 
        mul (16|M16)             r77.0<1>:uw   r75.0<2;1,0>:uw   0x40:uw              {Compacted}
(W)     mov (1|M0)               f0.1<1>:uw    0x1:uw                             
        add (8|M24)              r77.8<1>:uw   r77.8<8;8,1>:uw   0x20:uw              {@2}
        add (16|M16)             a0.0<1>:uw    r77.0<16;16,1>:uw  0xDE0:uw             {@1}
(f0.0)  mov (8|M16)              r[a0.0]<1>:d  r34.0<0;1,0>:d                  
(W)     mov (1|M0)               f0.1<1>:uw    0x2:uw                             
(f0.0)  mov (8|M16)              r[a0.1]<1>:d  r34.1<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x4:uw                             
(f1.0)  mov (8|M16)              r[a0.2]<1>:d  r34.2<0;1,0>:d                  
(W)     mov (1|M0)               f0.1<1>:uw    0x8:uw                             
(f0.0)  mov (8|M16)              r[a0.3]<1>:d  r34.3<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x10:uw                             
(f1.0)  mov (8|M16)              r[a0.4]<1>:d  r34.4<0;1,0>:d                  
(W)     mov (1|M0)               f0.1<1>:uw    0x20:uw                             
(f0.0)  mov (8|M16)              r[a0.5]<1>:d  r34.5<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x40:uw                             
(f1.0)  mov (8|M16)              r[a0.6]<1>:d  r34.6<0;1,0>:d                  
(W)     mov (1|M0)               f0.1<1>:uw    0x80:uw                             
(f0.0)  mov (8|M16)              r[a0.7]<1>:d  r34.7<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x100:uw                             
(f1.0)  mov (8|M24)              r[a0.8]<1>:d  r35.0<0;1,0>:d                  
(W)     mov (1|M0)               f0.1<1>:uw    0x200:uw                             
(f0.0)  mov (8|M24)              r[a0.9]<1>:d  r35.1<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x400:uw                             
(f1.0)  mov (8|M24)              r[a0.10]<1>:d  r35.2<0;1,0>:d                 
(W)     mov (1|M0)               f0.1<1>:uw    0x800:uw                             
(f0.0)  mov (8|M24)              r[a0.11]<1>:d  r35.3<0;1,0>:d                 
(W)     mov (1|M0)               f1.1<1>:uw    0x1000:uw                             
(f1.0)  mov (8|M24)              r[a0.12]<1>:d  r35.4<0;1,0>:d                 
(W)     mov (1|M0)               f0.1<1>:uw    0x2000:uw                             
(f0.0)  mov (8|M24)              r[a0.13]<1>:d  r35.5<0;1,0>:d                 
(W)     mov (1|M0)               f1.1<1>:uw    0x4000:uw                             
(f1.0)  mov (8|M24)              r[a0.14]<1>:d  r35.6<0;1,0>:d                 
(W)     mov (1|M0)               f0.1<1>:uw    0x8000:uw                             
(f0.0)  mov (8|M24)              r[a0.15]<1>:d  r35.7<0;1,0>:d                 
        mad (16|M0)              r78.0<1>:d    r97.0<8;1>:d      r95.0<8;1>:d      31:w              
        mad (16|M16)             r80.0<1>:d    r113.0<8;1>:d     r111.0<8;1>:d     31:w               {@2}
        mad (16|M0)              r82.0<1>:d    r99.0<8;1>:d      r78.0<8;1>:d      31:w               {@2}
        mad (16|M16)             r84.0<1>:d    r115.0<8;1>:d     r80.0<8;1>:d      31:w               {@2}
        mad (16|M0)              r86.0<1>:d    r101.0<8;1>:d     r82.0<8;1>:d      31:w               {@2}
        mad (16|M16)             r88.0<1>:d    r117.0<8;1>:d     r84.0<8;1>:d      31:w               {@2}
        mad (16|M0)              r90.0<1>:d    r103.0<8;1>:d     r86.0<8;1>:d      31:w               {@2}
        mad (16|M16)             r92.0<1>:d    r119.0<8;1>:d     r88.0<8;1>:d      31:w               {@2}
        mad (16|M0)              r2.0<1>:d     r105.0<8;1>:d     r90.0<8;1>:d      31:w               {@2}
        mad (16|M16)             r4.0<1>:d     r121.0<8;1>:d     r92.0<8;1>:d      31:w               {@2}
        mad (16|M0)              r6.0<1>:d     r107.0<8;1>:d     r2.0<8;1>:d       31:w               {@2}
        mad (16|M16)             r10.0<1>:d    r123.0<8;1>:d     r4.0<8;1>:d       31:w               {@2}
        add (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r22.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}
        mad (16|M16)             r18.0<1>:d    r125.0<8;1>:d     r10.0<8;1>:d      31:w               {@3}
        mad (16|M0)              r16.0<1>:d    r109.0<8;1>:d     r6.0<8;1>:d       31:w               {@5}
        send.dc1 (16|M0)         null     r12     r16     0x80            0x04025E00           {@1,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r18     0x80            0x04025E00           {@2,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r94.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r20      r94     null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1928:
