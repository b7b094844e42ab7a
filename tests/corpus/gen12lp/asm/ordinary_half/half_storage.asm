L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r21.0<1>:d    r5.0<8;8,1>:d     3:w               {Compacted}
        shl (16|M16)             r23.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted}
        mov (8|M0)               r8.0<1>:hf    r16.0<8;8,1>:f                   {$0.dst}
        mov (8|M8)               r8.8<1>:hf    r17.0<8;8,1>:f                  
        mov (8|M16)              r20.0<1>:hf   r18.0<8;8,1>:f                   {$1.dst}
        mov (8|M24)              r20.8<1>:hf   r19.0<8;8,1>:f                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (8|M0)               r25.0<1>:hf   r16.0<8;8,1>:f                   {@1}
        mov (8|M8)               r25.8<1>:hf   r17.0<8;8,1>:f                  
        mov (8|M16)              r26.0<1>:hf   r18.0<8;8,1>:f                  
        mov (8|M24)              r26.8<1>:hf   r19.0<8;8,1>:f                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
        mov (8|M0)               r27.0<1>:hf   r16.0<8;8,1>:f                   {@1}
        mov (8|M8)               r27.8<1>:hf   r17.0<8;8,1>:f                  
        mov (8|M16)              r28.0<1>:hf   r18.0<8;8,1>:f                  
        mov (8|M24)              r28.8<1>:hf   r19.0<8;8,1>:f                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}
        mov (8|M0)               r29.0<1>:hf   r16.0<8;8,1>:f                   {@1}
        mov (8|M8)               r29.8<1>:hf   r17.0<8;8,1>:f                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
        mov (8|M16)              r30.0<1>:hf   r18.0<8;8,1>:f                   {@1}
        mov (8|M24)              r30.8<1>:hf   r19.0<8;8,1>:f                  
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {@1}
        mov (16|M0)              r31.0<2>:hf   r8.0<16;16,1>:hf                 {@1}
        mov (16|M16)             r35.0<2>:hf   r20.0<16;16,1>:hf               
        mov (16|M0)              r33.0<2>:hf   r27.0<16;16,1>:hf               
        mov (16|M16)             r37.0<2>:hf   r28.0<16;16,1>:hf               
        mov (8|M0)               r39.0<1>:f    r25.0<8;8,1>:hf                 
        mov (8|M8)               r40.0<1>:f    r25.8<8;8,1>:hf                 
        mov (8|M16)              r41.0<1>:f    r26.0<8;8,1>:hf                 
        mov (8|M24)              r42.0<1>:f    r26.8<8;8,1>:hf                 
        mov (16|M0)              r31.1<2>:hf   r25.0<16;16,1>:hf               
        mov (16|M16)             r35.1<2>:hf   r26.0<16;16,1>:hf               
        mov (16|M0)              r33.1<2>:hf   r29.0<16;16,1>:hf               
        mov (16|M16)             r37.1<2>:hf   r30.0<16;16,1>:hf               
        send.dc1 (16|M0)         null     r21     r31     0x100            0x04025C01           {@2,$2} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r23     r35     0x100            0x04025C01           {@1,$3} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r12     r39     0x80            0x04025E02           {@7,$4} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r41     0x80            0x04025E02           {@5,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r43      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r43.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L824:
