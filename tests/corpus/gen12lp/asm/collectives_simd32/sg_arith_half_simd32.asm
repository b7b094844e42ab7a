L0:
(W)     mov (8|M0)               r69.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r69.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r69.1<0;1,0>:d   {Compacted}
(W)     mov (16|M0)              r6.0<1>:hf    0.0:hf                             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted,@2}
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted,@2}
        send.dc0 (16|M0)         r20      r16     null    0x0            0x04210500           {@2,$0} // wr:2+0, rd:2; byte gathering read 16b
        send.dc0 (16|M16)        r22      r18     null    0x0            0x04210500           {@1,$1} // wr:2+0, rd:2; byte gathering read 16b
(W)     mov (16|M16)             r24.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r25.0<1>:hf   inf:hf                             
(W)     mov (16|M16)             r9.0<1>:hf    inf:hf                             
(W)     mov (16|M0)              r2.0<1>:hf    0.0:hf                             
(W)     mov (16|M16)             r3.0<1>:hf    0.0:hf                             
(W)     mov (1|M0)               r11.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r26.0<1>:hf   -inf:hf                             
(W)     mov (16|M16)             r27.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r4.0<1>:hf    inf:hf                             
(W)     mov (16|M16)             r5.0<1>:hf    inf:hf                             
(W)     mov (16|M0)              r29.0<1>:hf   0.0:hf                             
(W)     mov (16|M16)             r30.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r31.0<1>:hf   inf:hf                             
(W)     mov (16|M16)             r32.0<1>:hf   inf:hf                             
(W)     mov (1|M0)               r35.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r7.0<1>:hf    -inf:hf                             
(W)     mov (16|M16)             r10.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r33.0<1>:hf   -inf:hf                             
        mad (16|M0)              r47.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M16)             r49.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M0)              r51.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M0)              r55.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M0)              r59.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       7:w              
        mad (16|M16)             r53.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M16)             r57.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r61.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       7:w              
        shl (16|M0)              r47.0<1>:d    r47.0<8;8,1>:d    1:w               {Compacted,@7}
        shl (16|M16)             r49.0<1>:d    r49.0<8;8,1>:d    1:w               {Compacted,@7}
        mov (16|M0)              r6.0<1>:hf    r20.0<2;1,0>:hf                  {$0.dst}
        mov (16|M16)             r24.0<1>:hf   r22.0<2;1,0>:hf                  {$1.dst}
        mov (16|M0)              r25.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M0)              r2.0<1>:hf    r20.0<2;1,0>:hf                 
        mov (16|M16)             r9.0<1>:hf    r22.0<2;1,0>:hf                 
        mov (16|M16)             r3.0<1>:hf    r22.0<2;1,0>:hf                 
(W)     mov (8|M0)               r11.1<1>:hf   r6.0<8;8,1>:hf                   {@6}
(W)     mov (4|M0)               r11.9<1>:hf   r6.8<4;4,1>:hf                  
(W)     mov (2|M0)               r11.13<1>:hf  r6.12<2;2,1>:hf                 
(W)     mov (1|M0)               r11.15<1>:hf  r6.14<0;1,0>:hf                 
(W)     mov (1|M16)              r28.0<1>:hf   r6.15<0;1,0>:hf                 
(W)     mov (8|M16)              r28.1<1>:hf   r24.0<8;8,1>:hf                  {@7}
(W)     mov (4|M16)              r28.9<1>:hf   r24.8<4;4,1>:hf                 
(W)     mov (2|M16)              r28.13<1>:hf  r24.12<2;2,1>:hf                
(W)     mov (1|M16)              r28.15<1>:hf  r24.14<0;1,0>:hf                
        mov (16|M0)              r26.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M0)              r4.0<1>:hf    r20.0<2;1,0>:hf                 
        mov (16|M16)             r27.0<1>:hf   r22.0<2;1,0>:hf                 
        mov (16|M16)             r5.0<1>:hf    r22.0<2;1,0>:hf                 
        mov (16|M0)              r29.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M16)             r30.0<1>:hf   r22.0<2;1,0>:hf                 
(W)     mov (1|M0)               r24.15<1>:hf  r25.14<0;1,0>:hf                
(W)     mov (1|M16)              r34.0<1>:hf   r25.15<0;1,0>:hf                
(W)     mov (8|M16)              r34.1<1>:hf   r9.0<8;8,1>:hf                  
(W)     mov (4|M16)              r34.9<1>:hf   r9.8<4;4,1>:hf                  
(W)     mov (2|M16)              r34.13<1>:hf  r9.12<2;2,1>:hf                 
(W)     mov (1|M16)              r34.15<1>:hf  r9.14<0;1,0>:hf                 
(W)     mov (1|M0)               r9.15<1>:hf   r2.14<0;1,0>:hf                 
(W)     add (8|M16)              r11.1<2>:hf   r11.0<2;1,0>:hf   r11.1<2;1,0>:hf 
(W)     mov (8|M0)               r24.1<1>:hf   r25.0<8;8,1>:hf                 
(W)     mov (4|M0)               r24.9<1>:hf   r25.8<4;4,1>:hf                 
(W)     mov (2|M0)               r24.13<1>:hf  r25.12<2;2,1>:hf                
(W)     add (8|M16)              r28.1<2>:hf   r28.0<2;1,0>:hf   r28.1<2;1,0>:hf 
(W)     mov (1|M16)              r25.15<1>:hf  r3.14<0;1,0>:hf                 
(W)     mov (1|M0)               r9.0<1>:hf    0.0:hf                             
(W)     mov (8|M0)               r9.1<1>:hf    r2.0<8;8,1>:hf                  
(W)     mov (4|M0)               r9.9<1>:hf    r2.8<4;4,1>:hf                  
(W)     mov (2|M0)               r9.13<1>:hf   r2.12<2;2,1>:hf                 
(W)     mov (1|M16)              r25.0<1>:hf   r2.15<0;1,0>:hf                 
(W)     mov (8|M16)              r25.1<1>:hf   r3.0<8;8,1>:hf                  
(W)     mov (4|M16)              r25.9<1>:hf   r3.8<4;4,1>:hf                  
(W)     mov (2|M16)              r25.13<1>:hf  r3.12<2;2,1>:hf                 
        mov (16|M0)              r7.0<1>:hf    r20.0<2;1,0>:hf                 
        mov (16|M0)              r31.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M16)             r10.0<1>:hf   r22.0<2;1,0>:hf                 
        mov (16|M16)             r32.0<1>:hf   r22.0<2;1,0>:hf                 
(W)     mov (1|M0)               r24.0<1>:hf   inf:hf                             
(W)     mov (8|M0)               r35.1<1>:hf   r26.0<8;8,1>:hf                 
(W)     mov (4|M0)               r35.9<1>:hf   r26.8<4;4,1>:hf                 
(W)     mov (2|M0)               r35.13<1>:hf  r26.12<2;2,1>:hf                
(W)     mov (1|M0)               r35.15<1>:hf  r26.14<0;1,0>:hf                
(W)     mov (1|M16)              r36.0<1>:hf   r26.15<0;1,0>:hf                
(W)     mov (8|M16)              r36.1<1>:hf   r27.0<8;8,1>:hf                 
(W)     mov (4|M16)              r36.9<1>:hf   r27.8<4;4,1>:hf                 
(W)     mov (2|M16)              r36.13<1>:hf  r27.12<2;2,1>:hf                
(W)     mov (1|M16)              r36.15<1>:hf  r27.14<0;1,0>:hf                
(W)     mov (1|M16)              r2.0<1>:hf    r4.15<0;1,0>:hf                 
(W)     mov (8|M16)              r2.1<1>:hf    r5.0<8;8,1>:hf                  
(W)     mov (4|M16)              r2.9<1>:hf    r5.8<4;4,1>:hf                  
(W)     mov (2|M16)              r2.13<1>:hf   r5.12<2;2,1>:hf                 
(W)     mov (1|M16)              r2.15<1>:hf   r5.14<0;1,0>:hf                 
(W)     mov (1|M0)               r26.0<1>:hf   inf:hf                             
(W)     mov (8|M0)               r26.1<1>:hf   r4.0<8;8,1>:hf                  
(W)     mov (4|M0)               r26.9<1>:hf   r4.8<4;4,1>:hf                  
(W)     mov (2|M0)               r26.13<1>:hf  r4.12<2;2,1>:hf                 
(W)     mov (1|M0)               r26.15<1>:hf  r4.14<0;1,0>:hf                 
(W)     add (4|M16)              r11.2<4>:hf   r11.2<4;1,0>:hf   r11.1<4;1,0>:hf 
(W)     add (4|M16)              r28.2<4>:hf   r28.2<4;1,0>:hf   r28.1<4;1,0>:hf 
(W)     add (8|M16)              r9.1<2>:hf    r9.0<2;1,0>:hf    r9.1<2;1,0>:hf  
(W)     add (8|M16)              r25.1<2>:hf   r25.0<2;1,0>:hf   r25.1<2;1,0>:hf 
(W)     add (16|M0)              r4.0<1>:hf    r29.0<16;16,1>:hf  r30.0<16;16,1>:hf
        mov (16|M0)              r33.0<1>:hf   r20.0<2;1,0>:hf                 
(W)     mov (16|M16)             r6.0<1>:hf    -inf:hf                             
(W)     sel (8|M16)   (lt)f0.0   r34.1<2>:hf   r34.0<2;1,0>:hf   r34.1<2;1,0>:hf 
(W)     mov (1|M0)               r3.0<1>:hf    -inf:hf                             
(W)     mov (8|M0)               r3.1<1>:hf    r7.0<8;8,1>:hf                  
(W)     mov (4|M0)               r3.9<1>:hf    r7.8<4;4,1>:hf                  
(W)     mov (2|M0)               r3.13<1>:hf   r7.12<2;2,1>:hf                 
(W)     mov (1|M0)               r3.15<1>:hf   r7.14<0;1,0>:hf                 
(W)     mov (1|M16)              r27.15<1>:hf  r10.14<0;1,0>:hf                
(W)     sel (8|M16)   (lt)f0.0   r24.1<2>:hf   r24.0<2;1,0>:hf   r24.1<2;1,0>:hf 
(W)     sel (8|M16)   (ge)f0.0   r35.1<2>:hf   r35.0<2;1,0>:hf   r35.1<2;1,0>:hf 
(W)     mov (1|M16)              r27.0<1>:hf   r7.15<0;1,0>:hf                 
(W)     mov (8|M16)              r27.1<1>:hf   r10.0<8;8,1>:hf                 
(W)     mov (4|M16)              r27.9<1>:hf   r10.8<4;4,1>:hf                 
(W)     mov (2|M16)              r27.13<1>:hf  r10.12<2;2,1>:hf                
(W)     sel (8|M16)   (ge)f0.0   r36.1<2>:hf   r36.0<2;1,0>:hf   r36.1<2;1,0>:hf 
(W)     sel (16|M0)   (lt)f0.0   r5.0<1>:hf    r31.0<16;16,1>:hf  r32.0<16;16,1>:hf
(W)     sel (8|M16)   (lt)f0.0   r2.1<2>:hf    r2.0<2;1,0>:hf    r2.1<2;1,0>:hf  
(W)     sel (8|M16)   (lt)f0.0   r26.1<2>:hf   r26.0<2;1,0>:hf   r26.1<2;1,0>:hf 
        mov (16|M16)             r6.0<1>:hf    r22.0<2;1,0>:hf                 
(W)     add (4|M16)              r11.3<4>:hf   r11.3<4;1,0>:hf   r11.1<4;1,0>:hf 
(W)     add (4|M16)              r28.3<4>:hf   r28.3<4;1,0>:hf   r28.1<4;1,0>:hf 
(W)     add (4|M16)              r9.2<4>:hf    r9.2<4;1,0>:hf    r9.1<4;1,0>:hf  
(W)     add (4|M16)              r25.2<4>:hf   r25.2<4;1,0>:hf   r25.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r34.2<4>:hf   r34.2<4;1,0>:hf   r34.1<4;1,0>:hf 
(W)     sel (8|M16)   (ge)f0.0   r3.1<2>:hf    r3.0<2;1,0>:hf    r3.1<2;1,0>:hf  
(W)     sel (4|M16)   (lt)f0.0   r24.2<4>:hf   r24.2<4;1,0>:hf   r24.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r35.2<4>:hf   r35.2<4;1,0>:hf   r35.1<4;1,0>:hf 
(W)     sel (8|M16)   (ge)f0.0   r27.1<2>:hf   r27.0<2;1,0>:hf   r27.1<2;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r36.2<4>:hf   r36.2<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r2.2<4>:hf    r2.2<4;1,0>:hf    r2.1<4;1,0>:hf  
(W)     sel (4|M16)   (lt)f0.0   r26.2<4>:hf   r26.2<4;1,0>:hf   r26.1<4;1,0>:hf 
(W)     sel (16|M0)   (ge)f0.0   r7.0<1>:hf    r33.0<16;16,1>:hf  r6.0<16;16,1>:hf
(W)     add (8|M0)               r6.0<1>:hf    r4.0<8;8,1>:hf    r4.8<8;8,1>:hf  
(W)     sel (8|M0)    (lt)f0.0   r6.8<1>:hf    r5.0<8;8,1>:hf    r5.8<8;8,1>:hf  
(W)     add (4|M16)              r11.4<1>:hf   r11.3<0;1,0>:hf   r11.4<4;4,1>:hf 
(W)     add (4|M16)              r11.12<1>:hf  r11.11<0;1,0>:hf  r11.12<4;4,1>:hf
(W)     add (4|M16)              r28.4<1>:hf   r28.3<0;1,0>:hf   r28.4<4;4,1>:hf 
(W)     add (4|M16)              r28.12<1>:hf  r28.11<0;1,0>:hf  r28.12<4;4,1>:hf
(W)     add (4|M16)              r9.3<4>:hf    r9.3<4;1,0>:hf    r9.1<4;1,0>:hf  
(W)     add (4|M16)              r25.3<4>:hf   r25.3<4;1,0>:hf   r25.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r34.3<4>:hf   r34.3<4;1,0>:hf   r34.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r3.2<4>:hf    r3.2<4;1,0>:hf    r3.1<4;1,0>:hf  
(W)     sel (4|M16)   (lt)f0.0   r24.3<4>:hf   r24.3<4;1,0>:hf   r24.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r35.3<4>:hf   r35.3<4;1,0>:hf   r35.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r27.2<4>:hf   r27.2<4;1,0>:hf   r27.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r36.3<4>:hf   r36.3<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r2.3<4>:hf    r2.3<4;1,0>:hf    r2.1<4;1,0>:hf  
(W)     sel (4|M16)   (lt)f0.0   r26.3<4>:hf   r26.3<4;1,0>:hf   r26.1<4;1,0>:hf 
(W)     sel (8|M0)    (ge)f0.0   r8.0<1>:hf    r7.0<8;8,1>:hf    r7.8<8;8,1>:hf  
(W)     add (4|M0)               r4.0<1>:hf    r6.0<4;4,1>:hf    r6.4<4;4,1>:hf  
(W)     sel (4|M0)    (lt)f0.0   r4.4<1>:hf    r6.8<4;4,1>:hf    r6.12<4;4,1>:hf 
(W)     add (8|M16)              r11.8<1>:hf   r11.7<0;1,0>:hf   r11.8<8;8,1>:hf 
(W)     add (8|M16)              r28.8<1>:hf   r28.7<0;1,0>:hf   r28.8<8;8,1>:hf 
(W)     add (4|M16)              r9.4<1>:hf    r9.3<0;1,0>:hf    r9.4<4;4,1>:hf  
(W)     add (4|M16)              r9.12<1>:hf   r9.11<0;1,0>:hf   r9.12<4;4,1>:hf 
(W)     add (4|M16)              r25.4<1>:hf   r25.3<0;1,0>:hf   r25.4<4;4,1>:hf 
(W)     add (4|M16)              r25.12<1>:hf  r25.11<0;1,0>:hf  r25.12<4;4,1>:hf
(W)     shl (1|M0)               r4.6<1>:d     r8.4<0;1,0>:d     1:w              
(W)     shl (1|M0)               r4.7<1>:d     r8.4<0;1,0>:d     2:w              
(W)     sel (4|M16)   (lt)f0.0   r34.4<1>:hf   r34.3<0;1,0>:hf   r34.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r34.12<1>:hf  r34.11<0;1,0>:hf  r34.12<4;4,1>:hf
(W)     sel (4|M16)   (ge)f0.0   r3.3<4>:hf    r3.3<4;1,0>:hf    r3.1<4;1,0>:hf  
(W)     sel (4|M16)   (lt)f0.0   r24.4<1>:hf   r24.3<0;1,0>:hf   r24.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r24.12<1>:hf  r24.11<0;1,0>:hf  r24.12<4;4,1>:hf
(W)     sel (4|M16)   (ge)f0.0   r35.4<1>:hf   r35.3<0;1,0>:hf   r35.4<4;4,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r35.12<1>:hf  r35.11<0;1,0>:hf  r35.12<4;4,1>:hf
(W)     sel (4|M16)   (ge)f0.0   r27.3<4>:hf   r27.3<4;1,0>:hf   r27.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r36.4<1>:hf   r36.3<0;1,0>:hf   r36.4<4;4,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r36.12<1>:hf  r36.11<0;1,0>:hf  r36.12<4;4,1>:hf
(W)     sel (4|M16)   (lt)f0.0   r2.4<1>:hf    r2.3<0;1,0>:hf    r2.4<4;4,1>:hf  
(W)     sel (4|M16)   (lt)f0.0   r2.12<1>:hf   r2.11<0;1,0>:hf   r2.12<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r26.4<1>:hf   r26.3<0;1,0>:hf   r26.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r26.12<1>:hf  r26.11<0;1,0>:hf  r26.12<4;4,1>:hf
(W)     sel (4|M0)    (ge)f0.0   r4.8<1>:hf    r8.0<4;4,1>:hf    r8.4<4;4,1>:hf  
(W)     add (2|M0)               r5.2<1>:hf    r4.0<2;2,1>:hf    r4.2<2;2,1>:hf  
        add (16|M0)              r6.0<1>:d     r8.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (2|M0)    (lt)f0.0   r5.4<1>:hf    r4.4<2;2,1>:hf    r4.6<2;2,1>:hf  
(W)     add (16|M16)             acc0.0<1>:hf  r11.15<0;1,0>:hf  r28.0<16;16,1>:hf
(W)     add (8|M16)              r9.8<1>:hf    r9.7<0;1,0>:hf    r9.8<8;8,1>:hf  
(W)     add (8|M16)              r25.8<1>:hf   r25.7<0;1,0>:hf   r25.8<8;8,1>:hf 
        add (16|M16)             r29.0<1>:d    r8.4<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
(W)     shl (1|M0)               r5.0<1>:d     r8.4<0;1,0>:d     3:w               {Compacted}
        add (16|M0)              r31.0<1>:d    r4.6<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r37.0<1>:d    r4.6<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
        add (16|M0)              r39.0<1>:d    r4.7<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r41.0<1>:d    r4.7<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (lt)f0.0   r34.8<1>:hf   r34.7<0;1,0>:hf   r34.8<8;8,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r3.4<1>:hf    r3.3<0;1,0>:hf    r3.4<4;4,1>:hf  
(W)     sel (4|M16)   (ge)f0.0   r3.12<1>:hf   r3.11<0;1,0>:hf   r3.12<4;4,1>:hf 
(W)     sel (8|M16)   (lt)f0.0   r24.8<1>:hf   r24.7<0;1,0>:hf   r24.8<8;8,1>:hf 
(W)     sel (8|M16)   (ge)f0.0   r35.8<1>:hf   r35.7<0;1,0>:hf   r35.8<8;8,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r27.4<1>:hf   r27.3<0;1,0>:hf   r27.4<4;4,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r27.12<1>:hf  r27.11<0;1,0>:hf  r27.12<4;4,1>:hf
(W)     sel (8|M16)   (ge)f0.0   r36.8<1>:hf   r36.7<0;1,0>:hf   r36.8<8;8,1>:hf 
(W)     sel (8|M16)   (lt)f0.0   r2.8<1>:hf    r2.7<0;1,0>:hf    r2.8<8;8,1>:hf  
(W)     sel (8|M16)   (lt)f0.0   r26.8<1>:hf   r26.7<0;1,0>:hf   r26.8<8;8,1>:hf 
(W)     sel (2|M0)    (ge)f0.0   r5.6<1>:hf    r4.8<2;2,1>:hf    r4.10<2;2,1>:hf 
(W)     add (1|M0)               r4.0<1>:hf    r5.2<0;1,0>:hf    r5.3<0;1,0>:hf  
(W)     sel (1|M0)    (lt)f0.0   r4.1<1>:hf    r5.4<0;1,0>:hf    r5.5<0;1,0>:hf  
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     1:w               {Compacted}
(W)     add (16|M16)             r25.0<1>:hf   r9.15<0;1,0>:hf   r25.0<16;16,1>:hf
        add (16|M0)              r10.0<1>:hf   r11.0<16;16,1>:hf  r20.0<2;1,0>:hf
        add (16|M16)             r33.0<1>:hf   acc0.0<16;16,1>:hf  r22.0<2;1,0>:hf
        add (16|M0)              r43.0<1>:d    r5.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M16)             r45.0<1>:d    r5.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}
(W)     sel (8|M16)   (ge)f0.0   r3.8<1>:hf    r3.7<0;1,0>:hf    r3.8<8;8,1>:hf  
(W)     sel (16|M16)  (lt)f0.0   r34.0<1>:hf   r24.15<0;1,0>:hf  r34.0<16;16,1>:hf
        sel (16|M0)   (lt)f0.0   r63.0<1>:hf   r20.0<2;1,0>:hf   r24.0<16;16,1>:hf
(W)     sel (8|M16)   (ge)f0.0   r27.8<1>:hf   r27.7<0;1,0>:hf   r27.8<8;8,1>:hf 
(W)     sel (16|M16)  (ge)f0.0   r36.0<1>:hf   r35.15<0;1,0>:hf  r36.0<16;16,1>:hf
(W)     sel (16|M16)  (lt)f0.0   r2.0<1>:hf    r26.15<0;1,0>:hf  r2.0<16;16,1>:hf
(W)     sel (1|M0)    (ge)f0.0   r4.2<1>:hf    r5.6<0;1,0>:hf    r5.7<0;1,0>:hf  
        sel (16|M0)   (ge)f0.0   r28.0<1>:hf   r20.0<2;1,0>:hf   r35.0<16;16,1>:hf
        mov (16|M0)              r12.0<1>:ud   r4.0<0;1,0>:uw                  
        mov (16|M16)             r14.0<1>:ud   r4.0<0;1,0>:uw                  
        mov (16|M0)              r20.0<1>:ud   r4.1<0;1,0>:uw                  
        shl (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r37.0<1>:d    r37.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r39.0<1>:d    r39.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r41.0<1>:d    r41.0<8;8,1>:d    1:w               {Compacted}
        send.dc0 (16|M0)         null     r16     r12     0x80            0x04030501           {@7,$2} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r18     r14     0x80            0x04030501           {@7,$3} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r6      r20     0x80            0x04030501           {@6,$4} // wr:2+2, rd:0; byte scattering write 16b
        mov (16|M0)              r67.0<1>:ud   r9.0<16;16,1>:uw                
        sel (16|M16)  (lt)f0.0   r11.0<1>:hf   r22.0<2;1,0>:hf   r34.0<16;16,1>:hf
(W)     sel (16|M16)  (ge)f0.0   r27.0<1>:hf   r3.15<0;1,0>:hf   r27.0<16;16,1>:hf
        sel (16|M16)  (ge)f0.0   r64.0<1>:hf   r22.0<2;1,0>:hf   r36.0<16;16,1>:hf
        mov (16|M16)             r65.0<1>:ud   r4.2<0;1,0>:uw                  
        mov (16|M16)             r12.0<1>:ud   r25.0<16;16,1>:uw                {$2.src}
        mov (16|M0)              r14.0<1>:ud   r26.0<16;16,1>:uw                {$3.src}
        mov (16|M16)             r5.0<1>:ud    r2.0<16;16,1>:uw                 {$4.src}
        mov (16|M0)              r34.0<1>:ud   r4.2<0;1,0>:uw                  
        mov (16|M16)             r22.0<1>:ud   r4.1<0;1,0>:uw                  
        shl (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r55.0<1>:d    r55.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r59.0<1>:d    r59.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r53.0<1>:d    r53.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r57.0<1>:d    r57.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r61.0<1>:d    r61.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    1:w               {Compacted}
        shl (16|M16)             r45.0<1>:d    r45.0<8;8,1>:d    1:w               {Compacted}
        send.dc0 (16|M16)        null     r29     r22     0x80            0x04030501           {@7,$5} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r31     r34     0x80            0x04030501           {@7,$6} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r37     r65     0x80            0x04030501           {$7} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r47     r67     0x80            0x04030501           {$8} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r49     r12     0x80            0x04030501           {$9} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r39     r14     0x80            0x04030501           {$10} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r41     r5      0x80            0x04030501           {@7,$11} // wr:2+2, rd:0; byte scattering write 16b
        mov (16|M0)              r18.0<1>:ud   r10.0<16;16,1>:uw               
        mov (16|M0)              r7.0<1>:ud    r3.0<16;16,1>:uw                
        mov (16|M16)             r20.0<1>:ud   r33.0<16;16,1>:uw               
        mov (16|M16)             r16.0<1>:ud   r27.0<16;16,1>:uw               
        mov (16|M0)              r12.0<1>:ud   r63.0<16;16,1>:uw                {$9.src}
        mov (16|M16)             r14.0<1>:ud   r11.0<16;16,1>:uw                {$10.src}
        mov (16|M0)              r4.0<1>:ud    r28.0<16;16,1>:uw                {$11.src}
        mov (16|M16)             r2.0<1>:ud    r64.0<16;16,1>:uw               
        send.dc0 (16|M0)         null     r51     r7      0x80            0x04030501           {@7,$12} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r53     r16     0x80            0x04030501           {@5,$13} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r55     r18     0x80            0x04030501           {@7,$14} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r57     r20     0x80            0x04030501           {@6,$15} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r59     r12     0x80            0x04030501           {@4,$0} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r61     r14     0x80            0x04030501           {@3,$1} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M0)         null     r43     r4      0x80            0x04030501           {@2,$2} // wr:2+2, rd:0; byte scattering write 16b
        send.dc0 (16|M16)        null     r45     r2      0x80            0x04030501           {@1,$3} // wr:2+2, rd:0; byte scattering write 16b
(W)     mov (8|M0)               r127.0<1>:f   r69.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (8|M0)          r6       r69     null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L4256:
