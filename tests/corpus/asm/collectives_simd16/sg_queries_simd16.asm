L0:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
        mul (16|M0)              r7.0<1>:d     r5.3<0;1,0>:d     r3.0<16;16,1>:uw
(W)     mul (1|M0)               r5.1<1>:d     r5.3<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (1|M0)               r5.0<1>:d     r5.5<0;1,0>:d     r6.1<0;1,0>:d   
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw
(W)     mul (1|M0)               r21.0<1>:d    r5.1<0;1,0>:d     r5.4<0;1,0>:d   
        add (16|M0)              r17.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw
        mul (16|M0)              r11.0<1>:d    r5.2<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
(W)     and (1|M0)               r21.3<1>:d    r21.0<0;1,0>:d    15:w              
(W)     add (1|M0)               r21.1<1>:d    r21.0<0;1,0>:d    15:w              
        add (16|M0)              r19.0<1>:d    r17.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}
        add (16|M0)              r13.0<1>:d    r11.0<8;8,1>:d    r1.0<16;16,1>:uw
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r21.3<0;1,0>:d    0:w              
(W)     shr (1|M0)               r21.2<1>:d    r21.1<0;1,0>:ud   4:w              
        shr (16|M0)              r15.0<1>:d    r13.0<8;8,1>:ud   4:w              
(W&f1.0) jmpi                                L344                                
L256:
(W)     add (1|M0)               r21.4<1>:d    r21.2<0;1,0>:d    -1:w              
        cmp (16|M0)   (lt)f0.1   null<1>:d     r15.0<8;8,1>:ud   r21.4<0;1,0>:ud 
(~f0.1) goto (16|M0)                         L344                  L344                
L304:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        mov (16|M0)              r22.0<1>:d    r21.3<0;1,0>:d                   {Compacted}
(f0.0)  goto (16|M0)                         L344                  L376                
L344:
        join (16|M0)                         L376                                
L360:
        mov (16|M0)              r22.0<1>:d    16:w                              
L376:
        join (16|M0)                         L376                                
L392:
(W)     mul (1|M0)               r21.5<1>:d    r5.6<0;1,0>:d     r5.5<0;1,0>:d   
        mul (8|M0)               r24.0<1>:d    r19.0<8;8,1>:ud   0x6:uw             
        mul (8|M8)               r25.0<1>:d    r20.0<8;8,1>:ud   0x6:uw             
(W)     mov (8|M0)               r39.0<1>:w    0x76543210:v                              
        mov (16|M0)              r31.0<1>:d    16:w                              
        mov (16|M0)              r29.0<1>:d    r22.0<8;8,1>:d                   {Compacted}
(W)     mul (1|M0)               r21.6<1>:d    r21.5<0;1,0>:d    r5.7<0;1,0>:d   
        shl (16|M0)              r26.0<1>:d    r24.0<8;8,1>:d    2:w              
(W)     add (8|M0)               r39.8<1>:w    r39.0<8;8,1>:w    8:w              
        mov (16|M0)              r33.0<1>:d    r21.2<0;1,0>:d                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r6.0<8;8,1>:ud                   {Compacted}
(W)     add (1|M0)               r21.7<1>:d    r21.6<0;1,0>:d    15:w              
        add (16|M0)              r37.0<1>:d    r26.0<8;8,1>:d    16:w              
        add (16|M0)              r40.0<1>:d    r26.0<8;8,1>:d    20:w              
        mov (16|M0)              r42.0<1>:d    r39.0<16;16,1>:uw               
(W)     shr (1|M0)               r28.0<1>:d    r21.7<0;1,0>:ud   4:w              
        mov (16|M0)              r35.0<1>:d    r28.0<0;1,0>:d                   {Compacted}
        sends (16|M0)            null:w   r26     r29     0x20C            0x04025000           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (16|M0)            null:w   r37     r15     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M0)            null:w   r40     r42     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L696:
