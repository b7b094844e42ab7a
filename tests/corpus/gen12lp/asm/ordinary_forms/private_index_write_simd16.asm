L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.2<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.2<0;1,0>:d     r2.1<0;1,0>:d   
(W)     mov (1|M0)               f1.1<1>:uw    0x1:uw                             
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r42.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@1}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     5:w               {Compacted}
        add (16|M0)              r44.0<1>:d    r42.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r32.0<1>:d    r11.0<8;8,1>:d    16:w               {Compacted,@2}
        send.dc1 (16|M0)         r46      r44     null    0x0            0x04205E01           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r13.0<1>:d    r11.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted,@2}
        send.dc1 (16|M0)         r15      r13     null    0x0            0x04805001           {@2,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r34      r32     null    0x0            0x04805001           {@1,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r48.0<1>:d    r9.0<8;8,1>:d     r5.4<0;1,0>:d    {Compacted}
        and (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    7:w               {Compacted,@1}
        mul (16|M0)              acc0.0<1>:uw  r48.0<2;1,0>:uw   0x20:uw              {@1}
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x300:uw           
        mov (16|M0)              r23.0<1>:hf   r46.0<2;1,0>:hf                  {$0.dst}
        add (16|M0)              r23.0<1>:w    r23.0<16;16,1>:w  -7:w               {@1}
        mov (16|M0)              r25.0<1>:hf   r15.1<2;1,0>:hf                  {$1.dst}
        mov (16|M0)              r27.0<1>:hf   r17.1<2;1,0>:hf                 
        mov (16|M0)              r29.0<1>:hf   r19.1<2;1,0>:hf                 
        mov (16|M0)              r31.0<1>:hf   r21.1<2;1,0>:hf                 
        mov (16|M0)              r26.0<1>:hf   r17.0<2;1,0>:hf                 
        mov (16|M0)              r28.0<1>:hf   r19.0<2;1,0>:hf                 
        mov (16|M0)              r30.0<1>:hf   r21.0<2;1,0>:hf                 
        mov (16|M0)              r24.0<1>:hf   r15.0<2;1,0>:hf                 
        mov (16|M0)              r25.0<1>:hf   r17.0<2;1,0>:hf                 
        mov (16|M0)              r27.0<1>:hf   r21.0<2;1,0>:hf                 
        mov (16|M0)              r29.0<1>:hf   r36.0<2;1,0>:hf                  {$2.dst}
        mov (16|M0)              r31.0<1>:hf   r40.0<2;1,0>:hf                 
        mov (16|M0)              r26.0<1>:hf   r19.0<2;1,0>:hf                 
        mov (16|M0)              r28.0<1>:hf   r34.0<2;1,0>:hf                 
        mov (16|M0)              r30.0<1>:hf   r38.0<2;1,0>:hf                 
(f1.1)  mov (16|M0)              r[a0.0]<1>:w  r23.0<0;1,0>:w                  
(W)     mov (1|M0)               f1.0<1>:uw    0x2:uw                             
(f1.0)  mov (16|M0)              r[a0.1]<1>:w  r23.1<0;1,0>:w                  
(W)     mov (1|M0)               f0.1<1>:uw    0x4:uw                             
(f0.1)  mov (16|M0)              r[a0.2]<1>:w  r23.2<0;1,0>:w                  
(W)     mov (1|M0)               f0.0<1>:uw    0x8:uw                             
(f0.0)  mov (16|M0)              r[a0.3]<1>:w  r23.3<0;1,0>:w                  
(W)     mov (1|M0)               f1.1<1>:uw    0x10:uw                             
(f1.1)  mov (16|M0)              r[a0.4]<1>:w  r23.4<0;1,0>:w                  
(W)     mov (1|M0)               f1.0<1>:uw    0x20:uw                             
(f1.0)  mov (16|M0)              r[a0.5]<1>:w  r23.5<0;1,0>:w                  
(W)     mov (1|M0)               f0.1<1>:uw    0x40:uw                             
(f0.1)  mov (16|M0)              r[a0.6]<1>:w  r23.6<0;1,0>:w                  
(W)     mov (1|M0)               f0.0<1>:uw    0x80:uw                             
(f0.0)  mov (16|M0)              r[a0.7]<1>:w  r23.7<0;1,0>:w                  
(W)     mov (1|M0)               f1.1<1>:uw    0x100:uw                             
(f1.1)  mov (16|M0)              r[a0.8]<1>:w  r23.8<0;1,0>:w                  
(W)     mov (1|M0)               f1.0<1>:uw    0x200:uw                             
(f1.0)  mov (16|M0)              r[a0.9]<1>:w  r23.9<0;1,0>:w                  
(W)     mov (1|M0)               f0.1<1>:uw    0x400:uw                             
(f0.1)  mov (16|M0)              r[a0.10]<1>:w  r23.10<0;1,0>:w                
(W)     mov (1|M0)               f0.0<1>:uw    0x800:uw                             
(f0.0)  mov (16|M0)              r[a0.11]<1>:w  r23.11<0;1,0>:w                
(W)     mov (1|M0)               f1.1<1>:uw    0x1000:uw                             
(f1.1)  mov (16|M0)              r[a0.12]<1>:w  r23.12<0;1,0>:w                
(W)     mov (1|M0)               f1.0<1>:uw    0x2000:uw                             
(f1.0)  mov (16|M0)              r[a0.13]<1>:w  r23.13<0;1,0>:w                
(W)     mov (1|M0)               f0.1<1>:uw    0x4000:uw                             
(f0.1)  mov (16|M0)              r[a0.14]<1>:w  r23.14<0;1,0>:w                
(W)     mov (1|M0)               f0.0<1>:uw    0x8000:uw                             
(f0.0)  mov (16|M0)              r[a0.15]<1>:w  r23.15<0;1,0>:w                
        mad (16|M0)              r51.0<1>:d    r25.0<8;1>:w      r24.0<8;1>:w      31:w               {@1}
        mad (16|M0)              r54.0<1>:d    r26.0<8;1>:w      r51.0<8;1>:d      31:w               {@1}
        mad (16|M0)              r57.0<1>:d    r27.0<8;1>:w      r54.0<8;1>:d      31:w               {@1}
        mad (16|M0)              r60.0<1>:d    r28.0<8;1>:w      r57.0<8;1>:d      31:w               {@1}
        mad (16|M0)              r63.0<1>:d    r29.0<8;1>:w      r60.0<8;1>:d      31:w               {@1}
        mad (16|M0)              r66.0<1>:d    r30.0<8;1>:w      r63.0<8;1>:d      31:w               {@1}
        add (16|M0)              r70.0<1>:d    r42.0<8;8,1>:d    r6.0<0;1,0>:d    {Compacted}
        mad (16|M0)              r68.0<1>:d    r31.0<8;1>:w      r66.0<8;1>:d      31:w               {@2}
        send.dc1 (16|M0)         null     r70     r68     0x80            0x04025E00           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r53      r2      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r53.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1208:
