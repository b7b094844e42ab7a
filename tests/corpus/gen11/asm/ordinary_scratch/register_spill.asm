L0:
(W)     mov (8|M0)               r98.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r98.2<0;1,0>:uw 
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r98.1<0;1,0>:d   {Compacted}
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r5.0<8;8,1>:ud    0x6:uw             
        mach (8|M0)              r2.0<1>:ud    r5.0<8;8,1>:ud    0x6:ud              {AccWrEn,Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r6.0<8;8,1>:ud    0x6:uw             
        mach (8|M8)              r3.0<1>:ud    r6.0<8;8,1>:ud    0x6:ud              {AccWrEn,Compacted}
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    6:w              
(W)     mov (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r4      0x8A            0x020F1000           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        send (16|M0)             r50:w    r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r6.0<1>:ud    r2.0<8;8,1>:ud    0x10:uw             
(W)     mov (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r58:w    r6:f    0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     32:w              
        send (16|M0)             r34:w    r4:f    0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:d     48:w              
        or (16|M0)               r2.0<1>:d     r10.0<8;8,1>:d    1:w              
        send (16|M0)             r42:w    r4:f    0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        shl (16|M0)              r121.0<1>:d   r2.0<8;8,1>:d     6:w              
        add (16|M0)              r2.0<1>:ud    r121.0<8;8,1>:ud  0x10:uw             
        send (16|M0)             r66:w    r121:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r6.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r74:w    r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:d     r121.0<8;8,1>:d   32:w              
        send (16|M0)             r82:w    r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:ud    r121.0<8;8,1>:d   48:w              
        send (16|M0)             r90:w    r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    2:w              
        shl (16|M0)              r125.0<1>:d   r2.0<8;8,1>:d     6:w              
        add (16|M0)              r2.0<1>:ud    r125.0<8;8,1>:ud  0x10:uw             
        add (16|M0)              r12.0<1>:d    r125.0<8;8,1>:d   32:w              
        send (16|M0)             r99:w    r125:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r107:w   r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r125.0<8;8,1>:d   48:w              
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F3002           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F300A           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    3:w              
        shl (16|M0)              r123.0<1>:d   r2.0<8;8,1>:d     6:w              
        send (16|M0)             r2:w     r123:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r123.0<8;8,1>:ud  0x10:uw             
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F3012           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:d    r123.0<8;8,1>:d   32:w              
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F301A           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r123.0<8;8,1>:d   48:w              
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F3022           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F302A           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    4:w              
        shl (16|M0)              r119.0<1>:d   r2.0<8;8,1>:d     6:w              
        send (16|M0)             r2:w     r119:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:ud  0x10:uw             
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F3032           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:d    r119.0<8;8,1>:d   32:w              
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F303A           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r12.0<1>:ud   r119.0<8;8,1>:d   48:w              
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F3042           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        send (16|M0)             r2:w     r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     sends (16|M0)            null:uw  r98     r2      0x20A            0x020F304A           // wr:1h+8, rd:0; hdc.dc0; hword scratch block write x8
        add (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    5:w              
        shl (16|M0)              r115.0<1>:d   r2.0<8;8,1>:d     6:w              
        add (16|M0)              r2.0<1>:ud    r115.0<8;8,1>:ud  0x10:uw             
        add (16|M0)              r117.0<1>:d   r115.0<8;8,1>:d   32:w              
        send (16|M0)             r18:w    r115:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r121.0<1>:f   r121.0<8;8,1>:f                  {Compacted}
        send (16|M0)             r26:w    r2:f    0xC            0x04805000           {NoPreempt} // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r2:w     r117:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r117.0<1>:ud  r115.0<8;8,1>:d   48:w              
        send (16|M0)             r10:w    r117:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mul (16|M0)              r117.0<1>:f   r50.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r50.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F11DA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r52.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F1060           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r36.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r52.0<1>:f    r82.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F1052           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r54.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F1062           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r38.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F1054           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r56.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F1064           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r40.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F1056           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r58.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F1066           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r42.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F1058           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r60.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F1068           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r44.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F105A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r62.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F106A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r46.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F105C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r117.0<1>:f   r64.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F106C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r50.0<1>:f    r48.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r48.0<1>:f    r86.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r117    0x8A            0x020F105E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:uw  r98     r50     0x8A            0x020F106E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              acc0.0<1>:f   r84.0<8;8,1>:f    0.5:f              
(W)     mov (8|M0)               r115.0<1>:f   r115.0<8;8,1>:f                  {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x022C11DA           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r40.0<1>:f    r34.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2052           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r38.0<1>:f    r34.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        add (16|M0)              r56.0<1>:f    r36.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2056           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r42.0<1>:f    r34.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        add (16|M0)              r60.0<1>:f    r36.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C205A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r44.0<1>:f    r34.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
        add (16|M0)              r64.0<1>:f    r36.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C205E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r54.0<1>:f    r34.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}
        add (16|M0)              r117.0<1>:f   r36.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2062           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r86.0<1>:f    r52.0<8;8,1>:f    r117.0<8;8,1>:f  {Compacted}
        add (16|M0)              r58.0<1>:f    r34.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2066           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r84.0<1>:f    acc0.0<8;8,1>:f   r58.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F11DC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F11F6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C206A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F11DE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r36:uw   r98:f   0xA            0x022C106E           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r62.0<1>:f    r34.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F11E0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r88.0<8;8,1>:f    0.5:f              
        add (16|M0)              r34.0<1>:f    r36.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r36.0<1>:f    r68.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F11E2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1070           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r70.0<8;8,1>:f    0.5:f              
        mul (16|M0)              acc0.0<1>:f   r66.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1072           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r72.0<8;8,1>:f    0.5:f              
        add (16|M0)              r72.0<1>:f    acc0.0<8;8,1>:f   r40.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1074           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r74.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1076           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r76.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1078           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r78.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F107A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r80.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F107C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r90.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F107E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r92.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1080           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r94.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1082           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r36.0<1>:f    r96.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r36     0x8A            0x020F1084           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2070           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r70.0<1>:f    r34.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted}
        add (16|M0)              r90.0<1>:f    r36.0<8;8,1>:f    r56.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2074           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r74.0<1>:f    r34.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        add (16|M0)              r92.0<1>:f    r36.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2078           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r76.0<1>:f    r34.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x022C107C           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r94.0<1>:f    r36.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}
        add (16|M0)              r88.0<1>:f    r34.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C21DC           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r80.0<1>:f    r48.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r48:uw   r98:f   0xA            0x022C11F6           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r78.0<1>:f    r46.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C207E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r68.0<1>:f    r46.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        add (16|M0)              r52.0<1>:f    r48.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C21E0           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C2082           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r50.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r34.0<1>:f    r101.0<8;8,1>:f   0.5:f              
        add (16|M0)              r66.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r46.0<1>:f    r99.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1086           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r103.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1088           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r105.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F108A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r107.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F108C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r109.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F108E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r111.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1090           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r113.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1092           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2002           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              acc0.0<1>:f   r34.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r99.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2006           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r105.0<1>:f   acc0.0<8;8,1>:f   r86.0<8;8,1>:f   {Compacted}
        add (16|M0)              r103.0<1>:f   r99.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r34.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r109.0<1>:f   r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C200A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r101.0<1>:f   acc0.0<8;8,1>:f   r80.0<8;8,1>:f   {Compacted}
        add (16|M0)              r99.0<1>:f    r109.0<8;8,1>:f   r78.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r48     0x8A            0x020F1094           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C200E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r48     0x8A            0x020F1096           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        add (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r48     0x8A            0x020F1098           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F109C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2086           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r48     0x8A            0x020F109A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F109E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C208A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10A0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r74.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10A2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r92.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C208E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10A4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r76.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x022C1092           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10A6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r94.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10A8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r107.0<1>:f   r34.0<8;8,1>:f    r88.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2094           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r96.0<1>:f    r34.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
        add (16|M0)              r111.0<1>:f   r36.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2098           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r109.0<1>:f   r34.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2012           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F11E4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10AA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2016           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10AC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10AE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C201A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10B0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10B2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C201E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10B4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10B6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2022           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10B8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10BA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2026           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10BC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10BE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C202A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10C0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10C2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C202E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10C4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10C6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C209C           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10C8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20AA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F10CA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20AE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20A0           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F10CC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F10CE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20B2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20A4           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F10D0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x022C10A8           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F10D2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20B6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F10D4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r107.0<8;8,1>:f  {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20BA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r48     0x8A            0x020F10D6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     mov (8|M0)               r98.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10D8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r105.0<8;8,1>:f  {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10DA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r103.0<8;8,1>:f  {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20BE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10DC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r101.0<8;8,1>:f  {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10DE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r99.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20C2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10E0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10E2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    r111.0<8;8,1>:f  {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20C6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10E4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    r109.0<8;8,1>:f  {Compacted}
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10E6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x022C11E4           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r48.0<1>:f    r36.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2032           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r48     0x8A            0x020F10E8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10EA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2036           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10EC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10EE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C203A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10F0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10F2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C203E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10F4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10F6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2042           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10F8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10FA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C2046           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10FC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F10FE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C204A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F1100           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F1102           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C204E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F1104           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r34.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F1106           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r46.0<1>:f    r36.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20CA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r46     0x8A            0x020F1108           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20EA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F110A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20EE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20CE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F110C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F110E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20F2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20D2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1110           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1112           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20F6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20D6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1114           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1116           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20FA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20DA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1118           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F111A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C20FE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20DE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F111C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F111E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C2102           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20E2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1120           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1122           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r46:uw   r98:f   0xA            0x024C2106           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r34:uw   r98:f   0xA            0x024C20E6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1124           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r82.0<1>:f    r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r34.0<1>:f    r18.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r18.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r46.0<1>:f    r88.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1126           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F112A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r20.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C210A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r82.0<1>:f    r48.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F112C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r22.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r22.0<1>:f    r6.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r82     0x8A            0x020F1128           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r48.0<1>:f    r86.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F112E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r24.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r24.0<1>:f    r8.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1130           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r26.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r26.0<1>:f    r10.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1132           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r28.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r28.0<1>:f    r12.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r12.0<1>:f    r56.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r56.0<1>:f    r80.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1134           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r30.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r30.0<1>:f    r14.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r14.0<1>:f    r38.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1136           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r32.0<1>:f    r16.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r16.0<1>:f    r54.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r54.0<1>:f    r84.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r34     0x8A            0x020F1138           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     mov (8|M0)               r98.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
(W)     send (16|M0)             r6:uw    r98:f   0xA            0x024C212A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F113A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r6:uw    r98:f   0xA            0x024C212E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C210E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F113C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F113E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r6:uw    r98:f   0xA            0x024C2132           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2112           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F1140           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F1142           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r6:uw    r98:f   0xA            0x024C2136           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2116           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F1144           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F1146           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r10.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C211A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r8.0<1>:f     r64.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r64.0<1>:f    r66.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r10     0x8A            0x020F1148           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r10.0<1>:f    r60.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r60.0<1>:f    r68.0<8;8,1>:f    0.5:f              
        add (16|M0)              r6.0<1>:f     r18.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r18.0<1>:f    r44.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r44.0<1>:f    r94.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F114A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C211E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r20.0<1>:f    r42.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r42.0<1>:f    r76.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F114C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r22.0<1>:f    r117.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F114E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2122           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r24.0<1>:f    r58.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r58.0<1>:f    r78.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F1150           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F1152           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r28.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2126           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F1154           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r30:uw   r98:f   0xA            0x022C11F6           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F1156           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21DC           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F1158           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r26.0<1>:f    r30.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r30.0<1>:f    r62.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r62.0<1>:f    r52.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r52.0<1>:f    r50.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r28.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r34.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21E0           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r40.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C213A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r6.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C213E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r14.0<1>:f    r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r12.0<1>:f    r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2142           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r20.0<1>:f    r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2146           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r18.0<1>:f    r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r8.0<1>:f     r16.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C214A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r16.0<1>:f    r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r22.0<1>:f    r24.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C214E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r24.0<1>:f    r28.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r28.0<1>:f    r26.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2152           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r26.0<1>:f    r34.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r34.0<1>:f    r30.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2156           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r36.0<1>:f    r38.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        mov (16|M0)              r2.0<1>:f     r32.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r30.0<1>:f    r40.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        mul (16|M0)              r4.0<1>:f     r90.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r38.0<1>:f    r74.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F115A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f                    {Compacted}
        mul (16|M0)              r40.0<1>:f    r92.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F115C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F115E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1160           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1162           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1164           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r18.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1166           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1168           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F116A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r22.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F116C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F116E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r28.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1170           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r26.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1172           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r34.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1174           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r36.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1176           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r2.0<1>:f     r30.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F1178           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r2.0<1>:f     r72.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F117A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              acc0.0<1>:f   r70.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x022C117A           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r50.0<1>:f    r66.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        add (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted}
        add (16|M0)              r14.0<1>:f    r46.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        add (16|M0)              r8.0<1>:f     r48.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r16.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r4.0<1>:f     r38.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}
        add (16|M0)              r6.0<1>:f     r40.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        add (16|M0)              r12.0<1>:f    r42.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F117C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r10.0<1>:f    r44.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
        add (16|M0)              r20.0<1>:f    r54.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        add (16|M0)              r22.0<1>:f    r56.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F117E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r40.0<1>:f    r58.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
        add (16|M0)              r28.0<1>:f    r60.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}
        add (16|M0)              r42.0<1>:f    r62.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1180           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r34.0<1>:f    r52.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}
        add (16|M0)              r36.0<1>:f    r64.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r54:uw   r98:f   0xA            0x022C11E4           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        mul (16|M0)              r62.0<1>:f    r103.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1182           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mul (16|M0)              r64.0<1>:f    r105.0<8;8,1>:f   0.5:f              
        mul (16|M0)              r60.0<1>:f    r101.0<8;8,1>:f   0.5:f              
        mul (16|M0)              r58.0<1>:f    r99.0<8;8,1>:f    0.5:f              
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1184           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              r56.0<1>:f    r96.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r46.0<1>:f    r111.0<8;8,1>:f   0.5:f              
        mul (16|M0)              r44.0<1>:f    r109.0<8;8,1>:f   0.5:f              
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1186           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1188           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F118A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F118C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F118E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1190           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1192           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1194           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1196           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F1198           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r16.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r16     0x8A            0x020F119A           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r16:uw   r98:f   0xA            0x024C209C           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              acc0.0<1>:f   r54.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r52.0<1>:f    r16.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r48.0<1>:f    r18.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r16:uw   r98:f   0xA            0x024C20A0           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r54.0<1>:f    r52.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}
        add (16|M0)              r52.0<1>:f    r48.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r26.0<1>:f    r16.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r24.0<1>:f    r18.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r16:uw   r98:f   0xA            0x024C20A4           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r50.0<1>:f    r26.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r48.0<1>:f    r24.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        add (16|M0)              r4.0<1>:f     r44.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r36.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r16:uw   r98:f   0xA            0x022C10A8           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        mul (16|M0)              r38.0<1>:f    r18.0<8;8,1>:f    0.5:f              
        add (16|M0)              r26.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        add (16|M0)              r6.0<1>:f     r46.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}
        add (16|M0)              r24.0<1>:f    r38.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}
        add (16|M0)              r12.0<1>:f    r60.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r16.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r16.0<1>:f    r107.0<8;8,1>:f   0.5:f              
        add (16|M0)              r38.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted}
        add (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        add (16|M0)              r14.0<1>:f    r62.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r20.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        add (16|M0)              r16.0<1>:f    r64.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        add (16|M0)              r10.0<1>:f    r58.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}
        add (16|M0)              r8.0<1>:f     r56.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11E6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11E8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11EA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11EC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11EE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11F0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11F2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11F4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F119C           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F119E           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11A0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11A2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11A4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11A6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11A8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mov (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:uw  r98     r20     0x8A            0x020F11AA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20CA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r32.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20CE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r36.0<1>:f    acc0.0<8;8,1>:f   r54.0<8;8,1>:f   {Compacted}
        add (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r74.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r76.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r28.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20D2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r50.0<8;8,1>:f   {Compacted}
        add (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r78.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r80.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r56.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20D6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r28.0<1>:f    acc0.0<8;8,1>:f   r26.0<8;8,1>:f   {Compacted}
        add (16|M0)              r26.0<1>:f    r56.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r82.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r84.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r60.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20DA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   r38.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r86.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r64.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20DE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r40.0<1>:f    r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r66.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20E2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r58.0<1>:f    r20.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r68.0<1>:f    r22.0<8;8,1>:f    0.5:f              
(W)     send (16|M0)             r20:uw   r98:f   0xA            0x024C20E6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r70.0<1>:f    r22.0<8;8,1>:f    0.5:f              
        mul (16|M0)              r62.0<1>:f    r20.0<8;8,1>:f    0.5:f              
        add (16|M0)              r22.0<1>:f    r60.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
        add (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   r16.0<8;8,1>:f   {Compacted}
        add (16|M0)              r18.0<1>:f    r64.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        add (16|M0)              r16.0<1>:f    r40.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}
        add (16|M0)              r14.0<1>:f    r66.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        add (16|M0)              r12.0<1>:f    r58.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        add (16|M0)              r10.0<1>:f    r68.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}
        add (16|M0)              r8.0<1>:f     r62.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
        add (16|M0)              r6.0<1>:f     r70.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C210A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mov (16|M0)              r103.0<1>:f   r16.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r105.0<1>:f   r14.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r113.0<1>:f   r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r107.0<1>:f   r12.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r109.0<1>:f   r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r111.0<1>:f   r8.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r99.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r101.0<1>:f   r18.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r88.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r46.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C210E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r40.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r50.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2112           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r42.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r54.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2116           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r70.0<1>:f    r54.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r44.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r58.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C211A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r68.0<1>:f    r44.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
        add (16|M0)              r66.0<1>:f    r58.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        mul (16|M0)              r48.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r62.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C211E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r52.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r64.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2122           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r56.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r72.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2126           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r60.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r36.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11AC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r46.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}
        add (16|M0)              r90.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11AE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r40.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11B0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r50.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11B2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11B4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r48.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r48.0<1>:f    r90.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11B6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r62.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r62.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11B8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r52.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11BA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r64.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}
        mov (16|M0)              r64.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11BC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r56.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11BE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r72.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11C0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        add (16|M0)              r2.0<1>:f     r60.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}
        mov (16|M0)              r60.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:uw  r98     r2      0x8A            0x020F11C2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21AC           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mov (16|M0)              r50.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r52.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21B0           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mov (16|M0)              r54.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x022C11B4           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        mov (16|M0)              r56.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r58.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21B6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mov (16|M0)              r34.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r36.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21BA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mov (16|M0)              r38.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r40.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21BE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mov (16|M0)              r42.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x022C11C2           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        mov (16|M0)              r44.0<1>:f    r4.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r46.0<1>:f    r2.0<8;8,1>:f                    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C213A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11C4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C213E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11C6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r72.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2142           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11C8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2146           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r28.0<1>:f    acc0.0<8;8,1>:f   r70.0<8;8,1>:f   {Compacted}
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     0.5:f              
        mul (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C214A           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   r68.0<8;8,1>:f   {Compacted}
        add (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x024C21B6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11CA           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C214E           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11CC           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11CE           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2152           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11D0           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11D2           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C2156           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11D4           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0.5:f              
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11D6           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
        mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0.5:f              
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21AC           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        sends (16|M0)            null:uw  r98     r6      0x8A            0x020F11D8           // wr:1h+2, rd:0; hdc.dc0; hword scratch block write x2
(W)     send (16|M0)             r6:uw    r98:f   0xA            0x024C21C4           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r18.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r20.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r6:uw    r98:f   0xA            0x022C11C8           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x024C21B0           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r22.0<1>:f    r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r2:uw    r98:f   0xA            0x022C11B4           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        add (16|M0)              r24.0<1>:f    r72.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}
(W)     send (16|M0)             r70:uw   r98:f   0xA            0x024C21CA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r26.0<1>:f    r16.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}
        add (16|M0)              r2.0<1>:f     r70.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
        add (16|M0)              r4.0<1>:f     r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r70:uw   r98:f   0xA            0x024C21CE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x024C21BA           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r6.0<1>:f     r70.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
        add (16|M0)              r8.0<1>:f     r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r70:uw   r98:f   0xA            0x024C21D2           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x024C21BE           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r10.0<1>:f    r70.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}
        add (16|M0)              r12.0<1>:f    r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r70:uw   r98:f   0xA            0x022C11C2           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x024C21D6           // wr:1h+0, rd:4; hdc.dc0; hword scratch block read x4
        add (16|M0)              r14.0<1>:f    r66.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}
        add (16|M0)              r16.0<1>:f    r68.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted}
(W)     send (16|M0)             r90:uw   r98:f   0xA            0x022C1000           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C315A           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r92.0<1>:ud   r90.0<8;8,1>:ud   0x10:uw             
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C3162           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
(W)     send (16|M0)             r90:uw   r98:f   0xA            0x022C1000           // wr:1h+0, rd:2; hdc.dc0; hword scratch block read x2
        sends (16|M0)            null:w   r92     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C316A           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r92.0<1>:d    r90.0<8;8,1>:d    32:w              
        sends (16|M0)            null:w   r92     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C3172           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r92.0<1>:ud   r90.0<8;8,1>:d    48:w              
        add (16|M0)              r90.0<1>:ud   r121.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r92     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C317C           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        sends (16|M0)            null:w   r121    r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C3184           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C318C           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r90.0<1>:d    r121.0<8;8,1>:d   32:w              
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C3194           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r90.0<1>:ud   r121.0<8;8,1>:d   48:w              
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C31E6           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r90.0<1>:ud   r125.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r125    r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C31EE           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C319C           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r90.0<1>:d    r125.0<8;8,1>:d   32:w              
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (16|M0)             r66:uw   r98:f   0xA            0x028C31A4           // wr:1h+0, rd:8; hdc.dc0; hword scratch block read x8
        add (16|M0)              r90.0<1>:ud   r125.0<8;8,1>:d   48:w              
        sends (16|M0)            null:w   r90     r66     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:ud   r123.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r123    r74     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r66     r82     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:d    r123.0<8;8,1>:d   32:w              
        sends (16|M0)            null:w   r66     r99     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:ud   r123.0<8;8,1>:d   48:w              
        sends (16|M0)            null:w   r66     r107    0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r66.0<1>:ud   r119.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r119    r50     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r50.0<1>:d    r119.0<8;8,1>:d   32:w              
(W)     mov (8|M0)               r112.0<1>:f   r98.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r66     r58     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r50     r34     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r50.0<1>:ud   r119.0<8;8,1>:d   48:w              
        add (16|M0)              r34.0<1>:ud   r115.0<8;8,1>:ud  0x10:uw             
        sends (16|M0)            null:w   r50     r42     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r123.0<1>:f   r123.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r115    r18     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r18.0<1>:d    r115.0<8;8,1>:d   32:w              
        sends (16|M0)            null:w   r34     r26     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r66.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r18     r2      0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M0)              r18.0<1>:ud   r115.0<8;8,1>:d   48:w              
        sends (16|M0)            null:w   r18     r10     0x20C            0x04025001           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L13152:
