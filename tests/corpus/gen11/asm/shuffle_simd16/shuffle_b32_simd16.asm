L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r7.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r8.0<1>:d     r5.0<8;8,1>:d     2:w              
        send (16|M0)             r10:w    r8:f    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        send (16|M0)             r12:w    r8:f    0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        shl (16|M0)              r16.0<1>:uw   r10.0<2;1,0>:uw   0x2:uw             
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x180:uw            
        mov (16|M0)              r25.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r14.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x220:uw            
        sends (16|M0)            null:w   r8      r14     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r17:w    r8:f    0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              r27.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r19.0<1>:f    r27.0<8;8,1>:f                   {Compacted}
        add (16|M0)              a0.0<1>:uw    r16.0<16;16,1>:uw  0x2A0:uw            
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r8      r19     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
        send (16|M0)             r21:w    r8:f    0xC            0x04205E05           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x
        mov (16|M0)              acc0.0<1>:f   r[a0.0]<1,0>:f                  
        mov (16|M0)              r23.0<1>:f    acc0.0<8;8,1>:f                 
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        sends (16|M0)            null:w   r8      r23     0x8C            0x04025E06           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L408:
