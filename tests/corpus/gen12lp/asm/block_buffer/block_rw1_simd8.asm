L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r5.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mov (8|M0)               r13.0<1>:d    r2.0<8;8,1>:uw                  
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        mul (8|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r3.0<8;8,1>:uw   {Compacted}
(W)     add (1|M0)               r6.6<1>:d     r11.0<0;1,0>:d    7:w               {Compacted,@2}
        add (8|M0)               r13.0<1>:d    acc0.0<8;8,1>:d   r13.0<8;8,1>:d   {@5}
(W)     shr (1|M0)               r6.7<1>:d     r6.6<0;1,0>:ud    3:w               {@2}
        add (8|M0)               r8.0<1>:d     r7.0<0;1,0>:d     r1.0<8;8,1>:uw   {@7}
(W)     mul (1|M0)               acc0.0<1>:d   r5.1<0;1,0>:d     r6.14<0;1,0>:uw  {@2}
(W)     mach (1|M0)              r12.0<1>:d    r5.1<0;1,0>:d     r6.7<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r13.0<2;1,0>:uw  {Compacted,@5}
        mach (8|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r7.1<1>:d     r12.0<0;1,0>:d    3:w               {Compacted,@3}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r1.0<8;8,1>:uw   {@2}
        add (8|M0)               acc0.0<1>:d   r8.0<8;8,1>:d     r4.0<0;1,0>:d    {@7}
        add (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@2}
        shl (8|M0)               r16.0<1>:d    acc0.0<8;8,1>:d   2:w              
        and (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    -8:w               {Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r5.0<8;8,1>:f                    {Compacted}
        shl (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    2:w               {Compacted,@2}
(W)     mov (1|M0)               r15.2<1>:f    r13.0<0;1,0>:f                   {Compacted,@1}
(W)     shr (1|M0)               r18.2<1>:ud   r13.0<0;1,0>:ud   0x4:uw             
(W)     send.dc0 (8|M0)          r14      r15     null    0x0            0x02184200           {@2,$0} // wr:1h+0, rd:1; oword aligned block read x2
        send.dc1 (8|M0)          null     r16     r14     0x40            0x02026E01           {@6,$0} // wr:1+1, rd:0; untyped surface write with x
        send.dc1 (8|M0)          r17      r16     null    0x0            0x02106E02           {$1} // wr:1+0, rd:1; untyped surface read with x
        add (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    1:w               {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r18     r17     0x40            0x020A0203           {@1,$2} // wr:1h+1, rd:0; oword block write x2
(W)     send.dc0 (8|M0)          r20      r5      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L456:
