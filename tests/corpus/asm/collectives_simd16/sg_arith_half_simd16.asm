L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (16|M0)              r48.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r29.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r55.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r35.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r62.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r42.0<1>:hf   -inf:hf                             
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw
(W)     mov (1|M0)               r49.0<1>:hf   0.0:hf                             
(W)     mov (16|M0)              r15.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r30.0<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r56.0<1>:hf   inf:hf                             
(W)     mov (16|M0)              r18.0<1>:hf   inf:hf                             
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               r36.0<1>:hf   inf:hf                             
(W)     mov (1|M0)               r63.0<1>:hf   -inf:hf                             
(W)     mov (16|M0)              r23.0<1>:hf   -inf:hf                             
(W)     mov (1|M0)               r43.0<1>:hf   -inf:hf                             
(W)     shl (1|M0)               r24.6<1>:d    r5.4<0;1,0>:d     1:w              
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     1:w              
(W)     mul (1|M0)               r24.7<1>:d    r5.4<0;1,0>:d     3:w              
(W)     shl (1|M0)               r37.0<1>:d    r5.4<0;1,0>:d     2:w              
        add (16|M0)              r19.0<1>:d    r5.4<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}
(W)     mul (1|M0)               r37.1<1>:d    r5.4<0;1,0>:d     5:w              
        send (16|M0)             r13:w    r11     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b
        add (16|M0)              r25.0<1>:d    r24.6<0;1,0>:d    r9.0<8;8,1>:d   
(W)     mul (1|M0)               r37.2<1>:d    r5.4<0;1,0>:d     6:w              
        add (16|M0)              r31.0<1>:d    r24.7<0;1,0>:d    r9.0<8;8,1>:d   
(W)     mul (1|M0)               r37.3<1>:d    r5.4<0;1,0>:d     7:w              
        add (16|M0)              r38.0<1>:d    r37.0<0;1,0>:d    r9.0<8;8,1>:d    {Compacted}
(W)     shl (1|M0)               r37.4<1>:d    r5.4<0;1,0>:d     3:w              
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    1:w              
        add (16|M0)              r44.0<1>:d    r37.1<0;1,0>:d    r9.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    1:w              
        add (16|M0)              r51.0<1>:d    r37.2<0;1,0>:d    r9.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    1:w              
        add (16|M0)              r58.0<1>:d    r37.3<0;1,0>:d    r9.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    1:w              
        add (16|M0)              r65.0<1>:d    r37.4<0;1,0>:d    r9.0<8;8,1>:d    {Compacted}
        shl (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    1:w              
        shl (16|M0)              r51.0<1>:d    r51.0<8;8,1>:d    1:w              
        shl (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    1:w              
        shl (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    1:w              
(W)     mov (8|M0)               r127.0<1>:ud  r2.0<8;8,1>:ud                   {Compacted}
        mov (16|M0)              r48.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r29.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r55.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r35.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r62.0<1>:hf   r13.0<2;1,0>:hf                 
        mov (16|M0)              r42.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (8|M0)               r49.1<1>:hf   r48.0<8;8,1>:hf                 
(W)     mov (4|M0)               r49.9<1>:hf   r48.8<4;4,1>:hf                 
(W)     mov (2|M0)               r49.13<1>:hf  r48.12<2;2,1>:hf                
(W)     mov (8|M0)               r30.1<1>:hf   r29.0<8;8,1>:hf                 
(W)     mov (1|M0)               r49.15<1>:hf  r48.14<0;1,0>:hf                
(W)     mov (4|M0)               r30.9<1>:hf   r29.8<4;4,1>:hf                 
(W)     mov (2|M0)               r30.13<1>:hf  r29.12<2;2,1>:hf                
        mov (16|M0)              r15.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (1|M0)               r30.15<1>:hf  r29.14<0;1,0>:hf                
(W)     mov (8|M0)               r56.1<1>:hf   r55.0<8;8,1>:hf                 
(W)     mov (4|M0)               r56.9<1>:hf   r55.8<4;4,1>:hf                 
(W)     mov (2|M0)               r56.13<1>:hf  r55.12<2;2,1>:hf                
(W)     mov (8|M0)               r36.1<1>:hf   r35.0<8;8,1>:hf                 
(W)     mov (1|M0)               r56.15<1>:hf  r55.14<0;1,0>:hf                
(W)     mov (4|M0)               r36.9<1>:hf   r35.8<4;4,1>:hf                 
(W)     mov (2|M0)               r36.13<1>:hf  r35.12<2;2,1>:hf                
        mov (16|M0)              r18.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (1|M0)               r36.15<1>:hf  r35.14<0;1,0>:hf                
(W)     mov (8|M0)               r63.1<1>:hf   r62.0<8;8,1>:hf                 
(W)     mov (4|M0)               r63.9<1>:hf   r62.8<4;4,1>:hf                 
(W)     mov (2|M0)               r63.13<1>:hf  r62.12<2;2,1>:hf                
(W)     mov (8|M0)               r43.1<1>:hf   r42.0<8;8,1>:hf                 
(W)     mov (1|M0)               r63.15<1>:hf  r62.14<0;1,0>:hf                
(W)     mov (4|M0)               r43.9<1>:hf   r42.8<4;4,1>:hf                 
(W)     mov (2|M0)               r43.13<1>:hf  r42.12<2;2,1>:hf                
        mov (16|M0)              r23.0<1>:hf   r13.0<2;1,0>:hf                 
(W)     mov (1|M0)               r43.15<1>:hf  r42.14<0;1,0>:hf                
(W)     add (8|M0)               r49.1<2>:hf   r49.0<2;1,0>:hf   r49.1<2;1,0>:hf 
(W)     add (8|M0)               r30.1<2>:hf   r30.0<2;1,0>:hf   r30.1<2;1,0>:hf 
(W)     add (8|M0)               r3.4<1>:hf    r15.0<8;8,1>:hf   r15.8<8;8,1>:hf 
(W)     sel (8|M0)    (lt)f0.0   r56.1<2>:hf   r56.0<2;1,0>:hf   r56.1<2;1,0>:hf 
(W)     sel (8|M0)    (lt)f0.0   r36.1<2>:hf   r36.0<2;1,0>:hf   r36.1<2;1,0>:hf 
(W)     sel (8|M0)    (lt)f0.0   r6.6<1>:hf    r18.0<8;8,1>:hf   r18.8<8;8,1>:hf 
(W)     sel (8|M0)    (ge)f0.0   r63.1<2>:hf   r63.0<2;1,0>:hf   r63.1<2;1,0>:hf 
(W)     sel (8|M0)    (ge)f0.0   r43.1<2>:hf   r43.0<2;1,0>:hf   r43.1<2;1,0>:hf 
(W)     sel (8|M0)    (ge)f0.0   r24.0<1>:hf   r23.0<8;8,1>:hf   r23.8<8;8,1>:hf 
(W)     add (4|M0)               r49.2<4>:hf   r49.2<4;1,0>:hf   r49.1<4;1,0>:hf 
(W)     add (4|M0)               r30.2<4>:hf   r30.2<4;1,0>:hf   r30.1<4;1,0>:hf 
(W)     add (4|M0)               r3.12<1>:hf   r3.4<4;4,1>:hf    r3.8<4;4,1>:hf  
(W)     sel (4|M0)    (lt)f0.0   r56.2<4>:hf   r56.2<4;1,0>:hf   r56.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.2<4>:hf   r36.2<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r5.2<1>:hf    r6.6<4;4,1>:hf    r6.10<4;4,1>:hf 
(W)     sel (4|M0)    (ge)f0.0   r63.2<4>:hf   r63.2<4;1,0>:hf   r63.1<4;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r43.2<4>:hf   r43.2<4;1,0>:hf   r43.1<4;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r24.8<1>:hf   r24.0<4;4,1>:hf   r24.4<4;4,1>:hf 
(W)     add (4|M0)               r49.3<4>:hf   r49.3<4;1,0>:hf   r49.1<4;1,0>:hf 
(W)     add (4|M0)               r30.3<4>:hf   r30.3<4;1,0>:hf   r30.1<4;1,0>:hf 
(W)     add (2|M0)               r5.0<1>:hf    r3.12<2;2,1>:hf   r3.14<2;2,1>:hf 
(W)     sel (4|M0)    (lt)f0.0   r56.3<4>:hf   r56.3<4;1,0>:hf   r56.1<4;1,0>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.3<4>:hf   r36.3<4;1,0>:hf   r36.1<4;1,0>:hf 
(W)     sel (2|M0)    (lt)f0.0   r5.6<1>:hf    r5.2<2;2,1>:hf    r5.4<2;2,1>:hf  
(W)     sel (4|M0)    (ge)f0.0   r63.3<4>:hf   r63.3<4;1,0>:hf   r63.1<4;1,0>:hf 
(W)     sel (4|M0)    (ge)f0.0   r43.3<4>:hf   r43.3<4;1,0>:hf   r43.1<4;1,0>:hf 
(W)     sel (2|M0)    (ge)f0.0   r6.14<1>:hf   r24.8<2;2,1>:hf   r24.10<2;2,1>:hf
(W)     add (4|M0)               r49.4<1>:hf   r49.3<0;1,0>:hf   r49.4<4;4,1>:hf 
(W)     add (4|M0)               r30.4<1>:hf   r30.3<0;1,0>:hf   r30.4<4;4,1>:hf 
(W)     add (4|M0)               r49.12<1>:hf  r49.11<0;1,0>:hf  r49.12<4;4,1>:hf
(W)     add (4|M0)               r30.12<1>:hf  r30.11<0;1,0>:hf  r30.12<4;4,1>:hf
(W)     add (1|M0)               r3.2<1>:hf    r5.0<0;1,0>:hf    r5.1<0;1,0>:hf  
(W)     sel (4|M0)    (lt)f0.0   r56.4<1>:hf   r56.3<0;1,0>:hf   r56.4<4;4,1>:hf 
(W)     sel (4|M0)    (lt)f0.0   r36.4<1>:hf   r36.3<0;1,0>:hf   r36.4<4;4,1>:hf 
(W)     sel (4|M0)    (lt)f0.0   r56.12<1>:hf  r56.11<0;1,0>:hf  r56.12<4;4,1>:hf
(W)     sel (4|M0)    (lt)f0.0   r36.12<1>:hf  r36.11<0;1,0>:hf  r36.12<4;4,1>:hf
(W)     sel (1|M0)    (lt)f0.0   r3.3<1>:hf    r5.6<0;1,0>:hf    r5.7<0;1,0>:hf  
(W)     sel (4|M0)    (ge)f0.0   r63.4<1>:hf   r63.3<0;1,0>:hf   r63.4<4;4,1>:hf 
(W)     sel (4|M0)    (ge)f0.0   r43.4<1>:hf   r43.3<0;1,0>:hf   r43.4<4;4,1>:hf 
(W)     sel (4|M0)    (ge)f0.0   r63.12<1>:hf  r63.11<0;1,0>:hf  r63.12<4;4,1>:hf
(W)     sel (4|M0)    (ge)f0.0   r43.12<1>:hf  r43.11<0;1,0>:hf  r43.12<4;4,1>:hf
(W)     sel (1|M0)    (ge)f0.0   r5.14<1>:hf   r6.14<0;1,0>:hf   r6.15<0;1,0>:hf 
(W)     add (8|M0)               r49.8<1>:hf   r49.7<0;1,0>:hf   r49.8<8;8,1>:hf 
(W)     add (8|M0)               r30.8<1>:hf   r30.7<0;1,0>:hf   r30.8<8;8,1>:hf 
        mov (16|M0)              r16.0<1>:ud   r3.2<0;1,0>:uw                  
(W)     sel (8|M0)    (lt)f0.0   r56.8<1>:hf   r56.7<0;1,0>:hf   r56.8<8;8,1>:hf 
(W)     sel (8|M0)    (lt)f0.0   r36.8<1>:hf   r36.7<0;1,0>:hf   r36.8<8;8,1>:hf 
        mov (16|M0)              r21.0<1>:ud   r3.3<0;1,0>:uw                  
(W)     sel (8|M0)    (ge)f0.0   r63.8<1>:hf   r63.7<0;1,0>:hf   r63.8<8;8,1>:hf 
(W)     sel (8|M0)    (ge)f0.0   r43.8<1>:hf   r43.7<0;1,0>:hf   r43.8<8;8,1>:hf 
        mov (16|M0)              r27.0<1>:ud   r5.14<0;1,0>:uw                 
        add (16|M0)              r50.0<1>:hf   r49.0<16;16,1>:hf  r13.0<2;1,0>:hf
        mov (16|M0)              r33.0<1>:ud   r30.0<16;16,1>:uw               
        sends (16|M0)            null:w   r11     r16     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sel (16|M0)   (lt)f0.0   r57.0<1>:hf   r13.0<2;1,0>:hf   r56.0<16;16,1>:hf
        mov (16|M0)              r40.0<1>:ud   r36.0<16;16,1>:uw               
        sends (16|M0)            null:w   r19     r21     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sel (16|M0)   (ge)f0.0   r64.0<1>:hf   r13.0<2;1,0>:hf   r63.0<16;16,1>:hf
        mov (16|M0)              r46.0<1>:ud   r43.0<16;16,1>:uw               
        sends (16|M0)            null:w   r25     r27     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r53.0<1>:ud   r50.0<16;16,1>:uw               
        sends (16|M0)            null:w   r31     r33     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r60.0<1>:ud   r57.0<16;16,1>:uw               
        sends (16|M0)            null:w   r38     r40     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        mov (16|M0)              r67.0<1>:ud   r64.0<16;16,1>:uw               
        sends (16|M0)            null:w   r44     r46     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M0)            null:w   r51     r53     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M0)            null:w   r58     r60     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
        sends (16|M0)            null:w   r65     r67     0x8A            0x04030501           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread
L2312:
