L0:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.5<0;1,0>:d     r126.2<0;1,0>:uw
        mov (8|M0)               r59.0<2>:f    r8.4<0;1,0>:f                   
        mov (8|M8)               r61.0<2>:f    r8.4<0;1,0>:f                   
        mov (8|M0)               r59.1<2>:f    r8.5<0;1,0>:f                   
        mov (8|M16)              r63.0<2>:f    r8.4<0;1,0>:f                   
        mov (8|M8)               r61.1<2>:f    r8.5<0;1,0>:f                   
        mov (8|M24)              r65.0<2>:f    r8.4<0;1,0>:f                   
(W)     mach (1|M0)              r3.0<1>:d     r9.5<0;1,0>:d     r126.1<0;1,0>:d 
(W)     addc (1|M0)              r28.0<1>:ud   r8.4<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted}
        mov (8|M16)              r63.1<2>:f    r8.5<0;1,0>:f                   
        mov (8|M24)              r65.1<2>:f    r8.5<0;1,0>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (1|M0)               r29.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r30.0<1>:ud   r8.4<0;1,0>:ud    0x10:ud              {AccWrEn,Compacted}
        mov (8|M0)               r75.0<2>:f    r28.0<0;1,0>:f                  
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     add (1|M0)               r44.1<2>:ud   r29.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r31.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r32.0<1>:ud   r8.4<0;1,0>:ud    0x18:ud              {AccWrEn,Compacted}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    3:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    3:w              
        mov (8|M8)               r77.0<2>:f    r28.0<0;1,0>:f                  
(W)     add (1|M0)               r46.1<2>:ud   r31.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r33.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        send (16|M0)             r20:w    r16:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     addc (1|M0)              r34.0<1>:ud   r8.4<0;1,0>:ud    0x20:ud              {AccWrEn,Compacted}
        send (16|M16)            r24:w    r18:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        mov (8|M0)               r75.1<2>:f    r44.1<0;1,0>:f                  
        mov (8|M16)              r79.0<2>:f    r28.0<0;1,0>:f                  
        mov (8|M8)               r77.1<2>:f    r44.1<0;1,0>:f                  
(W)     add (1|M0)               r48.1<2>:ud   r33.0<0;1,0>:ud   r8.5<0;1,0>:ud  
(W)     mov (1|M0)               r35.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r115.0<1>:ud  r8.4<0;1,0>:ud    0x28:ud              {AccWrEn,Compacted}
        mov (8|M24)              r81.0<2>:f    r28.0<0;1,0>:f                  
        mov (8|M16)              r79.1<2>:f    r44.1<0;1,0>:f                  
        mov (8|M0)               r83.0<2>:f    r30.0<0;1,0>:f                  
        mov (8|M24)              r81.1<2>:f    r44.1<0;1,0>:f                  
        mov (8|M8)               r85.0<2>:f    r30.0<0;1,0>:f                  
        mov (8|M0)               r83.1<2>:f    r46.1<0;1,0>:f                  
(W)     mov (1|M0)               r116.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r117.0<1>:ud  r8.4<0;1,0>:ud    0x30:ud              {AccWrEn,Compacted}
        mov (8|M16)              r87.0<2>:f    r30.0<0;1,0>:f                  
(W)     add (1|M0)               r50.1<2>:ud   r35.0<0;1,0>:ud   r8.5<0;1,0>:ud  
        mov (8|M8)               r85.1<2>:f    r46.1<0;1,0>:f                  
        mov (8|M24)              r89.0<2>:f    r30.0<0;1,0>:f                  
        mov (8|M16)              r87.1<2>:f    r46.1<0;1,0>:f                  
        mov (8|M0)               r91.0<2>:f    r32.0<0;1,0>:f                  
(W)     mov (1|M0)               r118.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r119.0<1>:ud  r8.4<0;1,0>:ud    0x38:ud              {AccWrEn,Compacted}
        mov (8|M24)              r89.1<2>:f    r46.1<0;1,0>:f                  
        mov (8|M8)               r93.0<2>:f    r32.0<0;1,0>:f                  
        mov (8|M0)               r91.1<2>:f    r48.1<0;1,0>:f                  
        mov (8|M16)              r95.0<2>:f    r32.0<0;1,0>:f                  
        mov (8|M8)               r93.1<2>:f    r48.1<0;1,0>:f                  
        mov (8|M24)              r97.0<2>:f    r32.0<0;1,0>:f                  
(W)     mov (1|M0)               r120.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
(W)     addc (1|M0)              r121.0<1>:ud  r8.4<0;1,0>:ud    0x40:ud              {AccWrEn,Compacted}
        mov (8|M16)              r95.1<2>:f    r48.1<0;1,0>:f                  
        mov (8|M0)               r107.0<2>:f   r34.0<0;1,0>:f                  
        mov (8|M24)              r97.1<2>:f    r48.1<0;1,0>:f                  
        mov (8|M8)               r109.0<2>:f   r34.0<0;1,0>:f                  
        mov (8|M0)               r107.1<2>:f   r50.1<0;1,0>:f                  
        mov (8|M16)              r111.0<2>:f   r34.0<0;1,0>:f                  
(W)     mov (1|M0)               r122.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}
        addc (8|M0)              r123.0<1>:ud  r8.6<0;1,0>:ud    r16.0<8;8,1>:ud  {AccWrEn}
        mov (8|M8)               r109.1<2>:f   r50.1<0;1,0>:f                  
        mov (8|M16)              r111.1<2>:f   r50.1<0;1,0>:f                  
(W)     add (1|M0)               r4.1<2>:ud    r116.0<0;1,0>:ud  r8.5<0;1,0>:ud  
        mov (8|M24)              r113.0<2>:f   r34.0<0;1,0>:f                  
(W)     add (1|M0)               r6.1<2>:ud    r118.0<0;1,0>:ud  r8.5<0;1,0>:ud  
        mov (8|M24)              r113.1<2>:f   r50.1<0;1,0>:f                  
        mov (8|M0)               r125.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r124.0<1>:ud  r8.6<0;1,0>:ud    r17.0<8;8,1>:ud  {AccWrEn}
        mov (8|M0)               r44.0<2>:f    r115.0<0;1,0>:f                 
        mov (8|M8)               r46.0<2>:f    r115.0<0;1,0>:f                 
        mov (8|M0)               r44.1<2>:f    r4.1<0;1,0>:f                   
        mov (8|M16)              r48.0<2>:f    r115.0<0;1,0>:f                 
(W)     add (1|M0)               r8.1<2>:ud    r120.0<0;1,0>:ud  r8.5<0;1,0>:ud  
        mov (8|M8)               r46.1<2>:f    r4.1<0;1,0>:f                   
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M16)              r48.1<2>:f    r4.1<0;1,0>:f                   
(W)     add (1|M0)               r10.1<2>:ud   r122.0<0;1,0>:ud  r8.5<0;1,0>:ud  
        mov (16|M0)              r36.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r40.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r38.0<1>:f    r24.0<8;8,1>:f                  
        mov (16|M16)             r42.0<1>:f    r26.0<8;8,1>:f                  
        mov (8|M0)               r51.0<2>:f    r36.0<8;8,1>:f                  
        mov (8|M8)               r53.0<2>:f    r37.0<8;8,1>:f                  
        mov (8|M0)               r51.1<2>:f    r40.0<8;8,1>:f                  
        mov (8|M8)               r53.1<2>:f    r41.0<8;8,1>:f                  
        mov (8|M16)              r55.0<2>:f    r38.0<8;8,1>:f                  
        mov (8|M24)              r57.0<2>:f    r39.0<8;8,1>:f                  
        mov (8|M16)              r55.1<2>:f    r42.0<8;8,1>:f                  
        mov (8|M0)               r67.0<2>:f    r36.0<8;8,1>:f                  
        mov (8|M24)              r57.1<2>:f    r43.0<8;8,1>:f                  
        mov (8|M8)               r69.0<2>:f    r37.0<8;8,1>:f                  
        mov (8|M0)               r67.1<2>:f    r40.0<8;8,1>:f                  
        mov (8|M16)              r71.0<2>:f    r38.0<8;8,1>:f                  
        mov (8|M8)               r69.1<2>:f    r41.0<8;8,1>:f                  
        mov (8|M24)              r73.0<2>:f    r39.0<8;8,1>:f                  
        mov (8|M16)              r71.1<2>:f    r42.0<8;8,1>:f                  
        sends (8|M0)             null:ud  r59     r51     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M24)              r73.1<2>:f    r43.0<8;8,1>:f                  
        sends (8|M8)             null:ud  r61     r53     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M0)               r99.0<2>:f    r36.0<8;8,1>:f                  
        sends (8|M16)            null:ud  r63     r55     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M8)               r101.0<2>:f   r37.0<8;8,1>:f                  
(W)     mov (8|M0)               r59.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r65     r57     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add
        mov (8|M0)               r99.1<2>:f    r40.0<8;8,1>:f                  
(W)     mov (8|M0)               r61.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r75     r67     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M16)              r103.0<2>:f   r38.0<8;8,1>:f                  
(W)     mov (8|M0)               r63.0<1>:f    r63.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             null:ud  r77     r69     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M8)               r101.1<2>:f   r41.0<8;8,1>:f                  
(W)     mov (8|M0)               r65.0<1>:f    r65.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            null:ud  r79     r71     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M16)              r103.1<2>:f   r42.0<8;8,1>:f                  
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r81     r73     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract
        mov (8|M24)              r105.0<2>:f   r39.0<8;8,1>:f                  
(W)     mov (8|M0)               r77.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
        send (8|M0)              null     r83:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M24)              r105.1<2>:f   r43.0<8;8,1>:f                  
(W)     mov (8|M0)               r79.0<1>:f    r79.0<8;8,1>:f                   {Compacted}
        send (8|M8)              null     r85:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M0)               r28.0<2>:f    r36.0<8;8,1>:f                  
(W)     mov (8|M0)               r81.0<1>:f    r81.0<8;8,1>:f                   {Compacted}
        send (8|M16)             null     r87:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M8)               r30.0<2>:f    r37.0<8;8,1>:f                  
(W)     mov (8|M0)               r83.0<1>:f    r83.0<8;8,1>:f                   {Compacted}
        send (8|M24)             null     r89:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment
        mov (8|M0)               r28.1<2>:f    r40.0<8;8,1>:f                  
(W)     mov (8|M0)               r85.0<1>:f    r85.0<8;8,1>:f                   {Compacted}
        send (8|M0)              null     r91:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M16)              r32.0<2>:f    r38.0<8;8,1>:f                  
(W)     mov (8|M0)               r87.0<1>:f    r87.0<8;8,1>:f                   {Compacted}
        send (8|M8)              null     r93:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M8)               r30.1<2>:f    r41.0<8;8,1>:f                  
(W)     mov (8|M0)               r89.0<1>:f    r89.0<8;8,1>:f                   {Compacted}
        send (8|M16)             null     r95:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M24)              r34.0<2>:f    r39.0<8;8,1>:f                  
(W)     mov (8|M0)               r91.0<1>:f    r91.0<8;8,1>:f                   {Compacted}
        send (8|M24)             null     r97:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement
        mov (8|M24)              r50.0<2>:f    r115.0<0;1,0>:f                 
(W)     mov (8|M0)               r93.0<1>:f    r93.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r107    r99     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        mov (8|M16)              r32.1<2>:f    r42.0<8;8,1>:f                  
(W)     mov (8|M0)               r95.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             null:ud  r109    r101    0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        mov (8|M0)               r52.0<2>:f    r36.0<8;8,1>:f                  
(W)     mov (8|M0)               r97.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            null:ud  r111    r103    0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        addc (8|M16)             r104.0<1>:ud  r8.6<0;1,0>:ud    r18.0<8;8,1>:ud  {AccWrEn}
        sends (8|M24)            null:ud  r113    r105    0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min
        mov (8|M0)               r60.0<2>:f    r117.0<0;1,0>:f                 
        mov (8|M24)              r34.1<2>:f    r43.0<8;8,1>:f                  
        mov (8|M24)              r50.1<2>:f    r4.1<0;1,0>:f                   
        mov (8|M8)               r54.0<2>:f    r37.0<8;8,1>:f                  
        mov (8|M8)               r62.0<2>:f    r117.0<0;1,0>:f                 
        mov (8|M16)              r106.0<1>:ud  acc0.0<8;8,1>:ud                
        mov (8|M0)               r52.1<2>:f    r40.0<8;8,1>:f                  
        mov (8|M0)               r60.1<2>:f    r6.1<0;1,0>:f                   
        addc (8|M24)             r105.0<1>:ud  r8.6<0;1,0>:ud    r19.0<8;8,1>:ud  {AccWrEn}
        mov (8|M16)              r56.0<2>:f    r38.0<8;8,1>:f                  
        mov (8|M16)              r64.0<2>:f    r117.0<0;1,0>:f                 
        mov (8|M8)               r54.1<2>:f    r41.0<8;8,1>:f                  
        mov (8|M8)               r62.1<2>:f    r6.1<0;1,0>:f                   
        mov (8|M24)              r58.0<2>:f    r39.0<8;8,1>:f                  
        mov (8|M24)              r66.0<2>:f    r117.0<0;1,0>:f                 
        mov (8|M16)              r56.1<2>:f    r42.0<8;8,1>:f                  
        mov (8|M16)              r64.1<2>:f    r6.1<0;1,0>:f                   
        sends (8|M0)             null:ud  r44     r28     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M0)               r68.0<2>:f    r36.0<8;8,1>:f                  
        mov (8|M0)               r76.0<2>:f    r119.0<0;1,0>:f                 
        mov (8|M24)              r58.1<2>:f    r43.0<8;8,1>:f                  
        mov (8|M24)              r66.1<2>:f    r6.1<0;1,0>:f                   
(W)     mov (8|M0)               r107.0<1>:f   r107.0<8;8,1>:f                  {Compacted}
        sends (8|M8)             null:ud  r46     r30     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M8)               r70.0<2>:f    r37.0<8;8,1>:f                  
        mov (8|M8)               r78.0<2>:f    r119.0<0;1,0>:f                 
        mov (8|M0)               r68.1<2>:f    r40.0<8;8,1>:f                  
        mov (8|M0)               r76.1<2>:f    r8.1<0;1,0>:f                   
(W)     mov (8|M0)               r109.0<1>:f   r109.0<8;8,1>:f                  {Compacted}
        sends (8|M16)            null:ud  r48     r32     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M16)              r72.0<2>:f    r38.0<8;8,1>:f                  
        mov (8|M16)              r80.0<2>:f    r119.0<0;1,0>:f                 
        mov (8|M8)               r70.1<2>:f    r41.0<8;8,1>:f                  
        mov (8|M8)               r78.1<2>:f    r8.1<0;1,0>:f                   
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r50     r34     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max
        mov (8|M24)              r74.0<2>:f    r39.0<8;8,1>:f                  
        mov (8|M24)              r82.0<2>:f    r119.0<0;1,0>:f                 
        mov (8|M16)              r72.1<2>:f    r42.0<8;8,1>:f                  
        mov (8|M16)              r80.1<2>:f    r8.1<0;1,0>:f                   
(W)     mov (8|M0)               r46.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r60     r52     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M0)               r84.0<2>:f    r36.0<8;8,1>:f                  
        mov (8|M0)               r92.0<2>:f    r121.0<0;1,0>:f                 
        mov (8|M24)              r107.0<1>:ud  acc0.0<8;8,1>:ud                
        mov (8|M24)              r74.1<2>:f    r43.0<8;8,1>:f                  
        mov (8|M24)              r82.1<2>:f    r8.1<0;1,0>:f                   
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             null:ud  r62     r54     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M8)               r86.0<2>:f    r37.0<8;8,1>:f                  
        mov (8|M8)               r94.0<2>:f    r121.0<0;1,0>:f                 
        mov (8|M0)               r84.1<2>:f    r40.0<8;8,1>:f                  
        mov (8|M0)               r92.1<2>:f    r10.1<0;1,0>:f                  
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            null:ud  r64     r56     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M16)              r88.0<2>:f    r38.0<8;8,1>:f                  
        mov (8|M16)              r96.0<2>:f    r121.0<0;1,0>:f                 
        mov (8|M8)               r86.1<2>:f    r41.0<8;8,1>:f                  
        mov (8|M8)               r94.1<2>:f    r10.1<0;1,0>:f                  
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r66     r58     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND
        mov (8|M24)              r90.0<2>:f    r39.0<8;8,1>:f                  
        mov (8|M24)              r98.0<2>:f    r121.0<0;1,0>:f                 
        mov (8|M16)              r88.1<2>:f    r42.0<8;8,1>:f                  
        mov (8|M16)              r96.1<2>:f    r10.1<0;1,0>:f                  
(W)     mov (8|M0)               r62.0<1>:f    r62.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r76     r68     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        add (8|M0)               r100.1<2>:ud  r125.0<8;8,1>:ud  r8.7<0;1,0>:ud  
        mov (8|M0)               r112.0<2>:f   r36.0<8;8,1>:f                  
        mov (8|M24)              r90.1<2>:f    r43.0<8;8,1>:f                  
        mov (8|M24)              r98.1<2>:f    r10.1<0;1,0>:f                  
(W)     mov (8|M0)               r64.0<1>:f    r64.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             null:ud  r78     r70     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        add (8|M8)               r102.1<2>:ud  r2.0<8;8,1>:ud    r8.7<0;1,0>:ud  
        mov (8|M8)               r114.0<2>:f   r37.0<8;8,1>:f                  
        mov (8|M0)               r100.0<2>:f   r123.0<8;8,1>:f                 
        mov (8|M0)               r112.1<2>:f   r40.0<8;8,1>:f                  
(W)     mov (8|M0)               r66.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            null:ud  r80     r72     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        add (8|M16)              r108.1<2>:ud  r106.0<8;8,1>:ud  r8.7<0;1,0>:ud  
        mov (8|M16)              r116.0<2>:f   r38.0<8;8,1>:f                  
        mov (8|M8)               r102.0<2>:f   r124.0<8;8,1>:f                 
        mov (8|M8)               r114.1<2>:f   r41.0<8;8,1>:f                  
(W)     mov (8|M0)               r76.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r82     r74     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR
        mov (8|M24)              r118.0<2>:f   r39.0<8;8,1>:f                  
        add (8|M24)              r110.1<2>:ud  r107.0<8;8,1>:ud  r8.7<0;1,0>:ud  
        mov (8|M16)              r108.0<2>:f   r104.0<8;8,1>:f                 
        mov (8|M16)              r116.1<2>:f   r42.0<8;8,1>:f                  
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r92     r84     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        mov (8|M24)              r118.1<2>:f   r43.0<8;8,1>:f                  
        mov (8|M24)              r110.0<2>:f   r105.0<8;8,1>:f                 
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             null:ud  r94     r86     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        shl (16|M0)              r32.0<1>:d    r12.0<8;8,1>:d    1:w              
(W)     mov (8|M0)               r82.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            null:ud  r96     r88     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        shl (16|M16)             r34.0<1>:d    r14.0<8;8,1>:d    1:w              
(W)     mov (8|M0)               r92.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            null:ud  r98     r90     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR
        add (16|M0)              r56.0<1>:d    r12.0<8;8,1>:d    r9.2<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r94.0<1>:f    r94.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             r120:d   r100    r112    0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        shl (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    3:w              
(W)     mov (8|M0)               r96.0<1>:f    r96.0<8;8,1>:f                   {Compacted}
        sends (8|M8)             r122:d   r102    r114    0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        shl (16|M16)             r38.0<1>:d    r34.0<8;8,1>:d    3:w              
(W)     mov (8|M0)               r98.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            r2:d     r108    r116    0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    3:w              
(W)     mov (8|M0)               r100.0<1>:f   r100.0<8;8,1>:f                  {Compacted}
        sends (8|M24)            r4:d     r110    r118    0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store
        add (16|M16)             r58.0<1>:d    r14.0<8;8,1>:d    r9.2<0;1,0>:d   
        mov (16|M0)              r75.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        addc (8|M0)              r60.0<1>:ud   r8.6<0;1,0>:ud    r56.0<8;8,1>:ud  {AccWrEn}
        mov (16|M0)              r79.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    3:w              
        mov (16|M16)             r77.0<1>:f    r24.0<8;8,1>:f                  
        mov (8|M0)               r62.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r61.0<1>:ud   r8.6<0;1,0>:ud    r57.0<8;8,1>:ud  {AccWrEn}
        mov (16|M16)             r81.0<1>:f    r26.0<8;8,1>:f                  
        mov (8|M0)               r100.0<2>:f   r75.0<8;8,1>:f                  
        mov (8|M8)               r102.0<2>:f   r76.0<8;8,1>:f                  
        mov (8|M0)               r100.1<2>:f   r79.0<8;8,1>:f                  
        mov (8|M16)              r104.0<2>:f   r77.0<8;8,1>:f                  
        mov (8|M8)               r63.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M16)             r64.0<1>:ud   r8.6<0;1,0>:ud    r58.0<8;8,1>:ud  {AccWrEn}
        mov (8|M8)               r102.1<2>:f   r80.0<8;8,1>:f                  
        mov (8|M24)              r106.0<2>:f   r78.0<8;8,1>:f                  
        mov (8|M16)              r104.1<2>:f   r81.0<8;8,1>:f                  
        mov (8|M24)              r106.1<2>:f   r82.0<8;8,1>:f                  
        add (8|M0)               r92.1<2>:ud   r62.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M0)               r110.0<2>:f   r100.0<2;1,0>:f                 
        mov (8|M16)              r66.0<1>:ud   acc0.0<8;8,1>:ud                
        addc (8|M24)             r65.0<1>:ud   r8.6<0;1,0>:ud    r59.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r94.1<2>:ud   r63.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M0)               r92.0<2>:f    r60.0<8;8,1>:f                  
        mov (8|M0)               r110.1<2>:f   r100.1<2;1,0>:f                 
        mov (8|M8)               r114.0<2>:f   r102.0<2;1,0>:f                 
        mov (8|M8)               r94.0<2>:f    r61.0<8;8,1>:f                  
        mov (8|M16)              r118.0<2>:f   r104.0<2;1,0>:f                 
        mov (8|M24)              r83.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (8|M8)               r114.1<2>:f   r102.1<2;1,0>:f                 
        add (8|M16)              r96.1<2>:ud   r66.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M16)              r118.1<2>:f   r104.1<2;1,0>:f                 
        mov (8|M16)              r96.0<2>:f    r64.0<8;8,1>:f                  
        or (16|M16)              r20.0<1>:d    r38.0<8;8,1>:d    8:w              
        add (8|M24)              r98.1<2>:ud   r83.0<8;8,1>:ud   r8.7<0;1,0>:ud  
        mov (8|M24)              r98.0<2>:f    r65.0<8;8,1>:f                  
        mov (8|M0)               r6.0<1>:f     r120.0<2;1,0>:f                 
        mov (8|M0)               r10.0<1>:f    r120.1<2;1,0>:f                 
        mov (8|M8)               r7.0<1>:f     r122.0<2;1,0>:f                 
        mov (8|M8)               r11.0<1>:f    r122.1<2;1,0>:f                 
        mov (8|M24)              r122.0<2>:f   r106.0<2;1,0>:f                 
        mov (8|M16)              r28.0<1>:f    r2.0<2;1,0>:f                   
        mov (8|M16)              r30.0<1>:f    r2.1<2;1,0>:f                   
        mov (8|M24)              r122.1<2>:f   r106.1<2;1,0>:f                 
        mov (8|M24)              r29.0<1>:f    r4.0<2;1,0>:f                   
        mov (8|M24)              r31.0<1>:f    r4.1<2;1,0>:f                   
        mov (16|M0)              r40.0<1>:f    r6.0<8;8,1>:f                    {Compacted}
        mov (16|M0)              r42.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r28.0<8;8,1>:f                  
        mov (16|M16)             r46.0<1>:f    r30.0<8;8,1>:f                  
        sends (16|M0)            null:w   r36     r40     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r38     r44     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        send (16|M0)             r48:w    r16:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r52:w    r18:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy
        or (16|M0)               r18.0<1>:d    r36.0<8;8,1>:d    8:w              
        mov (16|M0)              r67.0<1>:f    r48.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r71.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r69.0<1>:f    r52.0<8;8,1>:f                  
        mov (16|M16)             r73.0<1>:f    r54.0<8;8,1>:f                  
        mov (8|M0)               r84.0<2>:f    r67.0<8;8,1>:f                  
        mov (8|M8)               r86.0<2>:f    r68.0<8;8,1>:f                  
        mov (8|M0)               r84.1<2>:f    r71.0<8;8,1>:f                  
        mov (8|M8)               r86.1<2>:f    r72.0<8;8,1>:f                  
        mov (8|M16)              r88.0<2>:f    r69.0<8;8,1>:f                  
        mov (8|M24)              r90.0<2>:f    r70.0<8;8,1>:f                  
        mov (8|M16)              r88.1<2>:f    r73.0<8;8,1>:f                  
        mov (8|M24)              r90.1<2>:f    r74.0<8;8,1>:f                  
        mov (8|M0)               r108.0<2>:f   r84.0<2;1,0>:f                  
        mov (8|M0)               r108.1<2>:f   r84.1<2;1,0>:f                  
        mov (8|M8)               r112.0<2>:f   r86.0<2;1,0>:f                  
        mov (8|M8)               r112.1<2>:f   r86.1<2;1,0>:f                  
        mov (8|M16)              r116.0<2>:f   r88.0<2;1,0>:f                  
        mov (8|M16)              r116.1<2>:f   r88.1<2;1,0>:f                  
        mov (8|M24)              r120.0<2>:f   r90.0<2;1,0>:f                  
        mov (8|M24)              r120.1<2>:f   r90.1<2;1,0>:f                  
        sends (8|M0)             r2:d     r92     r108    0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
        sends (8|M8)             r4:d     r94     r112    0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        sends (8|M16)            r6:d     r96     r116    0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
(W)     mov (8|M0)               r92.0<1>:f    r92.0<8;8,1>:f                   {Compacted}
        sends (8|M24)            r8:d     r98     r120    0x10C            0x0424BEFF           // wr:2+4, rd:2; hdc.dc1; untyped a64 atomic int64 integer compare and swap
        mov (8|M0)               r10.0<1>:f    r2.0<2;1,0>:f                   
        mov (8|M0)               r12.0<1>:f    r2.1<2;1,0>:f                   
        mov (8|M8)               r11.0<1>:f    r4.0<2;1,0>:f                   
        mov (8|M8)               r13.0<1>:f    r4.1<2;1,0>:f                   
        mov (8|M16)              r14.0<1>:f    r6.0<2;1,0>:f                   
        mov (8|M16)              r16.0<1>:f    r6.1<2;1,0>:f                   
        mov (8|M24)              r15.0<1>:f    r8.0<2;1,0>:f                   
        mov (8|M24)              r17.0<1>:f    r8.1<2;1,0>:f                   
        mov (16|M0)              r22.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        mov (16|M16)             r26.0<1>:f    r14.0<8;8,1>:f                  
        mov (16|M16)             r28.0<1>:f    r16.0<8;8,1>:f                  
        sends (16|M0)            null:w   r18     r22     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r20     r26     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L5384:
