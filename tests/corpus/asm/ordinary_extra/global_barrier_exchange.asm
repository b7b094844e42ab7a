L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}
        send (16|M16)            r22:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    r8.6<0;1,0>:d   
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1:w              
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1:w              
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1:w              
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1:w              
        sends (16|M0)            null:w   r24     r20     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r26     r22     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r28      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r28.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r29.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r29     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        not (8|M0)               r54.0<1>:q    r1.0<8;8,1>:uw                  
        not (8|M8)               r56.0<1>:q    r1.8<8;8,1>:uw                  
        not (8|M16)              r58.0<1>:q    r2.0<8;8,1>:uw                  
        not (8|M24)              r60.0<1>:q    r2.8<8;8,1>:uw                  
        add (8|M0)               r46.0<1>:q    r12.0<8;8,1>:ud   -r1.0<8;8,1>:uw 
        add (8|M8)               r48.0<1>:q    r13.0<8;8,1>:ud   -r1.8<8;8,1>:uw 
        add (8|M16)              r50.0<1>:q    r14.0<8;8,1>:ud   -r2.0<8;8,1>:uw 
        add (8|M0)               r62.0<1>:q    r54.0<4;4,1>:q    r9.0<0;1,0>:ud  
        add (8|M8)               r64.0<1>:q    r56.0<4;4,1>:q    r9.0<0;1,0>:ud  
        add (8|M24)              r52.0<1>:q    r15.0<8;8,1>:ud   -r2.8<8;8,1>:uw 
        add (8|M16)              r66.0<1>:q    r58.0<4;4,1>:q    r9.0<0;1,0>:ud  
        add (8|M24)              r68.0<1>:q    r60.0<4;4,1>:q    r9.0<0;1,0>:ud  
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        add (8|M0)               r38.0<2>:d    r46.0<4;4,1>:q    r62.0<4;4,1>:q  
        add (8|M8)               r40.0<2>:d    r48.0<4;4,1>:q    r64.0<4;4,1>:q  
        add (8|M16)              r42.0<2>:d    r50.0<4;4,1>:q    r66.0<4;4,1>:q  
        add (8|M24)              r44.0<2>:d    r52.0<4;4,1>:q    r68.0<4;4,1>:q  
        mov (8|M0)               r30.0<1>:d    r38.0<2;1,0>:d                  
        mov (8|M8)               r31.0<1>:d    r40.0<2;1,0>:d                  
        mov (8|M16)              r32.0<1>:d    r42.0<2;1,0>:d                  
        mov (8|M24)              r33.0<1>:d    r44.0<2;1,0>:d                  
        shl (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    2:w              
        shl (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    2:w              
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r8.6<0;1,0>:d   
        send (16|M0)             r34:w    r30     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r36:w    r32     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r16     r34     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r18     r36     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L832:
