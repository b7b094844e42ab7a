L0:
(W)     mov (8|M0)               r121.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r121.2<0;1,0>:uw {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r121.1<0;1,0>:d  {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r121.0<8;8,1>:f                  {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r12.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r34.0<1>:d    r8.0<8;8,1>:d     4:w               {Compacted,@2}
        mul (8|M0)               acc0.0<1>:ud  r8.0<8;8,1>:ud    0x3:uw             
        send.dc1 (16|M0)         r74      r34     null    0x0            0x04805001           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw
        mach (8|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    0x3:ud              {AccWrEn,Compacted}
        shl (16|M16)             r36.0<1>:d    r16.0<8;8,1>:d    4:w               {Compacted,@4}
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r9.0<8;8,1>:ud    0x3:uw             
        mach (8|M8)              r11.0<1>:ud   r9.0<8;8,1>:ud    0x3:ud              {AccWrEn}
        send.dc1 (16|M16)        r82      r36     null    0x0            0x04805001           {@4,$1} // wr:2+0, rd:8; untyped surface read with xyzw
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r16.0<8;8,1>:ud   0x3:uw             
        mach (8|M16)             r18.0<1>:ud   r16.0<8;8,1>:ud   0x3:ud              {AccWrEn}
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted,@3}
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r17.0<8;8,1>:ud   0x3:uw             
        mach (8|M24)             r19.0<1>:ud   r17.0<8;8,1>:ud   0x3:ud              {AccWrEn}
        shl (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    4:w               {Compacted}
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        shl (16|M0)              r30.0<1>:d    r22.0<8;8,1>:d    4:w               {Compacted,@6}
        add (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    4:w               {Compacted}
        shl (16|M16)             r32.0<1>:d    r24.0<8;8,1>:d    4:w               {Compacted,@2}
        send.dc1 (16|M0)         r42      r26     null    0x0            0x04805000           {@6,$2} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r58      r30     null    0x0            0x04805000           {@4,$3} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r50      r28     null    0x0            0x04805000           {@2,$4} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r66      r32     null    0x0            0x04805000           {@1,$5} // wr:2+0, rd:8; untyped surface read with xyzw
        add (16|M0)              r38.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}
        add (16|M16)             r40.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted}
        shl (16|M0)              r90.0<1>:d    r38.0<8;8,1>:d    4:w               {Compacted,@2}
        shl (16|M16)             r92.0<1>:d    r40.0<8;8,1>:d    4:w               {Compacted,@2}
        send.dc1 (16|M0)         r94      r90     null    0x0            0x04805000           {@2,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r102     r92     null    0x0            0x04805000           {@1,$7} // wr:2+0, rd:8; untyped surface read with xyzw
        cmp (16|M0)   (lt)f0.0   null<1>:d     r74.0<8;8,1>:d    0:w               {Compacted,$0.dst}
        mov (16|M16)             r14.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
(W)     mov (1|M0)               r110.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r76.0<8;8,1>:d    0:w               {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r110.0<0;1,0>:ud                 {@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r82.0<8;8,1>:d    0:w               {$1.dst}
(W)     mov (1|M0)               r111.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r78.0<8;8,1>:d    0:w               {Compacted}
(W)     mov (1|M0)               r110.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r111.0<0;1,0>:ud                 {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r84.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r112.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r110.0<0;1,0>:ud                 {@4}
(W)     mov (1|M0)               r111.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r112.0<0;1,0>:ud                 {@3}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r86.0<8;8,1>:d    0:w              
        sync.nop                             null                             {Compacted,$3.dst}
(f0.0)  sel (16|M0)              r113.0<1>:f   r58.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,$2.dst}
(W)     mov (1|M0)               r112.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r80.0<8;8,1>:d    0:w               {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
(f0.0)  sel (16|M16)             r2.0<1>:f     r66.0<8;8,1>:f    r50.0<8;8,1>:f   {$4.dst}
(W)     mov (1|M0)               f0.0<1>:ud    r111.0<0;1,0>:ud                 {@7}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r88.0<8;8,1>:d    0:w              
(f1.0)  sel (16|M0)              r119.0<1>:f   r64.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r42.0<8;8,1>:f    r58.0<8;8,1>:f  
(f0.0)  sel (16|M0)              r115.0<1>:f   r60.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}
(f0.0)  sel (16|M16)             r4.0<1>:f     r68.0<8;8,1>:f    r52.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r112.0<0;1,0>:ud                 {@7}
(W)     mov (1|M0)               r16.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r44.0<8;8,1>:f    r60.0<8;8,1>:f  
(f0.0)  sel (16|M0)              r117.0<1>:f   r62.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
(f0.0)  sel (16|M16)             r6.0<1>:f     r70.0<8;8,1>:f    r54.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r16.0<0;1,0>:ud                  {@4}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r50.0<8;8,1>:f    r66.0<8;8,1>:f  
(W)     mov (1|M0)               r17.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r46.0<8;8,1>:f    r62.0<8;8,1>:f  
(W)     mov (1|M0)               r16.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r17.0<0;1,0>:ud                  {@3}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r52.0<8;8,1>:f    r68.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r8.0<1>:f     r72.0<8;8,1>:f    r56.0<8;8,1>:f  
(W)     mov (1|M0)               r18.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r16.0<0;1,0>:ud                  {@5}
(W)     mov (1|M0)               r17.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r18.0<0;1,0>:ud                  {@3}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r54.0<8;8,1>:f    r70.0<8;8,1>:f  
        mad (16|M0)              r19.0<1>:f    r94.0<8;1>:f      r42.0<8;1>:f      r58.0<1>:f       {Compacted,$6.dst}
        mad (16|M16)             r34.0<1>:f    r102.0<8;1>:f     r50.0<8;1>:f      r66.0<1>:f       {Compacted,$7.dst}
(f1.0)  sel (16|M0)              r58.0<1>:f    r42.0<8;8,1>:f    r94.0<8;8,1>:f   {Compacted}
(f1.0)  sel (16|M16)             r66.0<1>:f    r50.0<8;8,1>:f    r102.0<8;8,1>:f 
(W)     mov (1|M0)               f1.0<1>:ud    r17.0<0;1,0>:ud                  {@7}
(W)     mov (1|M0)               r18.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mad (16|M0)              r21.0<1>:f    r96.0<8;1>:f      r44.0<8;1>:f      r60.0<1>:f       {Compacted}
        mad (16|M16)             r36.0<1>:f    r104.0<8;1>:f     r52.0<8;1>:f      r68.0<1>:f       {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:f     r48.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r56.0<8;8,1>:f    r72.0<8;8,1>:f  
(f1.0)  sel (16|M0)              r60.0<1>:f    r44.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted}
(f1.0)  sel (16|M16)             r68.0<1>:f    r52.0<8;8,1>:f    r104.0<8;8,1>:f 
(W)     mov (1|M0)               f1.0<1>:ud    r18.0<0;1,0>:ud                  {@7}
        send.dc1 (16|M0)         null     r26     r113    0x200            0x04025002           {$8} // wr:2+8, rd:0; untyped surface write with xyzw
        mad (16|M0)              r23.0<1>:f    r98.0<8;1>:f      r46.0<8;1>:f      r62.0<1>:f       {Compacted}
        mad (16|M16)             r38.0<1>:f    r106.0<8;1>:f     r54.0<8;1>:f      r70.0<1>:f       {Compacted}
        mad (16|M16)             r40.0<1>:f    r108.0<8;1>:f     r56.0<8;1>:f      r72.0<1>:f       {Compacted}
        mad (16|M0)              r25.0<1>:f    r100.0<8;1>:f     r48.0<8;1>:f      r64.0<1>:f       {Compacted,$8.src}
(f1.0)  sel (16|M0)              r62.0<1>:f    r46.0<8;8,1>:f    r98.0<8;8,1>:f   {Compacted}
(f1.0)  sel (16|M16)             r70.0<1>:f    r54.0<8;8,1>:f    r106.0<8;8,1>:f 
(f0.0)  sel (16|M16)             r72.0<1>:f    r56.0<8;8,1>:f    r108.0<8;8,1>:f 
(f0.0)  sel (16|M0)              r64.0<1>:f    r48.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted}
        send.dc1 (16|M16)        null     r28     r2      0x200            0x04025002           {$9} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r30     r19     0x200            0x04025002           {@5,$10} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r32     r34     0x200            0x04025002           {@6,$11} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r90     r58     0x200            0x04025002           {@1,$12} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r92     r66     0x200            0x04025002           {@2,$13} // wr:2+8, rd:0; untyped surface write with xyzw
        mov (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r74      r121    null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r74.0<8;8,1>:ud                  {$14.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1416:
