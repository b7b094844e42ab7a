L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r5.0<1>:d     r1.0<16;16,1>:uw                
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                
        add (16|M0)              r12.0<1>:d    r4.0<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r4.0<0;1,0>:d     r10.0<8;8,1>:d  
        shl (16|M0)              r20.0<1>:d    r5.0<8;8,1>:d     2:w              
        shl (16|M16)             r22.0<1>:d    r10.0<8;8,1>:d    2:w              
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d   
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w              
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w              
        send (16|M0)             r16:w    r12     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r18:w    r14     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        sends (16|M0)            null:w   r20     r16     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r22     r18     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     and (8|M0)               r24.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r24     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r8.4<0;1,0>:ud    0x2:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r8.4<0;1,0>:ud    0x2:uw             
(W&f1.0) jmpi                                L904                                
L360:
(W)     shr (1|M0)               r4.1<1>:d     r8.4<0;1,0>:ud    1:w              
        mov (8|M0)               r40.0<1>:q    r1.0<8;8,1>:uw                  
        mov (8|M8)               r42.0<1>:q    r1.8<8;8,1>:uw                  
        mov (8|M16)              r44.0<1>:q    r2.0<8;8,1>:uw                  
        mov (8|M24)              r46.0<1>:q    r2.8<8;8,1>:uw                  
(W)     mov (1|M0)               r4.1<1>:q     r4.1<0;1,0>:ud                  
L456:
        cmp (8|M0)    (gt)f1.0   null<1>:q     r4.1<0;1,0>:uq    r40.0<4;4,1>:uq 
        cmp (8|M8)    (gt)f1.0   null<1>:q     r4.1<0;1,0>:uq    r42.0<4;4,1>:uq 
        cmp (8|M16)   (gt)f1.0   null<1>:q     r4.1<0;1,0>:uq    r44.0<4;4,1>:uq 
        cmp (8|M24)   (gt)f1.0   null<1>:q     r4.1<0;1,0>:uq    r46.0<4;4,1>:uq 
(f1.0)  if (32|M0)                           L712                  L712                
L536:
        add (16|M0)              r25.0<1>:d    r4.2<0;1,0>:d     r5.0<8;8,1>:d    {Compacted}
        add (16|M16)             r27.0<1>:d    r4.2<0;1,0>:d     r10.0<8;8,1>:d  
        send (16|M0)             r33:w    r20     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r35:w    r22     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    2:w              
        shl (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    2:w              
        send (16|M0)             r29:w    r25     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M16)            r31:w    r27     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        add (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    r29.0<8;8,1>:d   {Compacted}
        add (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    r31.0<8;8,1>:d  
        sends (16|M0)            null:w   r20     r33     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r22     r35     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
L712:
        endif (32|M0)                        L728                                
L728:
(W)     and (8|M0)               r37.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud             
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}
(W)     send (1|M0)              null     r37     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     cmp (8|M0)    (lt)f0.0   null<1>:q     r4.1<0;1,0>:uq    0x2:uw             
(W)     cmp (8|M8)    (lt)f0.0   null<1>:q     r4.1<0;1,0>:uq    0x2:uw             
(W)     cmp (8|M16)   (lt)f0.0   null<1>:q     r4.1<0;1,0>:uq    0x2:uw             
(W)     cmp (8|M24)   (lt)f0.0   null<1>:q     r4.1<0;1,0>:uq    0x2:uw             
(f0.0)  break (32|M0)                        L888                  L888                
L872:
(W)     shr (1|M0)               r4.1<1>:q     r4.1<0;1,0>:uq    1:w              
L888:
        while (32|M0)                        L456                                
L904:
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(f0.0)  if (32|M0)                           L1008                  L1008                
L944:
(W)     mov (1|M0)               r38.0<1>:ud   0x0:uw                             
(W)     shl (1|M0)               r39.0<1>:d    r3.1<0;1,0>:d     2:w              
(W)     send (1|M0)              r8       r38     0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     sends (1|M0)             null:ud  r39     r8      0x4A            0x02030801           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
L1008:
        endif (32|M0)                        L1024                                
L1024:
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1048:
