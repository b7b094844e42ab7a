L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (16|M0)              r21.0<1>:d    0:w                              
(W)     mov (16|M16)             r23.0<1>:d    0:w                              
(W)     mov (1|M0)               r8.0<1>:uq    r8.1<0;1,0>:uq                  
(W)     add (1|M0)               r28.0<1>:q    r8.1<0;1,0>:q     4:w              
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w              
        send (16|M0)             r16:w    r12     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r14     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r21.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r23.0<1>:d    r18.0<8;8,1>:d                  
(W)     add (16|M0)              r25.0<1>:d    r21.0<8;8,1>:d    r23.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r27.0<1>:d    r25.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r4.1<1>:d     r27.0<4;4,1>:d    r27.4<4;4,1>:d  
(W)     add (2|M0)               r4.5<1>:d     r4.1<2;2,1>:d     r4.3<2;2,1>:d   
(W)     add (1|M0)               r20.0<1>:d    r4.5<0;1,0>:d     r4.6<0;1,0>:d   
(W)     sends (1|M0)             null:ud  r8      r20     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     send (8|M0)              r29      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {Compacted}
(W)     mov (16|M0)              r31.0<1>:d    -2147483648:d                              
(W)     mov (16|M16)             r33.0<1>:d    -2147483648:d                              
        mov (16|M0)              r31.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r33.0<1>:d    r18.0<8;8,1>:d                  
(W)     sel (16|M0)   (ge)f0.0   r35.0<1>:d    r31.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r37.0<1>:d    r35.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r20.1<1>:d    r37.0<4;4,1>:d    r37.4<4;4,1>:d  
(W)     sel (2|M0)    (ge)f0.0   r9.0<1>:d     r20.1<2;2,1>:d    r20.3<2;2,1>:d  
(W)     sel (1|M0)    (ge)f0.0   r30.0<1>:d    r9.0<0;1,0>:d     r9.1<0;1,0>:d    {Compacted}
(W)     sends (1|M0)             null:ud  r28     r30     0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max
(W)     send (8|M0)              r38      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r38.0<8;8,1>:ud                  {Compacted}
(W)     send (8|M0)              r39      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r39.0<8;8,1>:ud                  {Compacted}
(W)     mov (16|M0)              r43.0<1>:d    0:w                              
(W)     mov (16|M16)             r45.0<1>:d    0:w                              
        mov (16|M0)              r43.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r45.0<1>:d    r18.0<8;8,1>:d                  
(W)     mov (1|M0)               r40.0<1>:uq   r8.2<0;1,0>:uq                  
(W)     or (16|M0)               r47.0<1>:d    r43.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}
(W)     or (8|M0)                r41.0<1>:d    r47.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
(W)     or (4|M0)                r28.2<1>:d    r41.0<4;4,1>:d    r41.4<4;4,1>:d  
(W)     or (2|M0)                r9.5<1>:d     r28.2<2;2,1>:d    r28.4<2;2,1>:d  
(W)     or (1|M0)                r42.0<1>:d    r9.5<0;1,0>:d     r9.6<0;1,0>:d   
(W)     sends (1|M0)             null:ud  r40     r42     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR
(W)     send (8|M0)              r49      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r49.0<8;8,1>:ud                  {Compacted}
        add (8|M0)               r50.0<1>:q    r8.3<0;1,0>:q     r12.0<8;8,1>:ud 
        add (8|M8)               r52.0<1>:q    r8.3<0;1,0>:q     r13.0<8;8,1>:ud 
        add (8|M16)              r54.0<1>:q    r8.3<0;1,0>:q     r14.0<8;8,1>:ud 
        add (8|M24)              r56.0<1>:q    r8.3<0;1,0>:q     r15.0<8;8,1>:ud 
(W)     send (8|M0)              r58      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r58.0<8;8,1>:ud                  {Compacted}
        sends (8|M0)             r63:ud   r50     r16     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        sends (8|M8)             r64:ud   r52     r17     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        sends (8|M16)            r65:ud   r54     r18     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        sends (8|M24)            r66:ud   r56     r19     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        mov (16|M0)              r59.0<1>:ud   r63.0<8;8,1>:ud                  {Compacted}
        mov (16|M16)             r61.0<1>:ud   r65.0<8;8,1>:ud                 
(W)     send (8|M0)              r67      r3      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r67.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        sends (16|M0)            null:w   r12     r59     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r14     r61     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L968:
