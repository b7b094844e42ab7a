L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r8.2<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        cmp (16|M0)   (eq)f0.0   null<1>:d     r5.0<8;8,1>:d     -r7.0<0;1,0>:d   {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    -r7.0<0;1,0>:d  
(f0.0)  if (32|M0)                           L320                  L320                
L136:
(W)     mov (2|M0)               r12.0<1>:f    r8.0<2;2,1>:f                   
(W)     mov (8|M0)               r9.8<1>:w     0xC840:uv                             
(W)     mov (1|M0)               r4.1<1>:f     r8.6<0;1,0>:f                   
(W)     mov (1|M0)               r4.2<1>:f     r8.5<0;1,0>:f                   
(W)     mov (1|M0)               r4.3<1>:f     r8.7<0;1,0>:f                   
(W)     mov (1|M0)               r4.4<1>:f     r9.0<0;1,0>:f                    {Compacted}
(W)     addc (8|M0)              r13.0<1>:ud   r12.0<0;1,0>:ud   r9.8<8;8,1>:w    {AccWrEn}
(W)     mov (8|M0)               r18.0<1>:f    r4.1<0;1,0>:f                    {Compacted}
(W)     mov (4|M0)               r18.0<1>:f    r4.1<4;4,1>:f                    {Compacted}
(W)     mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (8|M0)               r14.1<2>:ud   r16.0<8;8,1>:ud   r12.1<0;1,0>:ud 
(W)     mov (8|M0)               r14.0<2>:f    r13.0<8;8,1>:f                  
(W)     sends (8|M0)             null:ud  r14     r18     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
L320:
        endif (32|M0)                        L336                                
L336:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L360:
