L0:
(W)     mov (8|M0)               r48.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r48.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r7.0<1>:d     r6.3<0;1,0>:d     r48.1<0;1,0>:d  
(W)     mul (1|M0)               acc0.0<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r10.0<1>:d    r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mov (16|M0)              r49.0<1>:d    r1.0<16;16,1>:uw                
(W)     mul (1|M0)               acc0.0<1>:d   r10.0<0;1,0>:d    r6.4<0;1,0>:uw   {Compacted,@2}
(W)     mach (1|M0)              r53.0<1>:d    r10.0<0;1,0>:d    r6.2<0;1,0>:d    {Compacted}
        add (16|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r49.0<8;8,1>:d   {Compacted,@3}
(W)     and (1|M0)               r5.6<1>:d     r53.0<0;1,0>:d    15:w               {Compacted,@2}
        add (16|M0)              r51.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r5.6<0;1,0>:d     0:w               {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  goto (16|M0)                         L392                  L392                
L176:
        mul (16|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw
(W)     add (1|M0)               r13.0<1>:d    r53.0<0;1,0>:d    15:w               {Compacted}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw {@2}
(W)     shr (1|M0)               r14.0<1>:d    r13.0<0;1,0>:ud   3:w               {Compacted,@2}
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r9.0<2;1,0>:uw   {Compacted,@2}
        mach (8|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r6.0<0;1,0>:d     r10.0<2;1,0>:uw 
        mach (8|M8)              r10.0<1>:d    r6.0<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}
(W)     shr (1|M0)               r15.0<1>:d    r14.0<0;1,0>:ud   0x1:uw              {@5}
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r49.0<8;8,1>:d   {Compacted,@2}
(W)     add (1|M0)               r16.0<1>:d    r15.0<0;1,0>:d    -1:w               {Compacted,@2}
        shr (16|M0)              r9.0<1>:d     r9.0<8;8,1>:ud    3:w               {Compacted,@2}
        shr (16|M0)              r11.0<1>:d    r9.0<8;8,1>:ud    0x1:uw              {@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r11.0<8;8,1>:ud   r16.0<0;1,0>:ud  {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  goto (16|M0)                         L392                  L392                
L368:
        mov (16|M0)              r54.0<1>:f    r5.6<0;1,0>:f                    {Compacted}
        goto (16|M0)                         L392                  L424                
L392:
        join (16|M0)                         L424                                
L408:
        mov (16|M0)              r54.0<1>:f    2.24208e-44:f                              
L424:
        join (16|M0)                         L440                                
L440:
(W)     mov (8|M0)               r56.0<1>:w    0x76543210:v                              
(W)     add (8|M0)               r56.8<1>:w    r56.0<8;8,1>:w    8:w               {@1}
        cmp (16|M0)   (eq)f0.0   null<1>:w     r56.0<16;16,1>:w  0:w               {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(~f0.0) if (16|M0)                           L616                  L4616                
L520:
(W)     mov (1|M0)               r7.0<1>:f     0.0:f                               {Compacted}
        mov (8|M0)               r71.0<2>:f    0xBFFFFFFF:f                              
(W)     shl (1|M0)               r9.0<1>:d     r7.0<0;1,0>:ud    4:w               {Compacted,@2}
        mov (8|M8)               r73.0<2>:f    0xBFFFFFFF:f                              
(W)     asr (1|M0)               r11.1<2>:ud   r9.0<0;1,0>:d     4:w               {@2}
        mov (8|M0)               r71.1<2>:f    r11.1<0;1,0>:f                   {Compacted,@1}
        mov (8|M8)               r73.1<2>:f    r11.1<0;1,0>:f                   {Compacted}
        else (16|M0)                         L4616                  L4616                
L616:
(W)     mov (2|M0)               r8.0<1>:f     r5.2<2;2,1>:f                    {Compacted}
(W)     send.dc1 (1|M0)          r9       r8      null    0x0            0x041401FF           {@1,$0} // wr:2+0, rd:1; a64 dword gathering read
        cmp (16|M0)   (gt)f1.0   null<1>:d     r9.0<0;1,0>:ud    r54.0<8;8,1>:ud  {$0.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L856                  L4600                
L688:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (8|M0)               r71.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r73.0<2>:f    0xBFFFFFFF:f                              
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r9.0<1>:d     r7.0<0;1,0>:ud    4:w               {@1}
(W&f0.0.any16h) asr (1|M0)       r11.1<2>:ud   r9.0<0;1,0>:d     4:w               {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
        mov (8|M0)               r71.1<2>:f    r11.1<0;1,0>:f                   {Compacted,@2}
        mov (8|M8)               r73.1<2>:f    r11.1<0;1,0>:f                   {Compacted}
        else (16|M0)                         L4600                  L4600                
L856:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (16|M0)              r13.0<1>:f    0.0:f                               {Compacted}
(W&f0.0.any16h) mov (1|M0)       r5.7<1>:f     r5.2<0;1,0>:f                   
(W&f0.0.any16h) mov (1|M0)       r6.6<1>:f     r5.3<0;1,0>:f                   
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r5.7<0;1,0>:ud    0x40:ud              {AccWrEn,@2}
(W&f0.0.any16h) mov (1|M0)       r8.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) mov (1|M0)       r58.0<2>:f    r7.0<0;1,0>:f                    {@2}
(W&f0.0.any16h) add (1|M0)       r58.1<2>:ud   r8.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@2}
        mov (8|M0)               r9.0<2>:f     r58.0<0;1,0>:f                   {Compacted,@2}
        mov (8|M8)               r11.0<2>:f    r58.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r9.1<2>:f     r58.1<0;1,0>:f                   {Compacted,@3}
        mov (8|M8)               r11.1<2>:f    r58.1<0;1,0>:f                   {Compacted}
        send.dc1 (8|M0)          r15      r9      r13     0x40            0x0414A2FF           {@2,$1} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR
        send.dc1 (8|M8)          r16      r11     r14     0x40            0x0414A2FF           {@1,$2} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                
        sync.nop                             null                             {Compacted,$2.dst}
        mov (16|M0)              r59.0<1>:f    r15.0<8;8,1>:f                   {Compacted,$1.dst}
        cmp (16|M0)   (gt)f0.1   null<1>:d     r59.0<8;8,1>:d    -1:w               {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (16|M0)                           L4432                  L4584                
L1144:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        add (16|M0)              r7.0<1>:d     r59.0<8;8,1>:d    1:w               {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(W&f0.0.any16h) send.dc0 (8|M0)   r9      r48     null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
        mov (8|M0)               r10.0<2>:f    r58.0<0;1,0>:f                   {Compacted}
        mov (8|M8)               r12.0<2>:f    r58.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r14.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r15.0<1>:f    r7.0<8;8,1>:f                    {Compacted,@5}
        mov (8|M8)               r16.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r17.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r10.1<2>:f    r58.1<0;1,0>:f                   {Compacted}
        mov (8|M8)               r12.1<2>:f    r58.1<0;1,0>:f                   {Compacted}
(W)     mov (8|M0)               null<1>:ud    r9.0<8;8,1>:ud                   {$3.dst}
        send.dc1 (8|M0)          r18      r10     r14     0x80            0x0414AEFF           {@3,$4} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
        send.dc1 (8|M8)          r19      r12     r16     0x80            0x0414AEFF           {@2,$5} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (8|M0)   r20     r48     null    0x0            0x0219E100           {$6} // wr:1h+0, rd:1; synchronized global fence flushing L1
        sync.nop                             null                             {Compacted,$5.dst}
        cmp (16|M0)   (eq)f1.1   null<1>:d     r18.0<8;8,1>:d    r59.0<8;8,1>:d   {$4.dst}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {$6.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(f1.1)  goto (16|M0)                         L1824                  L1824                
L1456:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     mov (1|M0)               r53.8<1>:uw   f1.0<0;1,0>:uw                   {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(W&f0.0.any16h) send.dc1 (1|M0)   r57     r58     null    0x0            0x041401FF           {$7} // wr:2+0, rd:1; a64 dword gathering read
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r57.0<0;1,0>:d    -1:w               {$7.dst}
(W&~f0.0.any16h) mov (1|M0)      f1.0<1>:uw    r53.8<0;1,0>:uw                  {@3}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(f1.0)  goto (16|M0)                         L1784                  L1784                
L1616:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (8|M0)               r71.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r73.0<2>:f    0xBFFFFFFF:f                              
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r9.0<1>:d     r7.0<0;1,0>:ud    4:w               {@1}
(W&f0.0.any16h) asr (1|M0)       r11.1<2>:ud   r9.0<0;1,0>:d     4:w               {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
        mov (8|M0)               r71.1<2>:f    r11.1<0;1,0>:f                   {Compacted,@2}
        mov (8|M8)               r73.1<2>:f    r11.1<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L1784                  L4400                
L1784:
        join (16|M0)                         L1824                                
L1800:
        mov (16|M0)              r59.0<1>:f    r57.0<0;1,0>:f                   {Compacted}
        goto.b (16|M0)                       L1824                  L1144                
L1824:
        join (16|M0)                         L4400                                
L1840:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r5.7<0;1,0>:ud    0x4:ud              {AccWrEn}
(W&f0.0.any16h) mov (1|M0)       r8.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) add (1|M0)       r10.1<2>:ud   r8.0<0;1,0>:ud    r6.6<0;1,0>:ud   {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(W&f0.0.any16h) send.dc0 (8|M0)   r11     r48     null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
        mov (8|M0)               r12.0<2>:f    r7.0<0;1,0>:f                    {Compacted,@4}
        mov (8|M8)               r14.0<2>:f    r7.0<0;1,0>:f                    {Compacted}
        mov (16|M0)              r16.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r12.1<2>:f    r10.1<0;1,0>:f                   {Compacted,@5}
        mov (8|M8)               r14.1<2>:f    r10.1<0;1,0>:f                   {Compacted}
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {$8.dst}
        send.dc1 (8|M0)          r18      r12     r16     0x40            0x0414A2FF           {@3,$9} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR
        send.dc1 (8|M8)          r19      r14     r17     0x40            0x0414A2FF           {@2,$10} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r61.0<1>:f    r18.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (8|M0)   r20     r48     null    0x0            0x0219E100           {$11} // wr:1h+0, rd:1; synchronized global fence flushing L1
(W&f0.0.any16h) addc (1|M0)      r21.0<1>:ud   r5.7<0;1,0>:ud    0x8:ud              {AccWrEn}
(W&f0.0.any16h) mov (1|M0)       r22.0<1>:ud   acc0.0<0;1,0>:ud                
(W&f0.0.any16h) mov (1|M0)       r64.0<2>:f    r21.0<0;1,0>:f                   {@2}
(W&f0.0.any16h) add (1|M0)       r64.1<2>:ud   r22.0<0;1,0>:ud   r6.6<0;1,0>:ud   {@2}
(W)     mov (8|M0)               null<1>:ud    r20.0<8;8,1>:ud                  {$11.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(W&f0.0.any16h) send.dc0 (8|M0)   r23     r48     null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing
        mov (8|M0)               r24.0<2>:f    r64.0<0;1,0>:f                   {Compacted,@4}
        mov (8|M8)               r26.0<2>:f    r64.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r24.1<2>:f    r64.1<0;1,0>:f                   {Compacted,@5}
        mov (8|M8)               r26.1<2>:f    r64.1<0;1,0>:f                   {Compacted}
(W)     mov (8|M0)               null<1>:ud    r23.0<8;8,1>:ud                  {$12.dst}
        send.dc1 (8|M0)          r28      r24     r16     0x40            0x0414A2FF           {@3,$13} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR
        send.dc1 (8|M8)          r29      r26     r17     0x40            0x0414A2FF           {@2,$14} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR
        sync.nop                             null                             {Compacted,$14.dst}
        mov (16|M0)              r65.0<1>:f    r28.0<8;8,1>:f                   {Compacted,$13.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (8|M0)   r30     r48     null    0x0            0x0219E100           {$15} // wr:1h+0, rd:1; synchronized global fence flushing L1
(W&f0.0.any16h) mov (2|M0)       r32.0<1>:f    r5.2<2;2,1>:f                   
        add (16|M0)              r34.0<1>:d    r65.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@3}
(W)     mov (8|M0)               null<1>:ud    r30.0<8;8,1>:ud                  {$15.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(W&f0.0.any16h) send.dc1 (1|M0)   r33     r32     null    0x0            0x041401FF           {@4,$0} // wr:2+0, rd:1; a64 dword gathering read
(W&f0.0.any16h) mov (1|M0)       r38.0<1>:hf   0x1:hf                             
(W&f0.0.any16h) mov (1|M0)       r43.0<1>:hf   0x1:hf                             
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                
        cmp (16|M0)   (lt)f1.1   null<1>:d     r34.0<8;8,1>:ud   r33.0<0;1,0>:ud  {@6,$0.dst}
(~f1.1) sel (16|M0)              r36.0<1>:d    r33.0<0;1,0>:d    0:w              
        add (16|M0)              r67.0<1>:d    r34.0<8;8,1>:d    -r36.0<8;8,1>:d  {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r65.0<8;8,1>:ud   r61.0<8;8,1>:ud 
        cmp (16|M0)   (le)f1.0   null<1>:d     r61.0<8;8,1>:ud   r67.0<8;8,1>:ud  {@2}
(f1.1)  sel (16|M0)              acc0.0<1>:uw  r38.0<0;1,0>:uw   0x0:uw              {@7}
(f1.0)  sel (16|M0)              r40.0<1>:uw   r38.0<0;1,0>:uw   0x0:uw              {Compacted}
(f1.1)  sel (16|M0)              r41.0<1>:uw   r38.0<0;1,0>:uw   0x0:uw              {Compacted}
(f1.0)  sel (16|M0)              r42.0<1>:uw   r38.0<0;1,0>:uw   0x0:uw              {Compacted}
        and (16|M0)   (ne)f1.1   null<1>:uw    acc0.0<16;16,1>:uw  r40.0<16;16,1>:uw {@3}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r67.0<8;8,1>:ud   r65.0<8;8,1>:ud 
        or (16|M0)    (ne)f1.0   null<1>:uw    r41.0<16;16,1>:uw  r42.0<16;16,1>:uw {@3}
(f1.1)  sel (16|M0)              r46.0<1>:d    r43.0<0;1,0>:w    0:w              
(f1.0)  sel (16|M0)              r44.0<1>:d    r43.0<0;1,0>:w    0:w              
(~f0.1) mov (16|M0)              r44.0<1>:f    r46.0<8;8,1>:f                   {@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r44.0<8;8,1>:d    0:w               {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f1.0) if (16|M0)                           L3872                  L4024                
L2712:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5}
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r48     null    0x0            0x0219E000           {$1} // wr:1h+0, rd:1; synchronized global fence flushing
        mov (8|M0)               r8.0<2>:f     r64.0<0;1,0>:f                   {Compacted}
        mov (8|M8)               r10.0<2>:f    r64.0<0;1,0>:f                   {Compacted}
        mov (8|M0)               r12.0<1>:f    r65.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r13.0<1>:f    r67.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r14.0<1>:f    r66.0<8;8,1>:f                   {Compacted}
        mov (8|M8)               r15.0<1>:f    r68.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r8.1<2>:f     r64.1<0;1,0>:f                   {Compacted}
        mov (8|M8)               r10.1<2>:f    r64.1<0;1,0>:f                   {Compacted}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$1.dst}
        send.dc1 (8|M0)          r16      r8      r12     0x80            0x0414AEFF           {@3,$2} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
        send.dc1 (8|M8)          r17      r10     r14     0x80            0x0414AEFF           {@2,$3} // wr:2+2, rd:1; untyped a64 atomic int32 integer compare and swap
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (8|M0)   r18     r48     null    0x0            0x0219E100           {$4} // wr:1h+0, rd:1; synchronized global fence flushing L1
        sync.nop                             null                             {Compacted,$3.dst}
        cmp (16|M0)   (eq)f0.1   null<1>:d     r16.0<8;8,1>:d    r65.0<8;8,1>:d   {$2.dst}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                
(W)     mov (8|M0)               null<1>:ud    r18.0<8;8,1>:ud                  {$4.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4}
(f0.1)  goto (16|M0)                         L3552                  L3736                
L3016:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (2|M0)       r8.0<1>:f     r5.2<2;2,1>:f                   
(W&f0.0.any16h) mov (4|M0)       r9.0<1>:w     0x8840:uv                             
(W&f0.0.any16h) mov (1|M0)       r18.0<1>:hf   0x1:hf                             
(W&f0.0.any16h) addc (4|M0)      r10.0<1>:ud   r8.0<0;1,0>:ud    r9.0<4;4,1>:w    {AccWrEn,@2}
(W&f0.0.any16h) mov (1|M0)       r23.0<1>:hf   0x1:hf                             
(W&f0.0.any16h) mov (4|M0)       r11.0<1>:ud   acc0.0<4;4,1>:ud                
(W&f0.0.any16h) add (4|M0)       r12.1<2>:ud   r11.0<4;4,1>:ud   r8.1<0;1,0>:ud   {@1}
(W&f0.0.any16h) mov (4|M0)       r12.0<2>:f    r10.0<4;4,1>:f                   {@4}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(W&f0.0.any16h) send.dc1 (4|M0)   r13     r12     null    0x0            0x041401FF           {@2,$5} // wr:2+0, rd:1; a64 dword gathering read
(W&f0.0.any16h) mov (1|M0)       r63.2<1>:f    r13.2<0;1,0>:f                   {$5.dst}
(W&f0.0.any16h) mov (2|M0)       r63.0<1>:f    r13.0<2;2,1>:f                  
        add (16|M0)              r14.0<1>:d    r63.2<0;1,0>:d    r54.0<8;8,1>:d   {Compacted,@2}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                
        cmp (16|M0)   (lt)f1.1   null<1>:d     r14.0<8;8,1>:ud   r63.0<0;1,0>:ud  {@2}
(~f1.1) sel (16|M0)              r16.0<1>:d    r63.0<0;1,0>:d    0:w              
        add (16|M0)              r67.0<1>:d    r14.0<8;8,1>:d    -r16.0<8;8,1>:d  {Compacted,@1}
        cmp (16|M0)   (lt)f1.1   null<1>:d     r63.2<0;1,0>:ud   r61.0<8;8,1>:ud 
        cmp (16|M0)   (le)f1.0   null<1>:d     r61.0<8;8,1>:ud   r67.0<8;8,1>:ud  {@2}
(f1.1)  sel (16|M0)              r21.0<1>:uw   r18.0<0;1,0>:uw   0x0:uw              {Compacted}
(f1.0)  sel (16|M0)              r22.0<1>:uw   r18.0<0;1,0>:uw   0x0:uw              {Compacted}
(f1.1)  sel (16|M0)              acc0.0<1>:uw  r18.0<0;1,0>:uw   0x0:uw             
(f1.0)  sel (16|M0)              r20.0<1>:uw   r18.0<0;1,0>:uw   0x0:uw              {Compacted}
        or (16|M0)    (ne)f1.0   null<1>:uw    r21.0<16;16,1>:uw  r22.0<16;16,1>:uw {@3}
        and (16|M0)   (ne)f0.1   null<1>:uw    acc0.0<16;16,1>:uw  r20.0<16;16,1>:uw {@2}
(f1.0)  sel (16|M0)              r24.0<1>:d    r23.0<0;1,0>:w    0:w              
        cmp (16|M0)   (lt)f1.0   null<1>:d     r67.0<8;8,1>:ud   r63.2<0;1,0>:ud 
(f0.1)  sel (16|M0)              r26.0<1>:d    r23.0<0;1,0>:w    0:w              
(~f1.0) mov (16|M0)              r24.0<1>:f    r26.0<8;8,1>:f                   {@1}
        cmp (16|M0)   (ne)f0.1   null<1>:d     r24.0<8;8,1>:d    0:w               {@1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  goto (16|M0)                         L3552                  L3552                
L3528:
        mov (16|M0)              r65.0<1>:f    r63.2<0;1,0>:f                   {Compacted}
        goto.b (16|M0)                       L3552                  L2712                
L3552:
        join (16|M0)                         L3736                                
L3568:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (8|M0)               r71.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r73.0<2>:f    0xBFFFFFFF:f                              
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r9.0<1>:d     r7.0<0;1,0>:ud    4:w               {@1}
(W&f0.0.any16h) asr (1|M0)       r11.1<2>:ud   r9.0<0;1,0>:d     4:w               {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
        mov (8|M0)               r71.1<2>:f    r11.1<0;1,0>:f                   {Compacted,@2}
        mov (8|M8)               r73.1<2>:f    r11.1<0;1,0>:f                   {Compacted}
        goto (16|M0)                         L3736                  L3840                
L3736:
        join (16|M0)                         L3840                                
L3752:
        mov (8|M0)               r9.0<1>:f     0.0:f                               {Compacted}
        mov (8|M8)               r10.0<1>:f    0.0:f                               {Compacted}
        or (16|M0)               r7.0<1>:d     r65.0<8;8,1>:d    1073741824:d              
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:ud    4:w               {Compacted,@2}
        mov (8|M0)               r71.0<2>:f    r7.0<8;8,1>:f                    {Compacted,@2}
        asr (16|M0)              r9.0<1>:ud    r11.0<8;8,1>:d    4:w               {@2}
        mov (8|M8)               r73.0<2>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r71.1<2>:f    r9.0<8;8,1>:f                    {Compacted,@2}
        mov (8|M8)               r73.1<2>:f    r10.0<8;8,1>:f                   {Compacted}
L3840:
        join (16|M0)                         L3856                                
L3856:
        else (16|M0)                         L4024                  L4024                
L3872:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (8|M0)               r71.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r73.0<2>:f    0xBFFFFFFF:f                              
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r9.0<1>:d     r7.0<0;1,0>:ud    4:w               {@1}
(W&f0.0.any16h) asr (1|M0)       r11.1<2>:ud   r9.0<0;1,0>:d     4:w               {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
        mov (8|M0)               r71.1<2>:f    r11.1<0;1,0>:f                   {Compacted,@2}
        mov (8|M8)               r73.1<2>:f    r11.1<0;1,0>:f                   {Compacted}
L4024:
        endif (16|M0)                        L4040                                
L4040:
        mov (8|M0)               r7.0<1>:f     r71.0<2;1,0>:f                   {Compacted,@3}
        mov (8|M8)               r8.0<1>:f     r73.0<2;1,0>:f                   {Compacted,@3}
        mov (8|M0)               r9.0<1>:f     r71.1<2;1,0>:f                   {Compacted}
        mov (8|M8)               r10.0<1>:f    r73.1<2;1,0>:f                   {Compacted}
        and (16|M0)   (eq)f0.1   null<1>:d     r7.0<8;8,1>:d     1073741824:d               {@3}
        or (16|M0)               r9.0<1>:ud    r9.0<8;8,1>:ud    0x20000000:ud              {@2}
        mov (8|M0)               r11.1<2>:f    r9.0<8;8,1>:f                    {Compacted,@1}
        mov (8|M8)               r13.1<2>:f    r10.0<8;8,1>:f                   {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (16|M0)                           L4384                  L4384                
L4152:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5}
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r48     null    0x0            0x0219E000           {@7,$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W&f0.0.any16h) mov (1|M0)       f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r6.14<0;1,0>:uw   r6.14<0;1,0>:uw 
(W&f0.0.any16h) cbit (1|M0)      r8.0<1>:ud    f0.1<0;1,0>:uw                  
(W&f0.0.any16h) mov (1|M0)       r10.0<1>:d    -r8.0<0;1,0>:ud                  {@1}
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$6.dst}
(W&f0.0.any16h) send.dc1 (1|M0)   null    r58     r10     0x40            0x040487FF           {@2,$7} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(W&f0.0.any16h) send.dc0 (8|M0)   r11     r48     null    0x0            0x0219E100           {$8} // wr:1h+0, rd:1; synchronized global fence flushing L1
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {$8.dst}
L4384:
        endif (16|M0)                        L4400                                
L4400:
        join (16|M0)                         L4416                                
L4416:
        else (16|M0)                         L4584                  L4584                
L4432:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
        mov (8|M0)               r71.0<2>:f    0xBFFFFFFF:f                              
        mov (8|M8)               r73.0<2>:f    0xBFFFFFFF:f                              
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0.0:f                              
(W&f0.0.any16h) shl (1|M0)       r9.0<1>:d     r7.0<0;1,0>:ud    4:w               {@1}
(W&f0.0.any16h) asr (1|M0)       r11.1<2>:ud   r9.0<0;1,0>:d     4:w               {@1}
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@7}
        mov (8|M0)               r71.1<2>:f    r11.1<0;1,0>:f                   {Compacted,@2}
        mov (8|M8)               r73.1<2>:f    r11.1<0;1,0>:f                   {Compacted}
L4584:
        endif (16|M0)                        L4600                                
L4600:
        endif (16|M0)                        L4616                                
L4616:
        endif (16|M0)                        L4632                                
L4632:
        mov (8|M0)               r69.0<1>:f    r71.0<2;1,0>:f                   {Compacted,@5}
        mov (8|M0)               r7.0<1>:f     r71.1<2;1,0>:f                   {Compacted}
(W)     and (1|M0)               r13.0<1>:d    r69.0<0;1,0>:d    1073741824:d               {@2}
        mov (8|M8)               r8.0<1>:f     r73.1<2;1,0>:f                   {Compacted,@7}
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<0;1,0>:d    0:w               {@2}
        or (16|M0)               r7.0<1>:ud    r7.0<8;8,1>:ud    0x20000000:ud              {@2}
        mov (8|M8)               r70.0<1>:f    r73.0<2;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$7.src}
        mov (8|M0)               r9.1<2>:f     r7.0<8;8,1>:f                    {Compacted,@2}
        mov (8|M8)               r11.1<2>:f    r8.0<8;8,1>:f                    {Compacted}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (16|M0)                           L4800                  L5568                
L4768:
(W)     mov (1|M0)               r53.4<2>:b    0:w                              
        else (16|M0)                         L5568                  L5568                
L4800:
(W)     mov (2|M0)               r8.0<1>:f     r5.2<2;2,1>:f                    {Compacted}
        shl (16|M0)              r15.0<1>:d    r51.0<8;8,1>:d    2:w               {Compacted}
(W)     send.dc1 (1|M0)          r9       r8      null    0x0            0x041401FF           {@2,$9} // wr:2+0, rd:1; a64 dword gathering read
        addc (8|M0)              r17.0<1>:ud   r5.0<0;1,0>:ud    r15.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
(W)     and (1|M0)               r10.0<1>:d    r69.0<0;1,0>:d    -1073741825:d              
        mov (8|M0)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r18.0<1>:ud   r5.0<0;1,0>:ud    r16.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r25.1<2>:ud   r19.0<8;8,1>:ud   r5.1<0;1,0>:ud   {@2}
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r25.0<2>:f    r17.0<8;8,1>:f                   {Compacted,@6}
        add (8|M8)               r27.1<2>:ud   r20.0<8;8,1>:ud   r5.1<0;1,0>:ud   {@2}
        mov (8|M8)               r27.0<2>:f    r18.0<8;8,1>:f                   {Compacted,@5}
        add (16|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r56.0<16;16,1>:uw {@7}
        send.dc1 (16|M0)         r33      r25     null    0x0            0x082411FF           {@2,$10} // wr:4+0, rd:2; a64 dword gathering read
(W)     mov (1|M0)               r53.2<1>:f    r5.2<0;1,0>:f                   
(W)     mov (1|M0)               r53.3<1>:f    r5.3<0;1,0>:f                    {Compacted}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r11.0<8;8,1>:ud   r9.0<0;1,0>:ud   {@3,$9.dst}
(~f1.0) sel (16|M0)              r13.0<1>:d    r9.0<0;1,0>:d     0:w              
        add (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    -r13.0<8;8,1>:d  {Compacted,@1}
        shl (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    2:w               {Compacted,@1}
        add (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    128:w               {Compacted,@1}
        addc (8|M0)              r21.0<1>:ud   r53.2<0;1,0>:ud   r11.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        mov (8|M0)               r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r22.0<1>:ud   r53.2<0;1,0>:ud   r12.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r29.1<2>:ud   r23.0<8;8,1>:ud   r53.3<0;1,0>:ud  {@2}
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r29.0<2>:f    r21.0<8;8,1>:f                   {Compacted,@5}
        add (8|M8)               r31.1<2>:ud   r24.0<8;8,1>:ud   r53.3<0;1,0>:ud  {@2}
        mov (8|M8)               r31.0<2>:f    r22.0<8;8,1>:f                   {Compacted,@5}
        send.dc1 (16|M0)         null     r29     r33     0x80            0x080691FF           {@1,$10} // wr:4+2, rd:0; a64 dword scattering write
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L5480                  L5480                
L5184:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) addc (1|M0)      r7.0<1>:ud    r53.2<0;1,0>:ud   0x40:ud              {AccWrEn}
(W&f0.0.any16h) mov (1|M0)       r8.0<1>:ud    acc0.0<0;1,0>:ud                
(W&f0.0.any16h) mov (1|M0)       r10.0<2>:f    r7.0<0;1,0>:f                    {@2}
(W&f0.0.any16h) add (1|M0)       r10.1<2>:ud   r8.0<0;1,0>:ud    r53.3<0;1,0>:ud  {@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(W&f0.0.any16h) send.dc0 (8|M0)   r11     r48     null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W&f0.0.any16h) mov (1|M0)       f1.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f1.1   null<1>:w     r53.3<0;1,0>:uw   r53.3<0;1,0>:uw 
(W&f0.0.any16h) cbit (1|M0)      r12.0<1>:ud   f1.1<0;1,0>:uw                  
(W&f0.0.any16h) mov (1|M0)       r14.0<1>:d    -r12.0<0;1,0>:ud                 {@1}
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {$11.dst}
(W&f0.0.any16h) send.dc1 (1|M0)   null    r10     r14     0x40            0x040487FF           {@2,$12} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6}
(W&f0.0.any16h) send.dc0 (8|M0)   r15     r48     null    0x0            0x0219E100           {$13} // wr:1h+0, rd:1; synchronized global fence flushing L1
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                
(W)     mov (8|M0)               null<1>:ud    r15.0<8;8,1>:ud                  {$13.dst}
L5480:
        endif (16|M0)                        L5496                                
L5496:
(W)     mov (1|M0)               r53.10<1>:uw  f0.0<0;1,0>:uw                   {Compacted}
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw  
(W&f0.0.any16h) mov (1|M0)       r53.4<2>:b    1:w                              
(W)     mov (1|M0)               f0.0<1>:uw    r53.10<0;1,0>:uw                 {@4}
L5568:
        endif (16|M0)                        L5584                                
L5584:
        shl (16|M0)              r7.0<1>:d     r51.0<8;8,1>:d    2:w               {Compacted}
        mov (16|M0)              r17.0<1>:d    r53.4<0;1,0>:ub                  {@4}
        addc (8|M0)              r9.0<1>:ud    r5.4<0;1,0>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r48.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$12.src}
        addc (8|M8)              r10.0<1>:ud   r5.4<0;1,0>:ud    r8.0<8;8,1>:ud   {AccWrEn}
        add (8|M0)               r12.1<2>:ud   r11.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@2}
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r12.0<2>:f    r9.0<8;8,1>:f                    {Compacted,@6}
        add (8|M8)               r14.1<2>:ud   r16.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@2}
        mov (8|M8)               r14.0<2>:f    r10.0<8;8,1>:f                   {Compacted,@5}
        send.dc1 (16|M0)         null     r12     r17     0x80            0x080691FF           {@1,$14} // wr:4+2, rd:0; a64 dword scattering write
(W)     send.dc0 (8|M0)          r19      r48     null    0x0            0x0219E000           {$15} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r19.0<8;8,1>:ud                  {$15.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L5768:
