L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r11.0<0;1,0>:d    r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r11.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc0 (16|M0)         r24      r12     null    0x0            0x04210101           {$0} // wr:2+0, rd:2; byte gathering read 8b
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc0 (16|M16)        r26      r14     null    0x0            0x04210101           {@2,$2} // wr:2+0, rd:2; byte gathering read 8b
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r29.0<1>:b    r24.0<4;1,0>:b                   {$0.dst}
        add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x3A0:uw              {$1.dst}
        mov (16|M16)             r29.16<1>:b   r26.0<4;1,0>:b                   {$2.dst}
        mov (16|M0)              r10.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        add (16|M16)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x3A0:uw              {@1,$3.dst}
        mov (16|M16)             r28.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r30.0<1>:ud   r10.0<8;8,1>:ub                  {@1}
        mov (16|M16)             r32.0<1>:ud   r28.0<8;8,1>:ub                  {@2}
        send.dc0 (16|M0)         null     r12     r30     0x80            0x04030102           {@2,$4} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M16)        null     r14     r32     0x80            0x04030102           {@1,$5} // wr:2+2, rd:0; byte scattering write 8b
        add (16|M0)              a0.0<1>:uw    r20.0<2;1,0>:uw   0x500:uw             
        send.dc0 (16|M0)         r34      r12     null    0x0            0x04210103           {$6} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M16)        r36      r14     null    0x0            0x04210103           {$7} // wr:2+0, rd:2; byte gathering read 8b
        mov (16|M0)              r40.0<1>:b    r34.0<4;1,0>:b                   {$6.dst}
        mov (16|M16)             r40.16<1>:b   r36.0<4;1,0>:b                   {$7.dst}
        mov (16|M0)              r38.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        add (16|M16)             a0.0<1>:uw    r22.0<2;1,0>:uw   0x500:uw              {@1}
        mov (16|M16)             r39.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r41.0<1>:ud   r38.0<8;8,1>:ub                  {@1}
        mov (16|M16)             r43.0<1>:ud   r39.0<8;8,1>:ub                  {@2}
        send.dc0 (16|M0)         null     r12     r41     0x80            0x04030104           {@2,$8} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M16)        null     r14     r43     0x80            0x04030104           {@1,$9} // wr:2+2, rd:0; byte scattering write 8b
        shl (16|M0)              r45.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r47.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r55.0<1>:uw   r20.0<2;1,0>:uw   0x1:uw              {Compacted}
        shl (16|M16)             r56.0<1>:uw   r22.0<2;1,0>:uw   0x1:uw              {Compacted}
        add (16|M0)              a0.0<1>:uw    r55.0<16;16,1>:uw  0x720:uw             {@2}
        send.dc0 (16|M0)         r49      r45     null    0x0            0x04210505           {@5,$10} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r51      r47     null    0x0            0x04210505           {@4,$11} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r57.0<1>:hf   r49.0<2;1,0>:hf                  {$10.dst}
        mov (16|M16)             r58.0<1>:hf   r51.0<2;1,0>:hf                  {$11.dst}
        mov (16|M0)              r53.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        add (16|M16)             a0.0<1>:uw    r56.0<16;16,1>:uw  0x720:uw             {@1}
        mov (16|M16)             r54.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r59.0<1>:ud   r53.0<16;16,1>:uw                {@1}
        mov (16|M16)             r61.0<1>:ud   r54.0<16;16,1>:uw                {@2}
        send.dc0 (16|M0)         null     r45     r59     0x80            0x04030506           {@2,$12} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r47     r61     0x80            0x04030506           {@1,$13} // wr:2+2, rd:0; byte scattering write 16b
        add (16|M0)              a0.0<1>:uw    r55.0<16;16,1>:uw  0x8A0:uw            
        send.dc0 (16|M0)         r63      r45     null    0x0            0x04210507           {$14} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r65      r47     null    0x0            0x04210507           {$15} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r69.0<1>:hf   r63.0<2;1,0>:hf                  {$14.dst}
        mov (16|M16)             r70.0<1>:hf   r65.0<2;1,0>:hf                  {$15.dst}
        mov (16|M0)              r67.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        add (16|M16)             a0.0<1>:uw    r56.0<16;16,1>:uw  0x8A0:uw             {@1}
        mov (16|M16)             r68.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r71.0<1>:ud   r67.0<16;16,1>:uw                {@1}
        mov (16|M16)             r73.0<1>:ud   r68.0<16;16,1>:uw                {@2}
        send.dc0 (16|M0)         null     r45     r71     0x80            0x04030508           {@2,$0} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r47     r73     0x80            0x04030508           {@1,$1} // wr:2+2, rd:0; byte scattering write 16b
        add (16|M0)              a0.0<1>:uw    r55.0<16;16,1>:uw  0xA20:uw            
        send.dc0 (16|M0)         r75      r45     null    0x0            0x04210509           {$2} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r77      r47     null    0x0            0x04210509           {$3} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r81.0<1>:hf   r75.0<2;1,0>:hf                  {$2.dst}
        mov (16|M16)             r82.0<1>:hf   r77.0<2;1,0>:hf                  {$3.dst}
        mov (16|M0)              r79.0<1>:hf   r[a0.0]<1,0>:hf                  {@1}
        add (16|M16)             a0.0<1>:uw    r56.0<16;16,1>:uw  0xA20:uw             {@1}
        mov (16|M16)             r80.0<1>:hf   r[a0.0]<1,0>:hf                 
        mov (16|M0)              r83.0<1>:ud   r79.0<16;16,1>:uw                {@1}
        mov (16|M16)             r85.0<1>:ud   r80.0<16;16,1>:uw                {@2}
        send.dc0 (16|M0)         null     r45     r83     0x80            0x0403050A           {@2,$4} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r47     r85     0x80            0x0403050A           {@1,$5} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r87      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r87.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1208:
