L0:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
        mul (8|M0)               r7.0<1>:d     r5.3<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               r5.1<1>:d     r5.3<0;1,0>:d     r5.2<0;1,0>:d   
(W)     mul (1|M0)               r5.0<1>:d     r5.5<0;1,0>:d     r6.1<0;1,0>:d   
        add (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     r2.0<8;8,1>:uw  
(W)     mul (1|M0)               r14.0<1>:d    r5.1<0;1,0>:d     r5.4<0;1,0>:d   
        add (8|M0)               r12.0<1>:d    r5.0<0;1,0>:d     r1.0<8;8,1>:uw  
        mul (8|M0)               r9.0<1>:d     r5.2<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}
(W)     and (1|M0)               r14.3<1>:d    r14.0<0;1,0>:d    7:w              
(W)     add (1|M0)               r14.1<1>:d    r14.0<0;1,0>:d    7:w              
        add (8|M0)               r13.0<1>:d    r12.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}
        add (8|M0)               r10.0<1>:d    r9.0<8;8,1>:d     r1.0<8;8,1>:uw  
(W)     cmp (8|M0)    (eq)f1.0   null<1>:d     r14.3<0;1,0>:d    0:w              
(W)     shr (1|M0)               r14.2<1>:d    r14.1<0;1,0>:ud   3:w              
        shr (8|M0)               r11.0<1>:d    r10.0<8;8,1>:ud   3:w              
(W&f1.0) jmpi                                L344                                
L256:
(W)     add (1|M0)               r14.4<1>:d    r14.2<0;1,0>:d    -1:w              
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r11.0<8;8,1>:ud   r14.4<0;1,0>:ud 
(~f0.1) goto (8|M0)                          L344                  L344                
L304:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        mov (8|M0)               r15.0<1>:d    r14.3<0;1,0>:d                   {Compacted}
(f0.0)  goto (8|M0)                          L344                  L376                
L344:
        join (8|M0)                          L376                                
L360:
        mov (8|M0)               r15.0<1>:d    8:w                              
L376:
        join (8|M0)                          L376                                
L392:
(W)     mul (1|M0)               r14.5<1>:d    r5.6<0;1,0>:d     r5.5<0;1,0>:d   
        mul (8|M0)               r16.0<1>:d    r13.0<8;8,1>:ud   0x6:uw             
        mov (8|M0)               r18.8<1>:w    0x76543210:v                              
        mov (8|M0)               r20.0<1>:d    8:w                              
        mov (8|M0)               r19.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r21.0<1>:d    r14.2<0;1,0>:d                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:ud  r6.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r14.6<1>:d    r14.5<0;1,0>:d    r5.7<0;1,0>:d   
        shl (8|M0)               r17.0<1>:d    r16.0<8;8,1>:d    2:w              
        mov (8|M0)               r25.0<1>:d    r18.8<8;8,1>:w                  
(W)     add (1|M0)               r14.7<1>:d    r14.6<0;1,0>:d    7:w              
        add (8|M0)               r23.0<1>:d    r17.0<8;8,1>:d    16:w              
        add (8|M0)               r24.0<1>:d    r17.0<8;8,1>:d    20:w              
(W)     shr (1|M0)               r18.0<1>:d    r14.7<0;1,0>:ud   3:w              
        mov (8|M0)               r22.0<1>:d    r18.0<0;1,0>:d                   {Compacted}
        sends (8|M0)             null:ud  r17     r19     0x10C            0x02026000           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r23     r11     0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        sends (8|M0)             null:ud  r24     r25     0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L664:
