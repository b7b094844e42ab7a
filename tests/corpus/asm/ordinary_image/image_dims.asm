L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r4.0<1>:d     r8.2<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        cmp (16|M0)   (eq)f0.0   null<1>:d     r5.0<8;8,1>:d     -r7.0<0;1,0>:d   {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    -r7.0<0;1,0>:d  
(f0.0)  if (32|M0)                           L240                  L240                
L120:
(W)     mov (1|M0)               r4.1<1>:d     r8.6<0;1,0>:d                   
(W)     mov (1|M0)               r4.2<1>:d     r8.5<0;1,0>:d                   
(W)     mov (1|M0)               r4.3<1>:d     r8.7<0;1,0>:d                   
(W)     mov (1|M0)               r4.4<1>:d     r9.0<0;1,0>:d                    {Compacted}
(W)     mov (8|M0)               r9.8<1>:w     0xC840:uv                             
(W)     mov (8|M0)               r14.0<1>:d    r4.1<0;1,0>:d                    {Compacted}
(W)     mov (4|M0)               r14.0<1>:d    r4.1<4;4,1>:d                    {Compacted}
(W)     add (8|M0)               r12.0<1>:uq   r8.0<0;1,0>:uq    r9.8<8;8,1>:w   
(W)     sends (8|M0)             null:ud  r12     r14     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write
L240:
        endif (32|M0)                        L256                                
L256:
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L280:
