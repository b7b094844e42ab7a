L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (16|M0)              r21.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r23.0<1>:f    0.0:f                              
(W)     mov (2|M0)               r8.0<1>:f     r8.2<2;2,1>:f                   
(W)     mach (1|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
(W)     addc (1|M0)              r9.0<1>:ud    r8.2<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (1|M0)               r28.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               r30.0<2>:f    r9.0<0;1,0>:f                   
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     add (1|M0)               r30.1<2>:ud   r28.0<0;1,0>:ud   r8.3<0;1,0>:ud  
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w              
        send (16|M0)             r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r21.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r23.0<1>:f    r18.0<8;8,1>:f                  
(W)     add (16|M0)              r25.0<1>:d    r21.0<8;8,1>:d    r23.0<8;8,1>:d   {Compacted}
(W)     add (8|M0)               r27.0<1>:d    r25.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}
(W)     add (4|M0)               r4.1<1>:d     r27.0<4;4,1>:d    r27.4<4;4,1>:d  
(W)     add (2|M0)               r4.5<1>:d     r4.1<2;2,1>:d     r4.3<2;2,1>:d   
(W)     add (1|M0)               r20.0<1>:d    r4.5<0;1,0>:d     r4.6<0;1,0>:d   
(W)     sends (1|M0)             null:ud  r8      r20     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add
(W)     send (8|M0)              r29      r3:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {Compacted}
(W)     mov (16|M0)              r33.0<1>:f    -0.0:f                              
(W)     mov (16|M16)             r35.0<1>:f    -0.0:f                              
        mov (16|M0)              r33.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r35.0<1>:f    r18.0<8;8,1>:f                  
(W)     sel (16|M0)   (ge)f0.0   r37.0<1>:d    r33.0<8;8,1>:d    r35.0<8;8,1>:d   {Compacted}
(W)     sel (8|M0)    (ge)f0.0   r31.0<1>:d    r37.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}
(W)     sel (4|M0)    (ge)f0.0   r20.1<1>:d    r31.0<4;4,1>:d    r31.4<4;4,1>:d  
(W)     sel (2|M0)    (ge)f0.0   r9.5<1>:d     r20.1<2;2,1>:d    r20.3<2;2,1>:d  
(W)     sel (1|M0)    (ge)f0.0   r32.0<1>:d    r9.5<0;1,0>:d     r9.6<0;1,0>:d   
(W)     sends (1|M0)             null:ud  r30     r32     0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max
(W)     send (8|M0)              r39      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r39.0<8;8,1>:ud                  {Compacted}
(W)     send (8|M0)              r40      r3:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r40.0<8;8,1>:ud                  {Compacted}
(W)     mov (16|M0)              r45.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r47.0<1>:f    0.0:f                              
        mov (16|M0)              r45.0<1>:f    r16.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r47.0<1>:f    r18.0<8;8,1>:f                  
(W)     mov (2|M0)               r42.0<1>:f    r8.4<2;2,1>:f                   
(W)     or (16|M0)               r49.0<1>:d    r45.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted}
(W)     or (8|M0)                r41.0<1>:d    r49.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
(W)     or (4|M0)                r28.1<1>:d    r41.0<4;4,1>:d    r41.4<4;4,1>:d  
(W)     or (2|M0)                r20.5<1>:d    r28.1<2;2,1>:d    r28.3<2;2,1>:d  
(W)     or (1|M0)                r44.0<1>:d    r20.5<0;1,0>:d    r20.6<0;1,0>:d  
(W)     sends (1|M0)             null:ud  r42     r44     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR
(W)     send (8|M0)              r43      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r43.0<8;8,1>:ud                  {Compacted}
        addc (8|M0)              r51.0<1>:ud   r8.6<0;1,0>:ud    r12.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r55.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r52.0<1>:ud   r8.6<0;1,0>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r59.1<2>:ud   r55.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M8)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r53.0<1>:ud   r8.6<0;1,0>:ud    r14.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r59.0<2>:f    r51.0<8;8,1>:f                  
        add (8|M8)               r61.1<2>:ud   r56.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M16)              r57.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r54.0<1>:ud   r8.6<0;1,0>:ud    r15.0<8;8,1>:ud  {AccWrEn}
        mov (8|M8)               r61.0<2>:f    r52.0<8;8,1>:f                  
        add (8|M16)              r63.1<2>:ud   r57.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M24)              r58.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M16)              r63.0<2>:f    r53.0<8;8,1>:f                  
        add (8|M24)              r65.1<2>:ud   r58.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M24)              r65.0<2>:f    r54.0<8;8,1>:f                  
(W)     send (8|M0)              r67      r3:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r67.0<8;8,1>:ud                  {Compacted}
        sends (8|M0)             r72:ud   r59     r16     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             r73:ud   r61     r17     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            r74:ud   r63     r18     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
(W)     mov (8|M0)               r59.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            r75:ud   r65     r19     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store
        mov (16|M0)              r68.0<1>:f    r72.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r70.0<1>:f    r74.0<8;8,1>:f                  
(W)     send (8|M0)              r76      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r76.0<8;8,1>:ud                  {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r12     r68     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r14     r70     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1224:
