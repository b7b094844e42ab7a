L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r3.2<0;1,0>:uw  
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:w     r2.0<16;16,1>:w   0:w              
(W)     mach (1|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(f0.0)  if (32|M0)                           L216                  L216                
L160:
(W)     mov (1|M0)               r8.0<1>:f     2.524355e-29:f                              
(W)     mov (1|M0)               r9.0<1>:f     0.0:f                              
(W)     sends (1|M0)             null:ud  r8      r9      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
L216:
        endif (32|M0)                        L232                                
L232:
(W)     send (8|M0)              r16      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r16.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r17.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     send (1|M0)              null     r17:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (16|M0)              r25.0<1>:f    0.0:f                              
(W)     mov (16|M16)             r27.0<1>:f    0.0:f                              
        mov (16|M0)              r25.0<1>:f    1.4013e-45:f                              
        mov (16|M16)             r27.0<1>:f    1.4013e-45:f                              
(W)     mov (2|M0)               r22.0<1>:f    r8.2<2;2,1>:f                   
(W)     mov (16|M0)              r40.0<1>:f    0.0:f                              
(W)     add (8|M16)              r25.1<2>:d    r25.0<2;1,0>:d    r25.1<2;1,0>:d  
(W)     mov (16|M16)             r42.0<1>:f    0.0:f                              
(W)     add (8|M16)              r27.1<2>:d    r27.0<2;1,0>:d    r27.1<2;1,0>:d  
        mov (16|M0)              r40.0<1>:f    1.4013e-45:f                              
        mov (16|M16)             r42.0<1>:f    1.4013e-45:f                              
(W)     add (4|M16)              r25.2<4>:d    r25.2<4;1,0>:d    r25.1<4;1,0>:d  
        shl (16|M0)              r31.0<1>:d    r12.0<8;8,1>:d    2:w              
(W)     add (4|M16)              r27.2<4>:d    r27.2<4;1,0>:d    r27.1<4;1,0>:d  
(W)     add (8|M16)              r40.1<2>:d    r40.0<2;1,0>:d    r40.1<2;1,0>:d  
(W)     add (8|M16)              r42.1<2>:d    r42.0<2;1,0>:d    r42.1<2;1,0>:d  
        shl (16|M16)             r33.0<1>:d    r14.0<8;8,1>:d    2:w              
(W)     add (4|M16)              r25.3<4>:d    r25.3<4;1,0>:d    r25.1<4;1,0>:d  
(W)     mov (1|M0)               r29.0<1>:f    2.524355e-29:f                              
(W)     add (4|M16)              r27.3<4>:d    r27.3<4;1,0>:d    r27.1<4;1,0>:d  
(W)     add (4|M16)              r40.2<4>:d    r40.2<4;1,0>:d    r40.1<4;1,0>:d  
(W)     add (4|M16)              r42.2<4>:d    r42.2<4;1,0>:d    r42.1<4;1,0>:d  
(W)     mov (1|M0)               r23.0<1>:f    2.524355e-29:f                              
(W)     add (4|M16)              r25.4<1>:d    r25.3<0;1,0>:d    r25.4<4;4,1>:d  
(W)     add (4|M16)              r26.4<1>:d    r26.3<0;1,0>:d    r26.4<4;4,1>:d  
(W)     add (4|M16)              r27.4<1>:d    r27.3<0;1,0>:d    r27.4<4;4,1>:d  
(W)     add (4|M16)              r28.4<1>:d    r28.3<0;1,0>:d    r28.4<4;4,1>:d  
(W)     add (4|M16)              r40.3<4>:d    r40.3<4;1,0>:d    r40.1<4;1,0>:d  
(W)     add (4|M16)              r42.3<4>:d    r42.3<4;1,0>:d    r42.1<4;1,0>:d  
(W)     add (8|M16)              r26.0<1>:d    r25.7<0;1,0>:d    r26.0<8;8,1>:d  
(W)     add (8|M16)              r28.0<1>:d    r27.7<0;1,0>:d    r28.0<8;8,1>:d  
(W)     add (4|M16)              r40.4<1>:d    r40.3<0;1,0>:d    r40.4<4;4,1>:d  
(W)     add (4|M16)              r41.4<1>:d    r41.3<0;1,0>:d    r41.4<4;4,1>:d  
(W)     add (4|M16)              r42.4<1>:d    r42.3<0;1,0>:d    r42.4<4;4,1>:d  
(W)     add (4|M16)              r43.4<1>:d    r43.3<0;1,0>:d    r43.4<4;4,1>:d  
(W)     add (16|M16)             r27.0<1>:d    r26.7<0;1,0>:d    r27.0<8;8,1>:d  
(W)     add (8|M16)              r41.0<1>:d    r40.7<0;1,0>:d    r41.0<8;8,1>:d  
(W)     add (8|M16)              r43.0<1>:d    r42.7<0;1,0>:d    r43.0<8;8,1>:d  
(W)     mov (1|M0)               r24.0<1>:f    r28.7<0;1,0>:f                  
(W)     add (16|M16)             r42.0<1>:d    r41.7<0;1,0>:d    r42.0<8;8,1>:d  
(W)     sends (1|M0)             r30:ud   r22     r24     0x4C            0x0414A7FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 integer add
(W)     mov (1|M0)               r39.0<1>:f    r43.7<0;1,0>:f                  
(W)     add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r30.0<0;1,0>:ud 
(W)     add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    r30.0<0;1,0>:ud 
        add (16|M0)              r18.0<1>:d    r25.0<8;8,1>:d    -1:w              
        add (16|M16)             r20.0<1>:d    r27.0<8;8,1>:d    -1:w              
        sends (16|M0)            null:w   r31     r18     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        sends (16|M16)           null:w   r33     r20     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
(W)     sends (1|M0)             r44:ud   r29     r39     0x4C            0x0210B7FE           // wr:1+1, rd:1; hdc.dc1; untyped atomic int32 integer add
(W)     add (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    r44.0<0;1,0>:ud 
(W)     add (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    r44.0<0;1,0>:ud 
        add (16|M0)              r35.0<1>:d    r40.0<8;8,1>:d    -1:w              
        add (16|M16)             r37.0<1>:d    r42.0<8;8,1>:d    -1:w              
        sends (16|M0)            null:w   r31     r35     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r33     r37     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     send (8|M0)              r45      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r45.0<8;8,1>:ud                  {Compacted}
(W)     and (8|M0)               r46.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud             
(W)     send (1|M0)              null     r46:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier
(W)     wait                                 n0.0<0;1,0>:ud                  
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r46.0<1>:f    r46.0<8;8,1>:f                   {Compacted}
(f0.0)  if (32|M0)                           L1384                  L1384                
L1312:
(W)     mov (1|M0)               r47.0<1>:f    2.524355e-29:f                              
(W)     shl (1|M0)               r49.0<1>:d    r3.1<0;1,0>:d     2:w              
(W)     send (1|M0)              r48      r47:f   0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b
(W)     sends (1|M0)             null:ud  r49     r48     0x4A            0x02030803           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b
(W)     mov (8|M0)               r49.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
L1384:
        endif (32|M0)                        L1400                                
L1400:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1424:
