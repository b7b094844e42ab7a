L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d   
(W)     mov (8|M0)               r11.0<1>:f    -qnan(0x3FFFFF):f                              
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
(W)     mov (8|M0)               r14.0<1>:f    0.0:f                               {Compacted}
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        shl (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   2:w              
        shl (8|M0)               r12.0<1>:d    acc0.0<8;8,1>:d   1:w              
        send.dc1 (8|M0)          r9       r8      null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x
        shl (8|M0)               r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@1}
        or (8|M0)                r16.0<1>:d    r12.0<8;8,1>:d    4:w               {Compacted,@1}
        cmp (8|M0)    (ne)f1.0   r10.0<1>:d    r9.0<8;8,1>:d     0:w               {$0.dst}
        mov (8|M0)               r11.0<1>:d    -r10.0<8;8,1>:d                  {@1}
        mov (8|M0)               r14.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@1}
(W)     sel (4|M0)    (lt)f0.0   r3.2<1>:ud    r11.0<4;4,1>:ud   r11.4<4;4,1>:ud 
(W)     sel (4|M0)    (ge)f0.0   r15.0<1>:ud   r14.0<4;4,1>:ud   r14.4<4;4,1>:ud  {@2}
(W)     sel (2|M0)    (lt)f0.0   r3.6<1>:ud    r3.2<2;2,1>:ud    r3.4<2;2,1>:ud   {@2}
(W)     sel (2|M0)    (ge)f0.0   r5.2<1>:ud    r15.0<2;2,1>:ud   r15.2<2;2,1>:ud  {@2}
(W)     sel (1|M0)    (lt)f0.0   r3.1<1>:d     r3.6<0;1,0>:ud    r3.7<0;1,0>:ud   {@2}
(W)     sel (1|M0)    (ge)f0.0   r5.1<1>:d     r5.2<0;1,0>:ud    r5.3<0;1,0>:ud   {@2}
(W)     cmp (1|M0)    (ne)f0.1   r5.0<1>:d     r3.1<0;1,0>:d     0:w               {@2}
(W)     cmp (1|M0)    (ne)f0.0   r5.7<1>:d     r5.1<0;1,0>:d     0:w               {@2}
        mov (8|M0)               r13.0<1>:d    -r5.0<0;1,0>:d                   {@2}
        mov (8|M0)               r17.0<1>:d    -r5.7<0;1,0>:d                   {@2}
        send.dc1 (8|M0)          null     r12     r13     0x40            0x02026E01           {@2,$1} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          null     r16     r17     0x40            0x02026E01           {@1,$2} // wr:1+1, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r18      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r18.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L464:
