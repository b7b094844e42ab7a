L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        cmp (16|M0)   (eq)f1.0   null<1>:d     r5.0<8;8,1>:d     -r7.0<0;1,0>:d  
        cmp (16|M16)  (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    -r7.0<0;1,0>:d  
(f1.0)  if (32|M0)                           L528                  L528                
L120:
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.5<0;1,0>:ud    r8.4<0;1,0>:ud  
(W)     mov (1|M0)               r8.14<1>:w    1:w                              
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.5<0;1,0>:ud    r8.4<0;1,0>:ud  
(W&f0.0) sel (1|M0)              r4.1<1>:d     r8.14<0;1,0>:w    0:w              
(W)     cmp (1|M0)    (gt)f0.0   null<1>:ud    r8.5<0;1,0>:ud    r9.3<0;1,0>:ud  
(W&~f0.0) sel (1|M0)             r4.2<1>:d     r4.1<0;1,0>:d     1:w              
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W&f1.0) jmpi                                L408                                
L264:
(W)     bfrev (1|M0)             r4.3<1>:d     r9.4<0;1,0>:d                   
(W)     add (1|M0)               r4.7<1>:d     r9.4<0;1,0>:d     -1:w              
(W)     lzd (1|M0)               r4.4<1>:ud    r4.3<0;1,0>:ud                  
(W)     and (1|M0)               r8.0<1>:d     r4.7<0;1,0>:d     r8.5<0;1,0>:d   
(W)     and (1|M0)               r4.5<1>:d     r4.4<0;1,0>:d     31:w              
(W)     cmp (1|M0)    (ne)f0.0   r8.1<1>:d     r8.0<0;1,0>:d     0:w              
(W)     shr (1|M0)               r4.6<1>:d     r8.5<0;1,0>:ud    r4.5<0;1,0>:d   
(W)     add (1|M0)               r8.6<1>:d     r4.6<0;1,0>:d     -r8.1<0;1,0>:d  
(W)     jmpi                                 L424                                
L408:
(W)     mov (1|M0)               r8.6<1>:d     0:w                              
L424:
(W)     mov (1|M0)               r9.5<1>:d     r8.6<0;1,0>:d                   
(W)     mov (1|M0)               r9.6<1>:d     r9.4<0;1,0>:d                   
(W)     mov (8|M0)               r15.0<1>:w    0x40:uv                             
(W)     mov (8|M0)               r14.0<1>:d    r9.5<0;1,0>:d                    {Compacted}
(W)     mov (2|M0)               r14.0<1>:d    r9.5<2;2,1>:d                   
(W)     add (8|M0)               r12.0<1>:uq   r8.1<0;1,0>:uq    r15.0<8;8,1>:w  
(W)     sends (8|M0)             null:ud  r12     r14     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
L528:
        endif (32|M0)                        L544                                
L544:
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                  
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L584:
