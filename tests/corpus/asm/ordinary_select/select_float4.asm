L0:
(W)     mov (8|M0)               r63.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r64.0<1>:d    r9.0<0;1,0>:d     r63.1<0;1,0>:d   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r63.0<8;8,1>:ud                  {Compacted}
        add (16|M0)              r65.0<1>:d    r64.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M16)             r67.0<1>:d    r64.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r2.0<1>:d     r65.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r4.0<1>:d     r67.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r109.0<1>:d   r2.0<8;8,1>:d     4:w              
        shl (16|M16)             r111.0<1>:d   r4.0<8;8,1>:d     4:w              
        mul (8|M0)               r6.0<1>:q     r2.0<8;8,1>:ud    0x3:ud             
        mul (8|M8)               r8.0<1>:q     r3.0<8;8,1>:ud    0x3:ud             
        mul (8|M16)              r10.0<1>:q    r4.0<8;8,1>:ud    0x3:ud             
        send (16|M0)             r46:w    r109    0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mul (8|M24)              r12.0<1>:q    r5.0<8;8,1>:ud    0x3:ud             
        send (16|M16)            r113:w   r111    0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               r14.0<2>:d    r6.0<4;4,1>:q     1:w              
        add (8|M8)               r16.0<2>:d    r8.0<4;4,1>:q     1:w              
        add (8|M16)              r18.0<2>:d    r10.0<4;4,1>:q    1:w              
        mov (8|M0)               r22.0<1>:d    r6.0<2;1,0>:d                   
        add (8|M24)              r20.0<2>:d    r12.0<4;4,1>:q    1:w              
        mov (8|M8)               r23.0<1>:d    r8.0<2;1,0>:d                   
        mov (8|M16)              r24.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M24)              r25.0<1>:d    r12.0<2;1,0>:d                  
        mov (8|M0)               r69.0<1>:d    r14.0<2;1,0>:d                  
        mov (8|M8)               r70.0<1>:d    r16.0<2;1,0>:d                  
        mov (8|M16)              r71.0<1>:d    r18.0<2;1,0>:d                  
        mov (8|M24)              r72.0<1>:d    r20.0<2;1,0>:d                  
        shl (16|M0)              r81.0<1>:d    r22.0<8;8,1>:d    4:w              
        shl (16|M16)             r83.0<1>:d    r24.0<8;8,1>:d    4:w              
        shl (16|M0)              r85.0<1>:d    r69.0<8;8,1>:d    4:w              
        shl (16|M16)             r87.0<1>:d    r71.0<8;8,1>:d    4:w              
        send (16|M0)             r26:w    r81     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               r73.0<2>:d    r6.0<4;4,1>:q     2:w              
        send (16|M16)            r34:w    r83     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M0)             r93:w    r85     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (8|M8)               r75.0<2>:d    r8.0<4;4,1>:q     2:w              
        send (16|M16)            r101:w   r87     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (8|M16)              r77.0<2>:d    r10.0<4;4,1>:q    2:w              
        add (8|M24)              r79.0<2>:d    r12.0<4;4,1>:q    2:w              
        mov (8|M0)               r89.0<1>:d    r73.0<2;1,0>:d                  
        mov (8|M8)               r90.0<1>:d    r75.0<2;1,0>:d                  
        mov (8|M16)              r91.0<1>:d    r77.0<2;1,0>:d                  
        mov (8|M24)              r92.0<1>:d    r79.0<2;1,0>:d                  
        shl (16|M0)              r42.0<1>:d    r89.0<8;8,1>:d    4:w              
        shl (16|M16)             r44.0<1>:d    r91.0<8;8,1>:d    4:w              
        send (16|M0)             r54:w    r42     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r64:w    r44     0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        cmp (16|M0)   (lt)f0.0   null<1>:d     r46.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r48.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               f1.0<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r113.0<8;8,1>:d   0:w              
(W)     mov (1|M0)               r2.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r50.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r2.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r115.0<8;8,1>:d   0:w              
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r117.0<8;8,1>:d   0:w              
(f0.0)  sel (16|M0)              r72.0<1>:f    r93.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}
(f0.0)  sel (16|M16)             r4.0<1>:f     r101.0<8;8,1>:f   r34.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r2.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    0:w              
        cmp (16|M16)  (lt)f1.0   null<1>:d     r119.0<8;8,1>:d   0:w              
(f0.0)  sel (16|M0)              r74.0<1>:f    r95.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}
(f0.0)  sel (16|M16)             r6.0<1>:f     r103.0<8;8,1>:f   r36.0<8;8,1>:f  
(f1.0)  sel (16|M0)              r78.0<1>:f    r99.0<8;8,1>:f    r32.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r26.0<8;8,1>:f    r93.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r10.0<1>:f    r107.0<8;8,1>:f   r40.0<8;8,1>:f  
        mad (16|M0)              r109.0<1>:f   r54.0<2;1>:f      r26.0<2;1>:f      r93.0<1>:f       {Compacted}
(f0.0)  sel (16|M0)              r76.0<1>:f    r97.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}
(W)     mov (1|M0)               r80.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r28.0<8;8,1>:f    r95.0<8;8,1>:f  
(f0.0)  sel (16|M16)             r8.0<1>:f     r105.0<8;8,1>:f   r38.0<8;8,1>:f  
        sends (16|M0)            null:w   r81     r72     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (1|M0)               f0.0<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r34.0<8;8,1>:f    r101.0<8;8,1>:f 
(W)     mov (1|M0)               r81.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r30.0<8;8,1>:f    r97.0<8;8,1>:f  
        mad (16|M0)              r111.0<1>:f   r56.0<2;1>:f      r28.0<2;1>:f      r95.0<1>:f       {Compacted}
(W)     mov (1|M0)               r80.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        mad (16|M0)              r113.0<1>:f   r58.0<2;1>:f      r30.0<2;1>:f      r97.0<1>:f       {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r36.0<8;8,1>:f    r103.0<8;8,1>:f 
(W)     mov (1|M0)               r12.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        mad (16|M0)              r115.0<1>:f   r60.0<2;1>:f      r32.0<2;1>:f      r99.0<1>:f       {Compacted}
        mad (16|M16)             r13.0<1>:f    r64.0<2;1>:f      r34.0<2;1>:f      r101.0<1>:f      {Compacted}
(W)     mov (1|M0)               r81.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r38.0<8;8,1>:f    r105.0<8;8,1>:f 
(f1.0)  sel (16|M0)              r117.0<1>:f   r26.0<8;8,1>:f    r54.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r46.0<1>:f    r34.0<8;8,1>:f    r64.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r12.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:f     r32.0<8;8,1>:f    r99.0<8;8,1>:f   {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r40.0<8;8,1>:f    r107.0<8;8,1>:f 
        mad (16|M16)             r15.0<1>:f    r66.0<2;1>:f      r36.0<2;1>:f      r103.0<1>:f      {Compacted}
(f1.0)  sel (16|M0)              r119.0<1>:f   r28.0<8;8,1>:f    r56.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r48.0<1>:f    r36.0<8;8,1>:f    r66.0<8;8,1>:f  
(W)     mov (1|M0)               f1.0<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        mad (16|M16)             r17.0<1>:f    r68.0<2;1>:f      r38.0<2;1>:f      r105.0<1>:f      {Compacted}
        mad (16|M16)             r19.0<1>:f    r70.0<2;1>:f      r40.0<2;1>:f      r107.0<1>:f      {Compacted}
(f0.0)  sel (16|M0)              r123.0<1>:f   r32.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted}
(f1.0)  sel (16|M0)              r121.0<1>:f   r30.0<8;8,1>:f    r58.0<8;8,1>:f  
        sends (16|M16)           null:w   r83     r4      0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(f0.0)  sel (16|M16)             r52.0<1>:f    r40.0<8;8,1>:f    r70.0<8;8,1>:f  
(f1.0)  sel (16|M16)             r50.0<1>:f    r38.0<8;8,1>:f    r68.0<8;8,1>:f  
        sends (16|M0)            null:w   r85     r109    0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r87     r13     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r42     r117    0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r44     r46     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1584:
