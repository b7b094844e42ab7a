L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@1}
        add (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@1}
        send.dc0 (8|M0)          r11      r6      null    0x0            0x02110001           {$0} // wr:1+0, rd:1; byte gathering read 8b
        send.dc1 (8|M0)          r9       r7      null    0x0            0x02106E00           {@1,$1} // wr:1+0, rd:1; untyped surface read with x
        mov (8|M0)               r10.0<1>:b    r11.0<4;1,0>:b                   {$0.dst}
        add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x140:uw              {$1.dst}
        mov (8|M0)               r12.0<1>:b    r[a0.0]<1,0>:b                   {@2}
        mov (8|M0)               r13.0<1>:ud   r12.0<8;8,1>:ub                  {@1}
        add (8|M0)               a0.0<1>:uw    r9.0<2;1,0>:uw    0x1C0:uw             
        send.dc0 (8|M0)          null     r6      r13     0x40            0x02030002           {@2,$2} // wr:1+1, rd:0; byte scattering write 8b
        send.dc0 (8|M0)          r15      r6      null    0x0            0x02110003           {$3} // wr:1+0, rd:1; byte gathering read 8b
        mov (8|M0)               r14.0<1>:b    r15.0<4;1,0>:b                   {$3.dst}
        mov (8|M0)               r16.0<1>:b    r[a0.0]<1,0>:b                   {@1}
        mov (8|M0)               r17.0<1>:ud   r16.0<8;8,1>:ub                  {@1}
        shl (8|M0)               r18.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted}
        send.dc0 (8|M0)          null     r6      r17     0x40            0x02030004           {@2,$4} // wr:1+1, rd:0; byte scattering write 8b
        shl (8|M0)               r22.0<1>:uw   r9.0<2;1,0>:uw    0x1:uw              {Compacted}
        add (8|M0)               a0.0<1>:uw    r22.0<8;8,1>:uw   0x260:uw              {@1}
        send.dc0 (8|M0)          r20      r18     null    0x0            0x02110405           {@3,$5} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r19.0<1>:hf   r20.0<2;1,0>:hf                  {$5.dst}
        mov (8|M0)               r21.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r23.0<1>:ud   r21.0<8;8,1>:uw                  {@1}
        add (8|M0)               a0.0<1>:uw    r22.0<8;8,1>:uw   0x300:uw             
        send.dc0 (8|M0)          null     r18     r23     0x40            0x02030406           {@2,$6} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          r25      r18     null    0x0            0x02110407           {$7} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r24.0<1>:hf   r25.0<2;1,0>:hf                  {$7.dst}
        mov (8|M0)               r26.0<1>:w    r[a0.0]<1,0>:w                   {@1}
        mov (8|M0)               r27.0<1>:ud   r26.0<8;8,1>:uw                  {@1}
        add (8|M0)               a0.0<1>:uw    r22.0<8;8,1>:uw   0x380:uw             
        send.dc0 (8|M0)          null     r18     r27     0x40            0x02030408           {@2,$8} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          r29      r18     null    0x0            0x02110409           {$9} // wr:1+0, rd:1; byte gathering read 16b
        mov (8|M0)               r28.0<1>:hf   r29.0<2;1,0>:hf                  {$9.dst}
        mov (8|M0)               r30.0<1>:hf   r[a0.0]<1,0>:hf                  {@1}
        mov (8|M0)               r31.0<1>:ud   r30.0<8;8,1>:uw                  {@1}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        send.dc0 (8|M0)          null     r18     r31     0x40            0x0203040A           {@2,$10} // wr:1+1, rd:0; byte scattering write 16b
(W)     send.dc0 (8|M0)          r32      r2      null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r32.0<8;8,1>:ud                  {$11.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L664:
