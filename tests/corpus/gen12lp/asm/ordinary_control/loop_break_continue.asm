L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r5.6<0;1,0>:d     0:w               {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L144                  L744                
L112:
        mov (16|M0)              r11.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r13.0<1>:f    0.0:f                               {Compacted}
        else (16|M0)                         L744                  L744                
L144:
        shl (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@6}
(W)     mov (2|M0)               r5.4<1>:f     0.0:f                               {Compacted}
        send.dc1 (16|M0)         r17      r15     null    0x0            0x04205E01           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
L176:
(W)     mov (1|M0)               r3.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (16|M0)              r13.0<1>:f    r5.4<0;1,0>:f                    {Compacted,@4}
(W&f0.0.any16h) shl (1|M0)       r5.0<1>:d     r5.4<0;1,0>:d     2:w              
        mov (16|M0)              r11.0<1>:f    r5.5<0;1,0>:f                    {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(W&f0.0.any16h) send.dc0 (1|M0)   r19     r5      null    0x0            0x02110800           {@3,$1} // wr:1+0, rd:1; byte gathering read 32b
(W)     mov (1|M0)               f0.0<1>:uw    r3.12<0;1,0>:uw                  {@7}
        sync.nop                             null                             {Compacted,$1.dst}
        cmp (16|M0)   (eq)f1.1   null<1>:d     r19.0<0;1,0>:d    r17.0<8;8,1>:d   {$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(f1.1)  goto (16|M0)                         L696                  L728                
L352:
(W)     mov (1|M0)               r3.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r3.10<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&f0.0.any16h) mul (1|M0)       acc0.0<1>:ud  r5.4<0;1,0>:ud    0xAAAB:uw             
(W&f0.0.any16h) mach (1|M0)      r20.0<1>:ud   r5.4<0;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W&f0.0.any16h) xor (1|M0)       r3.3<1>:d     r19.0<0;1,0>:d    r5.4<0;1,0>:d   
(W&f0.0.any16h) shr (1|M0)       r3.1<1>:d     r20.0<0;1,0>:ud   1:w               {@2}
(W&f0.0.any16h) mul (1|M0)       r3.2<1>:d     r3.1<0;1,0>:d     -3:w               {@1}
(W)     cmp (1|M0)    (eq)f1.0   null<1>:d     r3.2<0;1,0>:d     -r5.4<0;1,0>:d   {@1}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r3.10<0;1,0>:uw                  {@7}
(W&f0.0.any16h) add (1|M0)       r5.4<1>:d     r5.4<0;1,0>:d     1:w              
(W)     mov (1|M0)               r3.10<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    0xFFFF:uw                             
(W&~f1.0) sel (1|M0)             r3.4<1>:d     r3.3<0;1,0>:d     0:w               {@7}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r3.10<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               r3.10<1>:uw   f0.1<0;1,0>:uw                  
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r5.4<0;1,0>:ud    r5.6<0;1,0>:ud   {@6}
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r3.10<0;1,0>:uw                  {@2}
(W&f0.0.any16h) add (1|M0)       r5.5<1>:d     r5.5<0;1,0>:d     r3.4<0;1,0>:d    {@5}
(W)     mov (1|M0)               f0.0<1>:uw    r3.12<0;1,0>:uw                 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto.b (16|M0)                       L696                  L176                
L696:
        join (16|M0)                         L728                                
L712:
        mov (16|M0)              r11.0<1>:f    r5.5<0;1,0>:f                    {Compacted,@5}
        mov (16|M0)              r13.0<1>:f    r5.4<0;1,0>:f                    {Compacted}
L728:
        join (16|M0)                         L744                                
L744:
        endif (16|M0)                        L760                                
L760:
        shl (16|M0)              r21.0<1>:d    r9.0<8;8,1>:d     3:w               {Compacted}
        mov (16|M0)              r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@5}
        mov (16|M0)              r25.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@5}
        send.dc1 (16|M0)         null     r21     r23     0x100            0x04025C02           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r27      r2      null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r27.0<8;8,1>:ud                  {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L856:
