L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r20      r16     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted,$0.dst}
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1:w               {Compacted,$1.dst}
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted,@2}
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1:w               {Compacted,@2}
        send.dc1 (16|M0)         null     r24     r20     0x80            0x04025E01           {@2,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r26     r22     0x80            0x04025E01           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r28      r3      null    0x0            0x0219E100           {$4} // wr:1h+0, rd:1; synchronized global fence flushing L1
(W)     and (8|M0)               r29.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r28.0<8;8,1>:ud                  {$4.dst}
(W)     send.gtwy (1|M0)         null     r29     null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        mov (16|M0)              r30.0<1>:d    r1.0<16;16,1>:uw                
        subb (8|M0)              r34.0<1>:ud   r12.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        mov (16|M16)             r32.0<1>:d    r2.0<16;16,1>:uw                
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r35.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}
        not (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d                  
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r36.0<1>:ud   r14.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn,@5}
        mov (8|M0)               r38.0<1>:f    0.0:f                               {Compacted}
        mov (8|M16)              r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M24)             r37.0<1>:ud   r15.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}
        not (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d                  
        mov (8|M24)              r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r46.0<1>:ud   r30.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted,@7}
        mov (8|M16)              r40.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r47.0<1>:ud   r31.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        mov (8|M8)               r39.0<1>:f    0.0:f                               {Compacted}
        mov (8|M8)               r55.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r48.0<1>:ud   r32.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,@7}
        add (16|M0)              r58.0<1>:d    r34.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@4}
        mov (8|M16)              r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M24)             r49.0<1>:ud   r33.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    2:w               {Compacted,@3}
        add (16|M16)             r60.0<1>:d    r36.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@2}
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r62      r58     null    0x0            0x04205E01           {@2,$6} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@1}
        mov (8|M24)              r41.0<1>:f    0.0:f                               {Compacted}
        send.dc1 (16|M16)        r64      r60     null    0x0            0x04205E01           {@2,$7} // wr:2+0, rd:2; untyped surface read with x
        mov (8|M24)              r57.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (8|M0)               r38.0<1>:ud   -r42.0<8;8,1>:ud  r38.0<8;8,1>:ud  {Compacted}
        add (8|M16)              r40.0<1>:ud   -r44.0<8;8,1>:ud  r40.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r50.0<1>:ud   r54.0<8;8,1>:ud   0xFFFFFFFF:ud             
        add (8|M8)               r39.0<1>:ud   -r43.0<8;8,1>:ud  r39.0<8;8,1>:ud  {Compacted}
        add (8|M8)               r51.0<1>:ud   r55.0<8;8,1>:ud   0xFFFFFFFF:ud             
        add (8|M16)              r52.0<1>:ud   r56.0<8;8,1>:ud   0xFFFFFFFF:ud             
        add (8|M24)              r41.0<1>:ud   -r45.0<8;8,1>:ud  r41.0<8;8,1>:ud  {Compacted,@7}
        add (8|M24)              r53.0<1>:ud   r57.0<8;8,1>:ud   0xFFFFFFFF:ud              {@7}
        send.dc1 (16|M0)         null     r16     r62     0x80            0x04025E02           {$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r18     r64     0x80            0x04025E02           {$7} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r66      r3      null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r66.0<8;8,1>:ud                  {$8.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L856:
