L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r10.0<0;1,0>:d    r3.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r47.0<1>:d    r7.0<0;1,0>:d                    {Compacted}
(W)     mov (2|M0)               r4.1<1>:d     r9.3<2;2,1>:d                   
        mov (16|M0)              r49.0<1>:d    r9.0<0;1,0>:d                    {Compacted}
        mov (16|M0)              r51.0<1>:d    r1.0<16;16,1>:uw                
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r11.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        mov (16|M16)             r55.0<1>:d    r7.0<0;1,0>:d                   
        mov (16|M16)             r57.0<1>:d    r9.0<0;1,0>:d                   
        add (16|M0)              r13.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r15.0<1>:d    r11.0<8;8,1>:d    r7.0<0;1,0>:d   
        mov (16|M16)             r59.0<1>:d    r2.0<16;16,1>:uw                
        mov (16|M0)              r67.0<1>:d    r3.1<0;1,0>:d                    {Compacted}
        add (8|M0)               r89.0<1>:q    r13.0<8;8,1>:ud   -r7.0<0;1,0>:ud 
        add (8|M8)               r91.0<1>:q    r14.0<8;8,1>:ud   -r7.0<0;1,0>:ud 
        add (8|M16)              r93.0<1>:q    r15.0<8;8,1>:ud   -r7.0<0;1,0>:ud 
        add (8|M24)              r95.0<1>:q    r16.0<8;8,1>:ud   -r7.0<0;1,0>:ud 
        mov (16|M0)              r45.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        mov (16|M16)             r53.0<1>:d    r15.0<8;8,1>:d                  
        mov (8|M0)               r17.0<1>:ud   r89.0<2;1,0>:ud                 
        mov (8|M8)               r18.0<1>:ud   r91.0<2;1,0>:ud                 
        mov (8|M16)              r27.0<1>:ud   r93.0<2;1,0>:ud                 
        mov (8|M24)              r28.0<1>:ud   r95.0<2;1,0>:ud                 
        mov (8|M0)               r19.0<1>:ud   r89.1<2;1,0>:ud                 
        mov (8|M8)               r20.0<1>:ud   r91.1<2;1,0>:ud                 
        mov (8|M16)              r29.0<1>:ud   r93.1<2;1,0>:ud                 
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0x9:uw             
        mov (8|M24)              r30.0<1>:ud   r95.1<2;1,0>:ud                 
        mul (16|M0)              r21.0<1>:ud   r17.0<8;8,1>:ud   0x9:uw             
        mul (16|M16)             r31.0<1>:ud   r27.0<8;8,1>:ud   0x9:uw             
        mul (16|M0)              r25.0<1>:d    r19.0<8;8,1>:d    0x9:uw             
        mach (8|M0)              r23.0<1>:d    r17.0<8;8,1>:ud   0x9:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r18.0<8;8,1>:ud   0x9:uw             
        mul (16|M16)             r35.0<1>:d    r29.0<8;8,1>:d    0x9:uw             
        mov (8|M0)               r97.0<2>:ud   r21.0<8;8,1>:ud                 
        mov (8|M8)               r99.0<2>:ud   r22.0<8;8,1>:ud                 
        mov (8|M16)              r101.0<2>:ud  r31.0<8;8,1>:ud                 
        mov (8|M24)              r103.0<2>:ud  r32.0<8;8,1>:ud                 
        mach (8|M8)              r24.0<1>:d    r18.0<8;8,1>:ud   0x9:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   0x9:uw             
        mov (16|M0)              r69.0<1>:d    r8.4<0;1,0>:d                    {Compacted}
        mov (16|M0)              r65.0<1>:d    r4.1<0;1,0>:d                    {Compacted}
        add (16|M0)              r23.0<1>:d    r23.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}
        mach (8|M16)             r33.0<1>:d    r27.0<8;8,1>:ud   0x9:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r28.0<8;8,1>:ud   0x9:uw             
        mov (16|M16)             r73.0<1>:d    r3.1<0;1,0>:d                   
        mov (8|M0)               r97.1<2>:d    r23.0<8;8,1>:d                  
        mov (8|M8)               r99.1<2>:d    r24.0<8;8,1>:d                  
        mov (16|M16)             r75.0<1>:d    r8.4<0;1,0>:d                   
        mach (8|M24)             r34.0<1>:d    r28.0<8;8,1>:ud   0x9:ud              {AccWrEn}
        mov (16|M16)             r71.0<1>:d    r4.1<0;1,0>:d                   
        mov (8|M0)               r37.0<1>:d    r97.0<2;1,0>:d                  
        mov (8|M8)               r38.0<1>:d    r99.0<2;1,0>:d                  
        mov (16|M0)              r81.0<1>:d    r8.3<0;1,0>:d                    {Compacted}
        add (16|M16)             r33.0<1>:d    r33.0<8;8,1>:d    r35.0<8;8,1>:d  
        mov (16|M0)              r83.0<1>:d    r10.0<0;1,0>:d                   {Compacted}
        shl (16|M0)              r37.0<1>:d    r37.0<8;8,1>:d    2:w              
        mov (16|M16)             r85.0<1>:d    r8.3<0;1,0>:d                   
        mov (8|M16)              r101.1<2>:d   r33.0<8;8,1>:d                  
        mov (8|M24)              r103.1<2>:d   r34.0<8;8,1>:d                  
        mov (16|M16)             r87.0<1>:d    r10.0<0;1,0>:d                  
        add (16|M0)              r41.0<1>:d    r37.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
        mov (8|M16)              r39.0<1>:d    r101.0<2;1,0>:d                 
        mov (8|M24)              r40.0<1>:d    r103.0<2;1,0>:d                 
(W)     mov (1|M0)               r4.3<1>:d     r9.5<0;1,0>:d                   
        add (16|M0)              r61.0<1>:d    r41.0<8;8,1>:d    16:w              
        sends (16|M0)            null:w   r41     r45     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (16|M16)             r39.0<1>:d    r39.0<8;8,1>:d    2:w              
        add (16|M0)              r77.0<1>:d    r41.0<8;8,1>:d    28:w              
        add (16|M16)             r43.0<1>:d    r39.0<8;8,1>:d    r8.2<0;1,0>:d   
        add (16|M16)             r63.0<1>:d    r43.0<8;8,1>:d    16:w              
        sends (16|M16)           null:w   r43     r53     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        add (16|M16)             r79.0<1>:d    r43.0<8;8,1>:d    28:w              
        sends (16|M0)            null:w   r61     r65     0x18C            0x04025800           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        sends (16|M16)           null:w   r63     r71     0x18C            0x04025800           // wr:2+6, rd:0; hdc.dc1; untyped surface write with xyz
        sends (16|M0)            null:w   r77     r81     0x10C            0x04025C00           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
        sends (16|M16)           null:w   r79     r85     0x10C            0x04025C00           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1192:
