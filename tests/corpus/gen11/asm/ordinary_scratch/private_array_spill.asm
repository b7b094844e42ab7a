L0:
(W)     mov (8|M0)               r108.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r108.2<0;1,0>:uw
(W)     mov (8|M16)              r3.0<1>:w     0x76543210:v                              
(W)     mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     and (1|M0)               r14.0<1>:d    r108.5<0;1,0>:d   -1024:w              
(W)     mov (1|M0)               r9.3<1>:f     0.0:f                              
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r108.1<0;1,0>:d  {Compacted}
(W)     add (8|M16)              r3.8<1>:w     r3.0<8;8,1>:w     8:w              
(W)     add (8|M0)               r5.8<1>:w     r5.0<8;8,1>:w     8:w              
        add (16|M0)              r10.0<1>:d    r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r12.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     add (16|M16)             r3.0<1>:w     r3.0<16;16,1>:w   16:w              
        shl (16|M0)              r15.0<1>:d    r5.0<16;16,1>:uw  2:w              
        add (16|M0)              r109.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r111.0<1>:d   r12.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M16)             r17.0<1>:d    r3.0<16;16,1>:uw  2:w              
        add (16|M0)              r113.0<1>:d   r14.0<0;1,0>:d    r15.0<8;8,1>:d   {Compacted}
        shl (16|M0)              r117.0<1>:d   r109.0<8;8,1>:d   2:w              
        shl (16|M16)             r119.0<1>:d   r111.0<8;8,1>:d   2:w              
        add (16|M16)             r115.0<1>:d   r14.0<0;1,0>:d    r17.0<8;8,1>:d  
        send (16|M0)             r121:w   r117:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r123:w   r119:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r117.0<1>:f   r117.0<8;8,1>:f                  {Compacted}
(W)     mov (8|M0)               r119.0<1>:f   r119.0<8;8,1>:f                  {Compacted}
L360:
(W)     or (1|M0)                r3.0<1>:d     r9.3<0;1,0>:d     1:w              
(W)     or (1|M0)                r17.0<1>:d    r9.3<0;1,0>:d     2:w              
(W)     or (1|M0)                r27.0<1>:d    r9.3<0;1,0>:d     3:w              
(W)     or (1|M0)                r37.0<1>:d    r9.3<0;1,0>:d     4:w              
(W)     or (1|M0)                r47.0<1>:d    r9.3<0;1,0>:d     5:w              
(W)     or (1|M0)                r57.0<1>:d    r9.3<0;1,0>:d     6:w              
(W)     or (1|M0)                r67.0<1>:d    r9.3<0;1,0>:d     7:w              
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r3.0<0;1,0>:uw  
(W)     or (1|M0)                r77.0<1>:d    r9.3<0;1,0>:d     8:w              
(W)     or (1|M0)                r87.0<1>:d    r9.3<0;1,0>:d     9:w              
(W)     or (1|M0)                r97.0<1>:d    r9.3<0;1,0>:d     10:w              
(W)     or (1|M0)                r107.0<1>:d   r9.3<0;1,0>:d     11:w              
(W)     mul (1|M0)               r12.0<1>:d    r9.3<0;1,0>:d     128:w              
(W)     mul (1|M0)               r22.0<1>:d    r3.0<0;1,0>:d     128:w              
        mach (8|M0)              r4.0<1>:d     r121.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r3.0<0;1,0>:uw  
(W)     mul (1|M0)               r32.0<1>:d    r17.0<0;1,0>:d    128:w              
(W)     mul (1|M0)               r42.0<1>:d    r27.0<0;1,0>:d    128:w              
        add (16|M0)              r13.0<1>:d    r113.0<8;8,1>:d   r12.0<0;1,0>:d   {Compacted}
        add (16|M16)             r15.0<1>:d    r115.0<8;8,1>:d   r12.0<0;1,0>:d  
        mach (8|M8)              r5.0<1>:d     r122.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r3.0<0;1,0>:uw  
        add (16|M0)              r23.0<1>:d    r113.0<8;8,1>:d   r22.0<0;1,0>:d   {Compacted}
        add (16|M16)             r25.0<1>:d    r115.0<8;8,1>:d   r22.0<0;1,0>:d  
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r9.3<0;1,0>:d    {Compacted}
        mach (8|M16)             r10.0<1>:d    r123.0<8;8,1>:d   r3.0<0;1,0>:d   
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r3.0<0;1,0>:uw  
        add (16|M0)              r33.0<1>:d    r113.0<8;8,1>:d   r32.0<0;1,0>:d   {Compacted}
        sends (16|M0)            null:w   r13     r4      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     or (1|M0)                r14.0<1>:d    r9.3<0;1,0>:d     12:w              
        add (16|M16)             r35.0<1>:d    r115.0<8;8,1>:d   r32.0<0;1,0>:d  
        mach (8|M24)             r11.0<1>:d    r124.0<8;8,1>:d   r3.0<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r17.0<0;1,0>:uw 
        add (16|M0)              r43.0<1>:d    r113.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               r52.0<1>:d    r37.0<0;1,0>:d    128:w              
        add (16|M16)             r45.0<1>:d    r115.0<8;8,1>:d   r42.0<0;1,0>:d  
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r9.3<0;1,0>:d   
        mach (8|M0)              r18.0<1>:d    r121.0<8;8,1>:d   r17.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r17.0<0;1,0>:uw 
(W)     mul (1|M0)               r62.0<1>:d    r47.0<0;1,0>:d    128:w              
        add (16|M0)              r53.0<1>:d    r113.0<8;8,1>:d   r52.0<0;1,0>:d   {Compacted}
        sends (16|M16)           null:w   r15     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mul (1|M0)               r72.0<1>:d    r57.0<0;1,0>:d    128:w              
        mach (8|M8)              r19.0<1>:d    r122.0<8;8,1>:d   r17.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r17.0<0;1,0>:uw 
        add (16|M16)             r55.0<1>:d    r115.0<8;8,1>:d   r52.0<0;1,0>:d  
        add (16|M0)              r63.0<1>:d    r113.0<8;8,1>:d   r62.0<0;1,0>:d   {Compacted}
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}
        mach (8|M16)             r20.0<1>:d    r123.0<8;8,1>:d   r17.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r17.0<0;1,0>:uw 
(W)     mul (1|M0)               r82.0<1>:d    r67.0<0;1,0>:d    128:w              
        add (16|M16)             r65.0<1>:d    r115.0<8;8,1>:d   r62.0<0;1,0>:d  
        sends (16|M0)            null:w   r23     r18     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     or (1|M0)                r24.0<1>:d    r9.3<0;1,0>:d     13:w              
        mach (8|M24)             r21.0<1>:d    r124.0<8;8,1>:d   r17.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r27.0<0;1,0>:uw 
        add (16|M0)              r73.0<1>:d    r113.0<8;8,1>:d   r72.0<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               r92.0<1>:d    r77.0<0;1,0>:d    128:w              
        add (16|M16)             r75.0<1>:d    r115.0<8;8,1>:d   r72.0<0;1,0>:d  
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r3.0<0;1,0>:d   
        mach (8|M0)              r28.0<1>:d    r121.0<8;8,1>:d   r27.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r27.0<0;1,0>:uw 
        add (16|M0)              r83.0<1>:d    r113.0<8;8,1>:d   r82.0<0;1,0>:d   {Compacted}
        sends (16|M16)           null:w   r25     r20     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mul (1|M0)               r102.0<1>:d   r87.0<0;1,0>:d    128:w              
        add (16|M16)             r85.0<1>:d    r115.0<8;8,1>:d   r82.0<0;1,0>:d  
        mach (8|M8)              r29.0<1>:d    r122.0<8;8,1>:d   r27.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r27.0<0;1,0>:uw 
        add (16|M0)              r93.0<1>:d    r113.0<8;8,1>:d   r92.0<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               r8.0<1>:d     r97.0<0;1,0>:d    128:w              
        add (16|M16)             r95.0<1>:d    r115.0<8;8,1>:d   r92.0<0;1,0>:d  
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r17.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r30.0<1>:d    r123.0<8;8,1>:d   r27.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r27.0<0;1,0>:uw 
        add (16|M0)              r103.0<1>:d   r113.0<8;8,1>:d   r102.0<0;1,0>:d  {Compacted}
        sends (16|M0)            null:w   r33     r28     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     or (1|M0)                r34.0<1>:d    r9.3<0;1,0>:d     14:w              
(W)     mul (1|M0)               r19.0<1>:d    r107.0<0;1,0>:d   128:w              
        mach (8|M24)             r31.0<1>:d    r124.0<8;8,1>:d   r27.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r37.0<0;1,0>:uw 
        add (16|M16)             r105.0<1>:d   r115.0<8;8,1>:d   r102.0<0;1,0>:d 
        add (16|M0)              r10.0<1>:d    r113.0<8;8,1>:d   r8.0<0;1,0>:d    {Compacted}
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r17.0<0;1,0>:d  
        mach (8|M0)              r38.0<1>:d    r121.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r37.0<0;1,0>:uw 
(W)     mul (1|M0)               r29.0<1>:d    r14.0<0;1,0>:d    128:w              
        add (16|M16)             r12.0<1>:d    r115.0<8;8,1>:d   r8.0<0;1,0>:d   
        sends (16|M16)           null:w   r35     r30     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r20.0<1>:d    r113.0<8;8,1>:d   r19.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r39.0<1>:d    r122.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r37.0<0;1,0>:uw 
        add (16|M16)             r22.0<1>:d    r115.0<8;8,1>:d   r19.0<0;1,0>:d  
        add (16|M0)              r30.0<1>:d    r113.0<8;8,1>:d   r29.0<0;1,0>:d   {Compacted}
        add (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r27.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r40.0<1>:d    r123.0<8;8,1>:d   r37.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r37.0<0;1,0>:uw 
        add (16|M16)             r32.0<1>:d    r115.0<8;8,1>:d   r29.0<0;1,0>:d  
        sends (16|M0)            null:w   r43     r38     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     or (1|M0)                r44.0<1>:d    r9.3<0;1,0>:d     15:w              
(W)     add (1|M0)               r9.3<1>:d     r9.3<0;1,0>:d     16:w              
        mach (8|M24)             r41.0<1>:d    r124.0<8;8,1>:d   r37.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r47.0<0;1,0>:uw 
(W)     mul (1|M0)               r39.0<1>:d    r24.0<0;1,0>:d    128:w              
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r44.0<0;1,0>:ud   0x1FF:uw             
        add (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r27.0<0;1,0>:d  
        mach (8|M0)              r48.0<1>:d    r121.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r47.0<0;1,0>:uw 
        add (16|M16)             r42.0<1>:d    r115.0<8;8,1>:d   r39.0<0;1,0>:d  
        sends (16|M16)           null:w   r45     r40     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r40.0<1>:d    r113.0<8;8,1>:d   r39.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r49.0<1>:d    r122.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r47.0<0;1,0>:uw 
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r44.0<0;1,0>:ud   0x1FF:uw             
        add (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    r37.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r50.0<1>:d    r123.0<8;8,1>:d   r47.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r47.0<0;1,0>:uw 
        sends (16|M0)            null:w   r53     r48     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mul (1|M0)               r49.0<1>:d    r34.0<0;1,0>:d    128:w              
        mach (8|M24)             r51.0<1>:d    r124.0<8;8,1>:d   r47.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r57.0<0;1,0>:uw 
        add (16|M16)             r52.0<1>:d    r115.0<8;8,1>:d   r49.0<0;1,0>:d  
        add (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    r37.0<0;1,0>:d  
        mach (8|M0)              r58.0<1>:d    r121.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r57.0<0;1,0>:uw 
        sends (16|M16)           null:w   r55     r50     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r50.0<1>:d    r113.0<8;8,1>:d   r49.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r59.0<1>:d    r122.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r57.0<0;1,0>:uw 
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    r47.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r60.0<1>:d    r123.0<8;8,1>:d   r57.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r57.0<0;1,0>:uw 
        sends (16|M0)            null:w   r63     r58     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mul (1|M0)               r58.0<1>:d    r44.0<0;1,0>:d    128:w              
        mach (8|M24)             r61.0<1>:d    r124.0<8;8,1>:d   r57.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r67.0<0;1,0>:uw 
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    r47.0<0;1,0>:d  
        mach (8|M0)              r68.0<1>:d    r121.0<8;8,1>:d   r67.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r67.0<0;1,0>:uw 
        sends (16|M16)           null:w   r65     r60     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        add (16|M0)              r59.0<1>:d    r113.0<8;8,1>:d   r58.0<0;1,0>:d   {Compacted}
        mach (8|M8)              r69.0<1>:d    r122.0<8;8,1>:d   r67.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r67.0<0;1,0>:uw 
        add (16|M16)             r61.0<1>:d    r115.0<8;8,1>:d   r58.0<0;1,0>:d  
        add (16|M0)              r68.0<1>:d    r68.0<8;8,1>:d    r57.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r70.0<1>:d    r123.0<8;8,1>:d   r67.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r67.0<0;1,0>:uw 
        sends (16|M0)            null:w   r73     r68     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r71.0<1>:d    r124.0<8;8,1>:d   r67.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r77.0<0;1,0>:uw 
        add (16|M16)             r70.0<1>:d    r70.0<8;8,1>:d    r57.0<0;1,0>:d  
        mach (8|M0)              r78.0<1>:d    r121.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r77.0<0;1,0>:uw 
        sends (16|M16)           null:w   r75     r70     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r79.0<1>:d    r122.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r77.0<0;1,0>:uw 
        add (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    r67.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r80.0<1>:d    r123.0<8;8,1>:d   r77.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r77.0<0;1,0>:uw 
        sends (16|M0)            null:w   r83     r78     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r81.0<1>:d    r124.0<8;8,1>:d   r77.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r87.0<0;1,0>:uw 
        add (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    r67.0<0;1,0>:d  
        mach (8|M0)              r88.0<1>:d    r121.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r87.0<0;1,0>:uw 
(W)     mov (8|M0)               r73.0<1>:f    r73.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r85     r80     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r89.0<1>:d    r122.0<8;8,1>:d   r87.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r87.0<0;1,0>:uw 
        add (16|M0)              r88.0<1>:d    r88.0<8;8,1>:d    r77.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r90.0<1>:d    r123.0<8;8,1>:d   r87.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r87.0<0;1,0>:uw 
(W)     mov (8|M0)               r75.0<1>:f    r75.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r93     r88     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r91.0<1>:d    r124.0<8;8,1>:d   r87.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r97.0<0;1,0>:uw 
        add (16|M16)             r90.0<1>:d    r90.0<8;8,1>:d    r77.0<0;1,0>:d  
        mach (8|M0)              r98.0<1>:d    r121.0<8;8,1>:d   r97.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r97.0<0;1,0>:uw 
(W)     mov (8|M0)               r83.0<1>:f    r83.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r95     r90     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r99.0<1>:d    r122.0<8;8,1>:d   r97.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r97.0<0;1,0>:uw 
        add (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    r87.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r100.0<1>:d   r123.0<8;8,1>:d   r97.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r97.0<0;1,0>:uw 
(W)     mov (8|M0)               r85.0<1>:f    r85.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r103    r98     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r101.0<1>:d   r124.0<8;8,1>:d   r97.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r107.0<0;1,0>:uw
        add (16|M16)             r100.0<1>:d   r100.0<8;8,1>:d   r87.0<0;1,0>:d  
        mach (8|M0)              r3.0<1>:d     r121.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r107.0<0;1,0>:uw
(W)     mov (8|M0)               r93.0<1>:f    r93.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r105    r100    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r4.0<1>:d     r122.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r107.0<0;1,0>:uw
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r97.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r5.0<1>:d     r123.0<8;8,1>:d   r107.0<0;1,0>:d 
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r107.0<0;1,0>:uw
(W)     mov (8|M0)               r95.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r10     r3      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r6.0<1>:d     r124.0<8;8,1>:d   r107.0<0;1,0>:d 
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r14.0<0;1,0>:uw 
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     r97.0<0;1,0>:d  
        mach (8|M0)              r15.0<1>:d    r121.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r14.0<0;1,0>:uw 
(W)     mov (8|M0)               r103.0<1>:f   r103.0<8;8,1>:f                  {Compacted}
        sends (16|M16)           null:w   r12     r5      0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r16.0<1>:d    r122.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r14.0<0;1,0>:uw 
        add (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    r107.0<0;1,0>:d  {Compacted}
        mach (8|M16)             r17.0<1>:d    r123.0<8;8,1>:d   r14.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r14.0<0;1,0>:uw 
(W)     mov (8|M0)               r105.0<1>:f   r105.0<8;8,1>:f                  {Compacted}
        sends (16|M0)            null:w   r20     r15     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r18.0<1>:d    r124.0<8;8,1>:d   r14.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r24.0<0;1,0>:uw 
        add (16|M16)             r17.0<1>:d    r17.0<8;8,1>:d    r107.0<0;1,0>:d 
        mach (8|M0)              r25.0<1>:d    r121.0<8;8,1>:d   r24.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r24.0<0;1,0>:uw 
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r22     r17     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r26.0<1>:d    r122.0<8;8,1>:d   r24.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r24.0<0;1,0>:uw 
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r14.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r27.0<1>:d    r123.0<8;8,1>:d   r24.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r24.0<0;1,0>:uw 
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r30     r25     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r28.0<1>:d    r124.0<8;8,1>:d   r24.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r34.0<0;1,0>:uw 
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    r14.0<0;1,0>:d  
        mach (8|M0)              r35.0<1>:d    r121.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r34.0<0;1,0>:uw 
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r32     r27     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r36.0<1>:d    r122.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r34.0<0;1,0>:uw 
        add (16|M0)              r35.0<1>:d    r35.0<8;8,1>:d    r24.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r37.0<1>:d    r123.0<8;8,1>:d   r34.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r34.0<0;1,0>:uw 
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r40     r35     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r38.0<1>:d    r124.0<8;8,1>:d   r34.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r44.0<0;1,0>:uw 
        add (16|M16)             r37.0<1>:d    r37.0<8;8,1>:d    r24.0<0;1,0>:d  
        mach (8|M0)              r45.0<1>:d    r121.0<8;8,1>:d   r44.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r44.0<0;1,0>:uw 
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r42     r37     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r46.0<1>:d    r122.0<8;8,1>:d   r44.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r44.0<0;1,0>:uw 
        add (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    r34.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r47.0<1>:d    r123.0<8;8,1>:d   r44.0<0;1,0>:d  
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r44.0<0;1,0>:uw 
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r50     r45     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r48.0<1>:d    r124.0<8;8,1>:d   r44.0<0;1,0>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r121.0<8;8,1>:d   r9.6<0;1,0>:uw  
        add (16|M16)             r47.0<1>:d    r47.0<8;8,1>:d    r34.0<0;1,0>:d  
        mach (8|M0)              r54.0<1>:d    r121.0<8;8,1>:d   r9.3<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r122.0<8;8,1>:d   r9.6<0;1,0>:uw  
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r52     r47     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M8)              r55.0<1>:d    r122.0<8;8,1>:d   r9.3<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r123.0<8;8,1>:d   r9.6<0;1,0>:uw  
        add (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    r44.0<0;1,0>:d   {Compacted}
        mach (8|M16)             r56.0<1>:d    r123.0<8;8,1>:d   r9.3<0;1,0>:d   
(W)     mul (8|M24)              acc0.0<1>:d   r124.0<8;8,1>:d   r9.6<0;1,0>:uw  
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r59     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        mach (8|M24)             r57.0<1>:d    r124.0<8;8,1>:d   r9.3<0;1,0>:d   
        add (16|M16)             r56.0<1>:d    r56.0<8;8,1>:d    r44.0<0;1,0>:d  
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r61     r56     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r52.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r59.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r61.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
(W&f0.0) jmpi                                L360                                
L4152:
        shl (16|M0)              r3.0<1>:d     r109.0<8;8,1>:d   4:w              
        shl (16|M16)             r5.0<1>:d     r111.0<8;8,1>:d   4:w              
(W)     mov (8|M0)               r127.0<1>:f   r108.0<8;8,1>:f                  {Compacted}
        shl (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     2:w              
        shl (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d     2:w              
        send (16|M0)             r14:w    r10:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M0)               r30.0<1>:d    r10.0<8;8,1>:d    16:w              
        send (16|M16)            r22:w    r12:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M16)              r32.0<1>:d    r12.0<8;8,1>:d    16:w              
        or (16|M0)               r50.0<1>:d    r10.0<8;8,1>:d    32:w              
        send (16|M0)             r34:w    r30:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M16)              r52.0<1>:d    r12.0<8;8,1>:d    32:w              
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r42:w    r32:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M0)               r70.0<1>:d    r10.0<8;8,1>:d    48:w              
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r54:w    r50:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r62:w    r52:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        or (16|M16)              r72.0<1>:d    r12.0<8;8,1>:d    48:w              
        and (16|M0)              r74.0<1>:d    r14.0<8;8,1>:d    511:w              
        and (16|M0)              r78.0<1>:d    r16.0<8;8,1>:d    511:w              
        and (16|M16)             r76.0<1>:d    r22.0<8;8,1>:d    511:w              
        and (16|M16)             r80.0<1>:d    r24.0<8;8,1>:d    511:w              
        and (16|M0)              r82.0<1>:d    r18.0<8;8,1>:d    511:w              
        and (16|M16)             r84.0<1>:d    r26.0<8;8,1>:d    511:w              
        mul (16|M0)              r74.0<1>:d    r74.0<8;8,1>:d    128:w              
        mul (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    128:w              
        mul (16|M16)             r76.0<1>:d    r76.0<8;8,1>:d    128:w              
        mul (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    128:w              
        and (16|M0)              r86.0<1>:d    r20.0<8;8,1>:d    511:w              
        and (16|M16)             r88.0<1>:d    r28.0<8;8,1>:d    511:w              
        mul (16|M0)              r82.0<1>:d    r82.0<8;8,1>:d    128:w              
        mul (16|M16)             r84.0<1>:d    r84.0<8;8,1>:d    128:w              
        add (16|M0)              r74.0<1>:d    r113.0<8;8,1>:d   r74.0<8;8,1>:d   {Compacted}
        add (16|M0)              r78.0<1>:d    r113.0<8;8,1>:d   r78.0<8;8,1>:d   {Compacted}
        add (16|M16)             r76.0<1>:d    r115.0<8;8,1>:d   r76.0<8;8,1>:d  
        add (16|M16)             r80.0<1>:d    r115.0<8;8,1>:d   r80.0<8;8,1>:d  
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r90:w    r74:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r98.0<1>:d    r34.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r94:w    r78:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r52.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r92:w    r76:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M16)             r100.0<1>:d   r42.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r74.0<1>:f    r74.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r96:w    r80:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    128:w              
        mul (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    128:w              
        add (16|M0)              r82.0<1>:d    r113.0<8;8,1>:d   r82.0<8;8,1>:d   {Compacted}
        add (16|M16)             r84.0<1>:d    r115.0<8;8,1>:d   r84.0<8;8,1>:d  
        and (16|M0)              r106.0<1>:d   r36.0<8;8,1>:d    511:w              
        and (16|M16)             r3.0<1>:d     r44.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r102:w   r82:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    128:w              
(W)     mov (8|M0)               r76.0<1>:f    r76.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r104:w   r84:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r100.0<1>:d   r100.0<8;8,1>:d   128:w              
        add (16|M0)              r86.0<1>:d    r113.0<8;8,1>:d   r86.0<8;8,1>:d   {Compacted}
        add (16|M16)             r88.0<1>:d    r115.0<8;8,1>:d   r88.0<8;8,1>:d  
        mul (16|M0)              r106.0<1>:d   r106.0<8;8,1>:d   128:w              
        mul (16|M16)             r3.0<1>:d     r3.0<8;8,1>:d     128:w              
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r5:w     r86:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r98.0<1>:d    r113.0<8;8,1>:d   r98.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r82.0<1>:f    r82.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r10:w    r88:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r100.0<1>:d   r115.0<8;8,1>:d   r100.0<8;8,1>:d 
        add (16|M0)              r106.0<1>:d   r113.0<8;8,1>:d   r106.0<8;8,1>:d  {Compacted}
(W)     mov (8|M0)               r84.0<1>:f    r84.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r16:w    r98:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M16)             r3.0<1>:d     r115.0<8;8,1>:d   r3.0<8;8,1>:d   
(W)     mov (8|M0)               r86.0<1>:f    r86.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r18:w    r100:f  0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r28.0<1>:d    r54.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r88.0<1>:f    r88.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r24:w    r106:f  0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M16)             r54.0<1>:d    r68.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r98.0<1>:f    r98.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r26:w    r3:f    0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M16)             r14.0<1>:d    r46.0<8;8,1>:d    511:w              
        and (16|M0)              r20.0<1>:d    r40.0<8;8,1>:d    511:w              
        and (16|M0)              r12.0<1>:d    r38.0<8;8,1>:d    511:w              
        and (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    511:w              
        mul (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    128:w              
        mul (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    128:w              
        mul (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    128:w              
        mul (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    128:w              
        mul (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    128:w              
        add (16|M16)             r14.0<1>:d    r115.0<8;8,1>:d   r14.0<8;8,1>:d  
        add (16|M0)              r20.0<1>:d    r113.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted}
        add (16|M0)              r28.0<1>:d    r113.0<8;8,1>:d   r28.0<8;8,1>:d   {Compacted}
        add (16|M0)              r12.0<1>:d    r113.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r22.0<1>:d    r115.0<8;8,1>:d   r22.0<8;8,1>:d  
(W)     mov (8|M0)               r100.0<1>:f   r100.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r34:w    r14:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r106.0<1>:f   r106.0<8;8,1>:f                  {Compacted}
        send (16|M0)             r40:w    r20:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r3.0<1>:f     r3.0<8;8,1>:f                    {Compacted}
        send (16|M0)             r48:w    r28:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r32:w    r12:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M16)             r30.0<1>:d    r62.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r42:w    r22:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r36.0<1>:d    r56.0<8;8,1>:d    511:w              
        and (16|M16)             r38.0<1>:d    r64.0<8;8,1>:d    511:w              
        mul (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    128:w              
        and (16|M0)              r44.0<1>:d    r58.0<8;8,1>:d    511:w              
        mul (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    128:w              
        mul (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    128:w              
        add (16|M16)             r30.0<1>:d    r115.0<8;8,1>:d   r30.0<8;8,1>:d  
        mul (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    128:w              
        add (16|M0)              r36.0<1>:d    r113.0<8;8,1>:d   r36.0<8;8,1>:d   {Compacted}
        add (16|M16)             r38.0<1>:d    r115.0<8;8,1>:d   r38.0<8;8,1>:d  
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r50:w    r30:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r44.0<1>:d    r113.0<8;8,1>:d   r44.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r56:w    r36:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M0)              r52.0<1>:d    r60.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r22.0<1>:f    r22.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r58:w    r38:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M16)             r46.0<1>:d    r66.0<8;8,1>:d    511:w              
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r60:w    r44:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    128:w              
        mul (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    128:w              
        mul (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    128:w              
        add (16|M0)              r52.0<1>:d    r113.0<8;8,1>:d   r52.0<8;8,1>:d   {Compacted}
        add (16|M16)             r54.0<1>:d    r115.0<8;8,1>:d   r54.0<8;8,1>:d  
        add (16|M16)             r46.0<1>:d    r115.0<8;8,1>:d   r46.0<8;8,1>:d  
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r64:w    r52:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r66:w    r54:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r62:w    r46:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r68.0<1>:d    r90.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}
        add (16|M16)             r74.0<1>:d    r92.0<8;8,1>:d    r96.0<8;8,1>:d  
        add (16|M0)              r76.0<1>:d    r68.0<8;8,1>:d    r102.0<8;8,1>:d  {Compacted}
        add (16|M16)             r78.0<1>:d    r74.0<8;8,1>:d    r104.0<8;8,1>:d 
        add (16|M0)              r80.0<1>:d    r76.0<8;8,1>:d    r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r82.0<1>:d    r78.0<8;8,1>:d    r10.0<8;8,1>:d  
        add (16|M0)              r84.0<1>:d    r80.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}
        add (16|M16)             r86.0<1>:d    r82.0<8;8,1>:d    r18.0<8;8,1>:d  
(W)     mov (8|M0)               r52.0<1>:f    r52.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r14:w    r70:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M0)              r88.0<1>:d    r84.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}
        add (16|M16)             r90.0<1>:d    r86.0<8;8,1>:d    r26.0<8;8,1>:d  
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r22:w    r72:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        add (16|M16)             r94.0<1>:d    r90.0<8;8,1>:d    r34.0<8;8,1>:d  
        add (16|M0)              r92.0<1>:d    r88.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}
        add (16|M16)             r98.0<1>:d    r94.0<8;8,1>:d    r42.0<8;8,1>:d  
        add (16|M0)              r96.0<1>:d    r92.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}
        add (16|M0)              r100.0<1>:d   r96.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}
        add (16|M16)             r102.0<1>:d   r98.0<8;8,1>:d    r50.0<8;8,1>:d  
        add (16|M0)              r104.0<1>:d   r100.0<8;8,1>:d   r56.0<8;8,1>:d   {Compacted}
        add (16|M16)             r106.0<1>:d   r102.0<8;8,1>:d   r58.0<8;8,1>:d  
        add (16|M0)              r3.0<1>:d     r104.0<8;8,1>:d   r60.0<8;8,1>:d   {Compacted}
        add (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     r64.0<8;8,1>:d   {Compacted}
        add (16|M16)             r5.0<1>:d     r106.0<8;8,1>:d   r62.0<8;8,1>:d  
        add (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d     r66.0<8;8,1>:d  
        and (16|M0)              r30.0<1>:d    r14.0<8;8,1>:d    511:w              
        and (16|M0)              r34.0<1>:d    r16.0<8;8,1>:d    511:w              
        and (16|M0)              r38.0<1>:d    r18.0<8;8,1>:d    511:w              
        and (16|M0)              r46.0<1>:d    r20.0<8;8,1>:d    511:w              
        and (16|M16)             r32.0<1>:d    r22.0<8;8,1>:d    511:w              
        mul (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    128:w              
        and (16|M16)             r36.0<1>:d    r24.0<8;8,1>:d    511:w              
        mul (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    128:w              
        mul (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    128:w              
        add (16|M0)              r30.0<1>:d    r113.0<8;8,1>:d   r30.0<8;8,1>:d   {Compacted}
        and (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    511:w              
        mul (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    128:w              
        add (16|M16)             r32.0<1>:d    r115.0<8;8,1>:d   r32.0<8;8,1>:d  
        send (16|M0)             r42:w    r30:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    128:w              
        add (16|M0)              r34.0<1>:d    r113.0<8;8,1>:d   r34.0<8;8,1>:d   {Compacted}
        send (16|M16)            r44:w    r32:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        and (16|M16)             r48.0<1>:d    r28.0<8;8,1>:d    511:w              
        mul (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    128:w              
        add (16|M16)             r36.0<1>:d    r115.0<8;8,1>:d   r36.0<8;8,1>:d  
        send (16|M0)             r50:w    r34:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    128:w              
        add (16|M0)              r38.0<1>:d    r113.0<8;8,1>:d   r38.0<8;8,1>:d   {Compacted}
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r52:w    r36:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mul (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    128:w              
        add (16|M16)             r40.0<1>:d    r115.0<8;8,1>:d   r40.0<8;8,1>:d  
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r54:w    r38:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r46.0<1>:d    r113.0<8;8,1>:d   r46.0<8;8,1>:d   {Compacted}
        add (16|M16)             r48.0<1>:d    r115.0<8;8,1>:d   r48.0<8;8,1>:d  
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r56:w    r40:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r36.0<1>:f    r36.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r58:w    r46:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r60:w    r48:f   0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r62.0<1>:d    r10.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}
        add (16|M16)             r64.0<1>:d    r12.0<8;8,1>:d    r44.0<8;8,1>:d  
        add (16|M0)              r66.0<1>:d    r62.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}
        add (16|M16)             r68.0<1>:d    r64.0<8;8,1>:d    r52.0<8;8,1>:d  
        add (16|M0)              r70.0<1>:d    r66.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}
        add (16|M16)             r72.0<1>:d    r68.0<8;8,1>:d    r56.0<8;8,1>:d  
        add (16|M0)              r58.0<1>:d    r70.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}
        add (16|M16)             r60.0<1>:d    r72.0<8;8,1>:d    r60.0<8;8,1>:d  
        sends (16|M0)            null:w   r117    r58     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r119    r60     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L7048:
