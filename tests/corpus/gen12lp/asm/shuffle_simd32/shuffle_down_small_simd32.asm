L0:
(W)     mov (8|M0)               r41.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r11.3<0;1,0>:d    r41.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r3.0<1>:d     r11.3<0;1,0>:d    r41.1<0;1,0>:d  
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r12.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r18      r14     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r22.0<1>:d    r8.0<8;8,1>:d     r11.0<0;1,0>:d   {Compacted}
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r11.0<0;1,0>:d   {Compacted}
        send.dc1 (16|M16)        r26      r20     null    0x0            0x04205E00           {@3,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc0 (16|M0)         r28      r8      null    0x0            0x04210101           {$2} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M16)        r30      r16     null    0x0            0x04210101           {$3} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M0)         r32      r22     null    0x0            0x04210101           {@2,$4} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M16)        r34      r24     null    0x0            0x04210101           {@1,$5} // wr:2+0, rd:2; byte gathering read 8b
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r2.0<1>:ud    r4.0<8;8,1>:w                    {@1}
(W)     add (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:ud    0x8:uw              {@1}
(W)     add (16|M0)              r12.0<1>:ud   r2.0<8;8,1>:ud    0x10:uw              {@1}
(W)     add (16|M0)              r5.0<1>:ud    r2.0<8;8,1>:ud    r18.0<8;8,1>:d   {$0.dst}
(W)     mov (16|M0)              r14.0<1>:f    r5.0<8;8,1>:f                    {Compacted,@1}
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x540:uw              {@1}
(W)     add (16|M16)             r36.0<1>:ud   r12.0<8;8,1>:ud   r26.0<8;8,1>:d   {@4,$1.dst}
        mov (16|M0)              r7.0<1>:b     r28.0<4;1,0>:b                   {$2.dst}
        mov (16|M16)             r10.0<1>:b    r30.0<4;1,0>:b                   {$3.dst}
        mov (16|M0)              r11.0<1>:b    r32.0<4;1,0>:b                   {$4.dst}
        mov (16|M16)             r20.0<1>:b    r34.0<4;1,0>:b                   {$5.dst}
(W)     mov (16|M0)              r38.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@5}
(W)     mov (16|M0)              r42.0<1>:b    r7.0<8;8,1>:b                    {@5}
(W)     mov (16|M16)             r42.16<1>:b   r10.0<8;8,1>:b                   {@5}
(W)     mov (16|M0)              r43.0<1>:b    r11.0<8;8,1>:b                   {@5}
(W)     mov (16|M16)             r43.16<1>:b   r20.0<8;8,1>:b                   {@5}
        mov (16|M0)              r2.0<1>:b     r[a0.0]<1,0>:b                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r38.0<2;1,0>:uw   0x540:uw              {@1}
        mov (16|M16)             r3.0<1>:b     r[a0.0]<1,0>:b                  
        mov (16|M0)              r5.0<1>:ud    r2.0<8;8,1>:ub                   {@1}
        mov (16|M16)             r12.0<1>:ud   r3.0<8;8,1>:ub                   {@2}
        send.dc0 (16|M0)         null     r8      r5      0x80            0x04030102           {@2,$6} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M16)        null     r16     r12     0x80            0x04030102           {@1,$7} // wr:2+2, rd:0; byte scattering write 8b
(W)     mov (8|M0)               r30.0<1>:ud   r4.0<8;8,1>:w                   
(W)     add (8|M0)               r31.0<1>:ud   r30.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r32.0<1>:ud   r30.0<8;8,1>:ud   r18.0<8;8,1>:d   {@1}
(W)     add (16|M0)              r34.0<1>:ud   r30.0<8;8,1>:ud   0x10:uw             
(W)     mov (16|M0)              r36.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0x580:uw              {@1}
        sync.nop                             null                             {Compacted,$6.src}
(W)     add (16|M16)             r5.0<1>:ud    r34.0<8;8,1>:ud   r26.0<8;8,1>:d   {@3}
(W)     mov (16|M0)              r38.0<1>:f    r5.0<8;8,1>:f                    {Compacted,@1}
        send.dc0 (16|M0)         r14      r8      null    0x0            0x04210103           {$8} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M16)        r28      r16     null    0x0            0x04210103           {$9} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M0)         r10      r22     null    0x0            0x04210103           {$10} // wr:2+0, rd:2; byte gathering read 8b
        send.dc0 (16|M16)        r20      r24     null    0x0            0x04210103           {$11} // wr:2+0, rd:2; byte gathering read 8b
        mov (16|M0)              r2.0<1>:b     r14.0<4;1,0>:b                   {$8.dst}
        mov (16|M16)             r3.0<1>:b     r28.0<4;1,0>:b                   {$9.dst}
        mov (16|M0)              r7.0<1>:b     r10.0<4;1,0>:b                   {$10.dst}
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M16)             r12.0<1>:b    r20.0<4;1,0>:b                   {$7.src}
(W)     mov (16|M0)              r44.0<1>:b    r2.0<8;8,1>:b                    {@4}
(W)     mov (16|M16)             r44.16<1>:b   r3.0<8;8,1>:b                    {@4}
(W)     mov (16|M0)              r45.0<1>:b    r7.0<8;8,1>:b                    {@4}
(W)     mov (16|M16)             r45.16<1>:b   r12.0<8;8,1>:b                   {@4}
        mov (16|M0)              r13.0<1>:b    r[a0.0]<1,0>:b                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r38.0<2;1,0>:uw   0x580:uw              {@1}
        mov (16|M16)             r30.0<1>:b    r[a0.0]<1,0>:b                  
        mov (16|M0)              r31.0<1>:ud   r13.0<8;8,1>:ub                  {@1}
        mov (16|M16)             r14.0<1>:ud   r30.0<8;8,1>:ub                  {@2}
        send.dc0 (16|M0)         null     r8      r31     0x80            0x04030104           {@2,$12} // wr:2+2, rd:0; byte scattering write 8b
        send.dc0 (16|M16)        null     r16     r14     0x80            0x04030104           {@1,$13} // wr:2+2, rd:0; byte scattering write 8b
        shl (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     1:w               {Compacted}
        shl (16|M16)             r2.0<1>:d     r16.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r20.0<1>:d    r22.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted}
(W)     mov (8|M0)               r39.0<1>:ud   r4.0<8;8,1>:w                   
(W)     add (8|M0)               r40.0<1>:ud   r39.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r12.0<1>:ud   r39.0<8;8,1>:ud   r18.0<8;8,1>:d   {@1}
(W)     add (16|M0)              r14.0<1>:ud   r39.0<8;8,1>:ud   0x10:uw              {$13.src}
        sync.nop                             null                             {Compacted,$12.src}
(W)     shl (16|M0)              r30.0<1>:ud   r12.0<8;8,1>:ud   0x1:uw              {@2}
(W)     add (16|M16)             r7.0<1>:ud    r14.0<8;8,1>:ud   r26.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r30.0<2;1,0>:uw   0x5C0:uw              {@2}
(W)     shl (16|M0)              r23.0<1>:ud   r7.0<8;8,1>:ud    0x1:uw              {@2}
        send.dc0 (16|M0)         r33      r10     null    0x0            0x04210505           {$14} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r5       r2      null    0x0            0x04210505           {@7,$15} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r35      r20     null    0x0            0x04210505           {@7,$0} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r37      r28     null    0x0            0x04210505           {@7,$1} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r9.0<1>:hf    r33.0<2;1,0>:hf                  {$14.dst}
        mov (16|M16)             r16.0<1>:hf   r5.0<2;1,0>:hf                   {$15.dst}
        mov (16|M0)              r17.0<1>:hf   r35.0<2;1,0>:hf                  {$0.dst}
        mov (16|M16)             r22.0<1>:hf   r37.0<2;1,0>:hf                  {$1.dst}
(W)     mov (16|M0)              r46.0<1>:hf   r9.0<16;16,1>:hf                 {@4}
(W)     mov (16|M16)             r47.0<1>:hf   r16.0<16;16,1>:hf                {@4}
(W)     mov (16|M0)              r48.0<1>:hf   r17.0<16;16,1>:hf                {@4}
(W)     mov (16|M16)             r49.0<1>:hf   r22.0<16;16,1>:hf                {@4}
        mov (16|M0)              r25.0<1>:w    r[a0.0]<1,0>:w                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r23.0<2;1,0>:uw   0x5C0:uw              {@1}
        mov (16|M16)             r12.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r13.0<1>:ud   r25.0<16;16,1>:uw                {@1}
        mov (16|M16)             r5.0<1>:ud    r12.0<16;16,1>:uw                {@2}
        send.dc0 (16|M0)         null     r10     r13     0x80            0x04030506           {@2,$2} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r2      r5      0x80            0x04030506           {@1,$3} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (8|M0)               r36.0<1>:ud   r4.0<8;8,1>:w                   
(W)     add (8|M0)               r37.0<1>:ud   r36.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r7.0<1>:ud    r36.0<8;8,1>:ud   r18.0<8;8,1>:d   {@1}
(W)     add (16|M0)              r22.0<1>:ud   r36.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r38.0<1>:ud   r7.0<8;8,1>:ud    0x1:uw              {@2}
        sync.nop                             null                             {Compacted,$2.src}
(W)     add (16|M16)             r13.0<1>:ud   r22.0<8;8,1>:ud   r26.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r38.0<2;1,0>:uw   0x640:uw              {@2}
(W)     shl (16|M0)              r24.0<1>:ud   r13.0<8;8,1>:ud   0x1:uw              {@2}
        send.dc0 (16|M0)         r30      r10     null    0x0            0x04210507           {$4} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r15      r2      null    0x0            0x04210507           {$5} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r32      r20     null    0x0            0x04210507           {$6} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r34      r28     null    0x0            0x04210507           {$7} // wr:2+0, rd:2; byte gathering read 16b
        sync.nop                             null                             {Compacted,$4.dst}
        mov (16|M0)              r5.0<1>:hf    r30.0<2;1,0>:hf                  {$3.src}
        mov (16|M16)             r6.0<1>:hf    r15.0<2;1,0>:hf                  {$5.dst}
        mov (16|M0)              r9.0<1>:hf    r32.0<2;1,0>:hf                  {$6.dst}
        mov (16|M16)             r12.0<1>:hf   r34.0<2;1,0>:hf                  {$7.dst}
(W)     mov (16|M0)              r50.0<1>:hf   r5.0<16;16,1>:hf                 {@4}
(W)     mov (16|M16)             r51.0<1>:hf   r6.0<16;16,1>:hf                 {@4}
(W)     mov (16|M0)              r52.0<1>:hf   r9.0<16;16,1>:hf                 {@4}
(W)     mov (16|M16)             r53.0<1>:hf   r12.0<16;16,1>:hf                {@4}
        mov (16|M0)              r17.0<1>:w    r[a0.0]<1,0>:w                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r24.0<2;1,0>:uw   0x640:uw              {@1}
        mov (16|M16)             r7.0<1>:w     r[a0.0]<1,0>:w                  
        mov (16|M0)              r22.0<1>:ud   r17.0<16;16,1>:uw                {@1}
        mov (16|M16)             r15.0<1>:ud   r7.0<16;16,1>:uw                 {@2}
        send.dc0 (16|M0)         null     r10     r22     0x80            0x04030508           {@2,$8} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r2      r15     0x80            0x04030508           {@1,$9} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (8|M0)               r34.0<1>:ud   r4.0<8;8,1>:w                   
(W)     add (8|M0)               r35.0<1>:ud   r34.0<8;8,1>:ud   0x8:uw              {@1}
(W)     add (16|M0)              r12.0<1>:ud   r34.0<8;8,1>:ud   r18.0<8;8,1>:d   {@1}
(W)     add (16|M0)              r24.0<1>:ud   r34.0<8;8,1>:ud   0x10:uw             
(W)     shl (16|M0)              r36.0<1>:ud   r12.0<8;8,1>:ud   0x1:uw              {@2}
        sync.nop                             null                             {Compacted,$8.src}
(W)     add (16|M16)             r22.0<1>:ud   r24.0<8;8,1>:ud   r26.0<8;8,1>:d   {@2}
(W)     add (16|M0)              a0.0<1>:uw    r36.0<2;1,0>:uw   0x6C0:uw              {@2}
(W)     shl (16|M0)              r17.0<1>:ud   r22.0<8;8,1>:ud   0x1:uw              {@2}
        send.dc0 (16|M0)         r30      r10     null    0x0            0x04210509           {$10} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r5       r2      null    0x0            0x04210509           {$11} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r8       r20     null    0x0            0x04210509           {$12} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r32      r28     null    0x0            0x04210509           {$13} // wr:2+0, rd:2; byte gathering read 16b
        mov (16|M0)              r7.0<1>:hf    r30.0<2;1,0>:hf                  {$10.dst}
        mov (16|M16)             r14.0<1>:hf   r5.0<2;1,0>:hf                   {$11.dst}
        sync.nop                             null                             {Compacted,$12.dst}
        mov (16|M0)              r15.0<1>:hf   r8.0<2;1,0>:hf                   {$9.src}
        mov (16|M16)             r16.0<1>:hf   r32.0<2;1,0>:hf                  {$13.dst}
(W)     mov (16|M0)              r54.0<1>:hf   r7.0<16;16,1>:hf                 {@4}
(W)     mov (16|M16)             r55.0<1>:hf   r14.0<16;16,1>:hf                {@4}
(W)     mov (16|M0)              r56.0<1>:hf   r15.0<16;16,1>:hf                {@4}
(W)     mov (16|M16)             r57.0<1>:hf   r16.0<16;16,1>:hf                {@4}
        mov (16|M0)              r4.0<1>:w     r[a0.0]<1,0>:w                   {@1}
(W)     add (16|M0)              a0.0<1>:uw    r17.0<2;1,0>:uw   0x6C0:uw              {@1}
        mov (16|M16)             r12.0<1>:w    r[a0.0]<1,0>:w                  
        mov (16|M0)              r19.0<1>:ud   r4.0<16;16,1>:uw                 {@1}
        mov (16|M16)             r5.0<1>:ud    r12.0<16;16,1>:uw                {@2}
        send.dc0 (16|M0)         null     r10     r19     0x80            0x0403050A           {@2,$14} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r2      r5      0x80            0x0403050A           {@1,$15} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (8|M0)               r127.0<1>:f   r41.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r7       r41     null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$0.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2480:
