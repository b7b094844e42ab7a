L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
(W)     mov (2|M0)               r4.1<1>:f     r9.3<2;2,1>:f                   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r11.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r13.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        subb (8|M0)              r17.0<1>:ud   r13.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted,@2}
        mov (16|M0)              r39.0<1>:f    r7.0<0;1,0>:f                    {Compacted}
        mov (8|M0)               r25.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r18.0<1>:ud   r14.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        mov (16|M16)             r47.0<1>:f    r7.0<0;1,0>:f                    {Compacted}
        mov (8|M8)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r19.0<1>:ud   r15.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,@7}
        mul (16|M0)              r29.0<1>:ud   r17.0<8;8,1>:ud   0x9:uw              {@4}
        mov (8|M16)              r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r20.0<1>:ud   r16.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    2:w               {Compacted,@3}
        mul (16|M16)             r31.0<1>:ud   r19.0<8;8,1>:ud   0x9:uw              {@2}
        add (16|M0)              r33.0<1>:d    r29.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M0)              r53.0<1>:d    r33.0<8;8,1>:d    16:w               {Compacted,@2}
        add (16|M16)             r35.0<1>:d    r31.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r69.0<1>:d    r33.0<8;8,1>:d    28:w               {Compacted}
        add (16|M16)             r55.0<1>:d    r35.0<8;8,1>:d    16:w               {Compacted,@2}
        add (16|M16)             r71.0<1>:d    r35.0<8;8,1>:d    28:w               {Compacted}
        mov (16|M0)              r41.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
        mov (16|M16)             r49.0<1>:f    r9.0<0;1,0>:f                    {Compacted}
        mov (16|M0)              r43.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r51.0<1>:d    r2.0<16;16,1>:uw                
        mov (16|M0)              r59.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r61.0<1>:f    r8.4<0;1,0>:f                    {Compacted}
        mov (16|M16)             r65.0<1>:f    r3.1<0;1,0>:f                    {Compacted}
        mov (16|M16)             r67.0<1>:f    r8.4<0;1,0>:f                    {Compacted}
        mov (16|M0)              r73.0<1>:f    r8.3<0;1,0>:f                    {Compacted}
        mov (16|M0)              r75.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M16)             r77.0<1>:f    r8.3<0;1,0>:f                    {Compacted}
        mov (16|M16)             r79.0<1>:f    r10.0<0;1,0>:f                   {Compacted}
        mov (16|M0)              r57.0<1>:f    r4.1<0;1,0>:f                    {Compacted}
        mov (16|M16)             r63.0<1>:f    r4.1<0;1,0>:f                    {Compacted}
        mov (16|M0)              r37.0<1>:f    r13.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r45.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r33     r37     0x200            0x04025000           {@2,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r35     r45     0x200            0x04025000           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r53     r57     0x180            0x04025800           {@4,$2} // wr:2+6, rd:0; untyped surface write with xyz
        send.dc1 (16|M16)        null     r55     r63     0x180            0x04025800           {@3,$3} // wr:2+6, rd:0; untyped surface write with xyz
        send.dc1 (16|M0)         null     r69     r73     0x100            0x04025C00           {@7,$4} // wr:2+4, rd:0; untyped surface write with xy
        send.dc1 (16|M16)        null     r71     r77     0x100            0x04025C00           {@5,$5} // wr:2+4, rd:0; untyped surface write with xy
        mov (8|M0)               r21.0<1>:f    0.0:f                               {Compacted}
        mov (8|M8)               r22.0<1>:f    0.0:f                               {Compacted}
        mov (8|M16)              r23.0<1>:f    0.0:f                               {Compacted}
        mov (8|M24)              r24.0<1>:f    0.0:f                               {Compacted}
        mov (8|M24)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               r4.3<1>:f     r9.5<0;1,0>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (8|M0)               r21.0<1>:ud   -r25.0<8;8,1>:ud  r21.0<8;8,1>:ud  {Compacted,@7}
        add (8|M8)               r22.0<1>:ud   -r26.0<8;8,1>:ud  r22.0<8;8,1>:ud  {Compacted,@7}
        add (8|M16)              r23.0<1>:ud   -r27.0<8;8,1>:ud  r23.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r24.0<1>:ud   -r28.0<8;8,1>:ud  r24.0<8;8,1>:ud  {Compacted,@6}
(W)     send.dc0 (8|M0)          r81      r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r81.0<8;8,1>:ud                  {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L688:
