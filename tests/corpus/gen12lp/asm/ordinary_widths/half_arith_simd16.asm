L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     1:w               {Compacted,@1}
        mul (16|M0)              r19.0<1>:ud   r9.0<8;8,1>:ud    0x6:uw             
        send.dc0 (16|M0)         r13      r11     null    0x0            0x04210500           {@2,$0} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r15      r11     null    0x0            0x04210501           {$1} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M0)         r17      r11     null    0x0            0x04210502           {$2} // wr:2+0, rd:2; byte gathering read 16b
        shl (16|M0)              r21.0<1>:d    r19.0<8;8,1>:d    1:w               {Compacted,@1}
        add (16|M0)              r23.0<1>:d    r21.0<8;8,1>:d    8:w               {Compacted,@1}
        mov (16|M0)              r31.0<1>:hf   r13.0<2;1,0>:hf                  {$0.dst}
        cmp (16|M0)   (gt)f0.0   null<1>:hf    r13.0<2;1,0>:hf   r15.0<2;1,0>:hf  {$1.dst}
        mad (16|M0)              r5.0<1>:hf    r17.0<4;2>:hf     r15.0<4;2>:hf     r31.0<1>:hf      {@2,$2.dst}
        add (16|M0)              r25.0<2>:hf   r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        mul (16|M0)              r27.0<2>:hf   r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        add (16|M0)              r25.1<2>:hf   r13.0<2;1,0>:hf   -r15.0<2;1,0>:hf
        sel (16|M0)   (ge)f0.0   r29.0<2>:hf   r13.0<2;1,0>:hf   r15.0<2;1,0>:hf 
        mov (16|M0)              r27.1<2>:hf   r5.0<16;16,1>:hf                 {@5}
(f0.0)  sel (16|M0)              r29.1<2>:hf   r13.0<2;1,0>:hf   r17.0<2;1,0>:hf 
        send.dc1 (16|M0)         null     r21     r25     0x100            0x04025C03           {@2,$3} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M0)         null     r23     r29     0x80            0x04025E03           {@1,$4} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r32      r2      null    0x0            0x0219E000           {$5} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r32.0<8;8,1>:ud                  {$5.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L392:
