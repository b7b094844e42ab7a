L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r17.0<1>:w    0x76543210:v                              
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
(W)     add (8|M0)               r17.8<1>:w    r17.0<8;8,1>:w    8:w               {@2}
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc0 (16|M0)         r15      r9      null    0x0            0x04210101           {$0} // wr:2+0, rd:2; byte gathering read 8b
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r7.0<1>:b     r15.0<4;1,0>:b                   {$0.dst}
        xor (16|M0)              r18.0<1>:d    r13.0<8;8,1>:d    r17.0<16;16,1>:uw {@4,$1.dst}
        add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0xE0:uw              {@1}
        mov (16|M0)              r20.0<1>:b    r[a0.0]<1,0>:b                   {@3}
        mov (16|M0)              r21.0<1>:ud   r20.0<8;8,1>:ub                  {@1}
        send.dc0 (16|M0)         null     r9      r21     0x80            0x04030102           {@1,$2} // wr:2+2, rd:0; byte scattering write 8b
        add (16|M0)              a0.0<1>:uw    r18.0<2;1,0>:uw   0x2E0:uw             
        send.dc0 (16|M0)         r24      r9      null    0x0            0x04210103           {$3} // wr:2+0, rd:2; byte gathering read 8b
        mov (16|M0)              r23.0<1>:b    r24.0<4;1,0>:b                   {$3.dst}
        mov (16|M0)              r26.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (16|M0)              r27.0<1>:ud   r26.0<8;8,1>:ub                  {@1}
        send.dc0 (16|M0)         null     r9      r27     0x80            0x04030104           {@1,$4} // wr:2+2, rd:0; byte scattering write 8b
        shl (16|M0)              r29.0<1>:d    r9.0<8;8,1>:d     1:w               {Compacted}
        shl (16|M0)              r35.0<1>:uw   r18.0<2;1,0>:uw   0x1:uw              {Compacted}
        add (16|M0)              a0.0<1>:uw    r35.0<16;16,1>:uw  0x3E0:uw             {@1}
        send.dc0 (16|M0)         r32      r29     null    0x0            0x04210505           {@3,$5} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r31.0<1>:hf   r32.0<2;1,0>:hf                  {$5.dst}
        mov (16|M0)              r34.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (16|M0)              r36.0<1>:ud   r34.0<16;16,1>:uw                {@1}
        send.dc0 (16|M0)         null     r29     r36     0x80            0x04030506           {@1,$6} // wr:2+2, rd:0; byte scattering write 16b
        add (16|M0)              a0.0<1>:uw    r35.0<16;16,1>:uw  0x4C0:uw            
        send.dc0 (16|M0)         r39      r29     null    0x0            0x04210507           {$7} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r38.0<1>:hf   r39.0<2;1,0>:hf                  {$7.dst}
        mov (16|M0)              r41.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (16|M0)              r42.0<1>:ud   r41.0<16;16,1>:uw                {@1}
        send.dc0 (16|M0)         null     r29     r42     0x80            0x04030508           {@1,$8} // wr:2+2, rd:0; byte scattering write 16b
        add (16|M0)              a0.0<1>:uw    r35.0<16;16,1>:uw  0x580:uw            
        send.dc0 (16|M0)         r45      r29     null    0x0            0x04210509           {$9} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r44.0<1>:hf   r45.0<2;1,0>:hf                  {$9.dst}
        mov (16|M0)              r47.0<1>:hf   r[a0.0]<1,0>:hf                  {@1}
        mov (16|M0)              r48.0<1>:ud   r47.0<16;16,1>:uw                {@1}
        send.dc0 (16|M0)         null     r29     r48     0x80            0x0403050A           {@1,$10} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r50      r2      null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r50.0<8;8,1>:ud                  {$11.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L712:
