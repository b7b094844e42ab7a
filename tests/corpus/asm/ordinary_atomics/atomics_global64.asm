L0:
(W)     mov (8|M0)               r67.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r9.5<0;1,0>:d     r67.1<0;1,0>:d  
(W)     add (1|M0)               r6.0<1>:q     r8.2<0;1,0>:q     8:w              
        mov (8|M0)               r41.0<1>:uq   r8.2<0;1,0>:uq                  
(W)     add (1|M0)               r8.0<1>:q     r8.2<0;1,0>:q     16:w              
        mov (8|M8)               r43.0<1>:uq   r8.2<0;1,0>:uq                  
        mov (8|M16)              r45.0<1>:uq   r8.2<0;1,0>:uq                  
        mov (8|M24)              r47.0<1>:uq   r8.2<0;1,0>:uq                  
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (1|M0)               r28.0<1>:q    r8.2<0;1,0>:q     24:w              
(W)     add (1|M0)               r30.0<1>:q    r8.2<0;1,0>:q     32:w              
(W)     add (1|M0)               r32.0<1>:q    r8.2<0;1,0>:q     40:w              
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     add (1|M0)               r2.0<1>:q     r8.2<0;1,0>:q     48:w              
(W)     add (1|M0)               r4.0<1>:q     r8.2<0;1,0>:q     56:w              
(W)     mov (8|M0)               r127.0<1>:ud  r67.0<8;8,1>:ud                  {Compacted}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    3:w              
        send (16|M0)             r20:w    r16     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r24:w    r18     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r33.0<2>:d    r20.0<8;8,1>:d                  
        mov (8|M8)               r35.0<2>:d    r21.0<8;8,1>:d                  
        mov (8|M0)               r33.1<2>:d    r22.0<8;8,1>:d                  
        mov (8|M8)               r35.1<2>:d    r23.0<8;8,1>:d                  
        mov (8|M16)              r37.0<2>:d    r24.0<8;8,1>:d                  
        mov (8|M24)              r39.0<2>:d    r25.0<8;8,1>:d                  
        mov (8|M16)              r37.1<2>:d    r26.0<8;8,1>:d                  
        mov (8|M24)              r39.1<2>:d    r27.0<8;8,1>:d                  
        mov (8|M0)               r20.0<1>:uq   r6.0<0;1,0>:uq                  
        mov (8|M8)               r22.0<1>:uq   r6.0<0;1,0>:uq                  
        mov (8|M16)              r24.0<1>:uq   r6.0<0;1,0>:uq                  
        sends (8|M0)             null:ud  r41     r33     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M24)              r26.0<1>:uq   r6.0<0;1,0>:uq                  
        sends (8|M8)             null:ud  r43     r35     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M0)               r41.0<1>:uq   r8.0<0;1,0>:uq                  
        sends (8|M16)            null:ud  r45     r37     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M8)               r43.0<1>:uq   r8.0<0;1,0>:uq                  
        sends (8|M24)            null:ud  r47     r39     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M16)              r45.0<1>:uq   r8.0<0;1,0>:uq                  
        sends (8|M0)             null:ud  r20     r33     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M24)              r47.0<1>:uq   r8.0<0;1,0>:uq                  
        sends (8|M8)             null:ud  r22     r35     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M0)               r20.0<1>:uq   r28.0<0;1,0>:uq                 
        sends (8|M16)            null:ud  r24     r37     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M8)               r22.0<1>:uq   r28.0<0;1,0>:uq                 
        sends (8|M24)            null:ud  r26     r39     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M16)              r24.0<1>:uq   r28.0<0;1,0>:uq                 
        send (8|M0)              null     r41:uq  0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M24)              r26.0<1>:uq   r28.0<0;1,0>:uq                 
        send (8|M8)              null     r43:uq  0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M0)               r41.0<1>:uq   r30.0<0;1,0>:uq                 
        send (8|M16)             null     r45:uq  0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M8)               r43.0<1>:uq   r30.0<0;1,0>:uq                 
        send (8|M24)             null     r47:uq  0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M16)              r45.0<1>:uq   r30.0<0;1,0>:uq                 
        send (8|M0)              null     r20:uq  0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M24)              r47.0<1>:uq   r30.0<0;1,0>:uq                 
        send (8|M8)              null     r22:uq  0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M0)               r20.0<1>:uq   r32.0<0;1,0>:uq                 
        send (8|M16)             null     r24:uq  0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M8)               r22.0<1>:uq   r32.0<0;1,0>:uq                 
        send (8|M24)             null     r26:uq  0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M16)              r24.0<1>:uq   r32.0<0;1,0>:uq                 
        sends (8|M0)             null:ud  r41     r33     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        mov (8|M24)              r26.0<1>:uq   r32.0<0;1,0>:uq                 
        sends (8|M8)             null:ud  r43     r35     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        mov (8|M0)               r41.0<1>:uq   r2.0<0;1,0>:uq                  
        sends (8|M16)            null:ud  r45     r37     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
(W)     add (1|M0)               r6.0<1>:q     r8.2<0;1,0>:q     64:w              
        mov (8|M8)               r43.0<1>:uq   r2.0<0;1,0>:uq                  
        sends (8|M24)            null:ud  r47     r39     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        mov (8|M16)              r28.0<1>:uq   r2.0<0;1,0>:uq                  
        sends (8|M0)             null:ud  r20     r33     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M24)              r30.0<1>:uq   r2.0<0;1,0>:uq                  
        sends (8|M8)             null:ud  r22     r35     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M0)               r20.0<1>:uq   r4.0<0;1,0>:uq                  
        sends (8|M16)            null:ud  r24     r37     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M8)               r22.0<1>:uq   r4.0<0;1,0>:uq                  
        sends (8|M24)            null:ud  r26     r39     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M16)              r24.0<1>:uq   r4.0<0;1,0>:uq                  
        sends (8|M0)             null:ud  r41     r33     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M24)              r26.0<1>:uq   r4.0<0;1,0>:uq                  
        sends (8|M8)             null:ud  r43     r35     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M0)               r41.0<1>:uq   r6.0<0;1,0>:uq                  
        sends (8|M16)            null:ud  r28     r37     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M8)               r43.0<1>:uq   r6.0<0;1,0>:uq                  
        sends (8|M24)            null:ud  r30     r39     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M16)              r28.0<1>:uq   r6.0<0;1,0>:uq                  
        sends (8|M0)             null:ud  r20     r33     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        mov (8|M24)              r30.0<1>:uq   r6.0<0;1,0>:uq                  
        sends (8|M8)             null:ud  r22     r35     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        add (8|M0)               r20.0<1>:q    r8.3<0;1,0>:q     r16.0<8;8,1>:ud 
        sends (8|M16)            null:ud  r24     r37     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        add (8|M8)               r22.0<1>:q    r8.3<0;1,0>:q     r17.0<8;8,1>:ud 
        sends (8|M24)            null:ud  r26     r39     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        add (8|M16)              r2.0<1>:q     r8.3<0;1,0>:q     r18.0<8;8,1>:ud 
        sends (8|M0)             null:ud  r41     r33     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        add (8|M24)              r4.0<1>:q     r8.3<0;1,0>:q     r19.0<8;8,1>:ud 
        sends (8|M8)             null:ud  r43     r35     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        shl (8|M16)              r43.0<1>:d    r14.0<8;8,1>:ud   1:w              
        sends (8|M16)            null:ud  r28     r37     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        shl (8|M24)              r44.0<1>:d    r15.0<8;8,1>:ud   1:w              
        sends (8|M24)            null:ud  r30     r39     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        shl (8|M0)               r30.0<1>:d    r12.0<8;8,1>:ud   1:w              
        sends (8|M0)             r24:uq   r20     r33     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        shl (8|M8)               r31.0<1>:d    r13.0<8;8,1>:ud   1:w              
        sends (8|M8)             r26:uq   r22     r35     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        mov (8|M8)               r57.0<1>:q    r35.0<4;4,1>:q                  
        sends (8|M16)            r45:uq   r2      r37     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        shl (16|M16)             r20.0<1>:d    r43.0<8;8,1>:d    3:w              
        sends (8|M24)            r47:uq   r4      r39     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        shl (16|M0)              r49.0<1>:d    r30.0<8;8,1>:d    3:w              
        add (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    r9.2<0;1,0>:d   
        mov (8|M24)              r61.0<1>:q    r39.0<4;4,1>:q                  
        shl (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    3:w              
        add (8|M24)              r14.0<1>:q    r8.3<0;1,0>:q     r31.0<8;8,1>:ud 
        mov (8|M0)               r10.0<1>:uq   r24.0<4;4,1>:uq                 
        mov (8|M8)               r41.0<1>:uq   r26.0<4;4,1>:uq                 
        add (16|M0)              r26.0<1>:d    r12.0<8;8,1>:d    r9.2<0;1,0>:d    {Compacted}
        mov (8|M16)              r6.0<1>:uq    r45.0<4;4,1>:uq                 
        add (8|M16)              r12.0<1>:q    r8.3<0;1,0>:q     r30.0<8;8,1>:ud 
        mov (8|M24)              r28.0<1>:uq   r47.0<4;4,1>:uq                 
        mov (8|M0)               r51.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M0)               r53.0<1>:d    r10.1<2;1,0>:d                  
        mov (8|M8)               r52.0<1>:d    r41.0<2;1,0>:d                  
        mov (8|M8)               r54.0<1>:d    r41.1<2;1,0>:d                  
        mov (8|M16)              r2.0<1>:d     r6.0<2;1,0>:d                   
        mov (8|M16)              r4.0<1>:d     r6.1<2;1,0>:d                   
        mov (8|M24)              r3.0<1>:d     r28.0<2;1,0>:d                  
        mov (8|M24)              r5.0<1>:d     r28.1<2;1,0>:d                  
        shl (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    3:w              
        sends (16|M0)            null:w   r49     r51     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        mov (8|M0)               r53.0<1>:q    r33.0<4;4,1>:q                  
        or (16|M16)              r32.0<1>:d    r20.0<8;8,1>:d    8:w              
        sends (16|M16)           null:w   r20     r2      0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r22:w    r16     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        send (16|M16)            r43:w    r18     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        add (8|M0)               r16.0<1>:q    r8.3<0;1,0>:q     r26.0<8;8,1>:ud 
        add (8|M8)               r18.0<1>:q    r8.3<0;1,0>:q     r27.0<8;8,1>:ud 
        mov (8|M0)               r10.0<2>:d    r22.0<8;8,1>:d                  
        mov (8|M8)               r41.0<2>:d    r23.0<8;8,1>:d                  
        mov (8|M0)               r10.1<2>:d    r24.0<8;8,1>:d                  
        mov (8|M8)               r41.1<2>:d    r25.0<8;8,1>:d                  
        mov (8|M16)              r6.0<2>:d     r43.0<8;8,1>:d                  
        mov (8|M24)              r2.0<2>:d     r44.0<8;8,1>:d                  
        mov (8|M16)              r6.1<2>:d     r45.0<8;8,1>:d                  
        mov (8|M24)              r2.1<2>:d     r46.0<8;8,1>:d                  
        mov (8|M16)              r24.0<1>:q    r37.0<4;4,1>:q                  
        mov (8|M0)               r51.0<1>:q    r10.0<4;4,1>:q                  
        mov (8|M8)               r55.0<1>:q    r41.0<4;4,1>:q                  
        mov (8|M16)              r22.0<1>:q    r6.0<4;4,1>:q                   
        mov (8|M24)              r59.0<1>:q    r2.0<4;4,1>:q                   
        or (16|M0)               r6.0<1>:d     r49.0<8;8,1>:d    8:w              
        sends (8|M0)             r43:uq   r16     r51     0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
        sends (8|M8)             r45:uq   r18     r55     0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
        sends (8|M16)            r26:uq   r12     r22     0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
        sends (8|M24)            r28:uq   r14     r59     0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
        mov (8|M0)               r4.0<1>:uq    r43.0<4;4,1>:uq                 
        mov (8|M8)               r8.0<1>:uq    r45.0<4;4,1>:uq                 
        mov (8|M16)              r10.0<1>:uq   r26.0<4;4,1>:uq                 
        mov (8|M24)              r30.0<1>:uq   r28.0<4;4,1>:uq                 
        mov (8|M0)               r63.0<1>:d    r4.0<2;1,0>:d                   
        mov (8|M0)               r65.0<1>:d    r4.1<2;1,0>:d                   
        mov (8|M8)               r64.0<1>:d    r8.0<2;1,0>:d                   
        mov (8|M8)               r66.0<1>:d    r8.1<2;1,0>:d                   
        mov (8|M16)              r12.0<1>:d    r10.0<2;1,0>:d                  
        mov (8|M16)              r14.0<1>:d    r10.1<2;1,0>:d                  
        mov (8|M24)              r13.0<1>:d    r30.0<2;1,0>:d                  
        mov (8|M24)              r15.0<1>:d    r30.1<2;1,0>:d                  
        sends (16|M0)            null:w   r6      r63     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r32     r12     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2776:
