L0:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r9.0<1>:d     r6.2<0;1,0>:d     r6.1<0;1,0>:d   
        mul (8|M0)               r10.0<1>:d    r6.2<0;1,0>:d     r3.0<8;8,1>:uw  
(W)     shl (1|M0)               r9.5<1>:d     r6.0<0;1,0>:d     2:w              
(W)     mul (1|M0)               r6.7<1>:d     r6.4<0;1,0>:d     r5.1<0;1,0>:d   
(W)     shl (1|M0)               r9.6<1>:d     r6.0<0;1,0>:d     4:w              
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}
(W)     mul (1|M0)               r9.1<1>:d     r9.0<0;1,0>:d     r6.3<0;1,0>:d   
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r2.0<8;8,1>:uw  
        add (8|M0)               r7.0<1>:d     r6.7<0;1,0>:d     r1.0<8;8,1>:uw  
(W)     and (1|M0)               r9.7<1>:d     r9.6<0;1,0>:d     48:w              
(W)     add (1|M0)               r9.2<1>:d     r9.1<0;1,0>:d     7:w              
        mul (8|M0)               r10.0<1>:d    r6.1<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        add (8|M0)               r8.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shr (1|M0)               r9.3<1>:d     r9.2<0;1,0>:ud    3:w              
        add (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r1.0<8;8,1>:uw  
        mul (8|M0)               r20.0<1>:d    r8.0<8;8,1>:ud    0x5:uw             
        shl (8|M0)               r26.0<1>:d    r8.0<8;8,1>:d     3:w              
(W)     mul (1|M0)               r9.4<1>:d     r5.1<0;1,0>:d     r9.3<0;1,0>:d   
        shr (8|M0)               r10.0<1>:d    r10.0<8;8,1>:ud   3:w              
        shl (8|M0)               r20.0<1>:d    r20.0<8;8,1>:d    2:w              
        add (8|M0)               r10.0<1>:d    r9.4<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
        add (8|M0)               r25.0<1>:d    r20.0<8;8,1>:d    16:w              
        mul (8|M0)               r11.0<1>:d    r10.0<8;8,1>:d    160:w              
        add (8|M0)               r12.0<1>:d    r9.5<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}
        add (8|M0)               r31.0<1>:d    r9.7<0;1,0>:d     r11.0<8;8,1>:d  
(W)     mov (1|M0)               r14.2<1>:ud   r12.0<0;1,0>:ud                  {Compacted}
        add (8|M0)               r12.0<1>:d    r12.0<8;8,1>:d    32:w              
(W)     shr (1|M0)               r32.2<1>:ud   r31.0<0;1,0>:ud   0x4:uw             
(W)     send (8|M0)              r13:d    r14     0xA            0x02184200           // wr:1h+0, rd:1; hdc.dc0; oword aligned block read x2
(W)     mov (1|M0)               r19.2<1>:ud   r12.0<0;1,0>:ud                  {Compacted}
(W)     send (16|M0)             r15:w    r19     0xA            0x02484400           // wr:1h+0, rd:4; hdc.dc0; oword aligned block read x8
        mov (8|M0)               r21.0<1>:d    r13.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r22.0<1>:d    r15.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r23.0<1>:d    r16.0<8;8,1>:d                   {Compacted}
        mov (8|M0)               r24.0<1>:d    r17.0<8;8,1>:d                   {Compacted}
        sends (8|M0)             null:ud  r20     r21     0x10C            0x02026001           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        sends (8|M0)             null:ud  r25     r18     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x
        send (8|M0)              r27:d    r26     0xC            0x02206C02           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        xor (8|M0)               r29.0<1>:d    r27.0<8;8,1>:d    -1515870811:d              
        xor (8|M0)               r30.0<1>:d    r28.0<8;8,1>:d    -1515870811:d              
(W)     sends (16|M0)            null:uw  r32     r29     0x8A            0x020A0303           // wr:1h+2, rd:0; hdc.dc0; oword block write x4
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L616:
