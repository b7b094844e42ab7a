L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r20:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}
        send (16|M16)            r22:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    r8.6<0;1,0>:d   
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1:w              
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1:w              
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1:w              
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1:w              
        sends (16|M0)            null:w   r24     r20     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r26     r22     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r28      r3:f    0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1
(W)     mov (8|M0)               null<1>:ud    r28.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r29.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     send (1|M0)              null     r29:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
        mov (16|M0)              r30.0<1>:d    r1.0<16;16,1>:uw                
        mov (16|M16)             r32.0<1>:d    r2.0<16;16,1>:uw                
        mov (8|M0)               r38.0<1>:f    0.0:f                              
        mov (8|M16)              r40.0<1>:f    0.0:f                              
        mov (8|M8)               r39.0<1>:f    0.0:f                              
        subb (8|M0)              r34.0<1>:ud   r12.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn,Compacted}
        mov (8|M24)              r41.0<1>:f    0.0:f                              
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M8)              r35.0<1>:ud   r13.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn,Compacted}
        not (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d                   {Compacted}
        add (8|M0)               r38.0<1>:ud   -r42.0<8;8,1>:ud  r38.0<8;8,1>:ud  {Compacted}
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M16)             r36.0<1>:ud   r14.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r39.0<1>:ud   -r43.0<8;8,1>:ud  r39.0<8;8,1>:ud  {Compacted}
        mov (8|M16)              r44.0<1>:ud   acc0.0<8;8,1>:ud                
        subb (8|M24)             r37.0<1>:ud   r15.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}
        not (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d                  
        add (8|M16)              r40.0<1>:ud   -r44.0<8;8,1>:ud  r40.0<8;8,1>:ud 
        mov (8|M24)              r45.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M0)              r46.0<1>:ud   r30.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M24)              r41.0<1>:ud   -r45.0<8;8,1>:ud  r41.0<8;8,1>:ud 
        mov (8|M0)               r54.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r47.0<1>:ud   r31.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (8|M0)               r50.0<1>:ud   r54.0<8;8,1>:ud   0xFFFFFFFF:ud              {Compacted}
        mov (8|M8)               r55.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r48.0<1>:ud   r32.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        add (16|M0)              r58.0<1>:d    r34.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}
        add (8|M8)               r51.0<1>:ud   r55.0<8;8,1>:ud   0xFFFFFFFF:ud              {Compacted}
        mov (8|M16)              r56.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r49.0<1>:ud   r33.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    2:w              
        add (8|M16)              r52.0<1>:ud   r56.0<8;8,1>:ud   0xFFFFFFFF:ud             
        add (16|M16)             r60.0<1>:d    r36.0<8;8,1>:d    r48.0<8;8,1>:d  
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}
        mov (8|M24)              r57.0<1>:ud   acc0.0<8;8,1>:ud                
        shl (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    2:w              
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r62:w    r58:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (8|M24)              r53.0<1>:ud   r57.0<8;8,1>:ud   0xFFFFFFFF:ud             
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    r8.6<0;1,0>:d   
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r64:w    r60:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r16     r62     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r18     r64     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r29.0<1>:f    r29.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L968:
