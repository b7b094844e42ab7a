L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r8.3<0;1,0>:d     r2.1<0;1,0>:d   
(W)     mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@1}
        add (8|M0)               r10.0<1>:d    r6.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        send.dc1 (8|M0)          r9       r7      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        send.dc0 (8|M0)          r14      r6      null    0x0            0x02110001           {$1} // wr:1+0, rd:1; byte gathering read 8b
        send.dc0 (8|M0)          r12      r10     null    0x0            0x02110001           {@1,$2} // wr:1+0, rd:1; byte gathering read 8b
        add (8|M0)               r15.0<1>:d    -r9.0<8;8,1>:d    8:w               {Compacted,$0.dst}
        mov (8|M0)               r13.0<1>:b    r14.0<4;1,0>:b                   {$1.dst}
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w    {@2}
        mov (8|M0)               r11.0<1>:b    r12.0<4;1,0>:b                   {$2.dst}
(W)     mov (8|M0)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (8|M0)               r17.8<1>:b    r13.0<8;8,1>:b                   {@4}
(W)     add (8|M0)               a0.0<1>:uw    r19.0<2;1,0>:uw   0x220:uw              {@2}
(W)     mov (8|M0)               r17.0<1>:b    r11.0<8;8,1>:b                   {@4}
        mov (8|M0)               r16.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (8|M0)               r20.0<1>:ud   r16.0<8;8,1>:ub                  {@1}
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        send.dc0 (8|M0)          null     r6      r20     0x40            0x02030002           {@2,$3} // wr:1+1, rd:0; byte scattering write 8b
(W)     mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r28.0<2;1,0>:uw   0x340:uw              {@1}
        send.dc0 (8|M0)          r22      r10     null    0x0            0x02110003           {$4} // wr:1+0, rd:1; byte gathering read 8b
        send.dc0 (8|M0)          r24      r6      null    0x0            0x02110003           {$5} // wr:1+0, rd:1; byte gathering read 8b
        mov (8|M0)               r21.0<1>:b    r22.0<4;1,0>:b                   {$4.dst}
        mov (8|M0)               r23.0<1>:b    r24.0<4;1,0>:b                   {$5.dst}
(W)     mov (8|M0)               r26.0<1>:b    r21.0<8;8,1>:b                   {@2}
(W)     mov (8|M0)               r26.8<1>:b    r23.0<8;8,1>:b                   {@2}
        mov (8|M0)               r25.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (8|M0)               r29.0<1>:ud   r25.0<8;8,1>:ub                  {@1}
        shl (8|M0)               r30.0<1>:d    r10.0<8;8,1>:d    1:w               {Compacted}
        send.dc0 (8|M0)          null     r6      r29     0x40            0x02030004           {@2,$6} // wr:1+1, rd:0; byte scattering write 8b
        shl (8|M0)               r33.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
(W)     shl (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r39.0<2;1,0>:uw   0x4A0:uw              {@1}
        send.dc0 (8|M0)          r32      r30     null    0x0            0x02110405           {@5,$7} // wr:1+0, rd:1; byte gathering read 16b
        send.dc0 (8|M0)          r35      r33     null    0x0            0x02110405           {@4,$8} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r31.0<1>:hf   r32.0<2;1,0>:hf                  {$7.dst}
        mov (8|M0)               r34.0<1>:hf   r35.0<2;1,0>:hf                  {$8.dst}
(W)     mov (8|M0)               r37.0<1>:hf   r31.0<8;8,1>:hf                  {@2}
(W)     mov (8|M0)               r37.8<1>:hf   r34.0<8;8,1>:hf                  {@2}
        mov (8|M0)               r36.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r40.0<1>:ud   r36.0<8;8,1>:uw                  {@1}
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        send.dc0 (8|M0)          null     r33     r40     0x40            0x02030406           {@2,$9} // wr:1+1, rd:0; byte scattering write 16b
(W)     shl (8|M0)               r48.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r48.0<2;1,0>:uw   0x5C0:uw              {@1}
        send.dc0 (8|M0)          r42      r30     null    0x0            0x02110407           {$10} // wr:1+0, rd:1; byte gathering read 16b
        send.dc0 (8|M0)          r44      r33     null    0x0            0x02110407           {$11} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r41.0<1>:hf   r42.0<2;1,0>:hf                  {$10.dst}
        mov (8|M0)               r43.0<1>:hf   r44.0<2;1,0>:hf                  {$11.dst}
(W)     mov (8|M0)               r46.0<1>:hf   r41.0<8;8,1>:hf                  {@2}
(W)     mov (8|M0)               r46.8<1>:hf   r43.0<8;8,1>:hf                  {@2}
        mov (8|M0)               r45.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r49.0<1>:ud   r45.0<8;8,1>:uw                  {@1}
(W)     add (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:d    r3.8<8;8,1>:w   
        send.dc0 (8|M0)          null     r33     r49     0x40            0x02030408           {@2,$12} // wr:1+1, rd:0; byte scattering write 16b
(W)     shl (8|M0)               r57.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r57.0<2;1,0>:uw   0x6E0:uw              {@1}
        send.dc0 (8|M0)          r51      r30     null    0x0            0x02110409           {$13} // wr:1+0, rd:1; byte gathering read 16b
        send.dc0 (8|M0)          r53      r33     null    0x0            0x02110409           {$14} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r50.0<1>:hf   r51.0<2;1,0>:hf                  {$13.dst}
        mov (8|M0)               r52.0<1>:hf   r53.0<2;1,0>:hf                  {$14.dst}
(W)     mov (8|M0)               r55.0<1>:hf   r50.0<8;8,1>:hf                  {@2}
(W)     mov (8|M0)               r55.8<1>:hf   r52.0<8;8,1>:hf                  {@2}
        mov (8|M0)               r54.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r58.0<1>:ud   r54.0<8;8,1>:uw                  {@1}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc0 (8|M0)          null     r33     r58     0x40            0x0203040A           {@2,$15} // wr:1+1, rd:0; byte scattering write 16b
(W)     send.dc0 (8|M0)          r59      r2      null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r59.0<8;8,1>:ud                  {$0.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1176:
