L0:
(W)     mov (8|M0)               r6.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
        mul (8|M0)               r27.0<1>:d    r5.3<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r6.2<0;1,0>:uw  
        add (8|M0)               r7.0<1>:d     r27.0<8;8,1>:d    r2.0<8;8,1>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r5.5<0;1,0>:d     r6.1<0;1,0>:d   
(W)     mul (8|M0)               acc0.0<1>:d   r5.2<0;1,0>:d     r7.0<2;1,0>:uw  
        add (8|M0)               r11.0<1>:d    r5.0<0;1,0>:d     r1.0<8;8,1>:uw  
        mach (8|M0)              r8.0<1>:d     r5.2<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r5.3<0;1,0>:d     r5.4<0;1,0>:uw  
        add (8|M0)               r12.0<1>:d    r11.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}
        add (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     r1.0<8;8,1>:uw  
(W)     mach (1|M0)              r13.0<1>:d    r5.3<0;1,0>:d     r5.2<0;1,0>:d    {Compacted}
        shr (8|M0)               r10.0<1>:d    r9.0<8;8,1>:ud    3:w              
(W)     mul (1|M0)               acc0.0<1>:d   r13.0<0;1,0>:d    r5.8<0;1,0>:uw  
(W)     mach (1|M0)              r14.0<1>:d    r13.0<0;1,0>:d    r5.4<0;1,0>:d    {Compacted}
(W)     and (1|M0)               r13.2<1>:d    r14.0<0;1,0>:d    7:w              
(W)     add (1|M0)               r5.1<1>:d     r14.0<0;1,0>:d    7:w              
(W)     cmp (8|M0)    (eq)f0.1   null<1>:d     r13.2<0;1,0>:d    0:w              
(W)     shr (1|M0)               r13.1<1>:d    r5.1<0;1,0>:ud    3:w              
(W&f0.1) jmpi                                L368                                
L304:
(W)     add (1|M0)               r13.3<1>:d    r13.1<0;1,0>:d    -1:w              
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r10.0<8;8,1>:ud   r13.3<0;1,0>:ud  {Compacted}
(f0.0)  goto (8|M0)                          L368                  L368                
L344:
        mov (8|M0)               r15.0<1>:f    r13.2<0;1,0>:f                   {Compacted}
        goto (8|M0)                          L368                  L400                
L368:
        join (8|M0)                          L400                                
L384:
        mov (8|M0)               r15.0<1>:f    1.12104e-44:f                              
L400:
        join (8|M0)                          L400                                
L416:
(W)     mul (1|M0)               acc0.0<1>:d   r5.6<0;1,0>:d     r5.10<0;1,0>:uw 
        mul (8|M0)               r16.0<1>:ud   r12.0<8;8,1>:ud   0x6:uw             
        mov (8|M0)               r14.8<1>:w    0x76543210:v                              
        mov (8|M0)               r21.0<1>:f    1.12104e-44:f                              
        mov (8|M0)               r20.0<1>:f    r15.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r22.0<1>:f    r13.1<0;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r6.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r18.0<1>:d    r5.6<0;1,0>:d     r5.5<0;1,0>:d   
        shl (8|M0)               r17.0<1>:d    r16.0<8;8,1>:d    2:w              
        mov (8|M0)               r26.0<1>:d    r14.8<8;8,1>:w                  
(W)     mul (1|M0)               acc0.0<1>:d   r18.0<0;1,0>:d    r5.14<0;1,0>:uw 
        add (8|M0)               r24.0<1>:d    r17.0<8;8,1>:d    16:w              
        add (8|M0)               r25.0<1>:d    r17.0<8;8,1>:d    20:w              
(W)     mach (1|M0)              r19.0<1>:d    r18.0<0;1,0>:d    r5.7<0;1,0>:d    {Compacted}
(W)     add (1|M0)               r13.4<1>:d    r19.0<0;1,0>:d    7:w              
(W)     shr (1|M0)               r13.5<1>:d    r13.4<0;1,0>:ud   3:w              
        mov (8|M0)               r23.0<1>:f    r13.5<0;1,0>:f                   {Compacted}
        sends (8|M0)             null:ud  r17     r20     0x10C            0x02026000           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r24     r10     0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        sends (8|M0)             null:ud  r25     r26     0x4C            0x02026E00           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L720:
