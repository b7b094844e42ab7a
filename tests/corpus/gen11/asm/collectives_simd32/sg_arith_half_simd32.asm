L0:
(W)     mov (8|M0)               r70.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r70.2<0;1,0>:uw 
(W)     mov (16|M0)              r6.0<1>:hf    0.0:hf                             
(W)     mov (16|M16)             r24.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r25.0<1>:hf   inf:hf                             
(W)     mov (1|M0)               r33.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r35.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r26.0<1>:hf   -inf:hf                             
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r70.1<0;1,0>:d   {Compacted}
(W)     mov (16|M16)             r9.0<1>:hf    inf:hf                             
(W)     mov (16|M16)             r27.0<1>:hf   -inf:hf                             
(W)     mov (16|M16)             r28.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r29.0<1>:hf   inf:hf                             
(W)     mov (16|M16)             r30.0<1>:hf   inf:hf                             
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw
(W)     mov (16|M0)              r2.0<1>:hf    0.0:hf                             
(W)     mov (16|M16)             r3.0<1>:hf    0.0:hf                             
(W)     mov (16|M0)              r31.0<1>:hf   -inf:hf                             
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d   
(W)     mov (16|M0)              r4.0<1>:hf    inf:hf                             
(W)     mov (16|M0)              r11.0<1>:hf   0.0:hf                             
(W)     mov (16|M16)             r5.0<1>:hf    inf:hf                             
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w              
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w              
(W)     mov (16|M0)              r7.0<1>:hf    -inf:hf                             
(W)     mov (16|M16)             r32.0<1>:hf   -inf:hf                             
(W)     mov (16|M16)             r10.0<1>:hf   -inf:hf                             
        send (16|M0)             r20:w    r16:f   0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mad (16|M0)              r39.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       3:w              
        send (16|M16)            r22:w    r18:f   0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        mad (16|M0)              r47.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M0)              r51.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M0)              r57.0<1>:d    r12.0<8;1>:d      r8.4<0;0>:d       7:w              
        mad (16|M16)             r41.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       3:w              
        mad (16|M16)             r49.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       5:w              
        mad (16|M16)             r53.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       6:w              
        mad (16|M16)             r59.0<1>:d    r14.0<8;1>:d      r8.4<0;0>:d       7:w              
        shl (16|M0)              r39.0<1>:d    r39.0<8;8,1>:d    1:w              
        shl (16|M16)             r41.0<1>:d    r41.0<8;8,1>:d    1:w              
        shl (16|M0)              r47.0<1>:d    r47.0<8;8,1>:d    1:w              
        shl (16|M16)             r49.0<1>:d    r49.0<8;8,1>:d    1:w              
        shl (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    1:w              
        shl (16|M16)             r53.0<1>:d    r53.0<8;8,1>:d    1:w              
        shl (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    1:w              
        shl (16|M16)             r59.0<1>:d    r59.0<8;8,1>:d    1:w              
(W)     mov (8|M0)               r127.0<1>:f   r70.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r6.0<1>:hf    r20.0<2;1,0>:hf                 
        mov (16|M0)              r25.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M16)             r24.0<1>:hf   r22.0<2;1,0>:hf                 
        mov (16|M16)             r9.0<1>:hf    r22.0<2;1,0>:hf                 
(W)     mov (8|M0)               r33.1<1>:hf   r6.0<8;8,1>:hf                  
(W)     mov (4|M0)               r33.9<1>:hf   r6.8<4;4,1>:hf                  
(W)     mov (2|M0)               r33.13<1>:hf  r6.12<2;2,1>:hf                 
(W)     mov (1|M16)              r34.0<1>:hf   r6.15<0;1,0>:hf                 
(W)     mov (1|M0)               r33.15<1>:hf  r6.14<0;1,0>:hf                 
(W)     mov (8|M16)              r34.1<1>:hf   r24.0<8;8,1>:hf                 
(W)     mov (4|M16)              r34.9<1>:hf   r24.8<4;4,1>:hf                 
(W)     mov (2|M16)              r34.13<1>:hf  r24.12<2;2,1>:hf                
(W)     mov (8|M0)               r35.1<1>:hf   r25.0<8;8,1>:hf                 
(W)     mov (1|M16)              r34.15<1>:hf  r24.14<0;1,0>:hf                
(W)     mov (4|M0)               r35.9<1>:hf   r25.8<4;4,1>:hf                 
(W)     mov (2|M0)               r35.13<1>:hf  r25.12<2;2,1>:hf                
(W)     mov (1|M16)              r36.0<1>:hf   r25.15<0;1,0>:hf                
(W)     mov (1|M0)               r35.15<1>:hf  r25.14<0;1,0>:hf                
(W)     mov (8|M16)              r36.1<1>:hf   r9.0<8;8,1>:hf                  
(W)     mov (4|M16)              r36.9<1>:hf   r9.8<4;4,1>:hf                  
(W)     mov (2|M16)              r36.13<1>:hf  r9.12<2;2,1>:hf                 
        mov (16|M0)              r26.0<1>:hf   r20.0<2;1,0>:hf                 
(W)     mov (1|M16)              r36.15<1>:hf  r9.14<0;1,0>:hf                 
        mov (16|M16)             r27.0<1>:hf   r22.0<2;1,0>:hf                 
        mov (16|M0)              r4.0<1>:hf    r20.0<2;1,0>:hf                 
        mov (16|M0)              r2.0<1>:hf    r20.0<2;1,0>:hf                 
        mov (16|M0)              r11.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M16)             r3.0<1>:hf    r22.0<2;1,0>:hf                 
        mov (16|M16)             r28.0<1>:hf   r22.0<2;1,0>:hf                 
(W)     add (8|M16)              r33.1<2>:hf   r33.0<2;1,0>:hf   r33.1<2;1,0>:hf 
(W)     add (8|M16)              r34.1<2>:hf   r34.0<2;1,0>:hf   r34.1<2;1,0>:hf 
(W)     sel (8|M16)   (lt)f0.0   r35.1<2>:hf   r35.0<2;1,0>:hf   r35.1<2;1,0>:hf 
(W)     sel (8|M16)   (lt)f0.0   r36.1<2>:hf   r36.0<2;1,0>:hf   r36.1<2;1,0>:hf 
        mov (16|M16)             r5.0<1>:hf    r22.0<2;1,0>:hf                 
        mov (16|M0)              r29.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M16)             r30.0<1>:hf   r22.0<2;1,0>:hf                 
(W)     mov (8|M0)               r6.1<1>:hf    r26.0<8;8,1>:hf                 
(W)     mov (4|M0)               r6.9<1>:hf    r26.8<4;4,1>:hf                 
(W)     mov (2|M0)               r6.13<1>:hf   r26.12<2;2,1>:hf                
(W)     mov (1|M16)              r24.0<1>:hf   r26.15<0;1,0>:hf                
(W)     mov (1|M0)               r6.15<1>:hf   r26.14<0;1,0>:hf                
(W)     mov (8|M16)              r24.1<1>:hf   r27.0<8;8,1>:hf                 
(W)     mov (8|M0)               r26.1<1>:hf   r4.0<8;8,1>:hf                  
(W)     mov (4|M0)               r26.9<1>:hf   r4.8<4;4,1>:hf                  
(W)     mov (1|M0)               r26.15<1>:hf  r4.14<0;1,0>:hf                 
(W)     mov (1|M16)              r27.0<1>:hf   r4.15<0;1,0>:hf                 
(W)     mov (2|M0)               r26.13<1>:hf  r4.12<2;2,1>:hf                 
        mov (16|M0)              r7.0<1>:hf    r20.0<2;1,0>:hf                 
(W)     mov (1|M0)               r9.0<1>:hf    0.0:hf                             
(W)     mov (8|M0)               r9.1<1>:hf    r2.0<8;8,1>:hf                  
(W)     mov (4|M0)               r9.9<1>:hf    r2.8<4;4,1>:hf                  
(W)     mov (2|M0)               r9.13<1>:hf   r2.12<2;2,1>:hf                 
(W)     mov (1|M16)              r25.0<1>:hf   r2.15<0;1,0>:hf                 
(W)     mov (1|M0)               r9.15<1>:hf   r2.14<0;1,0>:hf                 
(W)     mov (8|M16)              r25.1<1>:hf   r3.0<8;8,1>:hf                  
(W)     mov (4|M16)              r25.9<1>:hf   r3.8<4;4,1>:hf                  
(W)     mov (2|M16)              r25.13<1>:hf  r3.12<2;2,1>:hf                 
(W)     add (4|M16)              r33.2<4>:hf   r33.2<4;1,0>:hf   r33.1<4;1,0>:hf 
(W)     mov (1|M16)              r25.15<1>:hf  r3.14<0;1,0>:hf                 
(W)     add (4|M16)              r34.2<4>:hf   r34.2<4;1,0>:hf   r34.1<4;1,0>:hf 
(W)     add (16|M0)              r4.0<1>:hf    r11.0<16;16,1>:hf  r28.0<16;16,1>:hf
        mov (16|M0)              r31.0<1>:hf   r20.0<2;1,0>:hf                 
        mov (16|M16)             r10.0<1>:hf   r22.0<2;1,0>:hf                 
        mov (16|M16)             r32.0<1>:hf   r22.0<2;1,0>:hf                 
(W)     mov (4|M16)              r24.9<1>:hf   r27.8<4;4,1>:hf                 
(W)     mov (2|M16)              r24.13<1>:hf  r27.12<2;2,1>:hf                
(W)     sel (4|M16)   (lt)f0.0   r35.2<4>:hf   r35.2<4;1,0>:hf   r35.1<4;1,0>:hf 
(W)     mov (1|M16)              r24.15<1>:hf  r27.14<0;1,0>:hf                
(W)     sel (4|M16)   (lt)f0.0   r36.2<4>:hf   r36.2<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     mov (1|M16)              r27.15<1>:hf  r5.14<0;1,0>:hf                 
(W)     mov (8|M16)              r27.1<1>:hf   r5.0<8;8,1>:hf                  
(W)     mov (4|M16)              r27.9<1>:hf   r5.8<4;4,1>:hf                  
(W)     mov (1|M0)               r26.0<1>:hf   inf:hf                             
(W)     mov (2|M16)              r27.13<1>:hf  r5.12<2;2,1>:hf                 
(W)     sel (16|M0)   (lt)f0.0   r5.0<1>:hf    r29.0<16;16,1>:hf  r30.0<16;16,1>:hf
(W)     mov (8|M0)               r2.1<1>:hf    r7.0<8;8,1>:hf                  
(W)     mov (4|M0)               r2.9<1>:hf    r7.8<4;4,1>:hf                  
(W)     mov (1|M0)               r2.15<1>:hf   r7.14<0;1,0>:hf                 
(W)     mov (1|M16)              r3.0<1>:hf    r7.15<0;1,0>:hf                 
(W)     mov (2|M0)               r2.13<1>:hf   r7.12<2;2,1>:hf                 
(W)     add (8|M16)              r9.1<2>:hf    r9.0<2;1,0>:hf    r9.1<2;1,0>:hf  
(W)     add (4|M16)              r33.3<4>:hf   r33.3<4;1,0>:hf   r33.1<4;1,0>:hf 
(W)     add (8|M16)              r25.1<2>:hf   r25.0<2;1,0>:hf   r25.1<2;1,0>:hf 
(W)     add (4|M16)              r34.3<4>:hf   r34.3<4;1,0>:hf   r34.1<4;1,0>:hf 
(W)     add (8|M0)               r8.0<1>:hf    r4.0<8;8,1>:hf    r4.8<8;8,1>:hf  
(W)     mov (1|M0)               r2.0<1>:hf    -inf:hf                             
(W)     mov (8|M16)              r3.1<1>:hf    r10.0<8;8,1>:hf                 
(W)     mov (4|M16)              r3.9<1>:hf    r10.8<4;4,1>:hf                 
(W)     mov (2|M16)              r3.13<1>:hf   r10.12<2;2,1>:hf                
(W)     sel (16|M0)   (ge)f0.0   r7.0<1>:hf    r31.0<16;16,1>:hf  r32.0<16;16,1>:hf
(W)     mov (1|M16)              r3.15<1>:hf   r10.14<0;1,0>:hf                
(W)     sel (4|M16)   (lt)f0.0   r35.3<4>:hf   r35.3<4;1,0>:hf   r35.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r36.3<4>:hf   r36.3<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (8|M16)   (lt)f0.0   r26.1<2>:hf   r26.0<2;1,0>:hf   r26.1<2;1,0>:hf 
(W)     sel (8|M16)   (lt)f0.0   r27.1<2>:hf   r27.0<2;1,0>:hf   r27.1<2;1,0>:hf 
(W)     sel (8|M0)    (lt)f0.0   r10.0<1>:hf   r5.0<8;8,1>:hf    r5.8<8;8,1>:hf  
(W)     mov (1|M0)               r6.0<1>:hf    -inf:hf                             
(W)     add (4|M16)              r9.2<4>:hf    r9.2<4;1,0>:hf    r9.1<4;1,0>:hf  
(W)     add (4|M16)              r33.4<1>:hf   r33.3<0;1,0>:hf   r33.4<4;4,1>:hf 
(W)     add (4|M16)              r25.2<4>:hf   r25.2<4;1,0>:hf   r25.1<4;1,0>:hf 
(W)     add (4|M16)              r33.12<1>:hf  r33.11<0;1,0>:hf  r33.12<4;4,1>:hf
(W)     add (4|M16)              r34.4<1>:hf   r34.3<0;1,0>:hf   r34.4<4;4,1>:hf 
(W)     add (4|M0)               r4.0<1>:hf    r8.0<4;4,1>:hf    r8.4<4;4,1>:hf  
(W)     add (4|M16)              r34.12<1>:hf  r34.11<0;1,0>:hf  r34.12<4;4,1>:hf
(W)     sel (8|M16)   (ge)f0.0   r2.1<2>:hf    r2.0<2;1,0>:hf    r2.1<2;1,0>:hf  
(W)     sel (8|M0)    (ge)f0.0   r10.8<1>:hf   r7.0<8;8,1>:hf    r7.8<8;8,1>:hf  
(W)     sel (8|M16)   (ge)f0.0   r3.1<2>:hf    r3.0<2;1,0>:hf    r3.1<2;1,0>:hf  
(W)     sel (4|M16)   (lt)f0.0   r35.4<1>:hf   r35.3<0;1,0>:hf   r35.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r36.4<1>:hf   r36.3<0;1,0>:hf   r36.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r35.12<1>:hf  r35.11<0;1,0>:hf  r35.12<4;4,1>:hf
(W)     sel (4|M16)   (lt)f0.0   r36.12<1>:hf  r36.11<0;1,0>:hf  r36.12<4;4,1>:hf
(W)     sel (4|M16)   (lt)f0.0   r26.2<4>:hf   r26.2<4;1,0>:hf   r26.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r27.2<4>:hf   r27.2<4;1,0>:hf   r27.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r4.4<1>:hf    r10.0<4;4,1>:hf   r10.4<4;4,1>:hf 
(W)     sel (8|M16)   (ge)f0.0   r24.1<2>:hf   r24.0<2;1,0>:hf   r24.1<2;1,0>:hf 
(W)     sel (8|M16)   (ge)f0.0   r6.1<2>:hf    r6.0<2;1,0>:hf    r6.1<2;1,0>:hf  
(W)     add (4|M16)              r9.3<4>:hf    r9.3<4;1,0>:hf    r9.1<4;1,0>:hf  
(W)     add (4|M16)              r25.3<4>:hf   r25.3<4;1,0>:hf   r25.1<4;1,0>:hf 
(W)     add (8|M16)              r33.8<1>:hf   r33.7<0;1,0>:hf   r33.8<8;8,1>:hf 
(W)     add (2|M0)               r5.0<1>:hf    r4.0<2;2,1>:hf    r4.2<2;2,1>:hf  
(W)     add (8|M16)              r34.8<1>:hf   r34.7<0;1,0>:hf   r34.8<8;8,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r2.2<4>:hf    r2.2<4;1,0>:hf    r2.1<4;1,0>:hf  
(W)     sel (4|M0)    (ge)f0.0   r4.8<1>:hf    r10.8<4;4,1>:hf   r10.12<4;4,1>:hf
(W)     sel (4|M16)   (ge)f0.0   r3.2<4>:hf    r3.2<4;1,0>:hf    r3.1<4;1,0>:hf  
(W)     sel (8|M16)   (lt)f0.0   r35.8<1>:hf   r35.7<0;1,0>:hf   r35.8<8;8,1>:hf 
(W)     sel (8|M16)   (lt)f0.0   r36.8<1>:hf   r36.7<0;1,0>:hf   r36.8<8;8,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r26.3<4>:hf   r26.3<4;1,0>:hf   r26.1<4;1,0>:hf 
(W)     sel (4|M16)   (lt)f0.0   r27.3<4>:hf   r27.3<4;1,0>:hf   r27.1<4;1,0>:hf 
(W)     sel (2|M0)    (lt)f0.0   r5.2<1>:hf    r4.4<2;2,1>:hf    r4.6<2;2,1>:hf  
(W)     sel (4|M16)   (ge)f0.0   r24.2<4>:hf   r24.2<4;1,0>:hf   r24.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r6.2<4>:hf    r6.2<4;1,0>:hf    r6.1<4;1,0>:hf  
(W)     add (4|M16)              r9.4<1>:hf    r9.3<0;1,0>:hf    r9.4<4;4,1>:hf  
(W)     add (4|M16)              r25.4<1>:hf   r25.3<0;1,0>:hf   r25.4<4;4,1>:hf 
(W)     add (4|M16)              r9.12<1>:hf   r9.11<0;1,0>:hf   r9.12<4;4,1>:hf 
(W)     add (4|M16)              r25.12<1>:hf  r25.11<0;1,0>:hf  r25.12<4;4,1>:hf
(W)     add (1|M0)               r4.2<1>:hf    r5.0<0;1,0>:hf    r5.1<0;1,0>:hf  
(W)     add (16|M16)             acc0.0<1>:hf  r33.15<0;1,0>:hf  r34.0<16;16,1>:hf
(W)     shl (1|M0)               r5.3<1>:d     r8.4<0;1,0>:d     1:w              
(W)     sel (4|M16)   (ge)f0.0   r2.3<4>:hf    r2.3<4;1,0>:hf    r2.1<4;1,0>:hf  
(W)     sel (2|M0)    (ge)f0.0   r5.4<1>:hf    r4.8<2;2,1>:hf    r4.10<2;2,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r3.3<4>:hf    r3.3<4;1,0>:hf    r3.1<4;1,0>:hf  
(W)     sel (16|M16)  (lt)f0.0   r36.0<1>:hf   r35.15<0;1,0>:hf  r36.0<16;16,1>:hf
        add (16|M0)              r10.0<1>:d    r8.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (4|M16)   (lt)f0.0   r26.4<1>:hf   r26.3<0;1,0>:hf   r26.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r27.4<1>:hf   r27.3<0;1,0>:hf   r27.4<4;4,1>:hf 
(W)     sel (4|M16)   (lt)f0.0   r26.12<1>:hf  r26.11<0;1,0>:hf  r26.12<4;4,1>:hf
(W)     sel (4|M16)   (lt)f0.0   r27.12<1>:hf  r27.11<0;1,0>:hf  r27.12<4;4,1>:hf
(W)     sel (1|M0)    (lt)f0.0   r4.3<1>:hf    r5.2<0;1,0>:hf    r5.3<0;1,0>:hf  
        add (16|M16)             r28.0<1>:d    r8.4<0;1,0>:d     r14.0<8;8,1>:d  
(W)     shl (1|M0)               r5.4<1>:d     r8.4<0;1,0>:d     2:w              
(W)     shl (1|M0)               r4.0<1>:d     r8.4<0;1,0>:d     3:w              
(W)     sel (4|M16)   (ge)f0.0   r24.3<4>:hf   r24.3<4;1,0>:hf   r24.1<4;1,0>:hf 
(W)     sel (4|M16)   (ge)f0.0   r6.3<4>:hf    r6.3<4;1,0>:hf    r6.1<4;1,0>:hf  
        add (16|M0)              r7.0<1>:hf    r33.0<16;16,1>:hf  r20.0<2;1,0>:hf
(W)     add (8|M16)              r9.8<1>:hf    r9.7<0;1,0>:hf    r9.8<8;8,1>:hf  
(W)     add (8|M16)              r25.8<1>:hf   r25.7<0;1,0>:hf   r25.8<8;8,1>:hf 
        mov (16|M0)              r66.0<1>:ud   r4.2<0;1,0>:uw                  
        add (16|M16)             r32.0<1>:hf   acc0.0<16;16,1>:hf  r22.0<2;1,0>:hf
        add (16|M0)              r30.0<1>:d    r5.3<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (4|M16)   (ge)f0.0   r2.4<1>:hf    r2.3<0;1,0>:hf    r2.4<4;4,1>:hf  
(W)     sel (1|M0)    (ge)f0.0   r4.4<1>:hf    r5.4<0;1,0>:hf    r5.5<0;1,0>:hf  
(W)     sel (4|M16)   (ge)f0.0   r2.12<1>:hf   r2.11<0;1,0>:hf   r2.12<4;4,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r3.4<1>:hf    r3.3<0;1,0>:hf    r3.4<4;4,1>:hf  
        sel (16|M0)   (lt)f0.0   r55.0<1>:hf   r20.0<2;1,0>:hf   r35.0<16;16,1>:hf
(W)     sel (4|M16)   (ge)f0.0   r3.12<1>:hf   r3.11<0;1,0>:hf   r3.12<4;4,1>:hf 
        sel (16|M16)  (lt)f0.0   r56.0<1>:hf   r22.0<2;1,0>:hf   r36.0<16;16,1>:hf
        mov (16|M16)             r33.0<1>:ud   r4.2<0;1,0>:uw                  
        add (16|M16)             r37.0<1>:d    r5.3<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    1:w              
(W)     sel (8|M16)   (lt)f0.0   r26.8<1>:hf   r26.7<0;1,0>:hf   r26.8<8;8,1>:hf 
(W)     sel (8|M16)   (lt)f0.0   r27.8<1>:hf   r27.7<0;1,0>:hf   r27.8<8;8,1>:hf 
        mov (16|M0)              r35.0<1>:ud   r4.3<0;1,0>:uw                  
        mov (16|M16)             r68.0<1>:ud   r4.3<0;1,0>:uw                  
        shl (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1:w              
        add (16|M0)              r43.0<1>:d    r5.4<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
        add (16|M0)              r62.0<1>:d    r4.0<0;1,0>:d     r12.0<8;8,1>:d   {Compacted}
(W)     sel (4|M16)   (ge)f0.0   r24.4<1>:hf   r24.3<0;1,0>:hf   r24.4<4;4,1>:hf 
(W)     sel (4|M16)   (ge)f0.0   r6.4<1>:hf    r6.3<0;1,0>:hf    r6.4<4;4,1>:hf  
(W)     sel (4|M16)   (ge)f0.0   r24.12<1>:hf  r24.11<0;1,0>:hf  r24.12<4;4,1>:hf
(W)     sel (4|M16)   (ge)f0.0   r6.12<1>:hf   r6.11<0;1,0>:hf   r6.12<4;4,1>:hf 
        sends (16|M0)            null:w   r16     r66     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     add (16|M16)             r25.0<1>:hf   r9.15<0;1,0>:hf   r25.0<16;16,1>:hf
        add (16|M16)             r45.0<1>:d    r5.4<0;1,0>:d     r14.0<8;8,1>:d  
        add (16|M16)             r64.0<1>:d    r4.0<0;1,0>:d     r14.0<8;8,1>:d  
        shl (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    1:w              
(W)     sel (8|M16)   (ge)f0.0   r2.8<1>:hf    r2.7<0;1,0>:hf    r2.8<8;8,1>:hf  
(W)     sel (8|M16)   (ge)f0.0   r3.8<1>:hf    r3.7<0;1,0>:hf    r3.8<8;8,1>:hf  
        mov (16|M0)              r12.0<1>:ud   r4.4<0;1,0>:uw                  
        sends (16|M16)           null:w   r18     r33     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        shl (16|M16)             r37.0<1>:d    r37.0<8;8,1>:d    1:w              
        mov (16|M16)             r14.0<1>:ud   r4.4<0;1,0>:uw                  
        sends (16|M0)            null:w   r10     r35     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     sel (16|M16)  (lt)f0.0   r27.0<1>:hf   r26.15<0;1,0>:hf  r27.0<16;16,1>:hf
        mov (16|M0)              r16.0<1>:ud   r9.0<16;16,1>:uw                
        sends (16|M16)           null:w   r28     r68     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     sel (8|M16)   (ge)f0.0   r24.8<1>:hf   r24.7<0;1,0>:hf   r24.8<8;8,1>:hf 
(W)     sel (8|M16)   (ge)f0.0   r6.8<1>:hf    r6.7<0;1,0>:hf    r6.8<8;8,1>:hf  
        mov (16|M16)             r10.0<1>:ud   r25.0<16;16,1>:uw               
        sends (16|M0)            null:w   r30     r12     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     sel (16|M16)  (ge)f0.0   r3.0<1>:hf    r2.15<0;1,0>:hf   r3.0<16;16,1>:hf
        shl (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    1:w              
        mov (16|M0)              r18.0<1>:ud   r26.0<16;16,1>:uw               
        sends (16|M16)           null:w   r37     r14     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        shl (16|M16)             r45.0<1>:d    r45.0<8;8,1>:d    1:w              
        mov (16|M16)             r12.0<1>:ud   r27.0<16;16,1>:uw               
        sends (16|M0)            null:w   r39     r16     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     sel (16|M16)  (ge)f0.0   r24.0<1>:hf   r6.15<0;1,0>:hf   r24.0<16;16,1>:hf
        mov (16|M0)              r14.0<1>:ud   r2.0<16;16,1>:uw                
        sends (16|M16)           null:w   r41     r10     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M16)             r8.0<1>:ud    r3.0<16;16,1>:uw                
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r43     r18     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r10.0<1>:ud   r7.0<16;16,1>:uw                
        sends (16|M16)           null:w   r45     r12     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sel (16|M0)   (ge)f0.0   r61.0<1>:hf   r20.0<2;1,0>:hf   r6.0<16;16,1>:hf
        mov (16|M16)             r16.0<1>:ud   r32.0<16;16,1>:uw               
        sends (16|M0)            null:w   r47     r14     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sel (16|M16)  (ge)f0.0   r5.0<1>:hf    r22.0<2;1,0>:hf   r24.0<16;16,1>:hf
        mov (16|M0)              r12.0<1>:ud   r55.0<16;16,1>:uw               
        sends (16|M16)           null:w   r49     r8      0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M16)             r14.0<1>:ud   r56.0<16;16,1>:uw               
        sends (16|M0)            null:w   r51     r10     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        shl (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    1:w              
        mov (16|M0)              r2.0<1>:ud    r61.0<16;16,1>:uw               
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r53     r16     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        shl (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    1:w              
        mov (16|M16)             r6.0<1>:ud    r5.0<16;16,1>:uw                
(W)     mov (8|M0)               r49.0<1>:f    r49.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r57     r12     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r51.0<1>:f    r51.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r59     r14     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r53.0<1>:f    r53.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r62     r2      0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r57.0<1>:f    r57.0<8;8,1>:f                   {Compacted}
        sends (16|M16)           null:w   r64     r6      0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r59.0<1>:f    r59.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L4480:
