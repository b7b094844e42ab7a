L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r8.2<0;1,0>:d     r3.1<0;1,0>:d   
        mov (16|M0)              r27.0<1>:f    9.80909e-45:f                              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w               {Compacted,@2}
        addc (8|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r5.0<8;8,1>:ud   {AccWrEn,Compacted,@2}
        mov (16|M16)             r29.0<1>:f    9.80909e-45:f                              
        mov (8|M0)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r12.0<1>:ud   r8.0<0;1,0>:ud    r6.0<8;8,1>:ud   {AccWrEn}
        add (8|M0)               r19.1<2>:ud   r15.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@2}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r13.0<1>:ud   r8.0<0;1,0>:ud    r9.0<8;8,1>:ud   {AccWrEn,@7}
        mov (8|M0)               r19.0<2>:f    r11.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M16)              r17.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r14.0<1>:ud   r8.0<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r16.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@5}
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M16)              r23.1<2>:ud   r17.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@4}
        mov (8|M8)               r21.0<2>:f    r12.0<8;8,1>:f                   {Compacted,@7}
        add (8|M24)              r25.1<2>:ud   r18.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@3}
        mov (8|M16)              r23.0<2>:f    r13.0<8;8,1>:f                   {Compacted,@7}
        mov (8|M24)              r25.0<2>:f    r14.0<8;8,1>:f                   {Compacted,@7}
        send.dc1 (16|M0)         null     r19     r27     0x80            0x080691FF           {@4,$0} // wr:4+2, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r23     r29     0x80            0x080691FF           {@1,$1} // wr:4+2, rd:0; a64 dword scattering write
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r31      r3      null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r31.0<8;8,1>:ud                  {$2.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L432:
