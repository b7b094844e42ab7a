L0:
(W)     mov (8|M0)               r62.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r62.2<0;1,0>:uw 
(W)     mov (8|M0)               r127.0<1>:f   r62.0<8;8,1>:f                   {Compacted}
(W)     mach (1|M0)              r64.0<1>:d    r9.0<0;1,0>:d     r62.1<0;1,0>:d   {Compacted}
        add (16|M0)              r65.0<1>:d    r64.0<0;1,0>:d    r1.0<16;16,1>:uw
        add (16|M16)             r5.0<1>:d     r64.0<0;1,0>:d    r2.0<16;16,1>:uw
        add (16|M0)              r67.0<1>:d    r65.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d   
        mul (8|M0)               acc0.0<1>:ud  r67.0<8;8,1>:ud   0x3:uw             
        shl (16|M0)              r18.0<1>:d    r67.0<8;8,1>:d    4:w              
        shl (16|M16)             r20.0<1>:d    r10.0<8;8,1>:d    4:w              
        mach (8|M0)              r3.0<1>:ud    r67.0<8;8,1>:ud   0x3:ud              {AccWrEn,Compacted}
        send (16|M0)             r38:w    r18:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        send (16|M16)            r99:w    r20:f   0xC            0x04805001           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r68.0<8;8,1>:ud   0x3:uw             
        mach (8|M8)              r4.0<1>:ud    r68.0<8;8,1>:ud   0x3:ud              {AccWrEn,Compacted}
        mov (8|M8)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x3:uw             
        mov (16|M0)              r57.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r73.0<1>:d    r8.0<8;8,1>:d     1:w              
        mach (8|M16)             r69.0<1>:ud   r10.0<8;8,1>:ud   0x3:ud              {AccWrEn}
        shl (16|M0)              r77.0<1>:d    r8.0<8;8,1>:d     4:w              
        add (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     2:w              
        shl (16|M0)              r81.0<1>:d    r73.0<8;8,1>:d    4:w              
        mov (8|M16)              r71.0<1>:ud   acc0.0<8;8,1>:ud                
        mul (8|M24)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x3:uw             
        send (16|M0)             r22:w    r77:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        shl (16|M0)              r107.0<1>:d   r14.0<8;8,1>:d    4:w              
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r83:w    r81:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mach (8|M24)             r70.0<1>:ud   r11.0<8;8,1>:ud   0x3:ud              {AccWrEn}
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}
        send (16|M0)             r111:w   r107:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        mov (8|M24)              r72.0<1>:ud   acc0.0<8;8,1>:ud                
        mov (16|M16)             r65.0<1>:f    r69.0<8;8,1>:f                  
        add (16|M16)             r75.0<1>:d    r71.0<8;8,1>:d    1:w              
        shl (16|M16)             r79.0<1>:d    r71.0<8;8,1>:d    4:w              
        add (16|M16)             r16.0<1>:d    r71.0<8;8,1>:d    2:w              
        shl (16|M16)             r12.0<1>:d    r75.0<8;8,1>:d    4:w              
(W)     mov (8|M0)               r77.0<1>:f    r77.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r30:w    r79:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        shl (16|M16)             r109.0<1>:d   r16.0<8;8,1>:d    4:w              
(W)     mov (8|M0)               r81.0<1>:f    r81.0<8;8,1>:f                   {Compacted}
        send (16|M16)            r91:w    r12:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r107.0<1>:f   r107.0<8;8,1>:f                  {Compacted}
        send (16|M16)            r119:w   r109:f  0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw
        cmp (16|M0)   (lt)f0.0   null<1>:d     r38.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r46.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r40.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               f1.0<1>:ud    r46.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r99.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r47.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r42.0<8;8,1>:d    0:w              
(W)     mov (1|M0)               r46.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r47.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r101.0<8;8,1>:d   0:w              
(W)     mov (1|M0)               r48.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r46.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r47.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f1.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r103.0<8;8,1>:d   0:w              
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r44.0<8;8,1>:d    0:w              
(f0.0)  sel (16|M0)              r49.0<1>:f    r83.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r105.0<8;8,1>:d   0:w              
        mad (16|M0)              r67.0<1>:f    r111.0<8;1>:f     r22.0<8;1>:f      r83.0<1>:f      
(f1.0)  sel (16|M0)              r55.0<1>:f    r89.0<8;8,1>:f    r28.0<8;8,1>:f  
        cmp (16|M0)   (gt)f1.0   null<1>:f     r22.0<8;8,1>:f    r83.0<8;8,1>:f  
        mad (16|M0)              r69.0<1>:f    r113.0<8;1>:f     r24.0<8;1>:f      r85.0<1>:f      
        mad (16|M0)              r71.0<1>:f    r115.0<8;1>:f     r26.0<8;1>:f      r87.0<1>:f      
        mad (16|M0)              r73.0<1>:f    r117.0<8;1>:f     r28.0<8;1>:f      r89.0<1>:f      
(W)     mov (1|M0)               r59.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r24.0<8;8,1>:f    r85.0<8;8,1>:f  
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f1.0   null<1>:f     r26.0<8;8,1>:f    r87.0<8;8,1>:f  
(f0.0)  sel (16|M16)             r99.0<1>:f    r91.0<8;8,1>:f    r30.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r47.0<0;1,0>:ud                  {Compacted}
(f1.0)  sel (16|M16)             r105.0<1>:f   r97.0<8;8,1>:f    r36.0<8;8,1>:f  
(W)     mov (1|M0)               r61.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}
(f0.0)  sel (16|M0)              r51.0<1>:f    r85.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}
(f0.0)  sel (16|M16)             r101.0<1>:f   r93.0<8;8,1>:f    r32.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}
(f0.0)  sel (16|M0)              r53.0<1>:f    r87.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}
(f0.0)  sel (16|M16)             r103.0<1>:f   r95.0<8;8,1>:f    r34.0<8;8,1>:f  
(W)     mov (1|M0)               f0.0<1>:ud    r59.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r30.0<8;8,1>:f    r91.0<8;8,1>:f  
        sends (16|M0)            null:w   r77     r49     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r79     r99     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mad (16|M16)             r99.0<1>:f    r119.0<8;1>:f     r30.0<8;1>:f      r91.0<1>:f      
(W)     mov (1|M0)               r59.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r32.0<8;8,1>:f    r93.0<8;8,1>:f  
        sends (16|M0)            null:w   r81     r67     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        mad (16|M16)             r101.0<1>:f   r121.0<8;1>:f     r32.0<8;1>:f      r93.0<1>:f      
(W)     mov (1|M0)               f1.0<1>:ud    r59.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r34.0<8;8,1>:f    r95.0<8;8,1>:f  
        mad (16|M16)             r103.0<1>:f   r123.0<8;1>:f     r34.0<8;1>:f      r95.0<1>:f      
(f1.0)  sel (16|M0)              r67.0<1>:f    r22.0<8;8,1>:f    r111.0<8;8,1>:f 
(f1.0)  sel (16|M16)             r75.0<1>:f    r30.0<8;8,1>:f    r119.0<8;8,1>:f 
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               r61.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
        cmp (16|M0)   (gt)f0.0   null<1>:f     r28.0<8;8,1>:f    r89.0<8;8,1>:f   {Compacted}
        cmp (16|M16)  (gt)f0.0   null<1>:f     r36.0<8;8,1>:f    r97.0<8;8,1>:f  
        mad (16|M16)             r105.0<1>:f   r125.0<8;1>:f     r36.0<8;1>:f      r97.0<1>:f      
(f1.0)  sel (16|M0)              r69.0<1>:f    r24.0<8;8,1>:f    r113.0<8;8,1>:f 
(f1.0)  sel (16|M16)             r77.0<1>:f    r32.0<8;8,1>:f    r121.0<8;8,1>:f 
(W)     mov (1|M0)               f1.0<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(f0.0)  sel (16|M0)              r73.0<1>:f    r28.0<8;8,1>:f    r117.0<8;8,1>:f  {Compacted}
(f0.0)  sel (16|M16)             r81.0<1>:f    r36.0<8;8,1>:f    r125.0<8;8,1>:f 
        sends (16|M16)           null:w   r12     r99     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(f1.0)  sel (16|M0)              r71.0<1>:f    r26.0<8;8,1>:f    r115.0<8;8,1>:f 
(f1.0)  sel (16|M16)             r79.0<1>:f    r34.0<8;8,1>:f    r123.0<8;8,1>:f 
        sends (16|M0)            null:w   r107    r67     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M16)           null:w   r109    r75     0x20C            0x04025002           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1576:
