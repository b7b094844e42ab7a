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
        add (8|M0)               r12.0<1>:d    r6.0<8;8,1>:d     r8.0<0;1,0>:d    {Compacted}
        send.dc1 (8|M0)          r9       r7      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        send.dc0 (8|M0)          r11      r6      null    0x0            0x02110001           {$1} // wr:1+0, rd:1; byte gathering read 8b
        send.dc0 (8|M0)          r14      r12     null    0x0            0x02110001           {@1,$2} // wr:1+0, rd:1; byte gathering read 8b
(W)     add (8|M0)               acc0.0<1>:ud  r9.0<8;8,1>:d     r3.8<8;8,1>:w    {@5,$0.dst}
        mov (8|M0)               r10.0<1>:b    r11.0<4;1,0>:b                   {$1.dst}
(W)     mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r13.0<1>:b    r14.0<4;1,0>:b                   {$2.dst}
(W)     add (8|M0)               a0.0<1>:uw    r18.0<2;1,0>:uw   0x200:uw              {@2}
(W)     mov (8|M0)               r16.0<1>:b    r10.0<8;8,1>:b                   {@4}
(W)     mov (8|M0)               r16.8<1>:b    r13.0<8;8,1>:b                   {@3}
        mov (8|M0)               r15.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (8|M0)               r19.0<1>:ud   r15.0<8;8,1>:ub                  {@1}
(W)     add (8|M0)               acc0.0<1>:ud  r9.0<8;8,1>:d     r3.8<8;8,1>:w   
        send.dc0 (8|M0)          null     r6      r19     0x40            0x02030002           {@2,$3} // wr:1+1, rd:0; byte scattering write 8b
(W)     mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (8|M0)               a0.0<1>:uw    r27.0<2;1,0>:uw   0x320:uw              {@1}
        send.dc0 (8|M0)          r21      r6      null    0x0            0x02110003           {$4} // wr:1+0, rd:1; byte gathering read 8b
        send.dc0 (8|M0)          r23      r12     null    0x0            0x02110003           {$5} // wr:1+0, rd:1; byte gathering read 8b
        mov (8|M0)               r20.0<1>:b    r21.0<4;1,0>:b                   {$4.dst}
        mov (8|M0)               r22.0<1>:b    r23.0<4;1,0>:b                   {$5.dst}
(W)     mov (8|M0)               r25.0<1>:b    r20.0<8;8,1>:b                   {@2}
(W)     mov (8|M0)               r25.8<1>:b    r22.0<8;8,1>:b                   {@2}
        mov (8|M0)               r24.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (8|M0)               r28.0<1>:ud   r24.0<8;8,1>:ub                  {@1}
        shl (8|M0)               r29.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted}
        send.dc0 (8|M0)          null     r6      r28     0x40            0x02030004           {@2,$6} // wr:1+1, rd:0; byte scattering write 8b
        shl (8|M0)               r32.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}
(W)     add (8|M0)               acc0.0<1>:ud  r9.0<8;8,1>:d     r3.8<8;8,1>:w   
(W)     shl (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r38.0<2;1,0>:uw   0x480:uw              {@1}
        send.dc0 (8|M0)          r31      r29     null    0x0            0x02110405           {@5,$7} // wr:1+0, rd:1; byte gathering read 16b
        send.dc0 (8|M0)          r34      r32     null    0x0            0x02110405           {@4,$8} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r30.0<1>:hf   r31.0<2;1,0>:hf                  {$7.dst}
        mov (8|M0)               r33.0<1>:hf   r34.0<2;1,0>:hf                  {$8.dst}
(W)     mov (8|M0)               r36.0<1>:hf   r30.0<8;8,1>:hf                  {@2}
(W)     mov (8|M0)               r36.8<1>:hf   r33.0<8;8,1>:hf                  {@2}
        mov (8|M0)               r35.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r39.0<1>:ud   r35.0<8;8,1>:uw                  {@1}
(W)     add (8|M0)               acc0.0<1>:ud  r9.0<8;8,1>:d     r3.8<8;8,1>:w   
        send.dc0 (8|M0)          null     r29     r39     0x40            0x02030406           {@2,$9} // wr:1+1, rd:0; byte scattering write 16b
(W)     shl (8|M0)               r47.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r47.0<2;1,0>:uw   0x5A0:uw              {@1}
        send.dc0 (8|M0)          r41      r29     null    0x0            0x02110407           {$10} // wr:1+0, rd:1; byte gathering read 16b
        send.dc0 (8|M0)          r43      r32     null    0x0            0x02110407           {$11} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r40.0<1>:hf   r41.0<2;1,0>:hf                  {$10.dst}
        mov (8|M0)               r42.0<1>:hf   r43.0<2;1,0>:hf                  {$11.dst}
(W)     mov (8|M0)               r45.0<1>:hf   r40.0<8;8,1>:hf                  {@2}
(W)     mov (8|M0)               r45.8<1>:hf   r42.0<8;8,1>:hf                  {@2}
        mov (8|M0)               r44.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r48.0<1>:ud   r44.0<8;8,1>:uw                  {@1}
(W)     add (8|M0)               acc0.0<1>:ud  r9.0<8;8,1>:d     r3.8<8;8,1>:w   
        send.dc0 (8|M0)          null     r29     r48     0x40            0x02030408           {@2,$12} // wr:1+1, rd:0; byte scattering write 16b
(W)     shl (8|M0)               r56.0<1>:ud   acc0.0<8;8,1>:ud  0x1:uw             
(W)     add (8|M0)               a0.0<1>:uw    r56.0<2;1,0>:uw   0x6C0:uw              {@1}
        send.dc0 (8|M0)          r50      r29     null    0x0            0x02110409           {$13} // wr:1+0, rd:1; byte gathering read 16b
        send.dc0 (8|M0)          r52      r32     null    0x0            0x02110409           {$14} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r49.0<1>:hf   r50.0<2;1,0>:hf                  {$13.dst}
        mov (8|M0)               r51.0<1>:hf   r52.0<2;1,0>:hf                  {$14.dst}
(W)     mov (8|M0)               r54.0<1>:hf   r49.0<8;8,1>:hf                  {@2}
(W)     mov (8|M0)               r54.8<1>:hf   r51.0<8;8,1>:hf                  {@2}
        mov (8|M0)               r53.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r57.0<1>:ud   r53.0<8;8,1>:uw                  {@1}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc0 (8|M0)          null     r29     r57     0x40            0x0203040A           {@2,$15} // wr:1+1, rd:0; byte scattering write 16b
(W)     send.dc0 (8|M0)          r58      r2      null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r58.0<8;8,1>:ud                  {$0.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1168:
