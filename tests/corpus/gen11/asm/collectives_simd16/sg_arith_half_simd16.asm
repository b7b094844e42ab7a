L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw  
(W)     mov (16|M0)              r47.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r29.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r54.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r35.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r61.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r41.0<1>:hf   -inf:hf                             
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r48.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r15.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r30.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r55.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r18.0<1>:hf   inf:hf                             
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (1|M0)               r36.0<1>:hf   inf:hf                             
(W)     mov (1|M0)               r62.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r23.0<1>:hf   -inf:hf                             
(W)     mov (1|M0)               r42.0<1>:hf   -inf:hf                             
(W)     shl (1|M0)               r24.6<1>:d    r5.4<0;1,0>:d     1:w              
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     shl (1|M0)               r24.7<1>:d    r5.4<0;1,0>:d     2:w              
(W)     shl (1|M0)               r64.0<1>:d    r5.4<0;1,0>:d     3:w              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     1:w              
        add (16|M0)              r19.0<1>:d    r5.4<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
        add (16|M0)              r25.0<1>:d    r24.6<0;1,0>:d    r9.0<8;8,1>:d   
        mad (16|M0)              r31.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       3:w              
        send (16|M0)             r13:w    r11:f   0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        add (16|M0)              r37.0<1>:d    r24.7<0;1,0>:d    r9.0<8;8,1>:d   
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    1:w              
        mad (16|M0)              r43.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       5:w              
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    1:w              
        mad (16|M0)              r50.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       6:w              
        shl (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    1:w              
        mad (16|M0)              r57.0<1>:d    r9.0<8;1>:d       r5.4<0;0>:d       7:w              
        shl (16|M0)              r37.0<1>:d    r37.0<8;8,1>:d    1:w              
        add (16|M0)              r65.0<1>:d    r64.0<0;1,0>:d    r9.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    1:w              
        shl (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    1:w              
        shl (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    1:w              
        shl (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    1:w              
        mov (16|M0)              r47.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r29.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r54.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r35.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r61.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r41.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (8|M0)               r48.1<1>:hf   r47.0<8;8,1>:hf                 
(W)     mov (4|M0)               r48.9<1>:hf   r47.8<4;4,1>:hf                 
(W)     mov (2|M0)               r48.13<1>:hf  r47.12<2;2,1>:hf                
(W)     mov (8|M0)               r30.1<1>:hf   r29.0<8;8,1>:hf                 
(W)     mov (1|M0)               r48.15<1>:hf  r47.14<0;1,0>:hf                
(W)     mov (4|M0)               r30.9<1>:hf   r29.8<4;4,1>:hf                 
(W)     mov (2|M0)               r30.13<1>:hf  r29.12<2;2,1>:hf                
        mov (16|M0)              r15.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (1|M0)               r30.15<1>:hf  r29.14<0;1,0>:hf                
(W)     mov (8|M0)               r55.1<1>:hf   r54.0<8;8,1>:hf                 
(W)     mov (4|M0)               r55.9<1>:hf   r54.8<4;4,1>:hf                 
(W)     mov (2|M0)               r55.13<1>:hf  r54.12<2;2,1>:hf                
(W)     mov (8|M0)               r36.1<1>:hf   r35.0<8;8,1>:hf                 
(W)     mov (1|M0)               r55.15<1>:hf  r54.14<0;1,0>:hf                
(W)     mov (4|M0)               r36.9<1>:hf   r35.8<4;4,1>:hf                 
(W)     mov (2|M0)               r36.13<1>:hf  r35.12<2;2,1>:hf                
        mov (16|M0)              r18.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (1|M0)               r36.15<1>:hf  r35.14<0;1,0>:hf                
(W)     mov (8|M0)               r62.1<1>:hf   r61.0<8;8,1>:hf                 
(W)     mov (4|M0)               r62.9<1>:hf   r61.8<4;4,1>:hf                 
(W)     mov (2|M0)               r62.13<1>:hf  r61.12<2;2,1>:hf                
(W)     mov (8|M0)               r42.1<1>:hf   r41.0<8;8,1>:hf                 
(W)     mov (1|M0)               r62.15<1>:hf  r61.14<0;1,0>:hf                
(W)     mov (4|M0)               r42.9<1>:hf   r41.8<4;4,1>:hf                 
(W)     mov (2|M0)               r42.13<1>:hf  r41.12<2;2,1>:hf                
        mov (16|M0)              r23.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (1|M0)               r42.15<1>:hf  r41.14<0;1,0>:hf                
(W)     add (8|M0)               r48.1<2>:hf   r48.0<2;1,0>:hf   r48.1<2;1,0>:hf 
(W)     add (8|M0)               r30.1<2>:hf   r30.0<2;1,0>:hf   r30.1<2;1,0>:hf 
(W)     add (8|M0)               r3.4<1>:hf    r15.0<8;8,1>:hf   r15.8<8;8,1>:hf 
(W)     sel (8|M0)    (lt)f0.0   r55.1<2>:hf   r55.0<2;1,0>:hf   r55.1<2;1,0>:hf 
(W)     sel (8|M0)    (lt)f0.0   r36.1<2>:hf   r36.0<2;1,0>:hf   r36.1<2;1,0>:hf 
(W)     sel (8|M0)    (lt)f0.0   r6.6<1>:hf    r18.0<8;8,1>:hf   r18.8<8;8,1>:hf 
(W)     sel (8|M0)    (ge)f0.0   r62.1<2>:hf   r62.0<2;1,0>:hf   r62.1<2;1,0>:hf 
(W)     sel (8|M0)    (ge)f0.0   r42.1<2>:hf   r42.0<2;1,0>:hf   r42.1<2;1,0>:hf 
(W)     sel (8|M0)    (ge)f0.0   r24.0<1>:hf   r23.0<8;8,1>:hf   r23.8<8;8,1>:hf 
(W)     add (4|M0)               r48.2<4>:hf   r48.2<4;1,0>:hf   r48.1<4;1,0>:hf 
(W)     add (4|M0)               r30.2<4>:hf   r30.2<4;1,0>:hf   r30.1<4;1,0>:hf 
(W)     add (4|M0)               r3.12<1>:hf   r3.4<4;4,1>:hf    r3.8<4;4,1>:hf  
(W)     sel (4|M0)    (lt)f0.0   r55.2<4>:hf   r55.2<4;1,0>:hf   r55.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.2<4>:hf   r36.2<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r5.2<1>:hf    r6.6<4;4,1>:hf    r6.10<4;4,1>:hf 
(W)     sel (4|M0)    (ge)f0.0   r62.2<4>:hf   r62.2<4;1,0>:hf   r62.1<4;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r42.2<4>:hf   r42.2<4;1,0>:hf   r42.1<4;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r24.8<1>:hf   r24.0<4;4,1>:hf   r24.4<4;4,1>:hf 
(W)     add (4|M0)               r48.3<4>:hf   r48.3<4;1,0>:hf   r48.1<4;1,0>:hf 
(W)     add (4|M0)               r30.3<4>:hf   r30.3<4;1,0>:hf   r30.1<4;1,0>:hf 
(W)     add (2|M0)               r5.0<1>:hf    r3.12<2;2,1>:hf   r3.14<2;2,1>:hf 
(W)     sel (4|M0)    (lt)f0.0   r55.3<4>:hf   r55.3<4;1,0>:hf   r55.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.3<4>:hf   r36.3<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (2|M0)    (lt)f0.0   r5.6<1>:hf    r5.2<2;2,1>:hf    r5.4<2;2,1>:hf  
(W)     sel (4|M0)    (ge)f0.0   r62.3<4>:hf   r62.3<4;1,0>:hf   r62.1<4;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r42.3<4>:hf   r42.3<4;1,0>:hf   r42.1<4;1,0>:hf 
(W)     sel (2|M0)    (ge)f0.0   r6.14<1>:hf   r24.8<2;2,1>:hf   r24.10<2;2,1>:hf
(W)     add (4|M0)               r48.4<1>:hf   r48.3<0;1,0>:hf   r48.4<4;4,1>:hf 
(W)     add (4|M0)               r30.4<1>:hf   r30.3<0;1,0>:hf   r30.4<4;4,1>:hf 
(W)     add (4|M0)               r48.12<1>:hf  r48.11<0;1,0>:hf  r48.12<4;4,1>:hf
(W)     add (4|M0)               r30.12<1>:hf  r30.11<0;1,0>:hf  r30.12<4;4,1>:hf
(W)     add (1|M0)               r3.2<1>:hf    r5.0<0;1,0>:hf    r5.1<0;1,0>:hf  
(W)     sel (4|M0)    (lt)f0.0   r55.4<1>:hf   r55.3<0;1,0>:hf   r55.4<4;4,1>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.4<1>:hf   r36.3<0;1,0>:hf   r36.4<4;4,1>:hf 
(W)     sel (4|M0)    (lt)f0.0   r55.12<1>:hf  r55.11<0;1,0>:hf  r55.12<4;4,1>:hf
(W)     sel (4|M0)    (lt)f0.0   r36.12<1>:hf  r36.11<0;1,0>:hf  r36.12<4;4,1>:hf
(W)     sel (1|M0)    (lt)f0.0   r3.3<1>:hf    r5.6<0;1,0>:hf    r5.7<0;1,0>:hf  
(W)     sel (4|M0)    (ge)f0.0   r62.4<1>:hf   r62.3<0;1,0>:hf   r62.4<4;4,1>:hf 
(W)     sel (4|M0)    (ge)f0.0   r42.4<1>:hf   r42.3<0;1,0>:hf   r42.4<4;4,1>:hf 
(W)     sel (4|M0)    (ge)f0.0   r62.12<1>:hf  r62.11<0;1,0>:hf  r62.12<4;4,1>:hf
(W)     sel (4|M0)    (ge)f0.0   r42.12<1>:hf  r42.11<0;1,0>:hf  r42.12<4;4,1>:hf
(W)     sel (1|M0)    (ge)f0.0   r5.14<1>:hf   r6.14<0;1,0>:hf   r6.15<0;1,0>:hf 
(W)     add (8|M0)               r48.8<1>:hf   r48.7<0;1,0>:hf   r48.8<8;8,1>:hf 
(W)     add (8|M0)               r30.8<1>:hf   r30.7<0;1,0>:hf   r30.8<8;8,1>:hf 
        mov (16|M0)              r16.0<1>:ud   r3.2<0;1,0>:uw                  
(W)     sel (8|M0)    (lt)f0.0   r55.8<1>:hf   r55.7<0;1,0>:hf   r55.8<8;8,1>:hf 
(W)     sel (8|M0)    (lt)f0.0   r36.8<1>:hf   r36.7<0;1,0>:hf   r36.8<8;8,1>:hf 
        mov (16|M0)              r21.0<1>:ud   r3.3<0;1,0>:uw                  
(W)     sel (8|M0)    (ge)f0.0   r62.8<1>:hf   r62.7<0;1,0>:hf   r62.8<8;8,1>:hf 
(W)     sel (8|M0)    (ge)f0.0   r42.8<1>:hf   r42.7<0;1,0>:hf   r42.8<8;8,1>:hf 
        mov (16|M0)              r27.0<1>:ud   r5.14<0;1,0>:uw                 
        add (16|M0)              r49.0<1>:hf   r48.0<16;16,1>:hf  r13.0<2;1,0>:hf
        mov (16|M0)              r33.0<1>:ud   r30.0<16;16,1>:uw               
        sends (16|M0)            null:w   r11     r16     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sel (16|M0)   (lt)f0.0   r56.0<1>:hf   r13.0<2;1,0>:hf   r55.0<16;16,1>:hf
        mov (16|M0)              r39.0<1>:ud   r36.0<16;16,1>:uw               
        sends (16|M0)            null:w   r19     r21     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sel (16|M0)   (ge)f0.0   r63.0<1>:hf   r13.0<2;1,0>:hf   r62.0<16;16,1>:hf
        mov (16|M0)              r45.0<1>:ud   r42.0<16;16,1>:uw               
        sends (16|M0)            null:w   r25     r27     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r52.0<1>:ud   r49.0<16;16,1>:uw               
(W)     mov (8|M0)               r11.0<1>:f    r11.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r31     r33     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r59.0<1>:ud   r56.0<16;16,1>:uw               
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r37     r39     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r67.0<1>:ud   r63.0<16;16,1>:uw               
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r43     r45     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r31.0<1>:f    r31.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r50     r52     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r37.0<1>:f    r37.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r57     r59     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r43.0<1>:f    r43.0<8;8,1>:f                   {Compacted}
        sends (16|M0)            null:w   r65     r67     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2352:
