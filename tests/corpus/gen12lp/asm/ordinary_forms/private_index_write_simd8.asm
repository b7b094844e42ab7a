L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.2<0;1,0>:d     r2.1<0;1,0>:d   
(W)     mov (1|M0)               f1.1<1>:uw    0x1:uw                             
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r28.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@1}
        shl (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     5:w               {Compacted}
        add (8|M0)               r29.0<1>:d    r28.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted,@2}
        add (8|M0)               acc0.0<1>:d   r9.0<8;8,1>:d     16:w               {Compacted,@2}
        send.dc1 (8|M0)          r30      r29     null    0x0            0x02106E01           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        add (8|M0)               r10.0<1>:d    r9.0<8;8,1>:d     r6.1<0;1,0>:d    {Compacted}
        add (8|M0)               r15.0<1>:d    acc0.0<8;8,1>:d   r6.1<0;1,0>:d   
        send.dc1 (8|M0)          r11      r10     null    0x0            0x02406001           {@2,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r24      r15     null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r8.0<8;8,1>:d     r5.4<0;1,0>:d   
        and (8|M0)               r31.0<1>:d    acc0.0<8;8,1>:d   7:w              
        mul (8|M0)               r3.2<1>:uw    r31.0<2;1,0>:uw   0x20:uw              {Compacted,@1}
        add (8|M0)               a0.0<1>:uw    r3.2<8;8,1>:uw    0x200:uw              {@1}
        mul (8|M0)               r30.0<1>:d    r30.0<8;8,1>:d    3:w               {Compacted,$0.dst}
        add (8|M0)               r30.0<1>:d    r30.0<8;8,1>:d    1:w               {Compacted,@1}
        mov (8|M0)               r16.0<1>:f    r11.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (8|M0)               r17.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r18.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r19.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r20.0<1>:f    r24.0<8;8,1>:f                   {Compacted,$2.dst}
        mov (8|M0)               r21.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r22.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r23.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
(f1.1)  mov (8|M0)               r[a0.0]<1>:d  r30.0<0;1,0>:d                   {@7}
(W)     mov (1|M0)               f0.1<1>:uw    0x2:uw                             
(f0.1)  mov (8|M0)               r[a0.1]<1>:d  r30.1<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:uw    0x4:uw                             
(f0.0)  mov (8|M0)               r[a0.2]<1>:d  r30.2<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x8:uw                             
(f1.1)  mov (8|M0)               r[a0.3]<1>:d  r30.3<0;1,0>:d                  
(W)     mov (1|M0)               f1.0<1>:uw    0x10:uw                             
(f1.0)  mov (8|M0)               r[a0.4]<1>:d  r30.4<0;1,0>:d                  
(W)     mov (1|M0)               f0.1<1>:uw    0x20:uw                             
(f0.1)  mov (8|M0)               r[a0.5]<1>:d  r30.5<0;1,0>:d                  
(W)     mov (1|M0)               f0.0<1>:uw    0x40:uw                             
(f0.0)  mov (8|M0)               r[a0.6]<1>:d  r30.6<0;1,0>:d                  
(W)     mov (1|M0)               f1.1<1>:uw    0x80:uw                             
(f1.1)  mov (8|M0)               r[a0.7]<1>:d  r30.7<0;1,0>:d                  
        mul (8|M0)               acc0.0<1>:d   r8.0<8;8,1>:d     5:w               {Compacted}
(W)     mov (1|M0)               f1.0<1>:uw    0x1:uw                             
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   1:w              
        and (8|M0)               r32.0<1>:d    acc0.0<8;8,1>:d   7:w              
        mul (8|M0)               r5.0<1>:uw    r32.0<2;1,0>:uw   0x20:uw              {Compacted,@1}
        add (8|M0)               a0.0<1>:uw    r5.0<8;8,1>:uw    0x200:uw              {@1}
(f1.0)  mov (8|M0)               r[a0.0]<1>:d  r8.0<0;1,0>:d                   
(W)     mov (1|M0)               f1.0<1>:uw    0x2:uw                             
(f1.0)  mov (8|M0)               r[a0.1]<1>:d  r8.1<0;1,0>:d                   
(W)     mov (1|M0)               f0.1<1>:uw    0x4:uw                             
(f0.1)  mov (8|M0)               r[a0.2]<1>:d  r8.2<0;1,0>:d                   
(W)     mov (1|M0)               f0.0<1>:uw    0x8:uw                             
(f0.0)  mov (8|M0)               r[a0.3]<1>:d  r8.3<0;1,0>:d                   
(W)     mov (1|M0)               f1.1<1>:uw    0x10:uw                             
(f1.1)  mov (8|M0)               r[a0.4]<1>:d  r8.4<0;1,0>:d                   
(W)     mov (1|M0)               f1.0<1>:uw    0x20:uw                             
(f1.0)  mov (8|M0)               r[a0.5]<1>:d  r8.5<0;1,0>:d                   
(W)     mov (1|M0)               f0.1<1>:uw    0x40:uw                             
(f0.1)  mov (8|M0)               r[a0.6]<1>:d  r8.6<0;1,0>:d                   
(W)     mov (1|M0)               f0.0<1>:uw    0x80:uw                             
(f0.0)  mov (8|M0)               r[a0.7]<1>:d  r8.7<0;1,0>:d                   
        mad (8|M0)               r33.0<1>:d    r17.0<8;1>:d      r16.0<8;1>:d      31:w               {@1}
        add (8|M0)               r40.0<1>:d    r28.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}
        mad (8|M0)               r34.0<1>:d    r18.0<8;1>:d      r33.0<8;1>:d      31:w               {@2}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mad (8|M0)               r35.0<1>:d    r19.0<8;1>:d      r34.0<8;1>:d      31:w               {@2}
        mad (8|M0)               r36.0<1>:d    r20.0<8;1>:d      r35.0<8;1>:d      31:w               {@1}
        mad (8|M0)               r37.0<1>:d    r21.0<8;1>:d      r36.0<8;1>:d      31:w               {@1}
        mad (8|M0)               r38.0<1>:d    r22.0<8;1>:d      r37.0<8;1>:d      31:w               {@1}
        mad (8|M0)               r39.0<1>:d    r23.0<8;1>:d      r38.0<8;1>:d      31:w               {@1}
        send.dc1 (8|M0)          null     r40     r39     0x40            0x02026E00           {@1,$3} // wr:1+1, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r41      r2      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r41.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1096:
