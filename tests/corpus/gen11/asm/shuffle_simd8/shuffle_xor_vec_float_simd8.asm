L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r2.2<0;1,0>:uw  
        mov (8|M0)               r3.8<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r3.0<1>:d     r8.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw  
        add (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r7.0<1>:d     r6.0<8;8,1>:d     2:w              
        shl (8|M0)               r10.0<1>:d    r6.0<8;8,1>:d     3:w              
        send (8|M0)              r9:d     r7:f    0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x
        send (8|M0)              r11:f    r10:f   0xC            0x02206C01           // wr:1+0, rd:2; hdc.dc1; untyped surface read with xy
        xor (8|M0)               r13.0<1>:d    r9.0<8;8,1>:d     r3.8<8;8,1>:w   
        shl (8|M0)               r14.0<1>:uw   r13.0<2;1,0>:uw   0x2:uw             
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x160:uw             
        mov (8|M0)               r15.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x180:uw             
        mov (8|M0)               r16.0<1>:f    r[a0.0]<1,0>:f                  
        sends (8|M0)             null:ud  r10     r15     0x8C            0x02026C02           // wr:1+2, rd:0; hdc.dc1; untyped surface write with xy
        shl (8|M0)               r17.0<1>:d    r6.0<8;8,1>:d     4:w              
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x240:uw             
        send (8|M0)              r18:f    r17:f   0xC            0x02306803           // wr:1+0, rd:3; hdc.dc1; untyped surface read with xyz
        mov (8|M0)               r21.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x260:uw             
        mov (8|M0)               r22.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x280:uw             
        mov (8|M0)               r23.0<1>:f    r[a0.0]<1,0>:f                  
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r17     r21     0xCC            0x02026804           // wr:1+3, rd:0; hdc.dc1; untyped surface write with xyz
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x300:uw             
        send (8|M0)              r24:f    r17:f   0xC            0x02406005           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        mov (8|M0)               r28.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x320:uw             
        mov (8|M0)               r29.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x340:uw             
        mov (8|M0)               r30.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x360:uw             
        mov (8|M0)               r31.0<1>:f    r[a0.0]<1,0>:f                  
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r17     r28     0x10C            0x02026006           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (8|M0)               r32.0<1>:d    r6.0<8;8,1>:d     5:w              
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x420:uw             
        add (8|M0)               r41.0<1>:ud   r32.0<8;8,1>:ud   0x10:uw             
        send (8|M0)              r33:f    r32:f   0xC            0x02406007           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        send (8|M0)              r37:f    r41:f   0xC            0x02406007           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        mov (8|M0)               r42.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x440:uw             
        mov (8|M0)               r43.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x460:uw             
        mov (8|M0)               r44.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x480:uw             
        mov (8|M0)               r45.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x4A0:uw             
        mov (8|M0)               r46.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x4C0:uw             
        mov (8|M0)               r47.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x4E0:uw             
        mov (8|M0)               r48.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x500:uw             
        mov (8|M0)               r49.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               r50.0<1>:ud   r32.0<8;8,1>:ud   0x10:uw             
(W)     mov (8|M0)               r17.0<1>:f    r17.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r32     r42     0x10C            0x02026008           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        shl (8|M0)               r51.0<1>:d    r6.0<8;8,1>:d     6:w              
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x680:uw             
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r50     r46     0x10C            0x02026008           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
        add (8|M0)               r60.0<1>:ud   r51.0<8;8,1>:ud   0x10:uw             
        add (8|M0)               r61.0<1>:d    r51.0<8;8,1>:d    32:w              
        add (8|M0)               r70.0<1>:ud   r51.0<8;8,1>:d    48:w              
        send (8|M0)              r52:f    r51:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r41.0<1>:f    r41.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r56:f    r60:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r62:f    r61:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
(W)     mov (8|M0)               r51.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        send (8|M0)              r66:f    r70:f   0xC            0x02406009           // wr:1+0, rd:4; hdc.dc1; untyped surface read with xyzw
        mov (8|M0)               r71.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x6A0:uw             
        mov (8|M0)               r72.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x6C0:uw             
        mov (8|M0)               r73.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x6E0:uw             
        mov (8|M0)               r74.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x700:uw             
        mov (8|M0)               r75.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x720:uw             
        mov (8|M0)               r76.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x740:uw             
        mov (8|M0)               r77.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x760:uw             
        mov (8|M0)               r78.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x7C0:uw             
        mov (8|M0)               r79.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x7E0:uw             
        mov (8|M0)               r80.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x800:uw             
        mov (8|M0)               r81.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x820:uw             
        mov (8|M0)               r82.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x840:uw             
        mov (8|M0)               r83.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x860:uw             
        mov (8|M0)               r84.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x880:uw             
        mov (8|M0)               r85.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               a0.0<1>:uw    r14.0<8;8,1>:uw   0x8A0:uw             
        mov (8|M0)               r86.0<1>:f    r[a0.0]<1,0>:f                  
        add (8|M0)               r87.0<1>:ud   r51.0<8;8,1>:ud   0x10:uw             
        add (8|M0)               r88.0<1>:ud   r51.0<8;8,1>:d    48:w              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r51     r71     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r61.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r87     r75     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r61     r79     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r51.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        sends (8|M0)             null:ud  r88     r83     0x10C            0x0202600A           // wr:1+4, rd:0; hdc.dc1; untyped surface write with xyzw
(W)     mov (8|M0)               r87.0<1>:f    r87.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L1824:
