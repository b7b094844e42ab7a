L0:
(W)     mov (8|M0)               r98.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r98.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r98.1<0;1,0>:d   {Compacted}
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        mul (8|M0)               acc0.0<1>:ud  r5.0<8;8,1>:ud    0x6:uw              {@1}
        mach (8|M0)              r2.0<1>:ud    r5.0<8;8,1>:ud    0x6:ud              {AccWrEn,Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r6.0<8;8,1>:ud    0x6:uw             
        mach (8|M8)              r3.0<1>:ud    r6.0<8;8,1>:ud    0x6:ud              {AccWrEn}
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f                    {Compacted,@2}
        shl (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    6:w               {Compacted,@2}
(W)     mov (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f                    {Compacted,@1}
        send.dc1 (16|M0)         r50      r2      null    0x0            0x04805000           {@1,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r6.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     mov (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f                    {Compacted,$0.src}
        send.dc0 (16|M0)         null     r98     r4      0x80            0x020F1000           {$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     32:w               {Compacted,@1}
        send.dc1 (16|M0)         r58      r6      null    0x0            0x04805000           {@3,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r34      r4      null    0x0            0x04805000           {@1,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:d     48:w               {$3.src}
        or (16|M0)               r2.0<1>:d     r10.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r121.0<1>:d   r2.0<8;8,1>:d     6:w               {Compacted,@1}
        send.dc1 (16|M0)         r42      r4      null    0x0            0x04805000           {@3,$4} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r121.0<8;8,1>:ud  0x10:uw              {@1}
        send.dc1 (16|M0)         r66      r121    null    0x0            0x04805000           {$5} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r74      r2      null    0x0            0x04805000           {@1,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:d     r121.0<8;8,1>:d   32:w               {Compacted,$6.src}
        send.dc1 (16|M0)         r82      r2      null    0x0            0x04805000           {@1,$7} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r121.0<8;8,1>:d   48:w               {$7.src}
        send.dc1 (16|M0)         r90      r2      null    0x0            0x04805000           {@1,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    2:w               {Compacted,$8.src}
        shl (16|M0)              r125.0<1>:d   r2.0<8;8,1>:d     6:w               {Compacted,@1}
        add (16|M0)              r2.0<1>:ud    r125.0<8;8,1>:ud  0x10:uw              {@1}
        add (16|M0)              r12.0<1>:d    r125.0<8;8,1>:d   32:w               {Compacted}
        send.dc1 (16|M0)         r107     r2      null    0x0            0x04805000           {@2,$9} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r125.0<8;8,1>:d   48:w               {$10.src}
        send.dc1 (16|M0)         r99      r125    null    0x0            0x04805000           {$11} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F3002           {$10} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$12} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F300A           {$12} // wr:1h+8, rd:0; hword scratch block write x8
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    3:w               {Compacted,$12.src}
        shl (16|M0)              r123.0<1>:d   r2.0<8;8,1>:d     6:w               {Compacted,@1}
        send.dc1 (16|M0)         r2       r123    null    0x0            0x04805000           {@1,$13} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r123.0<8;8,1>:ud  0x10:uw             
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F3012           {$13} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$14} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:d    r123.0<8;8,1>:d   32:w               {Compacted,$14.src}
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F301A           {$14} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$15} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r123.0<8;8,1>:d   48:w               {$15.src}
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F3022           {$15} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F302A           {$1} // wr:1h+8, rd:0; hword scratch block write x8
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    4:w               {Compacted,$1.src}
        shl (16|M0)              r119.0<1>:d   r2.0<8;8,1>:d     6:w               {Compacted,@1}
        send.dc1 (16|M0)         r2       r119    null    0x0            0x04805000           {@1,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:ud  0x10:uw             
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F3032           {$10} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:d    r119.0<8;8,1>:d   32:w               {Compacted,$12.src}
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F303A           {$12} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$12.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$13} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:d   48:w               {$13.src}
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F3042           {$13} // wr:1h+8, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
        send.dc1 (16|M0)         r2       r12     null    0x0            0x04805000           {@1,$14} // wr:2+0, rd:8; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r98     r2      0x200            0x020F304A           {$14} // wr:1h+8, rd:0; hword scratch block write x8
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    5:w               {Compacted,$14.src}
        shl (16|M0)              r115.0<1>:d   r2.0<8;8,1>:d     6:w               {Compacted,@1}
        add (16|M0)              r2.0<1>:ud    r115.0<8;8,1>:ud  0x10:uw              {@1}
        add (16|M0)              r117.0<1>:d   r115.0<8;8,1>:d   32:w               {Compacted}
        send.dc1 (16|M0)         r26      r2      null    0x0            0x04805000           {@2,$15} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r2       r117    null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r117.0<1>:ud  r115.0<8;8,1>:d   48:w               {$1.src}
        send.dc1 (16|M0)         r18      r115    null    0x0            0x04805000           {$10} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r10      r117    null    0x0            0x04805000           {@1,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.src}
        mul (16|M0)              r117.0<1>:f   r50.0<8;8,1>:f    0.5:f               {Compacted,$0.dst}
        mul (16|M0)              r50.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$3.dst}
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F11DA           {@2,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r52.0<8;8,1>:f    0.5:f               {Compacted,$0.src}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F1060           {@2,$13} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F1052           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r54.0<8;8,1>:f    0.5:f               {Compacted,$14.src}
        mul (16|M0)              r50.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$13.src}
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F1054           {@2,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r56.0<8;8,1>:f    0.5:f               {Compacted,$3.src}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F1062           {@2,$2} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F1056           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r38.0<8;8,1>:f    0.5:f               {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$0.src}
        mul (16|M0)              r117.0<1>:f   r58.0<8;8,1>:f    0.5:f               {Compacted,$2.dst}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F1064           {@2,$4} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F1058           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r40.0<8;8,1>:f    0.5:f               {Compacted,$4.src}
        mul (16|M0)              r117.0<1>:f   r60.0<8;8,1>:f    0.5:f               {Compacted,$5.src}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F1066           {@2,$6} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F105A           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r62.0<8;8,1>:f    0.5:f               {Compacted,$7.src}
        sync.nop                             null                             {Compacted,$6.src}
        mul (16|M0)              r50.0<1>:f    r42.0<8;8,1>:f    0.5:f               {Compacted,$4.dst}
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F105C           {@2,$8} // wr:1h+2, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x022C11DA           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mul (16|M0)              r117.0<1>:f   r64.0<8;8,1>:f    0.5:f               {Compacted,$8.src}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F1068           {@2,$9} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r117    0x80            0x020F105E           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r44.0<8;8,1>:f    0.5:f               {Compacted,$9.src}
        mul (16|M0)              r52.0<1>:f    r82.0<8;8,1>:f    0.5:f               {Compacted,$7.dst}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F106A           {@2,$11} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r46.0<8;8,1>:f    0.5:f               {Compacted,$11.src}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F106C           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r48.0<8;8,1>:f    0.5:f               {Compacted,$3.src}
        mul (16|M0)              r48.0<1>:f    r86.0<8;8,1>:f    0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r50     0x80            0x020F106E           {@2,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              acc0.0<1>:f   r84.0<8;8,1>:f    0.5:f               {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        add (16|M0)              r40.0<1>:f    r34.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2052           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r38.0<1>:f    r34.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$0.dst}
        add (16|M0)              r56.0<1>:f    r36.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2056           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r42.0<1>:f    r34.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,$4.dst}
        add (16|M0)              r60.0<1>:f    r36.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C205A           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r44.0<1>:f    r34.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,$5.dst}
        add (16|M0)              r64.0<1>:f    r36.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C205E           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r54.0<1>:f    r34.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$14.src}
        add (16|M0)              r117.0<1>:f   r36.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2062           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r86.0<1>:f    r52.0<8;8,1>:f    r117.0<8;8,1>:f  {Compacted,@1}
        add (16|M0)              r58.0<1>:f    r34.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$7.dst}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2066           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F11DC           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r84.0<1>:f    acc0.0<8;8,1>:f   r58.0<8;8,1>:f   {Compacted,@2}
        sync.nop                             null                             {Compacted,$9.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,$8.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F11F6           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C206A           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F11DE           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r36      r98     null    0x0            0x022C106E           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r62.0<1>:f    r34.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F11E0           {@2,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r88.0<8;8,1>:f    0.5:f               {Compacted,$12.src}
        add (16|M0)              r34.0<1>:f    r36.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,$10.dst}
        mul (16|M0)              r36.0<1>:f    r68.0<8;8,1>:f    0.5:f               {Compacted,$5.dst}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F11E2           {@2,$13} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1070           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r70.0<8;8,1>:f    0.5:f               {Compacted,$15.src}
        mul (16|M0)              acc0.0<1>:f   r66.0<8;8,1>:f    0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1072           {@2,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r72.0<8;8,1>:f    0.5:f               {Compacted,$0.src}
        add (16|M0)              r72.0<1>:f    acc0.0<8;8,1>:f   r40.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1074           {@2,$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
        mul (16|M0)              r36.0<1>:f    r74.0<8;8,1>:f    0.5:f               {Compacted,$6.dst}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1076           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r76.0<8;8,1>:f    0.5:f               {Compacted,$4.src}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1078           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r78.0<8;8,1>:f    0.5:f               {Compacted,$7.src}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F107A           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r80.0<8;8,1>:f    0.5:f               {Compacted,$2.src}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F107C           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
        mul (16|M0)              r36.0<1>:f    r90.0<8;8,1>:f    0.5:f               {Compacted,$8.dst}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F107E           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r92.0<8;8,1>:f    0.5:f               {Compacted,$14.src}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1080           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r94.0<8;8,1>:f    0.5:f               {Compacted,$3.src}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1082           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r96.0<8;8,1>:f    0.5:f               {Compacted,$12.src}
        send.dc0 (16|M0)         null     r98     r36     0x80            0x020F1084           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.allrd                           ($10,$13)                
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2070           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r70.0<1>:f    r34.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted,$5.dst}
        add (16|M0)              r90.0<1>:f    r36.0<8;8,1>:f    r56.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2074           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r74.0<1>:f    r34.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,$13.dst}
        add (16|M0)              r92.0<1>:f    r36.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2078           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r76.0<1>:f    r34.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x022C107C           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r94.0<1>:f    r36.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}
        add (16|M0)              r88.0<1>:f    r34.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C21DC           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r80.0<1>:f    r48.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r48      r98     null    0x0            0x022C11F6           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r78.0<1>:f    r46.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C207E           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r68.0<1>:f    r46.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C21E0           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r52.0<1>:f    r48.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C2082           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allwr                           ($7,$8)                
        add (16|M0)              r50.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$2.src}
        mul (16|M0)              r34.0<1>:f    r101.0<8;8,1>:f   0.5:f               {Compacted,$11.dst}
        add (16|M0)              r66.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1086           {@2,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r103.0<8;8,1>:f   0.5:f               {Compacted,$2.src}
        mul (16|M0)              r46.0<1>:f    r99.0<8;8,1>:f    0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1088           {@2,$9} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r105.0<8;8,1>:f   0.5:f               {Compacted,$9.src}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F108A           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
        mul (16|M0)              r34.0<1>:f    r107.0<8;8,1>:f   0.5:f               {Compacted,$9.dst}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F108C           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r109.0<8;8,1>:f   0.5:f               {Compacted,$3.src}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F108E           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r111.0<8;8,1>:f   0.5:f               {Compacted,$12.src}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1090           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r113.0<8;8,1>:f   0.5:f               {Compacted,$11.src}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1092           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2002           {@7,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r82.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$5.dst}
        mul (16|M0)              acc0.0<1>:f   r36.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2006           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r103.0<1>:f   acc0.0<8;8,1>:f   r84.0<8;8,1>:f   {Compacted}
        add (16|M0)              r105.0<1>:f   r82.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted,@3}
        mul (16|M0)              acc0.0<1>:f   r34.0<8;8,1>:f    0.5:f               {Compacted,$6.dst}
        mul (16|M0)              r109.0<1>:f   r36.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C200A           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r101.0<1>:f   acc0.0<8;8,1>:f   r80.0<8;8,1>:f   {Compacted}
        add (16|M0)              r99.0<1>:f    r109.0<8;8,1>:f   r78.0<8;8,1>:f   {Compacted,@2}
        mul (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$7.dst}
        send.dc0 (16|M0)         null     r98     r48     0x80            0x020F1094           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C200E           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r48     0x80            0x020F1096           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
        mul (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$13.dst}
        add (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r48     0x80            0x020F1098           {@2,$0} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F109C           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$0.src}
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2086           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r48     0x80            0x020F109A           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted,$4.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F109E           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C208A           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10A0           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r74.0<8;8,1>:f   {Compacted,$14.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10A2           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r92.0<8;8,1>:f   {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C208E           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10A4           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r76.0<8;8,1>:f   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x022C1092           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10A6           {@1,$6} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r94.0<8;8,1>:f   {Compacted,$6.src}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10A8           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r107.0<1>:f   r34.0<8;8,1>:f    r88.0<8;8,1>:f   {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2094           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r96.0<1>:f    r34.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted,$8.dst}
        add (16|M0)              r111.0<1>:f   r36.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2098           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r109.0<1>:f   r34.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted,$13.dst}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2012           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F11E4           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$0.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$15.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10AA           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2016           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10AC           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$4.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10AE           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C201A           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10B0           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$14.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10B2           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C201E           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10B4           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$11.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10B6           {@1,$6} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2022           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10B8           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$5.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10BA           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2026           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10BC           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$7.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10BE           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C202A           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10C0           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$1.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10C2           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C202E           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10C4           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$9.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10C6           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C209C           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10C8           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        sync.allrd                           ($2,$11)                
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20AA           {$10} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$12.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F10CA           {@1,$6} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20AE           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20A0           {$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F10CC           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$13.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$5.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F10CE           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20B2           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20A4           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F10D0           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x022C10A8           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F10D2           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20B6           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F10D4           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.dst}
        add (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted,$4.dst}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20BA           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10D8           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r48     0x80            0x020F10D6           {@2,$12} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r105.0<8;8,1>:f  {Compacted,$3.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10DA           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r103.0<8;8,1>:f  {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20BE           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10DC           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r101.0<8;8,1>:f  {Compacted,$6.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10DE           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r99.0<8;8,1>:f   {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20C2           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10E0           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted,$13.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10E2           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r111.0<8;8,1>:f  {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20C6           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10E4           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r109.0<8;8,1>:f  {Compacted,$0.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10E6           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x022C11E4           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        add (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2032           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r48     0x80            0x020F10E8           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$2.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10EA           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2036           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10EC           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$12.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$11.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10EE           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C203A           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10F0           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$6.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10F2           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C203E           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10F4           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$13.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10F6           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2042           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10F8           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$0.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10FA           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C2046           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10FC           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$4.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F10FE           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C204A           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F1100           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$3.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F1102           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C204E           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F1104           {@1,$6} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f               {Compacted,$10.dst}
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F1106           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f               {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20CA           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r46     0x80            0x020F1108           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        sync.allrd                           ($3,$13)                
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20EA           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$8.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F110A           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20EE           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20CE           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F110C           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$9.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$0.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F110E           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20F2           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20D2           {$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1110           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$14.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$11.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1112           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20F6           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20D6           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1114           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$10.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1116           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20FA           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20DA           {$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1118           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$13.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F111A           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20DE           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C20FE           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F111C           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$9.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$0.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F111E           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C2102           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20E2           {$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1120           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$14.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$11.dst}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1122           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r46      r98     null    0x0            0x024C2106           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r98     null    0x0            0x024C20E6           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1124           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$10.dst}
        mul (16|M0)              r34.0<1>:f    r18.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r18.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F112A           {@2,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r20.0<8;8,1>:f    0.5:f               {Compacted,$3.src}
        mul (16|M0)              r20.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F112C           {@2,$13} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C210A           {@2,$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F112E           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r22.0<1>:f    r6.0<8;8,1>:f     0.5:f               {Compacted}
        mul (16|M0)              r34.0<1>:f    r24.0<8;8,1>:f    0.5:f               {Compacted,$7.src}
        mul (16|M0)              r24.0<1>:f    r8.0<8;8,1>:f     0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1130           {@2,$15} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r26.0<8;8,1>:f    0.5:f               {Compacted,$15.src}
        mul (16|M0)              r26.0<1>:f    r10.0<8;8,1>:f    0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1132           {@2,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r28.0<8;8,1>:f    0.5:f               {Compacted,$0.src}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1126           {$1} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1134           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r30.0<8;8,1>:f    0.5:f               {Compacted,$9.src}
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,$1.src}
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1136           {@2,$4} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f    0.5:f               {Compacted,$4.src}
        send.dc0 (16|M0)         null     r98     r82     0x80            0x020F1128           {@2,$11} // wr:1h+2, rd:0; hword scratch block write x2
        send.dc0 (16|M0)         null     r98     r34     0x80            0x020F1138           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r28.0<1>:f    r12.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r6       r98     null    0x0            0x024C212A           {@7,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r30.0<1>:f    r14.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r32.0<1>:f    r16.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r14.0<1>:f    r38.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r12.0<1>:f    r56.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r16.0<1>:f    r54.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r46.0<1>:f    r88.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r48.0<1>:f    r86.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r54.0<1>:f    r84.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r56.0<1>:f    r80.0<8;8,1>:f    0.5:f               {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$8.dst}
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F113A           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r6       r98     null    0x0            0x024C212E           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C210E           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F113C           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$10.dst}
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F113E           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r6       r98     null    0x0            0x024C2132           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2112           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F1140           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$15.src}
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$13.dst}
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F1142           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r6       r98     null    0x0            0x024C2136           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2116           {$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F1144           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$4.src}
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$1.dst}
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F1146           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C211A           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r10     0x80            0x020F1148           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r10.0<1>:f    r60.0<8;8,1>:f    0.5:f               {Compacted,$11.src}
        mul (16|M0)              r8.0<1>:f     r64.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r64.0<1>:f    r66.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r60.0<1>:f    r68.0<8;8,1>:f    0.5:f               {Compacted}
        add (16|M0)              r6.0<1>:f     r18.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$14.dst}
        mul (16|M0)              r18.0<1>:f    r44.0<8;8,1>:f    0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F114A           {@2,$2} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C211E           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F114C           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r20.0<1>:f    r42.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r42.0<1>:f    r76.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r44.0<1>:f    r94.0<8;8,1>:f    0.5:f               {Compacted}
        sync.nop                             null                             {Compacted,$10.src}
        add (16|M0)              r6.0<1>:f     r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$12.dst}
        mul (16|M0)              r22.0<1>:f    r117.0<8;8,1>:f   0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F114E           {@2,$6} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2122           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F1150           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r24.0<1>:f    r58.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r58.0<1>:f    r78.0<8;8,1>:f    0.5:f               {Compacted}
        sync.nop                             null                             {Compacted,$3.src}
        add (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$5.dst}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F1152           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r28.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2126           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F1154           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
        add (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r30      r98     null    0x0            0x022C11F6           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F1156           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21DC           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F1158           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r26.0<1>:f    r30.0<8;8,1>:f    0.5:f               {Compacted,$0.dst}
        mul (16|M0)              r30.0<1>:f    r62.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r62.0<1>:f    r52.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r28.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$9.dst}
        mul (16|M0)              r34.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21E0           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r52.0<1>:f    r50.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$8.dst}
        mul (16|M0)              r40.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C213A           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted,$14.dst}
        add (16|M0)              r6.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C213E           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r14.0<1>:f    r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$12.dst}
        add (16|M0)              r12.0<1>:f    r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2142           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r20.0<1>:f    r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$11.dst}
        add (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2146           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r18.0<1>:f    r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$2.dst}
        add (16|M0)              r8.0<1>:f     r16.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C214A           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r16.0<1>:f    r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$10.dst}
        add (16|M0)              r22.0<1>:f    r24.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C214E           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r24.0<1>:f    r28.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$6.dst}
        add (16|M0)              r28.0<1>:f    r26.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2152           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r26.0<1>:f    r34.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$5.dst}
        add (16|M0)              r34.0<1>:f    r30.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2156           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r36.0<1>:f    r38.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$3.dst}
        mov (16|M0)              r2.0<1>:f     r32.0<8;8,1>:f                   {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F115A           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f                    {Compacted,$13.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F115C           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f                   {Compacted,$7.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F115E           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f                   {Compacted,$15.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1160           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f                   {Compacted,$1.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1162           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f                   {Compacted,$0.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1164           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r18.0<8;8,1>:f                   {Compacted,$8.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1166           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f                    {Compacted,$9.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1168           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f                   {Compacted,$14.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F116A           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r22.0<8;8,1>:f                   {Compacted,$4.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F116C           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r24.0<8;8,1>:f                   {Compacted,$12.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F116E           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r28.0<8;8,1>:f                   {Compacted,$2.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1170           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r26.0<8;8,1>:f                   {Compacted,$3.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1172           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r34.0<8;8,1>:f                   {Compacted,$5.src}
        add (16|M0)              r30.0<1>:f    r40.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1174           {@2,$6} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r36.0<8;8,1>:f                   {Compacted,$6.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1176           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r2.0<1>:f     r30.0<8;8,1>:f                   {Compacted,@2}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F1178           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r2.0<1>:f     r72.0<8;8,1>:f    0.5:f               {Compacted,$13.src}
        mul (16|M0)              r4.0<1>:f     r90.0<8;8,1>:f    0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F117A           {@2,$7} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              acc0.0<1>:f   r70.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r38.0<1>:f    r74.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r40.0<1>:f    r92.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x022C117A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r50.0<1>:f    r66.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,$15.dst}
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        sync.nop                             null                             {Compacted,$7.src}
        add (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted,@6}
        add (16|M0)              r14.0<1>:f    r46.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        add (16|M0)              r8.0<1>:f     r48.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r16.0<1>:f    r50.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F117C           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r16.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@5}
        add (16|M0)              r4.0<1>:f     r38.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@7}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F117E           {@2,$11} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@6}
        add (16|M0)              r6.0<1>:f     r40.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@7}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1180           {@2,$0} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r16.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@3}
        add (16|M0)              r12.0<1>:f    r42.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1182           {@2,$8} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@3}
        add (16|M0)              r10.0<1>:f    r44.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1184           {@2,$9} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1186           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@2}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1188           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted,$4.src}
        add (16|M0)              r20.0<1>:f    r54.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F118A           {@2,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f                    {Compacted,$12.src}
        add (16|M0)              r22.0<1>:f    r56.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F118C           {@2,$2} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M0)              r16.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              r40.0<1>:f    r58.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F118E           {@2,$3} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M0)              r16.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              r28.0<1>:f    r60.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1190           {@2,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r16.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              r42.0<1>:f    r62.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1192           {@2,$6} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r16.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              r34.0<1>:f    r52.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1194           {@2,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r16.0<1>:f    r42.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              r36.0<1>:f    r64.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1196           {@2,$13} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M0)              r16.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F1198           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M0)              r16.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
        send.dc0 (16|M0)         null     r98     r16     0x80            0x020F119A           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r16      r98     null    0x0            0x024C209C           {$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r54      r98     null    0x0            0x022C11E4           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mul (16|M0)              r62.0<1>:f    r103.0<8;8,1>:f   0.5:f               {Compacted}
        mul (16|M0)              r64.0<1>:f    r105.0<8;8,1>:f   0.5:f               {Compacted}
        mul (16|M0)              r60.0<1>:f    r101.0<8;8,1>:f   0.5:f               {Compacted}
        mul (16|M0)              r58.0<1>:f    r99.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r56.0<1>:f    r96.0<8;8,1>:f    0.5:f               {Compacted}
        mul (16|M0)              r46.0<1>:f    r111.0<8;8,1>:f   0.5:f               {Compacted}
        mul (16|M0)              r44.0<1>:f    r109.0<8;8,1>:f   0.5:f               {Compacted}
        mul (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    0.5:f               {Compacted,$1.dst}
        mul (16|M0)              r48.0<1>:f    r18.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r16      r98     null    0x0            0x024C20A0           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r30.0<1>:f    r54.0<8;8,1>:f    0.5:f               {Compacted,$11.dst}
        add (16|M0)              r54.0<1>:f    acc0.0<8;8,1>:f   r50.0<8;8,1>:f   {Compacted}
        add (16|M0)              r52.0<1>:f    r48.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@3}
        mul (16|M0)              r26.0<1>:f    r16.0<8;8,1>:f    0.5:f               {Compacted,$0.dst}
        mul (16|M0)              acc0.0<1>:f   r18.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r16      r98     null    0x0            0x024C20A4           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r48.0<1>:f    acc0.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted}
        add (16|M0)              r50.0<1>:f    r26.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@3}
        add (16|M0)              r4.0<1>:f     r44.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@7}
        add (16|M0)              r2.0<1>:f     r30.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,@7}
        mul (16|M0)              r66.0<1>:f    r16.0<8;8,1>:f    0.5:f               {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r16      r98     null    0x0            0x022C10A8           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        mul (16|M0)              acc0.0<1>:f   r18.0<8;8,1>:f    0.5:f               {Compacted}
        add (16|M0)              r26.0<1>:f    r66.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}
        add (16|M0)              r12.0<1>:f    r60.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        add (16|M0)              r6.0<1>:f     r46.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    0.5:f               {Compacted,$9.dst}
        mul (16|M0)              r16.0<1>:f    r107.0<8;8,1>:f   0.5:f               {Compacted}
        add (16|M0)              r38.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted}
        add (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@2}
        add (16|M0)              r14.0<1>:f    r62.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r20.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11E6           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r52.0<8;8,1>:f                   {Compacted,$14.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11E8           {@1,$4} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r50.0<8;8,1>:f                   {Compacted,$4.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11EA           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r48.0<8;8,1>:f                   {Compacted,$12.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11EC           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r26.0<8;8,1>:f                   {Compacted,$2.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11EE           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r24.0<8;8,1>:f                   {Compacted,$3.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11F0           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r20.0<1>:f    r38.0<8;8,1>:f                   {Compacted,@7}
        add (16|M0)              r16.0<1>:f    r64.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11F2           {@2,$6} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r20.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11F4           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@2}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F119C           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M0)              r20.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@7}
        add (16|M0)              r10.0<1>:f    r58.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F119E           {@2,$15} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r12.0<8;8,1>:f                   {Compacted,$15.src}
        add (16|M0)              r8.0<1>:f     r56.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11A0           {@2,$7} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M0)              r20.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11A2           {@1,$1} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r20.0<1>:f    r8.0<8;8,1>:f                    {Compacted,@2}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11A4           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r6.0<8;8,1>:f                    {Compacted,$8.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11A6           {@1,$9} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r4.0<8;8,1>:f                    {Compacted,$9.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11A8           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$0.src}
        send.dc0 (16|M0)         null     r98     r20     0x80            0x020F11AA           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20CA           {$14} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f               {Compacted,$14.dst}
        mul (16|M0)              r32.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20CE           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r36.0<1>:f    acc0.0<8;8,1>:f   r54.0<8;8,1>:f   {Compacted}
        add (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted,@2}
        mov (16|M0)              r74.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r76.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f               {Compacted,$4.dst}
        mul (16|M0)              r28.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20D2           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r50.0<8;8,1>:f   {Compacted}
        add (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted,@2}
        mov (16|M0)              r78.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r80.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f               {Compacted,$12.dst}
        mul (16|M0)              r56.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20D6           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r28.0<1>:f    acc0.0<8;8,1>:f   r26.0<8;8,1>:f   {Compacted}
        add (16|M0)              r26.0<1>:f    r56.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2}
        mov (16|M0)              r82.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r84.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@2}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f               {Compacted,$2.dst}
        mul (16|M0)              r60.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20DA           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   r38.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r86.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@1}
        mul (16|M0)              r42.0<1>:f    r20.0<8;8,1>:f    0.5:f               {Compacted,$3.dst}
        mul (16|M0)              r64.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20DE           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r40.0<1>:f    r20.0<8;8,1>:f    0.5:f               {Compacted,$5.dst}
        mul (16|M0)              r66.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20E2           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r58.0<1>:f    r20.0<8;8,1>:f    0.5:f               {Compacted,$6.dst}
        mul (16|M0)              r68.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r20      r98     null    0x0            0x024C20E6           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f               {Compacted,$10.dst}
        mul (16|M0)              r70.0<1>:f    r22.0<8;8,1>:f    0.5:f               {Compacted}
        add (16|M0)              r20.0<1>:f    r42.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@7}
        add (16|M0)              r22.0<1>:f    r60.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
        add (16|M0)              r16.0<1>:f    r40.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@7}
        add (16|M0)              r18.0<1>:f    r64.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@7}
        add (16|M0)              r12.0<1>:f    r58.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@7}
        add (16|M0)              r14.0<1>:f    r66.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@7}
        add (16|M0)              r8.0<1>:f     acc0.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted}
        add (16|M0)              r10.0<1>:f    r68.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@7}
        add (16|M0)              r6.0<1>:f     r70.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@7}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C210A           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mov (16|M0)              r113.0<1>:f   r6.0<8;8,1>:f                    {Compacted,@1}
        mov (16|M0)              r103.0<1>:f   r16.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r105.0<1>:f   r14.0<8;8,1>:f                   {Compacted,@6}
        mov (16|M0)              r107.0<1>:f   r12.0<8;8,1>:f                   {Compacted,@7}
        mov (16|M0)              r109.0<1>:f   r10.0<8;8,1>:f                   {Compacted,@6}
        mov (16|M0)              r111.0<1>:f   r8.0<8;8,1>:f                    {Compacted,@7}
        mov (16|M0)              r99.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r101.0<1>:f   r18.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$13.dst}
        mul (16|M0)              r46.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C210E           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r40.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$15.dst}
        mul (16|M0)              r50.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2112           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r42.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$1.dst}
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2116           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r70.0<1>:f    acc0.0<8;8,1>:f   r26.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r44.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$4.dst}
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C211A           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r66.0<1>:f    acc0.0<8;8,1>:f   r22.0<8;8,1>:f   {Compacted}
        add (16|M0)              r68.0<1>:f    r44.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@3}
        mul (16|M0)              r48.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$5.dst}
        mul (16|M0)              r62.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C211E           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r52.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$6.dst}
        mul (16|M0)              r64.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2122           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r56.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$7.dst}
        mul (16|M0)              r72.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2126           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r60.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$8.dst}
        add (16|M0)              r2.0<1>:f     r38.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0.5:f               {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11AC           {@2,$9} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$9.src}
        add (16|M0)              r90.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11AE           {@2,$10} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,$10.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11B0           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r50.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,$11.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11B2           {@1,$12} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,$12.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11B4           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r48.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$13.src}
        mov (16|M0)              r48.0<1>:f    r90.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11B6           {@2,$14} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r62.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,$14.src}
        mov (16|M0)              r62.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11B8           {@2,$15} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r52.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,$15.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11BA           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r64.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,$0.src}
        mov (16|M0)              r64.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11BC           {@2,$1} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r56.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,$1.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11BE           {@1,$2} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r72.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,$2.src}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11C0           {@1,$3} // wr:1h+2, rd:0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r60.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,$3.src}
        mov (16|M0)              r60.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
        send.dc0 (16|M0)         null     r98     r2      0x80            0x020F11C2           {@2,$4} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21AC           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        mov (16|M0)              r50.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$5.dst}
        mov (16|M0)              r52.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21B0           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mov (16|M0)              r54.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x022C11B4           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        mov (16|M0)              r56.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r58.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21B6           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mov (16|M0)              r34.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$8.dst}
        mov (16|M0)              r36.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21BA           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mov (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$9.dst}
        mov (16|M0)              r40.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21BE           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mov (16|M0)              r42.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x022C11C2           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        mov (16|M0)              r44.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r46.0<1>:f    r2.0<8;8,1>:f                    {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C213A           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f               {Compacted,$12.dst}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11C4           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f               {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C213E           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11C6           {@1,$15} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f               {Compacted,$14.dst}
        mul (16|M0)              r72.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2142           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11C8           {@2,$1} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f     0.5:f               {Compacted,$0.dst}
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2146           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r28.0<1>:f    acc0.0<8;8,1>:f   r70.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     0.5:f               {Compacted,$2.dst}
        mul (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     0.5:f               {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C214A           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   r68.0<8;8,1>:f   {Compacted}
        add (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted,@2}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x024C21B6           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f               {Compacted,$1.src}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11CA           {@1,$5} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f               {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C214E           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11CC           {@1,$7} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f               {Compacted,$6.dst}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11CE           {@1,$8} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f               {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2152           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11D0           {@1,$10} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f               {Compacted,$9.dst}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11D2           {@1,$11} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f               {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C2156           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11D4           {@1,$13} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f               {Compacted,$12.dst}
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11D6           {@1,$14} // wr:1h+2, rd:0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f               {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21AC           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (16|M0)         null     r98     r6      0x80            0x020F11D8           {@1,$0} // wr:1h+2, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r6       r98     null    0x0            0x024C21C4           {$2} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.dst}
        add (16|M0)              r18.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r6       r98     null    0x0            0x022C11C8           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r20.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x024C21B0           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        add (16|M0)              r22.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r2       r98     null    0x0            0x022C11B4           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r24.0<1>:f    r72.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send.dc0 (16|M0)         r70      r98     null    0x0            0x024C21CA           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        add (16|M0)              r26.0<1>:f    r16.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$6.dst}
        add (16|M0)              r2.0<1>:f     r70.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted,$4.dst}
        add (16|M0)              r4.0<1>:f     r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r70      r98     null    0x0            0x024C21CE           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x024C21BA           {$8} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.dst}
        add (16|M0)              r6.0<1>:f     r70.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted,$7.dst}
        add (16|M0)              r8.0<1>:f     r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r70      r98     null    0x0            0x024C21D2           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x024C21BE           {$10} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M0)              r10.0<1>:f    r70.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r70      r98     null    0x0            0x022C11C2           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        add (16|M0)              r12.0<1>:f    r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x024C21D6           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        add (16|M0)              r14.0<1>:f    r66.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted,$11.dst}
        add (16|M0)              r16.0<1>:f    r68.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted}
(W)     send.dc0 (16|M0)         r90      r98     null    0x0            0x022C1000           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C315A           {@2,$14} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r92.0<1>:ud   r90.0<8;8,1>:ud   0x10:uw              {$13.dst}
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {$14} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C3162           {$0} // wr:1h+0, rd:8; hword scratch block read x8
(W)     send.dc0 (16|M0)         r90      r98     null    0x0            0x022C1000           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc1 (16|M0)         null     r92     r66     0x200            0x04025001           {@1,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C316A           {$1} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r92.0<1>:d    r90.0<8;8,1>:d    32:w               {Compacted,$15.dst}
        send.dc1 (16|M0)         null     r92     r66     0x200            0x04025001           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C3172           {$2} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r92.0<1>:ud   r90.0<8;8,1>:d    48:w              
        add (16|M0)              r90.0<1>:ud   r121.0<8;8,1>:ud  0x10:uw             
        send.dc1 (16|M0)         null     r92     r66     0x200            0x04025001           {@2,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C317C           {$3} // wr:1h+0, rd:8; hword scratch block read x8
        send.dc1 (16|M0)         null     r121    r66     0x200            0x04025001           {$3} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C3184           {$4} // wr:1h+0, rd:8; hword scratch block read x8
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {@1,$4} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C318C           {$5} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r90.0<1>:d    r121.0<8;8,1>:d   32:w               {Compacted}
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {@1,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C3194           {$6} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r90.0<1>:ud   r121.0<8;8,1>:d   48:w              
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {@1,$6} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C31E6           {$7} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r90.0<1>:ud   r125.0<8;8,1>:ud  0x10:uw             
        send.dc1 (16|M0)         null     r125    r66     0x200            0x04025001           {$7} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C31EE           {$8} // wr:1h+0, rd:8; hword scratch block read x8
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {@1,$8} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C319C           {$9} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r90.0<1>:d    r125.0<8;8,1>:d   32:w               {Compacted}
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {@1,$9} // wr:2+8, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r98     null    0x0            0x028C31A4           {$10} // wr:1h+0, rd:8; hword scratch block read x8
        add (16|M0)              r90.0<1>:ud   r125.0<8;8,1>:d   48:w              
        send.dc1 (16|M0)         null     r90     r66     0x200            0x04025001           {@1,$10} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:ud   r123.0<8;8,1>:ud  0x10:uw              {$10.src}
        send.dc1 (16|M0)         null     r123    r74     0x200            0x04025001           {$11} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r66     r82     0x200            0x04025001           {@1,$12} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:d    r123.0<8;8,1>:d   32:w               {Compacted,$12.src}
        send.dc1 (16|M0)         null     r66     r99     0x200            0x04025001           {@1,$13} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:ud   r123.0<8;8,1>:d   48:w               {$13.src}
        send.dc1 (16|M0)         null     r66     r107    0x200            0x04025001           {@1,$14} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r119    r50     0x200            0x04025001           {$0} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:ud   r119.0<8;8,1>:ud  0x10:uw              {$14.src}
        add (16|M0)              r50.0<1>:d    r119.0<8;8,1>:d   32:w               {Compacted,$0.src}
        send.dc1 (16|M0)         null     r66     r58     0x200            0x04025001           {@2,$15} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r50     r34     0x200            0x04025001           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r50.0<1>:ud   r119.0<8;8,1>:d   48:w               {$1.src}
        add (16|M0)              r34.0<1>:ud   r115.0<8;8,1>:ud  0x10:uw             
        send.dc1 (16|M0)         null     r50     r42     0x200            0x04025001           {@2,$2} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r115    r18     0x200            0x04025001           {$3} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r18.0<1>:d    r115.0<8;8,1>:d   32:w               {Compacted,$3.src}
        send.dc1 (16|M0)         null     r34     r26     0x200            0x04025001           {@2,$4} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r18     r2      0x200            0x04025001           {@1,$5} // wr:2+8, rd:0; untyped surface write with xyzw
        add (16|M0)              r18.0<1>:ud   r115.0<8;8,1>:d   48:w               {$5.src}
(W)     mov (8|M0)               r112.0<1>:f   r98.0<8;8,1>:f                   {Compacted}
        send.dc1 (16|M0)         null     r18     r10     0x200            0x04025001           {@2,$6} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     send.dc0 (8|M0)          r2       r98     null    0x0            0x0219E000           {$7} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$7.dst}
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L12432:
