L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r6.7<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d   
        mul (8|M0)               r10.0<1>:d    r6.1<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     mul (1|M0)               r6.6<1>:d     r6.3<0;1,0>:d     r5.1<0;1,0>:d   
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r9.0<1>:d     r6.7<0;1,0>:d     r6.2<0;1,0>:d   
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r2.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     r6.6<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     add (1|M0)               r9.1<1>:d     r9.0<0;1,0>:d     7:w              
        mul (8|M0)               r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        add (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r9.2<1>:d     r9.1<0;1,0>:ud    3:w              
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r1.0<8;8,1>:uw  
        shl (8|M0)               r22.0<1>:q    r8.0<8;8,1>:ud    3:w              
(W)     mul (1|M0)               r9.3<1>:d     r5.1<0;1,0>:d     r9.2<0;1,0>:d   
        shr (8|M0)               r10.0<1>:d    r10.0<8;8,1>:ud   3:w              
        add (8|M0)               r53.0<2>:d    r22.0<4;4,1>:q    4:w              
        shl (8|M0)               r24.0<1>:d    r22.0<2;1,0>:d    2:w              
        add (8|M0)               r10.0<1>:d    r9.3<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r29.0<1>:d    r53.0<2;1,0>:d                  
        shl (8|M0)               r11.0<1>:d    r10.0<8;8,1>:d    8:w              
        shl (8|M0)               r30.0<1>:d    r29.0<8;8,1>:d    2:w              
(W)     mov (1|M0)               r20.2<1>:ud   r11.0<0;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r21.2<1>:ud   r11.0<0;1,0>:ud   0x80:uw             
(W)     shr (1|M0)               r9.4<1>:ud    r11.0<0;1,0>:ud   0x4:uw             
(W)     send (16|M0)             r12:w    r20     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     mov (1|M0)               r51.2<1>:ud   r9.4<0;1,0>:ud                  
(W)     send (16|M0)             r16:w    r21     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
(W)     add (1|M0)               r52.2<1>:ud   r9.4<0;1,0>:ud    0x8:uw             
        mov (8|M0)               r25.0<1>:d    r12.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r26.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r27.0<1>:d    r14.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r28.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r31.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r32.0<1>:d    r17.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r33.0<1>:d    r18.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r34.0<1>:d    r19.0<8;8,1>:d                   {Compacted}
        sends (8|M0)             null:ud  r24     r25     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r30     r31     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        send (8|M0)              r35:d    r24     0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        send (8|M0)              r39:d    r30     0xC            0x02406002           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        add (8|M0)               r43.0<1>:d    r35.0<8;8,1>:d    1:w              
        add (8|M0)               r44.0<1>:d    r36.0<8;8,1>:d    1:w              
        add (8|M0)               r45.0<1>:d    r37.0<8;8,1>:d    1:w              
        add (8|M0)               r46.0<1>:d    r38.0<8;8,1>:d    1:w              
        add (8|M0)               r47.0<1>:d    r39.0<8;8,1>:d    1:w              
        add (8|M0)               r48.0<1>:d    r40.0<8;8,1>:d    1:w              
        add (8|M0)               r49.0<1>:d    r41.0<8;8,1>:d    1:w              
        add (8|M0)               r50.0<1>:d    r42.0<8;8,1>:d    1:w              
(W)     sends (16|M0)            null:uw  r51     r43     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     sends (16|M0)            null:uw  r52     r47     0x10A            0x020A0403           // wr:1h+4, rd:0; hdc.dc0; oword block write x8
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L744:
