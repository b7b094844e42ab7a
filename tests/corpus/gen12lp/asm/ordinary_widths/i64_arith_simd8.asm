L0:
(W)     mov (8|M0)               r57.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r57.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.3<0;1,0>:d     r57.1<0;1,0>:d  
(W)     shl (1|M0)               r40.0<1>:d    r6.0<0;1,0>:d     1:w               {Compacted}
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
        add (8|M0)               r59.0<1>:d    acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        shl (8|M0)               r4.0<1>:d     r59.0<8;8,1>:d    3:w               {Compacted,@1}
        add (8|M0)               r45.0<1>:d    r6.0<0;1,0>:d     r59.0<8;8,1>:d   {Compacted}
        send.dc1 (8|M0)          r60      r4      null    0x0            0x02206C00           {@2,$0} // wr:1+0, rd:2; untyped surface read with xy
        send.dc1 (8|M0)          r62      r4      null    0x0            0x02206C01           {$1} // wr:1+0, rd:2; untyped surface read with xy
        add (8|M0)               acc0.0<1>:d   r40.0<0;1,0>:d    r59.0<8;8,1>:d   {@5}
        shl (8|M0)               r48.0<1>:d    r59.0<8;8,1>:d    2:w               {Compacted}
        shl (8|M0)               r45.0<1>:d    r45.0<8;8,1>:d    3:w               {Compacted,@3}
        shl (8|M0)               r46.0<1>:d    acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          r58      r48     null    0x0            0x02106E02           {@3,$2} // wr:1+0, rd:1; untyped surface read with x
        asr (8|M0)               r12.0<1>:d    r61.0<8;8,1>:d    31:w               {Compacted,$0.dst}
        addc (8|M0)              r5.0<1>:ud    r60.0<8;8,1>:ud   r62.0<8;8,1>:ud  {AccWrEn,Compacted,$1.dst}
        asr (8|M0)               r14.0<1>:d    r63.0<8;8,1>:d    31:w               {Compacted}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r8.0<1>:ud    r60.0<8;8,1>:ud   r62.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (8|M0)               r15.0<1>:d    r12.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted,@5}
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r60.0<8;8,1>:ud   r62.0<2;1,0>:uw 
        mach (8|M0)              r11.0<1>:ud   r60.0<8;8,1>:ud   r62.0<8;8,1>:ud  {AccWrEn,Compacted}
        asr (8|M0)               r17.0<1>:d    r61.0<8;8,1>:d    31:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r60.0<8;8,1>:ud   r63.0<2;1,0>:uw 
        mach (8|M0)              r13.0<1>:d    r60.0<8;8,1>:ud   r63.0<8;8,1>:d  
(W)     mul (8|M0)               acc0.0<1>:d   r62.0<8;8,1>:ud   r61.0<2;1,0>:uw 
        asr (8|M0)               r18.0<1>:d    r63.0<8;8,1>:d    31:w               {Compacted}
        xor (8|M0)               r20.0<1>:d    r14.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}
        add (8|M0)               r16.0<1>:d    r11.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted,@4}
        mach (8|M0)              r13.0<1>:d    r62.0<8;8,1>:ud   r61.0<8;8,1>:d  
        subb (8|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (8|M0)               r21.0<1>:d    r17.0<8;8,1>:d    r61.0<8;8,1>:d   {Compacted,@7}
        xor (8|M0)               r23.0<1>:d    r18.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted,@6}
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r24.0<1>:ud   r20.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,Compacted,@7}
        add (8|M0)               r25.0<1>:ud   r21.0<8;8,1>:ud   -r17.0<8;8,1>:ud {Compacted,@4}
        add (8|M0)               r27.0<1>:ud   r23.0<8;8,1>:ud   -r18.0<8;8,1>:ud {Compacted,@4}
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r25.0<1>:ud   -r22.0<8;8,1>:ud  r25.0<8;8,1>:ud  {Compacted,@3}
        add (8|M0)               r27.0<1>:ud   -r26.0<8;8,1>:ud  r27.0<8;8,1>:ud  {Compacted,@2}
        xor (8|M0)    (eq)f0.1   r64.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d  
        mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r25.0<2;1,0>:uw  {@2}
        mach (8|M0)              r29.0<1>:ud   r27.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        xor (8|M0)               r65.0<1>:d    r18.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r24.0<8;8,1>:ud   r25.0<2;1,0>:uw  {@7}
        mach (8|M0)              r31.0<1>:ud   r24.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r43.0<1>:ud   r61.0<8;8,1>:ud   r63.0<8;8,1>:ud  {Compacted}
        mov (8|M0)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M0)              r33.0<1>:ud   r27.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r44.0<1>:ud   r61.0<8;8,1>:ud   -r63.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r24.0<8;8,1>:ud   r19.0<2;1,0>:uw 
        mach (8|M0)              r35.0<1>:ud   r24.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted}
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r65.0<8;8,1>:d    0:w              
        mov (8|M0)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r36.0<1>:ud   r32.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
        mov (8|M0)               r49.0<1>:f    r5.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r67.0<1>:ud   r36.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted,@3}
        add (8|M0)               r38.0<1>:ud   r37.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r42.0<1>:ud   r33.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,Compacted}
        add (8|M0)               r41.0<1>:ud   r39.0<8;8,1>:ud   r38.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r68.0<1>:ud   r42.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
        mov (8|M0)               r51.0<1>:f    r8.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r53.0<1>:f    r10.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r54.0<1>:d    r16.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}
        add (8|M0)               r50.0<1>:ud   r7.0<8;8,1>:ud    r43.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r52.0<1>:ud   -r9.0<8;8,1>:ud   r44.0<8;8,1>:ud  {Compacted}
        add (8|M0)               r55.0<1>:ud   r47.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@7}
        mov (8|M0)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        send.dc1 (8|M0)          null     r4      r49     0x80            0x02026C03           {@4,$3} // wr:1+2, rd:0; untyped surface write with xy
        send.dc1 (8|M0)          null     r45     r51     0x80            0x02026C03           {@3,$4} // wr:1+2, rd:0; untyped surface write with xy
        send.dc1 (8|M0)          null     r46     r53     0x80            0x02026C03           {@5,$5} // wr:1+2, rd:0; untyped surface write with xy
        mov (8|M0)               r66.0<1>:f    r34.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r69.0<1>:ud   r56.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.1) if (8|M0)                            L992                  L992                
L888:
        cmp (8|M0)    (eq)f0.0   null<1>:d     r66.0<8;8,1>:d    0:w               {Compacted,@4}
        xor (8|M0)               r2.0<1>:d     r68.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}
        xor (8|M0)               r3.0<1>:d     r69.0<8;8,1>:d    r65.0<8;8,1>:d   {Compacted,@5}
(f0.0)  cmp (8|M0)    (eq)f0.0   null<1>:d     r67.0<8;8,1>:d    0:w              
(f0.0)  sel (8|M0)               r4.0<1>:d     r64.0<8;8,1>:d    0:w               {$3.src}
(f0.0)  sel (8|M0)               r5.0<1>:d     r65.0<8;8,1>:d    0:w              
        subb (8|M0)              r68.0<1>:ud   r2.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn,Compacted,@2}
        add (8|M0)               r69.0<1>:ud   r3.0<8;8,1>:ud    -r5.0<8;8,1>:ud  {Compacted,@2}
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        add (8|M0)               r69.0<1>:ud   -r7.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted,@1}
L992:
        endif (8|M0)                         L1008                                
L1008:
        mad (8|M0)               acc0.0<1>:d   r59.0<8;1>:d      r6.0<0;0>:d       3:w              
        and (8|M0)    (ne)f0.1   r70.0<1>:d    r58.0<8;8,1>:d    63:w               {$2.dst}
        mov (8|M0)               r3.0<1>:f     r68.0<8;8,1>:f                   {Compacted,@7}
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r4.0<1>:f     r69.0<8;8,1>:f                   {Compacted,@5}
        shl (8|M0)               r2.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r2      r3      0x80            0x02026C03           {@1,$6} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (8|M0)                            L1296                  L1312                
L1128:
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r70.0<8;8,1>:ud   0x20:uw              {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f0.0) if (8|M0)                            L1216                  L1264                
L1176:
        add (8|M0)               r2.0<1>:d     r70.0<8;8,1>:d    -32:w               {Compacted,$6.src}
        mov (8|M0)               r72.0<1>:f    0.0:f                               {Compacted}
        shl (8|M0)               r71.0<1>:d    r60.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        else (8|M0)                          L1264                  L1264                
L1216:
        add (8|M0)               r2.0<1>:d     -r70.0<8;8,1>:d   32:w               {Compacted,$6.src}
        shl (8|M0)               r3.0<1>:d     r61.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        shr (8|M0)               r2.0<1>:d     r60.0<8;8,1>:ud   r2.0<8;8,1>:d    {@2}
        shl (8|M0)               r72.0<1>:d    r60.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        or (8|M0)                r71.0<1>:d    r3.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}
L1264:
        endif (8|M0)                         L1280                                
L1280:
        else (8|M0)                          L1312                  L1312                
L1296:
        mov (8|M0)               r72.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r71.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
L1312:
        endif (8|M0)                         L1328                                
L1328:
(W)     shl (1|M0)               r2.0<1>:d     r6.0<0;1,0>:d     2:w               {Compacted,$6.src}
        cmp (8|M0)    (ne)f1.1   null<1>:d     r70.0<8;8,1>:d    0:w              
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r59.0<8;8,1>:d   {@2}
        mov (8|M0)               r4.0<1>:f     r72.0<8;8,1>:f                   {Compacted,@6}
        mov (8|M0)               r5.0<1>:f     r71.0<8;8,1>:f                   {Compacted,@6}
        shl (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r3      r4      0x80            0x02026C03           {@1,$7} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f1.1)  if (8|M0)                            L1624                  L1640                
L1448:
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r70.0<8;8,1>:ud   0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f1.0) if (8|M0)                            L1536                  L1592                
L1496:
        add (8|M0)               r2.0<1>:d     r70.0<8;8,1>:d    -32:w               {Compacted}
        asr (8|M0)               r71.0<1>:d    r61.0<8;8,1>:d    31:w               {Compacted}
        asr (8|M0)               r72.0<1>:d    r61.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        else (8|M0)                          L1592                  L1592                
L1536:
        add (8|M0)               r2.0<1>:d     -r70.0<8;8,1>:d   32:w               {Compacted}
        shr (8|M0)               acc0.0<1>:d   r60.0<8;8,1>:ud   r70.0<8;8,1>:d  
        shl (8|M0)               r2.0<1>:d     r61.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        asr (8|M0)               r71.0<1>:d    r61.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}
        or (8|M0)                r72.0<1>:d    acc0.0<8;8,1>:d   r2.0<8;8,1>:d    {@2}
L1592:
        endif (8|M0)                         L1608                                
L1608:
        else (8|M0)                          L1640                  L1640                
L1624:
        mov (8|M0)               r72.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r71.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
L1640:
        endif (8|M0)                         L1656                                
L1656:
        mad (8|M0)               acc0.0<1>:d   r59.0<8;1>:d      r6.0<0;0>:d       5:w              
        cmp (8|M0)    (ne)f0.1   null<1>:d     r70.0<8;8,1>:d    0:w              
        sync.nop                             null                             {Compacted,$7.src}
        mov (8|M0)               r3.0<1>:f     r72.0<8;8,1>:f                   {Compacted,@5}
        mov (8|M0)               r4.0<1>:f     r71.0<8;8,1>:f                   {Compacted,@5}
        shl (8|M0)               r2.0<1>:d     acc0.0<8;8,1>:d   3:w              
        send.dc1 (8|M0)          null     r2      r3      0x80            0x02026C03           {@1,$8} // wr:1+2, rd:0; untyped surface write with xy
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (8|M0)                            L1968                  L1984                
L1776:
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r70.0<8;8,1>:ud   0x20:uw             
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3}
(~f0.0) if (8|M0)                            L1872                  L1936                
L1824:
        add (8|M0)               r2.0<1>:d     r70.0<8;8,1>:d    -32:w               {Compacted,$8.src}
        mov (8|M0)               r71.0<1>:f    0.0:f                               {Compacted}
        shr (8|M0)               r72.0<1>:d    r61.0<8;8,1>:ud   r2.0<8;8,1>:d    {@2}
        else (8|M0)                          L1936                  L1936                
L1872:
        add (8|M0)               r2.0<1>:d     -r70.0<8;8,1>:d   32:w               {Compacted,$8.src}
        shr (8|M0)               acc0.0<1>:d   r60.0<8;8,1>:ud   r70.0<8;8,1>:d  
        shl (8|M0)               r2.0<1>:d     r61.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@2}
        shr (8|M0)               r71.0<1>:d    r61.0<8;8,1>:ud   r70.0<8;8,1>:d  
        or (8|M0)                r72.0<1>:d    acc0.0<8;8,1>:d   r2.0<8;8,1>:d    {@2}
L1936:
        endif (8|M0)                         L1952                                
L1952:
        else (8|M0)                          L1984                  L1984                
L1968:
        mov (8|M0)               r72.0<1>:f    r60.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r71.0<1>:f    r61.0<8;8,1>:f                   {Compacted}
L1984:
        endif (8|M0)                         L2000                                
L2000:
        mul (8|M0)               acc0.0<1>:ud  r63.0<8;8,1>:ud   r61.0<2;1,0>:uw 
        mach (8|M0)              r8.0<1>:ud    r63.0<8;8,1>:ud   r61.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r60.0<8;8,1>:ud   r62.0<8;8,1>:ud 
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r61.0<2;1,0>:uw 
        mach (8|M0)              r10.0<1>:ud   r62.0<8;8,1>:ud   r61.0<8;8,1>:ud  {AccWrEn,Compacted}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r60.0<8;8,1>:ud   r62.0<8;8,1>:ud 
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}
        mul (8|M0)               acc0.0<1>:ud  r63.0<8;8,1>:ud   r60.0<2;1,0>:uw 
        mach (8|M0)              r12.0<1>:ud   r63.0<8;8,1>:ud   r60.0<8;8,1>:ud  {AccWrEn,Compacted}
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r61.0<8;8,1>:d    r63.0<8;8,1>:d  
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r60.0<2;1,0>:uw 
        mach (8|M0)              r13.0<1>:d    r62.0<8;8,1>:ud   r60.0<8;8,1>:ud  {AccWrEn}
        addc (8|M0)              r14.0<1>:ud   r11.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn,Compacted,@3}
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r61.0<8;8,1>:d    r63.0<8;8,1>:d  
        mov (8|M0)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r17.0<1>:ud   r14.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted,@3}
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:d     r61.0<8;8,1>:d    r63.0<8;8,1>:d  
        add (8|M0)               r16.0<1>:ud   r15.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,@3}
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
(W)     mov (1|M0)               r28.0<1>:hf   -qnan(0x1FF):hf                             
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r61.0<8;8,1>:ud   r63.0<8;8,1>:ud 
        addc (8|M0)              r20.0<1>:ud   r12.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,Compacted}
        add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted,@4}
(W)     mov (1|M0)               r30.0<1>:f    0.0:f                               {Compacted}
(f1.1)  sel (8|M0)               r29.0<1>:d    r28.0<0;1,0>:w    0:w               {@5}
        mov (8|M0)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M0)              r23.0<1>:ud   r20.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted,@4}
(f1.0)  sel (8|M0)               r37.0<1>:d    r28.0<0;1,0>:w    0:w              
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r31.0<1>:ud   r30.0<0;1,0>:ud   r29.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
(W)     shl (1|M0)               r35.0<1>:d    r6.0<0;1,0>:d     3:w               {Compacted}
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        subb (8|M0)              r38.0<1>:ud   r30.0<0;1,0>:ud   r37.0<8;8,1>:ud  {AccWrEn,Compacted,@5}
        mad (8|M0)               r2.0<1>:d     r59.0<8;1>:d      r6.0<0;0>:d       6:w               {$8.src}
        mad (8|M0)               r27.0<1>:d    r59.0<8;1>:d      r6.0<0;0>:d       7:w              
        mad (8|M0)               r42.0<1>:d    r59.0<8;1>:d      r6.0<0;0>:d       9:w              
        add (8|M0)               r22.0<1>:ud   r21.0<8;8,1>:ud   r8.0<8;8,1>:ud   {Compacted,@7}
        add (8|M0)               r36.0<1>:d    r35.0<0;1,0>:d    r59.0<8;8,1>:d   {Compacted,@7}
        mov (8|M0)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r3.0<1>:f     r72.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r71.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r25.0<1>:f    r23.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r33.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r34.0<1>:ud   -r32.0<8;8,1>:ud  -r29.0<8;8,1>:ud {Compacted}
        mov (8|M0)               r40.0<1>:f    r38.0<8;8,1>:f                   {Compacted}
        shl (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     3:w               {Compacted}
        shl (8|M0)               r27.0<1>:d    r27.0<8;8,1>:d    3:w               {Compacted}
        shl (8|M0)               r42.0<1>:d    r42.0<8;8,1>:d    3:w               {Compacted}
        add (8|M0)               r26.0<1>:ud   r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}
        shl (8|M0)               r36.0<1>:d    r36.0<8;8,1>:d    3:w               {Compacted}
        add (8|M0)               r41.0<1>:ud   -r39.0<8;8,1>:ud  -r37.0<8;8,1>:ud {Compacted}
        send.dc1 (8|M0)          null     r2      r3      0x80            0x02026C03           {@6,$9} // wr:1+2, rd:0; untyped surface write with xy
        send.dc1 (8|M0)          null     r27     r25     0x80            0x02026C03           {@3,$10} // wr:1+2, rd:0; untyped surface write with xy
        send.dc1 (8|M0)          null     r36     r33     0x80            0x02026C03           {@2,$11} // wr:1+2, rd:0; untyped surface write with xy
        send.dc1 (8|M0)          null     r42     r40     0x80            0x02026C03           {@1,$12} // wr:1+2, rd:0; untyped surface write with xy
(W)     mov (8|M0)               r127.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r43      r57     null    0x0            0x0219E000           {$13} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r43.0<8;8,1>:ud                  {$13.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L2680:
