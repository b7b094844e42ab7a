L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mov (8|M0)               r13.0<1>:f    r3.0<8;8,1>:f                    {Compacted}
(W)     mov (1|M0)               r13.2<1>:f    4.34403e-44:f                              
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mov (2|M0)               r13.0<1>:f    r8.4<2;2,1>:f                   
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     send (8|M0)              r12      r13:f   0xC            0x02190000           // wr:1h+0, rd:1; hdc.dc1; media block read
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
        mov (16|M0)              r14.0<1>:ud   r12.0<8;8,1>:ub                 
        mov (16|M16)             r16.0<1>:ud   r12.16<8;8,1>:ub                
        sends (16|M0)            null:w   r5      r14     0x8A            0x04030101           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        sends (16|M16)           null:w   r10     r16     0x8A            0x04030101           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b
        send (16|M0)             r18:w    r5:f    0xA            0x04210102           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
(W)     mov (8|M0)               r5.0<1>:f     r5.0<8;8,1>:f                    {Compacted}
        send (16|M16)            r20:w    r10:f   0xA            0x04210102           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b
        add (16|M0)              r23.0<2>:b    r18.0<4;1,0>:b    1:w              
        add (16|M16)             r24.0<2>:b    r20.0<4;1,0>:b    1:w              
        mov (16|M0)              r22.0<1>:b    r23.0<2;1,0>:b                  
        mov (16|M16)             r22.16<1>:b   r24.0<2;1,0>:b                  
(W)     sends (8|M0)             null:ud  r13     r22     0x4C            0x020A8003           // wr:1h+1, rd:0; hdc.dc1; media block write
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L376:
