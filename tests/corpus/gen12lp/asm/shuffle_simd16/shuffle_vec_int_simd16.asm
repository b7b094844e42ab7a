L0:
(W)     mov (8|M0)               r57.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r57.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r2.0<1>:d     r8.0<0;1,0>:d     r57.1<0;1,0>:d   {Compacted}
        add (16|M0)              r5.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r9.0<1>:d     r5.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@1}
        shl (16|M0)              r15.0<1>:d    r9.0<8;8,1>:d     3:w               {Compacted}
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r58      r15     null    0x0            0x04405C01           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r3.0<1>:uw    r13.0<2;1,0>:uw   0x2:uw              {Compacted,$0.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x740:uw              {@1}
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                   {$1.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x780:uw              {@1}
        mov (16|M0)              r19.0<1>:f    r17.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                  
        mov (16|M0)              r21.0<1>:f    r7.0<8;8,1>:f                    {Compacted,@1}
        send.dc1 (16|M0)         null     r15     r19     0x100            0x04025C02           {@1,$2} // wr:2+4, rd:0; untyped surface write with xy
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x7C0:uw             
        shl (16|M0)              r4.0<1>:d     r9.0<8;8,1>:d     4:w               {Compacted}
        send.dc1 (16|M0)         r62      r4      null    0x0            0x04605803           {@1,$3} // wr:2+0, rd:6; untyped surface read with xyz
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                   {$3.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x800:uw              {@1}
        mov (16|M0)              r23.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x840:uw              {@1}
        mov (16|M0)              r25.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r17.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r27.0<1>:f    r17.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r4      r23     0x180            0x04025804           {@1,$4} // wr:2+6, rd:0; untyped surface write with xyz
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x880:uw             
        send.dc1 (16|M0)         r68      r4      null    0x0            0x04805005           {$5} // wr:2+0, rd:8; untyped surface read with xyzw
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {$5.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x8C0:uw              {@1}
        mov (16|M0)              r29.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                   {$2.src}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x900:uw              {@1}
        mov (16|M0)              r31.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x940:uw              {@1}
        mov (16|M0)              r33.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        mov (16|M0)              r35.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@1}
        send.dc1 (16|M0)         null     r4      r29     0x200            0x04025006           {@1,$6} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r17.0<1>:d    r9.0<8;8,1>:d     5:w               {Compacted}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x980:uw             
        add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x10:uw              {@2}
        send.dc1 (16|M0)         r76      r17     null    0x0            0x04805007           {$7} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r84      r19     null    0x0            0x04805007           {@1,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$8.dst}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {$7.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x9C0:uw              {@1}
        mov (16|M0)              r37.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xA00:uw              {@1}
        mov (16|M0)              r39.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                   {$6.src}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xA40:uw              {@1}
        mov (16|M0)              r41.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r11.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xA80:uw              {@1}
        mov (16|M0)              r43.0<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xAC0:uw              {@1}
        mov (16|M0)              r45.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xB00:uw              {@1}
        mov (16|M0)              r47.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xB40:uw              {@1}
        mov (16|M0)              r49.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              r19.0<1>:ud   r17.0<8;8,1>:ud   0x10:uw              {@1}
        mov (16|M0)              r51.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        send.dc1 (16|M0)         null     r17     r37     0x200            0x04025008           {$9} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r19     r45     0x200            0x04025008           {@1,$10} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     6:w               {Compacted}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xB80:uw             
        add (16|M0)              r13.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw              {@2}
        add (16|M0)              r21.0<1>:d    r11.0<8;8,1>:d    32:w               {Compacted}
        add (16|M0)              r23.0<1>:ud   r11.0<8;8,1>:d    48:w               {$4.src}
        send.dc1 (16|M0)         r92      r11     null    0x0            0x04805009           {$11} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r100     r13     null    0x0            0x04805009           {@3,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r108     r21     null    0x0            0x04805009           {@2,$13} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r116     r23     null    0x0            0x04805009           {@1,$14} // wr:2+0, rd:8; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.dst}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                   {$11.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xBC0:uw              {@1}
        mov (16|M0)              r25.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xC00:uw              {@1}
        mov (16|M0)              r27.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xC40:uw              {@1}
        mov (16|M0)              r29.0<1>:f    r8.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xC80:uw              {@1}
        mov (16|M0)              r31.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xCC0:uw              {@1}
        mov (16|M0)              r33.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xD00:uw              {@1}
        mov (16|M0)              r35.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xD40:uw              {@1}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r37.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xD80:uw              {@1}
        mov (16|M0)              r39.0<1>:f    r8.0<8;8,1>:f                    {Compacted,@2}
        sync.nop                             null                             {Compacted,$14.dst}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                   {$13.dst}
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xDC0:uw              {@1}
        mov (16|M0)              r41.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xE00:uw              {@1}
        mov (16|M0)              r43.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xE40:uw              {@1}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r45.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r4.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xE80:uw              {@1}
        mov (16|M0)              r47.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r8.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xEC0:uw              {@1}
        mov (16|M0)              r49.0<1>:f    r8.0<8;8,1>:f                    {Compacted,@2}
        mov (16|M0)              r15.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xF00:uw              {@1}
        mov (16|M0)              r51.0<1>:f    r15.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r13.0<1>:d    r[a0.0]<1,0>:d                  
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0xF40:uw              {@1}
        mov (16|M0)              r53.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@2}
        mov (16|M0)              r6.0<1>:d     r[a0.0]<1,0>:d                  
        add (16|M0)              r17.0<1>:ud   r11.0<8;8,1>:ud   0x10:uw              {@1}
        add (16|M0)              r4.0<1>:ud    r11.0<8;8,1>:d    48:w              
        mov (16|M0)              r55.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@3}
        send.dc1 (16|M0)         null     r11     r25     0x200            0x0402500A           {$15} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r17     r33     0x200            0x0402500A           {@3,$0} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r21     r41     0x200            0x0402500A           {$1} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r4      r49     0x200            0x0402500A           {@1,$2} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:f   r57.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r2       r57     null    0x0            0x0219E000           {$3} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$3.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1960:
