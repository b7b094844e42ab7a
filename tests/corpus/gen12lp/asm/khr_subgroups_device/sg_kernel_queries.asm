L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        cmp (16|M0)   (eq)f0.0   null<1>:d     r5.0<8;8,1>:d     -r7.0<0;1,0>:d   {@2}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    -r7.0<0;1,0>:d   {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (32|M0)                           L832                  L832                
L144:
(W)     cmp (1|M0)    (gt)f0.0   r4.1<1>:ud    r8.5<0;1,0>:ud    r8.4<0;1,0>:ud  
(W)     cmp (1|M0)    (gt)f0.0   null<1>:ud    r8.5<0;1,0>:ud    r9.3<0;1,0>:ud  
(W&~f0.0) sel (1|M0)             r4.2<1>:d     -r4.1<0;1,0>:d    1:w               {@2}
(W)     cmp (16|M0)   (ne)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w               {@1}
(W)     cmp (16|M16)  (ne)f1.0   null<1>:d     r4.2<0;1,0>:d     0:w              
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f1.0) if (32|M0)                           L512                  L584                
L256:
(W)     mov (1|M0)               r12.2<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               r8.14<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
(W)     or (1|M0)                f1.0<1>:uw    f1.0<0;1,0>:uw    0x1:uw             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) bfrev (1|M0)     r4.3<1>:d     r9.4<0;1,0>:d                   
(W&f0.0.any32h) add (1|M0)       r4.7<1>:d     r9.4<0;1,0>:d     -1:w              
(W&~f0.0.any32h) and (1|M0)      f1.0<1>:uw    f1.0<0;1,0>:uw    0xFFFE:uw             
(W&f0.0.any32h) lzd (1|M0)       r4.4<1>:ud    r4.3<0;1,0>:ud                   {@3}
(W&f0.0.any32h) and (1|M0)       r8.0<1>:d     r4.7<0;1,0>:d     r8.5<0;1,0>:d    {@3}
(W&f0.0.any32h) and (1|M0)       r4.5<1>:d     r4.4<0;1,0>:d     31:w               {@2}
(W&f1.0) cmp (1|M0)   (ne)f1.0   r8.1<1>:d     r8.0<0;1,0>:d     0:w               {@2}
(W&f0.0.any32h) shr (1|M0)       r4.6<1>:d     r8.5<0;1,0>:ud    r4.5<0;1,0>:d    {@2}
(W&~f0.0.any32h) mov (1|M0)      f1.0<1>:uw    r8.14<0;1,0>:uw                 
(W&f0.0.any32h) add (1|M0)       r8.6<1>:d     r4.6<0;1,0>:d     -r8.1<0;1,0>:d   {@2}
(W)     mov (1|M0)               f0.0<1>:ud    r12.2<0;1,0>:ud                 
        else (32|M0)                         L584                  L584                
L512:
(W)     mov (1|M0)               r12.2<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (1|M0)       r8.6<1>:f     0.0:f                              
(W)     mov (1|M0)               f0.0<1>:ud    r12.2<0;1,0>:ud                  {@4}
L584:
        endif (32|M0)                        L600                                
L600:
(W)     mov (1|M0)               r12.2<1>:ud   f0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                             
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any32h) mov (2|M0)       r12.0<1>:f    r8.2<2;2,1>:f                   
(W&f0.0.any32h) mov (8|M0)       r12.8<1>:w    0x40:uv                             
(W&f0.0.any32h) mov (1|M0)       r9.5<1>:f     r8.6<0;1,0>:f                    {@7}
(W&f0.0.any32h) addc (8|M0)      r13.0<1>:ud   r12.0<0;1,0>:ud   r12.8<8;8,1>:w   {AccWrEn,@2}
(W&f0.0.any32h) mov (1|M0)       r9.6<1>:f     r9.4<0;1,0>:f                   
(W&f0.0.any32h) mov (8|M0)       r16.0<1>:ud   acc0.0<8;8,1>:ud                
(W&f0.0.any32h) mov (8|M0)       r18.0<1>:f    r9.5<0;1,0>:f                    {@4}
(W&f0.0.any32h) add (8|M0)       r14.1<2>:ud   r16.0<8;8,1>:ud   r12.1<0;1,0>:ud  {@2}
(W&f0.0.any32h) mov (2|M0)       r18.0<1>:f    r9.5<2;2,1>:f                    {@4}
(W&f0.0.any32h) mov (8|M0)       r14.0<2>:f    r13.0<8;8,1>:f                   {@6}
(W&f0.0.any32h) send.dc1 (8|M0)   null    r14     r18     0x40            0x040681FF           {@1,$0} // wr:2+1, rd:0; a64 dword scattering write
(W)     mov (1|M0)               f0.0<1>:ud    r12.2<0;1,0>:ud                 
L832:
        endif (32|M0)                        L848                                
L848:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r17      r3      null    0x0            0x0219E000           {$1} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {$1.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L904:
