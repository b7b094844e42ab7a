L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r30.0<1>:hf   0.0:hf                             
        add (8|M0)               acc0.0<1>:d   r3.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}
(W)     mov (8|M0)               r35.0<1>:hf   inf:hf                             
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
(W)     mov (8|M0)               r40.0<1>:hf   -inf:hf                             
        shl (8|M0)               r9.0<1>:d     r8.0<8;8,1>:d     1:w               {Compacted,@2}
(W)     mov (8|M0)               r18.0<1>:hf   0.0:hf                             
        send.dc0 (8|M0)          r10      r9      null    0x0            0x02110400           {@2,$0} // wr:1+0, rd:1; byte gathering read 16b
(W)     mov (8|M0)               r22.0<1>:hf   inf:hf                             
(W)     mov (8|M0)               r26.0<1>:hf   -inf:hf                             
(W)     mov (1|M0)               r31.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r36.0<1>:hf   inf:hf                             
(W)     mov (1|M0)               r41.0<1>:hf   -inf:hf                             
(W)     mov (1|M0)               r19.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r23.0<1>:hf   inf:hf                             
(W)     mov (1|M0)               r27.0<1>:hf   -inf:hf                             
(W)     mov (8|M0)               r5.0<1>:hf    0.0:hf                             
(W)     mov (8|M0)               r12.0<1>:hf   inf:hf                             
(W)     mov (8|M0)               r15.0<1>:hf   -inf:hf                             
(W)     shl (1|M0)               r6.6<1>:d     r5.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r6.7<1>:d     r5.4<0;1,0>:d     2:w              
(W)     shl (1|M0)               r12.4<1>:d    r5.4<0;1,0>:d     3:w              
        add (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r8.0<8;8,1>:d   
        mad (8|M0)               r20.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       3:w              
        mad (8|M0)               r28.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       5:w              
        mad (8|M0)               r33.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       6:w              
        mad (8|M0)               r38.0<1>:d    r8.0<8;1>:d       r5.4<0;0>:d       7:w              
        add (8|M0)               r16.0<1>:d    r6.6<0;1,0>:d     r8.0<8;8,1>:d    {Compacted,@7}
        add (8|M0)               r24.0<1>:d    r6.7<0;1,0>:d     r8.0<8;8,1>:d    {Compacted,@7}
        add (8|M0)               r43.0<1>:d    r12.4<0;1,0>:d    r8.0<8;8,1>:d    {Compacted,@7}
        shl (8|M0)               r13.0<1>:d    acc0.0<8;8,1>:d   1:w              
        shl (8|M0)               r20.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r28.0<1>:d    r28.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r38.0<1>:d    r38.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r16.0<1>:d    r16.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r24.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (8|M0)               r43.0<1>:d    r43.0<8;8,1>:d    1:w               {Compacted,@7}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        mov (8|M0)               r30.0<1>:hf   r10.0<2;1,0>:hf                  {$0.dst}
        mov (8|M0)               r35.0<1>:hf   r10.0<2;1,0>:hf                 
        mov (8|M0)               r40.0<1>:hf   r10.0<2;1,0>:hf                 
        mov (8|M0)               r18.0<1>:hf   r10.0<2;1,0>:hf                 
        mov (8|M0)               r22.0<1>:hf   r10.0<2;1,0>:hf                 
        mov (8|M0)               r26.0<1>:hf   r10.0<2;1,0>:hf                 
(W)     mov (4|M0)               r31.1<1>:hf   r30.0<4;4,1>:hf                  {@6}
(W)     mov (2|M0)               r31.5<1>:hf   r30.4<2;2,1>:hf                 
(W)     mov (1|M0)               r31.7<1>:hf   r30.6<0;1,0>:hf                 
(W)     mov (4|M0)               r36.1<1>:hf   r35.0<4;4,1>:hf                  {@7}
(W)     mov (2|M0)               r36.5<1>:hf   r35.4<2;2,1>:hf                 
(W)     mov (1|M0)               r36.7<1>:hf   r35.6<0;1,0>:hf                 
(W)     mov (4|M0)               r41.1<1>:hf   r40.0<4;4,1>:hf                  {@7}
(W)     mov (2|M0)               r41.5<1>:hf   r40.4<2;2,1>:hf                 
(W)     mov (1|M0)               r41.7<1>:hf   r40.6<0;1,0>:hf                 
(W)     mov (4|M0)               r19.1<1>:hf   r18.0<4;4,1>:hf                 
(W)     mov (2|M0)               r19.5<1>:hf   r18.4<2;2,1>:hf                 
(W)     mov (1|M0)               r19.7<1>:hf   r18.6<0;1,0>:hf                 
(W)     mov (4|M0)               r23.1<1>:hf   r22.0<4;4,1>:hf                 
(W)     mov (2|M0)               r23.5<1>:hf   r22.4<2;2,1>:hf                 
(W)     mov (1|M0)               r23.7<1>:hf   r22.6<0;1,0>:hf                 
(W)     mov (4|M0)               r27.1<1>:hf   r26.0<4;4,1>:hf                 
(W)     mov (2|M0)               r27.5<1>:hf   r26.4<2;2,1>:hf                 
(W)     mov (1|M0)               r27.7<1>:hf   r26.6<0;1,0>:hf                 
(W)     add (4|M0)               r31.1<2>:hf   r31.0<2;1,0>:hf   r31.1<2;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.1<2>:hf   r36.0<2;1,0>:hf   r36.1<2;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r41.1<2>:hf   r41.0<2;1,0>:hf   r41.1<2;1,0>:hf 
        mov (8|M0)               r5.0<1>:hf    r10.0<2;1,0>:hf                 
        mov (8|M0)               r12.0<1>:hf   r10.0<2;1,0>:hf                 
        mov (8|M0)               r15.0<1>:hf   r10.0<2;1,0>:hf                 
(W)     add (4|M0)               r19.1<2>:hf   r19.0<2;1,0>:hf   r19.1<2;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r23.1<2>:hf   r23.0<2;1,0>:hf   r23.1<2;1,0>:hf  {@7}
(W)     sel (4|M0)    (ge)f0.0   r27.1<2>:hf   r27.0<2;1,0>:hf   r27.1<2;1,0>:hf  {@7}
(W)     add (2|M0)               r31.2<4>:hf   r31.2<4;1,0>:hf   r31.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (lt)f0.0   r36.2<4>:hf   r36.2<4;1,0>:hf   r36.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (ge)f0.0   r41.2<4>:hf   r41.2<4;1,0>:hf   r41.1<4;1,0>:hf  {@7}
(W)     add (4|M0)               r3.4<1>:hf    r5.0<4;4,1>:hf    r5.4<4;4,1>:hf   {@7}
(W)     sel (4|M0)    (lt)f0.0   r3.10<1>:hf   r12.0<4;4,1>:hf   r12.4<4;4,1>:hf  {@7}
(W)     sel (4|M0)    (ge)f0.0   r6.6<1>:hf    r15.0<4;4,1>:hf   r15.4<4;4,1>:hf  {@7}
(W)     add (2|M0)               r19.2<4>:hf   r19.2<4;1,0>:hf   r19.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (lt)f0.0   r23.2<4>:hf   r23.2<4;1,0>:hf   r23.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (ge)f0.0   r27.2<4>:hf   r27.2<4;1,0>:hf   r27.1<4;1,0>:hf  {@7}
(W)     add (2|M0)               r31.3<4>:hf   r31.3<4;1,0>:hf   r31.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (lt)f0.0   r36.3<4>:hf   r36.3<4;1,0>:hf   r36.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (ge)f0.0   r41.3<4>:hf   r41.3<4;1,0>:hf   r41.1<4;1,0>:hf  {@7}
(W)     add (2|M0)               r3.8<1>:hf    r3.4<2;2,1>:hf    r3.6<2;2,1>:hf   {@7}
(W)     sel (2|M0)    (lt)f0.0   r3.14<1>:hf   r3.10<2;2,1>:hf   r3.12<2;2,1>:hf  {@7}
(W)     sel (2|M0)    (ge)f0.0   r6.10<1>:hf   r6.6<2;2,1>:hf    r6.8<2;2,1>:hf   {@7}
(W)     add (2|M0)               r19.3<4>:hf   r19.3<4;1,0>:hf   r19.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (lt)f0.0   r23.3<4>:hf   r23.3<4;1,0>:hf   r23.1<4;1,0>:hf  {@7}
(W)     sel (2|M0)    (ge)f0.0   r27.3<4>:hf   r27.3<4;1,0>:hf   r27.1<4;1,0>:hf  {@7}
(W)     add (4|M0)               r31.4<1>:hf   r31.3<0;1,0>:hf   r31.4<4;4,1>:hf  {@7}
(W)     sel (4|M0)    (lt)f0.0   r36.4<1>:hf   r36.3<0;1,0>:hf   r36.4<4;4,1>:hf  {@7}
(W)     sel (4|M0)    (ge)f0.0   r41.4<1>:hf   r41.3<0;1,0>:hf   r41.4<4;4,1>:hf  {@7}
(W)     add (1|M0)               r3.2<1>:hf    r3.8<0;1,0>:hf    r3.9<0;1,0>:hf   {@7}
(W)     sel (1|M0)    (lt)f0.0   r3.3<1>:hf    r3.14<0;1,0>:hf   r3.15<0;1,0>:hf  {@7}
(W)     sel (1|M0)    (ge)f0.0   r5.14<1>:hf   r6.10<0;1,0>:hf   r6.11<0;1,0>:hf  {@7}
(W)     add (4|M0)               r19.4<1>:hf   r19.3<0;1,0>:hf   r19.4<4;4,1>:hf  {@7}
(W)     sel (4|M0)    (lt)f0.0   r23.4<1>:hf   r23.3<0;1,0>:hf   r23.4<4;4,1>:hf  {@7}
(W)     sel (4|M0)    (ge)f0.0   r27.4<1>:hf   r27.3<0;1,0>:hf   r27.4<4;4,1>:hf  {@7}
        add (8|M0)               r32.0<1>:hf   r31.0<8;8,1>:hf   r10.0<2;1,0>:hf  {@7}
        sel (8|M0)    (lt)f0.0   r37.0<1>:hf   r10.0<2;1,0>:hf   r36.0<8;8,1>:hf  {@7}
        sel (8|M0)    (ge)f0.0   r42.0<1>:hf   r10.0<2;1,0>:hf   r41.0<8;8,1>:hf  {@7}
        mov (8|M0)               r11.0<1>:ud   r3.2<0;1,0>:uw                   {@7}
        mov (8|M0)               r14.0<1>:ud   r3.3<0;1,0>:uw                   {@7}
        mov (8|M0)               r17.0<1>:ud   r5.14<0;1,0>:uw                  {@7}
        mov (8|M0)               r21.0<1>:ud   r19.0<8;8,1>:uw                  {@7}
        mov (8|M0)               r25.0<1>:ud   r23.0<8;8,1>:uw                  {@7}
        mov (8|M0)               r29.0<1>:ud   r27.0<8;8,1>:uw                  {@7}
        mov (8|M0)               r34.0<1>:ud   r32.0<8;8,1>:uw                  {@7}
        mov (8|M0)               r39.0<1>:ud   r37.0<8;8,1>:uw                  {@7}
        mov (8|M0)               r44.0<1>:ud   r42.0<8;8,1>:uw                  {@7}
        send.dc0 (8|M0)          null     r9      r11     0x40            0x02030401           {@7,$1} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r13     r14     0x40            0x02030401           {@7,$2} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r16     r17     0x40            0x02030401           {@7,$3} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r20     r21     0x40            0x02030401           {@6,$4} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r24     r25     0x40            0x02030401           {@5,$5} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r28     r29     0x40            0x02030401           {@4,$6} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r33     r34     0x40            0x02030401           {@3,$7} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r38     r39     0x40            0x02030401           {@2,$8} // wr:1+1, rd:0; byte scattering write 16b
        send.dc0 (8|M0)          null     r43     r44     0x40            0x02030401           {@1,$9} // wr:1+1, rd:0; byte scattering write 16b
(W)     send.dc0 (8|M0)          r45      r2      null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r45.0<8;8,1>:ud                  {$10.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L1912:
