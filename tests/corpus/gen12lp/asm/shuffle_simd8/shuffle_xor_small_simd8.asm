L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc0 (8|M0)          r11      r6      null    0x0            0x02110001           {$0} // wr:1+0, rd:1; byte gathering read 8b
        send.dc1 (8|M0)          r9       r7      null    0x0            0x02106E00           {@1,$1} // wr:1+0, rd:1; untyped surface read with x
        mov (8|M0)               r10.0<1>:b    r11.0<4;1,0>:b                   {$0.dst}
        xor (8|M0)               r12.0<1>:d    r9.0<8;8,1>:d     r3.8<8;8,1>:w    {@5,$1.dst}
        add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x140:uw              {@1}
        mov (8|M0)               r13.0<1>:b    r[a0.0]<1,0>:b                   {@3}
        mov (8|M0)               r14.0<1>:ud   r13.0<8;8,1>:ub                  {@1}
        add (8|M0)               a0.0<1>:uw    r12.0<2;1,0>:uw   0x1E0:uw             
        send.dc0 (8|M0)          null     r6      r14     0x40            0x02030002           {@2,$2} // wr:1+1, rd:0; byte scattering write 8b
        send.dc0 (8|M0)          r16      r6      null    0x0            0x02110003           {$3} // wr:1+0, rd:1; byte gathering read 8b
        mov (8|M0)               r15.0<1>:b    r16.0<4;1,0>:b                   {$3.dst}
        mov (8|M0)               r17.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (8|M0)               r18.0<1>:ud   r17.0<8;8,1>:ub                  {@1}
        shl (8|M0)               r19.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted}
        send.dc0 (8|M0)          null     r6      r18     0x40            0x02030004           {@2,$4} // wr:1+1, rd:0; byte scattering write 8b
        shl (8|M0)               r23.0<1>:uw   r12.0<2;1,0>:uw   0x1:uw              {Compacted}
        add (8|M0)               a0.0<1>:uw    r23.0<8;8,1>:uw   0x280:uw              {@1}
        send.dc0 (8|M0)          r21      r19     null    0x0            0x02110405           {@3,$5} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r20.0<1>:hf   r21.0<2;1,0>:hf                  {$5.dst}
        mov (8|M0)               r22.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r24.0<1>:ud   r22.0<8;8,1>:uw                  {@1}
        add (8|M0)               a0.0<1>:uw    r23.0<8;8,1>:uw   0x320:uw             
        send.dc0 (8|M0)          null     r19     r24     0x40            0x02030406           {@2,$6} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          r26      r19     null    0x0            0x02110407           {$7} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r25.0<1>:hf   r26.0<2;1,0>:hf                  {$7.dst}
        mov (8|M0)               r27.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r28.0<1>:ud   r27.0<8;8,1>:uw                  {@1}
        add (8|M0)               a0.0<1>:uw    r23.0<8;8,1>:uw   0x3A0:uw             
        send.dc0 (8|M0)          null     r19     r28     0x40            0x02030408           {@2,$8} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          r30      r19     null    0x0            0x02110409           {$9} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r29.0<1>:hf   r30.0<2;1,0>:hf                  {$9.dst}
        mov (8|M0)               r31.0<1>:hf   r[a0.0]<1,0>:hf                  {@1}
        mov (8|M0)               r32.0<1>:ud   r31.0<8;8,1>:uw                  {@1}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc0 (8|M0)          null     r19     r32     0x40            0x0203040A           {@2,$10} // wr:1+1, rd:0; byte scattering write 16b
(W)     send.dc0 (8|M0)          r33      r2      null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r33.0<8;8,1>:ud                  {$11.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L696:
