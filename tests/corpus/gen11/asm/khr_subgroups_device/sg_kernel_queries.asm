L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw  
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        cmp (16|M0)   (eq)f0.0   null<1>:d     r5.0<8;8,1>:d     -r7.0<0;1,0>:d   {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    -r7.0<0;1,0>:d  
(f0.0)  if (32|M0)                           L552                  L552                
L128:
(W)     cmp (1|M0)    (gt)f0.0   r4.1<1>:ud    r8.5<0;1,0>:ud    r8.4<0;1,0>:ud  
(W)     cmp (1|M0)    (gt)f0.0   null<1>:ud    r8.5<0;1,0>:ud    r9.3<0;1,0>:ud  
(W&~f0.0) sel (1|M0)             r4.2<1>:d     -r4.1<0;1,0>:d    1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W&f1.0) jmpi                                L368                                
L224:
(W)     bfrev (1|M0)             r4.3<1>:d     r9.4<0;1,0>:d                   
(W)     add (1|M0)               r4.7<1>:d     r9.4<0;1,0>:d     -1:w              
(W)     lzd (1|M0)               r4.4<1>:ud    r4.3<0;1,0>:ud                  
(W)     and (1|M0)               r8.0<1>:d     r4.7<0;1,0>:d     r8.5<0;1,0>:d   
(W)     and (1|M0)               r4.5<1>:d     r4.4<0;1,0>:d     31:w              
(W)     cmp (1|M0)    (ne)f1.0   r8.1<1>:d     r8.0<0;1,0>:d     0:w              
(W)     shr (1|M0)               r4.6<1>:d     r8.5<0;1,0>:ud    r4.5<0;1,0>:d   
(W)     add (1|M0)               r8.6<1>:d     r4.6<0;1,0>:d     -r8.1<0;1,0>:d  
(W)     jmpi                                 L384                                
L368:
(W)     mov (1|M0)               r8.6<1>:f     0.0:f                              
L384:
(W)     mov (2|M0)               r12.0<1>:f    r8.2<2;2,1>:f                   
(W)     mov (1|M0)               r9.5<1>:f     r8.6<0;1,0>:f                   
(W)     mov (8|M0)               r12.8<1>:w    0x40:uv                             
(W)     mov (1|M0)               r9.6<1>:f     r9.4<0;1,0>:f                   
(W)     mov (8|M0)               r18.0<1>:f    r9.5<0;1,0>:f                    {Compacted}
(W)     addc (8|M0)              r13.0<1>:ud   r12.0<0;1,0>:ud   r12.8<8;8,1>:w   {AccWrEn}
(W)     mov (2|M0)               r18.0<1>:f    r9.5<2;2,1>:f                   
(W)     mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     add (8|M0)               r14.1<2>:ud   r16.0<8;8,1>:ud   r12.1<0;1,0>:ud 
(W)     mov (8|M0)               r14.0<2>:f    r13.0<8;8,1>:f                  
(W)     sends (8|M0)             null:ud  r14     r18     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}
L552:
        endif (32|M0)                        L568                                
L568:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L592:
